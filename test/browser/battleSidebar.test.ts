// The built sidebar (dist/BattleSidebar.html) in headless Chromium, its google.script.run
// bridged to the built Code.js on an offline campaign workbook: the whole way from the form
// to the row in Schlachten and the recalculated Stand.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Browser, Page } from 'playwright-core';
import { AddonHandle } from '../../src/offline';
import { appendRows, campaignAddon, readRows, XSS, XSS_PLAYER } from './campaignWorkbook';
import { ARTIFACTS, launchChromium } from '../support';
import { openSidebar, SidebarPage } from './sidebarPage';

/** A preview table as [row label, attacker cell, defender cell]. */
async function tableRows(page: Page, selector: string): Promise<string[][]> {
  return page.$$eval(`${selector} table tbody tr`, (rows) =>
    rows.map((row) => Array.from(row.children, (cell) => (cell.textContent ?? '').trim())),
  );
}

async function optionTexts(page: Page, name: string): Promise<string[]> {
  return page.$$eval(`[name="${name}"] option`, (options) => options.map((o) => o.textContent ?? ''));
}

async function chooseArmies(page: Page, attacker: string, defender: string): Promise<void> {
  await page.getByLabel('Angreifer', { exact: true }).selectOption(attacker);
  await page.getByLabel('Verteidiger', { exact: true }).selectOption(defender);
}

async function enterResult(page: Page, vp: [string, string], losses: [string, string]): Promise<void> {
  await page.getByLabel('Siegpunkte Angreifer').fill(vp[0]);
  await page.getByLabel('Siegpunkte Verteidiger').fill(vp[1]);
  await page.getByLabel('Verluste Angreifer').fill(losses[0]);
  await page.getByLabel('Verluste Verteidiger').fill(losses[1]);
}

/** The message shown under a field ("" when there is none). */
async function errorOf(page: Page, field: string): Promise<string> {
  const line = page.locator(`#${field}-error`);
  return (await line.count()) && (await line.isVisible()) ? line.innerText() : '';
}

const submitButton = (page: Page) => page.locator('button[type="submit"]');
const battles = (addon: AddonHandle) => readRows(addon.workbook, 'Schlachten');
/** The Stand sheet's army table (KAMPAGNE_ARMEEN), by army name. */
const standing = (addon: AddonHandle, army: string) => readRows(addon.workbook, 'Stand').find((row) => row.Armee === army);

let browser: Browser;
let addon: AddonHandle;
let sidebar: SidebarPage;
let page: Page;

async function open(scope: object): Promise<void> {
  sidebar = await openSidebar(browser, scope);
  page = sidebar.page;
}

/** Waits until getBattleFormData has answered and the army lists are filled. */
async function loaded(): Promise<void> {
  await page.locator('[name="angreifer"]:enabled').waitFor();
}

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  addon = campaignAddon();
  await open(addon.context);
});
afterEach(async () => {
  expect(sidebar.pageErrors).toEqual([]);
  await page.context().close();
});

