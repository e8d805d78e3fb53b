// The battle sidebar on a map, in headless Chromium against the built Code.js on an offline
// workbook: the attacked field, a refused non-adjacent army, the retreat fields, and after
// saving the Karte sheet's new holder and its colour.
import { PAGE_KEY_CONTRACT } from '../../src/shared/pageKey';
import { Browser, Page } from 'playwright-core';
import { AddonHandle, loadAddon, OfflineSpreadsheet } from '../../src/offline';
import path from 'node:path';
import { ARTIFACTS, launchChromium, readCodeJs } from '../support';
import { appendRows, campaignAddon, readRows } from './campaignWorkbook';
import { karteColour } from '../integration/campaignWorkbook';
import { openSidebar, SidebarPage } from './sidebarPage';

/**
 * Nordwacht (Festung) – Hügel – Furt; Furt – Sumpf (Bernd's Primärgebiet), Furt – Ödland.
 * Rote Faust (Anna) on Hügel, Eisenwölfe (Bernd) on Furt, Grüne Flut (Bernd) on Sumpf.
 */
function mapCampaign(): AddonHandle {
  const workbook = new OfflineSpreadsheet({ name: 'Kampagne', sheets: ['Tabellenblatt1'] });
  const addon = loadAddon(workbook, readCodeJs(), { user: { email: 'orga@example.com' }, pageKey: PAGE_KEY_CONTRACT });
  addon.run('setupCampaign');
  appendRows(workbook, 'Spieler', [
    { Spieler: 'Anna', Startversorgung: 0 },
    { Spieler: 'Bernd', Startversorgung: 0 },
  ]);
  appendRows(workbook, 'Felder', [
    { Feld: 'Nordwacht', Typ: 'Festung', Besitzer: 'Anna', Nachbarn: 'Hügel', Zeile: 1, Spalte: 1 },
    { Feld: 'Hügel', Besitzer: 'Anna', Nachbarn: 'Nordwacht, Furt', Zeile: 1, Spalte: 2 },
    { Feld: 'Furt', Besitzer: 'Bernd', Nachbarn: 'Hügel; Sumpf; Ödland', Zeile: 1, Spalte: 3 },
    { Feld: 'Sumpf', Typ: 'Primärgebiet', Besitzer: 'Bernd', Nachbarn: 'Furt', Zeile: 2, Spalte: 3 },
    { Feld: 'Ödland', Nachbarn: 'Furt', Zeile: 2, Spalte: 2 },
  ]);
  appendRows(workbook, 'Armeen', [
    { Armee: 'Rote Faust', Spieler: 'Anna', Startstufe: 3, Startfeld: 'Hügel' },
    { Armee: 'Eisenwölfe', Spieler: 'Bernd', Startstufe: 1, Startfeld: 'Furt' },
    { Armee: 'Grüne Flut', Spieler: 'Bernd', Startstufe: 2, Startfeld: 'Sumpf' },
  ]);
  // Players came after the first setup: a second run colours them on the Karte.
  addon.run('setupCampaign');
  return addon;
}

let browser: Browser;
let sidebar: SidebarPage;
let page: Page;

async function open(addon: AddonHandle): Promise<void> {
  sidebar = await openSidebar(browser, addon.context);
  page = sidebar.page;
  await page.locator('[name="angreifer"]:enabled').waitFor();
}

async function chooseArmies(attacker: string, defender: string): Promise<void> {
  await page.getByLabel('Angreifer', { exact: true }).selectOption(attacker);
  await page.getByLabel('Verteidiger', { exact: true }).selectOption(defender);
}

async function enterResult(losses: [string, string]): Promise<void> {
  await page.getByLabel('Siegpunkte Angreifer').fill('30');
  await page.getByLabel('Siegpunkte Verteidiger').fill('20');
  await page.getByLabel('Verluste Angreifer').fill(losses[0]);
  await page.getByLabel('Verluste Verteidiger').fill(losses[1]);
}

const retreatOptions = () => page.$$eval('[name="rueckzug"] option', (options) => options.map((o) => o.textContent ?? ''));
const errorOf = (field: string) => page.locator(`#${field}-error`).innerText();

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  expect(sidebar.pageErrors).toEqual([]);
  await page.context().close();
});

