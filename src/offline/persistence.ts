/**
 * Saving a workbook as JSON (for `npm start`, which keeps the campaign in a file) and reading it
 * back. The file holds what a user entered — values, formulas in Apps Script spelling, formats,
 * validations, protections — never computed results. Reading checks the whole shape first and
 * explains a damaged or foreign file in German. What each feature saves is its codec's
 * (codecs/: SHEET_CODECS, WORKBOOK_CODECS, cellContentsCodec, cellPropsCodec); this file is the
 * list of them plus the file's shape, the grid and the change journal.
 */
import { formatA1, GridRect } from './a1Notation';
import { RawCellContent } from './formulaEngine';
import type { WorkbookModel, WorkbookOptions } from './workbookModel';
import type { SheetModel } from './sheetModel';
import type { PendingChanges } from './changeLog';
import { OfflineSpreadsheet } from './offlineSpreadsheet';
import type { ChartJson } from './chart';
import type { ConditionalFormatJson } from './conditionalFormat';
import type { ProtectionJson } from './codecs/protectionsCodec';
import { a1In, CorruptWorkbookError, fail, int, isObject, str } from './codecs/jsonCheck';
import { SHEET_CODECS } from './codecs/sheetCodecs';
import { checkShared, PropsReader, PropsWriter, SharedPropsJson } from './codecs/cellPropsCodec';
export type { CriteriaValueJson, SharedPropsJson, ValidationJson } from './codecs/cellPropsCodec';
export { CELL_PROPS_SAVED } from './codecs/cellPropsCodec';
import type { SheetCodecContext } from './codecs/sheetCodec';
import { cellContentsCodec, CellContentJson } from './codecs/cellContentsCodec';
import { WORKBOOK_CODECS } from './codecs/workbookCodecs';

export const WORKBOOK_FORMAT = 'kriegsrat-offline-workbook';
/** 2: format, style and validation by range. Version 1 files (all per cell) are still read. */
export const WORKBOOK_VERSION = 2;
const READABLE_VERSIONS: readonly number[] = [1, 2];

/** One cell: its content (cellContentsCodec), its note and its own properties (cellPropsCodec). */
export interface CellJson extends SharedPropsJson, CellContentJson {
  /** 1-based. */
  row: number;
  column: number;
  note?: string;
}

/** Format, style or validation of every cell in `range` (A1 on the sheet). A cell's own entry wins. */
export interface RangePropsJson extends SharedPropsJson {
  range: string;
}

export type { ProtectionJson };

export interface SheetMetaJson {
  name: string;
  sheetId: number;
  rows: number;
  columns: number;
  frozenRows: number;
  frozenColumns: number;
  hidden: boolean;
  tabColor: string | null;
  columnWidths: Record<string, number>;
  rowHeights: Record<string, number>;
  protections: ProtectionJson[];
  /** Embedded charts (chart.ts); absent when the sheet has none. */
  charts?: ChartJson[];
  /** Conditional format rules (conditionalFormat.ts); absent when the sheet has none. */
  conditionalFormats?: ConditionalFormatJson[];
}

export interface SheetJson extends SheetMetaJson {
  cells: CellJson[];
  /** Since version 2. */
  ranges?: RangePropsJson[];
}

/** What the workbook codecs save (WORKBOOK_CODECS): settings, then document properties. */
export interface WorkbookFeaturesJson {
  name: string;
  locale: string;
  timeZone: string;
  documentProperties: Record<string, string>;
  /** Named ranges (codecs/namedRangesCodec.ts); absent when the workbook has none. */
  namedRanges?: { name: string; sheet: string; range: string | null }[];
}

export interface WorkbookMetaJson extends WorkbookFeaturesJson {
  activeSheet: string;
  sheets: SheetMetaJson[];
}

export interface WorkbookJson extends WorkbookFeaturesJson {
  format: typeof WORKBOOK_FORMAT;
  version: number;
  id: string;
  activeSheet: string;
  sheets: SheetJson[];
}

