// The preview page in headless Chromium: the sidebar in its iframe submits through the HTTP
// bridge and the grid shows the battle at once; a typed input cell recalculates the
// standings; protected sheets refuse typing; error cells carry their message.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { BattleFormData } from '../../src/shared/battleContract';
import type { PreviewHandle } from '../../src/preview/preview';
import { ARTIFACTS, launchChromium } from '../support';
import { battleBetweenEquals, OpenPreview, openPreviewPage, scriptRun, sheetOf, state } from './previewKit';

let browser: Browser;
let opened: OpenPreview;
let preview: PreviewHandle;
let page: Page;
let pageErrors: string[];

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  opened = await openPreviewPage(browser);
  ({ preview, page, pageErrors } = opened);
});

afterEach(async () => {
  expect(pageErrors).toEqual([]);
  await opened.close();
});

const cellSelector = (row0: number, column0: number) => `#grid td[data-row="${row0}"][data-column="${column0}"]`;
const cell = (row0: number, column0: number) => page.locator(cellSelector(row0, column0));

async function openTab(name: string): Promise<void> {
  await page.locator(`.tab[data-sheet="${name}"]`).click();
  await page.locator('.tab.active', { hasText: name }).waitFor();
}

/** Column (0-based) of a header in row 1 of the sheet on screen. */
async function column(header: string): Promise<number> {
  const headers = await page.$$eval('#grid tbody tr:first-child td', (tds) => tds.map((td) => td.textContent ?? ''));
  const index = headers.indexOf(header);
  if (index < 0) throw new Error(`no column ${header} in ${headers.join(', ')}`);
  return index;
}

/** Row (0-based) whose cell in `header` reads `value`, on the sheet on screen. */
async function rowOf(header: string, value: string): Promise<number> {
  const c = await column(header);
  const texts = await page.$$eval(`#grid td[data-column="${c}"]`, (tds) => tds.map((td) => td.textContent ?? ''));
  return texts.indexOf(value);
}

async function waitForText(row0: number, column0: number, text: string): Promise<void> {
  await page.waitForFunction(([selector, expected]) => document.querySelector(selector)?.textContent === expected, [
    cellSelector(row0, column0),
    text,
  ] as const);
}

async function standOf(army: string): Promise<string> {
  await openTab('Stand');
  return (await cell(await rowOf('Armee', army), await column('Stufe')).textContent()) ?? '';
}

test('a battle from the sidebar appears in the grid at once; typing its losses changes the standings', async () => {
  const form = (await scriptRun<BattleFormData>(preview.url, 'getBattleFormData')).value!;
  const { payload } = battleBetweenEquals(form, 'unused');
  const newRow0 = sheetOf(await state(preview.url), 'Schlachten').display.length;
  expect(await standOf(payload.verteidiger)).toBe('3');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

  const sidebar = page.frameLocator('#sidebar-frame');
  await sidebar.locator('[name="angreifer"]:enabled').waitFor();
  await sidebar.getByLabel('Angreifer', { exact: true }).selectOption(payload.angreifer);
  await sidebar.getByLabel('Verteidiger', { exact: true }).selectOption(payload.verteidiger);
  await sidebar.getByLabel('Siegpunkte Angreifer').fill('60');
  await sidebar.getByLabel('Siegpunkte Verteidiger').fill('40');
  await sidebar.getByLabel('Verluste Angreifer').fill('100');
  await sidebar.getByLabel('Verluste Verteidiger').fill('800');
  // The demo lives on a map: the loser retreats where battleBetweenEquals found it may.
  if (payload.rueckzug) await sidebar.getByLabel('Rückzug nach', { exact: true }).selectOption(payload.rueckzug);
  await sidebar.locator('button[type="submit"]').click();

  // The Stand tab is on screen: it follows without a reload of the page.
  await page.waitForFunction(
    ([army]) => {
      const rows = Array.from(document.querySelectorAll('#grid tbody tr'));
      return rows.some((tr) => tr.children[1]?.textContent === army && tr.children[3]?.textContent === '1');
    },
    [payload.verteidiger] as const,
  );
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  await openTab('Schlachten');
  expect(await cell(newRow0, await column('Angreifer')).textContent()).toBe(payload.angreifer);
  expect(await cell(newRow0, await column('Verteidiger')).textContent()).toBe(payload.verteidiger);

  // The defender's losses, typed over: double-click, the old text, Enter.
  const losses = await column('Verluste Verteidiger');
  await cell(newRow0, losses).dblclick();
  const editor = page.locator('input.cell-editor');
  await expect(editor.inputValue()).resolves.toBe('800');
  await editor.fill('0');
  await editor.press('Enter');
  await waitForText(newRow0, losses, '0');
  await page.locator('#grid td.saving').waitFor({ state: 'detached' });
  // Enter moved the selection down, as in Sheets.
  await expect(page.locator('#cell-name').textContent()).resolves.toBe(`K${newRow0 + 2}`);
  expect(await standOf(payload.verteidiger)).toBe('3');
  await page.screenshot({ path: path.join(ARTIFACTS, 'preview-standings.png') });
});

