/**
 * A read-only picture of the evaluated workbook for a UI (the preview): per sheet the display
 * text of every cell up to the last row/column with content, the formulas in German spelling,
 * and per cell extras (notes, formatting, error explanations, dropdown choices, invalid input).
 */
import { CellStyle } from './cellProperties';
import type { SheetModel } from './sheetModel';
import type { WorkbookModel } from './workbookModel';
import type { OfflineRange } from './offlineRange';
import type { OfflineSpreadsheet } from './offlineSpreadsheet';

export interface CellExtras {
  /** 1-based. */
  row: number;
  column: number;
  note?: string;
  style?: CellStyle;
  /** Why the cell shows an error (e.g. a custom function's German message). */
  error?: string;
  /** Choices of a list/range validation with a dropdown. */
  dropdown?: string[];
  checkbox?: boolean;
  /** The value breaks the cell's data validation. */
  invalid?: boolean;
  helpText?: string;
}

export interface SheetSnapshot {
  name: string;
  sheetId: number;
  hidden: boolean;
  tabColor: string | null;
  frozenRows: number;
  frozenColumns: number;
  maxRows: number;
  maxColumns: number;
  /** Rows and columns shown (up to the last with content). */
  numRows: number;
  numColumns: number;
  columnWidths: Record<number, number>;
  /** Display text, numRows × numColumns. */
  display: string[][];
  /** Formulas as a German user writes them ("" for values), numRows × numColumns. */
  formulas: string[][];
  cells: CellExtras[];
}

export interface WorkbookSnapshot {
  name: string;
  activeSheet: string;
  sheets: SheetSnapshot[];
}

function snapshotSheet(sheet: SheetModel): SheetSnapshot {
  const numRows = sheet.lastRow();
  const numColumns = sheet.lastColumn();
  const rect = { row: 1, column: 1, numRows: Math.max(numRows, 1), numColumns: Math.max(numColumns, 1) };
  const display = numRows && numColumns ? sheet.readDisplayValues(rect) : [];
  const formulas = numRows && numColumns ? sheet.readFormulas(rect, 'local') : [];
  const values = numRows && numColumns ? sheet.readValues(rect) : [];
  // Validation sources are read once per snapshot, not once per cell.
  const sources = new Map<unknown, ReturnType<SheetModel['readValues']>>();
  const read = (range: {
    sheetModel: SheetModel;
    rect: { row: number; column: number; numRows: number; numColumns: number };
  }) => {
    const key = `${range.sheetModel.name}!${range.rect.row}:${range.rect.column}:${range.rect.numRows}:${range.rect.numColumns}`;
    let v = sources.get(key);
    if (!v) {
      v = range.sheetModel.readValues(range.rect);
      sources.set(key, v);
    }
    return v;
  };
  const dropdowns = new Map<string, string[]>();
  const extras = new Map<string, CellExtras>();
  const extra = (row0: number, column0: number) => {
    const key = `${row0}:${column0}`;
    let e = extras.get(key);
    if (!e) {
      e = { row: row0 + 1, column: column0 + 1 };
      extras.set(key, e);
    }
    return e;
  };
  values.forEach((line, r) =>
    line.forEach((v, c) => {
      if (typeof v === 'string' && v.startsWith('#')) {
        const message = sheet.errorMessage(r, c);
        if (message !== null) extra(r, c).error = message;
      }
    }),
  );
  for (const [row0, column0, props] of sheet.props.entries()) {
    if (row0 >= sheet.maxRows || column0 >= sheet.maxColumns) continue;
    if (props.note) extra(row0, column0).note = props.note;
    if (props.style && Object.keys(props.style).length) extra(row0, column0).style = { ...props.style };
    const validation = props.validation;
    if (!validation) continue;
    const e = extra(row0, column0);
    const criteria = validation.getCriteriaType();
    const args = validation.getCriteriaValues();
    if (validation.getHelpText()) e.helpText = validation.getHelpText()!;
    if (criteria === 'CHECKBOX') e.checkbox = true;
    if (criteria === 'VALUE_IN_LIST' && args[1] !== false) e.dropdown = (args[0] as unknown[]).map(String);
    if (criteria === 'VALUE_IN_RANGE' && args[1] !== false) {
      const range = args[0] as {
        sheetModel: SheetModel;
        rect: { row: number; column: number; numRows: number; numColumns: number };
      };
      const key = `${range.sheetModel.name}!${range.rect.row}:${range.rect.column}:${range.rect.numRows}:${range.rect.numColumns}`;
      let list = dropdowns.get(key);
      if (!list) {
        list = range.sheetModel
          .readDisplayValues(range.rect)
          .flat()
          .filter((s) => s !== '');
        dropdowns.set(key, list);
      }
      e.dropdown = list;
    }
    const value = row0 < values.length && column0 < (values[row0]?.length ?? 0) ? values[row0][column0] : '';
    // Marked as the grid judges it (the triangle is the grid's; a script is never more lenient, listValidationCase.ts).
    if (!validation.accepts(value, read, sheet.workbook.listCase.typed)) e.invalid = true;
  }
  return {
    name: sheet.name,
    sheetId: sheet.sheetId,
    hidden: sheet.hidden,
    tabColor: sheet.tabColor,
    frozenRows: sheet.frozenRows,
    frozenColumns: sheet.frozenColumns,
    maxRows: sheet.maxRows,
    maxColumns: sheet.maxColumns,
    numRows,
    numColumns,
    columnWidths: Object.fromEntries(sheet.columnWidths),
    display,
    formulas,
    cells: [...extras.values()].sort((a, b) => a.row - b.row || a.column - b.column),
  };
}

export function snapshotWorkbook(workbook: WorkbookModel): WorkbookSnapshot {
  return { name: workbook.name, activeSheet: workbook.activeSheet().name, sheets: workbook.sheets.map(snapshotSheet) };
}

/** Each sheet's evaluated display grid, for a UI. */
export function workbookSnapshot(spreadsheet: OfflineSpreadsheet): WorkbookSnapshot {
  return snapshotWorkbook(spreadsheet.model);
}

/** Sheets' explanation of the error value in a range's top-left cell (a custom function's message), or null. */
export function cellErrorMessage(range: OfflineRange): string | null {
  return range.sheetModel.errorMessage(range.rect.row - 1, range.rect.column - 1);
}

/** The same for `Sheet!A1` (not counted as a service call, unlike getRange). */
export function errorMessageAt(spreadsheet: OfflineSpreadsheet, a1: string): string | null {
  return cellErrorMessage(spreadsheet.model.rangeFromA1(a1));
}