it('choose armies, enter a result, pick a retreat, save: the Karte changes holder and colour', async () => {
  const addon = mapCampaign();
  const { workbook } = addon;
  const bernd = karteColour(workbook, 'C1');
  const anna = karteColour(workbook, 'B1');
  expect(workbook.getRange('Karte!C1').getValue()).toBe('Furt\nEisenwölfe\n⚑ Bernd');
  expect([anna, bernd]).toEqual(['#f4cccc', '#c9daf8']);
  await open(addon);

  await chooseArmies('Rote Faust', 'Grüne Flut');
  await expect(errorOf('verteidiger')).resolves.toMatch(/nicht benachbart/);
  await chooseArmies('Rote Faust', 'Eisenwölfe');
  await expect(page.locator('#angriffsfeld').innerText()).resolves.toBe('Angegriffenes Feld: Furt');
  await expect(page.locator('#rueckzug-field').isVisible()).resolves.toBe(false);

  // A destroyed loser does not retreat: the sidebar says so.
  await enterResult(['0', '700']);
  await expect(page.locator('#rueckzug-hint').innerText()).resolves.toBe(
    '„Eisenwölfe“ ist vernichtet und zieht sich nicht zurück.',
  );
  await expect(page.getByLabel('Rückzug nach').isDisabled()).resolves.toBe(true);

  await enterResult(['0', '100']);
  await expect(retreatOptions()).resolves.toEqual(['– Feld wählen –', 'Hügel', 'Sumpf', 'Ödland']);
  // Before saving, the preview says what the battle costs on the map (user test 34: it did not).
  await expect(page.locator('#outcome').innerText()).resolves.toContain('Karte: „Furt“ gehört dann Anna, Rote Faust zieht ein.');
  await page.screenshot({ path: path.join(ARTIFACTS, 'schlacht-vorschau-karte.png'), fullPage: true });
  await page.locator('button[type="submit"]').click();
  await expect(errorOf('rueckzug')).resolves.toMatch(/Rückzug nach fehlt/);
  await page.getByLabel('Rückzug nach').selectOption('Ödland');
  await page.locator('button[type="submit"]').click();
  await page.locator('#status.success').waitFor();
  // The saved message tells what the battle did to the map, not only to the armies.
  await expect(page.locator('#status').innerText()).resolves.toMatch(
    / Karte: „Furt“ gehört jetzt Anna, Rote Faust zieht ein; Eisenwölfe zieht sich nach „Ödland“ zurück\.$/,
  );

  expect(workbook.getRange('Karte!C1').getValue()).toBe('Furt\nRote Faust\n⚑ Anna');
  expect(workbook.getRange('Karte!B2').getValue()).toBe('Ödland\nEisenwölfe\n⚑ Bernd');
  expect(karteColour(workbook, 'C1')).toBe(anna);
  expect(karteColour(workbook, 'B2')).toBe(bernd);
});

it('a campaign without a map shows no map controls', async () => {
  await open(campaignAddon());
  await chooseArmies('Rote Faust', 'Eiserne Wacht');
  await enterResult(['0', '0']);
  await expect(page.locator('#rueckzug-field').isVisible()).resolves.toBe(false);
  await expect(page.locator('#angriffsfeld').isVisible()).resolves.toBe(false);
});

describe('A5, A6: the round’s declared attacks, offered filled in', () => {
  const picks = () => page.locator('#declared-battles .report-pick');
  const pressed = () => page.$$eval('#declared-battles .report-pick', (bs) => bs.map((b) => b.getAttribute('aria-pressed')));
  const value = (name: string) => page.locator(`[name="${name}"]`).inputValue();

  it('a click fills Runde, Angreifer and Verteidiger; other armies stay free to choose; saved, it is offered no more', async () => {
    const addon = mapCampaign();
    // Setup's new Einstellungen says „Angriffe ansagen: ja“ (A1); rows the organiser types count (A2).
    appendRows(addon.workbook, 'Angriffe', [
      { Runde: 1, Angreifer: 'rote faust', Verteidiger: 'Eisenwölfe', Feld: 'Furt' },
      { Runde: 1, Angreifer: 'Eisenwölfe', Verteidiger: 'Rote Faust', Feld: 'Hügel', Status: 'zurückgezogen' },
    ]);
    await open(addon);
    await expect(picks().allInnerTexts()).resolves.toEqual(['Rote Faust greift Eisenwölfe an\ngegen Bernd · auf Furt']);
    await page.getByLabel('Runde').fill('3');

    await picks().first().click();
    await expect(Promise.all([value('runde'), value('angreifer'), value('verteidiger')])).resolves.toEqual([
      '1',
      'Rote Faust',
      'Eisenwölfe',
    ]);
    await expect(pressed()).resolves.toEqual(['true']);
    await expect(page.locator('#angriffsfeld').innerText()).resolves.toBe('Angegriffenes Feld: Furt');
    // The first field left to fill has the focus: not Mobilisierung, which this pairing leaves disabled.
    await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe('siegpunkteAngreifer');
    await page.screenshot({ path: path.join(ARTIFACTS, 'battle-sidebar-angesagt.png'), fullPage: true });

    // A6: a battle without a declaration stays possible — the pick lets go.
    await page.getByLabel('Verteidiger', { exact: true }).selectOption('Grüne Flut');
    await expect(pressed()).resolves.toEqual(['false']);
    await picks().first().click();
    await expect(value('verteidiger')).resolves.toBe('Eisenwölfe');

    await enterResult(['0', '100']);
    await page.getByLabel('Rückzug nach').selectOption('Ödland');
    await page.locator('button[type="submit"]').click();
    await page.locator('#status.success').waitFor();
    expect(readRows(addon.workbook, 'Schlachten').map((r) => [r.Runde, r.Angreifer, r.Verteidiger])).toEqual([
      [1, 'Rote Faust', 'Eisenwölfe'],
    ]);
    await expect(picks().count()).resolves.toBe(0);
    await expect(page.locator('#declared-battles').innerText()).resolves.toContain(
      'Keine angesagte Schlacht der Runde 1 wartet auf ihr Ergebnis.',
    );
    await page.screenshot({ path: path.join(ARTIFACTS, 'battle-sidebar-angesagt-gespeichert.png'), fullPage: true });
  });

  it('with „Angriffe ansagen: nein“ the sidebar offers no declarations', async () => {
    const addon = mapCampaign();
    const settings = addon.workbook.getSheetByName('Einstellungen')!;
    const rows = settings.getDataRange().getValues();
    const at = rows.findIndex((r) => r[0] === 'Angriffe ansagen');
    settings.getRange(at + 1, 2).setValue('nein');
    appendRows(addon.workbook, 'Angriffe', [{ Runde: 1, Angreifer: 'Rote Faust', Verteidiger: 'Eisenwölfe', Feld: 'Furt' }]);
    await open(addon);
    await expect(page.locator('#declared-battles').isVisible()).resolves.toBe(false);
  });
});