test('Escape cancels typing; German numbers and dates are taken as Sheets takes them', async () => {
  await openTab('Schlachten');
  const vp = await column('Siegpunkte Angreifer');
  const before = (await cell(1, vp).textContent()) ?? '';
  await cell(1, vp).click();
  await page.keyboard.type('99');
  await expect(page.locator('input.cell-editor').inputValue()).resolves.toBe('99');
  await page.keyboard.press('Escape');
  await expect(page.locator('input.cell-editor').count()).resolves.toBe(0);
  expect(await cell(1, vp).textContent()).toBe(before);

  // A new row below the data: typed like a player enters a battle.
  const row0 = sheetOf(await state(preview.url), 'Schlachten').display.length;
  await cell(row0, await column('Datum')).click();
  await page.keyboard.type('21.11.2026');
  await page.keyboard.press('Tab');
  await waitForText(row0, await column('Datum'), '21.11.2026');
  await cell(row0, await column('Verluste Angreifer')).click();
  await page.keyboard.type('1.500');
  await page.keyboard.press('Enter');
  await waitForText(row0, await column('Verluste Angreifer'), '1500');
  expect(await cell(row0, await column('Verluste Angreifer')).evaluate((td) => getComputedStyle(td).textAlign)).toBe('right');
});

test('protected standings cannot be typed into; a refused entry and an error cell say why', async () => {
  await openTab('Stand');
  await cell(1, 2).dblclick();
  await expect(page.locator('input.cell-editor').count()).resolves.toBe(0);
  await page.locator('.toast', { hasText: '„Stand“ ist geschützt' }).waitFor();

  await openTab('Schlachten');
  const attacker = await column('Angreifer');
  const before = (await cell(1, attacker).textContent()) ?? '';
  await cell(1, attacker).dblclick();
  await page.locator('input.cell-editor').fill('Niemandsland');
  await page.locator('input.cell-editor').press('Enter');
  await page.locator('.toast.error', { hasText: 'Bitte eine Armee aus dem Blatt Armeen wählen.' }).waitFor();
  await waitForText(1, attacker, before);

  // A formula the add-on's function refuses: #ERROR!, its German message as the tooltip.
  await openTab('Spieler');
  await cell(1, 4).dblclick();
  await page.locator('input.cell-editor').fill('=VERLUSTSTUFE(1500;-5)');
  await page.locator('input.cell-editor').press('Enter');
  await waitForText(1, 4, '#ERROR!');
  await expect(cell(1, 4).getAttribute('class')).resolves.toContain('error');
  await expect(cell(1, 4).getAttribute('title')).resolves.toMatch(/^Fehler: .*-5/);
  await cell(1, 4).click();
  await expect(page.locator('#cell-content').textContent()).resolves.toBe('=VERLUSTSTUFE(1500;-5)');
});

