import { loadAddon, OfflineSpreadsheet, cellErrorMessage, errorMessageAt } from '../../src/offline';

/** A tiny classic script in the style of dist/Code.js. */
const SCRIPT = String.raw`
/**
 * Doppelt so viel.
 * @param {*} x eine Zahl
 * @customfunction
 */
function DOPPELT(x) {
  return x * 2;
}

/**
 * Beschreibt das Argument, wie Apps Script es übergibt.
 * @customfunction
 */
function ART(x) {
  if (Array.isArray(x)) return 'Bereich ' + x.length + 'x' + x[0].length + ' ' + JSON.stringify(x);
  if (x instanceof Date) return 'Datum ' + x.toISOString();
  return typeof x + ' ' + JSON.stringify(x);
}

/** @customfunction */
function KAPUTT(x) {
  throw new Error('Das geht nicht: ' + x);
}

/** n Zeilen zu je zwei Spalten. @customfunction */
function ZEILEN(n) {
  var out = [];
  for (var i = 1; i <= n; i++) out.push([i, 'Zeile ' + i]);
  return out;
}

/**
 * Wie die KAMPAGNE_-Funktionen: Kopfzeile plus eine Zeile je Datenzeile des Bereichs.
 * @customfunction
 */
function JE_ZEILE(bereich) {
  var out = [['Name', 'Länge']];
  for (var i = 1; i < bereich.length; i++) {
    if (bereich[i][0] === '') continue;
    out.push([bereich[i][0], String(bereich[i][0]).length]);
  }
  return out;
}

/** @customfunction */
function LIESZELLE() {
  return SpreadsheetApp.getActive().getName();
}

/** Ein Datum zurückgeben. @customfunction */
function TAG() {
  return new Date('2026-11-21T00:00:00+01:00');
}

function OHNE_TAG(x) {
  return x;
}

function privat_() {
  return 'geheim';
}

function umgebung() {
  return [typeof require, typeof process, typeof Buffer, typeof module, typeof SpreadsheetApp, typeof LockService, typeof Session, typeof HtmlService, typeof PropertiesService, typeof Utilities, typeof Logger, typeof CacheService, typeof console];
}
`;

function setup(script = SCRIPT) {
  const workbook = new OfflineSpreadsheet({ sheets: ['Daten'] });
  const addon = loadAddon(workbook, script);
  return { workbook, addon, sheet: workbook.getSheetByName('Daten')! };
}

