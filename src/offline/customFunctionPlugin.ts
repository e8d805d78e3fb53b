/**
 * A HyperFormula function plugin that runs the add-on's custom functions the way Sheets calls
 * Apps Script: a range argument arrives as rows of values (blanks as "", dates as Date, errors
 * as their code such as "#N/A"), a single cell as a plain value; a thrown Error becomes
 * #ERROR! with its message; a returned 2-D array spills into the neighbouring cells.
 *
 * HyperFormula keeps function plugins in a global registry, but also accepts per-engine
 * plugins (`functionPlugins`) and a per-engine `context`. Each workbook therefore builds its own
 * plugin class for its add-on's function names and reaches its add-on through `context`, so
 * several workbooks with different add-ons can live in one process.
 *
 * Result sizes: HyperFormula must know an array formula's size before evaluating it (the
 * `sizeOfResultArrayMethod`), but a custom function's size depends on its input values (the
 * KAMPAGNE_… functions return one row per data row). The size method therefore answers with the
 * size this formula produced last time (1×1 at first) and records what it predicted; the
 * plugin records the size each call really returned. After each recalculation the engine
 * (formulaEngine.ts) re-enters every formula whose real size differs, so the next prediction is
 * right; a few rounds settle even chains of spills.
 */
import { ArraySize, CellError, EmptyValue, ErrorType, FunctionPlugin, SimpleRangeValue } from 'hyperformula';
import type { Ast, ProcedureAst } from 'hyperformula/typings/parser/Ast';
import type { InterpreterState } from 'hyperformula/typings/interpreter/InterpreterState';
import type { InterpreterValue } from 'hyperformula/typings/interpreter/InterpreterValue';
import type { SimpleCellAddress } from 'hyperformula/typings/Cell';
import { isDateLike } from './dateSerial';
import { cellOfRange, INDEX_METADATA } from './indexFunction';

/** A value as Apps Script hands it to a custom function. */
export type AppsScriptCell = string | number | boolean | Date;
export type AppsScriptArgument = AppsScriptCell | AppsScriptCell[][];

/** What the plugin needs from the workbook it computes for (the engine's `context`). */
export interface CustomFunctionHost {
  /** Runs the add-on function; throws what the function throws. */
  invoke(name: string, args: AppsScriptArgument[]): unknown;
  /** Whether the number in this cell is a date by the cell's number format. */
  isDateCell(sheet: number, row: number, column: number): boolean;
  serialToDate(serial: number): Date;
  dateToSerial(date: Date): number;
  /** The sheet's grid, so whole-column arguments reach its last row as in Sheets. */
  gridSize(sheet: number): { rows: number; columns: number } | undefined;
  /** Error code Apps Script shows for an engine error, e.g. "#REF!" for a blocked spill. */
  errorCode(error: CellError): string;
  /** Size the formula at `key` produced last time. */
  sizeHint(key: string): { width: number; height: number } | undefined;
  notePrediction(key: string, address: SimpleCellAddress, width: number, height: number): void;
  noteResult(key: string, address: SimpleCellAddress, width: number, height: number): void;
  /**
   * The result of the last call at `key` if it had equal arguments, else undefined. Lets the
   * re-entry that only fixes a spill's size skip running the function again.
   */
  recall(key: string, args: AppsScriptArgument[]): { returned: unknown } | undefined;
  remember(key: string, args: AppsScriptArgument[], returned: unknown): void;
}

function sameCell(a: AppsScriptCell, b: AppsScriptCell): boolean {
  if (a === b) return true;
  return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
}

/** Deep equality of custom-function arguments (values and rows of values). */
export function sameArguments(a: AppsScriptArgument[], b: AppsScriptArgument[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (Array.isArray(x) || Array.isArray(y)) {
      if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length) return false;
      for (let r = 0; r < x.length; r++) {
        const rx = x[r];
        const ry = y[r];
        if (rx.length !== ry.length) return false;
        for (let c = 0; c < rx.length; c++) if (!sameCell(rx[c], ry[c])) return false;
      }
    } else if (!sameCell(x, y)) {
      return false;
    }
  }
  return true;
}

export function addressKey(address: SimpleCellAddress): string {
  return `${address.sheet}:${address.row}:${address.col}`;
}

/** Calls whose size our size method predicted; only their results feed the size correction. */
const sizedCalls = new WeakSet<object>();

