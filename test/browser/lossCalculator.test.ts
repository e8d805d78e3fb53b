// The Verlustrechner in the built sidebar (dist/BattleSidebar.html), bridged to the built
// Code.js on the offline campaign workbook: unit lines per side, the destroyed flags and
// Verlustpunkte of VERLUSTPUNKTE's rule, the sum in Verluste Angreifer/Verteidiger, and a save
// that stores the sums and nothing of the lines.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Browser, Locator, Page } from 'playwright-core';
import { AddonHandle } from '../../src/offline';
import { ARTIFACTS, launchChromium } from '../support';
import { campaignAddon, readRows } from './campaignWorkbook';
import { openSidebar, SidebarPage } from './sidebarPage';

type Side = 'Angreifer' | 'Verteidiger';

interface Unit {
  typ?: string;
  punkte: string;
  sollstaerke: string;
  modelle: string;
  lp?: string;
  lpUebrig?: string;
}

let browser: Browser;
let addon: AddonHandle;
let sidebar: SidebarPage;
let page: Page;

const calculator = (side: Side): Locator => page.locator(`details.loss-calculator[data-side="${side}"]`);
const unitLine = (side: Side, index: number): Locator => calculator(side).locator('fieldset.unit').nth(index);
const lossField = (side: Side): Locator => page.getByLabel(`Verluste ${side}`, { exact: true });

async function open(side: Side): Promise<void> {
  await calculator(side).locator('summary').click();
}

async function fillUnit(line: Locator, unit: Unit): Promise<void> {
  if (unit.typ !== undefined) await line.getByLabel('Typ').selectOption(unit.typ);
  await line.getByLabel('Punkte', { exact: true }).fill(unit.punkte);
  await line.getByLabel('Sollstärke', { exact: true }).fill(unit.sollstaerke);
  await line.getByLabel('Verbleibende Modelle', { exact: true }).fill(unit.modelle);
  if (unit.lp !== undefined) await line.getByLabel('Lebenspunkte', { exact: true }).fill(unit.lp);
  if (unit.lpUebrig !== undefined) await line.getByLabel('Verbleibende Lebenspunkte', { exact: true }).fill(unit.lpUebrig);
}

async function addUnit(side: Side, unit: Unit): Promise<Locator> {
  // Pinned by position: a locator is resolved anew at each use, and `last()` would move on.
  const index = await calculator(side).locator('fieldset.unit').count();
  await calculator(side).getByRole('button', { name: 'Einheit hinzufügen' }).click();
  const line = unitLine(side, index);
  await fillUnit(line, unit);
  return line;
}

/** What a line says about its unit: "Zählt als vernichtet: 200 Verlustpunkte" and the like. */
const verdict = (line: Locator) => line.locator('.unit-result').innerText();
/** The message next to a line's field ("" when there is none). */
async function lineError(line: Locator, label: string): Promise<string> {
  const input = line.getByLabel(label, { exact: true });
  const described = (await input.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    described
      .split(' ')
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).innerText()),
  );
  return texts.join(' ');
}

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  addon = campaignAddon();
  sidebar = await openSidebar(browser, addon.context);
  page = sidebar.page;
  await page.locator('[name="angreifer"]:enabled').waitFor();
  await page.getByLabel('Angreifer', { exact: true }).selectOption('Rote Faust');
  await page.getByLabel('Verteidiger', { exact: true }).selectOption('Eiserne Wacht');
});
afterEach(async () => {
  expect(sidebar.pageErrors).toEqual([]);
  await page.context().close();
});

it('is closed by default, one per side, and labels every control', async () => {
  for (const side of ['Angreifer', 'Verteidiger'] as const) {
    await expect(calculator(side).locator('summary').innerText()).resolves.toMatch(new RegExp(`^Verlustrechner ${side}`));
    await expect(calculator(side).getAttribute('open')).resolves.toBeNull();
    await expect(calculator(side).getByRole('button', { name: 'Einheit hinzufügen' }).isVisible()).resolves.toBe(false);
  }
  await open('Angreifer');
  await addUnit('Angreifer', { typ: 'Fahrzeug', punkte: '1', sollstaerke: '1', modelle: '1' });
  const unlabelled = await page.$$eval('details.loss-calculator :is(input, select)', (controls) =>
    controls.filter((c) => !(c as HTMLInputElement).labels?.length).map((c) => c.outerHTML),
  );
  expect(unlabelled).toEqual([]);
  await expect(unitLine('Angreifer', 0).getByRole('button', { name: 'Einheit 1 (Angreifer) entfernen' }).count()).resolves.toBe(
    1,
  );
  // The unit fields have no name: they are not part of the battle's payload.
  await expect(page.locator('details.loss-calculator [name]').count()).resolves.toBe(0);
});

