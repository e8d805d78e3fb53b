/**
 * The HyperFormula wrapper behind an offline workbook: one engine per workbook, one engine
 * sheet per sheet, formulas in HyperFormula's en-US syntax (see formulaSyntax.ts for the
 * spellings Apps Script and German users write).
 *
 * Evaluation is lazy: the first write suspends it, and only a read that could see a formula's
 * result resumes it, so any number of writes recalculate once. Reading cells no formula can
 * reach (a block above or left of every formula of its sheet: no result or spill lies there)
 * is served from the written contents without recalculating, as a script reading input
 * values in Sheets does not wait for formulas.
 * After each recalculation, formulas whose custom function returned a different size than
 * predicted are entered again until their spills settle (see customFunctionPlugin.ts).
 */
import { CellError, DetailedCellError, HyperFormula } from 'hyperformula';
import type { ConfigParams } from 'hyperformula/typings/ConfigParams';
import type { RawCellContent } from 'hyperformula/typings/CellContentParser';
import type { SimpleCellAddress } from 'hyperformula/typings/Cell';
import {
  AppsScriptArgument,
  CustomFunctionHost,
  addressKey,
  createCustomFunctionPlugin,
  sameArguments,
} from './customFunctionPlugin';
import type { DateKind } from './numberFormat';
import { CELL_TEXT_LIMIT, TOO_LONG_RESULT_MESSAGE } from './cellTextLimit';
import { boundedFunctionPlugins } from './boundedFunctions';
import { ResumableFold } from './resumableFold';

export type { RawCellContent };

/** A formula error as Apps Script reads it: the code (`#REF!`) and Sheets' explanation. */
export class EngineError {
  constructor(
    readonly code: string,
    readonly message: string,
  ) {}
}

export type EngineValue = number | string | boolean | null | EngineError;

/** What the engine needs from its workbook. */
export interface EngineOwner {
  invokeCustomFunction(name: string, args: AppsScriptArgument[]): unknown;
  isDateCell(engineSheet: number, row: number, column: number): boolean;
  gridSize(engineSheet: number): { rows: number; columns: number } | undefined;
  serialToDate(serial: number): Date;
  dateToSerial(date: Date): number;
  /**
   * Written contents changed: rows [row, row + numRows) of a sheet, a whole sheet (rows moved)
   * or, with sheet null, any sheet. Values read through holdsWrittenOnly blocks may be kept
   * until then.
   */
  contentsChanged(sheet: number | null, row?: number, numRows?: number): void;
}

/** Our own language code: en-GB names plus the add-ons' custom function names. */
const LANGUAGE = 'krOffline';

function language(): ReturnType<typeof HyperFormula.getLanguage> {
  if (!HyperFormula.getRegisteredLanguagesCodes().includes(LANGUAGE)) {
    const base = HyperFormula.getLanguage('enGB') as unknown as {
      functions: Record<string, string>;
      errors: object;
      ui: object;
      _protectedTranslations: Record<string, string>;
    };
    // Protected names (VERSION, OFFSET) come with every language and must not be registered again.
    const functions = Object.fromEntries(Object.entries(base.functions).filter(([id]) => !(id in base._protectedTranslations)));
    HyperFormula.registerLanguage(LANGUAGE, {
      functions,
      errors: { ...base.errors },
      ui: { ...base.ui },
    } as never);
  }
  return HyperFormula.getLanguage(LANGUAGE);
}

const ERROR_CODES: Record<string, string> = {
  DIV_BY_ZERO: '#DIV/0!',
  NA: '#N/A',
  NAME: '#NAME?',
  NUM: '#NUM!',
  REF: '#REF!',
  VALUE: '#VALUE!',
  ERROR: '#ERROR!',
  // Sheets has no #CYCLE!/#SPILL!: both show #REF!.
  CYCLE: '#REF!',
  SPILL: '#REF!',
  LIC: '#ERROR!',
};

function errorMessage(type: string, message: string | undefined): string {
  if (type === 'SPILL') return 'Array result was not expanded because it would overwrite data.';
  if (type === 'CYCLE') return 'Circular dependency detected.';
  const unknown = /^Function name (.+) not recognized\.$/.exec(message ?? '');
  if (unknown) return `Unknown function: '${unknown[1]}'.`;
  if (message && message.startsWith('Parsing error')) return `Formula parse error. ${message}`;
  if (!message && type === 'DIV_BY_ZERO') return 'Division by zero.';
  return message ?? '';
}

/** A text result longer than a cell holds is an error value, as in Sheets (cellTextLimit.ts). */
function tooLong(value: unknown): EngineError | null {
  return typeof value === 'string' && value.length > CELL_TEXT_LIMIT ? new EngineError('#VALUE!', TOO_LONG_RESULT_MESSAGE) : null;
}

function sameSize(a: { width: number; height: number } | undefined, b: { width: number; height: number }): boolean {
  return (a?.width ?? 1) === b.width && (a?.height ?? 1) === b.height;
}

