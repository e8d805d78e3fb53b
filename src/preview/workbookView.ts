/**
 * Turns the offline workbook's snapshot into what the page draws: trimmed grids, formulas and
 * per-cell marks (errors, invalid input, dropdowns), and whether a sheet may be edited.
 */
import {
  ARRAY_CELL_LIMIT,
  ARRAY_TOO_LARGE_MESSAGE,
  ARRAY_WORK_LIMIT,
  ARRAY_WORK_TOO_LARGE_MESSAGE,
  CELL_TEXT_LIMIT,
  FORMULA_TIME_LIMIT_MS,
  FORMULA_TOO_SLOW_MESSAGE,
  OfflineSpreadsheet,
  TOO_LONG_RESULT_MESSAGE,
  workbookSnapshot,
} from '../offline';
import type { SheetSnapshot } from '../offline';
import { conditionalBackgrounds, conditionalRulesOf } from './conditionalColours';
import { PageCellMark, PageCellStyle, PageSheet } from './pageState';
import { chartsView } from './chartView';

/** The twin's own limits explained in German (Sheets' other messages pass as they are). */
const GERMAN_ERRORS: Record<string, string> = {
  [TOO_LONG_RESULT_MESSAGE]: `Das Textergebnis ist länger als die Obergrenze von ${CELL_TEXT_LIMIT.toLocaleString('de-DE')} Zeichen.`,
  [ARRAY_TOO_LARGE_MESSAGE]: `Das Ergebnis hat mehr als ${ARRAY_CELL_LIMIT.toLocaleString('de-DE')} Zellen; so große Bereiche berechnet die Vorschau nicht.`,
  [ARRAY_WORK_TOO_LARGE_MESSAGE]: `Diese Matrixrechnung bräuchte mehr als ${ARRAY_WORK_LIMIT.toLocaleString('de-DE')} Rechenschritte; so große rechnet die Vorschau nicht.`,
  [FORMULA_TOO_SLOW_MESSAGE]: `Diese Formel rechnete länger als ${FORMULA_TIME_LIMIT_MS / 1000} Sekunden und wurde abgebrochen, damit die Vorschau bedienbar bleibt.`,
};

/** Empty rows below the data of an editable sheet, where the next battle is typed. */
export const BLANK_ROWS = 25;
const BLANK_COLUMNS = 2;
const DEFAULT_WIDTH = 100;

/** The sheet's protection description, or null when anyone may edit it. */
function sheetProtection(workbook: OfflineSpreadsheet, name: string): string | null {
  const sheet = workbook.getSheetByName(name);
  const protection = sheet?.getProtections('SHEET')[0];
  if (!protection) return null;
  return protection.getDescription() || 'Dieses Blatt ist geschützt.';
}

function contentExtent(snapshot: SheetSnapshot): { rows: number; columns: number } {
  let rows = 0;
  let columns = 0;
  snapshot.display.forEach((line, r) =>
    line.forEach((text, c) => {
      if (text !== '' || snapshot.formulas[r]?.[c]) {
        rows = Math.max(rows, r + 1);
        columns = Math.max(columns, c + 1);
      }
    }),
  );
  return { rows, columns };
}

/** Set widths win; otherwise wide enough for the longest text of the column, as Sheets' autofit. */
function columnWidths(snapshot: SheetSnapshot, display: string[][], count: number): number[] {
  return Array.from({ length: count }, (_, c) => {
    const set = snapshot.columnWidths[c + 1];
    if (set) return set;
    let longest = 0;
    for (const line of display) longest = Math.max(longest, (line[c] ?? '').length);
    return longest === 0 ? DEFAULT_WIDTH : Math.min(280, Math.max(60, Math.round(longest * 7.2 + 18)));
  });
}