describe('custom functions from a classic script', () => {
  test('only @customfunction functions become formula functions', () => {
    const { addon, sheet } = setup();
    expect(addon.customFunctionNames).toEqual(['DOPPELT', 'ART', 'KAPUTT', 'ZEILEN', 'JE_ZEILE', 'LIESZELLE', 'TAG']);
    sheet.getRange('A1:B1').setFormulas([['=DOPPELT(21)', '=OHNE_TAG(1)']]);
    expect(sheet.getRange('A1:B1').getValues()).toEqual([[42, '#NAME?']]);
  });

  test('a single cell arrives as a plain value, a range as rows with "" for blanks', () => {
    const { sheet } = setup();
    sheet.getRange('A1:B2').setValues([
      [2, 'Orks'],
      ['', true],
    ]);
    sheet.getRange('D1').setFormula('=ART(A1)');
    sheet.getRange('D2').setFormula('=ART(A1:B2)');
    sheet.getRange('D3').setFormula('=ART(A2)');
    sheet.getRange('D4').setFormula('=DOPPELT(A1;7)');
    expect(sheet.getRange('D1:D4').getValues()).toEqual([
      ['number 2'],
      ['Bereich 2x2 [[2,"Orks"],["",true]]'],
      ['string ""'],
      [4],
    ]);
  });

  test('dates arrive as Date, also inside ranges', () => {
    const { sheet } = setup();
    sheet.getRange('A1:A2').setValues([[new Date('2026-07-15T00:00:00+02:00')], [1]]);
    sheet.getRange('B1').setFormula('=ART(A1)');
    sheet.getRange('B2').setFormula('=ART(A1:A2)');
    expect(sheet.getRange('B1:B2').getValues()).toEqual([
      ['Datum 2026-07-14T22:00:00.000Z'],
      ['Bereich 2x1 [["2026-07-14T22:00:00.000Z"],[1]]'],
    ]);
  });

  test('a returned Date reads back as that Date', () => {
    const { sheet } = setup();
    sheet.getRange('A1').setFormula('=TAG()');
    const value = sheet.getRange('A1').getValue() as Date;
    expect(value).toBeInstanceOf(Date);
    expect(value.toISOString()).toBe('2026-11-20T23:00:00.000Z');
    expect(sheet.getRange('A1').getDisplayValue()).toBe('21.11.2026');
  });

  test('a thrown Error shows #ERROR! and keeps its message', () => {
    const { workbook, sheet } = setup();
    sheet.getRange('A1').setFormula('=KAPUTT(7)');
    expect(sheet.getRange('A1').getValue()).toBe('#ERROR!');
    expect(errorMessageAt(workbook, 'Daten!A1')).toBe('Das geht nicht: 7');
    expect(cellErrorMessage(sheet.getRange('A1'))).toBe('Das geht nicht: 7');
  });

  test('an erroneous single argument fails the call, as in Sheets', () => {
    const { sheet } = setup();
    sheet.getRange('A1').setFormula('=1/0');
    sheet.getRange('B1').setFormula('=DOPPELT(A1)');
    expect(sheet.getRange('B1').getValue()).toBe('#DIV/0!');
  });

  test('a 2-D result spills, and follows its input when the size changes', () => {
    const { sheet } = setup();
    sheet.getRange('A1').setValue(3);
    sheet.getRange('C1').setFormula('=ZEILEN(A1)');
    expect(sheet.getRange('C1:D4').getValues()).toEqual([
      [1, 'Zeile 1'],
      [2, 'Zeile 2'],
      [3, 'Zeile 3'],
      ['', ''],
    ]);
    expect(sheet.getRange('C2').getFormula()).toBe('');
    sheet.getRange('A1').setValue(5);
    expect(sheet.getRange('C5:D5').getValues()).toEqual([[5, 'Zeile 5']]);
    sheet.getRange('A1').setValue(1);
    expect(sheet.getRange('C1:D3').getValues()).toEqual([
      [1, 'Zeile 1'],
      ['', ''],
      ['', ''],
    ]);
    expect(sheet.getLastRow()).toBe(1);
  });

  test('a spill onto data is #REF!, and comes back when the cell is cleared', () => {
    const { workbook, sheet } = setup();
    sheet.getRange('D2').setValue('im Weg');
    sheet.getRange('C1').setFormula('=ZEILEN(3)');
    expect(sheet.getRange('C1').getValue()).toBe('#REF!');
    expect(errorMessageAt(workbook, 'Daten!C1')).toMatch(/overwrite data/);
    sheet.getRange('D2').clearContent();
    expect(sheet.getRange('C1:D3').getValues()).toEqual([
      [1, 'Zeile 1'],
      [2, 'Zeile 2'],
      [3, 'Zeile 3'],
    ]);
  });

  test('a spill past the last row is #REF! until rows are added, as in Sheets', () => {
    const { workbook, sheet } = setup();
    sheet.getRange('C999').setFormula('=ZEILEN(4)');
    expect(sheet.getRange('C999').getValue()).toBe('#REF!');
    expect(errorMessageAt(workbook, 'Daten!C999')).toBe('Result was not automatically expanded, please insert more rows (2).');
    sheet.insertRowsAfter(1000, 2);
    expect(sheet.getRange('C1002:D1002').getValues()).toEqual([[4, 'Zeile 4']]);
  });

  test('a whole-column argument reaches the last grid row, and the result grows with new rows', () => {
    const { sheet } = setup();
    sheet.getRange('A1:A3').setValues([['Armee'], ['Orks'], ['Eldar']]);
    sheet.getRange('C1').setFormula('=JE_ZEILE(A:A)');
    expect(sheet.getRange('C1:D4').getValues()).toEqual([
      ['Name', 'Länge'],
      ['Orks', 4],
      ['Eldar', 5],
      ['', ''],
    ]);
    sheet.appendRow(['Necrons']);
    sheet.getRange('A6').setValue('Tau');
    expect(sheet.getRange('C1:D5').getValues()).toEqual([
      ['Name', 'Länge'],
      ['Orks', 4],
      ['Eldar', 5],
      ['Necrons', 7],
      ['Tau', 3],
    ]);
    sheet.getRange('A2:A4').clearContent();
    expect(sheet.getRange('C1:D3').getValues()).toEqual([
      ['Name', 'Länge'],
      ['Tau', 3],
      ['', ''],
    ]);
  });

  test('a spill feeding another custom function settles', () => {
    const { sheet } = setup();
    sheet.getRange('A1').setValue(2);
    sheet.getRange('C1').setFormula('=ZEILEN(A1)');
    sheet.getRange('F1').setFormula('=JE_ZEILE(D1:D10)');
    sheet.getRange('A1').setValue(4);
    expect(sheet.getRange('F1:G4').getValues()).toEqual([
      ['Name', 'Länge'],
      ['Zeile 2', 7],
      ['Zeile 3', 7],
      ['Zeile 4', 7],
    ]);
  });

  test('custom functions cannot touch the spreadsheet while it computes', () => {
    const { workbook, sheet } = setup();
    sheet.getRange('A1').setFormula('=LIESZELLE()');
    expect(sheet.getRange('A1').getValue()).toBe('#ERROR!');
    expect(errorMessageAt(workbook, 'Daten!A1')).toMatch(/permission to call SpreadsheetApp.getActive/);
  });

  test('two workbooks with different add-ons compute side by side', () => {
    const first = setup();
    const second = setup(`/** @customfunction */ function DOPPELT(x) { return 'zweites: ' + x; }`);
    first.sheet.getRange('A1').setFormula('=DOPPELT(5)');
    second.sheet.getRange('A1').setFormula('=DOPPELT(5)');
    second.sheet.getRange('A2').setFormula('=ZEILEN(2)');
    first.sheet.getRange('A2').setFormula('=ZEILEN(2)');
    expect(first.sheet.getRange('A1:B3').getValues()).toEqual([
      [10, ''],
      [1, 'Zeile 1'],
      [2, 'Zeile 2'],
    ]);
    expect(second.sheet.getRange('A1:A2').getValues()).toEqual([['zweites: 5'], ['#NAME?']]);
  });

  test('formulas entered before the add-on was loaded start working when it is', () => {
    const workbook = new OfflineSpreadsheet();
    const sheet = workbook.getActiveSheet();
    sheet.getRange('A1').setFormula('=ZEILEN(2)');
    expect(sheet.getRange('A1').getValue()).toBe('#NAME?');
    loadAddon(workbook, SCRIPT);
    expect(sheet.getRange('A1:B2').getValues()).toEqual([
      [1, 'Zeile 1'],
      [2, 'Zeile 2'],
    ]);
  });
});

describe('the script context', () => {
  test('has only the Apps Script globals: no require, process, Buffer or module', () => {
    const { addon } = setup();
    expect(addon.run('umgebung')).toEqual([
      'undefined',
      'undefined',
      'undefined',
      'undefined',
      'object',
      'object',
      'object',
      'object',
      'object',
      'object',
      'undefined',
      'undefined',
      'object',
    ]);
  });

  test('top-level functions run by name; private ones (ending in _) cannot', () => {
    const { addon } = setup();
    expect(addon.functionNames).toContain('privat_');
    expect(addon.run('DOPPELT', 4)).toBe(8);
    expect(() => addon.run('privat_')).toThrow('Script function not found: privat_');
    expect(() => addon.run('gibtsnicht')).toThrow('Script function not found: gibtsnicht');
  });

  test('errors thrown by the script are ordinary Errors with their message', () => {
    const { addon } = setup();
    let caught: unknown;
    try {
      addon.run('KAPUTT', 1);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(Error);
    expect((caught as Error).message).toBe('Das geht nicht: 1');
  });
});