it("flags destroyed units, fills both sides' Verluste with the sums, and saves only the sums", async () => {
  const sheetsBefore = addon.workbook.getSheets().map((s) => s.getName());
  mkdirSync(ARTIFACTS, { recursive: true });
  await open('Angreifer');
  const infantry = await addUnit('Angreifer', { punkte: '200', sollstaerke: '10', modelle: '4' });
  await expect(verdict(infantry)).resolves.toBe('Zählt als vernichtet: 200 Verlustpunkte');
  await expect(lossField('Angreifer').inputValue()).resolves.toBe('200');
  // The wound fields show where the rule asks for them: a keyword, or a single model.
  await expect(infantry.getByLabel('Lebenspunkte', { exact: true }).isVisible()).resolves.toBe(false);
  const tank = await addUnit('Angreifer', {
    typ: 'Fahrzeug',
    punkte: '150',
    sollstaerke: '1',
    modelle: '1',
    lp: '12',
    lpUebrig: '5',
  });
  await expect(verdict(tank)).resolves.toBe('Zählt als vernichtet: 150 Verlustpunkte');
  const squad = await addUnit('Angreifer', { punkte: '100', sollstaerke: '5', modelle: '3' });
  await expect(verdict(squad)).resolves.toBe('Zählt nicht als vernichtet: 0 Verlustpunkte');
  await expect(lossField('Angreifer').inputValue()).resolves.toBe('350');
  await expect(calculator('Angreifer').locator('.loss-sum').innerText()).resolves.toBe(
    'Summe: 350 Verlustpunkte, eingetragen in „Verluste Angreifer“.',
  );

  // A wrong line: its message next to its field; no sum (the field is emptied, not left stale).
  await squad.getByLabel('Verbleibende Modelle', { exact: true }).fill('6');
  await expect(lineError(squad, 'Verbleibende Modelle')).resolves.toBe(
    'Verbleibende Modelle 6 liegt außerhalb des erlaubten Bereichs (0 bis 5).',
  );
  await expect(squad.getByLabel('Verbleibende Modelle', { exact: true }).getAttribute('aria-invalid')).resolves.toBe('true');
  await expect(lossField('Angreifer').inputValue()).resolves.toBe('');
  await squad.screenshot({ path: path.join(ARTIFACTS, 'loss-calculator-error.png') });
  await expect(calculator('Angreifer').locator('.loss-sum').innerText()).resolves.toBe(
    'Keine Summe, solange eine Einheit unvollständig oder fehlerhaft ist.',
  );
  await squad.getByLabel('Verbleibende Modelle', { exact: true }).fill('3');
  await expect(lineError(squad, 'Verbleibende Modelle')).resolves.toBe('');
  await expect(lossField('Angreifer').inputValue()).resolves.toBe('350');

  await open('Verteidiger');
  const hero = await addUnit('Verteidiger', {
    typ: 'Charakter',
    punkte: '80',
    sollstaerke: '1',
    modelle: '1',
    lp: '5',
    lpUebrig: '2',
  });
  const beast = await addUnit('Verteidiger', {
    typ: 'Monster',
    punkte: '200',
    sollstaerke: '1',
    modelle: '1',
    lp: '10',
    lpUebrig: '6',
  });
  await expect(verdict(hero)).resolves.toBe('Zählt als vernichtet: 80 Verlustpunkte');
  await expect(verdict(beast)).resolves.toBe('Zählt nicht als vernichtet: 0 Verlustpunkte');
  await expect(lossField('Verteidiger').inputValue()).resolves.toBe('80');
  await beast.getByLabel('Verbleibende Lebenspunkte', { exact: true }).fill('4');
  await expect(verdict(beast)).resolves.toBe('Zählt als vernichtet: 200 Verlustpunkte');
  await expect(lossField('Verteidiger').inputValue()).resolves.toBe('280');
  // The summary tells the sum while the section is closed.
  await calculator('Verteidiger').locator('summary').click();
  await expect(calculator('Verteidiger').locator('summary').innerText()).resolves.toBe(
    'Verlustrechner Verteidiger · 2 Einheiten, 280 Punkte',
  );

  await page.getByLabel('Siegpunkte Angreifer').fill('30');
  await page.getByLabel('Siegpunkte Verteidiger').fill('20');
  // The form's own preview reads the filled sums.
  await expect(page.locator('#outcome').innerText()).resolves.toContain('Sieger: Rote Faust (Angreifer)');
  await page.screenshot({ path: path.join(ARTIFACTS, 'loss-calculator.png'), fullPage: true });
  await calculator('Angreifer').screenshot({ path: path.join(ARTIFACTS, 'loss-calculator-angreifer.png') });
  // 300 px: nothing sticks out sideways.
  await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(300);

  await page.locator('button[type="submit"]').click();
  await page.locator('#status.success').waitFor();
  const rows = readRows(addon.workbook, 'Schlachten');
  expect(rows).toHaveLength(2);
  expect(rows[1]).toMatchObject({
    Angreifer: 'Rote Faust',
    Verteidiger: 'Eiserne Wacht',
    'Verluste Angreifer': 350,
    'Verluste Verteidiger': 280,
  });
  // Nothing of the unit lines: the row has Schlachten's columns only, no sheet was added.
  expect(Object.keys(rows[1])).toEqual(Object.keys(rows[0]));
  expect(JSON.stringify(rows[1])).not.toMatch(/Fahrzeug|Charakter|Monster/);
  expect(addon.workbook.getSheets().map((s) => s.getName())).toEqual(sheetsBefore);
  const payload = sidebar.calls.find((c) => c.name === 'submitBattle')!.args[0] as Record<string, unknown>;
  expect(Object.keys(payload).sort()).toEqual([
    'angreifer',
    'aufgegeben',
    'datum',
    'einreichungsId',
    'mission',
    'mobilisierung',
    'notiz',
    'rueckzug',
    'runde',
    'siegpunkteAngreifer',
    'siegpunkteVerteidiger',
    'skaliertAuf',
    'verlusteAngreifer',
    'verlusteVerteidiger',
    'verteidiger',
  ]);
  // Ready for the next battle: the lines belonged to the saved one.
  await expect(page.locator('details.loss-calculator fieldset.unit').count()).resolves.toBe(0);
});

