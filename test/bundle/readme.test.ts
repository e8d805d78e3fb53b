import { execFileSync } from 'node:child_process';
import path from 'node:path';

it('README.md lists exactly the public functions (generated from the same list)', () => {
  const root = path.join(__dirname, '..', '..');
  expect(() =>
    execFileSync(process.execPath, [path.join(root, 'build.mjs'), '--check-docs'], { cwd: root, stdio: 'pipe' }),
  ).not.toThrow();
});
