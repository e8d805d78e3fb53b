/**
 * Evaluation is lazy: writes do not recalculate, reads of input cells do not wait for
 * formulas, and the first read that could see a formula's result recalculates once. These
 * tests read right after writes, so a read that returned a stale result would fail them; the
 * custom function's call count shows when a recalculation ran.
 */
import {
  changedCells,
  errorMessageAt,
  loadAddon,
  OfflineDataValidationBuilder,
  OfflineSpreadsheet,
  workbookFromJson,
  workbookSnapshot,
  workbookToJson,
} from '../../src/offline';

const SCRIPT = String.raw`
var calls = 0;

/** n Zeilen: je die Zeilennummer und das Doppelte von x. @customfunction */
function REIHE(n, x) {
  calls++;
  if (x === 'fehler') throw new Error('Kein gültiger Wert: ' + x);
  var out = [];
  for (var i = 1; i <= n; i++) out.push([i, 2 * x]);
  return out;
}

/** Die Summe eines Bereichs. @customfunction */
function SUMME_AUS(bereich) {
  calls++;
  var s = 0;
  for (var r = 0; r < bereich.length; r++) for (var c = 0; c < bereich[r].length; c++) s += Number(bereich[r][c]) || 0;
  return s;
}

function aufrufe() {
  return calls;
}
`;

/** Eingaben (A1 = n, B1 = x, A3:A5 Zahlen) and on Ergebnis a spilled REIHE and a SUMME_AUS. */
function campaign() {
  const workbook = new OfflineSpreadsheet({ sheets: ['Eingaben', 'Ergebnis'] });
  const addon = loadAddon(workbook, SCRIPT);
  const input = workbook.getSheetByName('Eingaben')!;
  const result = workbook.getSheetByName('Ergebnis')!;
  input.getRange('A1:B1').setValues([[2, 5]]);
  input.getRange('A3:A5').setValues([[1], [2], [3]]);
  result.getRange('A1').setFormula('=REIHE(Eingaben!A1, Eingaben!B1)');
  result.getRange('D1').setFormula('=SUMME_AUS(Eingaben!A3:A5)');
  // Settled before each test's writes.
  expect(result.getRange('A1:B2').getValues()).toEqual([
    [1, 10],
    [2, 10],
  ]);
  const calls = () => addon.run('aufrufe') as number;
  return { workbook, input, result, calls };
}

