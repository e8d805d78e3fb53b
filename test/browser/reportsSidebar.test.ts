// The built sidebar "Offene Meldungen" (dist/ReportsSidebar.html) in headless Chromium, its
// google.script.run bridged to the built Code.js on an offline campaign workbook: a gemeldet
// battle shown with what it would change, confirmed by the organiser with one click.
import path from 'node:path';
import { Browser } from 'playwright-core';
import { appendRows, campaignAddon, readRows } from './campaignWorkbook';
import { mkdirSync } from 'node:fs';
import { ARTIFACTS, DIST, launchChromium } from '../support';
import { openSidebar } from './sidebarPage';

const REPORTS_SIDEBAR = path.join(DIST, 'ReportsSidebar.html');

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The campaign with row 2 of Schlachten Bernd's report under `status`: its add-on, the sheet and its headers. */
function berndsReport(status: string) {
  const addon = campaignAddon();
  const sheet = addon.workbook.getSheetByName('Schlachten')!;
  const headers = sheet.getRange(1, 1, 1, sheet.getLastColumn()).getValues()[0].map(String);
  sheet.getRange(2, headers.indexOf('Status') + 1).setValue(status);
  sheet.getRange(2, headers.indexOf('Gemeldet von') + 1).setValue('Bernd');
  return { addon, sheet, headers };
}

it('lists a gemeldet battle with its consequences and confirms it', async () => {
  const { addon } = berndsReport('gemeldet');

  const sidebar = await openSidebar(browser, addon.context, REPORTS_SIDEBAR);
  const page = sidebar.page;
  const card = page.locator('section.report');
  await card.waitFor();
  await expect(card.locator('h3').innerText()).resolves.toBe('Runde 2: Alte Garde gegen Graue Wölfe');
  // Each fact once (user test 29): the Prüfung says who reported and whom it waits for.
  const said = await card.innerText();
  expect(said.match(/gemeldet von Bernd/gi)).toHaveLength(1);
  expect(said).toContain('Gemeldet von Bernd – wartet auf Bestätigung durch Anna.');
  await expect(card.locator('.if-counted').innerText()).resolves.toMatch(
    /^Wenn sie zählt: Sieger Graue Wölfe; Alte Garde Stufe 1 → 0/,
  );
  const box = await card.getByRole('button', { name: 'Bestätigen' }).boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: path.join(process.env.TMPDIR ?? '/tmp', 'reportsSidebar.png') });

  await card.getByRole('button', { name: 'Bestätigen' }).click();
  await page.getByText('Keine offenen Meldungen.', { exact: false }).waitFor();
  expect(readRows(addon.workbook, 'Schlachten')[0]).toMatchObject({ Status: 'bestätigt', 'Bestätigt von': 'orga@example.com' });
  expect(sidebar.pageErrors).toEqual([]);
  expect(sidebar.dialogs).toEqual([]);
  await page.context().close();
}, 60_000);

