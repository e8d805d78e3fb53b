/**
 * The workbook's state behind the Spreadsheet facade: sheets, the formula engine, the active
 * sheet and what the add-on showed or locked. Not an Apps Script object (nothing here counts as
 * a service call).
 */
import { NamedRanges } from './namedRanges';
import { ListCaseBehaviour, REPORTED_LIST_CASE } from './listValidationCase';
import { GridRect, parseA1Notation, RANGE_NOT_FOUND, resolveA1Range } from './a1Notation';
import { AppsScriptArgument } from './customFunctionPlugin';
import { ChangeLog } from './changeLog';
import { dateToSerial, serialToDate } from './dateSerial';
import { DeletedSheetReferences, FormulaEngine } from './formulaEngine';
import { fromEngineFormula, toEngineFormula } from './formulaSyntax';
import { LockRegistry } from './lockService';
import { isDateFormat, DEFAULT_NUMBER_FORMAT } from './numberFormat';
import { OfflineProperties } from './propertiesService';
import { ServiceCallCounter } from './serviceCalls';
import { SheetModel } from './sheetModel';
import { UiRecorder } from './ui';
import type { OfflineRange } from './offlineRange';
import type { OfflineSpreadsheet } from './offlineSpreadsheet';
import type { ChangeType } from './changeTrigger';

export interface WorkbookOptions {
  name?: string;
  id?: string;
  /** Default 'Europe/Berlin'. */
  timeZone?: string;
  /** Default 'de_DE'. */
  locale?: string;
  /** Names of the first sheets; default one sheet "Tabellenblatt1", as a German Sheets user gets. */
  sheets?: string[];
  /** Grid of new sheets; default 1000 × 26 as in Sheets. */
  rows?: number;
  columns?: number;
  /**
   * What deleting a sheet leaves in the formulas that named it: 'broken' (default; `#REF!` in
   * their text, for good — as users report of Sheets) or 'relinked' (HyperFormula's: a new sheet
   * of that name is read again). Google does not document it.
   */
  deletedSheetReferences?: DeletedSheetReferences;
}

export const DEFAULT_ROWS = 1000;
export const DEFAULT_COLUMNS = 26;

/** Runs an add-on's custom function; set by loadAddon. */
export type CustomFunctionInvoker = (name: string, args: AppsScriptArgument[]) => unknown;

export class WorkbookModel {
  readonly calls = new ServiceCallCounter();
  /** Cells and shapes changed since the last save (for the preview's change journal). */
  readonly changes = new ChangeLog();
  readonly ui = new UiRecorder();
  readonly locks = new LockRegistry();
  readonly documentProperties = new OfflineProperties();
  readonly engine: FormulaEngine;
  readonly sheets: SheetModel[] = [];
  readonly namedRanges = new NamedRanges();
  /** Whether a strict dropdown takes another case (listValidationCase.ts); loadAddon's option sets it. */
  listCase: ListCaseBehaviour = REPORTED_LIST_CASE;
  readonly deletedSheetReferences: DeletedSheetReferences;
  id: string;
  name: string;
  private zone: string;
  locale: string;
  readonly defaultRows: number;
  readonly defaultColumns: number;
  active?: { sheet: SheetModel; rect?: GridRect };
  customFunctionInvoker?: CustomFunctionInvoker;
  /** Told after rows or a sheet were deleted (onChange's changeType); loadAddon fires the change triggers when a user did it. */
  structureChanged?: (changeType: Extract<ChangeType, 'REMOVE_ROW' | 'REMOVE_GRID'>) => void;
  private nextSheetId = 0;

  constructor(
    readonly facade: OfflineSpreadsheet,
    options: WorkbookOptions = {},
  ) {
    this.id = options.id ?? `offline-${Math.random().toString(36).slice(2, 12)}`;
    this.name = options.name ?? 'Unbenannte Tabelle';
    this.zone = options.timeZone ?? 'Europe/Berlin';
    this.locale = options.locale ?? 'de_DE';
    this.defaultRows = options.rows ?? DEFAULT_ROWS;
    this.defaultColumns = options.columns ?? DEFAULT_COLUMNS;
    this.deletedSheetReferences = options.deletedSheetReferences ?? 'broken';
    this.engine = new FormulaEngine({
      invokeCustomFunction: (name, args) => {
        if (!this.customFunctionInvoker) throw new Error(`Unknown function: '${name}'.`);
        return this.customFunctionInvoker(name, args);
      },
      isDateCell: (engineSheet, row, column) => {
        const sheet = this.byEngineId(engineSheet);
        const format = sheet?.numberFormatAt(row, column);
        return format !== undefined && format !== DEFAULT_NUMBER_FORMAT && isDateFormat(format);
      },
      gridSize: (engineSheet) => {
        const sheet = this.byEngineId(engineSheet);
        return sheet ? { rows: sheet.maxRows, columns: sheet.maxColumns } : undefined;
      },
      serialToDate: (serial) => this.serialToDate(serial),
      dateToSerial: (date) => this.dateToSerial(date),
      contentsChanged: (engineSheet, row, numRows) => {
        if (engineSheet === null) for (const sheet of this.sheets) sheet.forgetValues();
        else this.byEngineId(engineSheet)?.forgetValues(row, numRows);
      },
    });
    // Custom functions compute inside the engine; touching the workbook from there would
    // re-enter it. Apps Script forbids writes there too.
    this.calls.beforeCall = (method) => {
      if (this.engine.isComputing) {
        throw new Error(`You do not have permission to call ${method} from a custom function (offline spreadsheet).`);
      }
    };
  }

  get timeZone(): string {
    return this.zone;
  }

