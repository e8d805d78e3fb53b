import { findRecalcCell, withRecalcArgument, withoutRecalcArgument } from './recalcArgument';
import { FIELDS } from '../rules/fields';
import { ARMIES_SPEC, FIELDS_SPEC, normaliseHeader, PLAYERS_SPEC } from '../rules/campaign';
import type { HistoryKind } from '../rules/campaign/history';
import { nameKey } from '../rules/campaign/names';
import { columnLetter } from './columnLetter';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Range = GoogleAppsScript.Spreadsheet.Range;

export const HISTORY_SHEET = 'Verlauf';
const FUNCTION_NAME = 'KAMPAGNE_VERLAUF';
const CHART_SIZE = { width: 600, height: 380 };
/** Charts sit at the top, two side by side (what a 1280-px screen shows), 20 px apart. */
const CHARTS_PER_ROW = 2;
const CHART_GAP = 20;
/** Below two rows of charts (2 × 400 px at 21 px a row): where every table starts. */
export const HISTORY_TABLE_ROW = 40;
/** Where an earlier Kriegsrat put the tables (columns A, AA, BA): found and moved. */
const LEGACY_TABLE_ROW = 22;
/**
 * Spare columns after each table, so players or armies added by a script (which fires no
 * onEdit) still fit; onEdit and setup lay the sheet out anew once a table outgrows them.
 */
export const HISTORY_SPARE_COLUMNS = 10;
/**
 * The Stufen chart draws the strongest armies only (KAMPAGNE_VERLAUF lists them first): with
 * 200 armies a line each would be unreadable and Sheets' palette repeats its colours.
 */
export const STRONGEST_CHARTED = 10;

interface HistoryTable {
  kind: HistoryKind;
  title: string;
  axis: string;
  /** Players or armies: one column each. */
  per: 'players' | 'armies';
  needsMap: boolean;
}

/** In this order side by side below the charts; Stufen (armies, the widest) last. */
const HISTORY_TABLES: HistoryTable[] = [
  { kind: 'Versorgung', title: 'Versorgungspool je Spieler', axis: 'Versorgungspunkte (VP)', per: 'players', needsMap: false },
  { kind: 'Felder', title: 'Gehaltene Felder je Spieler', axis: 'Felder', per: 'players', needsMap: true },
  {
    kind: 'Stufen',
    title: `Stufen der ${STRONGEST_CHARTED} stärksten Armeen`,
    axis: 'Stufe',
    per: 'armies',
    needsMap: false,
  },
];
/** Chart titles of earlier versions, recognised as ours. */
const LEGACY_TITLES: Partial<Record<HistoryKind, string>> = { Stufen: 'Stufen der Armeen' };

/** The parts of setup's report this step adds to. */
interface HistoryReport {
  createdSheets: string[];
  placedFormulas: string[];
  protectedSheets: string[];
  conflicts: string[];
}

/** A KAMPAGNE_VERLAUF formula found in the sheet. */
interface PlacedTable {
  kind: HistoryKind;
  row: number;
  column: number;
  formula: string;
}

/**
 * Setup's Verlauf sheet: per table a KAMPAGNE_VERLAUF formula, side by side in row
 * HISTORY_TABLE_ROW, each as wide as the campaign's players or armies plus spare columns, and
 * a line chart per table at the top of the sheet. A table that no longer fits (more players
 * than its block holds) moves the tables after it; a second run changes nothing.
 */
export function setupHistorySheet(spreadsheet: Spreadsheet, inputs: string, report: HistoryReport): void {
  let sheet = spreadsheet.getSheetByName(HISTORY_SHEET);
  if (!sheet) {
    sheet = spreadsheet.insertSheet(HISTORY_SHEET);
    report.createdSheets.push(HISTORY_SHEET);
  }
  layOut(spreadsheet, sheet, inputs, report);
  if (sheet.getProtections(SpreadsheetApp.ProtectionType.SHEET).length === 0) {
    sheet
      .protect()
      .setDescription('Von Kriegsrat berechnet – Änderungen gehören in Armeen, Spieler, Schlachten oder Buchungen.')
      .setWarningOnly(true);
    report.protectedSheets.push(HISTORY_SHEET);
  }
}

/**
 * After a user's edit of Spieler or Armeen (onEdit): a table whose players or armies outgrew its
 * block would spill into the next table's formula (#REF!); the tables move apart instead.
 * Nothing happens without our Verlauf formulas.
 */
export function fitHistorySheet(spreadsheet: Spreadsheet): void {
  const sheet = spreadsheet.getSheetByName(HISTORY_SHEET);
  if (!sheet) return;
  const placed = placedTables(sheet);
  if (placed.length === 0) return;
  // The formulas' own inputs: as setup (or the organiser) wrote them, without the last argument.
  const inputs = withoutRecalcArgument(placed[0].formula)
    .replace(new RegExp(`^=${FUNCTION_NAME}\\(`, 'i'), '')
    .replace(/,\s*"[^"]*"\)$/, '');
  layOut(spreadsheet, sheet, inputs, { createdSheets: [], placedFormulas: [], protectedSheets: [], conflicts: [] }, placed);
}

