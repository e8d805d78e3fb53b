// Every install path ends with the menu where the README and the add-on's messages say it is:
// createAddonMenu() in a bound script is named after the script PROJECT, so every path names
// the project "Kriegsrat". And a deploy pushes only a green build, manifest included.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadAddon, OfflineSpreadsheet } from '../../src/offline';
import { MENU_ITEMS } from '../../src/server/menu';
import { BOOKING_CAPTION } from '../../src/server/bookingSidebar';
import { BATTLE_CAPTION, SCRIPT_PROJECT_NAME } from '../../src/sheets/menuPath';
import { DIST, readCodeJs } from '../support';

const root = path.join(__dirname, '..', '..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const install = readme.slice(readme.indexOf('### In eine Tabelle installieren'), readme.indexOf('### Funktionen'));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(full) : /\.(ts|html)$/.test(entry.name) ? [full] : [];
  });
}

it('npm run deploy runs the tests first and pushes the manifest without a prompt', () => {
  // `npm run deploy` is deploy.mjs (every OS: no shell chain); its steps, in order, in its main block.
  const deploy: string = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.deploy;
  expect(deploy).toBe('node deploy.mjs');
  const script = readFileSync(path.join(root, 'deploy.mjs'), 'utf8');
  const main = script.slice(script.indexOf('if (isMain(import.meta.url))'));
  const tests = main.indexOf('npmTest(');
  const build = main.indexOf("'build.mjs'");
  const push = main.indexOf("clasp(['push', '--force']");
  expect(tests).toBeGreaterThan(0);
  // The bundle pushed is built after the tests, from the tested sources; pushed without a prompt.
  expect(build).toBeGreaterThan(tests);
  expect(push).toBeGreaterThan(build);
  // A failed test stops it before anything is uploaded.
  expect(main.slice(tests, build)).toMatch(/process\.exit\(1\)/);
});

it('every install path in the README names the script project exactly as the menu is documented', () => {
  const titles = [...install.matchAll(/--title "([^"]*)"/g)].map((m) => m[1]);
  expect(titles).toEqual([SCRIPT_PROJECT_NAME]);
  // Bound to an existing sheet, or pasted by hand: Google names the project "Unbenanntes Projekt".
  const renames = install.match(/„Unbenanntes Projekt“[^.]*„Kriegsrat“/g) ?? [];
  expect(renames.length).toBeGreaterThanOrEqual(2);
  expect(install).toContain(`Das Menü heißt wie das Skriptprojekt`);
});

it('every "Erweiterungen → …" in the README and the sources names the menu the add-on builds', () => {
  const workbook = new OfflineSpreadsheet();
  const addon = loadAddon(workbook, readCodeJs(), { scriptName: SCRIPT_PROJECT_NAME });
  addon.onOpen();
  expect(workbook.ui.menus.map((m) => m.name)).toEqual([SCRIPT_PROJECT_NAME]);
  const captions = workbook.ui.listMenuItems().map((item) => item.path[1]);
  expect(captions).toEqual(MENU_ITEMS.map((item) => item.caption));
  const texts = [readme, ...sourceFiles(path.join(root, 'src')).map((file) => readFileSync(file, 'utf8'))].map((t) =>
    t.replace(/\s+/g, ' '),
  );
  // The menu a text names (the Apps Script editor sits under Erweiterungen too); comments with
  // placeholders (`Erweiterungen → name`, `${…}`) left out.
  const menus = texts
    .flatMap((t) => [...t.matchAll(/Erweiterungen → ([^→*.,;:]+?)(?= →|\*|[.,;:]|$)/g)].map((m) => m[1]))
    .filter((name) => /^[A-ZÄÖÜ]/.test(name));
  expect(menus.filter((name) => name !== 'Apps Script').length).toBeGreaterThan(3);
  for (const name of menus) expect([SCRIPT_PROJECT_NAME, 'Apps Script']).toContain(name);
  // The item it names.
  const items = texts
    .flatMap((t) => [...t.matchAll(/Erweiterungen → [^→*]+? → ([^*]+?)(?=\*| ausführen|“|$)/g)].map((m) => m[1]))
    .filter((item) => /^[A-ZÄÖÜ]/.test(item));
  expect(items.length).toBeGreaterThan(2);
  for (const item of items) expect(captions.some((caption) => item.startsWith(caption))).toBe(true);
});

// Every file the build writes to dist/ must reach the script project: the manual install names
// them all (a missing BookingSidebar.html broke "Buchung eintragen"); clasp pushes all of dist/.
it('the README names every file of dist/ in the manual install', () => {
  const files = readdirSync(DIST).sort();
  expect(files).toEqual(expect.arrayContaining(['Code.js', 'appsscript.json', 'BattleSidebar.html', 'BookingSidebar.html']));
  const manual = install.slice(install.indexOf('**Ohne Node, von Hand:**'));
  for (const file of files) expect(manual).toContain(`\`dist/${file}\``);
  for (const file of files.filter((f) => f.endsWith('.html')))
    expect(manual).toContain(`Datei \`${file.replace(/\.html$/, '')}\``);
});

// Google's own messages are English ("No HTML file named BookingSidebar was found."); a menu
// entry answers in German even when a file of dist/ did not make it into the project.
it('every menu entry answers in German when a file of dist/ is missing from the project', () => {
  const empty = mkdtempSync(path.join(os.tmpdir(), 'kriegsrat-ohne-html-'));
  try {
    const workbook = new OfflineSpreadsheet();
    const addon = loadAddon(workbook, readCodeJs(), {
      scriptName: SCRIPT_PROJECT_NAME,
      htmlDir: empty,
      user: { email: 'orga@example.com' },
    });
    addon.onOpen();
    addon.run('setupCampaign');
    for (const item of MENU_ITEMS) {
      const shown = workbook.ui.alerts.length;
      expect(() => addon.clickMenuItem(item.caption)).not.toThrow();
      for (const alert of workbook.ui.alerts.slice(shown)) {
        expect(`${alert.title} ${alert.prompt}`).not.toMatch(/\b(the|was|found|not|file|error|exception|named)\b/i);
      }
    }
    for (const caption of [BATTLE_CAPTION, BOOKING_CAPTION]) {
      workbook.ui.alerts.length = 0;
      addon.clickMenuItem(caption);
      expect(workbook.ui.alerts).toHaveLength(1);
      expect(workbook.ui.alerts[0].title).toBe(caption);
      expect(workbook.ui.alerts[0].prompt).toMatch(/Die Datei „(Battle|Booking)Sidebar“ fehlt im Skriptprojekt/);
      expect(workbook.ui.alerts[0].prompt).toContain('README');
    }
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
});
