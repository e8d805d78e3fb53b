/**
 * Which cells changed since the last save, so the preview can save a change as the few cells
 * it touched instead of the whole workbook. Cell writes and property changes report here; a
 * change of the grid's shape (rows, columns, sheets) moves cells, so it only marks the log as
 * needing a whole save. Settings outside cells (frozen rows, protections, properties) are
 * compared by the saver (persistence.workbookMeta), not reported.
 */
import type { SheetModel } from './sheetModel';

/** Beyond this many touched cells a whole save is cheaper than listing them. */
const MAX_TRACKED_CELLS = 20_000;

export interface PendingChanges {
  /** True when only a whole save describes the change. */
  whole: boolean;
  cells: Map<SheetModel, [row0: number, column0: number][]>;
}

export class ChangeLog {
  private touched = new Map<SheetModel, Map<number, Set<number>>>();
  private count = 0;
  private wholeSave = false;
  private revisionCount = 0;

  /**
   * Counts every change, never reset: the Sheets API twin compares it with what the last
   * SpreadsheetApp.flush() saw, to refuse a read that would miss unflushed writes.
   */
  get revision(): number {
    return this.revisionCount;
  }

  private flushedAt = 0;

  /** SpreadsheetApp.flush(), or an execution's start: every change so far is applied. */
  markFlushed(): void {
    this.flushedAt = this.revisionCount;
  }

  /** Whether the script changed something since it last flushed (what an API read would not see). */
  get unflushed(): boolean {
    return this.revisionCount !== this.flushedAt;
  }

  /** Cells of `sheet` in the 0-based block at (row0, column0). */
  cells(sheet: SheetModel, row0: number, column0: number, numRows = 1, numColumns = 1): void {
    this.revisionCount++;
    if (this.wholeSave) return;
    if (this.count + numRows * numColumns > MAX_TRACKED_CELLS) {
      this.shape();
      return;
    }
    let rows = this.touched.get(sheet);
    if (!rows) this.touched.set(sheet, (rows = new Map()));
    for (let r = row0; r < row0 + numRows; r++) {
      let columns = rows.get(r);
      if (!columns) rows.set(r, (columns = new Set()));
      for (let c = column0; c < column0 + numColumns; c++) {
        if (!columns.has(c)) {
          columns.add(c);
          this.count++;
        }
      }
    }
  }

  /** Rows, columns or sheets were added, removed or renamed. */
  shape(): void {
    this.revisionCount++;
    this.wholeSave = true;
    this.touched.clear();
    this.count = 0;
  }

  /** What changed since the last take() or reset(), and a fresh start. */
  take(): PendingChanges {
    const cells = new Map<SheetModel, [number, number][]>();
    for (const [sheet, rows] of this.touched) {
      const list: [number, number][] = [];
      for (const [r, columns] of rows) for (const c of columns) list.push([r, c]);
      cells.set(sheet, list);
    }
    const taken = { whole: this.wholeSave, cells };
    this.reset();
    return taken;
  }

  reset(): void {
    this.touched.clear();
    this.count = 0;
    this.wholeSave = false;
  }
}
