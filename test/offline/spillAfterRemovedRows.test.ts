/**
 * Two things Kriegsrat's Prüfung column in Schlachten needs from the offline workbook: a custom
 * function that reads a sheet holding formulas keeps growing after rows of that sheet were
 * deleted (HyperFormula gives the moved formula a new AST without asking its size again), and
 * INDEX(whole column, ROW()) in every row answers like Sheets — cell for cell, errors included.
 */
import { loadAddon, OfflineSpreadsheet } from '../../src/offline';

const SCRIPT = String.raw`
/** Eine Zeile je nicht leerer Zeile der Eingabe: ihr erster Wert. @customfunction */
function ZEILEN(bereich) {
  var out = [['Wert']];
  for (var r = 1; r < bereich.length; r++) if (bereich[r][0] !== '') out.push([bereich[r][0]]);
  return out;
}
`;

function workbook() {
  const book = new OfflineSpreadsheet({ sheets: ['Eingaben', 'Ergebnis'] });
  loadAddon(book, SCRIPT);
  const input = book.getSheetByName('Eingaben')!;
  const result = book.getSheetByName('Ergebnis')!;
  result.getRange('A1').setFormula('=ZEILEN(Eingaben!A:A)');
  // In Eingaben, right of what ZEILEN reads: each row shows the result of its own row.
  input.getRange('B2:B1000').setFormula('=IFERROR(INDEX(Ergebnis!$A:$A,ROW()),"-")');
  input.getRange('A2:A3').setValues([['a'], ['b']]);
  expect(result.getRange('A1:A3').getValues()).toEqual([['Wert'], ['a'], ['b']]);
  return { input, result };
}

describe('a custom function reading a sheet with formulas', () => {
  it.each([
    ['one row in the middle', 500, 1],
    ['all rows after the data', 4, 996],
  ])('grows after %s was deleted', (_, at, count) => {
    const { input, result } = workbook();
    input.deleteRows(at, count);
    input.getRange('A4').setValue('c');
    expect(result.getRange('A1:A4').getValues()).toEqual([['Wert'], ['a'], ['b'], ['c']]);
    expect(input.getRange('B4').getValue()).toBe('c');
  });
});

describe('INDEX over a whole column', () => {
  it('gives the row, blank past the spill down to the grid, #NUM! outside the range', () => {
    const { input, result } = workbook();
    expect(input.getRange('B2:B4').getValues()).toEqual([['a'], ['b'], ['']]);
    result.getRange('C1:C3').setFormulas([['=INDEX(A:A,1001)'], ['=INDEX(A1:A3,2,1)'], ['=INDEX(A1:A3,4)']]);
    expect(result.getRange('C1:C3').getValues()).toEqual([['#NUM!'], ['a'], ['#NUM!']]);
  });
});