/** The engine's unguarded view of written contents (HyperFormula refuses reads while suspended). */
interface ContentView {
  _serialization: { getCellValue(address: SimpleCellAddress): unknown; exporter: { exportValue(value: unknown): unknown } };
  dependencyGraph: {
    getScalarValue(address: SimpleCellAddress): unknown;
    getCell(address: SimpleCellAddress): unknown;
    /** Every cell with a vertex (values, formulas, the cells of a spill). */
    addressMapping: { sheetEntries(sheet: number): Iterable<[SimpleCellAddress, unknown]> };
    /** Every range a formula uses, by the range's sheet. */
    rangeMapping: { rangesInSheet(sheet: number): Iterable<{ range: { end: SimpleCellAddress } }> };
    /** Who depends on a vertex: formulas, and larger ranges built on it. */
    graph: { adjacentNodes(vertex: unknown): Iterable<unknown> };
    lazilyTransformingAstService: unknown;
  };
}

/** A formula's vertex (a cell's formula or an array formula), with the cell it stands in. */
function formulaVertex(vertex: unknown): { getAddress(service: unknown): SimpleCellAddress } | null {
  const v = vertex as { getAddress?: unknown; getFormula?: unknown } | undefined;
  return v && typeof v.getAddress === 'function' && typeof v.getFormula === 'function'
    ? (v as { getAddress(service: unknown): SimpleCellAddress })
    : null;
}

/** A formula HyperFormula could not parse: kept as typed, with no references in the graph. */
function isUnparsedFormula(vertex: unknown): boolean {
  const v = vertex as { rawInput?: unknown; getFormula?: unknown } | undefined;
  return !!v && typeof v.rawInput === 'string' && typeof v.getFormula === 'function';
}

/** A written value's vertex (ValueCellVertex): holds what was entered, never a result. */
function writtenVertex(vertex: unknown): { getValues(): { parsedValue: unknown } } | null {
  const v = vertex as { getValues?: unknown } | undefined;
  return v && typeof v.getValues === 'function' ? (v as { getValues(): { parsedValue: unknown } }) : null;
}

/** An array formula's vertex (its anchor and every cell of its spill). */
function isArrayVertex(vertex: unknown): boolean {
  const v = vertex as { getArrayCellRawValue?: unknown } | undefined;
  return !!v && typeof v.getArrayCellRawValue === 'function';
}

function detailedType(raw: unknown): string {
  const rich = raw as { getDetailedType?: () => string } | null;
  return typeof rich === 'object' && rich !== null && typeof rich.getDetailedType === 'function' ? rich.getDetailedType() : '';
}

function dateKindOf(detailedType: string): DateKind | undefined {
  switch (detailedType) {
    case 'NUMBER_DATE':
      return 'date';
    case 'NUMBER_DATETIME':
      return 'datetime';
    case 'NUMBER_TIME':
      return 'time';
    default:
      return undefined;
  }
}

interface Sized {
  address: SimpleCellAddress;
  width: number;
  height: number;
}

/** What a deleted sheet leaves in the formulas that named it (FormulaEngine.removeSheet). */
export type DeletedSheetReferences = 'broken' | 'relinked';

/** How many argument lists the result cache keeps per custom function. */
const CACHED_RESULTS_PER_FUNCTION = 8;

export class FormulaEngine implements CustomFunctionHost {
  private hf: HyperFormula;
  private suspended = false;
  private customNames: string[] = [];
  private invoking = 0;
  /** Size each custom-function formula produced last time, by `sheet:row:col`. */
  private hints = new Map<string, { width: number; height: number }>();
  private predictions = new Map<string, Sized>();
  private results = new Map<string, Sized>();
  /** Calls of this recalculation, so re-entering a formula for its size does not run it twice. */
  private recentCalls = new Map<string, { args: AppsScriptArgument[]; returned: unknown }>();
  /**
   * Results by function and arguments, across cells and recalculations: Sheets is reported to
   * cache custom-function results by their arguments, so a formula entered again with the same
   * arguments may show the old result even after the script changed (issue 22). A thrown error
   * is not kept.
   */
  private resultCache = new Map<string, { args: AppsScriptArgument[]; returned: unknown }[]>();
  /** Array formulas whose spill is blocked by data. */
  private blocked = new Map<string, SimpleCellAddress>();
  /**
   * Per engine sheet, positions (row, column) of its formulas, a superset: a formula written
   * since is added, one overwritten stays until the next structure change. Each result and
   * spill lies at or right/below its formula, so a block ending above or left of all of them
   * holds written values only.
   */
  private anchors = new Map<number, [row: number, column: number][]>();
  /** Per sheet, topRowsOf's frontier, folded over the positions list. */
  private frontiers = new Map<number, ResumableFold<[number, number], number[]>>();
  /** Per sheet, unparsedFormulas' positions, folded over the positions list. */
  private unparsed = new Map<number, ResumableFold<[number, number], [number, number][]>>();
  /**
   * Per sheet, whether one of its formulas is an array formula (hasArrayFormula). HyperFormula
   * decides a formula's kind when it is entered, never by recalculating, so this holds until a
   * formula is written, entered again (spills settling) or moved.
   */
  private arrayFormulas = new Map<number, boolean>();