test('the menu offers the add-on’s own entries and runs them', async () => {
  await page.locator('#menu-button').click();
  await expect(page.locator('#menu-popup .menu-item').allTextContents()).resolves.toEqual([
    'Schlacht eintragen',
    'Buchung eintragen',
    'Offene Meldungen',
    'Neue Runde beginnen',
    'Schlachtphase beginnen',
    'Rundenbericht',
    'Karte anzeigen',
    'Spielerlinks',
    'Benachrichtigungen',
    'Kampagnenblatt einrichten',
    'Neu berechnen',
    'Kriegsrat prüfen',
  ]);
  await page.locator('#menu-popup .menu-item', { hasText: 'Kampagnenblatt einrichten' }).click();
  await page.locator('.toast', { hasText: 'schon vollständig eingerichtet' }).waitFor();
  await page.locator('#menu-button').click();
  await page.locator('#menu-popup .menu-item', { hasText: 'Neu berechnen' }).click();
  await page.locator('.toast', { hasText: 'Formeln neu berechnet' }).waitFor();
  // Closing the sidebar and opening it again from the menu.
  await page.locator('#sidebar-close').click();
  await page.locator('#sidebar').waitFor({ state: 'hidden' });
  await page.locator('#menu-button').click();
  await page.locator('#menu-popup .menu-item', { hasText: 'Schlacht eintragen' }).click();
  await page.locator('#sidebar').waitFor({ state: 'visible' });
  await page.frameLocator('#sidebar-frame').locator('[name="angreifer"]:enabled').waitFor();
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, 'preview-menu.png') });
});

test('at 1024 px the sidebar leaves the player standings in view: the grid scrolls to them and nothing covers them', async () => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await openTab('Stand');
  await page.locator('#sidebar').waitFor({ state: 'visible' });
  // The page itself never scrolls sideways (that would push the sidebar over the grid).
  await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(1024);
  const headers = await page.$$eval('#grid tbody tr:first-child td', (tds) => tds.map((td) => td.textContent ?? ''));
  const first = headers.indexOf('Versorgungspool') - 1;
  expect(headers[first]).toBe('Spieler');
  const last = headers.indexOf('Prüfung', first);
  for (const column0 of [first, last]) {
    await cell(0, column0).scrollIntoViewIfNeeded();
    const seen = await page.evaluate(
      (selector) => {
        const td = document.querySelector(selector)!;
        const r = td.getBoundingClientRect();
        const sidebar = document.getElementById('sidebar')!.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return { leftOfSidebar: r.right <= sidebar.left, uncovered: hit === td || td.contains(hit) };
      },
      cellSelector(0, column0),
    );
    expect([headers[column0], seen]).toEqual([headers[column0], { leftOfSidebar: true, uncovered: true }]);
  }
});

test('toasts are shown once, to the page that was open: not the first start’s, not again after a reload', async () => {
  // The first start ran setupCampaign, which showed toasts: nobody asked for them here.
  await page.waitForTimeout(300);
  await expect(page.locator('.toast').count()).resolves.toBe(0);
  await page.locator('#menu-button').click();
  await page.locator('#menu-popup .menu-item', { hasText: 'Kampagnenblatt einrichten' }).click();
  await page.locator('.toast', { hasText: 'schon vollständig eingerichtet' }).waitFor();
  await page.reload();
  await page.locator('#grid td[data-row="1"]').first().waitFor();
  await page.waitForTimeout(2500);
  await expect(page.locator('.toast').count()).resolves.toBe(0);
});

