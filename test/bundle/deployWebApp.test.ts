// `npm run deploy` keeps ONE web app deployment (the URL in every player's link never changes):
// it updates the deployment named "Kriegsrat Spielerportal", never @HEAD, and creates one only
// when there is none. deploy.mjs is an ES module: run in its own Node process.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../support';

function inDeploy(expression: string): unknown {
  const script = `import(${JSON.stringify(pathToFileURL(path.join(ROOT, 'deploy.mjs')).href)}).then((m) => {
    let value; try { value = (${expression}); } catch (e) { value = { error: e.message }; }
    process.stdout.write(JSON.stringify(value ?? null));
  })`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
}

test('the portal deployment is found by its description, never @HEAD', () => {
  const list = `[
    { deploymentId: 'AKfyHEAD', description: m.PORTAL_DEPLOYMENT },
    { deploymentId: 'AKfyOTHER', versionNumber: 3, description: 'Test' },
    { deploymentId: 'AKfyOURS', versionNumber: 7, description: m.PORTAL_DEPLOYMENT },
  ]`;
  expect(inDeploy(`m.portalDeployment(${list})`)).toEqual({
    deploymentId: 'AKfyOURS',
    versionNumber: 7,
    description: 'Kriegsrat Spielerportal',
  });
  expect(inDeploy(`m.portalDeployment(${list}.slice(0, 2))`)).toBeNull();
});

test('clasp’s JSON is read past a spinner line', () => {
  expect(inDeploy(`m.claspJson('Fetching deployments...\\n[{"deploymentId":"x"}]')`)).toEqual([{ deploymentId: 'x' }]);
  expect(inDeploy(`m.claspJson('No deployments.')`)).toEqual({ error: 'clasp antwortet ohne JSON: No deployments.' });
});

/** Like inDeploy, for an expression that answers a promise. */
function inDeployAsync(expression: string): unknown {
  const script = `import(${JSON.stringify(path.join(ROOT, 'deploy.mjs'))}).then(async (m) => {
    let value; try { value = await (${expression}); } catch (e) { value = { error: e.message }; }
    process.stdout.write(JSON.stringify(value ?? null));
  })`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
}

test('after deploying, one anonymous request to the /exec address makes the portal remember it (issue 22 §3)', () => {
  expect(inDeploy(`m.execUrl('AKfyOURS')`)).toBe('https://script.google.com/macros/s/AKfyOURS/exec');
  // The web app answered (its refusal page for a request without a link): doGet ran at /exec.
  const answered = inDeployAsync(`(async () => {
    const asked = [];
    const fetch = async (url) => { asked.push(url); return { ok: true, url }; };
    return { asked, said: await m.announcePortalUrl('https://script.google.com/macros/s/AKfyOURS/exec', fetch) };
  })()`) as { asked: string[]; said: string };
  expect(answered.asked).toEqual(['https://script.google.com/macros/s/AKfyOURS/exec']);
  expect(answered.said).toContain('merkt sich das Portal seine Adresse');
  // Google's sign-in or consent page instead (not yet authorised, a domain without anonymous access), or no network.
  for (const fetch of [
    `async () => ({ ok: true, url: 'https://accounts.google.com/v3/signin/identifier?continue=x' })`,
    `async () => ({ ok: false, status: 403, url: 'https://script.google.com/macros/s/AKfyOURS/exec' })`,
    `async () => { throw new Error('getaddrinfo ENOTFOUND'); }`,
  ]) {
    const said = inDeployAsync(`m.announcePortalUrl('https://script.google.com/macros/s/AKfyOURS/exec', ${fetch})`) as string;
    expect(said).toContain('einmal im Browser öffnen');
    expect(said).toContain('Spielerlinks');
  }
});

/** What tools/findChromium.mjs answers for `expression` (m: the module), in its own Node process. */
function inFinder(expression: string): unknown {
  const finder = pathToFileURL(path.join(ROOT, 'tools', 'findChromium.mjs')).href;
  const script = `import(${JSON.stringify(finder)}).then((m) => process.stdout.write(JSON.stringify((${expression}) ?? null)))`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
}

test('the browser tests find Chrome or Chromium where Linux, macOS or Windows put it; CHROMIUM_PATH wins', () => {
  expect(
    inFinder(
      `m.chromiumCandidates('win32', { PROGRAMFILES: 'C:\\\\Program Files', LOCALAPPDATA: 'C:\\\\Users\\\\max\\\\AppData\\\\Local' })`,
    ),
  ).toEqual(
    expect.arrayContaining([
      'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
      'C:\\Users\\max\\AppData\\Local\\Google\\Chrome\\Application\\chrome.exe',
      'C:\\Program Files\\Microsoft\\Edge\\Application\\msedge.exe',
    ]),
  );
  const mac = '/Users/max/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
  expect(inFinder(`m.findChromium('darwin', { HOME: '/Users/max' }, (p) => p === ${JSON.stringify(mac)})`)).toBe(mac);
  expect(inFinder(`m.findChromium('linux', {}, (p) => p === '/snap/bin/chromium')`)).toBe('/snap/bin/chromium');
  expect(inFinder(`m.findChromium('linux', { CHROMIUM_PATH: '/opt/chrome/chrome' }, () => false)`)).toBe('/opt/chrome/chrome');
  expect(inFinder(`m.findChromium('win32', { PROGRAMFILES: 'C:\\\\Program Files' }, () => false)`)).toBeNull();
});

test('without a browser or LibreOffice, deploy runs the other tests and says which it left out', () => {
  expect(inDeploy('m.testSelection({ browser: true, office: true })')).toEqual({ jestArgs: [], notes: [] });
  const without = inDeploy('m.testSelection({ browser: false, office: false })') as { jestArgs: string[]; notes: string[] };
  expect(without.notes).toEqual([
    expect.stringMatching(/^Browser-Tests übersprungen\. Kein Chrome oder Chromium gefunden\..*CHROMIUM_PATH/),
    expect.stringMatching(/^LibreOffice \(soffice\) oder pdftotext fehlt: der Export-Test wird übersprungen\./),
  ]);
  expect(without.jestArgs[0]).toBe('--testPathIgnorePatterns');
  const ignored = (file: string) => without.jestArgs.slice(1).some((pattern) => new RegExp(pattern).test(file));
  expect(ignored('C:\\kriegsrat\\test\\browser\\battleSidebar.test.ts')).toBe(true);
  expect(ignored('/home/max/kriegsrat/test/preview/portal.browser.test.ts')).toBe(true);
  expect(ignored('/home/max/kriegsrat/test/preview/xlsxExport.test.ts')).toBe(true);
  expect(ignored('/home/max/kriegsrat/node_modules/x/test.ts')).toBe(true);
  expect(ignored('C:\\kriegsrat\\test\\preview\\previewServer.test.ts')).toBe(false);
  expect(ignored('/home/max/kriegsrat/test/integration/webAppGuard.test.ts')).toBe(false);
});

test('deploy.mjs (and build.mjs, by the same isMain) runs from a folder whose name has a space, reached through a link', () => {
  // `import.meta.url === file://${argv[1]}` is false there (%20, the link; on Windows C:\): the script did nothing.
  const dir = path.join(os.tmpdir(), `kriegsrat mit Leerzeichen ${process.pid}`);
  mkdirSync(dir, { recursive: true });
  try {
    const link = path.join(dir, 'kriegsrat');
    symlinkSync(ROOT, link, 'junction');
    const plan = execFileSync(process.execPath, [path.join(link, 'deploy.mjs'), '--plan'], { encoding: 'utf8' });
    expect(plan).toMatch(/^Tests: npm test/m);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