it('names the battles a decision would change and saves only after „Trotzdem speichern“ (R6)', async () => {
  const { addon } = berndsReport('gemeldet');
  // Entered after the report, counting while it waits: Alte Garde fights again in round 2. Once
  // the report counts, Alte Garde is destroyed first, and this battle stops counting.
  appendRows(addon.workbook, 'Schlachten', [
    {
      Runde: 2,
      Angreifer: 'Alte Garde',
      Verteidiger: 'Eiserne Wacht',
      'Siegpunkte Angreifer': 20,
      'Siegpunkte Verteidiger': 10,
      'Verluste Angreifer': 0,
      'Verluste Verteidiger': 0,
    },
  ]);

  const sidebar = await openSidebar(browser, addon.context, REPORTS_SIDEBAR);
  const page = sidebar.page;
  const card = page.locator('section.report');
  await card.waitFor();
  // The card says so before the organiser acts: the opponent cannot confirm it any more.
  // One item per battle, with why it would stop counting (user test 34: the line gave no reason).
  const stops = /^Zeile 3 \(Runde 2, Alte Garde gegen Eiserne Wacht\): zählt dann nicht mehr – .*vernichtet/;
  await expect(card.locator('.organiser-only li').allInnerTexts()).resolves.toEqual([expect.stringMatching(stops)]);
  await expect(card.locator('.organiser-only').innerText()).resolves.toMatch(
    /^Zählt sie jetzt, ändern sich Schlachten, die danach schon zählen:\n[^]*\nBestätigen kann sie deshalb nur die Spielleitung\.$/,
  );
  await page.screenshot({ path: path.join(process.env.TMPDIR ?? '/tmp', 'reportsSidebarOrganiserOnly.png'), fullPage: true });
  await card.getByRole('button', { name: 'Entscheiden' }).click();
  const question = card.locator('.report-error');
  await question.getByRole('button', { name: 'Trotzdem speichern' }).waitFor();
  await expect(question.locator('li').allInnerTexts()).resolves.toEqual([expect.stringMatching(stops)]);
  await expect(question.innerText()).resolves.toMatch(/^Dieser Eintrag ändert 1 Schlacht, die schon eingetragen ist:/);
  expect(readRows(addon.workbook, 'Schlachten')[0]).toMatchObject({ Status: 'gemeldet' });
  await page.screenshot({ path: path.join(process.env.TMPDIR ?? '/tmp', 'reportsSidebarChanges.png'), fullPage: true });

  await question.getByRole('button', { name: 'Trotzdem speichern' }).click();
  await page.getByText('Keine offenen Meldungen.', { exact: false }).waitFor();
  expect(readRows(addon.workbook, 'Schlachten')[0]).toMatchObject({ Status: 'entschieden' });
  expect(sidebar.pageErrors).toEqual([]);
  expect(sidebar.dialogs).toEqual([]);
  await page.context().close();
}, 60_000);

it('a proposal the organiser edited beyond reading: the card says what is wrong instead of dropping „Für Vorschlag entscheiden“ without a word (user test 27)', async () => {
  const { addon, sheet, headers } = berndsReport('bestritten');
  sheet
    .getRange(2, headers.indexOf('Einspruch') + 1)
    .setValue(
      'Falsch gezählt\nVorschlag: Siegpunkte Angreifer zwanzig; Siegpunkte Verteidiger 10; Verluste Angreifer 0; Verluste Verteidiger 0; Aufgegeben –; Rückzug nach –',
    );

  const sidebar = await openSidebar(browser, addon.context, REPORTS_SIDEBAR);
  const card = sidebar.page.locator('section.report');
  await card.waitFor();
  await expect(card.locator('.proposal-error').innerText()).resolves.toBe(
    'Der Vorschlag im Einspruch lässt sich nicht lesen: Siegpunkte Angreifer: „zwanzig“ ist keine Zahl. ' +
      'Erwartet: „Vorschlag: Siegpunkte Angreifer 12; Siegpunkte Verteidiger 30; Verluste Angreifer 0; Verluste Verteidiger 0; ' +
      'Aufgegeben –; Rückzug nach –“ (Teile mit „; “ getrennt, – für leer). ' +
      '„Für Vorschlag entscheiden“ gibt es erst wieder, wenn er sich lesen lässt.',
  );
  await expect(card.getByRole('button', { name: 'Für Vorschlag entscheiden' }).count()).resolves.toBe(0);
  await sidebar.page.screenshot({
    path: path.join(process.env.TMPDIR ?? '/tmp', 'reportsSidebarProposalUnreadable.png'),
    fullPage: true,
  });
  expect(sidebar.pageErrors).toEqual([]);
  await sidebar.page.context().close();
}, 60_000);