test('Neue Runde beginnen asks like Google before it books: Cancel books nothing, OK books what was typed', async () => {
  const bookings = async () => sheetOf(await state(preview.url), 'Buchungen');
  const before = (await bookings()).display.length;
  const prompt = page.locator('#prompt');
  const chooseNewRound = async () => {
    await page.locator('#menu-button').click();
    await page.locator('#menu-popup .menu-item', { hasText: 'Neue Runde beginnen' }).click();
    await prompt.waitFor({ state: 'visible' });
  };

  await chooseNewRound();
  await expect(page.locator('#prompt-title').innerText()).resolves.toBe('Neue Runde beginnen');
  await expect(page.locator('#prompt-message').innerText()).resolves.toMatch(
    /^Welche Runde beginnt\? Leer lassen für Runde \d+\.$/,
  );
  // The script waits for the answer: nothing is booked while the question is open.
  expect((await bookings()).display.length).toBe(before);
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, 'preview-prompt.png') });
  await page.locator('#prompt button', { hasText: 'Abbrechen' }).click();
  await prompt.waitFor({ state: 'hidden' });
  await page.waitForTimeout(500);
  expect((await bookings()).display.length).toBe(before);
  // The questions are not repeated as toasts afterwards.
  await expect(page.locator('.toast').count()).resolves.toBe(0);

  // Closing the question (×) is Cancel too.
  await chooseNewRound();
  await page.locator('#prompt-close').click();
  await prompt.waitFor({ state: 'hidden' });
  expect((await bookings()).display.length).toBe(before);

  await chooseNewRound();
  await page.locator('#prompt-input').fill('');
  await page.locator('#prompt button', { hasText: 'OK' }).click();
  await page.locator('#prompt-message', { hasText: 'Wie viele VP Versorgung' }).waitFor();
  await page.locator('#prompt-input').fill('1500');
  await page.locator('#prompt-input').press('Enter');
  await prompt.waitFor({ state: 'hidden' });
  await page.locator('.toast', { hasText: 'beginnt' }).waitFor();
  const after = await bookings();
  expect(after.display.length).toBeGreaterThan(before);
  const supply = after.display[0].indexOf('Versorgung');
  const kind = after.display[0].indexOf('Art');
  for (const row of after.display.slice(before)) {
    expect([row[kind], row[supply]]).toEqual(['Versorgungsphase', expect.stringMatching(/^1\.?500$/)]);
  }
  await expect(page.locator('.toast', { hasText: 'Welche Runde' }).count()).resolves.toBe(0);
});

test('Benachrichtigungen asks Ja/Nein like Google before it switches the hourly check: Nein changes nothing', async () => {
  const prompt = page.locator('#prompt');
  const chooseNotifications = async () => {
    await page.locator('#menu-button').click();
    await page.locator('#menu-popup .menu-item', { hasText: 'Benachrichtigungen' }).click();
    await prompt.waitFor({ state: 'visible' });
  };
  await chooseNotifications();
  await expect(page.locator('#prompt-title').innerText()).resolves.toBe('Benachrichtigungen');
  await expect(page.locator('#prompt-message').innerText()).resolves.toMatch(/^E-Mail: .*\n\nStündliche Prüfung einschalten\?$/s);
  // N4 off in this campaign: said, with the row that switches it on.
  await expect(page.locator('#prompt-message').innerText()).resolves.toContain(
    'Automatisch bestätigen: aus (Einstellungen, Zeile „Automatisch bestätigen nach Tagen“ leer)',
  );
  // A question without a text box, its first button focused.
  await expect(page.locator('#prompt-input').isHidden()).resolves.toBe(true);
  await expect(page.locator('#prompt-buttons button').allInnerTexts()).resolves.toEqual(['Ja', 'Nein']);
  await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Ja');
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, 'preview-benachrichtigungen.png') });
  await page.locator('#prompt button', { hasText: 'Nein' }).click();
  await prompt.waitFor({ state: 'hidden' });
  await page.waitForTimeout(500);
  const hourly = () =>
    preview.session.addon.environment.triggers.list.filter((t) => t.everyHours !== null).map((t) => t.getHandlerFunction());
  expect(hourly()).toEqual([]);
  await expect(page.locator('.toast', { hasText: 'Stündliche Prüfung' }).count()).resolves.toBe(0);

  await chooseNotifications();
  await page.locator('#prompt button', { hasText: 'Ja' }).click();
  await page.locator('.toast', { hasText: 'Die stündliche Prüfung ist an' }).waitFor();
  expect(hourly()).toEqual(['checkReportDeadlines']);
});

