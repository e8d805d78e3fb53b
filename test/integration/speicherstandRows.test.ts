// The Speicherstand (issue 24) stays in its own cell when the organiser inserts rows into
// Einstellungen by hand. A save that consults no setting (the organiser's submitBattle, held at 12
// Sheets calls) does not read Einstellungen again before it counts; under 'stale' its Sheets API
// read may not have the inserted row yet. The count must still land in the Speicherstand's cell —
// never in the setting that moved into its old row.
// Every test runs under each answer the twin offers where Google leaves named ranges open
// (namedRangeBehaviour.ts: a broken name answering null, a throw or its old cells; listed or not
// by the API; a taken name refused; a broken one not removable).
import { NAMED_RANGE_BEHAVIOURS, NamedRangeBehaviour, OfflineSpreadsheet } from '../../src/offline';
import { SAVE_MARK_NAMES } from '../../src/sheets/saveMark';
import { playerTokens, SMALL_CAMPAIGN, smallCampaignBattle, SUITE_SHEETS_API, valuesOf, workbookWith } from './campaignWorkbook';

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

/**
 * Where the Speicherstand's name is: the whole one among its names (saveMark.ts: when Google
 * refuses to name anew a broken name, the next one), read from the twin's model so the answer
 * does not depend on what getRangeByName does for a broken name; null when none is whole.
 */
const named = (workbook: OfflineSpreadsheet) => {
  const whole = SAVE_MARK_NAMES.flatMap((name) => workbook.model.namedRanges.cells(name, workbook.model.sheets) ?? []);
  expect(whole.length).toBeLessThanOrEqual(1);
  if (whole.length === 0) return null;
  const { sheet, rect } = whole[0];
  return `${sheet.name}!${workbook.getSheetByName(sheet.name)!.getRange(rect.row, rect.column).getA1Notation()}`;
};
/** Whether this run's saves read through the Sheets API (campaignWorkbook's SUITE_SHEETS_API). */
const API_READS = SUITE_SHEETS_API === 'works';
const speicherstandRow = (workbook: OfflineSpreadsheet) =>
  valuesOf(workbook, 'Einstellungen').findIndex((row) => row[0] === 'Speicherstand') + 1;

