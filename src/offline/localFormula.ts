/**
 * Formulas as a de_DE user types them (`=VERLUSTSTUFE(F2;G2)`, `=SUMME(A1:A3;2,5)`): the
 * preview's input box. Not Apps Script methods, so they live outside the Range facade and are
 * not counted as service calls.
 */
import type { OfflineRange } from './offlineRange';

/** Writes `formula` (de_DE spelling) into every cell of `range`. */
export function setLocalFormula(range: OfflineRange, formula: string): void {
  const { rect } = range;
  const text = String(formula);
  const grid = Array.from({ length: rect.numRows }, () => new Array<string>(rect.numColumns).fill(text));
  range.sheetModel.writeFormulas(rect, grid, 'local');
}

/** The formula of the range's top-left cell in de_DE spelling, or "". */
export function localFormula(range: OfflineRange): string {
  return range.sheetModel.readFormulas({ ...range.rect, numRows: 1, numColumns: 1 }, 'local')[0][0];
}