/**
 * One change after the workbook was saved whole: the new state of the cells it touched and,
 * when sheets' settings, protections or document properties changed, all of those. Never a
 * change of the grid's shape (inserted rows move cells; such a change is saved whole).
 */
export interface WorkbookChangeJson {
  cells?: (CellJson & { sheet: string })[];
  meta?: WorkbookMetaJson;
}

// ---- writing

/** Everything of a sheet but its cells: its size, then what each feature's codec saves. */
function sheetMeta(sheet: SheetModel): SheetMetaJson {
  const meta = { name: sheet.name, sheetId: sheet.sheetId, rows: sheet.maxRows, columns: sheet.maxColumns };
  for (const codec of SHEET_CODECS) Object.assign(meta, codec.write(sheet));
  return meta as SheetMetaJson;
}

/** Everything of the workbook but its cells: small, so a change log can carry it whole. */
export function workbookMeta(workbook: WorkbookModel): WorkbookMetaJson {
  return {
    ...workbookFeatures(workbook),
    activeSheet: workbook.activeSheet().name,
    sheets: workbook.sheets.map(sheetMeta),
  };
}

/** What each workbook codec saves (settings, document properties), in the codecs' order. */
function workbookFeatures(workbook: WorkbookModel): WorkbookFeaturesJson {
  const out: Record<string, unknown> = {};
  for (const codec of WORKBOOK_CODECS) Object.assign(out, codec.write(workbook));
  return out as unknown as WorkbookFeaturesJson;
}

/**
 * The workbook codecs' keys of `from`, to carry a change's meta into the file. A key an older
 * change lacks (locale, timeZone before they were a codec's) keeps the file's value.
 */
function workbookFeatureKeys(from: Record<string, unknown>): Partial<WorkbookFeaturesJson> {
  const entries = WORKBOOK_CODECS.flatMap((codec) => codec.keys.filter((key) => key in from).map((key) => [key, from[key]]));
  return Object.fromEntries(entries) as Partial<WorkbookFeaturesJson>;
}

/**
 * The whole state of some cells (content, note, format, style, validation) for a change log;
 * a cell with nothing left is given with its position only.
 */
export function cellStates(sheet: SheetModel, cells: Iterable<[row0: number, column0: number]>): CellJson[] {
  // No recalculation: contents are what was written; reads near formulas recalculate themselves.
  const writer = new PropsWriter();
  const out: CellJson[] = [];
  for (const [row0, column0] of cells) {
    if (row0 >= sheet.maxRows || column0 >= sheet.maxColumns) continue;
    const cell: CellJson = { row: row0 + 1, column: column0 + 1 };
    Object.assign(cell, cellContentsCodec.write(sheet, row0, column0));
    const props = sheet.props.get(row0, column0);
    if (props?.note) cell.note = props.note;
    Object.assign(cell, writer.shared(props));
    out.push(cell);
  }
  return out.sort((a, b) => a.row - b.row || a.column - b.column);
}

/**
 * Format, style and validation stored by range, as Sheets does: runs of equal cells down a
 * column, then runs of equal columns side by side (a rule on C2:C1000 is one entry, not 999).
 */
