/**
 * One sheet's state and the logic behind Sheet and Range: reading and writing cells with Apps
 * Script's value rules, grid size, structure changes. Not itself an Apps Script object, so
 * nothing here is counted as a service call.
 */
import { formatA1, GridRect, parseA1Notation, resolveA1Range } from './a1Notation';
import { CellProps, CellPropertyGrid } from './cellProperties';
import type { ChangeLog } from './changeLog';
import { isDateLike, serialToEngineDateText } from './dateSerial';
import { EngineError, EngineValue, RawCellContent } from './formulaEngine';
import { CELL_TEXT_LIMIT, CellTextTooLongError } from './cellTextLimit';
import { FormulaDialect, fromEngineFormula, GridLookup, toEngineFormula } from './formulaSyntax';
import {
  DateKind,
  DEFAULT_DATE_FORMAT,
  DEFAULT_DATETIME_FORMAT,
  DEFAULT_NUMBER_FORMAT,
  displayText,
  isDateFormat,
} from './numberFormat';
import { ProtectionModel } from './protection';
import { parseUserInput } from './userInput';
import type { WorkbookModel } from './workbookModel';
import { OfflineRange } from './offlineRange';
import { OfflineSheet } from './offlineSheet';

/** isDateFormat by format text: reading a large range asks it for every number. */
const dateFormats = new Map<string, boolean>();

function isDateFormatCached(format: string): boolean {
  let is = dateFormats.get(format);
  if (is === undefined) dateFormats.set(format, (is = isDateFormat(format)));
  return is;
}

/** A value as Apps Script's getValues returns it. */
export type CellValue = string | number | boolean | Date;

/** What a written value becomes in the engine, plus a format Sheets would apply on its own. */
interface Content {
  content: RawCellContent;
  autoFormat?: string;
  /** The typed value, for data validation; undefined for formulas. */
  check?: CellValue;
}

/** A property grid that reports every changed cell to the workbook's change log. */
class LoggedPropertyGrid extends CellPropertyGrid {
  constructor(private readonly report: (row0: number, column0: number) => void) {
    super();
  }

  override update(row: number, column: number, change: (props: CellProps) => void): void {
    super.update(row, column, change);
    this.report(row, column);
  }
}

/** Values of one row read before, columns first..last (0-based); `dates` when any is a Date. */
interface KnownRow {
  first: number;
  last: number;
  values: CellValue[];
  dates: boolean;
  /** With `dates`: the same values with each Date as its serial (readUnformatted), made on first use. */
  serials?: (string | number | boolean)[];
}

export class SheetModel {
  readonly props: CellPropertyGrid = new LoggedPropertyGrid((row0, column0) => {
    // A number format decides whether a number reads as a Date.
    this.forgetValues(row0, 1);
    this.changes.cells(this, row0, column0);
  });
  /**
   * Values of blocks no formula can reach, as readValues returned them, by 0-based row: a
   * script reading the same input sheets on every call (each submitted battle reads all of
   * them) converts each cell once. Forgotten when the engine reports a written row, rows moved,
   * a format changed or the time zone did.
   */
  private readonly knownValues: (KnownRow | undefined)[] = [];
  protections: ProtectionModel[] = [];
  frozenRows = 0;
  frozenColumns = 0;
  hidden = false;
  tabColor: string | null = null;
  readonly columnWidths = new Map<number, number>();
  readonly rowHeights = new Map<number, number>();
  /** Recorded only. */
  conditionalFormatRules: unknown[] = [];
  /** Embedded charts (chart.ts's ChartModel), in insertion order. */
  readonly charts: unknown[] = [];
  private facadeCache?: OfflineSheet;

  constructor(
    readonly workbook: WorkbookModel,
    public name: string,
    readonly sheetId: number,
    public maxRows: number,
    public maxColumns: number,
  ) {}

  get engine() {
    return this.workbook.engine;
  }

  private get changes(): ChangeLog {
    return this.workbook.changes;
  }

  get engineId(): number {
    return this.workbook.engine.sheetId(this.name);
  }

  get facade(): OfflineSheet {
    this.facadeCache ??= new OfflineSheet(this);
    return this.facadeCache;
  }

  lookup(): GridLookup {
    return { sheetName: this.name, grid: (name) => this.workbook.gridOf(name) };
  }