describe('Formulardaten aus der Tabelle', () => {
  it('prefills the current Runde and today, offers only armies that can fight, with player and Stufe', async () => {
    await loaded();
    await expect(page.getByLabel('Runde').inputValue()).resolves.toBe('2');
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    await expect(page.getByLabel('Datum').inputValue()).resolves.toBe(today);
    const expected = [
      '– Armee wählen –',
      'Rote Faust – Anna (Stufe 3)',
      'Eiserne Wacht – Bernd (Stufe 1)',
      'Graue Wölfe – Bernd (Stufe 2)',
      `${XSS} – ${XSS_PLAYER} (Stufe 2)`,
    ];
    await expect(optionTexts(page, 'angreifer')).resolves.toEqual(expected);
    await expect(optionTexts(page, 'verteidiger')).resolves.toEqual(expected);
    await expect(page.inputValue('[name="einreichungsId"]')).resolves.toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('R7: shows the current round and its phase at the top', async () => {
    await loaded();
    // Setup leaves Phase at Schlachten; the campaign's round is 2.
    await expect(page.locator('#round-phase').textContent()).resolves.toBe('Runde 2 · Schlachtphase');
  });

  it('labels every payload key; one submit button; a live status region', async () => {
    await loaded();
    const keys = [
      'runde',
      'datum',
      'angreifer',
      'verteidiger',
      'mobilisierung',
      'skaliertAuf',
      'siegpunkteAngreifer',
      'siegpunkteVerteidiger',
      'aufgegeben',
      'verlusteAngreifer',
      'verlusteVerteidiger',
      'mission',
      'notiz',
      'einreichungsId',
    ];
    const unlabelled = await page.evaluate(
      (names) =>
        names.filter((name) => {
          const control = document.querySelector(`[name="${name}"]`) as HTMLInputElement | null;
          if (!control) return true;
          return control.type !== 'hidden' && !(control.labels && control.labels.length > 0);
        }),
      keys,
    );
    expect(unlabelled).toEqual([]);
    await expect(page.locator('button[type="submit"]').count()).resolves.toBe(1);
    await expect(page.locator('#status').getAttribute('aria-live')).resolves.toBe('polite');
  });

  it('says why when the campaign cannot be read, and offers no submit', async () => {
    await page.context().close();
    addon.workbook.deleteSheet(addon.workbook.getSheetByName('Armeen')!);
    await open(addon.context);
    await page.locator('#form-error:not([hidden])').waitFor();
    await expect(page.locator('#form-error').innerText()).resolves.toMatch(
      /^Kampagnendaten konnten nicht geladen werden: Das Blatt „Armeen“ fehlt/,
    );
    await expect(submitButton(page).isDisabled()).resolves.toBe(true);
  });
});

describe('Vorschau', () => {
  beforeEach(loaded);

  it('shows Stufenabgleich, Truppenbonus, Mobilisierung up to the pool, points, Startsiegpunkte, Befehlspunkte and thresholds', async () => {
    await chooseArmies(page, 'Rote Faust', 'Eiserne Wacht');
    const plan = page.locator('#plan');
    await expect(plan.innerText()).resolves.toContain('Stufenabgleich: Stufe 3 gegen Stufe 1 (1500 gegen 500 Punkte)');
    // Bernd's pool holds the 250 VP his Graue Wölfe won: one step, though the points would allow 500.
    await expect(optionTexts(page, 'mobilisierung')).resolves.toEqual(['keine', '250 Punkte']);
    await expect(page.locator('#mobilisierung-hint').innerText()).resolves.toBe('Höchstens 250 Punkte (Pool von Bernd: 250 VP).');
    await page.getByLabel('Mobilisierung').selectOption('250');
    await expect(tableRows(page, '#plan')).resolves.toEqual([
      ['Armeepunkte', '1500', '500'],
      ['Truppenbonus', '0', '500'],
      ['Mobilisierung', '–', '250'],
      ['Gespielte Punkte', '1500', '1250'],
      ['Startsiegpunkte', '0', '5'],
      ['1 Stufe Verlust ab', '375', '313'],
      ['2 Stufen ab', '751', '626'],
      ['Vernichtung ab', '1126', '939'],
    ]);
    await expect(plan.innerText()).resolves.toContain('Befehlspunkte: je 12 (Angriffsstreitmacht, bis 2000 Punkte)');
    await expect(page.getByLabel('Skaliert auf').isVisible()).resolves.toBe(false);
    await expect(page.locator('#skalierung-hint').innerText()).resolves.toContain('Skalieren nicht erlaubt');
  });

  it('offers scaling only at equal points of at least 1500, with the allowed values', async () => {
    await chooseArmies(page, 'Rote Faust', XSS);
    await expect(page.getByLabel('Skaliert auf').isVisible()).resolves.toBe(false);
    await page.getByLabel('Mobilisierung').selectOption('250');
    await expect(page.getByLabel('Skaliert auf').isVisible()).resolves.toBe(true);
    await expect(optionTexts(page, 'skaliertAuf')).resolves.toEqual([
      'nicht skaliert',
      '1500 Punkte',
      '1750 Punkte',
      '2000 Punkte',
      '2250 Punkte',
      '2500 Punkte',
      '2750 Punkte',
      '3000 Punkte',
    ]);
    await page.getByLabel('Skaliert auf').selectOption('2250');
    const rows = await tableRows(page, '#plan');
    expect(rows).toContainEqual(['Gespielte Punkte', '2250', '2250']);
    expect(rows).toContainEqual(['1 Stufe Verlust ab', '563', '563']);
    expect(rows).toContainEqual(['Vernichtung ab', '1689', '1689']);
    await expect(page.locator('#plan').innerText()).resolves.toContain('je 18 (Sturmangriff');
    // Without the mobilisation the sides are unequal again: the chosen scaling stays, flagged
    // next to its field (never reset behind the user's back), until the user takes it back.
    await page.getByLabel('Mobilisierung').selectOption('0');
    await expect(page.inputValue('[name="skaliertAuf"]')).resolves.toBe('2250');
    await expect(errorOf(page, 'skaliertAuf')).resolves.toMatch(/^Skalieren ist nicht erlaubt/);
    await page.getByLabel('Skaliert auf').selectOption('0');
    await expect(page.getByLabel('Skaliert auf').isVisible()).resolves.toBe(false);
  });

  it('previews winner, level losses, new Stufen and supply once the result is in', async () => {
    await chooseArmies(page, 'Rote Faust', 'Eiserne Wacht');
    await page.getByLabel('Mobilisierung').selectOption('250');
    await enterResult(page, ['10', '10'], ['400', '700']);
    const outcome = page.locator('#outcome');
    await expect(outcome.innerText()).resolves.toContain('Sieger: Eiserne Wacht (Verteidiger)');
    await expect(tableRows(page, '#outcome')).resolves.toEqual([
      ['Stufenverlust', '1 Stufe', '2 Stufen'],
      ['Neue Stufe', '3 → 2', '1 → 0 (vernichtet)'],
    ]);
    await expect(outcome.innerText()).resolves.toContain('Versorgung: +500 VP für Bernd');
    await page.getByLabel('Aufgegeben').selectOption('Angreifer');
    await expect(tableRows(page, '#outcome')).resolves.toContainEqual(['Neue Stufe', '3 → 1', '1 → 0 (vernichtet)']);
  });
});

describe('Prüfung im Browser', () => {
  beforeEach(loaded);

  it('shows the rules message live and on submit next to its field, once, marks and focuses the field, sends nothing', async () => {
    await chooseArmies(page, 'Rote Faust', 'Eiserne Wacht');
    await enterResult(page, ['10', '5'], ['2000', '0']);
    const message = 'Verluste Angreifer 2000 übersteigen das Maximum von 1510 (gespielte Punkte 1500 + 10 Toleranz).';
    await expect(errorOf(page, 'verlusteAngreifer')).resolves.toBe(message);
    await submitButton(page).click();
    await expect(errorOf(page, 'verlusteAngreifer')).resolves.toBe(message);
    await expect(page.getByText(message).count()).resolves.toBe(1);
    await expect(page.locator('#form-error').isHidden()).resolves.toBe(true);
    await expect(page.getByLabel('Verluste Angreifer').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.evaluate(() => (document.activeElement as HTMLInputElement).name)).resolves.toBe('verlusteAngreifer');
    expect(sidebar.calls.map((c) => c.name)).toEqual(['getBattleFormData']);
    expect(battles(addon)).toHaveLength(1);
  });

  it('names every missing field at once on an empty submit and focuses the first', async () => {
    await submitButton(page).click();
    await expect(errorOf(page, 'angreifer')).resolves.toBe('Angreifer fehlt; bitte eine Armee wählen.');
    await expect(errorOf(page, 'verteidiger')).resolves.toBe('Verteidiger fehlt; bitte eine Armee wählen.');
    await expect(errorOf(page, 'verlusteVerteidiger')).resolves.toBe(
      'Verluste Verteidiger fehlt; bitte die Verlustpunkte angeben – 0, wenn die Seite nichts verloren hat.',
    );
    await expect(page.evaluate(() => (document.activeElement as HTMLSelectElement).name)).resolves.toBe('angreifer');
  });

  it('flags the losses of both sides together', async () => {
    await chooseArmies(page, 'Rote Faust', 'Eiserne Wacht');
    await enterResult(page, ['10', '5'], ['2000', '2000']);
    await expect(errorOf(page, 'verlusteAngreifer')).resolves.toMatch(
      /^Verluste Angreifer 2000 übersteigen das Maximum von 1510/,
    );
    await expect(errorOf(page, 'verlusteVerteidiger')).resolves.toMatch(
      /^Verluste Verteidiger 2000 übersteigen das Maximum von 1010/,
    );
    await expect(page.locator('[aria-invalid="true"]').count()).resolves.toBe(2);
  });

  it('refuses the same army twice and number text it cannot read; reads German thousands', async () => {
    await chooseArmies(page, 'Rote Faust', 'Rote Faust');
    await expect(errorOf(page, 'verteidiger')).resolves.toBe(
      'Angreifer und Verteidiger sind dieselbe Armee „Rote Faust“; eine Armee kann nicht gegen sich selbst kämpfen.',
    );
    await page.getByLabel('Verteidiger', { exact: true }).selectOption('Eiserne Wacht');
    await enterResult(page, ['zehn', '5'], ['1.200', '0']);
    await expect(errorOf(page, 'siegpunkteAngreifer')).resolves.toBe('Siegpunkte Angreifer: „zehn“ ist keine Zahl.');
    await page.getByLabel('Siegpunkte Angreifer').fill('10');
    // "1.200" is 1200: at 1500 played points that wipes the attacker out.
    await expect(tableRows(page, '#outcome')).resolves.toContainEqual(['Stufenverlust', 'Vernichtung', '0 Stufen']);
  });
});

/** Whether the element stands wholly inside the window, as the user sees it without scrolling. */
function inView(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });
}