it('a proposal that turns the result: the card says what counts as reported and what counts with the proposal, before the organiser decides (user test 27)', async () => {
  const { addon, sheet, headers } = berndsReport('bestritten');
  // Reported: Graue Wölfe win 20:0; proposed: Alte Garde win 30:10 without losses.
  sheet
    .getRange(2, headers.indexOf('Einspruch') + 1)
    .setValue(
      'Vertauscht\nVorschlag: Siegpunkte Angreifer 30; Siegpunkte Verteidiger 10; Verluste Angreifer 0; Verluste Verteidiger 0; Aufgegeben –; Rückzug nach –',
    );

  const sidebar = await openSidebar(browser, addon.context, REPORTS_SIDEBAR);
  const card = sidebar.page.locator('section.report');
  await card.waitFor();
  // Each fact once (user test 29): the Einspruch's reason and who reported, not twice each.
  const said = await card.innerText();
  expect(said.match(/Vertauscht/g)).toHaveLength(1);
  expect(said.match(/gemeldet von Bernd/gi)).toHaveLength(1);
  expect(said).toContain('Bestritten (Einspruch: „Vertauscht“, mit Gegenvorschlag)');
  const lines = await card.locator('.if-counted').allInnerTexts();
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(/^Wenn sie wie gemeldet zählt: Sieger Graue Wölfe; Alte Garde Stufe 1 → 0/);
  expect(lines[1]).toMatch(/^Wenn der Vorschlag zählt: Sieger Alte Garde; Alte Garde Stufe 1 → /);
  expect(lines[1]).toContain('VP für Anna');
  // Each column header stands on one line: „Vorschlag“ is not broken inside the word in the narrow sidebar.
  const headerLines = await card.locator('table.reported thead th').evaluateAll((ths) =>
    ths.map((th) => {
      const range = document.createRange();
      range.selectNodeContents(th);
      return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
    }),
  );
  expect(headerLines).toEqual([1, 1, 1]);
  await sidebar.page.screenshot({
    path: path.join(process.env.TMPDIR ?? '/tmp', 'reportsSidebarProposalConsequences.png'),
    fullPage: true,
  });
  expect(sidebar.pageErrors).toEqual([]);
  await sidebar.page.context().close();
}, 60_000);

it('a disputed report: the card speaks to the organiser deciding, no answer is the default, no value is broken inside a word, and deciding for the proposal says its values were taken (user test 34)', async () => {
  const { addon, sheet, headers } = berndsReport('bestritten');
  // Values of one word each: a date, a one-word mission as long as a field's name.
  sheet.getRange(2, headers.indexOf('Datum') + 1).setValue(new Date(2026, 10, 29));
  sheet.getRange(2, headers.indexOf('Mission') + 1).setValue('Kreuzfeuer');
  sheet
    .getRange(2, headers.indexOf('Einspruch') + 1)
    .setValue(
      'Vertauscht\nVorschlag: Siegpunkte Angreifer 30; Siegpunkte Verteidiger 10; Verluste Angreifer 0; Verluste Verteidiger 0; Aufgegeben –; Rückzug nach –',
    );

  const sidebar = await openSidebar(browser, addon.context, REPORTS_SIDEBAR);
  const page = sidebar.page;
  await page.setViewportSize({ width: 300, height: 780 });
  const card = page.locator('section.report');
  await card.waitFor();
  const said = await card.innerText();
  // The organiser is in „Offene Meldungen“ already: the card says what is disputed, the buttons what to do.
  expect(said).toContain('Bestritten (Einspruch: „Vertauscht“, mit Gegenvorschlag).');
  expect(said).not.toContain('die Spielleitung entscheidet');
  // Disputed, nothing is the obvious answer: no button stands out as the default.
  await expect(card.locator('.report-actions button.confirm').count()).resolves.toBe(0);
  // A value is one word or wraps between words: never „29.11.202|6“ in the narrow sidebar.
  const broken = await card.locator('table.reported tbody td').evaluateAll((tds) =>
    tds
      .filter((td) => {
        const words = (td.textContent ?? '').trim().split(/\s+/);
        const range = document.createRange();
        range.selectNodeContents(td);
        const lines = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
        return lines > words.length;
      })
      .map((td) => td.textContent),
  );
  expect(broken).toEqual([]);
  // …and the table stays inside its card.
  const fits = await card.evaluate((section) => section.querySelector('table')!.scrollWidth <= section.clientWidth);
  expect(fits).toBe(true);
  await page.screenshot({ path: path.join(ARTIFACTS, 'reportsSidebarDisputed.png'), fullPage: true });

  await card.getByRole('button', { name: 'Für Vorschlag entscheiden' }).click();
  const status = page.locator('#status');
  await status.getByText('Vorschlag', { exact: false }).waitFor();
  expect(await status.innerText()).toMatch(
    /^Zeile 2: für den Vorschlag entschieden – seine Werte stehen jetzt in der Zeile, Status „entschieden“\./,
  );
  expect(readRows(addon.workbook, 'Schlachten')[0]).toMatchObject({ Status: 'entschieden', 'Siegpunkte Angreifer': 30 });
  expect(sidebar.pageErrors).toEqual([]);
  await page.context().close();
}, 60_000);