function rangesOf(sheet: SheetModel, writer: PropsWriter): RangePropsJson[] {
  const keyed = new Map<string, SharedPropsJson>();
  const columns = new Map<number, [row0: number, key: string][]>();
  for (const [row0, column0, props] of sheet.props.entries()) {
    if (row0 >= sheet.maxRows || column0 >= sheet.maxColumns) continue;
    const key = writer.sharedKey(props);
    if (!key) continue;
    if (!keyed.has(key)) keyed.set(key, writer.shared(props));
    let list = columns.get(column0);
    if (!list) columns.set(column0, (list = []));
    list.push([row0, key]);
  }
  // Vertical runs, keyed by (first row, last row, props) → their columns.
  const runs = new Map<string, { first: number; last: number; key: string; columns: number[] }>();
  for (const [column0, list] of columns) {
    list.sort((a, b) => a[0] - b[0]);
    let start = 0;
    for (let i = 1; i <= list.length; i++) {
      if (i < list.length && list[i][0] === list[i - 1][0] + 1 && list[i][1] === list[start][1]) continue;
      const first = list[start][0];
      const last = list[i - 1][0];
      const id = `${first}:${last}:${list[start][1]}`;
      let run = runs.get(id);
      if (!run) runs.set(id, (run = { first, last, key: list[start][1], columns: [] }));
      run.columns.push(column0);
      start = i;
    }
  }
  const out: { rect: GridRect; shared: SharedPropsJson }[] = [];
  for (const run of runs.values()) {
    run.columns.sort((a, b) => a - b);
    let start = 0;
    for (let i = 1; i <= run.columns.length; i++) {
      if (i < run.columns.length && run.columns[i] === run.columns[i - 1] + 1) continue;
      out.push({
        rect: {
          row: run.first + 1,
          column: run.columns[start] + 1,
          numRows: run.last - run.first + 1,
          numColumns: run.columns[i - 1] - run.columns[start] + 1,
        },
        shared: keyed.get(run.key)!,
      });
      start = i;
    }
  }
  out.sort((a, b) => a.rect.row - b.rect.row || a.rect.column - b.rect.column);
  return out.map(({ rect, shared }) => ({ range: formatA1(rect), ...shared }));
}

export function serializeWorkbook(workbook: WorkbookModel): WorkbookJson {
  // What was written, never a result: saving waits for no recalculation.
  const { engine } = workbook;
  const writer = new PropsWriter();
  const meta = workbookMeta(workbook);
  const sheets: SheetJson[] = workbook.sheets.map((sheet, index) => {
    const id = sheet.engineId;
    const cells = new Map<number, CellJson>();
    const cell = (row0: number, column0: number): CellJson => {
      // A number per cell (a sheet has at most 18,278 columns): no text key per cell.
      const key = row0 * 18_279 + column0;
      let c = cells.get(key);
      if (!c) {
        c = { row: row0 + 1, column: column0 + 1 };
        cells.set(key, c);
      }
      return c;
    };
    const used = engine.writtenSize(id);
    for (let row0 = 0; row0 < Math.min(used.height, sheet.maxRows); row0++) {
      for (let column0 = 0; column0 < Math.min(used.width, sheet.maxColumns); column0++) {
        const found = cellContentsCodec.write(sheet, row0, column0);
        if (found.formula !== undefined) cell(row0, column0).formula = found.formula;
        else if (found.value !== undefined) cell(row0, column0).value = found.value;
      }
    }
    for (const [row0, column0, props] of sheet.props.entries()) {
      if (row0 >= sheet.maxRows || column0 >= sheet.maxColumns || !props.note) continue;
      cell(row0, column0).note = props.note;
    }
    const { protections, ...rest } = meta.sheets[index];
    return {
      ...rest,
      cells: [...cells.values()].sort((a, b) => a.row - b.row || a.column - b.column),
      ranges: rangesOf(sheet, writer),
      protections,
    };
  });
  return {
    format: WORKBOOK_FORMAT,
    version: WORKBOOK_VERSION,
    id: workbook.id,
    ...(workbookFeatureKeys(meta as unknown as Record<string, unknown>) as WorkbookFeaturesJson),
    activeSheet: meta.activeSheet,
    sheets,
  };
}

// ---- reading

function checkCell(c: unknown, path: string, rows: number, columns: number): CellJson {
  if (!isObject(c)) fail(path, 'ein Objekt');
  int(c.row, `${path}.row`, 1);
  int(c.column, `${path}.column`, 1);
  if ((c.row as number) > rows || (c.column as number) > columns) fail(path, 'eine Zelle innerhalb des Tabellenblatts');
  cellContentsCodec.check(c, path);
  if (c.note !== undefined) str(c.note, `${path}.note`);
  checkShared(c, path);
  return c as unknown as CellJson;
}