describe('Speichern', () => {
  beforeEach(loaded);

  it('saves the battle in Schlachten, names the row, recalculates the Stand and is ready for the next battle', async () => {
    await page.getByLabel('Datum').fill('2026-11-21');
    await chooseArmies(page, 'Rote Faust', 'Eiserne Wacht');
    await page.getByLabel('Mobilisierung').selectOption('250');
    await enterResult(page, ['25', '10'], ['400', '700']);
    await page.getByLabel('Mission').fill('Vital Intelligence');
    await page.getByLabel('Notiz').fill('Knapp!');
    const id = await page.inputValue('[name="einreichungsId"]');
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, 'battle-sidebar.png'), fullPage: true });
    // The sidebar's height in Sheets on a laptop: the form is longer than that (user test 34).
    await page.setViewportSize({ width: 300, height: 777 });

    const held = sidebar.hold();
    await submitButton(page).click();
    await expect(submitButton(page).isDisabled()).resolves.toBe(true);
    await expect(submitButton(page).innerText()).resolves.toBe('Wird gespeichert …');
    await expect(page.locator('#status').innerText()).resolves.toBe('Schlacht wird gespeichert …');
    held.release();

    await page.locator('#status.success').waitFor();
    await expect(page.locator('#status').innerText()).resolves.toBe(
      'Gespeichert in Zeile 3. Sieger: Rote Faust (Angreifer). Neue Stufen: Rote Faust 2, Eiserne Wacht 0. Versorgung: +250 VP.',
    );
    // The organiser sees it was saved (it sat 240 px below the sidebar's end), and the next battle starts at Angreifer.
    await expect(inView(page, '#status')).resolves.toBe(true);
    await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe('angreifer');
    await page.screenshot({ path: path.join(ARTIFACTS, 'battle-sidebar-gespeichert.png') });
    const saved = battles(addon)[1];
    expect(saved).toMatchObject({
      Runde: 2,
      Angreifer: 'Rote Faust',
      Verteidiger: 'Eiserne Wacht',
      Mobilisierung: 250,
      'Skaliert auf': '',
      'Siegpunkte Angreifer': 25,
      'Siegpunkte Verteidiger': 10,
      Aufgegeben: '',
      'Verluste Angreifer': 400,
      'Verluste Verteidiger': 700,
      Mission: 'Vital Intelligence',
      Notiz: 'Knapp!',
      // The form's id with the fingerprint of what it saved.
      'Einreichungs-ID': expect.stringMatching(new RegExp(`^${id}~[0-9a-f]{8}$`)),
    });
    expect(saved.Datum).toBeInstanceOf(Date);
    // The chosen day, as the spreadsheet (Europe/Berlin) shows it.
    expect(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(saved.Datum as Date)).toBe('2026-11-21');
    expect(standing(addon, 'Rote Faust')).toMatchObject({ Stufe: 2 });
    expect(standing(addon, 'Eiserne Wacht')).toMatchObject({ Stufe: 0, Status: 'vernichtet' });

    // Next battle: fresh levels, the destroyed army gone, a new id, the result emptied, Runde and Datum kept.
    await expect(submitButton(page).isEnabled()).resolves.toBe(true);
    await expect(optionTexts(page, 'angreifer')).resolves.toEqual([
      '– Armee wählen –',
      'Rote Faust – Anna (Stufe 2)',
      'Graue Wölfe – Bernd (Stufe 2)',
      `${XSS} – ${XSS_PLAYER} (Stufe 2)`,
    ]);
    await expect(page.inputValue('[name="angreifer"]')).resolves.toBe('');
    await expect(page.getByLabel('Runde').inputValue()).resolves.toBe('2');
    await expect(page.getByLabel('Datum').inputValue()).resolves.toBe('2026-11-21');
    await expect(page.getByLabel('Siegpunkte Angreifer').inputValue()).resolves.toBe('');
    await expect(page.getByLabel('Mission').inputValue()).resolves.toBe('');
    await expect(page.inputValue('[name="einreichungsId"]')).resolves.not.toBe(id);
    // After the save and the form's reload: the page's second call sends what the save claimed (N5).
    for (let i = 0; i < 40 && sidebar.calls.length < 4; i++) await page.waitForTimeout(50);
    expect(sidebar.calls.map((c) => c.name)).toEqual([
      'getBattleFormData',
      'submitBattle',
      'getBattleFormData',
      'deliverPendingNotifications',
    ]);
  });

  it('R1: a Runde after the current one asks first — the round would begin for everyone — and saves only after „Trotzdem speichern“', async () => {
    // The user test of session 34: the organiser typed the next round by mistake.
    await page.getByLabel('Runde').fill('3');
    await page.getByLabel('Datum').fill('2026-11-21');
    await chooseArmies(page, 'Rote Faust', 'Graue Wölfe');
    await enterResult(page, ['25', '10'], ['0', '0']);
    await submitButton(page).click();
    const box = page.locator('#form-error');
    await box.locator('button', { hasText: 'Trotzdem speichern' }).waitFor();
    await expect(box.innerText()).resolves.toMatch(/^Dieser Eintrag beginnt eine neue Runde:/);
    await expect(box.locator('li').allInnerTexts()).resolves.toEqual([
      expect.stringMatching(
        /^Runde 3 hat noch nicht begonnen \(laufend ist Runde 2\) – gespeichert, beginnt Runde 3 sofort für alle Spieler/,
      ),
    ]);
    expect(battles(addon)).toHaveLength(1);
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, 'battle-sidebar-round-start.png'), fullPage: true });

    await box.locator('button', { hasText: 'Trotzdem speichern' }).click();
    await page.locator('#status.success').waitFor();
    expect(battles(addon)[1]).toMatchObject({ Runde: 3, Angreifer: 'Rote Faust', Verteidiger: 'Graue Wölfe' });
    await expect(page.locator('#round-phase').textContent()).resolves.toBe('Runde 3 · Schlachtphase');
  });

  it('writes one row for a double click', async () => {
    await chooseArmies(page, 'Graue Wölfe', XSS);
    await enterResult(page, ['10', '20'], ['0', '0']);
    await submitButton(page).dblclick();
    await page.locator('#status.success').waitFor();
    expect(battles(addon)).toHaveLength(2);
    const ids = sidebar.calls
      .filter((c) => c.name === 'submitBattle')
      .map((c) => (c.args[0] as { einreichungsId: string }).einreichungsId);
    expect(new Set(ids).size).toBe(1);
  });

  it("shows the server's refusal next to the form, writes nothing, refreshes the armies and keeps the input and id", async () => {
    await chooseArmies(page, 'Rote Faust', 'Eiserne Wacht');
    await enterResult(page, ['10', '20'], ['0', '0']);
    // Meanwhile another battle destroys Eiserne Wacht: the sidebar's list is stale now.
    appendRows(addon.workbook, 'Schlachten', [
      {
        Runde: 2,
        Angreifer: XSS,
        Verteidiger: 'Eiserne Wacht',
        'Siegpunkte Angreifer': 20,
        'Siegpunkte Verteidiger': 0,
        'Verluste Angreifer': 0,
        'Verluste Verteidiger': 700,
      },
    ]);
    const id = await page.inputValue('[name="einreichungsId"]');
    await submitButton(page).click();
    // Checked against the fresh armies, the form places the reason next to the defender, and
    // keeps the choice (marked) rather than silently emptying it.
    await page.locator('#verteidiger-error:not([hidden])').waitFor();
    await expect(errorOf(page, 'verteidiger')).resolves.toBe(
      'Verteidiger „Eiserne Wacht“ ist vernichtet (Stufe 0) und kann keine Schlachten mehr schlagen.',
    );
    await expect(page.inputValue('[name="verteidiger"]')).resolves.toBe('Eiserne Wacht');
    await expect(page.getByLabel('Verteidiger', { exact: true }).getAttribute('aria-invalid')).resolves.toBe('true');
    // Once, at its field: not repeated as the server's message above the form.
    await expect(page.locator('#form-error').isHidden()).resolves.toBe(true);
    expect(battles(addon)).toHaveLength(2);
    expect(sidebar.dialogs).toEqual([]);
    await expect(page.locator('#status').innerText()).resolves.toBe('');
    await expect(submitButton(page).isEnabled()).resolves.toBe(true);
    await expect(optionTexts(page, 'verteidiger')).resolves.not.toContain('Eiserne Wacht – Bernd (Stufe 1)');
    await expect(optionTexts(page, 'verteidiger')).resolves.toContain('Eiserne Wacht (nicht mehr wählbar)');
    await expect(page.inputValue('[name="angreifer"]')).resolves.toBe('Rote Faust');
    await expect(page.getByLabel('Siegpunkte Angreifer').inputValue()).resolves.toBe('10');
    await expect(page.inputValue('[name="einreichungsId"]')).resolves.toBe(id);
  });

  it('keeps the mobilisation after "übersteigt das Maximum" until the user changes it', async () => {
    await chooseArmies(page, 'Rote Faust', 'Eiserne Wacht');
    await page.getByLabel('Mobilisierung').selectOption('250');
    await enterResult(page, ['10', '20'], ['0', '0']);
    // Meanwhile Bernd mobilises his 250 VP in another battle (and loses it): his pool is empty.
    appendRows(addon.workbook, 'Schlachten', [
      {
        Runde: 2,
        Angreifer: 'Rote Faust',
        Verteidiger: 'Eiserne Wacht',
        Mobilisierung: 250,
        'Siegpunkte Angreifer': 20,
        'Siegpunkte Verteidiger': 0,
        'Verluste Angreifer': 0,
        'Verluste Verteidiger': 0,
      },
    ]);
    await submitButton(page).click();
    await page.locator('#mobilisierung-error:not([hidden])').waitFor();
    await expect(errorOf(page, 'mobilisierung')).resolves.toBe(
      'Mobilisierung 250 übersteigt das Maximum von 0 (Versorgungspool: 0 VP).',
    );
    await expect(page.inputValue('[name="mobilisierung"]')).resolves.toBe('250');
    expect(battles(addon)).toHaveLength(2);
    // Saving again without a change is refused again, not saved without the mobilisation.
    await submitButton(page).click();
    await expect(errorOf(page, 'mobilisierung')).resolves.toMatch(/^Mobilisierung 250 übersteigt/);
    expect(battles(addon)).toHaveLength(2);
    expect(sidebar.calls.filter((c) => c.name === 'submitBattle')).toHaveLength(1);
    // Only the user's own choice changes it: then the battle is saved as chosen.
    await page.getByLabel('Mobilisierung').selectOption('0');
    await expect(errorOf(page, 'mobilisierung')).resolves.toBe('');
    await submitButton(page).click();
    await page.locator('#status.success').waitFor();
    expect(battles(addon)[2]).toMatchObject({ Verteidiger: 'Eiserne Wacht', Mobilisierung: '' });
  });

  it('shows an army named like HTML as text, runs nothing, and saves it by name', async () => {
    await chooseArmies(page, XSS, 'Rote Faust');
    await enterResult(page, ['30', '10'], ['0', '0']);
    await expect(page.locator('#outcome').innerText()).resolves.toContain(`Sieger: ${XSS} (Angreifer)`);
    await expect(page.locator('#outcome').innerText()).resolves.toContain(`+500 VP für ${XSS_PLAYER}`);
    await submitButton(page).click();
    await page.locator('#status.success').waitFor();
    await expect(page.locator('#status').innerText()).resolves.toContain(`Neue Stufen: ${XSS} 2, Rote Faust 3.`);
    await expect(page.locator('img, b').count()).resolves.toBe(0);
    expect(sidebar.dialogs).toEqual([]);
    expect(battles(addon)[1]).toMatchObject({ Angreifer: XSS, Verteidiger: 'Rote Faust' });
  });
});

