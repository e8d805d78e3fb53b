import { CellValue, isDate } from './cellValue';

/**
 * Whether two rows hold the same cells: a date by its time, null and undefined as "", no row
 * as no cells — what comparing the rows' JSON texts answers, without building them (a save
 * compares every row of the log before and after it). The same array is the same row: the
 * rows a save did not write are carried over as they were read.
 */
export function sameCells(a: readonly CellValue[] | undefined, b: readonly CellValue[] | undefined): boolean {
  if (a === b) return true;
  const x = a ?? [];
  const y = b ?? [];
  if (x.length !== y.length) return false;
  for (let i = 0; i < x.length; i++) if (!sameCell(x[i], y[i])) return false;
  return true;
}

function sameCell(a: CellValue, b: CellValue): boolean {
  const x = isDate(a) ? a.getTime() : (a ?? '');
  const y = isDate(b) ? b.getTime() : (b ?? '');
  if (x === y) return true;
  // JSON writes NaN and ±Infinity (an invalid date's time too) alike, as null.
  return typeof x === 'number' && typeof y === 'number' && !Number.isFinite(x) && !Number.isFinite(y);
}