function isRichNumber(value: unknown): value is { val: number; getDetailedType(): string } {
  return typeof value === 'object' && value !== null && 'val' in value && typeof (value as { val: unknown }).val === 'number';
}

function messageOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message;
  }
  return String(error);
}

/**
 * HyperFormula throws (and aborts the whole recalculation) when an array formula's result is
 * larger than predicted, so a result is cut to the formula's current spill size; the engine then
 * re-enters the formula with the real size (see noteResult).
 */
function fitToVertex(value: InterpreterValue | SimpleRangeValue, state: InterpreterState): InterpreterValue | SimpleRangeValue {
  if (!(value instanceof SimpleRangeValue)) return value;
  const size = (
    state.formulaVertex as unknown as { array?: { size?: { width: number; height: number; isRef?: boolean } } } | undefined
  )?.array?.size;
  if (!size || size.isRef || (value.width() <= size.width && value.height() <= size.height)) return value;
  const data = value
    .rawData()
    .slice(0, size.height)
    .map((line) => line.slice(0, size.width));
  return SimpleRangeValue.onlyValues(data as never);
}

abstract class AddonFunctionPluginBase extends FunctionPlugin {
  private get host(): CustomFunctionHost {
    return this.config.context as CustomFunctionHost;
  }

  private cell(value: InterpreterValue, sheet?: number, row?: number, column?: number): AppsScriptCell {
    if (value === EmptyValue) return '';
    if (value instanceof CellError) return this.host.errorCode(value);
    if (isRichNumber(value)) {
      return /DATE|TIME/.test(value.getDetailedType()) ? this.host.serialToDate(value.val) : value.val;
    }
    if (typeof value === 'number') {
      return sheet !== undefined && this.host.isDateCell(sheet, row!, column!) ? this.host.serialToDate(value) : value;
    }
    if (typeof value === 'string' || typeof value === 'boolean') return value;
    return '';
  }

  private argument(ast: Ast, state: InterpreterState): AppsScriptArgument | CellError {
    const value = this.evaluateAst(ast, state);
    if (value instanceof SimpleRangeValue) {
      const start = value.range?.start;
      const data = value.rawData() as InterpreterValue[][];
      const rows: AppsScriptCell[][] = data.map((line, r) =>
        line.map((v, c) => this.cell(v, start?.sheet, start ? start.row + r : undefined, start ? start.col + c : undefined)),
      );
      // Whole columns/rows (`A:A`, `2:2`) reach the grid's edge in Sheets, not only the used part.
      const grid = start ? this.host.gridSize(start.sheet) : undefined;
      if (grid && start && (ast.type === 'COLUMN_RANGE' || ast.type === 'ROW_RANGE')) {
        const width = ast.type === 'ROW_RANGE' ? grid.columns - start.col : (rows[0]?.length ?? 0);
        const height = ast.type === 'COLUMN_RANGE' ? grid.rows - start.row : rows.length;
        for (const line of rows) while (line.length < width) line.push('');
        while (rows.length < height) rows.push(new Array<AppsScriptCell>(width).fill(''));
      }
      if (rows.length === 1 && rows[0].length === 1) return rows[0][0];
      return rows;
    }
    if (value instanceof CellError) return value;
    if (ast.type === 'CELL_REFERENCE') {
      const address = ast.reference.toSimpleCellAddress(state.formulaAddress);
      return this.cell(value, address.sheet, address.row, address.col);
    }
    return this.cell(value);
  }

  private engineValue(value: unknown): InterpreterValue {
    if (value === null || value === undefined) return EmptyValue;
    if (typeof value === 'number')
      return Number.isFinite(value) ? value : new CellError(ErrorType.NUM, 'Das Ergebnis ist keine endliche Zahl.');
    if (typeof value === 'string' || typeof value === 'boolean') return value;
    if (isDateLike(value)) {
      const serial = this.host.dateToSerial(value);
      return this.arithmeticHelper.ExtendedNumberFactory(serial, {
        type: (Number.isInteger(serial) ? 'NUMBER_DATE' : 'NUMBER_DATETIME') as never,
      });
    }
    return String(value);
  }

