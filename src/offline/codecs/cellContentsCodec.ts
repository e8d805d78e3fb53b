/**
 * What a user entered in a cell — a value or a formula, never a computed result — per cell, as
 * `value` or `formula` on a cell's JSON (persistence's CellJson). The formula engine holds the
 * contents, so this codec owns WorkbookModel.engine; a change's cells carry it the same way.
 */
import { fromEngineFormula, toEngineFormula } from '../formulaSyntax';
import { serialToEngineDateText } from '../dateSerial';
import { isDateFormat } from '../numberFormat';
import type { RawCellContent } from '../formulaEngine';
import type { SheetModel } from '../sheetModel';
import { CELL_TEXT_LIMIT } from '../cellTextLimit';
import { fail } from './jsonCheck';

export interface CellContentJson {
  /** Entered value: text exactly as stored (never re-parsed), a number (dates are serials) or a boolean. */
  value?: string | number | boolean;
  /** A formula in Apps Script spelling (`=SUM(A1:A3)`), instead of a value. */
  formula?: string;
}

export const cellContentsCodec = {
  /** The JSON keys on a cell this codec writes and reads. */
  keys: ['value', 'formula'] as const,
  /** The WorkbookModel fields whose state it saves. */
  owns: ['engine'] as const,

  /** The content of one cell, or {} for an empty one. */
  write(sheet: SheetModel, row0: number, column0: number): CellContentJson {
    const { engine } = sheet.workbook;
    const id = sheet.engineId;
    const formula = engine.formula(id, row0, column0);
    if (formula !== undefined) return { formula: fromEngineFormula(formula, 'api', sheet.lookup()) };
    const value = engine.writtenValue(id, row0, column0);
    if (value === null || typeof value === 'object') return {};
    return { value };
  },

  /** Checks a cell's saved content. Throws CorruptWorkbookError. */
  check(c: Record<string, unknown>, path: string): void {
    if (c.value !== undefined && !['string', 'number', 'boolean'].includes(typeof c.value))
      fail(`${path}.value`, 'Text, Zahl oder Wahrheitswert');
    if (typeof c.value === 'number' && !Number.isFinite(c.value)) fail(`${path}.value`, 'eine endliche Zahl');
    if (typeof c.value === 'string' && c.value.length > CELL_TEXT_LIMIT)
      fail(`${path}.value`, `ein Text mit höchstens ${CELL_TEXT_LIMIT} Zeichen`);
    if (c.formula !== undefined && (typeof c.formula !== 'string' || !c.formula.startsWith('=')))
      fail(`${path}.formula`, 'eine Formel, die mit = beginnt');
    if (c.value !== undefined && c.formula !== undefined) fail(path, 'entweder value oder formula');
  },

  /**
   * A checked cell's content as the engine takes it: text stays text, a number with a date
   * format (the cell's `format`) is a date again.
   */
  read(sheet: SheetModel, c: CellContentJson & { format?: string }): RawCellContent {
    if (c.formula !== undefined) return toEngineFormula(c.formula, 'api', sheet.lookup());
    if (typeof c.value === 'string') return c.value === '' ? null : `'${c.value}`;
    if (typeof c.value === 'number' && c.format !== undefined && isDateFormat(c.format)) return serialToEngineDateText(c.value);
    return c.value ?? null;
  },
};
