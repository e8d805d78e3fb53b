import path from 'node:path';

/** The repository root and what test/globalSetup.ts builds there once per run. */
export const ROOT = path.resolve(__dirname, '..', '..');
export const DIST = path.join(ROOT, 'dist');
export const CODE_JS_PATH = path.join(DIST, 'Code.js');
export const SIDEBAR_HTML = path.join(DIST, 'BattleSidebar.html');
/** The preview bundles (start.js, export.js, the page), built for the tests, read-only to them. */
export const PREVIEW_BUILD = path.join(ROOT, 'node_modules', '.cache', 'kriegsrat-test-preview');
/** Screenshots and other files a run leaves to look at. */
export const ARTIFACTS = path.join(ROOT, 'test-artifacts');
