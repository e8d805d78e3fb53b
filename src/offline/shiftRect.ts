/**
 * Where a rectangle of cells is after rows or columns were inserted (delta > 0) or deleted
 * (delta < 0) at 1-based position `at`, as Sheets moves protections and named ranges with their
 * cells: inserted inside it, it grows; deleted in part, it shrinks; undefined when all its cells
 * were deleted.
 */
import { GridRect } from './a1Notation';

export function shiftRect(rect: GridRect, axis: 'row' | 'column', at: number, delta: number): GridRect | undefined {
  const start = axis === 'row' ? rect.row : rect.column;
  const size = axis === 'row' ? rect.numRows : rect.numColumns;
  let newStart = start;
  let newSize = size;
  if (delta > 0) {
    if (at <= start) newStart = start + delta;
    else if (at < start + size) newSize = size + delta;
  } else {
    const removedEnd = at - delta;
    const keepBefore = Math.max(0, Math.min(size, at - start));
    const keepAfter = Math.max(0, start + size - Math.max(removedEnd, start));
    newSize = keepBefore + keepAfter;
    newStart = start < at ? start : Math.max(at, start + delta);
    if (newSize === 0) return undefined;
  }
  return axis === 'row' ? { ...rect, row: newStart, numRows: newSize } : { ...rect, column: newStart, numColumns: newSize };
}