it('lets a hand-typed sum win until the list changes again, and says so', async () => {
  await open('Verteidiger');
  const hero = await addUnit('Verteidiger', {
    typ: 'Charakter',
    punkte: '80',
    sollstaerke: '1',
    modelle: '1',
    lp: '5',
    lpUebrig: '2',
  });
  await expect(lossField('Verteidiger').inputValue()).resolves.toBe('80');
  await lossField('Verteidiger').fill('95');
  await expect(calculator('Verteidiger').locator('.loss-sum').innerText()).resolves.toBe(
    'Summe: 80 Verlustpunkte. In „Verluste Verteidiger“ steht von Hand 95; eine Änderung der Liste trägt die Summe wieder ein.',
  );
  await expect(lossField('Verteidiger').inputValue()).resolves.toBe('95');
  // An incomplete new line does not touch a hand-typed value.
  await calculator('Verteidiger').getByRole('button', { name: 'Einheit hinzufügen' }).click();
  await expect(lossField('Verteidiger').inputValue()).resolves.toBe('95');
  await unitLine('Verteidiger', 1).getByRole('button', { name: 'Einheit 2 (Verteidiger) entfernen' }).click();
  await expect(lossField('Verteidiger').inputValue()).resolves.toBe('80');
  await hero.getByLabel('Verbleibende Lebenspunkte', { exact: true }).fill('3');
  await expect(lossField('Verteidiger').inputValue()).resolves.toBe('0');
});

it('does not submit the battle on Enter in a unit field', async () => {
  await page.getByLabel('Siegpunkte Angreifer').fill('10');
  await page.getByLabel('Siegpunkte Verteidiger').fill('5');
  await open('Angreifer');
  const line = await addUnit('Angreifer', { punkte: '200', sollstaerke: '10', modelle: '4' });
  await lossField('Verteidiger').fill('0');
  const held = sidebar.hold();
  await line.getByLabel('Verbleibende Modelle', { exact: true }).press('Enter');
  // A submit would have set the busy status at once (in the keypress's own task).
  await expect(page.locator('#status').innerText()).resolves.toBe('');
  await expect(page.locator('button[type="submit"]').isEnabled()).resolves.toBe(true);
  // The same form does submit on Enter in one of its own fields.
  await page.getByLabel('Mission').press('Enter');
  await expect(page.locator('#status').innerText()).resolves.toBe('Schlacht wird gespeichert …');
  held.release();
  await page.locator('#status.success').waitFor();
  expect(sidebar.calls.filter((c) => c.name === 'submitBattle')).toHaveLength(1);
});

it('renumbers the lines after a removal; removing the last line empties the sum it had filled', async () => {
  await open('Angreifer');
  await addUnit('Angreifer', { punkte: '200', sollstaerke: '10', modelle: '0' });
  await addUnit('Angreifer', { punkte: '50', sollstaerke: '5', modelle: '0' });
  await expect(lossField('Angreifer').inputValue()).resolves.toBe('250');
  await unitLine('Angreifer', 0).getByRole('button', { name: 'Einheit 1 (Angreifer) entfernen' }).click();
  await expect(unitLine('Angreifer', 0).locator('legend').innerText()).resolves.toBe('Einheit 1');
  await expect(unitLine('Angreifer', 0).getByLabel('Punkte', { exact: true }).inputValue()).resolves.toBe('50');
  await expect(lossField('Angreifer').inputValue()).resolves.toBe('50');
  await unitLine('Angreifer', 0).getByRole('button', { name: 'Einheit 1 (Angreifer) entfernen' }).click();
  await expect(lossField('Angreifer').inputValue()).resolves.toBe('');
  await expect(calculator('Angreifer').locator('.loss-sum').innerText()).resolves.toBe('Noch keine Einheiten.');
});

it('shows a rules message for the sum next to Verluste, as for a typed one', async () => {
  await open('Verteidiger');
  // Eiserne Wacht plays 1000 points (500 + Truppenbonus): at most 1010 Verlustpunkte.
  await addUnit('Verteidiger', { punkte: '1.200', sollstaerke: '10', modelle: '0' });
  await expect(lossField('Verteidiger').inputValue()).resolves.toBe('1200');
  await expect(page.locator('#verlusteVerteidiger-error').innerText()).resolves.toMatch(
    /^Verluste Verteidiger 1200 übersteigen das Maximum von 1010/,
  );
});
