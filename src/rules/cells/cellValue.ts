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

/** A Date, also one made in another realm (Apps Script hands dates over from its own). */
export function isDate(value: unknown): value is Date {
  // Primitives first: most cells are texts and numbers, and the replay asks for every one.
  return typeof value === 'object' && value !== null && Object.prototype.toString.call(value) === '[object Date]';
}
