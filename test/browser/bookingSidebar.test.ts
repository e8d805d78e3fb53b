// The built sidebar "Buchung eintragen" (dist/BookingSidebar.html) in headless Chromium, its
// google.script.run bridged to the built Code.js on an offline campaign workbook: the fields
// each Art uses, the live preview of pool and Stufe, refusals next to their field, and the row
// in Buchungen (and Armeen).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Browser, Page } from 'playwright-core';
import { AddonHandle } from '../../src/offline';
import { appendRows, campaignAddon, readRows, XSS, XSS_PLAYER } from './campaignWorkbook';
import { ARTIFACTS, DIST, launchChromium } from '../support';
import { openSidebar, SidebarPage } from './sidebarPage';

const BOOKING_SIDEBAR = path.join(DIST, 'BookingSidebar.html');

let browser: Browser;
let addon: AddonHandle;
let sidebar: SidebarPage;
let page: Page;

async function optionTexts(name: string): Promise<string[]> {
  return page.$$eval(`[name="${name}"] option`, (options) => options.map((o) => o.textContent ?? ''));
}

/** The controls whose field is shown, by name. */
async function visibleFields(): Promise<string[]> {
  return page.$$eval('[data-field]', (nodes) =>
    nodes.filter((n) => !(n as HTMLElement).hidden).map((n) => (n as HTMLElement).dataset.field ?? ''),
  );
}

async function errorOf(field: string): Promise<string> {
  const line = page.locator(`#${field}-error`);
  return (await line.count()) && (await line.isVisible()) ? line.innerText() : '';
}

const consequences = () => page.locator('#consequences p.consequence').allInnerTexts();
const submit = () => page.locator('button[type="submit"]').click();

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  addon = campaignAddon();
  sidebar = await openSidebar(browser, addon.context, BOOKING_SIDEBAR);
  page = sidebar.page;
  await page.locator('[name="armee"]:enabled').waitFor();
});
afterEach(async () => {
  expect(sidebar.pageErrors).toEqual([]);
  expect(sidebar.dialogs).toEqual([]);
  await page.context().close();
});

describe('Runde und Phase (R7)', () => {
  it('shows the current round and the phase set in Einstellungen at the top', async () => {
    await expect(page.locator('#round-phase').textContent()).resolves.toBe('Runde 2 · Schlachtphase');
    const settings = addon.workbook.getSheetByName('Einstellungen')!;
    const row = settings
      .getDataRange()
      .getValues()
      .findIndex((r) => r[0] === 'Phase');
    expect(row).toBeGreaterThan(0);
    settings.getRange(row + 1, 2).setValue('Befehle');
    await page.context().close();
    sidebar = await openSidebar(browser, addon.context, BOOKING_SIDEBAR);
    page = sidebar.page;
    await page.locator('[name="armee"]:enabled').waitFor();
    await expect(page.locator('#round-phase').textContent()).resolves.toBe('Runde 2 · Befehlsphase');
  });
});