describe('lazy evaluation of the offline workbook', () => {
  test('writes and reads of input cells do not recalculate; SpreadsheetApp.flush does not either', () => {
    const { workbook, input, calls } = campaign();
    const before = calls();
    input.getRange('A1').setValue(4);
    input.getRange('B1').setValue(7);
    expect(input.getRange('A1:B1').getValues()).toEqual([[4, 7]]);
    expect(input.getRange('A1:B1').getDisplayValues()).toEqual([['4', '7']]);
    expect(input.getLastRow()).toBe(5);
    expect(workbook.model.engine.pending).toBe(true);
    expect(calls()).toBe(before);
  });

  test('the first read of a spilled result recalculates once for all writes before it', () => {
    const { input, result, calls } = campaign();
    const before = calls();
    input.getRange('A1').setValue(3);
    input.getRange('B1').setValue(6);
    input.getRange('A3').setValue(10);
    expect(result.getRange('A1:B4').getValues()).toEqual([
      [1, 12],
      [2, 12],
      [3, 12],
      ['', ''],
    ]);
    expect(result.getRange('D1').getValue()).toBe(15);
    // REIHE and SUMME_AUS once each.
    expect(calls()).toBe(before + 2);
  });

  test('getLastRow counts a spill that grew after a write, getDisplayValues shows it', () => {
    const { input, result } = campaign();
    input.getRange('A1').setValue(6);
    expect(result.getLastRow()).toBe(6);
    input.getRange('B1').setValue(1);
    expect(result.getRange('A6:B6').getDisplayValues()).toEqual([['6', '2']]);
    input.getRange('A1').setValue(1);
    expect(result.getLastRow()).toBe(1);
  });

  test('getLastRow counts the spill of an array formula written after the sheet’s extent was read', () => {
    const { input } = campaign();
    input.getRange('C3').setFormula('=A3*2');
    // A sheet of single-cell formulas: its extent comes from what was written.
    expect(input.getLastRow()).toBe(5);
    input.getRange('D5').setFormula('=SEQUENCE(4)');
    expect(input.getLastRow()).toBe(8);
    expect(input.getRange('D8').getValue()).toBe(4);
  });

  test('a formula written into a sheet of plain values is evaluated when its cells are read', () => {
    const { input } = campaign();
    // Plain cells read first (no recalculation), then a formula whose spill reaches them.
    expect(input.getRange('D1:E3').getValues()).toEqual([
      ['', ''],
      ['', ''],
      ['', ''],
    ]);
    input.getRange('D1').setValue('=REIHE(3, 1)');
    expect(input.getRange('D3:E3').getValues()).toEqual([[3, 2]]);
    input.getRange('G1').setFormula('=A3+A4');
    input.getRange('A3').setValue(100);
    expect(input.getRange('G1').getValue()).toBe(102);
  });

  test('a custom function reading a range sees the writes before it', () => {
    const { input, result } = campaign();
    input.getRange('A3:A5').setValues([[5], [6], [7]]);
    expect(result.getRange('D1').getDisplayValue()).toBe('18');
  });

  test('an error message after a write is the new one', () => {
    const { workbook, input } = campaign();
    input.getRange('B1').setValue('fehler');
    expect(errorMessageAt(workbook, 'Ergebnis!A1')).toContain('Kein gültiger Wert: fehler');
    input.getRange('B1').setValue(1);
    expect(errorMessageAt(workbook, 'Ergebnis!A1')).toBeNull();
  });

  test('a list validation whose source is a formula result checks against the recalculated list', () => {
    const { workbook, input, result } = campaign();
    const target = workbook.getSheetByName('Eingaben')!.getRange('H1');
    target.setDataValidation(
      new OfflineDataValidationBuilder().requireValueInRange(result.getRange('B1:B3'), true).setAllowInvalid(false).build(),
    );
    input.getRange('B1').setValue(21);
    // B1:B2 of Ergebnis now hold 42; the old 10 is no longer in the list.
    target.setValue(42);
    expect(target.getValue()).toBe(42);
    input.getRange('B1').setValue(4);
    expect(() => target.setValue(42)).toThrow('violates the data validation rules');
  });

  test('the page snapshot after a write shows recalculated results', () => {
    const { workbook, input } = campaign();
    input.getRange('A1:B1').setValues([[3, 8]]);
    const sheet = workbookSnapshot(workbook).sheets.find((s) => s.name === 'Ergebnis')!;
    expect(sheet.display.slice(0, 3).map((line) => line.slice(0, 2))).toEqual([
      ['1', '16'],
      ['2', '16'],
      ['3', '16'],
    ]);
  });

  test('a saved change holds what was written, without recalculating', () => {
    const { workbook, input, result, calls } = campaign();
    workbook.model.changes.reset();
    const before = calls();
    input.getRange('A1').setValue(9);
    input.getRange('C1').setValue('=A1*2');
    const cells = changedCells(workbook.model.changes.take())!;
    expect(cells.map(({ sheet, row, column, value, formula }) => ({ sheet, row, column, value, formula }))).toEqual([
      { sheet: 'Eingaben', row: 1, column: 1, value: 9, formula: undefined },
      { sheet: 'Eingaben', row: 1, column: 3, value: undefined, formula: '=A1*2' },
    ]);
    expect(calls()).toBe(before);
    expect(input.getRange('C1').getValue()).toBe(18);
    expect(result.getLastRow()).toBe(9);
  });

  test('a saved change beside a spilled result holds what was written, without recalculating', () => {
    const { workbook, input, result, calls } = campaign();
    workbook.model.changes.reset();
    const before = calls();
    input.getRange('A1').setValue(4);
    // F5 lies right of and below REIHE's anchor: a result could show there, a written value is recorded.
    result.getRange('F5').setValue('Notiz');
    result.getRange('A3').setValue('');
    const cells = changedCells(workbook.model.changes.take())!;
    expect(cells.map(({ sheet, row, column, value }) => ({ sheet, row, column, value }))).toEqual([
      { sheet: 'Eingaben', row: 1, column: 1, value: 4 },
      { sheet: 'Ergebnis', row: 3, column: 1, value: undefined },
      { sheet: 'Ergebnis', row: 5, column: 6, value: 'Notiz' },
    ]);
    expect(calls()).toBe(before);
    expect(result.getRange('A4:B4').getValues()).toEqual([[4, 10]]);
  });

  test('rows appended to a sheet without array formulas wait for no recalculation; a spill moves with its rows', () => {
    const { workbook, input, result, calls } = campaign();
    const before = calls();
    input.getRange('A1').setValue(3);
    input.insertRowsAfter(input.getMaxRows(), 10);
    input.getRange(input.getMaxRows(), 1).setValue(7);
    expect(workbook.model.engine.pending).toBe(true);
    expect(calls()).toBe(before);
    // Rows added after the end of Ergebnis move no formula either.
    result.insertRowsAfter(result.getMaxRows(), 5);
    expect(calls()).toBe(before);
    // Ergebnis holds REIHE's spill: a row inserted inside it recalculates first, and the result
    // stays whole below its formula, as in Sheets.
    result.insertRowsBefore(2, 1);
    expect(result.getRange('A1:B4').getValues()).toEqual([
      [1, 10],
      [2, 10],
      [3, 10],
      ['', ''],
    ]);
  });

  test('a result that did not fit the grid spills once rows are added at the end, also when a recalculation is pending', () => {
    const { input, result } = campaign();
    const rows = result.getMaxRows();
    input.getRange('A1').setValue(rows + 3);
    expect(result.getRange('A1').getDisplayValue()).toBe('#REF!');
    input.getRange('B1').setValue(2);
    result.insertRowsAfter(rows, 3);
    expect(result.getRange(rows + 3, 1, 1, 2).getValues()).toEqual([[rows + 3, 4]]);
  });

  test('input values read again after writes, a spill, moved rows and a new format are the current ones', () => {
    const { workbook, input } = campaign();
    const read = () => input.getRange('A1:C6').getValues();
    expect(read()[2]).toEqual([1, '', '']);
    input.getRange('A3:B3').setValues([[11, 'x']]);
    input.getRange('C5').setValue(true);
    expect(read().slice(2, 5)).toEqual([
      [11, 'x', ''],
      [2, '', ''],
      [3, '', true],
    ]);
    input.getRange('B3').clearContent();
    expect(read()[2]).toEqual([11, '', '']);
    // A formula whose spill covers cells read before as empty.
    input.getRange('C5').clearContent();
    expect(read()[4]).toEqual([3, '', '']);
    input.getRange('B4').setFormula('=REIHE(2, 1)');
    expect(read().slice(3, 6)).toEqual([
      [2, 1, 2],
      [3, 2, 2],
      ['', '', ''],
    ]);
    input.getRange('B4').clearContent();
    input.insertRowsBefore(1, 1);
    expect(input.getRange('A2:A4').getValues()).toEqual([[2], [''], [11]]);
    input.deleteRows(1, 2);
    expect(input.getRange('A1:A2').getValues()).toEqual([[''], [11]]);
    // A number becomes a date when its cell is formatted as one.
    input.getRange('A2').setNumberFormat('dd.MM.yyyy');
    expect(input.getRange('A2').getValue()).toBeInstanceOf(Date);
    // Each read is a fresh array: changing one changes no later read.
    const first = read();
    first[1][0] = 'geändert';
    expect(read()[1][0]).toBeInstanceOf(Date);
    workbook.model.engine.flush();
    expect(read()[1][0]).toBeInstanceOf(Date);
    // The same serial is another instant in another time zone.
    const berlin = (input.getRange('A2').getValue() as Date).getTime();
    workbook.setSpreadsheetTimeZone('America/New_York');
    expect((input.getRange('A2').getValue() as Date).getTime() - berlin).toBe(6 * 3600 * 1000);
  });

  test('the whole workbook is saved as written without recalculating, and loads with current results', () => {
    const { workbook, input, calls } = campaign();
    const before = calls();
    input.getRange('A1').setValue(3);
    input.getRange('E1').setFormula('=A1*3');
    const saved = workbookToJson(workbook);
    expect(calls()).toBe(before);
    const loaded = workbookFromJson(saved);
    loadAddon(loaded, SCRIPT);
    expect(loaded.getRange('Eingaben!E1').getValue()).toBe(9);
    expect(loaded.getRange('Ergebnis!A1:B3').getValues()).toEqual([
      [1, 10],
      [2, 10],
      [3, 10],
    ]);
  });

  test('after rows are inserted above a formula, reads below it recalculate', () => {
    const { input, result } = campaign();
    result.insertRowsBefore(1, 2);
    input.getRange('B1').setValue(3);
    expect(result.getRange('A3:B4').getValues()).toEqual([
      [1, 6],
      [2, 6],
    ]);
    expect(result.getRange('A1:B2').getValues()).toEqual([
      ['', ''],
      ['', ''],
    ]);
  });
});
