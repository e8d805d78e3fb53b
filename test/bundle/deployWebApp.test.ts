// `npm run deploy` keeps ONE web app deployment (the URL in every player's link never changes):
// it updates the deployment named "Kriegsrat Spielerportal", never @HEAD, and creates one only
// when there is none. deploy.mjs is an ES module: run in its own Node process.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../support';

function inDeploy(expression: string): unknown {
  const script = `import(${JSON.stringify(path.join(ROOT, 'deploy.mjs'))}).then((m) => {
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
