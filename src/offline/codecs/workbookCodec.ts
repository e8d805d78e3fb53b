/**
 * One emulated feature's state on the workbook as JSON, like SheetCodec for a sheet: written,
 * checked and read back by the feature's own codec (workbookCodecs.ts lists them). Its keys
 * sit at the top of the file and in a change's meta (WorkbookMetaJson), which carries them whole.
 */
import type { WorkbookModel } from '../workbookModel';

export interface WorkbookCodec {
  /** The JSON keys on the workbook this codec writes and reads. */
  readonly keys: readonly string[];
  /** The WorkbookModel fields whose state it saves. */
  readonly owns: readonly string[];
  write(workbook: WorkbookModel): Record<string, unknown>;
  /** Checks the saved keys. Throws CorruptWorkbookError. */
  check(json: Record<string, unknown>, path: string): void;
  /** Puts checked state back on a workbook whose sheets and contents are in place. */
  read(workbook: WorkbookModel, json: Record<string, unknown>): void;
}