describe('Aufwertung', () => {
  it('offers the Arten of a campaign without a map and the fields an Aufwertung uses', async () => {
    await expect(optionTexts('art')).resolves.toEqual(['Aufwertung', 'Neue Armee', 'Korrektur']);
    await expect(page.getByLabel('Runde').inputValue()).resolves.toBe('2');
    await expect(visibleFields()).resolves.toEqual(['art', 'runde', 'datum', 'armee', 'stufen', 'versorgung', 'notiz']);
    // A booking of round 2 comes before round 2's battles (docs/REGELN.md, „Reihenfolge“): Alte Garde still stands then.
    // Grouped by player in Spieler's order (a campaign of 200 armies: test/browser/organiserDialogs.test.ts).
    await expect(optionTexts('armee')).resolves.toEqual([
      '– Armee wählen –',
      'Rote Faust – Anna (Stufe 3)',
      'Alte Garde – Anna (Stufe 1)',
      'Eiserne Wacht – Bernd (Stufe 1)',
      'Graue Wölfe – Bernd (Stufe 2)',
      `${XSS} – ${XSS_PLAYER} (Stufe 2)`,
    ]);
    // In round 3 the battle of round 2 counts: Alte Garde is destroyed and cannot be upgraded; a name like HTML stays text.
    await page.getByLabel('Runde').fill('3');
    await expect(optionTexts('armee')).resolves.toEqual([
      '– Armee wählen –',
      'Rote Faust – Anna (Stufe 3)',
      'Eiserne Wacht – Bernd (Stufe 1)',
      'Graue Wölfe – Bernd (Stufe 2)',
      `${XSS} – ${XSS_PLAYER} (Stufe 2)`,
    ]);
  });

  it('fills in the price, previews pool and Stufe after, refuses Stufe 5 at its field, and saves', async () => {
    await page.getByLabel('Armee', { exact: true }).selectOption('Rote Faust');
    await page.getByLabel('Stufen').fill('1');
    await expect(page.getByLabel('Versorgung').inputValue()).resolves.toBe('-500');
    await expect(page.getByLabel('Versorgung').getAttribute('readonly')).resolves.not.toBeNull();
    await expect(consequences()).resolves.toEqual(['Versorgungspool Anna: 1000 → 500 VP', 'Stufe Rote Faust: 3 → 4']);

    await page.getByLabel('Stufen').fill('2');
    await expect(errorOf('stufen')).resolves.toMatch(/Stufe 5; erlaubt sind Stufen 0 bis 4/);
    await submit();
    await expect(page.locator('#status').innerText()).resolves.toBe('');
    expect(readRows(addon.workbook, 'Buchungen')).toEqual([]);

    await page.getByLabel('Stufen').fill('1');
    await submit();
    await page.locator('#status.success').waitFor();
    await expect(page.locator('#status').innerText()).resolves.toBe(
      'Gespeichert in Zeile 2 des Blatts Buchungen: Versorgungspool Anna: 500 VP, Stufe Rote Faust: 4.',
    );
    expect(readRows(addon.workbook, 'Buchungen')).toEqual([
      expect.objectContaining({ Runde: 2, Spieler: 'Anna', Armee: 'Rote Faust', Art: 'Aufwertung', Versorgung: -500, Stufen: 1 }),
    ]);
    // The form is fresh for the next booking: the new Stufe is offered.
    await expect(optionTexts('armee')).resolves.toContain('Rote Faust – Anna (Stufe 4)');
  });

  it('R6: an Aufwertung in an earlier round that changes a battle entered names it and saves only after „Trotzdem speichern“', async () => {
    await page.getByLabel('Runde').fill('1');
    await page.getByLabel('Armee', { exact: true }).selectOption('Alte Garde');
    await page.getByLabel('Stufen').fill('1');
    await submit();
    const box = page.locator('#form-error');
    await box.locator('button', { hasText: 'Trotzdem speichern' }).waitFor();
    await expect(box.locator('li').allInnerTexts()).resolves.toEqual([
      expect.stringMatching(/^Zeile 2 \(Runde 2, Alte Garde gegen Graue Wölfe\): .*Alte Garde Stufe 2/),
    ]);
    expect(readRows(addon.workbook, 'Buchungen')).toEqual([]);
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, 'booking-sidebar-r6.png'), fullPage: true });
    await box.locator('button', { hasText: 'Trotzdem speichern' }).click();
    await page.locator('#status.success').waitFor();
    expect(readRows(addon.workbook, 'Buchungen')).toEqual([
      expect.objectContaining({ Runde: 1, Armee: 'Alte Garde', Art: 'Aufwertung', Stufen: 1 }),
    ]);
  });

  it('R6 with many battles changed: the list scrolls in its box, „Trotzdem speichern“ stays a few lines below the question', async () => {
    // A long campaign: Rote Faust fought Graue Wölfe in each of rounds 3 to 42.
    appendRows(
      addon.workbook,
      'Schlachten',
      Array.from({ length: 40 }, (_, i) => ({
        Runde: 3 + i,
        Angreifer: 'Rote Faust',
        Verteidiger: 'Graue Wölfe',
        'Siegpunkte Angreifer': 10,
        'Siegpunkte Verteidiger': 20,
        'Verluste Angreifer': 0,
        'Verluste Verteidiger': 0,
      })),
    );
    await page.reload();
    await page.locator('[name="armee"]:enabled').waitFor();
    await page.getByLabel('Runde').fill('1');
    await page.getByLabel('Armee', { exact: true }).selectOption('Rote Faust');
    await page.getByLabel('Stufen').fill('1');
    await submit();
    const box = page.locator('#form-error');
    const confirm = box.locator('button', { hasText: 'Trotzdem speichern' });
    await confirm.waitFor();
    const list = box.locator('ul.changes');
    expect(await list.locator('li').count()).toBeGreaterThanOrEqual(40);
    const question = (await box.locator('span').first().boundingBox())!;
    const button = (await confirm.boundingBox())!;
    // Within one sidebar screen of the question, not 40 list items further down.
    expect(button.y - question.y).toBeLessThan(500);
    await expect(list.evaluate((ul) => ul.scrollHeight > ul.clientHeight)).resolves.toBe(true);
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, 'booking-sidebar-r6-many.png') });
  });

  it('refuses what the pool does not allow, next to Versorgung', async () => {
    await page.getByLabel('Armee', { exact: true }).selectOption('Eiserne Wacht');
    await page.getByLabel('Stufen').fill('1');
    // Bernd's 250 VP from round 2's battle come after the bookings of round 2.
    await expect(errorOf('versorgung')).resolves.toMatch(/Versorgungspool von -500 VP/);
  });
});

