/**
 * One emulated feature's state on a sheet as JSON: written, checked and read back by the
 * feature's own codec. Persistence is the list of them (sheetCodecs.ts); a SheetModel field
 * that no codec owns and that is not declared transient fails test/offline/persistenceCodecs.test.ts,
 * so a new stateful feature cannot be forgotten in the file.
 */
import type { OfflineRange } from '../offlineRange';
import type { SheetModel } from '../sheetModel';

export interface SheetCodecContext {
  /** A saved range on any sheet, or null when that sheet or range is gone (the reference is dropped). */
  rangeOf(sheetName: string, a1: string): OfflineRange | null;
}

export interface SheetCodec {
  /** The JSON keys on a sheet this codec writes and reads. */
  readonly keys: readonly string[];
  /** The SheetModel fields whose state it saves. */
  readonly owns: readonly string[];
  /**
   * Keys left out when there is nothing to save; a change's meta without such a key means the
   * feature was emptied (WorkbookChangeJson).
   */
  readonly optional: boolean;
  /** The sheet's state under this codec's keys. */
  write(sheet: SheetModel): Record<string, unknown>;
  /** Checks the saved keys; `grid` is the saved sheet's size. Throws CorruptWorkbookError. */
  check(json: Record<string, unknown>, path: string, grid: { rows: number; columns: number }): void;
  /** Puts checked state back on a sheet whose contents are already in place. */
  read(sheet: SheetModel, json: Record<string, unknown>, context: SheetCodecContext): void;
}
