/**
 * How far a formula's array result spills (KAMPAGNE_… fill whole tables from one cell). The
 * public Apps Script API cannot tell a spilled blank from an empty cell, so this asks the
 * offline workbook's formula engine. Used by the xlsx export to write array formulas.
 */
import { OfflineSpreadsheet } from '../offline';

export interface SpillSize {
  numRows: number;
  numColumns: number;
}

/** Rows and columns the result of the formula at (row, column) covers, 1 × 1 for a single value. */
export function spillSize(workbook: OfflineSpreadsheet, sheetName: string, row: number, column: number): SpillSize {
  const model = workbook.model;
  const sheet = model.byName(sheetName);
  if (!sheet) throw new Error(`Blatt „${sheetName}“ fehlt.`);
  const id = sheet.engineId;
  const child = (r: number, c: number) => r < sheet.maxRows && c < sheet.maxColumns && model.engine.isSpillChild(id, r, c);
  let numColumns = 1;
  while (child(row - 1, column - 1 + numColumns)) numColumns++;
  let numRows = 1;
  while (child(row - 1 + numRows, column - 1)) numRows++;
  return { numRows, numColumns };
}