  constructor(private readonly owner: EngineOwner) {
    language();
    this.hf = HyperFormula.buildEmpty(this.config());
  }

  private config(): Partial<ConfigParams> {
    const plugins = [
      ...HyperFormula.getAllFunctionPlugins(),
      ...boundedFunctionPlugins(),
      ...(this.customNames.length ? [createCustomFunctionPlugin(this.customNames)] : []),
    ];
    return {
      licenseKey: 'gpl-v3',
      language: LANGUAGE,
      context: this,
      functionPlugins: plugins,
      maxRows: 2_000_000,
      maxColumns: 18_278,
      undoLimit: 0,
      // Sheets keeps 15 significant digits; HyperFormula's default of 10 would round 12345678901.
      precisionRounding: 14,
      // Dates go in as ISO text (see serialToEngineDateText) so the engine types them.
      dateFormats: ['YYYY-MM-DD', 'DD.MM.YYYY', 'DD.MM.YY'],
      timeFormats: ['hh:mm', 'hh:mm:ss', 'hh:mm:ss.sss'],
    };
  }

  /** True while a custom function runs: the add-on must not touch the workbook then. */
  get isComputing(): boolean {
    return this.invoking > 0;
  }

  /** Builtin (or already registered) function names an add-on cannot take over. */
  static isBuiltinFunction(name: string): boolean {
    return HyperFormula.getRegisteredFunctionNames('enGB').includes(name.toUpperCase());
  }

  /** Makes these add-on functions callable from formulas; rebuilds the engine from its contents. */
  setCustomFunctions(names: readonly string[]): void {
    const upper = [...new Set(names.map((n) => n.toUpperCase()))].filter((n) => !FormulaEngine.isBuiltinFunction(n));
    language().extendFunctions(Object.fromEntries(upper.map((n) => [n, n])));
    this.flush();
    const namesBefore = this.sheetNames();
    const idsBefore = new Map(namesBefore.map((n) => [n, this.hf.getSheetId(n)!]));
    this.customNames = upper;
    this.anchors.clear();
    this.arrayFormulas.clear();
    this.owner.contentsChanged(null);
    this.blocked.clear();
    this.predictions.clear();
    this.results.clear();
    this.hf.updateConfig(this.config());
    // A rebuild numbers sheets afresh; carry the size hints over by sheet name.
    const remap = new Map<number, number>();
    for (const [name, oldId] of idsBefore) remap.set(oldId, this.hf.getSheetId(name)!);
    const hints = new Map<string, { width: number; height: number }>();
    for (const [key, size] of this.hints) {
      const [sheet, row, col] = key.split(':').map(Number);
      const id = remap.get(sheet);
      if (id !== undefined) hints.set(`${id}:${row}:${col}`, size);
    }
    this.hints = hints;
    this.settleSpills();
  }

  /**
   * Replaces all contents at once (same sheets, same order); much faster than setting a large
   * workbook cell by cell, so loading a saved campaign uses it.
   */
  replaceContents(sheets: [name: string, contents: RawCellContent[][]][]): void {
    if (this.suspended) {
      this.hf.resumeEvaluation();
      this.suspended = false;
    }
    this.hf.destroy();
    this.anchors.clear();
    this.arrayFormulas.clear();
    this.owner.contentsChanged(null);
    this.blocked.clear();
    this.hints.clear();
    this.predictions.clear();
    this.results.clear();
    this.hf = HyperFormula.buildFromSheets(Object.fromEntries(sheets), this.config());
    this.settleSpills();
  }

  // ---- CustomFunctionHost (called by the plugin during evaluation)

  invoke(name: string, args: AppsScriptArgument[]): unknown {
    const key = name.toUpperCase();
    const cached = this.resultCache.get(key) ?? [];
    const hit = cached.find((entry) => sameArguments(entry.args, args));
    if (hit) return hit.returned;
    this.invoking++;
    try {
      const returned = this.owner.invokeCustomFunction(name, args);
      this.resultCache.set(key, [{ args, returned }, ...cached].slice(0, CACHED_RESULTS_PER_FUNCTION));
      return returned;
    } finally {
      this.invoking--;
    }
  }

  isDateCell(sheet: number, row: number, column: number): boolean {
    return this.owner.isDateCell(sheet, row, column);
  }

  serialToDate(serial: number): Date {
    return this.owner.serialToDate(serial);
  }

  dateToSerial(date: Date): number {
    return this.owner.dateToSerial(date);
  }

  gridSize(sheet: number): { rows: number; columns: number } | undefined {
    return this.owner.gridSize(sheet);
  }

  errorCode(error: CellError): string {
    return ERROR_CODES[error.type] ?? '#ERROR!';
  }

  sizeHint(key: string): { width: number; height: number } | undefined {
    return this.hints.get(key);
  }