describe('Ablehnung und Ausfall', () => {
  /**
   * A refusal only the server can see: the sidebar's campaign data (also when it reloads them
   * to check again) still shows the army as it was when the sidebar opened, while another
   * battle has destroyed it in the sheet.
   */
  async function openWithStaleData(destroyed: string): Promise<void> {
    await page.context().close();
    appendRows(addon.workbook, 'Armeen', [
      // Not Bernd's: his Graue Wölfe destroy them below, and D9 forbids a battle between one player's armies.
      { Armee: 'Sons of Horus', Spieler: XSS_PLAYER, Startstufe: 1 },
      { Armee: 'The Lost and the Damned', Spieler: 'Anna', Startstufe: 1 },
      { Armee: 'Iron Warriors', Spieler: XSS_PLAYER, Startstufe: 1 },
    ]);
    const stale = addon.runFromClient('getBattleFormData');
    appendRows(addon.workbook, 'Schlachten', [
      {
        Runde: 2,
        Angreifer: 'Graue Wölfe',
        Verteidiger: destroyed,
        'Siegpunkte Angreifer': 20,
        'Siegpunkte Verteidiger': 0,
        'Verluste Angreifer': 0,
        'Verluste Verteidiger': 700,
      },
    ]);
    await open({
      getBattleFormData: () => stale,
      submitBattle: (payload: unknown) => addon.runFromClient('submitBattle', payload),
    });
    await loaded();
  }

  it.each([
    ['Sons of Horus', 'Rote Faust', 'Sons of Horus', 'verteidiger'],
    ['The Lost and the Damned', 'The Lost and the Damned', 'Eiserne Wacht', 'angreifer'],
    ['Iron Warriors', 'Rote Faust', 'Iron Warriors', 'verteidiger'],
  ])('gives the army %s its German refusal at its field, and no retry', async (army, attacker, defender, field) => {
    await openWithStaleData(army);
    await chooseArmies(page, attacker, defender);
    await enterResult(page, ['10', '20'], ['0', '0']);
    const before = battles(addon).length;
    await submitButton(page).click();
    await page.locator(`#${field}-error:not([hidden])`).waitFor();
    const message = await errorOf(page, field);
    expect(message).toContain(army);
    expect(message).toMatch(/vernichtet/);
    await expect(page.locator('#form-error').isHidden()).resolves.toBe(true);
    await expect(page.locator('button.retry').count()).resolves.toBe(0);
    await expect(
      page.getByLabel(field === 'angreifer' ? 'Angreifer' : 'Verteidiger', { exact: true }).getAttribute('aria-invalid'),
    ).resolves.toBe('true');
    expect(battles(addon)).toHaveLength(before);
  });

  it('offers a retry with the same id only when Google fails, and a new id once the user changes something', async () => {
    await page.context().close();
    let failures = 2;
    await open({
      getBattleFormData: () => addon.runFromClient('getBattleFormData'),
      submitBattle: (payload: unknown) => {
        if (failures-- > 0) throw new Error('We are sorry, a server error occurred. Please wait a bit and try again.');
        return addon.runFromClient('submitBattle', payload);
      },
    });
    await loaded();
    await chooseArmies(page, 'Graue Wölfe', XSS);
    await enterResult(page, ['10', '20'], ['0', '0']);
    const id = await page.inputValue('[name="einreichungsId"]');
    await submitButton(page).click();
    await page.locator('button.retry').waitFor();
    await expect(page.locator('#form-error').innerText()).resolves.toMatch(/^Google hat die Anfrage nicht ausgeführt/);
    await expect(page.locator('#form-error').innerText()).resolves.not.toMatch(/sorry/);
    // Unchanged, the retry sends the same id (and fails once more).
    await page.locator('button.retry').click();
    // The click removed the old button at once; this is the second failure's.
    await page.locator('button.retry').waitFor();
    expect(sidebar.calls.filter((c) => c.name === 'submitBattle')).toHaveLength(2);
    await expect(page.inputValue('[name="einreichungsId"]')).resolves.toBe(id);
    // Once something changes, the form has a new id and the retry of the old payload is gone.
    await page.getByLabel('Notiz').fill('nach dem Ausfall');
    const renewed = await page.inputValue('[name="einreichungsId"]');
    expect(renewed).not.toBe(id);
    await expect(page.locator('button.retry').count()).resolves.toBe(0);
    await submitButton(page).click();
    await page.locator('#status.success').waitFor();
    const ids = sidebar.calls
      .filter((c) => c.name === 'submitBattle')
      .map((c) => (c.args[0] as { einreichungsId: string }).einreichungsId);
    expect(ids).toEqual([id, id, renewed]);
    expect(battles(addon)[1]).toMatchObject({ Notiz: 'nach dem Ausfall' });
    expect(battles(addon)).toHaveLength(2);
  });
});

describe('Tastatur', () => {
  beforeEach(loaded);

  it('tabs through the controls in form order and submits with Enter', async () => {
    await chooseArmies(page, 'Rote Faust', XSS);
    await page.getByLabel('Mobilisierung').selectOption('250');
    await page.getByLabel('Angreifer', { exact: true }).focus();
    const order: string[] = [];
    for (let i = 0; i < 14; i++) {
      order.push(await page.evaluate(() => (document.activeElement as HTMLInputElement).name || document.activeElement!.id));
      await page.keyboard.press('Tab');
    }
    expect(order).toEqual([
      'angreifer',
      'verteidiger',
      'mobilisierung',
      'skaliertAuf',
      'siegpunkteAngreifer',
      'siegpunkteVerteidiger',
      'verlusteAngreifer',
      'verlusteVerteidiger',
      'verlustrechner-angreifer',
      'verlustrechner-verteidiger',
      'aufgegeben',
      'mission',
      'notiz',
      'submit',
    ]);
    await enterResult(page, ['5', '0'], ['0', '0']);
    await page.getByLabel('Verluste Verteidiger').press('Enter');
    await page.locator('#status.success').waitFor();
    expect(battles(addon)).toHaveLength(2);
  });
});