/** The cells holding our KAMPAGNE_VERLAUF formulas (for „Neu berechnen“ and the Prüfung column). */
export function historyFormulaCells(spreadsheet: Spreadsheet): { sheet: string; cell: string; range: Range }[] {
  const sheet = spreadsheet.getSheetByName(HISTORY_SHEET);
  if (!sheet) return [];
  return placedTables(sheet).map((t) => ({
    sheet: HISTORY_SHEET,
    cell: `${columnLetter(t.column)}${t.row}`,
    range: sheet.getRange(t.row, t.column),
  }));
}

function layOut(spreadsheet: Spreadsheet, sheet: Sheet, inputs: string, report: HistoryReport, found?: PlacedTable[]): void {
  // The Felder table only once the map has fields: without them the campaign has no map.
  const hasMap = (spreadsheet.getSheetByName(FIELDS_SPEC.sheet)?.getLastRow() ?? 0) > 1;
  const tables = HISTORY_TABLES.filter((t) => hasMap || !t.needsMap);
  const counts = {
    players: countNames(spreadsheet, PLAYERS_SPEC.sheet, PLAYERS_SPEC.columns.name.header),
    armies: countNames(spreadsheet, ARMIES_SPEC.sheet, ARMIES_SPEC.columns.name.header),
  };
  const placed = found ?? placedTables(sheet);
  const columns = fits(tables, placed, counts)
    ? tables.map((t) => placed.find((p) => p.kind === t.kind)!.column)
    : fresh(tables, counts);
  const last = tables.length - 1;
  const needed = columns[last] + counts[tables[last].per] + HISTORY_SPARE_COLUMNS;
  if (sheet.getMaxColumns() < needed) sheet.insertColumnsAfter(sheet.getMaxColumns(), needed - sheet.getMaxColumns());

  // Tables that move: their old formulas go first, so no spill blocks a new place.
  const moving = placed.filter((p) => {
    const i = tables.findIndex((t) => t.kind === p.kind);
    return i >= 0 && (p.row !== HISTORY_TABLE_ROW || p.column !== columns[i]);
  });
  for (const p of moving) sheet.getRange(p.row, p.column).clearContent();
  if (moving.length) SpreadsheetApp.flush();

  const charts = sheet.getCharts();
  tables.forEach((table, i) => {
    const cell = sheet.getRange(HISTORY_TABLE_ROW, columns[i]);
    const where = `${HISTORY_SHEET}!${columnLetter(columns[i])}${HISTORY_TABLE_ROW}`;
    const before = placed.find((p) => p.kind === table.kind);
    const existing = cell.getFormula();
    if (existing.toUpperCase().startsWith(`=${FUNCTION_NAME}(`)) {
      // Ours already, perhaps over columns the organiser extended: leave it.
    } else if (existing !== '' || cell.getValue() !== '') {
      report.conflicts.push(`${where} ist belegt – ${FUNCTION_NAME} nicht eingetragen`);
      return;
    } else {
      // A moved table keeps its formula as it was; a new one reads setup's inputs.
      const recalc = before ? null : findRecalcCell(spreadsheet);
      const formula = `=${FUNCTION_NAME}(${inputs},"${table.kind}")`;
      cell.setFormula(before?.formula ?? (recalc ? withRecalcArgument(formula, recalc.reference) : formula));
      report.placedFormulas.push(`${FUNCTION_NAME} (${table.kind}) in ${where}`);
    }
    // Players: the whole block (new players show up); armies: the strongest, listed first.
    const width = table.per === 'armies' ? 1 + STRONGEST_CHARTED : (columns[i + 1] ?? needed + 1) - columns[i] - 1;
    placeChart(sheet, charts, table, i, columns[i], width, report);
  });
}

/** Our KAMPAGNE_VERLAUF formulas in the table row (and where an earlier version put them). */
function placedTables(sheet: Sheet): PlacedTable[] {
  const found: PlacedTable[] = [];
  const width = sheet.getMaxColumns();
  for (const row of [HISTORY_TABLE_ROW, LEGACY_TABLE_ROW]) {
    if (row > sheet.getMaxRows()) continue;
    sheet
      .getRange(row, 1, 1, width)
      .getFormulas()[0]
      .forEach((formula, c) => {
        if (!formula.toUpperCase().startsWith(`=${FUNCTION_NAME}(`)) return;
        const word = /"([^"]*)"\s*\)\s*$/.exec(withoutRecalcArgument(formula))?.[1] ?? 'Stufen';
        const kind = HISTORY_TABLES.find((t) => t.kind.toLowerCase() === word.toLowerCase())?.kind;
        if (kind && !found.some((f) => f.kind === kind)) found.push({ kind, row, column: c + 1, formula });
      });
  }
  return found;
}