describe('Ablehnung', () => {
  it('shows a refusal only the server can see in German at its field, for an army named Sons of Horus', async () => {
    await page.context().close();
    appendRows(addon.workbook, 'Armeen', [{ Armee: 'Sons of Horus', Spieler: 'Anna', Startstufe: 3 }]);
    // The sidebar's data (also when reloaded to check again) are those from before a Korrektur
    // raised the army to Stufe 4 in the sheet.
    const stale = addon.runFromClient('getBookingFormData');
    appendRows(addon.workbook, 'Buchungen', [
      { Runde: 2, Spieler: 'Anna', Armee: 'Sons of Horus', Art: 'Korrektur', Stufen: 1, Notiz: 'Bonus' },
    ]);
    sidebar = await openSidebar(
      browser,
      { getBookingFormData: () => stale, submitBooking: (payload: unknown) => addon.runFromClient('submitBooking', payload) },
      BOOKING_SIDEBAR,
    );
    page = sidebar.page;
    await page.locator('[name="armee"]:enabled').waitFor();
    await page.getByLabel('Armee', { exact: true }).selectOption('Sons of Horus');
    await page.getByLabel('Stufen').fill('1');
    await submit();
    await page.locator('#stufen-error:not([hidden])').waitFor();
    await expect(errorOf('stufen')).resolves.toBe(
      'Stufen +1 ergäben für „Sons of Horus“ Stufe 5; erlaubt sind Stufen 0 bis 4 (Stufe vorher: 4).',
    );
    await expect(page.locator('#form-error').isHidden()).resolves.toBe(true);
    expect(readRows(addon.workbook, 'Buchungen')).toHaveLength(1);
  });
});

