// `npm run deploy` (after the tests and `clasp push --force`): creates or updates the ONE web
// app deployment of the player portal, so its URL — and every player's link — never changes.
// The deployment is found by its description; a new version is deployed into the same id
// (`clasp create-deployment -i <id>`). The manifest's "webapp" section decides how it runs
// (executes as the deploying organiser, reachable without a sign-in). Afterwards one anonymous
// request to the /exec address lets the portal remember it (src/server/portal/webAppUrl.ts: a
// live request knows the address it came by; outside one Google may answer only /dev).
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export const PORTAL_DEPLOYMENT = 'Kriegsrat Spielerportal';

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

function clasp(args) {
  const bin = path.join(path.dirname(new URL(import.meta.url).pathname), 'node_modules', '.bin', 'clasp');
  return execFileSync(bin, ['--json', ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const existing = portalDeployment(claspJson(clasp(['list-deployments'])));
  const args = ['create-deployment', '-d', PORTAL_DEPLOYMENT, ...(existing ? ['-i', existing.deploymentId] : [])];
  const deployed = claspJson(clasp(args));
  const url = execUrl(deployed.deploymentId);
  console.log(`${existing ? 'Web-App aktualisiert' : 'Web-App angelegt'} (Version ${deployed.versionNumber}): ${url}`);
  console.log(await announcePortalUrl(url));
  console.log('Die Links der Spieler: in der Tabelle Erweiterungen → Kriegsrat → Spielerlinks.');
}