  // ---- ranges

  range(rect: GridRect): OfflineRange {
    return new OfflineRange(this, rect);
  }

  /** Validates like Sheet.getRange(row, column, numRows, numColumns). */
  checkedRect(row: number, column: number, numRows = 1, numColumns = 1): GridRect {
    for (const [value, label] of [
      [row, 'row'],
      [column, 'column'],
      [numRows, 'numRows'],
      [numColumns, 'numColumns'],
    ] as const) {
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        throw new Error(
          `The parameters (${typeof value}) don't match the method signature for SpreadsheetApp.Sheet.getRange (${label}).`,
        );
      }
    }
    const rect = {
      row: Math.floor(row),
      column: Math.floor(column),
      numRows: Math.floor(numRows),
      numColumns: Math.floor(numColumns),
    };
    if (rect.row < 1) throw new Error('The starting row of the range is too small.');
    if (rect.column < 1) throw new Error('The starting column of the range is too small.');
    if (rect.numRows < 1) throw new Error('The number of rows in the range must be at least 1.');
    if (rect.numColumns < 1) throw new Error('The number of columns in the range must be at least 1.');
    if (rect.row + rect.numRows - 1 > this.maxRows || rect.column + rect.numColumns - 1 > this.maxColumns) {
      throw new Error('The coordinates of the range are outside the dimensions of the sheet.');
    }
    return rect;
  }

  rectFromA1(a1: string): GridRect {
    const parsed = parseA1Notation(a1);
    const rect = resolveA1Range(parsed, this.maxRows, this.maxColumns);
    return this.checkedRect(rect.row, rect.column, rect.numRows, rect.numColumns);
  }

  a1(rect: GridRect): string {
    return formatA1(rect);
  }

  // ---- reading

  numberFormatAt(row0: number, column0: number): string | undefined {
    return this.props.get(row0, column0)?.numberFormat;
  }

  /** Whether a number here reads as a Date (by format, else by what the engine computed). */
  private isDate(row0: number, column0: number, kind: DateKind | undefined): boolean {
    const format = this.numberFormatAt(row0, column0);
    if (format !== undefined && format !== DEFAULT_NUMBER_FORMAT) return isDateFormatCached(format);
    return kind !== undefined;
  }

  /** Apps Script value of an engine value at a cell. */
  private appsScriptValue(value: EngineValue, row0: number, column0: number, kind: DateKind | undefined): CellValue {
    if (value === null) return '';
    if (value instanceof EngineError) return value.code;
    if (typeof value === 'number') return this.isDate(row0, column0, kind) ? this.workbook.serialToDate(value) : value;
    return value;
  }

  readValues(rect: GridRect): CellValue[][] {
    const row0 = rect.row - 1;
    const first = rect.column - 1;
    const end = first + rect.numColumns;
    if (!this.knowRows(rect)) return this.convertedValues(rect);
    const out: CellValue[][] = new Array(rect.numRows);
    for (let i = 0; i < rect.numRows; i++) {
      const known = this.knownValues[row0 + i]!;
      const line = known.values.slice(first, end);
      // Each read hands out its own Dates, as Apps Script does.
      if (known.dates)
        for (let c = 0; c < line.length; c++) if (line[c] instanceof Date) line[c] = new Date((line[c] as Date).getTime());
      out[i] = line;
    }
    return out;
  }

  /**
   * Makes the rows of `rect` known (those not known yet read now, in one block); false where
   * formulas may reach the block: then it is read afresh every time.
   */
  private knowRows(rect: GridRect): boolean {
    const row0 = rect.row - 1;
    const first = rect.column - 1;
    const last = first + rect.numColumns - 1;
    if (!this.engine.holdsWrittenOnly(this.engineId, row0 + rect.numRows - 1, last)) return false;
    // Rows not known yet (or not these columns) are read in one block.
    const knownValues = this.knownValues;
    let missingFrom = -1;
    let missingTo = -1;
    for (let r = row0; r < row0 + rect.numRows; r++) {
      const known = knownValues[r];
      if (known && known.first <= first && known.last >= last) continue;
      if (missingFrom < 0) missingFrom = r;
      missingTo = r;
    }
    if (missingFrom >= 0) {
      const fresh = this.convertedValues({
        row: missingFrom + 1,
        column: rect.column,
        numRows: missingTo - missingFrom + 1,
        numColumns: rect.numColumns,
      });
      fresh.forEach((line, i) => {
        const r = missingFrom + i;
        const known = knownValues[r];
        if (known && known.first <= first && known.last >= last) return;
        const values = new Array<CellValue>(first);
        values.push(...line);
        knownValues[r] = { first, last, values, dates: line.some((v) => v instanceof Date) };
      });
    }
    return true;
  }

  /**
   * Values as the Sheets API reads them unformatted: a date as its serial number, an error its
   * code, empty "". Rows no formula can reach come from the known rows (each row's serials
   * made once, kept with it), so a repeated read of a large input sheet copies rows only.
   * `trimEnds`: each row ends at its last cell that is not empty (as the API answers).
   * Every row returned is the caller's own.
   */
  readUnformatted(rect: GridRect, trimEnds = false): (string | number | boolean)[][] {
    const row0 = rect.row - 1;
    const first = rect.column - 1;
    const end = first + rect.numColumns;
    const out: (string | number | boolean)[][] = new Array(rect.numRows);
    if (this.knowRows(rect)) {
      for (let i = 0; i < rect.numRows; i++) {
        const row = this.serialsOf(this.knownValues[row0 + i]!);
        let rowEnd = end;
        if (trimEnds) while (rowEnd > first && row[rowEnd - 1] === '') rowEnd--;
        out[i] = row.slice(first, rowEnd);
      }
      return out;
    }
    const lines = this.convertedValues(rect);
    for (let i = 0; i < rect.numRows; i++) {
      const line = lines[i];
      for (let c = 0; c < line.length; c++) {
        const v = line[c];
        if (v instanceof Date) line[c] = this.workbook.dateToSerial(v);
      }
      if (trimEnds) {
        let rowEnd = line.length;
        while (rowEnd > 0 && line[rowEnd - 1] === '') rowEnd--;
        if (rowEnd < line.length) line.length = rowEnd;
      }
      out[i] = line as (string | number | boolean)[];
    }
    return out;
  }

  /** A known row's values with its Dates as serials (the row itself when it has none). */
  private serialsOf(known: KnownRow): (string | number | boolean)[] {
    if (!known.dates) return known.values as (string | number | boolean)[];
    if (known.serials) return known.serials;
    // A copy, not a new Array(length): a row without holes stays one, and copies fast.
    const serials = known.values.slice() as (string | number | boolean | Date)[];
    for (let c = known.first; c <= known.last; c++) {
      const v = serials[c];
      if (v instanceof Date) serials[c] = this.workbook.dateToSerial(v);
    }
    return (known.serials = serials as (string | number | boolean)[]);
  }

  /** Forgets values read before: of rows [row0, row0 + numRows), or all. */
  forgetValues(row0?: number, numRows = 1): void {
    if (row0 === undefined) {
      this.knownValues.length = 0;
      return;
    }
    const end = Math.min(row0 + numRows, this.knownValues.length);
    for (let r = row0; r < end; r++) this.knownValues[r] = undefined;
  }

  private convertedValues(rect: GridRect): CellValue[][] {
    return this.engine.read(
      this.engineId,
      rect.row - 1,
      rect.column - 1,
      rect.numRows,
      rect.numColumns,
      (value, kind, row0, column0) => this.appsScriptValue(value, row0, column0, kind),
    );
  }

  readDisplayValues(rect: GridRect): string[][] {
    const id = this.engineId;
    const raw = this.engine.values(id, rect.row - 1, rect.column - 1, rect.numRows, rect.numColumns);
    return raw.map((line, r) =>
      line.map((value, c) => {
        const row0 = rect.row - 1 + r;
        const column0 = rect.column - 1 + c;
        const format = this.numberFormatAt(row0, column0);
        if (value instanceof EngineError) return displayText({ value: value.code, isError: true }, format);
        const dateKind = typeof value === 'number' && !format ? this.engine.dateKind(id, row0, column0) : undefined;
        return displayText({ value, dateKind }, format);
      }),
    );
  }

  readFormulas(rect: GridRect, dialect: FormulaDialect = 'api'): string[][] {
    const id = this.engineId;
    const lookup = this.lookup();
    const out: string[][] = [];
    for (let r = 0; r < rect.numRows; r++) {
      const line: string[] = [];
      for (let c = 0; c < rect.numColumns; c++) {
        const formula = this.engine.formula(id, rect.row - 1 + r, rect.column - 1 + c);
        line.push(formula === undefined ? '' : fromEngineFormula(formula, dialect, lookup));
      }
      out.push(line);
    }
    return out;
  }

  /** The explanation behind an error value (a custom function's message), or null. */
  errorMessage(row0: number, column0: number): string | null {
    const value = this.engine.value(this.engineId, row0, column0);
    return value instanceof EngineError ? value.message : null;
  }

  // ---- writing

  private toContent(value: unknown, format: string | undefined): Content {
    if (value === null || value === undefined || value === '') return { content: null };
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) return { content: `'${String(value)}`, check: String(value) };
      return { content: value, check: value };
    }
    if (typeof value === 'boolean') return { content: value, check: value };
    if (isDateLike(value)) {
      const serial = this.workbook.dateToSerial(value);
      return {
        content: serialToEngineDateText(serial),
        autoFormat: Number.isInteger(serial) ? DEFAULT_DATE_FORMAT : DEFAULT_DATETIME_FORMAT,
        check: value,
      };
    }
    const text = typeof value === 'string' ? value : String(value);
    const parsed = parseUserInput(text, format);
    switch (parsed.kind) {
      case 'empty':
        return { content: null };
      case 'formula':
        return { content: toEngineFormula(parsed.formula, 'api', this.lookup()) };
      default: {
        const v = parsed.value;
        if (typeof v === 'number' && parsed.format && isDateFormat(parsed.format)) {
          return { content: serialToEngineDateText(v), autoFormat: parsed.format, check: this.workbook.serialToDate(v) };
        }
        // Text goes in with an apostrophe so the engine never re-reads it as a number or formula.
        return { content: typeof v === 'string' ? `'${v}` : v, autoFormat: parsed.format, check: v };
      }
    }
  }

  /** `typed`: a user's input (the local dialect), judged as the workbook's listCase says for typed input. */
  private validate(rect: GridRect, checks: (CellValue | undefined)[][], typed: boolean): void {
    const listCase = typed ? this.workbook.listCase.typed : this.workbook.listCase.script;
    // One read per source range for the whole write.
    const sources = new Map<string, CellValue[][]>();
    const read = (range: OfflineRange) => {
      const key = `${range.sheetModel.name}!${range.rect.row}:${range.rect.column}:${range.rect.numRows}:${range.rect.numColumns}`;
      let values = sources.get(key);
      if (!values) {
        values = range.sheetModel.readValues(range.rect);
        sources.set(key, values);
      }
      return values;
    };
    for (let r = 0; r < rect.numRows; r++) {
      for (let c = 0; c < rect.numColumns; c++) {
        const validation = this.props.get(rect.row - 1 + r, rect.column - 1 + c)?.validation;
        const value = checks[r][c];
        if (!validation || validation.getAllowInvalid() || value === undefined) continue;
        if (!validation.accepts(value, read, listCase)) {
          const a1 = formatA1({ row: rect.row + r, column: rect.column + c, numRows: 1, numColumns: 1 });
          throw new Error(`The data you entered in cell ${a1} violates the data validation rules set on this cell.`);
        }
      }
    }
  }

  /** Writes like Range.setValues: strings are read like typed input. */
  writeValues(rect: GridRect, values: unknown[][]): void {
    this.write(rect, values);
  }

  /**
   * Writes like Range.setFormulas: a text starting with `=` is a formula in `dialect` even in a
   * plain-text cell; anything else is written as a value.
   */
  writeFormulas(rect: GridRect, formulas: unknown[][], dialect: FormulaDialect): void {
    this.write(rect, formulas, dialect);
  }

  private write(rect: GridRect, values: unknown[][], formulaDialect?: FormulaDialect): void {
    const lookup = this.lookup();
    const contents: RawCellContent[][] = [];
    const checks: (CellValue | undefined)[][] = [];
    const formats: [number, number, string][] = [];
    for (let r = 0; r < rect.numRows; r++) {
      const line: RawCellContent[] = [];
      const checkLine: (CellValue | undefined)[] = [];
      for (let c = 0; c < rect.numColumns; c++) {
        const row0 = rect.row - 1 + r;
        const column0 = rect.column - 1 + c;
        const value = values[r][c];
        if (typeof value === 'string' && value.length > CELL_TEXT_LIMIT) {
          throw new CellTextTooLongError(
            formatA1({ row: row0 + 1, column: column0 + 1, numRows: 1, numColumns: 1 }),
            value.length,
          );
        }
        if (formulaDialect && typeof value === 'string' && value.startsWith('=') && value.length > 1) {
          line.push(toEngineFormula(value, formulaDialect, lookup));
          checkLine.push(undefined);
          continue;
        }
        const format = this.numberFormatAt(row0, column0);
        const { content, autoFormat, check } = this.toContent(value, format);
        line.push(content);
        checkLine.push(check);
        if (autoFormat && (format === undefined || format === DEFAULT_NUMBER_FORMAT)) formats.push([row0, column0, autoFormat]);
      }
      contents.push(line);
      checks.push(checkLine);
    }
    this.validate(rect, checks, formulaDialect === 'local');
    this.engine.setContents(this.engineId, rect.row - 1, rect.column - 1, contents);
    this.changes.cells(this, rect.row - 1, rect.column - 1, rect.numRows, rect.numColumns);
    for (const [row0, column0, format] of formats) this.props.update(row0, column0, (p) => (p.numberFormat = format));
  }

  clearContent(rect: GridRect): void {
    const contents: RawCellContent[][] = Array.from({ length: rect.numRows }, () =>
      new Array<RawCellContent>(rect.numColumns).fill(null),
    );
    this.engine.setContents(this.engineId, rect.row - 1, rect.column - 1, contents);
    this.changes.cells(this, rect.row - 1, rect.column - 1, rect.numRows, rect.numColumns);
  }

  clearFormats(rect: GridRect): void {
    this.forEachCell(rect, (row0, column0) =>
      this.props.update(row0, column0, (p) => {
        delete p.numberFormat;
        delete p.style;
      }),
    );
  }

  forEachCell(rect: GridRect, fn: (row0: number, column0: number, r: number, c: number) => void): void {
    for (let r = 0; r < rect.numRows; r++)
      for (let c = 0; c < rect.numColumns; c++) fn(rect.row - 1 + r, rect.column - 1 + c, r, c);
  }

  // ---- extent

  /**
   * Last row with a value or formula (spilled results count, as in Sheets). Formulas count
   * where they stand: without array formulas no recalculation runs for it.
   */
  lastRow(): number {
    const id = this.engineId;
    const written = this.engine.extentIsWritten(id);
    const used = this.engine.usedSize(id);
    const width = Math.min(used.width, this.maxColumns);
    for (let row0 = Math.min(used.height, this.maxRows) - 1; row0 >= 0; row0--) {
      if (this.engine.contentEnd(id, row0, width, written) > 0) return row0 + 1;
    }
    return 0;
  }

  lastColumn(): number {
    const id = this.engineId;
    const written = this.engine.extentIsWritten(id);
    const used = this.engine.usedSize(id);
    const width = Math.min(used.width, this.maxColumns);
    let last = 0;
    for (let row0 = 0; row0 < Math.min(used.height, this.maxRows); row0++) {
      last = Math.max(last, this.engine.contentEnd(id, row0, width, written));
      if (last === width) break;
    }
    return last;
  }

  // ---- structure (1-based positions)

  /** Inserts `count` rows before row `before`; format comes from row `inheritFrom`. */
  insertRows(before: number, count: number, inheritFrom?: number): void {
    if (!Number.isInteger(count) || count < 1) throw new Error('The number of rows to insert must be at least 1.');
    if (!Number.isInteger(before) || before < 1 || before > this.maxRows + 1) throw new Error('Those rows are out of bounds.');
    const oldRows = this.maxRows;
    this.engine.addRows(this.engineId, before - 1, count);
    this.props.insertRows(before - 1, count, inheritFrom === undefined ? undefined : inheritFrom - 1);
    this.maxRows += count;
    // Rows added below the last move no cell: the new rows are a change of cells (their
    // inherited formats), the grid size one of the sheet's settings. Inserted inside, they do.
    if (before > oldRows) this.changes.cells(this, oldRows, 0, count, this.maxColumns);
    else this.changes.shape();
    for (const p of this.protections) p.shift('row', before, count);
    this.workbook.namedRanges.shift(this, 'row', before, count);
    this.protections = this.protections.filter((p) => !p.removed);
    if (before > oldRows) this.workbook.extendOpenRanges(this.name, oldRows);
    this.retryOverflowingSpills();
  }

  /**
   * Formulas whose result did not fit the grid get another chance after the grid grew. Their
   * last result tells: one recalculated since, or still to be, sees the grown grid anyway.
   */
  private retryOverflowingSpills(): void {
    const id = this.engineId;
    // Each formula's last result first: only those that overflowed are read as text.
    for (const [row0, column0] of this.engine.formulaCells(id)) {
      const value = this.engine.lastComputedValue(id, row0, column0);
      if (!(value instanceof EngineError) || !value.message.startsWith('Result was not automatically expanded')) continue;
      const formula = this.engine.formula(id, row0, column0);
      if (formula === undefined) continue;
      this.engine.setContents(id, row0, column0, [[formula]]);
      this.changes.cells(this, row0, column0);
    }
  }

  deleteRows(first: number, count: number): void {
    if (!Number.isInteger(first) || first < 1 || !Number.isInteger(count) || count < 1 || first + count - 1 > this.maxRows) {
      throw new Error('Those rows are out of bounds.');
    }
    if (count >= this.maxRows) throw new Error("You can't delete all the rows on the sheet.");
    this.engine.removeRows(this.engineId, first - 1, count);
    this.changes.shape();
    this.props.deleteRows(first - 1, count);
    this.maxRows -= count;
    for (const p of this.protections) p.shift('row', first, -count);
    this.workbook.namedRanges.shift(this, 'row', first, -count);
    this.protections = this.protections.filter((p) => !p.removed);
  }

  insertColumns(before: number, count: number, inheritFrom?: number): void {
    if (!Number.isInteger(count) || count < 1) throw new Error('The number of columns to insert must be at least 1.');
    if (!Number.isInteger(before) || before < 1 || before > this.maxColumns + 1)
      throw new Error('Those columns are out of bounds.');
    this.engine.addColumns(this.engineId, before - 1, count);
    this.changes.shape();
    this.props.insertColumns(before - 1, count, inheritFrom === undefined ? undefined : inheritFrom - 1);
    this.maxColumns += count;
    this.retryOverflowingSpills();
    const widths = [...this.columnWidths.entries()];
    this.columnWidths.clear();
    for (const [column, width] of widths) this.columnWidths.set(column >= before ? column + count : column, width);
    for (const p of this.protections) p.shift('column', before, count);
    this.workbook.namedRanges.shift(this, 'column', before, count);
    this.protections = this.protections.filter((p) => !p.removed);
  }

  deleteColumns(first: number, count: number): void {
    if (!Number.isInteger(first) || first < 1 || !Number.isInteger(count) || count < 1 || first + count - 1 > this.maxColumns) {
      throw new Error('Those columns are out of bounds.');
    }
    if (count >= this.maxColumns) throw new Error("You can't delete all the columns on the sheet.");
    this.engine.removeColumns(this.engineId, first - 1, count);
    this.changes.shape();
    this.props.deleteColumns(first - 1, count);
    this.maxColumns -= count;
    const widths = [...this.columnWidths.entries()];
    this.columnWidths.clear();
    for (const [column, width] of widths) {
      if (column < first) this.columnWidths.set(column, width);
      else if (column >= first + count) this.columnWidths.set(column - count, width);
    }
    for (const p of this.protections) p.shift('column', first, -count);
    this.workbook.namedRanges.shift(this, 'column', first, -count);
    this.protections = this.protections.filter((p) => !p.removed);
  }

  /** Sheet.appendRow: below the last row with content, growing the grid if needed. */
  appendRow(values: unknown[]): void {
    if (!Array.isArray(values) || values.length === 0)
      throw new Error("The parameters () don't match the method signature for SpreadsheetApp.Sheet.appendRow.");
    const row = this.lastRow() + 1;
    if (row > this.maxRows) this.insertRows(this.maxRows + 1, row - this.maxRows, this.maxRows);
    if (values.length > this.maxColumns)
      this.insertColumns(this.maxColumns + 1, values.length - this.maxColumns, this.maxColumns);
    this.writeValues({ row, column: 1, numRows: 1, numColumns: values.length }, [values]);
  }
}