  /** An Apps Script return value as engine value plus its size. */
  private result(value: unknown): { value: InterpreterValue | SimpleRangeValue; width: number; height: number } {
    if (!Array.isArray(value)) return { value: this.engineValue(value), width: 1, height: 1 };
    if (value.length === 0) return { value: EmptyValue, width: 1, height: 1 };
    // A flat array is one column, as Sheets shows it.
    const rows: unknown[][] = value.map((line) => (Array.isArray(line) ? line : [line]));
    const width = Math.max(1, ...rows.map((line) => line.length));
    const data = rows.map((line) => {
      const out = line.map((v) => this.engineValue(v));
      while (out.length < width) out.push(EmptyValue);
      return out;
    });
    if (data.length === 1 && width === 1) return { value: data[0][0], width: 1, height: 1 };
    return { value: SimpleRangeValue.onlyValues(data as never), width, height: data.length };
  }

  callCustomFunction(ast: ProcedureAst, state: InterpreterState): InterpreterValue | SimpleRangeValue {
    const args: AppsScriptArgument[] = [];
    for (const argAst of ast.args) {
      const arg = this.argument(argAst, state);
      // A single erroneous argument fails the call, as in Sheets; errors inside ranges are passed.
      if (arg instanceof CellError) return arg;
      args.push(arg);
    }
    const key = addressKey(state.formulaAddress);
    // Rows removed from a sheet the formula reads give it a new AST without asking its size
    // again (HyperFormula transforms formulas lazily): the formula's own call is still the sized one.
    const root = (state.formulaVertex as unknown as { formula?: unknown } | undefined)?.formula === ast;
    if (root) sizedCalls.add(ast);
    const sized = sizedCalls.has(ast);
    let returned: unknown;
    const recalled = sized ? this.host.recall(key, args) : undefined;
    if (recalled) {
      returned = recalled.returned;
    } else {
      try {
        returned = this.host.invoke(ast.procedureName, args);
      } catch (error) {
        return new CellError(ErrorType.ERROR, messageOf(error));
      }
      if (sized) this.host.remember(key, args, returned);
    }
    const { value, width, height } = this.result(returned);
    // Sheets does not grow the grid for a spill: past the last row or column it is #REF!.
    const grid = this.host.gridSize(state.formulaAddress.sheet);
    const rowsOver = grid ? state.formulaAddress.row + height - grid.rows : 0;
    const columnsOver = grid ? state.formulaAddress.col + width - grid.columns : 0;
    if (rowsOver > 0 || columnsOver > 0) {
      if (sized) this.host.noteResult(key, state.formulaAddress, 1, 1);
      return new CellError(
        ErrorType.REF,
        rowsOver > 0
          ? `Result was not automatically expanded, please insert more rows (${rowsOver}).`
          : `Result was not automatically expanded, please insert more columns (${columnsOver}).`,
      );
    }
    if (sized) this.host.noteResult(key, state.formulaAddress, width, height);
    return fitToVertex(value, state);
  }

  customFunctionSize(ast: ProcedureAst, state: InterpreterState): ArraySize {
    sizedCalls.add(ast);
    const key = addressKey(state.formulaAddress);
    const hint = this.host.sizeHint(key) ?? { width: 1, height: 1 };
    this.host.notePrediction(key, state.formulaAddress, hint.width, hint.height);
    return new ArraySize(hint.width, hint.height);
  }
}

/** A plugin class serving exactly these (upper-case) function names. */
export function createCustomFunctionPlugin(names: readonly string[]): typeof FunctionPlugin {
  class AddonFunctionPlugin extends AddonFunctionPluginBase {}
  Object.defineProperty(AddonFunctionPlugin, 'name', { value: 'KriegsratAddonFunctions' });
  // HyperFormula looks the methods up as own properties of the plugin's prototype.
  for (const method of ['callCustomFunction', 'customFunctionSize'] as const) {
    Object.defineProperty(AddonFunctionPlugin.prototype, method, {
      value: AddonFunctionPluginBase.prototype[method],
      writable: true,
    });
  }
  AddonFunctionPlugin.implementedFunctions = Object.fromEntries(
    names.map((name) => [name, { method: 'callCustomFunction', sizeOfResultArrayMethod: 'customFunctionSize' }]),
  );
  // This plugin comes last, so its INDEX replaces HyperFormula's (see indexFunction.ts).
  Object.defineProperty(AddonFunctionPlugin.prototype, INDEX_METADATA.method, { value: cellOfRange, writable: true });
  AddonFunctionPlugin.implementedFunctions.INDEX = INDEX_METADATA;
  return AddonFunctionPlugin;
}
