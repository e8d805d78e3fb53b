// The built sidebar (dist/BattleSidebar.html) in headless Chromium, against an in-memory
// stand-in server: form data, live preview, validation, busy state, success and refusal.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Browser, Page } from 'playwright-core';
import { ArmyInfo, PlayerInfo } from '../../src/sidebar/battleContract';
import { fakeServer, FakeServer } from './fakeServer';
import { ARTIFACTS, launchChromium, openSidebar, SidebarPage } from './sidebarPage';

const XSS = '<img src=x onerror=alert(1)>';

function campaign(): { armies: ArmyInfo[]; players: PlayerInfo[] } {
  return {
    armies: [
      { name: 'Rote Faust', spieler: 'Anna', stufe: 3, status: 'aktiv' },
      { name: 'Eiserne Wacht', spieler: 'Bernd', stufe: 1, status: 'aktiv' },
      { name: 'Alte Garde', spieler: 'Anna', stufe: 0, status: 'vernichtet' },
      { name: XSS, spieler: '<b>Carla</b>', stufe: 2, status: 'aktiv' },
    ],
    players: [
      { name: 'Anna', versorgungspool: 1000 },
      { name: 'Bernd', versorgungspool: 250 },
      { name: '<b>Carla</b>', versorgungspool: 500 },
    ],
  };
}

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

let browser: Browser;
let server: FakeServer;
let sidebar: SidebarPage;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  const { armies, players } = campaign();
  server = fakeServer(armies, players, 3);
  sidebar = await openSidebar(browser, server);
  page = sidebar.page;
  await page.getByLabel('Angreifer', { exact: true }).and(page.locator(':enabled')).waitFor();
});
afterEach(async () => {
  expect(sidebar.pageErrors).toEqual([]);
  await page.context().close();
});

