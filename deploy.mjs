// `npm run deploy`: tests, build, `clasp push --force`, then the ONE web app deployment of the
// player portal, so its URL — and every player's link — never changes. Runs on Linux, macOS and
// Windows: every tool is started through Node itself (no shell, no .cmd), and tests that need a
// program this computer lacks (a browser; LibreOffice and pdftotext for the export test) are
// left out with a message saying so. `node deploy.mjs --plan` only prints what it would run.
//
// The deployment is found by its description; a new version is deployed into the same id
// (`clasp create-deployment -i <id>`). The manifest's "webapp" section decides how it runs
// (executes as the deploying organiser, reachable without a sign-in). Afterwards one anonymous
// request to the /exec address lets the portal remember it (src/server/portal/webAppUrl.ts: a
// live request knows the address it came by; outside one Google may answer only /dev).
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium, NO_BROWSER_MESSAGE } from './tools/findChromium.mjs';
import { isMain } from './tools/isMain.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

export const PORTAL_DEPLOYMENT = 'Kriegsrat Spielerportal';

/** Jest patterns (either path separator) of the tests that drive a browser. */
export const BROWSER_TESTS = ['[\\\\/]test[\\\\/]browser[\\\\/]', '\\.browser\\.test\\.ts$'];
/** The export test: LibreOffice (soffice) prints the .xlsx, pdftotext (poppler-utils) reads it. */
export const OFFICE_TESTS = ['[\\\\/]test[\\\\/]preview[\\\\/]xlsxExport\\.test\\.ts$'];

export const NO_OFFICE_MESSAGE =
  'LibreOffice (soffice) oder pdftotext fehlt: der Export-Test wird übersprungen. Debian/Ubuntu: ' +
  'sudo apt-get install libreoffice-calc poppler-utils; macOS: brew install --cask libreoffice und brew install poppler.';

/** The extra jest arguments and the messages for what this computer cannot test. */
export function testSelection({ browser, office }) {
  const ignore = [...(browser ? [] : BROWSER_TESTS), ...(office ? [] : OFFICE_TESTS)];
  const notes = [
    ...(browser ? [] : [`Browser-Tests übersprungen. ${NO_BROWSER_MESSAGE}`]),
    ...(office ? [] : [NO_OFFICE_MESSAGE]),
  ];
  return { jestArgs: ignore.length ? ['--testPathIgnorePatterns', '/node_modules/', ...ignore] : [], notes };
}

/** The deployment to update: ours by description, never @HEAD (no version number). */
export function portalDeployment(deployments) {
  return deployments.find((d) => d.description === PORTAL_DEPLOYMENT && d.versionNumber) ?? null;
}

/** clasp's JSON answer; anything it printed before (a spinner) is skipped. */
export function claspJson(output) {
  const start = output.search(/[[{]/);
  if (start < 0) throw new Error(`clasp antwortet ohne JSON: ${output.trim()}`);
  return JSON.parse(output.slice(start));
}

/** The deployment's address for players: always /exec (the /dev test address opens for editors only). */
export function execUrl(deploymentId) {
  return `https://script.google.com/macros/s/${deploymentId}/exec`;
}

/**
 * Opens the /exec address once, as a player would (no link: the refusal page), so that doGet runs
 * there and remembers it. Google's sign-in page instead (not yet authorised, a Workspace domain
 * without anonymous access) or no network: says how to make the address known by hand.
 */
export async function announcePortalUrl(url, fetchPage = fetch) {
  const byHand =
    `Die Adresse ${url} bitte einmal im Browser öffnen (oder in „Spielerlinks“ einfügen): ` +
    'erst dann kennt das Portal sie und „Spielerlinks“ zeigt die Links.';
  try {
    const response = await fetchPage(url, { redirect: 'follow' });
    const signIn = /accounts\.google\.com/.test(String(response.url ?? ''));
    if (response.ok && !signIn) return `Web-App aufgerufen: damit merkt sich das Portal seine Adresse ${url}.`;
    return `Die Web-App antwortet nicht ohne Anmeldung (${signIn ? 'Google-Anmeldung' : `HTTP ${response.status}`}). ${byHand}`;
  } catch (error) {
    return `Die Web-App war nicht erreichbar (${error.message}). ${byHand}`;
  }
}

function hasProgram(command, args) {
  return !spawnSync(command, args, { stdio: 'ignore' }).error;
}

/** clasp's own script, run by this Node (node_modules/.bin/clasp is a shell script or a .cmd). */
function claspScript() {
  const dir = path.join(root, 'node_modules', '@google', 'clasp');
  const { bin } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return path.join(dir, typeof bin === 'string' ? bin : bin.clasp);
}

function clasp(args, options = {}) {
  return execFileSync(process.execPath, [claspScript(), ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    ...options,
  });
}

/** Runs `npm test` (typecheck, lint, jest) with `jestArgs` appended to jest's command line. */
function npmTest(jestArgs) {
  const npm = process.env.npm_execpath;
  const args = ['test', ...(jestArgs.length ? ['--', ...jestArgs] : [])];
  const run = npm
    ? spawnSync(process.execPath, [npm, ...args], { cwd: root, stdio: 'inherit' })
    : spawnSync('npm', args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  return run.status === 0;
}

function step(title) {
  console.log(`\n== ${title}`);
}

if (isMain(import.meta.url)) {
  const selection = testSelection({
    browser: findChromium() !== null,
    office: hasProgram('soffice', ['--version']) && hasProgram('pdftotext', ['-v']),
  });
  for (const note of selection.notes) console.log(`Hinweis: ${note}`);
  if (process.argv.includes('--plan')) {
    console.log(`Tests: npm test${selection.jestArgs.length ? ` -- ${selection.jestArgs.join(' ')}` : ''}`);
    process.exit(0);
  }
  step('Tests');
  if (!npmTest(selection.jestArgs)) {
    console.error('\nEin Test ist fehlgeschlagen: nichts wurde hochgeladen.');
    process.exit(1);
  }
  step('Bauen');
  execFileSync(process.execPath, [path.join(root, 'build.mjs')], { cwd: root, stdio: 'inherit' });
  step('Hochladen (clasp push --force)');
  clasp(['push', '--force'], { cwd: root, stdio: 'inherit' });
  step('Web-App bereitstellen');
  const existing = portalDeployment(claspJson(clasp(['--json', 'list-deployments'], { cwd: root })));
  const args = ['--json', 'create-deployment', '-d', PORTAL_DEPLOYMENT, ...(existing ? ['-i', existing.deploymentId] : [])];
  const deployed = claspJson(clasp(args, { cwd: root }));
  const url = execUrl(deployed.deploymentId);
  console.log(`${existing ? 'Web-App aktualisiert' : 'Web-App angelegt'} (Version ${deployed.versionNumber}): ${url}`);
  console.log(await announcePortalUrl(url));
  console.log('Die Links der Spieler: in der Tabelle Erweiterungen → Kriegsrat → Spielerlinks.');
  for (const note of selection.notes) console.log(`Hinweis: ${note}`);
}