  notePrediction(key: string, address: SimpleCellAddress, width: number, height: number): void {
    this.predictions.set(key, { address, width, height });
  }

  noteResult(key: string, address: SimpleCellAddress, width: number, height: number): void {
    this.results.set(key, { address, width, height });
  }

  recall(key: string, args: AppsScriptArgument[]): { returned: unknown } | undefined {
    const call = this.recentCalls.get(key);
    return call && sameArguments(call.args, args) ? { returned: call.returned } : undefined;
  }

  remember(key: string, args: AppsScriptArgument[], returned: unknown): void {
    this.recentCalls.set(key, { args, returned });
  }

  // ---- batching

  private write(): void {
    if (!this.suspended) {
      this.hf.suspendEvaluation();
      this.suspended = true;
    }
  }

  /** Whether writes wait for a recalculation (a read of a formula's result runs it). */
  get pending(): boolean {
    return this.suspended;
  }

  /** Recalculates pending changes now. */
  flush(): void {
    if (this.suspended) {
      this.suspended = false;
      this.resume();
      this.retryBlockedSpills();
    }
    this.settleSpills();
  }

  /** Resumes evaluation and notes which array formulas are (no longer) blocked. */
  private resume(): void {
    for (const change of this.hf.resumeEvaluation()) {
      if (!('address' in change) || !change.address) continue;
      const address = change.address as SimpleCellAddress;
      const key = addressKey(address);
      const value = change.newValue;
      if (value instanceof DetailedCellError && value.type === 'SPILL') this.blocked.set(key, address);
      else this.blocked.delete(key);
    }
  }

  /**
   * HyperFormula leaves a spill blocked even after the blocking cell is cleared; Sheets expands
   * it again. So after each batch of writes, blocked array formulas are entered once more.
   */
  private retryBlockedSpills(): void {
    if (this.blocked.size === 0) return;
    this.hf.suspendEvaluation();
    for (const [key, address] of [...this.blocked]) {
      const formula = this.hf.getCellFormula(address);
      if (formula === undefined) this.blocked.delete(key);
      else this.hf.setCellContents(address, [[formula]]);
    }
    // A formula entered again may become an array formula (or stop being one).
    this.arrayFormulas.clear();
    this.resume();
  }

  private settleSpills(): void {
    try {
      this.settleRounds();
    } finally {
      this.recentCalls.clear();
    }
  }

  private settleRounds(): void {
    for (let round = 0; round < 8 && this.results.size > 0; round++) {
      const redo: SimpleCellAddress[] = [];
      for (const [key, result] of this.results) {
        if (!sameSize(this.predictions.get(key), result)) {
          this.hints.set(key, { width: result.width, height: result.height });
          redo.push(result.address);
        }
      }
      this.results.clear();
      if (redo.length === 0) return;
      this.hf.suspendEvaluation();
      for (const address of redo) {
        const formula = this.hf.getCellFormula(address);
        if (formula !== undefined) this.hf.setCellContents(address, [[formula]]);
      }
      // Entered again with its new size: it may become an array formula (or stop being one).
      this.arrayFormulas.clear();
      this.resume();
    }
    this.results.clear();
  }

  // ---- lazy reads

  /**
   * Where the sheet's formulas stand (the cells getSheetFormulas gives a formula), read from
   * the cells' vertices: no formula is turned back into text for it.
   */
  private formulaPositions(sheet: number): [number, number][] {
    let list = this.anchors.get(sheet);
    if (!list) {
      list = [];
      const graph = this.content.dependencyGraph;
      // An array formula's vertex stands in every cell of its spill; its formula only in the first.
      const arrays = new Set<unknown>();
      for (const [address, vertex] of graph.addressMapping.sheetEntries(sheet)) {
        if (isUnparsedFormula(vertex)) {
          list.push([address.row, address.col]);
          continue;
        }
        if (arrays.has(vertex)) continue;
        const formula = formulaVertex(vertex);
        if (!formula) continue;
        if (!isArrayVertex(vertex)) {
          list.push([address.row, address.col]);
          continue;
        }
        arrays.add(vertex);
        const at = formula.getAddress(graph.lazilyTransformingAstService);
        if (at.sheet === sheet) list.push([at.row, at.col]);
      }
      this.anchors.set(sheet, list);
    }
    return list;
  }

  /** The cells of the sheet that hold a formula, row and column (0-based); a copy. */
  formulaCells(sheet: number): [row: number, column: number][] {
    return this.formulaPositions(sheet).slice();
  }

