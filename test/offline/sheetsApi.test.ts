// The Sheets advanced service in the offline twin (sheetsApi.ts): what Kriegsrat calls of it,
// counted, switchable (works, absent, throws), and refusing a read that would miss this
// execution's unflushed SpreadsheetApp writes.
import { loadAddon, OfflineSpreadsheet, REPORTED_NAMED_RANGES, UNFLUSHED_MESSAGE } from '../../src/offline';

const SCRIPT = `
function hasSheets() { return typeof Sheets !== 'undefined'; }
function meta() {
  var id = SpreadsheetApp.getActive().getId();
  return Sheets.Spreadsheets.get(id, { fields: 'properties.timeZone,sheets.properties.title' });
}
function names() {
  var id = SpreadsheetApp.getActive().getId();
  return Sheets.Spreadsheets.get(id, { fields: 'sheets.properties(sheetId,title),namedRanges(name,range)' }).namedRanges;
}
function read(ranges) {
  var id = SpreadsheetApp.getActive().getId();
  return Sheets.Spreadsheets.Values.batchGet(id, {
    ranges: ranges, valueRenderOption: 'UNFORMATTED_VALUE', dateTimeRenderOption: 'SERIAL_NUMBER'
  });
}
function metaAndRead(ranges) {
  var titles = meta().sheets.map(function (s) { return s.properties.title; });
  return { titles: titles, values: read(ranges).valueRanges[0].values };
}
function writeThenRead(flush) {
  SpreadsheetApp.getActive().getSheetByName('Daten').getRange('A5').setValue('neu');
  if (flush) SpreadsheetApp.flush();
  return read(["'Daten'"]).valueRanges[0].values.length;
}
`;

function workbookAndAddon() {
  const workbook = new OfflineSpreadsheet({ sheets: ['Daten', "Leer's"] });
  const sheet = workbook.getSheetByName('Daten')!;
  sheet.getRange('A1:D1').setValues([['Name', 'Datum', 'Zahl', '']]);
  // 21 November 2026, 00:00 in Berlin; the text cell in C3 stays text; D2 blank at the row's end.
  sheet.getRange('A2:C3').setValues([
    ['Anna', new Date('2026-11-20T23:00:00Z'), 3],
    ['Bernd', '', true],
  ]);
  const addon = loadAddon(workbook, SCRIPT);
  return { workbook, addon };
}

test('Spreadsheets.get answers the time zone and the sheets, one counted call', () => {
  const { workbook, addon } = workbookAndAddon();
  workbook.calls.reset();
  const answer = addon.run('meta') as { properties: { timeZone: string }; sheets: { properties: { title: string } }[] };
  expect(answer.properties.timeZone).toBe('Europe/Berlin');
  expect(answer.sheets.map((s) => s.properties.title)).toEqual(['Daten', "Leer's"]);
  expect(workbook.calls.get('Sheets.Spreadsheets.get')).toBe(1);
});

test('Values.batchGet answers unformatted values as the API does, one counted call for every range', () => {
  const { workbook, addon } = workbookAndAddon();
  workbook.calls.reset();
  const answer = addon.run('read', ["'Daten'", "'Daten'!1:1", 'Daten!A:B', "'Leer''s'"]) as {
    valueRanges: { values?: unknown[][] }[];
  };
  const [whole, header, left, empty] = answer.valueRanges;
  // The date as its serial number (days since 1899-12-30 on Berlin's wall clock); empty cells at a row's end left out.
  expect(whole.values).toEqual([
    ['Name', 'Datum', 'Zahl'],
    ['Anna', 46347, 3],
    ['Bernd', '', true],
  ]);
  expect(header.values).toEqual([['Name', 'Datum', 'Zahl']]);
  expect(left.values).toEqual([['Name', 'Datum'], ['Anna', 46347], ['Bernd']]);
  expect(empty.values).toBeUndefined();
  expect(workbook.calls.byMethod()).toMatchObject({ 'Sheets.Spreadsheets.Values.batchGet': 1 });
  expect(workbook.calls.get('Sheet.getSheetValues')).toBe(0);
});