/** Whether every table is in the table row, each with room for its columns before the next. */
function fits(tables: HistoryTable[], placed: PlacedTable[], counts: Record<HistoryTable['per'], number>): boolean {
  const at = tables.map((t) => placed.find((p) => p.kind === t.kind));
  if (at.some((p) => !p || p.row !== HISTORY_TABLE_ROW)) return false;
  return tables.every((t, i) => {
    const next = at.filter((p) => p!.column > at[i]!.column).map((p) => p!.column);
    // One column for Runde, one per player or army, and one empty between the tables.
    return next.length === 0 || Math.min(...next) - at[i]!.column >= counts[t.per] + 2;
  });
}

/** Columns for a fresh layout: each table as wide as its players or armies plus spare columns. */
function fresh(tables: HistoryTable[], counts: Record<HistoryTable['per'], number>): number[] {
  const columns: number[] = [];
  let next = 1;
  for (const table of tables) {
    columns.push(next);
    next += 1 + counts[table.per] + HISTORY_SPARE_COLUMNS;
  }
  return columns;
}

/** Distinct names in a sheet's name column (0 without the sheet or the column). */
function countNames(spreadsheet: Spreadsheet, sheetName: string, header: string): number {
  const sheet = spreadsheet.getSheetByName(sheetName);
  if (!sheet || sheet.getLastRow() < 2) return 0;
  const headers = sheet.getRange(1, 1, 1, Math.max(sheet.getLastColumn(), 1)).getValues()[0];
  const column = headers.findIndex((h) => normaliseHeader(h) === normaliseHeader(header)) + 1;
  if (column < 1) return 0;
  const names = sheet.getRange(2, column, sheet.getLastRow() - 1, 1).getValues();
  return new Set(names.map((n) => nameKey(String(n[0] ?? '').trim())).filter((n) => n !== '')).size;
}

/**
 * The table's line chart at the top of the sheet (two per row), over `width` columns of its table
 * down to the foot of the sheet. A chart
 * with the table's title (or an earlier title) is ours: moved and re-ranged when the table
 * moved, else left as it is.
 */
function placeChart(
  sheet: Sheet,
  charts: GoogleAppsScript.Spreadsheet.EmbeddedChart[],
  table: HistoryTable,
  index: number,
  column: number,
  width: number,
  report: HistoryReport,
): void {
  const range = sheet.getRange(HISTORY_TABLE_ROW, column, sheet.getMaxRows() - HISTORY_TABLE_ROW + 1, width);
  const offsetX = (index % CHARTS_PER_ROW) * (CHART_SIZE.width + CHART_GAP);
  const offsetY = Math.floor(index / CHARTS_PER_ROW) * (CHART_SIZE.height + CHART_GAP);
  const titles = [table.title, LEGACY_TITLES[table.kind]];
  const chart = charts.find((c) => titles.includes(String(c.getOptions().get('title'))));
  if (!chart) {
    sheet.insertChart(chartOptions(sheet.newChart().setChartType(Charts.ChartType.LINE), table, range, offsetX, offsetY).build());
    report.placedFormulas.push(`Diagramm „${table.title}“ in ${HISTORY_SHEET}`);
    return;
  }
  const info = chart.getContainerInfo();
  const ranges = chart.getRanges().map((r) => r.getA1Notation());
  const same =
    ranges.length === 1 &&
    ranges[0] === range.getA1Notation() &&
    info.getAnchorRow() === 1 &&
    info.getAnchorColumn() === 1 &&
    info.getOffsetX() === offsetX &&
    info.getOffsetY() === offsetY &&
    chart.getOptions().get('title') === table.title;
  if (!same) sheet.updateChart(chartOptions(chart.modify().clearRanges(), table, range, offsetX, offsetY).build());
}

function chartOptions(
  builder: GoogleAppsScript.Spreadsheet.EmbeddedChartBuilder,
  table: HistoryTable,
  range: Range,
  offsetX: number,
  offsetY: number,
): GoogleAppsScript.Spreadsheet.EmbeddedChartBuilder {
  return (
    builder
      .addRange(range)
      // Runde is a number: without these Sheets may draw it as a series instead of the x axis.
      .setNumHeaders(1)
      .setOption('useFirstColumnAsDomain', true)
      .setPosition(1, 1, offsetX, offsetY)
      .setOption('title', table.title)
      .setOption('hAxis.title', FIELDS.round.header)
      .setOption('vAxis.title', table.axis)
      .setOption('width', CHART_SIZE.width)
      .setOption('height', CHART_SIZE.height)
  );
}