  /**
   * The cells (any sheet) of formulas that use a range of `sheet` ending in row `row0`, and of
   * formulas HyperFormula keeps unparsed (their ranges are unknown to it): after rows are added
   * below row `row0`, the only formulas an open range (`A2:A`) fixed to that row can be in.
   */
  formulasUsingRowEnd(sheet: number, row0: number): SimpleCellAddress[] {
    const graph = this.content.dependencyGraph;
    const found = new Map<string, SimpleCellAddress>();
    for (const vertex of graph.rangeMapping.rangesInSheet(sheet)) {
      if (vertex.range.end.row !== row0) continue;
      for (const user of graph.graph.adjacentNodes(vertex)) {
        const formula = formulaVertex(user);
        if (!formula) continue;
        const address = formula.getAddress(graph.lazilyTransformingAstService);
        found.set(addressKey(address), address);
      }
    }
    for (const id of this.hf.getSheetNames().map((name) => this.sheetId(name))) {
      for (const address of this.unparsedFormulas(id)) found.set(addressKey(address), address);
    }
    return [...found.values()];
  }

  /**
   * The sheet's formulas HyperFormula keeps unparsed. Their positions are noted once per entry
   * of the positions list (folded over it like topRowsOf's frontier) and each is looked at again
   * when asked, so one written over since drops out; a formula written since is a new entry.
   */
  private unparsedFormulas(sheet: number): SimpleCellAddress[] {
    let noted = this.unparsed.get(sheet);
    if (!noted) {
      noted = new ResumableFold<[number, number], [number, number][]>(
        () => [],
        (positions, position) => {
          const [row, col] = position;
          if (isUnparsedFormula(this.content.dependencyGraph.getCell({ sheet, row, col }))) positions.push(position);
        },
      );
      this.unparsed.set(sheet, noted);
    }
    const positions = noted.over(this.formulaPositions(sheet));
    const graph = this.content.dependencyGraph;
    const out: SimpleCellAddress[] = [];
    for (const [row, col] of positions) {
      const address = { sheet, row, col };
      if (isUnparsedFormula(graph.getCell(address))) out.push(address);
    }
    return out;
  }

  /** Whether a formula's result or spill could lie in the block ending at (lastRow, lastColumn). */
  private mayHoldResults(sheet: number, lastRow: number, lastColumn: number): boolean {
    if (lastColumn < 0) return false;
    const topRows = this.topRowsOf(sheet);
    if (topRows.length === 0) return false;
    return topRows[Math.min(lastColumn, topRows.length - 1)] <= lastRow;
  }

  /**
   * Per column c, the top row of the sheet's formulas standing in columns 0..c (its formula
   * positions' frontier): every read asks mayHoldResults, a sheet may hold thousands of
   * formulas. Folded over the positions list, which only grows by push (setContents) or is
   * replaced: a write folds in its new formulas alone.
   */
  private topRowsOf(sheet: number): number[] {
    let frontier = this.frontiers.get(sheet);
    if (!frontier) {
      frontier = new ResumableFold<[number, number], number[]>(
        () => [],
        (topRows, [row, column]) => {
          // Columns right of the widest so far start with the top row left of them.
          while (topRows.length <= column) topRows.push(topRows.length ? topRows[topRows.length - 1] : Infinity);
          for (let c = column; c < topRows.length && topRows[c] > row; c++) topRows[c] = row;
        },
      );
      this.frontiers.set(sheet, frontier);
    }
    return frontier.over(this.formulaPositions(sheet));
  }

  /**
   * True when no formula's result or spill can lie in the block ending at (lastRow,
   * lastColumn): its values are what was written and change only by contentsChanged.
   */
  holdsWrittenOnly(sheet: number, lastRow: number, lastColumn: number): boolean {
    return !this.mayHoldResults(sheet, lastRow, lastColumn);
  }

  /**
   * Before reading a block: recalculates if a pending result could show in it. False when the
   * read must use the written contents (evaluation stays suspended).
   */
  private readyFor(sheet: number, row: number, column: number, numRows = 1, numColumns = 1): boolean {
    if (this.suspended && !this.mayHoldResults(sheet, row + numRows - 1, column + numColumns - 1)) return false;
    this.flush();
    return true;
  }

  private get content(): ContentView {
    return this.hf as unknown as ContentView;
  }

  private rawValue(address: SimpleCellAddress, evaluated: boolean): unknown {
    // Both are the exported value; the second skips HyperFormula's guard against suspended reads.
    return evaluated ? this.hf.getCellValue(address) : this.content._serialization.getCellValue(address);
  }

  // ---- sheets

  sheetNames(): string[] {
    return this.hf.getSheetNames();
  }

  sheetName(id: number): string | undefined {
    return this.hf.getSheetName(id);
  }

  sheetId(name: string): number {
    const id = this.hf.getSheetId(name);
    if (id === undefined) throw new Error(`Engine sheet ${name} missing`);
    return id;
  }

  addSheet(name: string): void {
    this.write();
    this.hf.addSheet(name);
  }

