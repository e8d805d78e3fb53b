/**
 * The spreadsheet's named ranges (Spreadsheet.setNamedRange, getRangeByName, removeNamedRange).
 * A name keeps to its cells as Sheets does: rows and columns inserted or deleted before it move
 * it, inside it grow or shrink it. Once all of a name's cells (or its sheet) were deleted the
 * name stays, broken (#REF! in Sheets); what getRangeByName, setNamedRange, removeNamedRange and
 * the Sheets API then answer, Google does not say: `behaviour` picks one of the plausible answers
 * (namedRangeBehaviour.ts).
 */
import { GridRect } from './a1Notation';
import { BROKEN_RANGE_MESSAGE, NAME_TAKEN_MESSAGE, NamedRangeBehaviour, REPORTED_NAMED_RANGES } from './namedRangeBehaviour';
import { shiftRect } from './shiftRect';
import type { SheetModel } from './sheetModel';

interface NamedRange {
  /** As given (Sheets keeps the spelling; names are compared without case). */
  name: string;
  sheet: SheetModel;
  /** undefined once its cells were deleted (#REF!). */
  rect: GridRect | undefined;
  /** A broken name's cells before they were deleted (not saved: a name read back broken has none). */
  lastRect?: GridRect;
}

/** A name as the Sheets API lists it: its cells, or a broken one's last cells, or none. */
export interface NamedRangeListing {
  name: string;
  sheet: SheetModel;
  rect: GridRect | undefined;
  lastRect: GridRect | undefined;
}

export class NamedRanges {
  private readonly byKey = new Map<string, NamedRange>();
  /** What Google leaves open about broken names (namedRangeBehaviour.ts); loadAddon's option sets it. */
  behaviour: NamedRangeBehaviour = REPORTED_NAMED_RANGES;

  /**
   * Names the cells. A taken name: named anew, or — as `behaviour.takenName` says — refused
   * with Google's message (every taken name, or only a broken one).
   */
  set(name: string, sheet: SheetModel, rect: GridRect): void {
    checkName(name);
    const taken = this.byKey.get(name.toLowerCase());
    const refused = this.behaviour.takenName === 'throws' || (this.behaviour.takenName === 'throwsIfBroken' && !taken?.rect);
    if (taken && refused) throw new Error(NAME_TAKEN_MESSAGE);
    this.byKey.set(name.toLowerCase(), { name, sheet, rect: { ...rect } });
  }

  /**
   * The named cells as getRangeByName answers: undefined when there is no such name; for a broken
   * one (cells or sheet deleted) as `behaviour.brokenRange` says — undefined, a throw, or the cells
   * it named before (undefined when its sheet is gone too).
   */
  get(name: string, sheets: readonly SheetModel[]): { sheet: SheetModel; rect: GridRect } | undefined {
    const named = this.byKey.get(String(name).toLowerCase());
    if (!named) return undefined;
    if (named.rect && sheets.includes(named.sheet)) return { sheet: named.sheet, rect: named.rect };
    if (this.behaviour.brokenRange === 'throws') throw new Error(BROKEN_RANGE_MESSAGE);
    if (this.behaviour.brokenRange === 'oldCells' && named.lastRect && sheets.includes(named.sheet)) {
      return { sheet: named.sheet, rect: named.lastRect };
    }
    return undefined;
  }

  /** The named cells while the name is whole; undefined for an unknown or broken name (no behaviour applies). */
  cells(name: string, sheets: readonly SheetModel[]): { sheet: SheetModel; rect: GridRect } | undefined {
    const named = this.byKey.get(String(name).toLowerCase());
    return named?.rect && sheets.includes(named.sheet) ? { sheet: named.sheet, rect: named.rect } : undefined;
  }

  /** Every name as the Sheets API could list it: whole ones with their cells, broken ones with their last cells. */
  listing(sheets: readonly SheetModel[]): NamedRangeListing[] {
    return [...this.byKey.values()].map((named) => {
      const whole = named.rect && sheets.includes(named.sheet);
      return {
        name: named.name,
        sheet: named.sheet,
        rect: whole ? { ...named.rect! } : undefined,
        lastRect: whole ? undefined : named.lastRect && sheets.includes(named.sheet) ? { ...named.lastRect } : undefined,
      };
    });
  }

  /** Every name with its sheet and cells (undefined: #REF!), for persistence. */
  entries(): { name: string; sheet: SheetModel; rect: GridRect | undefined }[] {
    return [...this.byKey.values()].map(({ name, sheet, rect }) => ({ name, sheet, rect }));
  }

  /** Replaces every name (a saved workbook read back); a name without cells stays broken. */
  replaceAll(entries: { name: string; sheet: SheetModel; rect: GridRect | undefined }[]): void {
    this.byKey.clear();
    for (const { name, sheet, rect } of entries) {
      checkName(name);
      this.byKey.set(name.toLowerCase(), { name, sheet, rect: rect && { ...rect } });
    }
  }

  /** Removes the name; throws for an unknown one, and for a broken one as `behaviour.removeBroken` says. */
  remove(name: string): void {
    const key = String(name).toLowerCase();
    const named = this.byKey.get(key);
    if (!named || (!named.rect && this.behaviour.removeBroken === 'throws')) {
      throw new Error(`Named range ${name} does not exist.`);
    }
    this.byKey.delete(key);
  }

  /** Rows or columns of `sheet` inserted (delta > 0) or deleted (delta < 0) at 1-based `at`. */
  shift(sheet: SheetModel, axis: 'row' | 'column', at: number, delta: number): void {
    for (const named of this.byKey.values()) {
      if (named.sheet !== sheet || !named.rect) continue;
      const before = named.rect;
      named.rect = shiftRect(named.rect, axis, at, delta);
      if (!named.rect) named.lastRect = before;
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
