// Where Chrome or Chromium is on this computer, for the browser tests: playwright-core drives an
// installed browser and never downloads one. CHROMIUM_PATH wins; otherwise the usual places on
// Linux (Debian's chromium first), macOS and Windows — Microsoft Edge, which every Windows has,
// is a Chromium too.
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The places looked at, in order, for `platform` (process.platform) with `env`'s folders. */
export function chromiumCandidates(platform = process.platform, env = process.env) {
  if (platform === 'win32') {
    const roots = [env.PROGRAMFILES, env['PROGRAMFILES(X86)'], env.LOCALAPPDATA].filter(Boolean);
    return roots.flatMap((root) => [
      path.win32.join(root, 'Google', 'Chrome', 'Application', 'chrome.exe'),
      path.win32.join(root, 'Chromium', 'Application', 'chrome.exe'),
      path.win32.join(root, 'Microsoft', 'Edge', 'Application', 'msedge.exe'),
    ]);
  }
  if (platform === 'darwin') {
    const folders = ['/Applications', ...(env.HOME ? [path.posix.join(env.HOME, 'Applications')] : [])];
    return folders.flatMap((folder) => [
      `${folder}/Google Chrome.app/Contents/MacOS/Google Chrome`,
      `${folder}/Chromium.app/Contents/MacOS/Chromium`,
      `${folder}/Microsoft Edge.app/Contents/MacOS/Microsoft Edge`,
    ]);
  }
  return [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/snap/bin/chromium',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/usr/bin/microsoft-edge',
  ];
}

/** The browser to drive: CHROMIUM_PATH if set, else the first candidate that exists, else null. */
export function findChromium(platform = process.platform, env = process.env, exists = existsSync) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return chromiumCandidates(platform, env).find((candidate) => exists(candidate)) ?? null;
}

/** Why no browser test can run, in German, with what to do. */
export const NO_BROWSER_MESSAGE =
  'Kein Chrome oder Chromium gefunden. Für die Browser-Tests Google Chrome installieren (oder Chromium, ' +
  'unter Debian/Ubuntu: sudo apt-get install chromium) oder CHROMIUM_PATH auf das Programm setzen, z. B. ' +
  'CHROMIUM_PATH="/Applications/Google Chrome.app/Contents/MacOS/Google Chrome".';