  /**
   * `references` 'broken': as Sheets, every reference to the sheet becomes `#REF!` in the
   * formula's text and stays broken when a sheet of that name comes back (users report it; Google
   * does not document it). 'relinked': HyperFormula's own way — the text keeps the name, and a new
   * sheet of that name is read again.
   */
  removeSheet(name: string, references: DeletedSheetReferences = 'broken'): void {
    this.write();
    const id = this.sheetId(name);
    const naming = references === 'broken' ? this.formulasNaming(name, id) : [];
    this.hf.removeSheet(id);
    this.anchors.clear();
    this.arrayFormulas.clear();
    for (const { sheet, row, column, formula } of naming) this.setContents(sheet, row, column, [[formula]]);
    this.dropKeys((sheet) => sheet === id);
  }

  /** The other sheets' formulas that name sheet `name`, with those references turned into #REF!. */
  private formulasNaming(name: string, id: number): { sheet: number; row: number; column: number; formula: string }[] {
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const sheetName = `(?:'${escape(name.replace(/'/g, "''"))}'|${escape(name)})`;
    const cell = '\\$?[A-Za-z]*\\$?\\d*';
    const reference = new RegExp(`(?<![\\w.'])${sheetName}!${cell}(?::(?:${sheetName}!)?${cell})?`, 'gi');
    const found: { sheet: number; row: number; column: number; formula: string }[] = [];
    for (const other of this.hf.getSheetNames()) {
      const sheet = this.sheetId(other);
      if (sheet === id) continue;
      this.formulas(sheet).forEach((line, row) =>
        line.forEach((formula, column) => {
          if (formula === undefined) return;
          // Text in double quotes is no reference.
          const broken = formula
            .split(/("(?:[^"]|"")*")/)
            .map((part, i) => (i % 2 === 1 ? part : part.replace(reference, '#REF!')))
            .join('');
          if (broken !== formula) found.push({ sheet, row, column, formula: broken });
        }),
      );
    }
    return found;
  }

  renameSheet(oldName: string, newName: string): void {
    this.write();
    this.hf.renameSheet(this.sheetId(oldName), newName);
    // Formulas elsewhere may now name this sheet (or stop to): positions are read afresh.
    this.anchors.clear();
    this.arrayFormulas.clear();
    this.owner.contentsChanged(null);
  }

  // ---- cells (0-based rows/columns)

  setContents(sheet: number, row: number, column: number, contents: RawCellContent[][]): void {
    this.write();
    this.hf.setCellContents({ sheet, row, col: column }, contents);
    this.owner.contentsChanged(sheet, row, contents.length);
    const list = this.anchors.get(sheet);
    if (!list) return;
    const graph = this.content.dependencyGraph;
    contents.forEach((line, r) =>
      line.forEach((content, c) => {
        if (typeof content === 'string' && content.startsWith('=')) {
          list.push([row + r, column + c]);
          // A sheet without array formulas keeps its answer unless this one is one (each save
          // writes a row's formulas); one that had some is looked at afresh.
          const had = this.arrayFormulas.get(sheet);
          if (had === true) this.arrayFormulas.delete(sheet);
          else if (had === false && isArrayVertex(graph.getCell({ sheet, row: row + r, col: column + c })))
            this.arrayFormulas.set(sheet, true);
        }
      }),
    );
  }

  value(sheet: number, row: number, column: number): EngineValue {
    const address = { sheet, row, col: column };
    const value = this.rawValue(address, this.readyFor(sheet, row, column)) as EngineValue | DetailedCellError;
    if (value instanceof DetailedCellError)
      return new EngineError(ERROR_CODES[value.type] ?? '#ERROR!', errorMessage(value.type, value.message));
    return tooLong(value) ?? value;
  }

  /**
   * The value written in a cell — null for an empty cell, a formula or a cell a spill fills —
   * read without recalculating: what a change log records never waits for formulas.
   */
  writtenValue(sheet: number, row: number, column: number): EngineValue {
    const vertex = writtenVertex(this.content.dependencyGraph.getCell({ sheet, row, col: column }));
    if (!vertex) return null;
    const exported = this.content._serialization.exporter.exportValue(vertex.getValues().parsedValue) as
      EngineValue | DetailedCellError;
    if (exported instanceof DetailedCellError)
      return new EngineError(ERROR_CODES[exported.type] ?? '#ERROR!', errorMessage(exported.type, exported.message));
    return exported;
  }

  /**
   * A cell's value as of the last recalculation, without running a pending one; null for a
   * formula entered since (never computed yet).
   */
  lastComputedValue(sheet: number, row: number, column: number): EngineValue {
    const address = { sheet, row, col: column };
    const vertex = this.content.dependencyGraph.getCell(address) as { isComputed?: () => boolean } | undefined;
    if (vertex && typeof vertex.isComputed === 'function' && !vertex.isComputed()) return null;
    const raw = this.content.dependencyGraph.getScalarValue(address);
    if (typeof raw === 'symbol') return null;
    const exported = this.content._serialization.exporter.exportValue(raw) as EngineValue | DetailedCellError;
    if (exported instanceof DetailedCellError)
      return new EngineError(ERROR_CODES[exported.type] ?? '#ERROR!', errorMessage(exported.type, exported.message));
    return tooLong(exported) ?? exported;
  }

