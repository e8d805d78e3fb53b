/** A value as Apps Script hands a cell to a custom function: blanks arrive as "". */
export type CellValue = string | number | boolean | Date | null | undefined;
/** A range argument: rows of cells. */
export type CellMatrix = CellValue[][];
export type Argument = CellValue | CellMatrix;

export function isMatrix(value: unknown): value is CellMatrix {
  return Array.isArray(value);
}

export function isBlank(value: CellValue): boolean {
  return value === '' || value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}