test('an unknown sheet fails the whole call, in English as Google does', () => {
  const { addon } = workbookAndAddon();
  expect(() => addon.run('read', ["'Daten'", "'Fehlt'"])).toThrow(/Unable to parse range: 'Fehlt'/);
  // Sheet names are matched exactly.
  expect(() => addon.run('read', ["'daten'"])).toThrow(/Unable to parse range/);
});

test('absent: no Sheets global; throws: every call fails', () => {
  const { addon } = workbookAndAddon();
  expect(addon.run('hasSheets')).toBe(true);
  addon.sheetsApi = 'absent';
  expect(addon.run('hasSheets')).toBe(false);
  expect(() => addon.run('meta')).toThrow(/Sheets is not defined/);
  addon.sheetsApi = 'throws';
  expect(addon.run('hasSheets')).toBe(true);
  expect(() => addon.run('meta')).toThrow(/Quota exceeded/);
  expect(() => addon.run('read', ["'Daten'"])).toThrow(/Quota exceeded/);
  addon.sheetsApi = 'works';
  expect(addon.run('read', ["'Daten'"])).toBeTruthy();
});

test('a read refuses while this execution has unflushed SpreadsheetApp writes; after flush() it sees them', () => {
  const { addon } = workbookAndAddon();
  expect(() => addon.run('writeThenRead', false)).toThrow(UNFLUSHED_MESSAGE);
  // The next execution starts with every earlier write applied.
  expect(addon.run('read', ["'Daten'"])).toBeTruthy();
  expect(addon.run('writeThenRead', true)).toBe(5);
});

test('stale: a read misses the previous execution’s writes and this one’s; the execution after sees them', () => {
  const { addon } = workbookAndAddon();
  addon.sheetsApi = 'stale';
  // The first execution writes A5; its own flushed write is not in what the API answers.
  expect(addon.run('writeThenRead', true)).toBe(3);
  // The next execution still reads the sheet as the previous one found it.
  expect((addon.run('read', ["'Daten'"]) as { valueRanges: { values: unknown[][] }[] }).valueRanges[0].values).toHaveLength(3);
  // One execution later the write is there.
  expect((addon.run('read', ["'Daten'"]) as { valueRanges: { values: unknown[][] }[] }).valueRanges[0].values).toHaveLength(5);
  // Unflushed writes are still refused.
  expect(() => addon.run('writeThenRead', false)).toThrow(UNFLUSHED_MESSAGE);
});

test('stale: a sheet created since the previous execution started is not there yet, in the titles nor in the values', () => {
  const { workbook, addon } = workbookAndAddon();
  addon.sheetsApi = 'stale';
  const titles = () =>
    (addon.run('meta') as { sheets: { properties: { title: string } }[] }).sheets.map((s) => s.properties.title);
  expect(titles()).toEqual(['Daten', "Leer's"]);
  // Created (and filled) between two executions: the next read still answers as the sheets were.
  workbook
    .insertSheet('Neu')
    .getRange('A1:B2')
    .setValues([
      ['Einstellung', 'Wert'],
      ['Speicherstand', 1],
    ]);
  // In the same execution: neither among the titles nor with values.
  expect(addon.run('metaAndRead', ["'Neu'"])).toEqual({ titles: ['Daten', "Leer's"], values: undefined });
  // One execution later it is there.
  expect(titles()).toEqual(['Daten', "Leer's", 'Neu']);
});

test('Values.batchGet reads a named range by its name, in the same call; an unknown or broken name fails the call', () => {
  const { workbook, addon } = workbookAndAddon();
  const sheet = workbook.getSheetByName('Daten')!;
  workbook.setNamedRange('Zahlen', sheet.getRange('C2:C3'));
  workbook.setNamedRange('Weg', sheet.getRange('D5'));
  workbook.calls.reset();
  const answer = addon.run('read', ["'Daten'!1:1", 'Zahlen']) as { valueRanges: { range: string; values?: unknown[][] }[] };
  expect(answer.valueRanges[1]).toEqual({ range: "'Daten'!C2:C3", majorDimension: 'ROWS', values: [[3], [true]] });
  expect(workbook.calls.byMethod()).toMatchObject({ 'Sheets.Spreadsheets.Values.batchGet': 1 });
  // Moves with inserted rows as the name does.
  sheet.insertRowBefore(1);
  expect((addon.run('read', ['Zahlen']) as { valueRanges: { range: string }[] }).valueRanges[0].range).toBe("'Daten'!C3:C4");
  expect(() => addon.run('read', ["'Daten'", 'Fehlt'])).toThrow(/Unable to parse range: Fehlt/);
  sheet.deleteRow(6);
  expect(() => addon.run('read', ['Weg'])).toThrow(/Unable to parse range: Weg/);
});