describe('Neue Armee', () => {
  it('shows name, player and Startstufe, refuses a name in use, and writes Armeen and Buchungen (round 3 once confirmed, R1)', async () => {
    await page.getByLabel('Art', { exact: true }).selectOption('Neue Armee');
    await expect(visibleFields()).resolves.toEqual([
      'art',
      'runde',
      'datum',
      'spieler',
      'neueArmee',
      'startstufe',
      'versorgung',
      'notiz',
    ]);
    await page.getByLabel('Name der neuen Armee').fill('rote faust');
    await page.getByLabel('Spieler', { exact: true }).selectOption('Bernd');
    await expect(errorOf('neueArmee')).resolves.toMatch(
      /^Eine Armee „Rote Faust“ gibt es schon \(Zeile \d+ im Blatt Armeen, Spieler \S+\); bitte einen anderen Namen wählen\.$/,
    );

    await page.getByLabel('Name der neuen Armee').fill('Blaue Klinge');
    await page.getByLabel('Startstufe').selectOption('2');
    await page.getByLabel('Versorgung').fill('-250');
    // In round 2 Bernd's pool is still 0: the server would refuse, so the form does.
    await expect(errorOf('versorgung')).resolves.toMatch(/Versorgungspool von -250 VP/);
    await page.getByLabel('Runde').fill('3');
    await expect(consequences()).resolves.toEqual(['Versorgungspool Bernd: 250 → 0 VP', 'Stufe Blaue Klinge: 2']);
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, 'booking-sidebar-neue-armee.png'), fullPage: true });
    await submit();
    // Round 3 is after the current round 2: the booking would begin it for everyone (R1) — asked first, nothing written.
    const box = page.locator('#form-error');
    await box.locator('button', { hasText: 'Trotzdem speichern' }).waitFor();
    await expect(box.locator('li').allInnerTexts()).resolves.toEqual([
      expect.stringMatching(/^Runde 3 hat noch nicht begonnen \(laufend ist Runde 2\)/),
    ]);
    expect(readRows(addon.workbook, 'Buchungen')).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, 'booking-sidebar-round-start.png'), fullPage: true });
    await box.locator('button', { hasText: 'Trotzdem speichern' }).click();
    await page.locator('#status.success').waitFor();
    await expect(page.locator('#status').innerText()).resolves.toMatch(/^Gespeichert in Zeile 7 des Blatts Armeen/);
    expect(readRows(addon.workbook, 'Armeen').pop()).toMatchObject({
      Armee: 'Blaue Klinge',
      Spieler: 'Bernd',
      Startstufe: 2,
      'Aufgestellt in Runde': 3,
    });
    expect(readRows(addon.workbook, 'Buchungen')).toEqual([expect.objectContaining({ Armee: 'Blaue Klinge', Versorgung: -250 })]);
  });
});

describe('Korrektur', () => {
  it('offers a destroyed army for a Korrektur and says so — „vernichtet“, not „Stufe 0“ (user test 34)', async () => {
    await page.context().close();
    addon = campaignAddon();
    // Eiserne Wacht (Stufe 1) loses its last Stufe: destroyed, still offered for a refund (M8).
    appendRows(addon.workbook, 'Buchungen', [
      { Runde: 1, Spieler: 'Bernd', Armee: 'Eiserne Wacht', Art: 'Korrektur', Stufen: -1, Notiz: 'aufgelöst' },
    ]);
    sidebar = await openSidebar(browser, addon.context, BOOKING_SIDEBAR);
    page = sidebar.page;
    await page.locator('[name="armee"]:enabled').waitFor();
    await page.getByLabel('Art', { exact: true }).selectOption('Korrektur');
    const texts = await optionTexts('armee');
    expect(texts).toContain('Eiserne Wacht – Bernd (vernichtet)');
    expect(texts.filter((t) => t.includes('Stufe 0'))).toEqual([]);
    await page.getByLabel('Armee', { exact: true }).selectOption('Eiserne Wacht');
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, 'buchung-korrektur-vernichtet.png'), fullPage: true });
    // An Aufwertung does not offer it at all.
    await page.getByLabel('Art', { exact: true }).selectOption('Aufwertung');
    await expect(optionTexts('armee')).resolves.not.toContain(expect.stringMatching(/^Eiserne Wacht/));
  });

  it('needs a Notiz, shown at the field after a submit attempt', async () => {
    await page.getByLabel('Art', { exact: true }).selectOption('Korrektur');
    await page.getByLabel('Spieler', { exact: true }).selectOption('Anna');
    await page.getByLabel('Versorgung').fill('+100');
    await expect(consequences()).resolves.toEqual([]);
    await submit();
    await expect(errorOf('notiz')).resolves.toMatch(/^Notiz fehlt; eine Korrektur braucht eine Begründung/);
    await page.getByLabel('Notiz').fill('Turnierbonus');
    await expect(consequences()).resolves.toEqual(['Versorgungspool Anna: 1000 → 1100 VP']);
    await submit();
    await page.locator('#status.success').waitFor();
    expect(readRows(addon.workbook, 'Buchungen')).toEqual([
      expect.objectContaining({ Art: 'Korrektur', Versorgung: 100, Notiz: 'Turnierbonus' }),
    ]);
  });
});