  /** Values of a block; faster than cell by cell. */
  values(sheet: number, row: number, column: number, numRows: number, numColumns: number): EngineValue[][] {
    return this.read(sheet, row, column, numRows, numColumns, (value) => value);
  }

  /**
   * A block converted cell by cell in one pass: `convert` gets each value and, for a number,
   * the date kind the engine knows (as dateKind) from the same read.
   */
  read<T>(
    sheet: number,
    row: number,
    column: number,
    numRows: number,
    numColumns: number,
    convert: (value: EngineValue, kind: DateKind | undefined, row: number, column: number) => T,
  ): T[][] {
    this.readyFor(sheet, row, column, numRows, numColumns);
    const { dependencyGraph, _serialization } = this.content;
    const exporter = _serialization.exporter;
    const out: T[][] = new Array(numRows);
    for (let r = 0; r < numRows; r++) {
      const line: T[] = new Array(numColumns);
      for (let c = 0; c < numColumns; c++) {
        // Evaluated (or no result can lie here): the graph holds current values.
        const raw = dependencyGraph.getScalarValue({ sheet, row: row + r, col: column + c });
        let value: EngineValue;
        let kind: DateKind | undefined;
        if (typeof raw === 'string') value = raw.length > CELL_TEXT_LIMIT ? tooLong(raw)! : raw;
        else if (typeof raw === 'boolean') value = raw;
        else if (typeof raw === 'symbol')
          value = null; // HyperFormula's EmptyValue
        else {
          const exported = exporter.exportValue(raw) as EngineValue | DetailedCellError;
          value =
            exported instanceof DetailedCellError
              ? new EngineError(ERROR_CODES[exported.type] ?? '#ERROR!', errorMessage(exported.type, exported.message))
              : exported;
          if (typeof value === 'number') kind = dateKindOf(detailedType(raw));
        }
        line[c] = convert(value, kind, row + r, column + c);
      }
      out[r] = line;
    }
    return out;
  }

  /** Whether the engine knows this number is a date (TODAY(), DATE(), a date custom result). */
  dateKind(sheet: number, row: number, column: number): DateKind | undefined {
    const address = { sheet, row, col: column };
    let type: string;
    if (this.readyFor(sheet, row, column)) type = this.hf.getCellValueDetailedType(address);
    else {
      // A written value: a date typed as text is a number that knows its kind.
      type = detailedType(this.content.dependencyGraph.getScalarValue(address));
    }
    return dateKindOf(type);
  }

  /** The formula in engine syntax, or undefined (also for cells a spill fills). */
  formula(sheet: number, row: number, column: number): string | undefined {
    return this.hf.getCellFormula({ sheet, row, col: column });
  }

  /** All formulas of a sheet, rows of `string | undefined`. */
  formulas(sheet: number): (string | undefined)[][] {
    return this.hf.getSheetFormulas(sheet) as (string | undefined)[][];
  }

  /** A cell filled by another cell's array result (not its anchor). */
  isSpillChild(sheet: number, row: number, column: number): boolean {
    if (!this.readyFor(sheet, row, column)) return false;
    return this.hf.getCellType({ sheet, row, col: column }) === 'ARRAY';
  }

  /**
   * A size that holds every written cell of a sheet, without recalculating (it may hold the
   * spills of the last recalculation as well): enough to save what was written.
   */
  writtenSize(sheet: number): { width: number; height: number } {
    return this.hf.getSheetDimensions(sheet);
  }

  /** Engine's used size of a sheet (may be larger than the content after clearing). */
  usedSize(sheet: number): { width: number; height: number } {
    // Spills count, so a sheet with array formulas is recalculated first; a single-cell
    // formula counts where it stands, whatever it shows (as in Sheets' getLastRow).
    if (!this.extentIsWritten(sheet)) this.flush();
    return this.hf.getSheetDimensions(sheet);
  }

  /**
   * Whether the cells with content are known without recalculating: nothing is pending, or no
   * array formula could spill. A script asking Sheets for a sheet's last row does not wait for
   * its formulas' values, only for where they stand.
   */
  extentIsWritten(sheet: number): boolean {
    return !this.suspended || !this.hasArrayFormula(sheet);
  }

  /**
   * 1 + the last column (below `width`) of row `row` holding a value or a formula, 0 if none.
   * `written` (extentIsWritten): from what was written, so no recalculation runs.
   */
  contentEnd(sheet: number, row: number, width: number, written: boolean): number {
    if (!written) {
      const values = this.values(sheet, row, 0, 1, width)[0];
      for (let c = width - 1; c >= 0; c--) if (values[c] !== null || this.formula(sheet, row, c) !== undefined) return c + 1;
      return 0;
    }
    for (let c = width - 1; c >= 0; c--) {
      if (this.formula(sheet, row, c) !== undefined) return c + 1;
      // No formula here and none spills: the graph holds the written value (EmptyValue: a symbol).
      const raw = this.content.dependencyGraph.getScalarValue({ sheet, row, col: c });
      if (typeof raw !== 'symbol' && raw !== null && raw !== undefined) return c + 1;
    }
    return 0;
  }

