import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Browser, chromium } from 'playwright-core';

/** What tools/findChromium.mjs (an ES module, shared with deploy.mjs) answers, run in its own Node process. */
function fromFinder(expression: string): unknown {
  const finder = pathToFileURL(path.join(__dirname, '..', '..', 'tools', 'findChromium.mjs')).href;
  const script = `import(${JSON.stringify(finder)}).then((m) => process.stdout.write(JSON.stringify(${expression})))`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
}

/**
 * An installed Chrome or Chromium (never a downloaded browser): CHROMIUM_PATH if set, else where
 * Linux, macOS or Windows put it (tools/findChromium.mjs); null when there is none.
 */
export const CHROMIUM_PATH = fromFinder('m.findChromium()') as string | null;

export function launchChromium(): Promise<Browser> {
  if (!CHROMIUM_PATH) return Promise.reject(new Error(fromFinder('m.NO_BROWSER_MESSAGE') as string));
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // The players' phones are German: date fields read 14.03.2026, not 03/14/2026 (the German
      // locale file comes with Debian's chromium-l10n, which .ci/run installs).
      '--lang=de-DE',
    ],
    env: { ...process.env, LANGUAGE: 'de' },
  });
}
