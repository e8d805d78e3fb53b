// `npm run deploy` (after the tests and `clasp push --force`): creates or updates the ONE web
// app deployment of the player portal, so its URL — and every player's link — never changes.
// The deployment is found by its description; a new version is deployed into the same id
// (`clasp create-deployment -i <id>`). The manifest's "webapp" section decides how it runs
// (executes as the deploying organiser, reachable without a sign-in).
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

function clasp(args) {
  const bin = path.join(path.dirname(new URL(import.meta.url).pathname), 'node_modules', '.bin', 'clasp');
  return execFileSync(bin, ['--json', ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const existing = portalDeployment(claspJson(clasp(['list-deployments'])));
  const args = ['create-deployment', '-d', PORTAL_DEPLOYMENT, ...(existing ? ['-i', existing.deploymentId] : [])];
  const deployed = claspJson(clasp(args));
  console.log(
    `${existing ? 'Web-App aktualisiert' : 'Web-App angelegt'} (Version ${deployed.versionNumber}): ` +
      `https://script.google.com/macros/s/${deployed.deploymentId}/exec\n` +
      'Die Links der Spieler: in der Tabelle Erweiterungen → Kriegsrat → Spielerlinks.',
  );
}
