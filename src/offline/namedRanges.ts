/**
 * The spreadsheet's named ranges (Spreadsheet.setNamedRange, getRangeByName, removeNamedRange).
 * A name keeps to its cells as Sheets does: rows and columns inserted or deleted before it move
 * it, inside it grow or shrink it. Google's reference does not say what getRangeByName answers
 * once all of a name's cells (or its sheet) were deleted — the sheet shows #REF!; users report
 * null. Pessimistic: null, as for a name that never existed, while the name stays taken until
 * set again or removed.
 */
import { GridRect } from './a1Notation';
import { shiftRect } from './shiftRect';
import type { SheetModel } from './sheetModel';

interface NamedRange {
  /** As given (Sheets keeps the spelling; names are compared without case). */
  name: string;
  sheet: SheetModel;
  /** undefined once its cells were deleted (#REF!). */
  rect: GridRect | undefined;
}

export class NamedRanges {
  private readonly byKey = new Map<string, NamedRange>();

  /** Names it (again, when the name is taken: Apps Script moves it). */
  set(name: string, sheet: SheetModel, rect: GridRect): void {
    checkName(name);
    this.byKey.set(name.toLowerCase(), { name, sheet, rect: { ...rect } });
  }

  /** The named cells, or undefined when there is no such name or its cells are gone. */
  get(name: string, sheets: readonly SheetModel[]): { sheet: SheetModel; rect: GridRect } | undefined {
    const named = this.byKey.get(String(name).toLowerCase());
    if (!named || !named.rect || !sheets.includes(named.sheet)) return undefined;
    return { sheet: named.sheet, rect: named.rect };
  }

  /** Every name with its sheet and cells (undefined: #REF!), for persistence. */
  entries(): { name: string; sheet: SheetModel; rect: GridRect | undefined }[] {
    return [...this.byKey.values()].map((named) => ({ ...named }));
  }

  /** Replaces every name (a saved workbook read back); a name without cells stays broken. */
  replaceAll(entries: { name: string; sheet: SheetModel; rect: GridRect | undefined }[]): void {
    this.byKey.clear();
    for (const { name, sheet, rect } of entries) {
      checkName(name);
      this.byKey.set(name.toLowerCase(), { name, sheet, rect: rect && { ...rect } });
    }
  }

  remove(name: string): void {
    if (!this.byKey.delete(String(name).toLowerCase())) throw new Error(`Named range ${name} does not exist.`);
  }

  /** Rows or columns of `sheet` inserted (delta > 0) or deleted (delta < 0) at 1-based `at`. */
  shift(sheet: SheetModel, axis: 'row' | 'column', at: number, delta: number): void {
    for (const named of this.byKey.values()) {
      if (named.sheet === sheet && named.rect) named.rect = shiftRect(named.rect, axis, at, delta);
    }
  }
}

/**
 * Google's rules for a name: letters, digits and underscores, not starting with a digit, not
 * "true" or "false", and not a cell reference (A1 or R1C1); up to 250 characters.
 */
function checkName(name: string): void {
  const valid =
    /^[A-Za-z_][A-Za-z0-9_]{0,249}$/.test(name) &&
    !/^(true|false)$/i.test(name) &&
    !/^[A-Za-z]{1,3}[0-9]+$/.test(name) &&
    !/^R[0-9]*C[0-9]*$/i.test(name);
  if (!valid) throw new Error(`Invalid name for named range: ${name}`);
}