/** Checks the whole file before anything is built, so a damaged file changes nothing. */
function checkWorkbook(data: unknown): WorkbookJson {
  if (!isObject(data) || data.format !== WORKBOOK_FORMAT) {
    throw new CorruptWorkbookError('das ist keine Kriegsrat-Arbeitsmappe (Kennung "format" fehlt oder ist fremd)');
  }
  if (!READABLE_VERSIONS.includes(data.version as number)) {
    fail('version', `Version ${READABLE_VERSIONS.join(' oder ')} (diese Datei hat ${JSON.stringify(data.version)})`);
  }
  str(data.id, 'id');
  for (const codec of WORKBOOK_CODECS) codec.check(data, '');
  if (!Array.isArray(data.sheets) || data.sheets.length === 0) fail('sheets', 'eine Liste mit mindestens einem Tabellenblatt');
  const names = new Set<string>();
  const ids = new Set<number>();
  (data.sheets as unknown[]).forEach((s, i) => {
    const path = `sheets[${i}]`;
    if (!isObject(s)) fail(path, 'ein Objekt');
    const name = str(s.name, `${path}.name`);
    if (name.trim() === '' || names.has(name.toLowerCase())) fail(`${path}.name`, 'ein eindeutiger, nicht leerer Name');
    names.add(name.toLowerCase());
    const id = int(s.sheetId, `${path}.sheetId`, 0);
    if (ids.has(id)) fail(`${path}.sheetId`, 'eine eindeutige Nummer');
    ids.add(id);
    const rows = int(s.rows, `${path}.rows`, 1);
    const columns = int(s.columns, `${path}.columns`, 1);
    if (rows > 2_000_000 || columns > 18_278) fail(path, 'höchstens 2.000.000 Zeilen und 18.278 Spalten');
    for (const codec of SHEET_CODECS) codec.check(s, path, { rows, columns });
    if (!Array.isArray(s.cells)) fail(`${path}.cells`, 'eine Liste');
    const seen = new Set<string>();
    (s.cells as unknown[]).forEach((c, j) => {
      const cell = checkCell(c, `${path}.cells[${j}]`, rows, columns);
      const key = `${cell.row}:${cell.column}`;
      if (seen.has(key)) fail(`${path}.cells[${j}]`, 'jede Zelle nur einmal');
      seen.add(key);
    });
    if (s.ranges !== undefined) {
      if (!Array.isArray(s.ranges)) fail(`${path}.ranges`, 'eine Liste');
      (s.ranges as unknown[]).forEach((r, j) => {
        if (!isObject(r)) fail(`${path}.ranges[${j}]`, 'ein Objekt');
        a1In(r.range, `${path}.ranges[${j}].range`, rows, columns);
        checkShared(r, `${path}.ranges[${j}]`);
      });
    }
  });
  if (typeof data.activeSheet !== 'string' || !names.has(data.activeSheet.toLowerCase()))
    fail('activeSheet', 'der Name eines Tabellenblatts');
  return data as unknown as WorkbookJson;
}

/**
 * JSON.parse with a German explanation: the engine's own message is English ("Unexpected token
 * … in JSON at position 12"), so only the position is kept.
 */
export function parseWorkbookText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const position = /position (\d+)/.exec((error as Error).message)?.[1];
    const where = position === undefined ? 'sie ist unvollständig oder beschädigt' : `Fehler ab Zeichen ${Number(position) + 1}`;
    throw new Error(`Die Arbeitsmappe lässt sich nicht lesen: die Datei ist kein gültiges JSON (${where}).`);
  }
}

type CellMap = Map<string, CellJson>;