it('a card clicked after the opponent disputed meanwhile: refused on the card, naming the Einspruch; nothing written (user test 27)', async () => {
  const { addon, sheet, headers } = berndsReport('gemeldet');

  const sidebar = await openSidebar(browser, addon.context, REPORTS_SIDEBAR);
  const card = sidebar.page.locator('section.report');
  await card.waitFor();
  // Anna disputes in the portal while the list stands open.
  sheet.getRange(2, headers.indexOf('Status') + 1).setValue('bestritten');
  sheet.getRange(2, headers.indexOf('Einspruch') + 1).setValue('Ergebnis vertauscht');
  await card.getByRole('button', { name: 'Bestätigen' }).click();
  const error = card.locator('.report-error');
  await error.getByText('ist inzwischen „bestritten“', { exact: false }).waitFor();
  expect(await error.innerText()).toContain(
    'Die Meldung in Zeile 2 ist inzwischen „bestritten“ (Einspruch: „Ergebnis vertauscht“); nichts wurde gespeichert. Bitte die Liste neu laden.',
  );
  expect(readRows(addon.workbook, 'Schlachten')[0]).toMatchObject({ Status: 'bestritten', 'Bestätigt von': '' });
  await sidebar.page.screenshot({ path: path.join(process.env.TMPDIR ?? '/tmp', 'reportsSidebarStaleCard.png'), fullPage: true });
  expect(sidebar.pageErrors).toEqual([]);
  await sidebar.page.context().close();
}, 60_000);

it('the first card’s decision is on the first screen of a desktop sidebar; what each button does stays one click (and a hover) away (user test 28)', async () => {
  const { addon } = berndsReport('gemeldet');

  const sidebar = await openSidebar(browser, addon.context, REPORTS_SIDEBAR);
  const page = sidebar.page;
  // The sidebar's height in the preview at 1440×900 (and Sheets' on a laptop): 780 px.
  await page.setViewportSize({ width: 300, height: 780 });
  const card = page.locator('section.report');
  await card.waitFor();
  const confirm = card.getByRole('button', { name: 'Bestätigen' });
  const box = await confirm.boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(780);
  await expect(confirm.getAttribute('title')).resolves.toBe(
    'für die Gegenseite bestätigen: Status „bestätigt“, die Schlacht zählt wie gemeldet.',
  );
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, 'reportsSidebarFirstScreen.png') });
  const help = page.locator('#actions-help');
  await expect(help.isVisible()).resolves.toBe(false);
  await page.getByText('Was die Knöpfe tun').click();
  await expect(help.innerText()).resolves.toMatch(/^Bestätigen – für die Gegenseite bestätigen/);
  expect(sidebar.pageErrors).toEqual([]);
  await page.context().close();
}, 60_000);

it('a report of a battle the organiser typed too: the card says it may count twice and that „Verwerfen“ keeps it from that (user test 34)', async () => {
  const { addon } = berndsReport('gemeldet');
  const [reported] = readRows(addon.workbook, 'Schlachten');
  appendRows(addon.workbook, 'Schlachten', [
    Object.fromEntries(
      ['Runde', 'Angreifer', 'Verteidiger', 'Siegpunkte Angreifer', 'Siegpunkte Verteidiger'].map((h) => [
        h,
        reported[h] as string | number,
      ]),
    ),
  ]);

  const sidebar = await openSidebar(browser, addon.context, REPORTS_SIDEBAR);
  const page = sidebar.page;
  await page.setViewportSize({ width: 300, height: 780 });
  const note = page.locator('section.report[data-row="2"] .same-battle');
  await note.waitFor();
  expect(await note.innerText()).toMatch(
    /^Vielleicht doppelt: Zeile 3 hat dieselben Armeen in Runde 2 \(Alte Garde gegen Graue Wölfe, .+, von der Spielleitung eingetragen, zählt\)\. .+ – dann „Verwerfen“\.$/,
  );
  await page.screenshot({ path: path.join(ARTIFACTS, 'reportsSidebarSameBattle.png'), fullPage: true });
  expect(sidebar.pageErrors).toEqual([]);
  await page.context().close();
}, 60_000);
