import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Every test reads the built bundle: build it once before the run. */
export default function globalSetup(): void {
  execFileSync(process.execPath, [path.join(__dirname, '..', 'build.mjs')], { stdio: 'inherit' });
}
