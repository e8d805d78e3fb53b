// The Sheets advanced service's answers (sheetsApi.ts) stay current and private however the
// twin keeps what it read before: each answer is the caller's own (changing it changes neither
// the workbook nor the next answer), follows every write, inserted or deleted row and
// recalculated formula, and 'stale' keeps answering the sheets as the previous execution found them.
import { loadAddon, OfflineSpreadsheet, SheetsApiMode } from '../../src/offline';

const SCRIPT = `
function sheet() { return SpreadsheetApp.getActive().getSheetByName('Eingaben'); }
function read(ranges) {
  var id = SpreadsheetApp.getActive().getId();
  var answer = Sheets.Spreadsheets.Values.batchGet(id, {
    ranges: ranges, valueRenderOption: 'UNFORMATTED_VALUE', dateTimeRenderOption: 'SERIAL_NUMBER'
  });
  return answer.valueRanges.map(function (r) { return r.values; });
}
/** Reads, changes every answer in every way an array can change, reads again. */
function readMutateRead(ranges) {
  var first = read(ranges);
  first.forEach(function (values) {
    values[0][0] = 'verändert';
    values[0].push('angehängt');
    values[1].length = 0;
    values[2].reverse();
    values.pop();
    values.push(['neu']);
  });
  var second = read(ranges);
  return { second: second, values: sheet().getDataRange().getValues() };
}
function write(sheetName, a1, values) {
  SpreadsheetApp.getActive().getSheetByName(sheetName).getRange(a1).setValues(values);
  SpreadsheetApp.flush();
}
function writeAndRead(sheetName, a1, values, ranges) {
  write(sheetName, a1, values);
  return read(ranges);
}
function insertRow(before, values) {
  sheet().insertRowsBefore(before, 1);
  sheet().getRange(before, 1, 1, values.length).setValues([values]);
  SpreadsheetApp.flush();
}
function deleteRow(row) {
  sheet().deleteRow(row);
  SpreadsheetApp.flush();
}
function numberFormat(a1, format) {
  sheet().getRange(a1).setNumberFormat(format);
  SpreadsheetApp.flush();
}
`;

/** 21 and 22 November 2026, 00:00 in Berlin: serials 46347 and 46348. */
const NOV_21 = new Date('2026-11-20T23:00:00Z');
const NOV_22 = new Date('2026-11-21T23:00:00Z');

/**
 * Eingaben: input columns A:D (text, date, number, boolean; a row ending in blanks) and, right of
 * them, E = C * 2 and F = Auswertung's column A in the same row (as Schlachten's Prüfung reads
 * Auswertung with INDEX), so A:D holds written values only and E:F results.
 */
function campaign(mode: SheetsApiMode = 'works') {
  const workbook = new OfflineSpreadsheet({ sheets: ['Eingaben', 'Auswertung'] });
  const input = workbook.getSheetByName('Eingaben')!;
  input.getRange('A1:D4').setValues([
    ['Name', 'Datum', 'Zahl', 'Aktiv'],
    ['Anna', NOV_21, 3, true],
    ['Bernd', NOV_22, 4, false],
    ['Clara', '', '', ''],
  ]);
  input.getRange('E1:F1').setValues([['Doppelt', 'Prüfung']]);
  for (const row of [2, 3, 4]) {
    input.getRange(`E${row}`).setFormula(`=C${row}*2`);
    input.getRange(`F${row}`).setFormula(`=INDEX(Auswertung!$A:$A,ROW())`);
  }
  workbook
    .getSheetByName('Auswertung')!
    .getRange('A1:A4')
    .setValues([['Prüfung'], ['ok'], ['ok'], ['ok']]);
  const addon = loadAddon(workbook, SCRIPT);
  addon.sheetsApi = mode;
  const read = (...ranges: string[]) => addon.run('read', ranges) as unknown[][][];
  return { workbook, addon, input, read };
}

const INPUTS = [['Name', 'Datum', 'Zahl', 'Aktiv'], ['Anna', 46347, 3, true], ['Bernd', 46348, 4, false], ['Clara']];
const WHOLE = [
  ['Name', 'Datum', 'Zahl', 'Aktiv', 'Doppelt', 'Prüfung'],
  ['Anna', 46347, 3, true, 6, 'ok'],
  ['Bernd', 46348, 4, false, 8, 'ok'],
  ['Clara', '', '', '', 0, 'ok'],
];

