import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PREVIEW_BUILD, ROOT } from './support/paths';

/**
 * Every test reads the built bundles: dist/ (Code.js, the sidebar) and the preview's
 * start.js/export.js/page, built once here before any suite runs, never by a suite.
 */
export default function globalSetup(): void {
  execFileSync(process.execPath, [path.join(ROOT, 'build.mjs')], { cwd: ROOT, stdio: 'inherit' });
  rmSync(PREVIEW_BUILD, { recursive: true, force: true });
  mkdirSync(path.dirname(PREVIEW_BUILD), { recursive: true });
  const script = `import(${JSON.stringify(path.join(ROOT, 'build.mjs'))}).then((m) => m.buildPreview(${JSON.stringify(PREVIEW_BUILD)}))`;
  execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, stdio: 'inherit' });
}
