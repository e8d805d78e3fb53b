/**
 * The offline workbook: SpreadsheetApp's Spreadsheet, plus what the add-on recorded (ui,
 * locks, calls). Offline-only helpers live beside it as functions (persistence.ts:
 * workbookToJson/workbookFromJson, snapshot.ts: workbookSnapshot/errorMessageAt), so every
 * method here is an Apps Script method and counted as a service call.
 *
 *   const workbook = new OfflineSpreadsheet({ name: 'Kampagne', sheets: ['Schlachten'] });
 */
import { GridRect } from './a1Notation';
import { ProtectionTypeName } from './enums';
import { LockRegistry } from './lockService';
import { OfflineProperties } from './propertiesService';
import { OfflineProtection } from './protection';
import { countServiceCalls, ServiceCallCounter } from './serviceCalls';
import { UiRecorder } from './ui';
import { WorkbookModel, WorkbookOptions } from './workbookModel';
import type { OfflineRange } from './offlineRange';
import type { OfflineSheet } from './offlineSheet';
import { reportMissingMethods } from './notEmulated';

export type { WorkbookOptions };

type SpreadsheetReads = Pick<
  GoogleAppsScript.Spreadsheet.Spreadsheet,
  'getId' | 'getName' | 'getUrl' | 'getNumSheets' | 'getSpreadsheetLocale' | 'getSpreadsheetTimeZone'
>;

export class OfflineSpreadsheet implements SpreadsheetReads {
  /** @internal */
  readonly model: WorkbookModel;

  constructor(options: WorkbookOptions = {}) {
    this.model = new WorkbookModel(this, options);
    const names = options.sheets ?? ['Tabellenblatt1'];
    for (const name of names) this.model.addSheet(name);
  }

  // ---- what the add-on did (offline only)

  /** Sheets service calls (SpreadsheetApp, Spreadsheet, Sheet, Range, Protection). */
  get calls(): ServiceCallCounter {
    return this.model.calls;
  }

  /** Menus, sidebars, dialogs, alerts and toasts the add-on showed. */
  get ui(): UiRecorder {
    return this.model.ui;
  }

  /** LockService state and acquire/release events. */
  get locks(): LockRegistry {
    return this.model.locks;
  }

  get documentProperties(): OfflineProperties {
    return this.model.documentProperties;
  }

  // ---- Apps Script Spreadsheet

  getId(): string {
    return this.model.id;
  }

  getName(): string {
    return this.model.name;
  }

  rename(newName: string): void {
    this.model.name = String(newName);
  }

  getUrl(): string {
    return `https://docs.google.com/spreadsheets/d/${this.model.id}/edit`;
  }

  getSpreadsheetLocale(): string {
    return this.model.locale;
  }

  setSpreadsheetLocale(locale: string): void {
    this.model.locale = String(locale);
  }

  getSpreadsheetTimeZone(): string {
    return this.model.timeZone;
  }

  setSpreadsheetTimeZone(timezone: string): void {
    this.model.timeZone = String(timezone);
  }

  getSheets(): OfflineSheet[] {
    return this.model.sheets.map((s) => s.facade);
  }

  getNumSheets(): number {
    return this.model.sheets.length;
  }

  getSheetByName(name: string): OfflineSheet | null {
    return this.model.byName(String(name))?.facade ?? null;
  }

  getSheetById(id: number): OfflineSheet | null {
    return this.model.sheets.find((s) => s.sheetId === id)?.facade ?? null;
  }

  /**
   * insertSheet(), insertSheet(index), insertSheet(name), insertSheet(name, index) — index is
   * 0-based. The new sheet becomes active, as in Sheets.
   */
  insertSheet(nameOrIndex?: string | number, index?: number | object): OfflineSheet {
    const name = typeof nameOrIndex === 'string' ? nameOrIndex : this.model.defaultSheetName();
    const position = typeof nameOrIndex === 'number' ? nameOrIndex : typeof index === 'number' ? index : this.model.sheets.length;
    const sheet = this.model.addSheet(name, position);
    this.model.activate(sheet);
    return sheet.facade;
  }

  deleteSheet(sheet: OfflineSheet): void {
    this.model.removeSheet(sheet.model);
    this.model.structureChanged?.('REMOVE_GRID');
  }

  getActiveSheet(): OfflineSheet {
    return this.model.activeSheet().facade;
  }

  setActiveSheet(sheet: OfflineSheet): OfflineSheet {
    this.model.activate(sheet.model);
    return sheet;
  }

  getActiveRange(): OfflineRange {
    const sheet = this.model.activeSheet();
    const rect: GridRect = this.model.active?.rect ?? { row: 1, column: 1, numRows: 1, numColumns: 1 };
    return sheet.range(rect);
  }

  setActiveRange(range: OfflineRange): OfflineRange {
    this.model.activate(range.sheetModel, range.rect);
    return range;
  }

  /** getRange('Sheet!A1:B2'); without a sheet name on the active sheet. */
  getRange(a1Notation: string): OfflineRange {
    return this.model.rangeFromA1(String(a1Notation));
  }

  /** Names the range's cells; a taken name moves to them or is refused, as the named-range behaviour says (namedRanges.ts). */
  setNamedRange(name: string, range: OfflineRange): void {
    this.model.namedRanges.set(String(name), range.sheetModel, range.rect);
  }

  /** The named cells; null for an unknown name; for one whose cells were deleted (#REF!) null, a throw or its old cells (namedRanges.ts). */
  getRangeByName(name: string): OfflineRange | null {
    const named = this.model.namedRanges.get(String(name), this.model.sheets);
    return named ? named.sheet.range(named.rect) : null;
  }

  /** Removes the name (not its cells); throws for a name the spreadsheet does not have (and maybe for a broken one: namedRanges.ts). */
  removeNamedRange(name: string): void {
    this.model.namedRanges.remove(String(name));
  }

  getProtections(type: ProtectionTypeName): OfflineProtection[] {
    return this.model.sheets.flatMap((s) =>
      s.protections.filter((p) => p.type === String(type)).map((p) => new OfflineProtection(p)),
    );
  }

  toast(msg: string, title?: string, timeoutSeconds?: number): void {
    this.model.ui.toasts.push({
      message: String(msg),
      title: title === undefined ? '' : String(title),
      timeoutSeconds: timeoutSeconds ?? 5,
    });
  }
}

countServiceCalls(OfflineSpreadsheet, 'Spreadsheet', (s) => s.model.calls);

reportMissingMethods(OfflineSpreadsheet, 'Spreadsheet');