/** A sheet's cells one by one: its ranges spread over their cells, then each cell's own entry on top. */
function cellsOf(s: SheetJson): CellMap {
  const cells: CellMap = new Map();
  for (const r of s.ranges ?? []) {
    const rect = a1In(r.range, 'range', s.rows, s.columns);
    const { range: _range, ...shared } = r;
    for (let row = rect.row; row < rect.row + rect.numRows; row++) {
      for (let column = rect.column; column < rect.column + rect.numColumns; column++) {
        const key = `${row}:${column}`;
        cells.set(key, { ...cells.get(key), row, column, ...shared });
      }
    }
  }
  for (const c of s.cells) {
    const key = `${c.row}:${c.column}`;
    cells.set(key, { ...cells.get(key), ...c });
  }
  return cells;
}

/** Applies saved changes in order; each is checked like the file itself. */
function applyChanges(json: WorkbookJson, sheetCells: CellMap[], changes: readonly unknown[]): void {
  changes.forEach((change, i) => {
    const path = `Änderung ${i + 1}`;
    if (!isObject(change)) fail(path, 'ein Objekt');
    if (change.meta !== undefined) {
      const meta = change.meta as WorkbookMetaJson;
      if (!isObject(meta) || !Array.isArray(meta.sheets)) fail(`${path}.meta`, 'ein Objekt mit sheets');
      checkWorkbook({ ...json, ...meta, sheets: meta.sheets.map((s) => ({ ...(isObject(s) ? s : {}), cells: [] })) });
      const names = json.sheets.map((s) => s.name).join('\n');
      if (meta.sheets.map((s) => s.name).join('\n') !== names)
        fail(`${path}.meta.sheets`, 'dieselben Tabellenblätter wie in der Datei');
      Object.assign(json, { activeSheet: meta.activeSheet }, workbookFeatureKeys(meta as unknown as Record<string, unknown>));
      meta.sheets.forEach((m, j) => {
        // A feature saved only when present (charts) carries no key once it was emptied.
        for (const codec of SHEET_CODECS) {
          if (!codec.optional) continue;
          for (const key of codec.keys) if (!(key in m)) delete (json.sheets[j] as unknown as Record<string, unknown>)[key];
        }
        Object.assign(json.sheets[j], m);
      });
    }
    if (change.cells !== undefined) {
      if (!Array.isArray(change.cells)) fail(`${path}.cells`, 'eine Liste');
      change.cells.forEach((c: unknown, j: number) => {
        const cellPath = `${path}.cells[${j}]`;
        const index = isObject(c) ? json.sheets.findIndex((s) => s.name === c.sheet) : -1;
        if (index < 0) fail(`${cellPath}.sheet`, 'der Name eines Tabellenblatts');
        const sheet = json.sheets[index];
        const { sheet: _sheet, ...cell } = checkCell(c, cellPath, sheet.rows, sheet.columns) as CellJson & { sheet: string };
        const key = `${cell.row}:${cell.column}`;
        if (Object.keys(cell).length > 2) sheetCells[index].set(key, cell);
        else sheetCells[index].delete(key);
      });
    }
  });
}

/**
 * Builds a workbook from saved JSON (an object or its text) and the changes saved after it
 * (WorkbookChangeJson, in order).
 */