describe('Formulardaten', () => {
  it('prefills Runde and Datum and offers only active armies, with player and Stufe', async () => {
    await expect(page.getByLabel('Runde').inputValue()).resolves.toBe('3');
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    await expect(page.getByLabel('Datum').inputValue()).resolves.toBe(today);
    const expected = ['– Armee wählen –', 'Rote Faust – Anna (Stufe 3)', 'Eiserne Wacht – Bernd (Stufe 1)', `${XSS} – <b>Carla</b> (Stufe 2)`];
    await expect(optionTexts(page, 'angreifer')).resolves.toEqual(expected);
    await expect(optionTexts(page, 'verteidiger')).resolves.toEqual(expected);
    await expect(page.inputValue('[name="einreichungsId"]')).resolves.toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('every payload key is a named control with a label; the submit control is a submit button', async () => {
    const keys = ['runde', 'datum', 'angreifer', 'verteidiger', 'mobilisierung', 'skaliertAuf', 'siegpunkteAngreifer', 'siegpunkteVerteidiger',
      'aufgegeben', 'verlusteAngreifer', 'verlusteVerteidiger', 'mission', 'notiz', 'einreichungsId'];
    const unlabelled = await page.evaluate((names) => names.filter((name) => {
      const control = document.querySelector(`[name="${name}"]`) as HTMLInputElement | null;
      if (!control) return true;
      return control.type !== 'hidden' && !(control.labels && control.labels.length > 0);
    }), keys);
    expect(unlabelled).toEqual([]);
    await expect(page.locator('button[type="submit"]').count()).resolves.toBe(1);
    await expect(page.locator('[aria-live]').count()).resolves.toBeGreaterThan(0);
  });

  it('shows an army named like HTML as text and runs nothing', async () => {
    await chooseArmies(page, XSS, 'Rote Faust');
    await enterResult(page, ['30', '10'], ['0', '0']);
    await expect(page.locator('#outcome').innerText()).resolves.toContain(`Sieger: ${XSS} (Angreifer)`);
    await expect(page.locator('#outcome').innerText()).resolves.toContain('+500 VP für <b>Carla</b>');
    await expect(page.locator('img, b').count()).resolves.toBe(0);
    expect(sidebar.dialogs).toEqual([]);
  });
  it('says why when the campaign data cannot be loaded and offers no submit', async () => {
    await page.context().close();
    const message = 'Das Blatt „Armeen“ fehlt. Bitte zuerst Erweiterungen → Kriegsrat → Kampagnenblatt einrichten ausführen.';
    sidebar = await openSidebar(browser, {
      getBattleFormData: () => {
        throw new Error(message);
      },
    });
    page = sidebar.page;
    await page.locator('#form-error:not([hidden])').waitFor();
    await expect(page.locator('#form-error').innerText()).resolves.toBe(`Kampagnendaten konnten nicht geladen werden: ${message}`);
    await expect(page.locator('button[type="submit"]').isDisabled()).resolves.toBe(true);
  });
});

describe('Vorschau vor der Schlacht', () => {
  it('shows Stufenabgleich, Truppenbonus, Mobilisierung up to the pool, points, Startsiegpunkte, Befehlspunkte and thresholds', async () => {
    await chooseArmies(page, 'Rote Faust', 'Eiserne Wacht');
    const plan = page.locator('#plan');
    await expect(plan.innerText()).resolves.toContain('Stufenabgleich: Stufe 3 gegen Stufe 1 (1500 gegen 500 Punkte)');
    // Bernd's pool holds 250 VP: one step, although the points would allow 500.
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
    await expect(plan.innerText()).resolves.toContain('Befehlspunkte: je 12 (Strike Force, bis 2000 Punkte)');
    await expect(page.getByLabel('Skaliert auf').isVisible()).resolves.toBe(false);
    await expect(page.locator('#skalierung-hint').innerText()).resolves.toContain('Skalieren nicht erlaubt');
  });

  it('offers scaling only once both sides have equal points of at least 1500, with the allowed values', async () => {
    await chooseArmies(page, 'Rote Faust', XSS);
    await expect(page.getByLabel('Skaliert auf').isVisible()).resolves.toBe(false);
    await page.getByLabel('Mobilisierung').selectOption('250');
    await expect(page.getByLabel('Skaliert auf').isVisible()).resolves.toBe(true);
    await expect(optionTexts(page, 'skaliertAuf')).resolves.toEqual(
      ['nicht skaliert', '1500 Punkte', '1750 Punkte', '2000 Punkte', '2250 Punkte', '2500 Punkte', '2750 Punkte', '3000 Punkte'],
    );
    await page.getByLabel('Skaliert auf').selectOption('2250');
    const rows = await tableRows(page, '#plan');
    expect(rows).toContainEqual(['Gespielte Punkte', '2250', '2250']);
    expect(rows).toContainEqual(['1 Stufe Verlust ab', '563', '563']);
    expect(rows).toContainEqual(['Vernichtung ab', '1689', '1689']);
    await expect(page.locator('#plan').innerText()).resolves.toContain('je 18 (Onslaught');
    // Taking the mobilisation back makes scaling impossible: the choice falls back to none.
    await page.getByLabel('Mobilisierung').selectOption('0');
    await expect(page.getByLabel('Skaliert auf').isVisible()).resolves.toBe(false);
    await expect(page.inputValue('[name="skaliertAuf"]')).resolves.toBe('0');
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
  it('shows the rules message live and on submit, marks the field and sends nothing', async () => {
    await chooseArmies(page, 'Rote Faust', 'Eiserne Wacht');
    await enterResult(page, ['10', '5'], ['2000', '0']);
    const message = 'Verluste Angreifer 2000 übersteigen das Maximum von 1510 (gespielte Punkte 1500 + 10 Toleranz).';
    await expect(page.locator('#outcome').innerText()).resolves.toBe(message);
    await page.getByRole('button', { name: 'Schlacht speichern' }).click();
    await expect(page.locator('#form-error').innerText()).resolves.toBe(message);
    await expect(page.getByLabel('Verluste Angreifer').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.evaluate(() => (document.activeElement as HTMLInputElement).name)).resolves.toBe('verlusteAngreifer');
    expect(sidebar.calls.map((c) => c.name)).toEqual(['getBattleFormData']);
  });

  it('names the first missing field on an empty submit', async () => {
    await page.getByRole('button', { name: 'Schlacht speichern' }).click();
    await expect(page.locator('#form-error').innerText()).resolves.toBe('Angreifer fehlt; bitte eine Armee wählen.');
    await expect(page.evaluate(() => (document.activeElement as HTMLSelectElement).name)).resolves.toBe('angreifer');
  });

  it('refuses the same army on both sides and German number text it cannot read', async () => {
    await chooseArmies(page, 'Rote Faust', 'Rote Faust');
    await expect(page.locator('#plan').innerText()).resolves.toBe('Angreifer und Verteidiger müssen verschiedene Armeen sein.');
    await page.getByLabel('Verteidiger', { exact: true }).selectOption('Eiserne Wacht');
    await enterResult(page, ['zehn', '5'], ['1.200', '0']);
    await expect(page.locator('#outcome').innerText()).resolves.toBe('Siegpunkte Angreifer: "zehn" ist keine Zahl.');
    await page.getByLabel('Siegpunkte Angreifer').fill('10');
    // "1.200" is German for 1200: accepted, and 1200 ≥ 1126 wipes the attacker out.
    await expect(tableRows(page, '#outcome')).resolves.toContainEqual(['Stufenverlust', 'Vernichtung', '0 Stufen']);
  });
});

describe('Speichern', () => {
  it('shows the busy state, names the row, reloads levels and keeps Runde and Datum', async () => {
    await page.getByLabel('Runde').fill('4');
    await page.getByLabel('Datum').fill('2026-11-21');
    await chooseArmies(page, 'Rote Faust', 'Eiserne Wacht');
    await page.getByLabel('Mobilisierung').selectOption('250');
    await enterResult(page, ['25', '10'], ['400', '700']);
    await page.getByLabel('Mission').fill('Vital Intelligence');
    const firstId = await page.inputValue('[name="einreichungsId"]');
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, 'battle-sidebar-fake.png'), fullPage: true });

    const held = sidebar.hold();
    await page.getByRole('button', { name: 'Schlacht speichern' }).click();
    const button = page.locator('button[type="submit"]');
    await expect(button.isDisabled()).resolves.toBe(true);
    await expect(button.innerText()).resolves.toBe('Wird gespeichert …');
    await expect(page.locator('#status').innerText()).resolves.toBe('Schlacht wird gespeichert …');
    held.release();

    await page.locator('#status.success').waitFor();
    await expect(page.locator('#status').innerText()).resolves.toBe(
      'Gespeichert in Zeile 2. Sieger: Rote Faust (Angreifer). Neue Stufen: Rote Faust 2, Eiserne Wacht 0. Versorgung: +250 VP.',
    );
    expect(server.rows).toEqual([
      {
        runde: 4, datum: '2026-11-21', angreifer: 'Rote Faust', verteidiger: 'Eiserne Wacht', mobilisierung: 250, skaliertAuf: 0,
        siegpunkteAngreifer: 25, siegpunkteVerteidiger: 10, aufgegeben: '', verlusteAngreifer: 400, verlusteVerteidiger: 700,
        mission: 'Vital Intelligence', notiz: '', einreichungsId: firstId,
      },
    ]);
    // Ready for the next battle: fresh levels, destroyed army gone, new id, result emptied.
    await expect(button.isEnabled()).resolves.toBe(true);
    await expect(optionTexts(page, 'angreifer')).resolves.toEqual(['– Armee wählen –', 'Rote Faust – Anna (Stufe 2)', `${XSS} – <b>Carla</b> (Stufe 2)`]);
    await expect(page.inputValue('[name="angreifer"]')).resolves.toBe('');
    await expect(page.getByLabel('Runde').inputValue()).resolves.toBe('4');
    await expect(page.getByLabel('Datum').inputValue()).resolves.toBe('2026-11-21');
    await expect(page.getByLabel('Siegpunkte Angreifer').inputValue()).resolves.toBe('');
    await expect(page.getByLabel('Mission').inputValue()).resolves.toBe('');
    const secondId = await page.inputValue('[name="einreichungsId"]');
    expect(secondId).not.toBe(firstId);
    expect(sidebar.calls.map((c) => c.name)).toEqual(['getBattleFormData', 'submitBattle', 'getBattleFormData']);
  });

  it('writes one row for a double click', async () => {
    await chooseArmies(page, 'Rote Faust', XSS);
    await enterResult(page, ['10', '20'], ['0', '0']);
    await page.getByRole('button', { name: 'Schlacht speichern' }).dblclick();
    await page.locator('#status.success').waitFor();
    expect(server.rows).toHaveLength(1);
    const ids = sidebar.calls.filter((c) => c.name === 'submitBattle').map((c) => (c.args[0] as { einreichungsId: string }).einreichungsId);
    expect(new Set(ids).size).toBe(1);
  });

  it('shows the server refusal next to the form, writes nothing and keeps the id for a retry', async () => {
    const refusing = {
      getBattleFormData: () => server.getBattleFormData(),
      submitBattle: () => {
        throw new Error('Mobilisierung 250 übersteigt das Maximum von 0 (Versorgungspool: 0 VP).');
      },
    };
    await page.context().close();
    sidebar = await openSidebar(browser, refusing);
    page = sidebar.page;
    await page.getByLabel('Angreifer', { exact: true }).and(page.locator(':enabled')).waitFor();
    await chooseArmies(page, 'Rote Faust', 'Eiserne Wacht');
    await page.getByLabel('Mobilisierung').selectOption('250');
    await enterResult(page, ['10', '20'], ['0', '0']);
    const id = await page.inputValue('[name="einreichungsId"]');
    await page.getByRole('button', { name: 'Schlacht speichern' }).click();
    await page.locator('#form-error:not([hidden])').waitFor();
    await expect(page.locator('#form-error').innerText()).resolves.toBe('Mobilisierung 250 übersteigt das Maximum von 0 (Versorgungspool: 0 VP).');
    await expect(page.getByLabel('Mobilisierung').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.getByLabel('Mobilisierung').getAttribute('aria-describedby')).resolves.toBe('mobilisierung-hint form-error');
    await expect(page.locator('button[type="submit"]').isEnabled()).resolves.toBe(true);
    await expect(page.inputValue('[name="einreichungsId"]')).resolves.toBe(id);
    await expect(page.getByLabel('Siegpunkte Angreifer').inputValue()).resolves.toBe('10');
    expect(server.rows).toEqual([]);
  });
});

describe('Tastatur', () => {
  it('tabs through the controls in form order and submits with Enter', async () => {
    await chooseArmies(page, 'Rote Faust', XSS);
    await page.getByLabel('Mobilisierung').selectOption('250');
    await page.getByLabel('Angreifer', { exact: true }).focus();
    const order: string[] = [];
    for (let i = 0; i < 11; i++) {
      order.push(await page.evaluate(() => (document.activeElement as HTMLInputElement).name || document.activeElement!.id));
      await page.keyboard.press('Tab');
    }
    expect(order).toEqual(['angreifer', 'verteidiger', 'mobilisierung', 'skaliertAuf', 'siegpunkteAngreifer', 'siegpunkteVerteidiger',
      'verlusteAngreifer', 'verlusteVerteidiger', 'aufgegeben', 'mission', 'notiz']);
    await expect(page.evaluate(() => document.activeElement!.id)).resolves.toBe('submit');
    await page.getByLabel('Siegpunkte Angreifer').fill('5');
    await page.getByLabel('Siegpunkte Verteidiger').fill('0');
    await page.getByLabel('Verluste Angreifer').fill('0');
    await page.getByLabel('Verluste Verteidiger').fill('0');
    await page.getByLabel('Verluste Verteidiger').press('Enter');
    await page.locator('#status.success').waitFor();
    expect(server.rows).toHaveLength(1);
  });
});