  /** Dates read before are other instants now. */
  set timeZone(zone: string) {
    this.zone = zone;
    for (const sheet of this.sheets) sheet.forgetValues();
  }

  serialToDate(serial: number): Date {
    return serialToDate(serial, this.timeZone);
  }

  dateToSerial(date: Date): number {
    return dateToSerial(date, this.timeZone);
  }

  byName(name: string): SheetModel | undefined {
    return this.sheets.find((s) => s.name === name);
  }

  private byEngineId(id: number): SheetModel | undefined {
    const name = this.engine.sheetName(id);
    return name === undefined ? undefined : this.byName(name);
  }

  gridOf(name: string): { rows: number; columns: number } | undefined {
    const sheet = this.byName(name) ?? this.sheets.find((s) => s.name.toLowerCase() === name.toLowerCase());
    return sheet ? { rows: sheet.maxRows, columns: sheet.maxColumns } : undefined;
  }

  sheetIndex(sheet: SheetModel): number {
    return this.sheets.indexOf(sheet);
  }

  visibleSheetCount(): number {
    return this.sheets.filter((s) => !s.hidden).length;
  }

  activeSheet(): SheetModel {
    if (this.sheets.length === 0) throw new Error('The spreadsheet has no sheets.');
    if (!this.active || !this.sheets.includes(this.active.sheet)) this.active = { sheet: this.sheets[0] };
    return this.active.sheet;
  }

  activate(sheet: SheetModel, rect?: GridRect): void {
    this.active = { sheet, rect };
  }

  private checkName(name: string, except?: SheetModel): void {
    if (name.trim() === '') throw new Error('Sheet names cannot be empty.');
    if (name.length > 100) throw new Error('Sheet names cannot be longer than 100 characters.');
    if (this.sheets.some((s) => s !== except && s.name.toLowerCase() === name.toLowerCase())) {
      throw new Error(`A sheet with the name "${name}" already exists. Please enter another name.`);
    }
  }

  /** "Tabellenblatt<n>" with the first free number, as German Sheets names new sheets. */
  defaultSheetName(): string {
    for (let n = this.sheets.length + 1; ; n++) {
      const name = `Tabellenblatt${n}`;
      if (!this.sheets.some((s) => s.name.toLowerCase() === name.toLowerCase())) return name;
    }
  }

  addSheet(
    name: string,
    index = this.sheets.length,
    rows = this.defaultRows,
    columns = this.defaultColumns,
    sheetId?: number,
  ): SheetModel {
    this.checkName(name);
    if (!Number.isInteger(index) || index < 0 || index > this.sheets.length) throw new Error('The sheet index is out of range.');
    const id = sheetId ?? this.nextSheetId;
    this.nextSheetId = Math.max(this.nextSheetId, id + 1);
    const sheet = new SheetModel(this, name, id, rows, columns);
    this.engine.addSheet(name);
    this.changes.shape();
    this.sheets.splice(index, 0, sheet);
    return sheet;
  }

  removeSheet(sheet: SheetModel): void {
    if (this.sheets.length <= 1) throw new Error("You can't remove all the sheets in a document.");
    this.engine.removeSheet(sheet.name, this.deletedSheetReferences);
    this.changes.shape();
    this.sheets.splice(this.sheets.indexOf(sheet), 1);
    if (this.active?.sheet === sheet) this.active = { sheet: this.sheets[0] };
  }

  renameSheet(sheet: SheetModel, name: string): void {
    if (name === sheet.name) return;
    this.checkName(name, sheet);
    this.engine.renameSheet(sheet.name, name);
    this.changes.shape();
    sheet.name = name;
  }

  /** `Sheet!A1:B2`, or a range on the active sheet. */
  rangeFromA1(a1: string): OfflineRange {
    const parsed = parseA1Notation(a1);
    const sheet = parsed.sheetName === undefined ? this.activeSheet() : this.byName(parsed.sheetName);
    if (!sheet) throw new Error(RANGE_NOT_FOUND);
    const rect = resolveA1Range(parsed, sheet.maxRows, sheet.maxColumns);
    return sheet.range(sheet.checkedRect(rect.row, rect.column, rect.numRows, rect.numColumns));
  }

  /**
   * After rows were added below a sheet's last row: open ranges (`F2:F`) pointing at it must
   * reach the new last row. Inserting rows inside the grid moves the range ends by itself.
   */
  extendOpenRanges(changedSheet: string, oldRows: number): void {
    const oldGrid = (name: string) => {
      const grid = this.gridOf(name);
      return grid && name === changedSheet ? { ...grid, rows: oldRows } : grid;
    };
    // An open range was fixed to the old last row: only a formula using a range of this sheet
    // that ends there can hold one (the engine's graph names them), and its text names the row.
    const oldLastRow = String(oldRows);
    const changed = this.byName(changedSheet);
    if (!changed) return;
    const bySheet = new Map(this.sheets.map((s) => [s.engineId, s]));
    for (const { sheet: id, row, col: column } of this.engine.formulasUsingRowEnd(changed.engineId, oldRows - 1)) {
      const sheet = bySheet.get(id);
      const formula = sheet && this.engine.formula(id, row, column);
      if (!sheet || !formula || !formula.includes(':') || !formula.includes(oldLastRow)) continue;
      const api = fromEngineFormula(formula, 'api', { sheetName: sheet.name, grid: oldGrid });
      const next = toEngineFormula(api, 'api', sheet.lookup());
      if (next !== formula) {
        this.engine.setContents(id, row, column, [[next]]);
        this.changes.cells(sheet, row, column);
      }
    }
  }
}