  // ---- structure (0-based index of the first new/removed row or column)

  /**
   * Pending writes are recalculated before rows or columns move under an array formula:
   * HyperFormula moving one whose spill is still to be computed can leave it at #VALUE! ("Cell
   * range not allowed") where Sheets shows the result (test/integration/derivedGrowth.test.ts).
   * Rows or columns added after the grid's end move nothing, nor do they in a sheet of values
   * and single-cell formulas: a sheet grown for the next battle waits for no recalculation.
   */
  private beforeStructureChange(sheet: number, axis: 'row' | 'col', at: number): void {
    if (!this.suspended) return;
    if (this.pastGridEnd(sheet, axis, at)) return;
    if (this.hasArrayFormula(sheet)) this.flush();
  }

  /** Whether rows or columns inserted at `at` lie past the grid's end: then no cell moves. */
  private pastGridEnd(sheet: number, axis: 'row' | 'col', at: number): boolean {
    const size = this.owner.gridSize(sheet);
    const end = axis === 'row' ? size?.rows : size?.columns;
    return end !== undefined && at >= end;
  }

  private hasArrayFormula(sheet: number): boolean {
    let found = this.arrayFormulas.get(sheet);
    if (found === undefined) {
      const graph = this.content.dependencyGraph;
      found = this.formulaPositions(sheet).some(([row, col]) => isArrayVertex(graph.getCell({ sheet, row, col })));
      this.arrayFormulas.set(sheet, found);
    }
    return found;
  }

  addRows(sheet: number, at: number, count: number): void {
    const past = this.pastGridEnd(sheet, 'row', at);
    this.beforeStructureChange(sheet, 'row', at);
    this.write();
    this.hf.addRows(sheet, [at, count]);
    // Past the grid's end no cell moves: nothing kept by position changes, values read stay
    // (a sheet grown for the next battle is not read afresh), no array formula appears.
    if (!past) this.shiftKeys(sheet, 'row', at, count);
  }

  removeRows(sheet: number, at: number, count: number): void {
    this.beforeStructureChange(sheet, 'row', at);
    this.write();
    this.hf.removeRows(sheet, [at, count]);
    this.shiftKeys(sheet, 'row', at, -count);
  }

  addColumns(sheet: number, at: number, count: number): void {
    const past = this.pastGridEnd(sheet, 'col', at);
    this.beforeStructureChange(sheet, 'col', at);
    this.write();
    this.hf.addColumns(sheet, [at, count]);
    if (!past) this.shiftKeys(sheet, 'col', at, count);
  }

  removeColumns(sheet: number, at: number, count: number): void {
    this.beforeStructureChange(sheet, 'col', at);
    this.write();
    this.hf.removeColumns(sheet, [at, count]);
    this.shiftKeys(sheet, 'col', at, -count);
  }

  private dropKeys(match: (sheet: number) => boolean): void {
    this.anchors.clear();
    this.arrayFormulas.clear();
    this.owner.contentsChanged(null);
    for (const map of [this.hints, this.predictions, this.results, this.blocked] as Map<string, unknown>[]) {
      for (const key of [...map.keys()]) if (match(Number(key.split(':')[0]))) map.delete(key);
    }
  }

  /** Keeps size hints with their formulas when rows/columns move (delta < 0: removed). */
  private shiftKeys(sheet: number, axis: 'row' | 'col', at: number, delta: number): void {
    const move = <T>(map: Map<string, T>, fix: (value: T, address: SimpleCellAddress) => T): Map<string, T> => {
      const out = new Map<string, T>();
      for (const [key, value] of map) {
        const [s, row, col] = key.split(':').map(Number);
        let address = { sheet: s, row, col };
        if (s === sheet) {
          const pos = axis === 'row' ? row : col;
          if (delta < 0 && pos >= at && pos < at - delta) continue;
          if (pos >= at) address = axis === 'row' ? { ...address, row: row + delta } : { ...address, col: col + delta };
        }
        out.set(addressKey(address), fix(value, address));
      }
      return out;
    };
    this.hints = move(this.hints, (v) => v);
    this.predictions = move(this.predictions, (v, address) => ({ ...v, address }));
    this.results = move(this.results, (v, address) => ({ ...v, address }));
    this.blocked = move(this.blocked, (_v, address) => address);
    // Formulas move with their rows and columns (and go with removed ones).
    const anchors = this.anchors.get(sheet);
    if (anchors) {
      const index = axis === 'row' ? 0 : 1;
      const moved: [number, number][] = [];
      for (const position of anchors) {
        const pos = position[index];
        if (delta < 0 && pos >= at && pos < at - delta) continue;
        const next: [number, number] = [position[0], position[1]];
        if (pos >= at) next[index] = pos + delta;
        moved.push(next);
      }
      this.anchors.set(sheet, moved);
    }
    this.arrayFormulas.delete(sheet);
    this.owner.contentsChanged(sheet);
  }
}
