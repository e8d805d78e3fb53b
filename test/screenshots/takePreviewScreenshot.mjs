// Takes test/screenshots/preview.png for the README: `npm start` on a fresh demo campaign in
// a temp directory, headless Debian Chromium, a battle chosen in the sidebar.
//   node build.mjs --preview && node test/screenshots/takePreviewScreenshot.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { findChromium, NO_BROWSER_MESSAGE } from '../../tools/findChromium.mjs';

function chromiumPath() {
  const found = findChromium();
  if (!found) throw new Error(NO_BROWSER_MESSAGE);
  return found;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = path.join(root, 'test', 'screenshots', 'preview.png');
const cwd = mkdtempSync(path.join(os.tmpdir(), 'kriegsrat-screenshot-'));
const child = spawn(process.execPath, [path.join(root, 'node_modules', '.cache', 'kriegsrat', 'start.js')], {
  cwd,
  env: { ...process.env, PORT: '0' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let browser;
try {
  const url = await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
      const match = /Vorschau läuft: (\S+)/.exec(output);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`start.js endete mit ${code}:\n${output}`)));
  });
  browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = await browser.newPage({ viewport: { width: 1440, height: 860 }, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  await page.goto(url);
  await page.locator('.tab[data-sheet="Stand"]').click();
  const sidebar = page.frameLocator('#sidebar-frame');
  await sidebar.locator('[name="angreifer"]:enabled').waitFor();
  await sidebar.getByLabel('Angreifer', { exact: true }).selectOption('Sternenwacht');
  await sidebar.getByLabel('Verteidiger', { exact: true }).selectOption('Glutbrigade');
  await page.locator('#grid td[data-row="9"][data-column="2"]').click();
  for (const close of await page.locator('.toast .close').all()) await close.click();
  await page.screenshot({ path: out });
  console.log(`Geschrieben: ${path.relative(root, out)}`);
} finally {
  await browser?.close();
  child.kill('SIGINT');
  await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.on('exit', resolve)));
  rmSync(cwd, { recursive: true, force: true });
}
