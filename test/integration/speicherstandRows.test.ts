// The Speicherstand (issue 24) stays in its own cell when the organiser inserts rows into
// Einstellungen by hand. A save that consults no setting (the organiser's submitBattle, held at 12
// Sheets calls) does not read Einstellungen again before it counts; under 'stale' its Sheets API
// read may not have the inserted row yet. The count must still land in the Speicherstand's cell —
// never in the setting that moved into its old row.
import { OfflineSpreadsheet, SHEETS_API_MODES } from '../../src/offline';
import { SMALL_CAMPAIGN, smallCampaignBattle, valuesOf, workbookWith } from './campaignWorkbook';

/** Rote Faust beats Eisenwölfe with losses (as submitBattle.test's VALID). */
const BATTLE = { ...smallCampaignBattle('id-1'), mobilisierung: 250, verlusteAngreifer: 300, verlusteVerteidiger: 700 };
const OTHER = { ...BATTLE, angreifer: 'Grüne Flut', verteidiger: 'Rote Faust', mobilisierung: 0, einreichungsId: 'id-2' };

/** Einstellungen as name → value, the Speicherstand left out. */
function settingsOf(workbook: OfflineSpreadsheet): [unknown, unknown][] {
  return valuesOf(workbook, 'Einstellungen')
    .slice(1)
    .filter((row) => row[0] !== 'Speicherstand')
    .map((row) => [row[0], row[1]]);
}
const saveMark = (workbook: OfflineSpreadsheet) =>
  valuesOf(workbook, 'Einstellungen').find((row) => row[0] === 'Speicherstand')?.[1];

it('a row inserted above the Speicherstand by hand, then a battle under stale: no setting overwritten', () => {
  const { workbook, addon } = workbookWith(SMALL_CAMPAIGN, 'bernd@example.com', { sheetsApi: 'stale' });
  addon.run('setupCampaign');
  expect(addon.runFromClient('submitBattle', BATTLE)).toMatchObject({ ok: true });
  // An execution that saves nothing: the next one's stale read sees the sheets after the save.
  addon.runFromClient('getBattleFormData');
  const settings = workbook.getSheetByName('Einstellungen')!;
  // Every row moves down one: the Speicherstand's old row now holds the setting above it.
  settings.insertRowBefore(2);
  const before = settingsOf(workbook);
  const count = saveMark(workbook);
  expect(addon.runFromClient('submitBattle', OTHER)).toMatchObject({ ok: true });
  expect(settingsOf(workbook)).toEqual(before);
  expect(saveMark(workbook)).toBe(Number(count) + 1);
});

const named = (workbook: OfflineSpreadsheet) => {
  const range = workbook.getRangeByName('KriegsratSpeicherstand');
  return range && `${range.getSheet().getName()}!${range.getA1Notation()}`;
};
const speicherstandRow = (workbook: OfflineSpreadsheet) =>
  valuesOf(workbook, 'Einstellungen').findIndex((row) => row[0] === 'Speicherstand') + 1;

it('setup names the Speicherstand value cell; setting up again keeps it', () => {
  const { workbook, addon } = workbookWith(SMALL_CAMPAIGN, 'bernd@example.com');
  addon.run('setupCampaign');
  expect(named(workbook)).toBe(`Einstellungen!B${speicherstandRow(workbook)}`);
  addon.run('setupCampaign');
  expect(named(workbook)).toBe(`Einstellungen!B${speicherstandRow(workbook)}`);
});

it('a campaign whose Speicherstand has no name yet: its next save read by the API names the existing cell, nothing moved', () => {
  // The API's read names it (a SpreadsheetApp read counts in the row as read, unnamed): 'works'
  // whatever KRIEGSRAT_SHEETS_API says.
  const { workbook, addon } = workbookWith(SMALL_CAMPAIGN, 'bernd@example.com', { sheetsApi: 'works' });
  addon.run('setupCampaign');
  // As a campaign set up by the version before the name.
  workbook.removeNamedRange('KriegsratSpeicherstand');
  const before = settingsOf(workbook);
  const row = speicherstandRow(workbook);
  expect(addon.runFromClient('submitBattle', BATTLE)).toMatchObject({ ok: true });
  expect(named(workbook)).toBe(`Einstellungen!B${row}`);
  expect(speicherstandRow(workbook)).toBe(row);
  expect(settingsOf(workbook)).toEqual(before);
});

