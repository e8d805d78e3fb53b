import { FIELDS_SPEC } from '../rules/campaign';
import type { HistoryKind } from '../rules/campaign/history';
import { columnLetter } from './columnLetter';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

export const HISTORY_SHEET = 'Verlauf';
const FUNCTION_NAME = 'KAMPAGNE_VERLAUF';
/** Charts fill rows 1–21 (380 px at 21 px a row); each table starts below its chart. */
const TABLE_ROW = 22;
const CHART_SIZE = { width: 600, height: 380 };

/**
 * The Verlauf tables side by side, each in a fixed block of columns so none spills into the
 * next: players (Versorgung, Felder) up to 25, armies (Stufen, the last block) up to 100.
 * `needsMap`: placed only when a Felder sheet exists.
 */
const HISTORY_TABLES: { kind: HistoryKind; title: string; axis: string; column: number; width: number; needsMap: boolean }[] = [
  {
    kind: 'Versorgung',
    title: 'Versorgungspool je Spieler',
    axis: 'Versorgungspunkte (VP)',
    column: 1,
    width: 26,
    needsMap: false,
  },
  { kind: 'Felder', title: 'Gehaltene Felder je Spieler', axis: 'Felder', column: 27, width: 26, needsMap: true },
  { kind: 'Stufen', title: 'Stufen der Armeen', axis: 'Stufe', column: 53, width: 101, needsMap: false },
];

/** Where setup puts each Verlauf table (as DERIVED_TABLES lists the others), e.g. for the xlsx export. */
export const HISTORY_TABLE_CELLS = HISTORY_TABLES.map((t) => ({
  sheet: HISTORY_SHEET,
  cell: `${columnLetter(t.column)}${TABLE_ROW}`,
  functionName: FUNCTION_NAME,
}));

/** The parts of setup's report this step adds to. */
interface HistoryReport {
  createdSheets: string[];
  placedFormulas: string[];
  protectedSheets: string[];
  conflicts: string[];
}

/**
 * Setup's Verlauf sheet: per table a KAMPAGNE_VERLAUF formula and a line chart over its
 * block down to the foot of the sheet. Our formula stays (it is replaced only to add the map
 * once a Felder sheet exists); a chart with the table's title is ours and stays; a second run
 * changes nothing.
 */
export function setupHistorySheet(spreadsheet: Spreadsheet, inputs: string, report: HistoryReport): void {
  // The Felder table only once the map has fields: without them the campaign has no map.
  const hasMap = (spreadsheet.getSheetByName(FIELDS_SPEC.sheet)?.getLastRow() ?? 0) > 1;
  const tables = HISTORY_TABLES.filter((t) => hasMap || !t.needsMap);
  let sheet = spreadsheet.getSheetByName(HISTORY_SHEET);
  if (!sheet) {
    sheet = spreadsheet.insertSheet(HISTORY_SHEET);
    report.createdSheets.push(HISTORY_SHEET);
  }
  const needed = Math.max(...tables.map((t) => t.column + t.width - 1));
  if (sheet.getMaxColumns() < needed) sheet.insertColumnsAfter(sheet.getMaxColumns(), needed - sheet.getMaxColumns());
  // Setup's inputs name every input sheet, Felder included.
  const args = inputs;
  const titles = new Set(sheet.getCharts().map((chart) => String(chart.getOptions().get('title'))));
  for (const table of tables) {
    const cell = sheet.getRange(TABLE_ROW, table.column);
    const where = `${HISTORY_SHEET}!${columnLetter(table.column)}${TABLE_ROW}`;
    const formula = `=${FUNCTION_NAME}(${args},"${table.kind}")`;
    const existing = cell.getFormula();
    const ours = existing.toUpperCase().startsWith(`=${FUNCTION_NAME}(`);
    if (ours) {
      // Ours already, perhaps over columns the organiser extended: leave it.
    } else if (!ours && (existing !== '' || cell.getValue() !== '')) {
      report.conflicts.push(`${where} ist belegt – ${FUNCTION_NAME} nicht eingetragen`);
      continue;
    } else {
      cell.setFormula(formula);
      report.placedFormulas.push(`${FUNCTION_NAME} (${table.kind}) in ${where}`);
    }
    if (!titles.has(table.title)) {
      insertLineChart(sheet, table);
      report.placedFormulas.push(`Diagramm „${table.title}“ in ${HISTORY_SHEET}`);
    }
  }
  if (sheet.getProtections(SpreadsheetApp.ProtectionType.SHEET).length === 0) {
    sheet
      .protect()
      .setDescription('Von Kriegsrat berechnet – Änderungen gehören in Armeen, Spieler, Schlachten oder Buchungen.')
      .setWarningOnly(true);
    report.protectedSheets.push(HISTORY_SHEET);
  }
}

function insertLineChart(sheet: Sheet, table: (typeof HISTORY_TABLES)[number]): void {
  const range = sheet.getRange(TABLE_ROW, table.column, sheet.getMaxRows() - TABLE_ROW + 1, table.width);
  const chart = sheet
    .newChart()
    .setChartType(Charts.ChartType.LINE)
    .addRange(range)
    // Runde is a number: without these Sheets may draw it as a series instead of the x axis.
    .setNumHeaders(1)
    .setOption('useFirstColumnAsDomain', true)
    .setPosition(1, table.column, 0, 0)
    .setOption('title', table.title)
    .setOption('hAxis.title', 'Runde')
    .setOption('vAxis.title', table.axis)
    .setOption('width', CHART_SIZE.width)
    .setOption('height', CHART_SIZE.height)
    .build();
  sheet.insertChart(chart);
}
