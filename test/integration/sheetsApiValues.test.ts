// readSheetsByApi (src/sheets/sheetsApiRead.ts) on the offline twin's services: the cells the
// Sheets API gives (unformatted, dates as serial numbers, rows cut at their last value) become
// exactly what getValues gives — rectangular, blanks "", dates as Dates in the spreadsheet's
// time zone (also across its clock changes).
import { createAppsScriptEnvironment, OfflineSpreadsheet } from '../../src/offline';
import { readSheetsByApi } from '../../src/sheets/sheetsApiRead';
import { readCampaign } from '../../src/sheets/readCampaign';
import { readRoundSheets } from '../../src/sheets/roundSheets';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
const saved: Record<string, unknown> = {};

afterEach(() => {
  for (const [name, value] of Object.entries(saved)) (globalThis as Record<string, unknown>)[name] = value;
});

/** The twin's services as this process's globals, as Apps Script has them. */
function withServices(workbook: OfflineSpreadsheet): void {
  const environment = createAppsScriptEnvironment(workbook, { user: { email: 'orga@example.com' } });
  for (const [name, value] of Object.entries(environment.globals)) {
    saved[name] = (globalThis as Record<string, unknown>)[name];
    (globalThis as Record<string, unknown>)[name] = value;
  }
}

/** Every hour of the days the zone's clocks change in 2026, and a few ordinary instants. */
function instants(): Date[] {
  const out: Date[] = [];
  for (const day of ['2026-03-08', '2026-03-29', '2026-04-05', '2026-10-04', '2026-10-25', '2026-11-01']) {
    const start = Date.parse(`${day}T00:00:00Z`) - 12 * 3_600_000;
    for (let h = 0; h < 36; h++) out.push(new Date(start + h * 3_600_000 + 30 * 60_000));
  }
  out.push(new Date('2026-11-20T23:00:00Z'), new Date('2026-07-01T12:34:56.789Z'));
  // Before the zones' standard time (local mean time, offsets with seconds: Berlin +0:53:28 until
  // 1893), and a time without a date (Sheets' day 0, 1899-12-30).
  out.push(new Date('1850-03-01T12:00:17Z'), new Date('1890-06-01T10:00:00Z'), new Date('1899-12-30T09:00:00Z'));
  return out;
}

function campaign(timeZone: string, withCheckColumn: boolean): OfflineSpreadsheet {
  const workbook = new OfflineSpreadsheet({ sheets: ['Armeen', 'Spieler', 'Schlachten', 'Buchungen', 'Einstellungen'] });
  workbook.setSpreadsheetTimeZone(timeZone);
  const put = (name: string, rows: unknown[][]) => {
    const width = Math.max(...rows.map((r) => r.length));
    const sheet = workbook.getSheetByName(name)!;
    if (sheet.getMaxRows() < rows.length + 10) sheet.insertRowsAfter(sheet.getMaxRows(), rows.length + 10 - sheet.getMaxRows());
    sheet.getRange(1, 1, rows.length, width).setValues(rows.map((r) => [...r, ...new Array(width - r.length).fill('')]) as never);
  };
  put('Armeen', [
    ['Armee', 'Spieler', 'Startstufe', 'Aufgestellt in Runde'],
    ['Rote Faust', 'Anna', 3, ''],
    ['Eisenwölfe', 'Bernd', 1, 2],
  ]);
  put('Spieler', [
    ['Spieler', 'Fraktion', 'Startversorgung'],
    ['Anna', 'Space Marines', 500],
    ['Bernd', '', ''],
  ]);
  const dates = instants();
  const header = ['Runde', 'Datum', 'Angreifer', 'Notiz', 'Eingetragen am', 'Aufgegeben', 'Einreichungs-ID'];
  put('Schlachten', [
    withCheckColumn ? [...header, 'Prüfung'] : header,
    ...dates.map((d, i) => [
      1,
      d,
      i % 3 === 0 ? '' : 'Rote Faust',
      i % 5 === 0 ? 'x' : '',
      d,
      i % 7 === 0,
      i % 2 ? `id-${i}` : '',
    ]),
  ]);
  if (withCheckColumn) {
    const sheet = workbook.getSheetByName('Schlachten')!;
    sheet.getRange(2, header.length + 1, dates.length + 5, 1).setFormula('=IF(A2="","","ok")');
  }
  put('Buchungen', [['Runde', 'Datum', 'Spieler', 'Armee', 'Art', 'Versorgung', 'Stufen', 'Notiz']]);
  put('Einstellungen', [
    ['Einstellung', 'Wert'],
    ['Phase', 'Schlachten'],
    ['Erinnerung nach Stunden', 48],
  ]);
  return workbook;
}

describe.each(['Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata'])('in %s', (timeZone) => {
  it.each([false, true])('gives what getValues gives (Prüfung column: %s)', (withCheckColumn) => {
    const workbook = campaign(timeZone, withCheckColumn);
    withServices(workbook);
    const api = readSheetsByApi(
      workbook as unknown as Spreadsheet,
      'Schlachten',
      ['Armeen', 'Spieler', 'Buchungen'],
      ['Felder', 'Einstellungen', 'Angriffe'],
    )!;
    expect(api).not.toBeNull();
    expect(api.timeZone).toBe(timeZone);
    for (const name of ['Armeen', 'Spieler', 'Buchungen', 'Einstellungen']) {
      expect(api.values.get(name)).toEqual(workbook.getSheetByName(name)!.getSheetValues(1, 1, -1, -1));
    }
    expect([...api.values.keys()].sort()).toEqual(['Armeen', 'Buchungen', 'Einstellungen', 'Spieler']);
    const battles = workbook.getSheetByName('Schlachten')!;
    const inputs = withCheckColumn ? 7 : -1;
    expect(api.battles.checkColumn).toBe(withCheckColumn ? 8 : 0);
    // As readBattles reads it: the inputs left of Prüfung, without the blank rows its formulas reach down to.
    const expected = battles.getSheetValues(1, 1, -1, inputs);
    while (expected.length > 1 && expected[expected.length - 1].every((c) => c === '')) expected.pop();
    expect(expected.length).toBe(instants().length + 1);
    expect(api.battles.values).toEqual(expected);
    // The dates are Dates at the very instant written.
    expect((api.battles.values[1][1] as Date).getTime()).toBe(instants()[0].getTime());
  });
});

describe('a plain number (no date format) in a date column', () => {
  it('reads the same through the API and through SpreadsheetApp: the date it stands for', () => {
    const workbook = campaign('Europe/Berlin', true);
    // Datum of the first battle typed as the number 46353 (27.11.2026 in Sheets' serial days), formatted as a number.
    workbook.getSheetByName('Schlachten')!.getRange(2, 2).setValue(46353);
    workbook.getSheetByName('Schlachten')!.getRange(2, 2).setNumberFormat('0');
    withServices(workbook);
    const book = workbook as unknown as Spreadsheet;
    const api = readSheetsByApi(book, 'Schlachten', ['Armeen', 'Spieler', 'Buchungen'], ['Felder', 'Einstellungen', 'Angriffe'])!;
    const viaApi = readCampaign(book, api);
    const viaSheets = readCampaign(book, null);
    // Which path a submission takes depends on Google (the service, its quota): the values must not.
    expect(viaSheets.battles.values).toEqual(viaApi.battles.values);
    expect(viaSheets.battles.values[1][1]).toEqual(new Date(Date.UTC(2026, 10, 26, 23)));
    expect(readRoundSheets(book, null).settings).toEqual(readRoundSheets(book, api).settings);
  });
});