it('no name and a row inserted above unseen by a stale read: the save leaves every setting alone, the next counts', () => {
  const { workbook, addon } = workbookWith(SMALL_CAMPAIGN, 'bernd@example.com', { sheetsApi: 'stale' });
  addon.run('setupCampaign');
  expect(addon.runFromClient('submitBattle', BATTLE)).toMatchObject({ ok: true });
  addon.runFromClient('getBattleFormData');
  workbook.removeNamedRange('KriegsratSpeicherstand');
  workbook.getSheetByName('Einstellungen')!.insertRowBefore(2);
  const before = settingsOf(workbook);
  const count = Number(saveMark(workbook));
  expect(addon.runFromClient('submitBattle', OTHER)).toMatchObject({ ok: true });
  expect(settingsOf(workbook)).toEqual(before);
  // Not counted this time: a later read shows a lower Speicherstand than recorded and reads
  // through SpreadsheetApp; the save after it counts past the recorded one.
  expect(saveMark(workbook)).toBe(count);
  expect(addon.runFromClient('submitBattle', { ...OTHER, einreichungsId: 'id-3' })).toMatchObject({ ok: true });
  expect(settingsOf(workbook)).toEqual(before);
  expect(saveMark(workbook)).toBe(count + 2);
  // That save read through SpreadsheetApp (current under the lock: the row as read, two calls, no
  // name); the next save the API reads names the cell (the test above).
  expect(named(workbook)).toBeNull();
});

it('the Speicherstand row deleted by hand: the next save adds it below the last row again and names it', () => {
  const { workbook, addon } = workbookWith(SMALL_CAMPAIGN, 'bernd@example.com');
  addon.run('setupCampaign');
  workbook.getSheetByName('Einstellungen')!.deleteRow(speicherstandRow(workbook));
  expect(named(workbook)).toBeNull();
  const before = settingsOf(workbook);
  expect(addon.runFromClient('submitBattle', BATTLE)).toMatchObject({ ok: true });
  expect(settingsOf(workbook)).toEqual(before);
  expect(speicherstandRow(workbook)).toBe(valuesOf(workbook, 'Einstellungen').length);
  expect(named(workbook)).toBe(`Einstellungen!B${speicherstandRow(workbook)}`);
});

it.each(SHEETS_API_MODES)(
  'Sheets API %s: the Speicherstand row sorted away from its name: the save counts in its row, no setting overwritten',
  (mode) => {
    const { workbook, addon } = workbookWith(SMALL_CAMPAIGN, 'bernd@example.com', { sheetsApi: mode });
    addon.run('setupCampaign');
    // A sort of Einstellungen moves cells, not the name (it keeps its address): here the
    // Speicherstand's row and the one above it change places (through a spare row below).
    const sheet = workbook.getSheetByName('Einstellungen')!;
    const row = speicherstandRow(workbook);
    const spare = sheet.getRange(`A${row + 5}:B${row + 5}`);
    sheet.getRange(`A${row}:B${row}`).copyTo(spare);
    sheet.getRange(`A${row - 1}:B${row - 1}`).copyTo(sheet.getRange(`A${row}:B${row}`));
    spare.copyTo(sheet.getRange(`A${row - 1}:B${row - 1}`));
    spare.clearContent();
    expect(speicherstandRow(workbook)).toBe(row - 1);
    expect(named(workbook)).toBe(`Einstellungen!B${row}`);
    const before = settingsOf(workbook);
    const count = Number(saveMark(workbook));
    expect(addon.runFromClient('submitBattle', BATTLE)).toMatchObject({ ok: true });
    expect(settingsOf(workbook)).toEqual(before);
    expect(saveMark(workbook)).toBe(count + 1);
    // Named there by a save the API read (a SpreadsheetApp read counts in the row as read, unnamed;
    // 'stale' missed setup's count and read through SpreadsheetApp).
    if (mode === 'works') expect(named(workbook)).toBe(`Einstellungen!B${row - 1}`);
  },
);

it('the name widened by hand over the setting below: the save counts in the Speicherstand’s cell only', () => {
  const { workbook, addon } = workbookWith(SMALL_CAMPAIGN, 'bernd@example.com', { sheetsApi: 'works' });
  addon.run('setupCampaign');
  const sheet = workbook.getSheetByName('Einstellungen')!;
  const row = speicherstandRow(workbook);
  // A setting typed below the Speicherstand, and the named range (Daten → Benannte Bereiche)
  // widened over it: a read shows the name starting on the Speicherstand's cell.
  sheet.getRange(`A${row + 1}:B${row + 1}`).setValues([['Erinnerung nach Stunden', 24]]);
  workbook.removeNamedRange('KriegsratSpeicherstand');
  workbook.setNamedRange('KriegsratSpeicherstand', sheet.getRange(`B${row}:B${row + 1}`));
  const before = settingsOf(workbook);
  const count = Number(saveMark(workbook));
  expect(addon.runFromClient('submitBattle', BATTLE)).toMatchObject({ ok: true });
  expect(settingsOf(workbook)).toEqual(before);
  expect(saveMark(workbook)).toBe(count + 1);
  expect(named(workbook)).toBe(`Einstellungen!B${row}`);
});