describe.each(Object.keys(NAMED_RANGE_BEHAVIOURS))('named ranges %s', (behaviourName) => {
  const namedRanges: NamedRangeBehaviour = NAMED_RANGE_BEHAVIOURS[behaviourName];
  it('a row inserted above the Speicherstand by hand, then a battle under stale: no setting overwritten', () => {
    const { workbook, addon } = workbookWith(SMALL_CAMPAIGN, 'bernd@example.com', { sheetsApi: 'stale', namedRanges });
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

  it('setup names the Speicherstand value cell; setting up again keeps it', () => {
    const { workbook, addon } = workbookWith(SMALL_CAMPAIGN, 'bernd@example.com', { namedRanges });
    addon.run('setupCampaign');
    expect(named(workbook)).toBe(`Einstellungen!B${speicherstandRow(workbook)}`);
    addon.run('setupCampaign');
    expect(named(workbook)).toBe(`Einstellungen!B${speicherstandRow(workbook)}`);
  });

  it('a campaign whose Speicherstand has no name yet: its next save read by the API names the existing cell, nothing moved', () => {
    // The API's read names it (a SpreadsheetApp read counts in the row as read, unnamed): 'works'
    // whatever KRIEGSRAT_SHEETS_API says.
    const { workbook, addon } = workbookWith(SMALL_CAMPAIGN, 'bernd@example.com', { sheetsApi: 'works', namedRanges });
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
    const { workbook, addon } = workbookWith(SMALL_CAMPAIGN, 'bernd@example.com', { sheetsApi: 'stale', namedRanges });
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

  it('the Speicherstand row deleted by hand: the next save adds it below the last row again and names it, once', () => {
    const { workbook, addon } = workbookWith(SMALL_CAMPAIGN, 'bernd@example.com', { namedRanges });
    addon.run('setupCampaign');
    workbook.getSheetByName('Einstellungen')!.deleteRow(speicherstandRow(workbook));
    expect(named(workbook)).toBeNull();
    const before = settingsOf(workbook);
    expect(addon.runFromClient('submitBattle', BATTLE)).toMatchObject({ ok: true });
    expect(settingsOf(workbook)).toEqual(before);
    expect(speicherstandRow(workbook)).toBe(valuesOf(workbook, 'Einstellungen').length);
    expect(saveMark(workbook)).toBe(2);
    // Named even where Google refuses the broken name and will not remove it (the next name).
    expect(named(workbook)).toBe(`Einstellungen!B${speicherstandRow(workbook)}`);
    // Named once: the next save finds the cell by its name in two calls, naming nothing.
    const next = workbook.calls.measure(() =>
      expect(addon.runFromClient('submitBattle', { ...OTHER, einreichungsId: 'id-4' })).toMatchObject({ ok: true }),
    ).byMethod;
    expect(saveMark(workbook)).toBe(3);
    expect(settingsOf(workbook)).toEqual(before);
    // By its name where the API read; a SpreadsheetApp read (current under the lock) by its row.
    expect(next[API_READS ? 'Spreadsheet.getRangeByName' : 'Spreadsheet.getRange']).toBe(1);
    expect(next[API_READS ? 'Spreadsheet.getRange' : 'Spreadsheet.getRangeByName']).toBeUndefined();
    expect(next['Range.setValue']).toBe(1);
    expect(next['Spreadsheet.setNamedRange']).toBeUndefined();
    expect(next['Spreadsheet.removeNamedRange']).toBeUndefined();
  });

  // A broken name that a lagging read still shows on the Speicherstand's row: getRangeByName's
  // answer decides. Null or a throw: the row as read is checked first (it holds the next setting
  // now) — nothing overwritten, this save not counted. Its old cells: the save has only the read
  // to go by and writes there (within the 12 calls nothing checks it) — the window the README
  // leaves open for a sort after a lagging read ("Offen bleibt"); not run under those answers.
  const oldCells = namedRanges.brokenRange === 'oldCells';
  (oldCells ? it.skip : it)(
    'the Speicherstand row deleted by hand, then a stale read that still shows it: no setting overwritten, a later save counts',
    () => {
      const { workbook, addon } = workbookWith(SMALL_CAMPAIGN, 'bernd@example.com', { sheetsApi: 'stale', namedRanges });
      addon.run('setupCampaign');
      // The Speicherstand above the last setting, so that one moves into its row.
      const sheet = workbook.getSheetByName('Einstellungen')!;
      const row = speicherstandRow(workbook);
      sheet.getRange(`A${row + 1}:B${row + 1}`).setValues([['Chat-Webhook', 'https://example.com/hook']]);
      expect(addon.runFromClient('submitBattle', BATTLE)).toMatchObject({ ok: true });
      addon.runFromClient('getBattleFormData');
      const count = Number(saveMark(workbook));
      sheet.deleteRow(row);
      const before = settingsOf(workbook);
      expect(addon.runFromClient('submitBattle', OTHER)).toMatchObject({ ok: true });
      expect(settingsOf(workbook)).toEqual(before);
      // The next read through SpreadsheetApp (the API read shows no Speicherstand): the row added
      // again, counted past the save that could not count.
      expect(addon.runFromClient('submitBattle', { ...OTHER, einreichungsId: 'id-3' })).toMatchObject({ ok: true });
      expect(settingsOf(workbook)).toEqual(before);
      expect(saveMark(workbook)).toBe(count + 2);
      expect(named(workbook)).toBe(`Einstellungen!B${speicherstandRow(workbook)}`);
    },
  );

  // Whether a sort moves a name with the values Google does not say: kept at its address (the
  // pessimistic answer, the name then on another setting) or moved with its cell.
  it.each(['keeps its address', 'moves with its cell'])(
    'the Speicherstand row sorted (the name %s): the save counts in its row and names it there, no setting overwritten',
    (sortedName) => {
      const { workbook, addon } = workbookWith(SMALL_CAMPAIGN, 'bernd@example.com', { namedRanges });
      addon.run('setupCampaign');
      // A sort of Einstellungen moves cells: here the Speicherstand's row and the one above it
      // change places (through a spare row below).
      const sheet = workbook.getSheetByName('Einstellungen')!;
      const row = speicherstandRow(workbook);
      const spare = sheet.getRange(`A${row + 5}:B${row + 5}`);
      sheet.getRange(`A${row}:B${row}`).copyTo(spare);
      sheet.getRange(`A${row - 1}:B${row - 1}`).copyTo(sheet.getRange(`A${row}:B${row}`));
      spare.copyTo(sheet.getRange(`A${row - 1}:B${row - 1}`));
      spare.clearContent();
      const moved = sortedName === 'moves with its cell';
      if (moved) {
        for (const name of SAVE_MARK_NAMES) {
          if (!workbook.model.namedRanges.cells(name, workbook.model.sheets)) continue;
          workbook.removeNamedRange(name);
          workbook.setNamedRange(name, sheet.getRange(`B${row - 1}`));
        }
      }
      expect(speicherstandRow(workbook)).toBe(row - 1);
      expect(named(workbook)).toBe(`Einstellungen!B${moved ? row - 1 : row}`);
      const before = settingsOf(workbook);
      const count = Number(saveMark(workbook));
      expect(addon.runFromClient('submitBattle', BATTLE)).toMatchObject({ ok: true });
      expect(settingsOf(workbook)).toEqual(before);
      expect(saveMark(workbook)).toBe(count + 1);
      // Named there by a save the API read; a SpreadsheetApp read (KRIEGSRAT_SHEETS_API=stale,
      // absent, throws: setup's count unseen or no API) counts in the row as read, naming nothing.
      expect(named(workbook)).toBe(`Einstellungen!B${moved || API_READS ? row - 1 : row}`);
    },
  );
});

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

// A sort by hand right after a lagging Sheets API read ('stale': the read still shows the rows
// before the sort). Whether the name moves with its cell Google does not say. A save that
// consulted a setting compares Einstellungen whole before it writes and decides again; one that
// consulted none (the organiser's battle, held at 12 calls) counts by the name as read.
describe.each(['keeps its address', 'moves with its cell'])(
  'Einstellungen sorted after a stale read (the name %s)',
  (sortedName) => {
    /** Battles without losses: any number of them counts. */
    const battle = (id: string) => smallCampaignBattle(id);
    const AUTO = 'Automatisch bestätigen nach Tagen';
    function sortedAfterRead() {
      const { workbook, addon } = workbookWith(SMALL_CAMPAIGN, 'bernd@example.com', { sheetsApi: 'stale' });
      addon.run('setupCampaign');
      const token = playerTokens(workbook, addon);
      const sheet = workbook.getSheetByName('Einstellungen')!;
      const row = speicherstandRow(workbook);
      // The setting above the Speicherstand (setup's order) given a value.
      expect(sheet.getRange(`A${row - 1}`).getValue()).toBe(AUTO);
      sheet.getRange(`B${row - 1}`).setValue(7);
      expect(addon.runFromClient('submitBattle', battle('id-1'))).toMatchObject({ ok: true, zeile: 2 });
      // An execution that saves nothing: the next one's stale read sees the sheets after the save …
      addon.runFromClient('getBattleFormData');
      // … but not the sort that follows: the Speicherstand's row and the one above change places.
      const count = Number(saveMark(workbook));
      const rows = sheet.getRange(`A${row - 1}:B${row}`).getValues();
      sheet.getRange(`A${row - 1}:B${row}`).setValues([rows[1], rows[0]]);
      if (sortedName === 'moves with its cell') {
        workbook.removeNamedRange('KriegsratSpeicherstand');
        workbook.setNamedRange('KriegsratSpeicherstand', sheet.getRange(`B${row - 1}`));
      }
      return { workbook, addon, token, row, count };
    }

    it('the next reads never plan on the state before a save; the Speicherstand counts on in its row', () => {
      const { workbook, addon, row, count } = sortedAfterRead();
      expect(addon.runFromClient('submitBattle', battle('id-2'))).toMatchObject({ ok: true, zeile: 3 });
      // Whatever that count did: the next saves see every battle (each its own next row) and count
      // in the Speicherstand's row; the first whose read the API answers names it there.
      expect(addon.runFromClient('submitBattle', battle('id-3'))).toMatchObject({ ok: true, zeile: 4 });
      addon.runFromClient('getBattleFormData');
      expect(addon.runFromClient('submitBattle', battle('id-4'))).toMatchObject({ ok: true, zeile: 5 });
      expect(speicherstandRow(workbook)).toBe(row - 1);
      expect(saveMark(workbook)).toBe(count + 3);
      expect(named(workbook)).toBe(`Einstellungen!B${row - 1}`);
    });

    // Open (README, „Der Speicherstand“): a save that consulted no setting counts by the name as the
    // lagging read showed it; kept at its address by the sort, the name is on the setting sorted
    // into the old row, and that one save writes its count there. Closing it costs a read of the
    // row before every such count (the organiser's battle: 14 calls, not 12). Run where the name
    // moves with its cell; under the pessimistic answer it is the window the README names.
    (sortedName === 'keeps its address' ? it.skip : it)(
      'the setting sorted into the Speicherstand’s old row keeps its value',
      () => {
        const { workbook, addon } = sortedAfterRead();
        expect(addon.runFromClient('submitBattle', battle('id-2'))).toMatchObject({ ok: true });
        expect(valuesOf(workbook, 'Einstellungen').find((r) => r[0] === AUTO)?.[1]).toBe(7);
      },
    );

    it('a save that consulted a setting (a player’s report, R3 and C7) compares Einstellungen first: no setting overwritten', () => {
      const { workbook, addon, token } = sortedAfterRead();
      expect(addon.webApp.run('reportBattle', token('Anna'), battle('r-2'))).toMatchObject({ ok: true });
      expect(valuesOf(workbook, 'Einstellungen').find((r) => r[0] === AUTO)?.[1]).toBe(7);
    });
  },
);