test('stale: a named range is read where it was, with the values it had, when the previous execution started', () => {
  const { workbook, addon } = workbookAndAddon();
  addon.sheetsApi = 'stale';
  const sheet = workbook.getSheetByName('Daten')!;
  workbook.setNamedRange('Zahl', sheet.getRange('C2'));
  addon.run('meta');
  // Between executions: a row inserted above it and its value changed.
  sheet.insertRowBefore(1);
  sheet.getRange('C3').setValue(4);
  const read = () => (addon.run('read', ['Zahl']) as { valueRanges: { range: string; values?: unknown[][] }[] }).valueRanges[0];
  expect(read()).toMatchObject({ range: "'Daten'!C2", values: [[3]] });
  expect(read()).toMatchObject({ range: "'Daten'!C3", values: [[4]] });
});

test('Spreadsheets.get answers the named ranges asked for: 0-based, end exclusive, a 0 left out as protobuf JSON does', () => {
  const { workbook, addon } = workbookAndAddon();
  expect(addon.run('names')).toBeUndefined();
  const sheet = workbook.getSheetByName('Daten')!;
  const first = workbook.getSheets()[0].getSheetId();
  workbook.setNamedRange('Zahlen', sheet.getRange('C2:C3'));
  workbook.setNamedRange('Ecke', sheet.getRange('A1'));
  workbook.setNamedRange('Weg', sheet.getRange('D5'));
  sheet.deleteRow(5);
  const answer = addon.run('names') as { name: string; range: Record<string, number | undefined> }[];
  const bySheet = (id: number) => (id === 0 ? undefined : id);
  expect(answer.map((n) => [n.name, n.range])).toEqual([
    ['Zahlen', { sheetId: bySheet(first), startRowIndex: 1, endRowIndex: 3, startColumnIndex: 2, endColumnIndex: 3 }],
    [
      'Ecke',
      { sheetId: bySheet(first), startRowIndex: undefined, endRowIndex: 1, startColumnIndex: undefined, endColumnIndex: 1 },
    ],
  ]);
  // Under stale: where the names were when the previous execution started.
  addon.sheetsApi = 'stale';
  addon.run('meta');
  sheet.insertRowBefore(1);
  const stale = () => (addon.run('names') as { name: string; range: { endRowIndex: number } }[]).map((n) => n.range.endRowIndex);
  expect(stale()).toEqual([3, 1]);
  expect(stale()).toEqual([4, 2]);
});

test('Spreadsheets.get and a broken name (#REF!): left out, listed without a range, or listed with the cells it named before', () => {
  const listed = (brokenListed: 'omitted' | 'withoutRange' | 'oldCells') => {
    const { workbook, addon } = workbookAndAddon();
    addon.namedRanges = { ...REPORTED_NAMED_RANGES, brokenListed };
    const sheet = workbook.getSheetByName('Daten')!;
    workbook.setNamedRange('Zahl', sheet.getRange('C2'));
    workbook.setNamedRange('Weg', sheet.getRange('D5'));
    sheet.deleteRow(5);
    return (addon.run('names') as { name: string; range?: { startRowIndex?: number; endRowIndex: number } }[]).map((n) => [
      n.name,
      n.range?.endRowIndex,
    ]);
  };
  expect(listed('omitted')).toEqual([['Zahl', 2]]);
  expect(listed('withoutRange')).toEqual([
    ['Zahl', 2],
    ['Weg', undefined],
  ]);
  expect(listed('oldCells')).toEqual([
    ['Zahl', 2],
    ['Weg', 5],
  ]);
});
