// No single formula or input can make a cell or a recalculation unbounded: ranges stop at the
// sheet's grid and a cell holds at most 50,000 characters, as in Sheets (cellTextLimit.ts).
import {
  CELL_TEXT_LIMIT,
  CellTextTooLongError,
  errorMessageAt,
  OfflineSpreadsheet,
  setLocalFormula,
  typeInto,
} from '../../src/offline';

function sheet() {
  const workbook = new OfflineSpreadsheet({ sheets: ['Daten', 'Andere'] });
  return { workbook, sheet: workbook.getSheetByName('Daten')! };
}

test('a range past the grid stops at its edge; one wholly outside is #REF!', () => {
  const { sheet: s } = sheet();
  s.getRange('B1:B5').setFormulas([
    ['=ROWS(A1:A5000)'],
    ['=COLUMNS(A1:ZZ1)'],
    ['=ROWS(Andere!A2:B2000000)'],
    ['=SUM(A2000:B3000)'],
    ['=SUM(Andere!A5000:A6000)'],
  ]);
  expect(s.getRange('B1:B5').getValues()).toEqual([[1000], [26], [999], ['#REF!'], ['#REF!']]);
});

test("the issue's =SUMME(A1:Z2000000), typed, sums the grid instead of building 52 million cells", () => {
  const { workbook, sheet: s } = sheet();
  s.getRange('A1000').setValue(7);
  s.getRange('Z1').setValue(5);
  const other = workbook.getSheetByName('Andere')!;
  setLocalFormula(other.getRange('A1'), '=SUMME(Daten!A1:Z2000000)');
  expect(other.getRange('A1').getValue()).toBe(12);
});

test('a text result longer than 50,000 characters is #VALUE!, as in Sheets; up to it the text is kept', () => {
  const { workbook, sheet: s } = sheet();
  s.getRange('A1:A3').setFormulas([
    [`=REPT("x",${CELL_TEXT_LIMIT})`],
    [`=REPT("x",${CELL_TEXT_LIMIT + 1})`],
    ['=REPT("x",10000000)'],
  ]);
  const values = s.getRange('A1:A3').getValues();
  expect([String(values[0][0]).length, values[1][0], values[2][0]]).toEqual([CELL_TEXT_LIMIT, '#VALUE!', '#VALUE!']);
  expect(s.getRange('A3').getValue()).toBe('#VALUE!');
  expect(s.getRange('A3').getDisplayValue()).toBe('#VALUE!');
  expect(errorMessageAt(workbook, 'Daten!A3')).toBe('Text result is longer than the limit of 50000 characters.');
});

test('a script or a user writing more than 50,000 characters into a cell is refused and nothing is written', () => {
  const { workbook, sheet: s } = sheet();
  const long = 'x'.repeat(CELL_TEXT_LIMIT + 1);
  s.getRange('A1:B1').setValues([['vorher', 'vorher']]);
  expect(() => s.getRange('A1:B1').setValues([['neu', long]])).toThrow(
    'Your input contains more than the maximum of 50000 characters in a single cell.',
  );
  expect(() => s.getRange('A1').setValue(long)).toThrow(CellTextTooLongError);
  expect(() => typeInto(workbook, 'Daten', 1, 2, [[long]])).toThrow(CellTextTooLongError);
  expect(s.getRange('A1:B1').getValues()).toEqual([['vorher', 'vorher']]);
  s.getRange('A1').setValue('x'.repeat(CELL_TEXT_LIMIT));
  expect(String(s.getRange('A1').getValue()).length).toBe(CELL_TEXT_LIMIT);
});

test('no typed formula builds an unbounded result: REPT, SEQUENCE and whole rows past the grid', () => {
  const { workbook, sheet: s } = sheet();
  const other = workbook.getSheetByName('Andere')!;
  // Each of these took seconds and hundreds of MB to GB, or threw inside the engine ("Invalid string length").
  const formulas = [
    '=LEN(WIEDERHOLEN("x";1000000000))',
    '=SUMME(SEQUENZ(10000;10000))',
    '=SEQUENZ(2000000)',
    '=SUMME(Daten!1:2000000)',
    '=SUMME(Daten!3000:4000)',
    '=SUMME(SEQUENZ(3;2))',
  ];
  formulas.forEach((f, i) => setLocalFormula(other.getRange(i + 1, 1), f));
  s.getRange('Z1000').setValue(4);
  expect(other.getRange('A1:A6').getValues()).toEqual([['#VALUE!'], ['#VALUE!'], ['#VALUE!'], [4], ['#REF!'], [21]]);
  expect(errorMessageAt(workbook, 'Andere!A2')).toBe('Array result is larger than the limit of 1000000 cells.');
});