test('Benachrichtigungen with automatic confirmation set: when it happens and who is told what', async () => {
  const settings = preview.session.workbook.getSheetByName('Einstellungen')!;
  const rows = settings.getDataRange().getValues();
  const row = rows.findIndex((r) => r[0] === 'Automatisch bestätigen nach Tagen') + 1;
  expect(row).toBeGreaterThan(1);
  settings.getRange(row, 2).setValue(3);
  try {
    const prompt = page.locator('#prompt');
    await page.locator('#menu-button').click();
    await page.locator('#menu-popup .menu-item', { hasText: 'Benachrichtigungen' }).click();
    await prompt.waitFor({ state: 'visible' });
    const message = await page.locator('#prompt-message').innerText();
    expect(message).toContain('Automatisch bestätigen nach 3 Tagen: Eine Meldung, die so lange „gemeldet“ ist');
    expect(message).toContain('„Antwortest du nicht, wird sie 3 Tage nach der Meldung automatisch bestätigt.“');
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, 'preview-benachrichtigungen-automatisch.png') });
    await page.locator('#prompt button', { hasText: 'Nein' }).click();
    await prompt.waitFor({ state: 'hidden' });
  } finally {
    settings.getRange(row, 2).setValue('');
  }
});

test('a dialog belongs to the page that opened it: a reload does not show it again', async () => {
  await page.locator('#menu-button').click();
  await page.locator('#menu-popup .menu-item', { hasText: 'Rundenbericht' }).click();
  await page.locator('#dialog').waitFor({ state: 'visible' });
  await page.reload();
  await page.locator('#grid td[data-row="1"]').first().waitFor();
  await page.waitForTimeout(2500);
  await expect(page.locator('#dialog').isHidden()).resolves.toBe(true);
  // The sidebar the preview opened on start stays: it is the page's workplace.
  await expect(page.locator('#sidebar').isVisible()).resolves.toBe(true);
});

test('the Karte wraps its cells as Sheets does: every line of a field is on screen', async () => {
  await openTab('Karte');
  const cells = await page.$$eval('#grid td', (tds) =>
    tds
      .filter((td) => (td.textContent ?? '').includes('\n'))
      .map((td) => ({
        lines: (td.textContent ?? '').split('\n').length,
        height: td.clientHeight,
        clipped: td.scrollHeight > td.clientHeight,
      })),
  );
  expect(cells.length).toBeGreaterThan(5);
  for (const c of cells) {
    expect(c.clipped).toBe(false);
    expect(c.height).toBeGreaterThanOrEqual(c.lines * 16);
  }
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, 'preview-karte.png') });
});

test('when the preview is gone, page and sidebar say so in German (not the browser’s “Failed to fetch”)', async () => {
  await preview.close();
  await page.locator('#status', { hasText: 'Die Vorschau läuft nicht mehr' }).waitFor({ timeout: 10_000 });
  const sidebar = page.frameLocator('#sidebar-frame');
  const message = await sidebar.locator('body').evaluate(
    () =>
      new Promise<string>((resolve) => {
        const run = (window as unknown as { google: { script: { run: Record<string, unknown> } } }).google.script
          .run as unknown as {
          withFailureHandler(f: (e: Error) => void): { getBattleFormData(): void };
        };
        run.withFailureHandler((error) => resolve(error.message)).getBattleFormData();
      }),
  );
  expect(message).toContain('Die Vorschau läuft nicht mehr');
  expect(message).not.toMatch(/fetch/i);
  expect(await page.locator('#status').textContent()).not.toMatch(/fetch/i);
});