export function deserializeWorkbook(
  input: unknown,
  create: (options: WorkbookOptions) => OfflineSpreadsheet,
  changes: readonly unknown[] = [],
): OfflineSpreadsheet {
  const data = typeof input === 'string' ? parseWorkbookText(input) : input;
  let json: WorkbookJson;
  let sheetCells: CellMap[];
  try {
    json = checkWorkbook(data);
    json = { ...json, sheets: json.sheets.map((s) => ({ ...s })) };
    sheetCells = json.sheets.map(cellsOf);
    applyChanges(json, sheetCells, changes);
  } catch (error) {
    if (error instanceof CorruptWorkbookError) throw new Error(`Die Arbeitsmappe lässt sich nicht lesen: ${error.message}.`);
    throw error;
  }
  // Name, locale and time zone are the settings codec's: read with the other workbook codecs below.
  const spreadsheet = create({ id: json.id });
  const workbook = spreadsheet.model;
  const allContents: [string, RawCellContent[][]][] = [];
  try {
    for (const s of json.sheets) workbook.addSheet(s.name, workbook.sheets.length, s.rows, s.columns, s.sheetId);
    json.sheets.forEach((s, index) => {
      const sheet = workbook.byName(s.name)!;
      const cells = [...sheetCells[index].values()];
      const withContent = cells.filter((c) => c.value !== undefined || c.formula !== undefined);
      const height = withContent.reduce((m, c) => Math.max(m, c.row), 0);
      const width = withContent.reduce((m, c) => Math.max(m, c.column), 0);
      const contents: RawCellContent[][] = Array.from({ length: height }, () => new Array<RawCellContent>(width).fill(null));
      const reader = new PropsReader(workbook);
      for (const c of cells) {
        if (c.value !== undefined || c.formula !== undefined)
          contents[c.row - 1][c.column - 1] = cellContentsCodec.read(sheet, c);
        const props = reader.props(c, `${s.name}!${formatA1({ row: c.row, column: c.column, numRows: 1, numColumns: 1 })}`);
        if (Object.keys(props).length) sheet.props.update(c.row - 1, c.column - 1, (p) => Object.assign(p, props));
      }
      allContents.push([s.name, contents]);
    });
  } catch (error) {
    if (error instanceof CorruptWorkbookError) throw new Error(`Die Arbeitsmappe lässt sich nicht lesen: ${error.message}.`);
    throw error;
  }
  workbook.engine.replaceContents(allContents);
  const context: SheetCodecContext = {
    rangeOf: (name, a1) => {
      const target = workbook.byName(name);
      try {
        return target ? target.range(target.rectFromA1(a1)) : null;
      } catch {
        return null;
      }
    },
  };
  for (const s of json.sheets) {
    const sheet = workbook.byName(s.name)!;
    for (const codec of SHEET_CODECS) codec.read(sheet, s as unknown as Record<string, unknown>, context);
  }
  for (const codec of WORKBOOK_CODECS) codec.read(workbook, json as unknown as Record<string, unknown>);
  workbook.activate(
    workbook.byName(json.activeSheet) ?? workbook.sheets.find((s) => s.name.toLowerCase() === json.activeSheet.toLowerCase())!,
  );
  workbook.engine.flush();
  workbook.changes.reset();
  return spreadsheet;
}

/**
 * The change since the last save as plain data: the cells `pending` lists, in their current
 * state. Null when the change needs a whole save (the grid's shape changed).
 */
export function changedCells(pending: PendingChanges): NonNullable<WorkbookChangeJson['cells']> | null {
  if (pending.whole) return null;
  const out: NonNullable<WorkbookChangeJson['cells']> = [];
  for (const [sheet, list] of pending.cells) {
    if (!sheet.workbook.sheets.includes(sheet)) return null;
    for (const cell of cellStates(sheet, list)) out.push({ sheet: sheet.name, ...cell });
  }
  return out;
}

/** Everything needed to restore the workbook: contents (formulas, not results), formats, validations, protections. */
export function workbookToJson(spreadsheet: OfflineSpreadsheet): WorkbookJson {
  return serializeWorkbook(spreadsheet.model);
}

/**
 * Reads a workbook saved with workbookToJson (an object or its text), then the changes saved
 * after it (WorkbookChangeJson); throws a German error for a damaged or foreign file.
 */
export function workbookFromJson(data: unknown, changes: readonly unknown[] = []): OfflineSpreadsheet {
  return deserializeWorkbook(data, (options) => new OfflineSpreadsheet({ ...options, sheets: [] }), changes);
}
