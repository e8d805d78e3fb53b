// The real bundle: dist/Code.js as build.mjs makes it, run in the offline spreadsheet.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadAddon, OfflineSpreadsheet, errorMessageAt } from '../../src/offline';

const root = path.join(__dirname, '..', '..');
const codePath = path.join(root, 'dist', 'Code.js');

let code: string;

beforeAll(() => {
  // The shared jest globalSetup builds dist/; build here too when run without it.
  if (!existsSync(codePath)) execFileSync(process.execPath, [path.join(root, 'build.mjs')], { cwd: root, stdio: 'inherit' });
  code = readFileSync(codePath, 'utf8');
});

function open() {
  const workbook = new OfflineSpreadsheet({ sheets: ['Tabellenblatt1'] });
  const addon = loadAddon(workbook, code, { htmlDir: path.join(root, 'dist'), user: { email: 'orga@example.com' } });
  return { workbook, addon, sheet: workbook.getSheetByName('Tabellenblatt1')! };
}

describe('dist/Code.js offline', () => {
  test('registers the documented custom functions', () => {
    const { addon } = open();
    expect(addon.customFunctionNames).toEqual(
      expect.arrayContaining(['TRUPPENBONUS', 'VERLUSTSTUFE', 'GESPIELTEPUNKTE', 'KAMPAGNE_ARMEEN']),
    );
    expect(addon.customFunctionNames).not.toContain('onOpen');
  });

  test('=TRUPPENBONUS(500;1500) gives 500', () => {
    const { sheet } = open();
    sheet.getRange('A1').setFormula('=TRUPPENBONUS(500;1500)');
    expect(sheet.getRange('A1').getValue()).toBe(500);
    expect(sheet.getRange('A1').getFormula()).toBe('=TRUPPENBONUS(500,1500)');
  });

  test('=VERLUSTSTUFE(A2:A4;B2:B4) spills one result per row', () => {
    const { sheet } = open();
    sheet.getRange('A1:B4').setValues([
      ['Gespielt', 'Verluste'],
      [1500, 0],
      [1500, 751],
      [1500, 1500],
    ]);
    sheet.getRange('C2').setFormula('=VERLUSTSTUFE(A2:A4;B2:B4)');
    expect(sheet.getRange('C2:C5').getValues()).toEqual([[0], [2], ['Vernichtung'], ['']]);
    expect(sheet.getRange('C3').getFormula()).toBe('');
  });

  test('open ranges: blank rows stay blank and new rows are picked up', () => {
    const { sheet } = open();
    sheet.getRange('A2:B2').setValues([[1500, 751]]);
    sheet.getRange('C2').setFormula('=VERLUSTSTUFE(A2:A;B2:B)');
    expect(sheet.getRange('C2:C3').getValues()).toEqual([[2], ['']]);
    // The "" the function returns for blank rows fill the column to the end, and count as
    // content for getLastRow — as in Sheets with ARRAYFORMULA-style results.
    expect(sheet.getLastRow()).toBe(1000);
    sheet.getRange('A3:B3').setValues([[1000, 0]]);
    expect(sheet.getRange('C3').getValue()).toBe(0);
  });

  test('a broken single value shows #ERROR! with the German explanation', () => {
    const { workbook, sheet } = open();
    sheet.getRange('A1').setFormula('=TRUPPENBONUS("viel";1500)');
    expect(sheet.getRange('A1').getValue()).toBe('#ERROR!');
    expect(errorMessageAt(workbook, 'Tabellenblatt1!A1')).toMatch(/eigene_punkte: „viel“ ist keine Zahl/);
  });

  test('GESPIELTEPUNKTE spills a row', () => {
    const { sheet } = open();
    sheet.getRange('A1').setFormula('=GESPIELTEPUNKTE(1500;500;250)');
    expect(sheet.getRange('A1:C1').getValues()).toEqual([[1500, 1250, '']]);
  });

  test('createAddonMenu() is named after the script project: "Unbenanntes Projekt" when nobody renamed it', () => {
    const { workbook, addon } = open();
    addon.onOpen();
    expect(workbook.ui.menus.map((m) => m.name)).toEqual(['Unbenanntes Projekt']);
  });

  test('onOpen (AuthMode.NONE) adds the add-on menu; its items run', () => {
    const workbook = new OfflineSpreadsheet({ sheets: ['Tabellenblatt1'] });
    const addon = loadAddon(workbook, code, {
      htmlDir: path.join(root, 'dist'),
      scriptName: 'Kriegsrat',
      user: { email: 'orga@example.com' },
    });
    addon.onOpen();
    expect(workbook.ui.menus).toHaveLength(1);
    expect(workbook.ui.menus[0].addon).toBe(true);
    expect(workbook.ui.listMenuItems().map((i) => i.path.join(' › '))).toEqual([
      'Kriegsrat › Schlacht eintragen',
      'Kriegsrat › Buchung eintragen',
      'Kriegsrat › Offene Meldungen',
      'Kriegsrat › Neue Runde beginnen',
      'Kriegsrat › Schlachtphase beginnen',
      'Kriegsrat › Rundenbericht',
      'Kriegsrat › Karte anzeigen',
      'Kriegsrat › Spielerlinks',
      'Kriegsrat › Benachrichtigungen',
      'Kriegsrat › Kampagnenblatt einrichten',
      'Kriegsrat › Neu berechnen',
      'Kriegsrat › Kriegsrat prüfen',
    ]);
    addon.clickMenuItem('Schlacht eintragen');
    const sidebar = workbook.ui.lastSidebar!;
    expect(sidebar.title).toBe('Schlacht eintragen');
    expect(sidebar.html.getContent()).toContain('<title>Schlacht eintragen</title>');
  });

  test('setup, then KAMPAGNE_ARMEEN grows by a row when an army is added', () => {
    const { workbook, addon } = open();
    addon.run('setupCampaign');
    workbook.getSheetByName('Spieler')!.appendRow(['Anna', 'Orks', 500]);
    workbook.getSheetByName('Armeen')!.appendRow(['Rote Faust', 'Anna', 2, 1]);
    const stand = workbook.getSheetByName('Stand')!;
    expect(stand.getRange('A1:C2').getValues()).toEqual([
      ['Armee', 'Spieler', 'Stufe'],
      ['Rote Faust', 'Anna', 2],
    ]);
    expect(stand.getRange('A3').getValue()).toBe('');
    workbook.getSheetByName('Armeen')!.appendRow(['Grüne Flut', 'Anna', 1, 1]);
    expect(stand.getRange('A3:C3').getValues()).toEqual([['Grüne Flut', 'Anna', 1]]);
  });
});