test('a caller changing an answer changes neither the workbook nor the next answer', () => {
  const { addon, read } = campaign();
  // Read before, so whatever the twin keeps of these rows is in place.
  expect(read("'Eingaben'!A:D", "'Eingaben'")).toEqual([INPUTS, WHOLE]);
  const { second, values } = addon.run('readMutateRead', ["'Eingaben'!A:D", "'Eingaben'", "'Eingaben'!1:3"]) as {
    second: unknown[][][];
    values: unknown[][];
  };
  expect(second).toEqual([INPUTS, WHOLE, WHOLE.slice(0, 3)]);
  expect(values[1]).toEqual(['Anna', NOV_21, 3, true, 6, 'ok']);
  // And in the next execution.
  expect(read("'Eingaben'!A:D", "'Eingaben'")).toEqual([INPUTS, WHOLE]);
});

test('answers follow writes: a changed value, a date, a cleared cell, in this execution after flush() and the next', () => {
  const { addon, read } = campaign();
  expect(read("'Eingaben'!A:D")).toEqual([INPUTS]);
  const after = addon.run('writeAndRead', 'Eingaben', 'B2:D2', [[NOV_22, 7, '']], ["'Eingaben'!A:D", "'Eingaben'"]);
  expect(after).toEqual([
    [INPUTS[0], ['Anna', 46348, 7], INPUTS[2], INPUTS[3]],
    [WHOLE[0], ['Anna', 46348, 7, '', 14, 'ok'], WHOLE[2], WHOLE[3]],
  ]);
  expect(read("'Eingaben'!A:D", "'Eingaben'!2:2")).toEqual([
    [INPUTS[0], ['Anna', 46348, 7], INPUTS[2], INPUTS[3]],
    [['Anna', 46348, 7, '', 14, 'ok']],
  ]);
  // A date format on a number changes getValues (a Date) but not the unformatted serial.
  addon.run('numberFormat', 'C3', 'dd.MM.yyyy');
  expect(read("'Eingaben'!A:D")[0][2]).toEqual(['Bernd', 46348, 4, false]);
});

test('answers follow inserted and deleted rows', () => {
  const { addon, read } = campaign();
  expect(read("'Eingaben'!A:D")).toEqual([INPUTS]);
  addon.run('insertRow', 2, ['Dora', NOV_22, 9, true]);
  expect(read("'Eingaben'!A:D")).toEqual([[INPUTS[0], ['Dora', 46348, 9, true], ...INPUTS.slice(1)]]);
  // Below the last row: the grid grows.
  addon.run('insertRow', 1001, ['Emil', NOV_21, 1, false]);
  const grown = read("'Eingaben'!A:D")[0];
  expect(grown).toHaveLength(1001);
  expect(grown[1000]).toEqual(['Emil', 46347, 1, false]);
  expect(grown.slice(0, 5)).toEqual([INPUTS[0], ['Dora', 46348, 9, true], ...INPUTS.slice(1)]);
  addon.run('deleteRow', 2);
  expect(read("'Eingaben'!A:D")[0].slice(0, 4)).toEqual(INPUTS);
});

test('formula results are current: after a write to their own row and one to the sheet they read', () => {
  const { addon, read } = campaign();
  expect(read("'Eingaben'")).toEqual([WHOLE]);
  addon.run('write', 'Eingaben', 'C3', [[10]]);
  expect(read("'Eingaben'")[0][2]).toEqual(['Bernd', 46348, 10, false, 20, 'ok']);
  // Eingaben itself is not written: its Prüfung column shows Auswertung's new value.
  addon.run('write', 'Auswertung', 'A4', [['Fehler']]);
  expect(read("'Eingaben'")[0][3]).toEqual(['Clara', '', '', '', 0, 'Fehler']);
  expect(read("'Eingaben'!F:F")).toEqual([[['Prüfung'], ['ok'], ['ok'], ['Fehler']]]);
  // A formula written among the input columns after they were read: its result stays current.
  addon.run('write', 'Eingaben', 'D4', [['=C3*3']]);
  expect(read("'Eingaben'!A:D")[0][3]).toEqual(['Clara', '', '', 30]);
  addon.run('write', 'Eingaben', 'C3', [[11]]);
  expect(read("'Eingaben'!A:D")[0][3]).toEqual(['Clara', '', '', 33]);
});

test('stale: the answers stay those of the previous execution’s start, whatever was read in between', () => {
  const { addon, read } = campaign('stale');
  // The first execution writes and reads (fresh values read by getValues in between must not leak).
  expect(addon.run('writeAndRead', 'Eingaben', 'C2', [[5]], ["'Eingaben'"])).toEqual([WHOLE]);
  // The next one still sees the sheet as the first found it; a changed answer stays the caller's.
  const { second } = addon.run('readMutateRead', ["'Eingaben'"]) as { second: unknown[][][] };
  expect(second).toEqual([WHOLE]);
  // One execution later the write and its formula's result are there.
  expect(read("'Eingaben'")[0][1]).toEqual(['Anna', 46347, 5, true, 10, 'ok']);
});
