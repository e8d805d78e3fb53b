import { readSheetsByApi } from '../../src/sheets/sheetsApiRead';

// The API's rows leave out trailing blanks (and may answer null in JSON): the read gives them
// back rectangular, blanks "", a number under a date header as its Date — for rows short and whole.
describe('readSheetsByApi: short API rows', () => {
  const g = globalThis as Record<string, unknown>;
  afterEach(() => {
    delete g.Sheets;
    delete g.SpreadsheetApp;
    delete g.Utilities;
  });

  test('short rows are padded with "", null reads "", dates converted in short and whole rows', () => {
    const battles = [
      ['Runde', 'Angreifer', 'Verteidiger', 'Datum', 'X', 'Prüfung'],
      [1, 'A', 'B', 45000, 'x'],
      [2, 'C', null, 45001],
      [3],
    ];
    const armies = [
      ['Armee', 'Spieler', 'Startstufe'],
      ['A', 'P'],
      ['B', 'Q', 2],
    ];
    g.SpreadsheetApp = { flush: () => undefined };
    // UTC's wall clock, as Utilities.formatDate gives it.
    g.Utilities = { formatDate: (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ') };
    g.Sheets = {
      Spreadsheets: {
        get: () => ({
          properties: { timeZone: 'UTC' },
          sheets: [{ properties: { sheetId: 0, title: 'Schlachten' } }, { properties: { sheetId: 1, title: 'Armeen' } }],
        }),
        Values: {
          batchGet: (_id: string, args: { ranges: string[] }) => ({
            valueRanges: args.ranges.map((r) =>
              r.endsWith('!1:1')
                ? { values: [battles[0]] }
                : r.startsWith("'Schlachten'")
                  ? { values: battles.map((row) => row.slice(0, 5)) }
                  : { values: armies.map((row) => row.slice()) },
            ),
          }),
        },
      },
    };
    const read = readSheetsByApi({ getId: () => 'id' } as never, 'Schlachten', ['Armeen'], []);
    expect(read).not.toBeNull();
    const day = (serial: number) => new Date(Date.UTC(1899, 11, 30) + serial * 86_400_000);
    expect(read!.battles.checkColumn).toBe(6);
    expect(read!.battles.values).toEqual([
      ['Runde', 'Angreifer', 'Verteidiger', 'Datum', 'X'],
      [1, 'A', 'B', day(45000), 'x'],
      [2, 'C', '', day(45001), ''],
      [3, '', '', '', ''],
    ]);
    expect(read!.values.get('Armeen')).toEqual([
      ['Armee', 'Spieler', 'Startstufe'],
      ['A', 'P', ''],
      ['B', 'Q', 2],
    ]);
    for (const row of read!.battles.values) expect(row).toHaveLength(5);
  });
});