function pageStyle(style: NonNullable<SheetSnapshot['cells'][number]['style']>): PageCellStyle | undefined {
  const { background, fontWeight, fontColor, fontStyle, horizontalAlignment, verticalAlignment, wrap } = style;
  const out: PageCellStyle = { background, fontWeight, fontColor, fontStyle, horizontalAlignment, verticalAlignment };
  if (wrap) out.wrap = true;
  for (const key of Object.keys(out) as (keyof PageCellStyle)[]) if (out[key] === undefined || out[key] === null) delete out[key];
  return Object.keys(out).length ? out : undefined;
}

/** Conditional formats colour over the cell's own background, as in Sheets. */
function addConditionalColours(marks: PageCellMark[], backgrounds: Map<string, string>): void {
  if (backgrounds.size === 0) return;
  const byCell = new Map(marks.map((m) => [`${m.r}:${m.c}`, m]));
  for (const [key, background] of backgrounds) {
    let mark = byCell.get(key);
    if (!mark) {
      const [r, c] = key.split(':').map(Number);
      mark = { r, c };
      marks.push(mark);
    }
    mark.style = { ...mark.style, background };
  }
}

export function sheetView(workbook: OfflineSpreadsheet, snapshot: SheetSnapshot): PageSheet {
  const protection = sheetProtection(workbook, snapshot.name);
  const editable = protection === null;
  const extent = contentExtent(snapshot);
  const rows = Math.max(extent.rows, 1);
  const columns = Math.max(extent.columns, 1);
  const blankRows = editable ? Math.max(0, Math.min(BLANK_ROWS, snapshot.maxRows - rows)) : 0;
  const blankColumns = Math.max(0, Math.min(BLANK_COLUMNS, snapshot.maxColumns - columns));
  const display = Array.from({ length: rows }, (_, r) =>
    Array.from({ length: columns }, (_, c) => snapshot.display[r]?.[c] ?? ''),
  );

  const formulas: PageSheet['formulas'] = [];
  snapshot.formulas.forEach((line, r) =>
    line.forEach((formula, c) => {
      if (formula) formulas.push([r, c, formula]);
    }),
  );

  const dropdowns: string[][] = [];
  const dropdownIndex = new Map<string, number>();
  const marks: PageCellMark[] = [];
  for (const cell of snapshot.cells) {
    const r = cell.row - 1;
    const c = cell.column - 1;
    if (r >= rows + blankRows || c >= columns + blankColumns) continue;
    const mark: PageCellMark = { r, c };
    if (cell.error) mark.error = GERMAN_ERRORS[cell.error] ?? cell.error;
    if (cell.invalid) mark.invalid = cell.helpText ?? 'Der Wert verstößt gegen die Datenvalidierung dieser Zelle.';
    if (cell.note) mark.note = cell.note;
    if (cell.helpText) mark.help = cell.helpText;
    if (cell.dropdown) {
      const key = JSON.stringify(cell.dropdown);
      let index = dropdownIndex.get(key);
      if (index === undefined) {
        index = dropdowns.push(cell.dropdown) - 1;
        dropdownIndex.set(key, index);
      }
      mark.dropdown = index;
    }
    const style = cell.style && pageStyle(cell.style);
    if (style) mark.style = style;
    if (Object.keys(mark).length > 2) marks.push(mark);
  }
  addConditionalColours(marks, conditionalBackgrounds(conditionalRulesOf(workbook.getSheetByName(snapshot.name)), display));

  return {
    name: snapshot.name,
    editable,
    protection,
    frozenRows: snapshot.frozenRows,
    frozenColumns: snapshot.frozenColumns,
    maxRows: snapshot.maxRows,
    maxColumns: snapshot.maxColumns,
    columnWidths: columnWidths(snapshot, display, columns + blankColumns),
    display,
    formulas,
    marks,
    dropdowns,
    blankRows,
    blankColumns,
    charts: chartsView(workbook, snapshot.name),
  };
}

/** Every sheet of the workbook, evaluated, in tab order. */
export function workbookView(workbook: OfflineSpreadsheet): PageSheet[] {
  return workbookSnapshot(workbook)
    .sheets.filter((s) => !s.hidden)
    .map((s) => sheetView(workbook, s));
}