/** The 1-based column headed `header`, or the next free one. */
function columnOf(
  sheet: { getLastColumn(): number; getRange(r: number, c: number, h: number, w: number): { getValues(): unknown[][] } },
  header: string,
): number {
  const last = sheet.getLastColumn();
  const index = sheet.getRange(1, 1, 1, last).getValues()[0].indexOf(header);
  return index >= 0 ? index + 1 : last + 1;
}

describe('Bewegung', () => {
  /** A map of three fields in a row, Wald – Brücke – Festung; Rote Faust on Wald, Graue Wölfe on Festung. */
  async function withMap(): Promise<void> {
    await page.context().close();
    // Setup made Felder and the map's columns already; write into them (or add them when absent).
    const felder = addon.workbook.getSheetByName('Felder') ?? addon.workbook.insertSheet('Felder');
    felder.getRange(1, 1, 4, 4).setValues([
      ['Feld', 'Typ', 'Besitzer', 'Nachbarn'],
      ['Wald', '', '', 'Brücke'],
      ['Brücke', '', '', 'Wald, Festung'],
      ['Festung', '', '', 'Brücke'],
    ]);
    const armeen = addon.workbook.getSheetByName('Armeen')!;
    armeen.getRange(1, columnOf(armeen, 'Startfeld'), 5, 1).setValues([['Startfeld'], ['Wald'], [''], [''], ['Festung']]);
    const buchungen = addon.workbook.getSheetByName('Buchungen')!;
    buchungen.getRange(1, columnOf(buchungen, 'Feld')).setValue('Feld');
    sidebar = await openSidebar(browser, addon.context, BOOKING_SIDEBAR);
    page = sidebar.page;
    await page.locator('[name="armee"]:enabled').waitFor();
  }

  it('offers only armies on the map and exactly their legal targets, and moves there', async () => {
    await withMap();
    await expect(optionTexts('art')).resolves.toEqual(['Aufwertung', 'Neue Armee', 'Bewegung', 'Korrektur']);
    await page.getByLabel('Art', { exact: true }).selectOption('Bewegung');
    await expect(visibleFields()).resolves.toEqual(['art', 'runde', 'datum', 'armee', 'feld', 'notiz']);
    await expect(optionTexts('armee')).resolves.toEqual([
      '– Armee wählen –',
      'Rote Faust – Anna (Stufe 3)',
      'Graue Wölfe – Bernd (Stufe 2)',
    ]);
    await page.getByLabel('Armee', { exact: true }).selectOption('Rote Faust');
    await expect(optionTexts('feld')).resolves.toEqual(['– Ziel wählen –', 'Brücke']);
    await page.getByLabel('Feld', { exact: true }).selectOption('Brücke');
    await expect(consequences()).resolves.toEqual([
      'Versorgungspool Anna: 1000 VP',
      'Stufe Rote Faust: 3',
      'Feld Rote Faust: Wald → Brücke',
    ]);
    await submit();
    await page.locator('#status.success').waitFor();
    await expect(page.locator('#status').innerText()).resolves.toMatch(
      / Karte: Rote Faust zieht nach „Brücke“; das Feld gehört jetzt Anna\.$/,
    );
    expect(readRows(addon.workbook, 'Buchungen')).toEqual([
      expect.objectContaining({ Art: 'Bewegung', Armee: 'Rote Faust', Feld: 'Brücke' }),
    ]);
    // Brücke is Anna's now: Graue Wölfe has nowhere to go.
    await page.getByLabel('Armee', { exact: true }).selectOption('Graue Wölfe');
    await expect(optionTexts('feld')).resolves.toEqual(['– kein Feld frei –']);
  });
});
