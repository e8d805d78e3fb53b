/**
 * The export's sheet Rundenbericht (user test 29: the organiser hands the round's report to the
 * players, printed or as the file): every round's report as the menu Rundenbericht tells it, the
 * organiser's round first — one sentence a row beside its round, each round from the top of a
 * printed page. Values of the export's day; a note on the header says where the live one is.
 */
import type ExcelJS from 'exceljs';
import { formatDate, OfflineSpreadsheet } from '../offline';
import { FIELDS } from '../rules/fields';
import { RuleError } from '../rules/ruleError';
import { readRoundReports, REPORT_CAPTION } from '../server/roundReport';
import { menuPath } from '../sheets/menuPath';
import { CHAR_PX, setUpPrinting } from './xlsxPrint';

/** Runde, then the sentences: most fit one line of a landscape page, a longer one wraps (xlsxPrint.ts). */
const WIDTHS_PX = [70, 950];

/** Read as the menu's dialog reads it (the offline workbook answers as Sheets does); what stops it, said in its place. */
function tellRounds(workbook: OfflineSpreadsheet): { round: number | null; lines: string[] }[] {
  try {
    return readRoundReports(workbook as unknown as GoogleAppsScript.Spreadsheet.Spreadsheet, true).reports;
  } catch (error) {
    // A campaign the add-on cannot read (a sheet missing) still exports: every other sheet is there.
    if (error instanceof RuleError) return [{ round: null, lines: [error.message] }];
    throw error;
  }
}

export function addRoundReportSheet(excel: ExcelJS.Workbook, workbook: OfflineSpreadsheet): void {
  const reports = tellRounds(workbook);
  const ws = excel.addWorksheet(freeName(excel, REPORT_CAPTION), { views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }] });
  WIDTHS_PX.forEach((px, i) => {
    ws.getColumn(i + 1).width = Math.round((px / CHAR_PX) * 10) / 10;
  });
  ws.addRow([FIELDS.round.header, REPORT_CAPTION]).font = { bold: true };
  ws.getCell('A1').note =
    `Kriegsrat: Stand vom ${formatDate(new Date(), workbook.getSpreadsheetTimeZone(), 'dd.MM.yyyy')}. ` +
    `Neue Schlachten kommen hier nicht dazu; den aktuellen Bericht zeigt ${menuPath(REPORT_CAPTION)}.`;
  const newPages: number[] = [];
  for (const { round, lines } of reports) {
    if (ws.rowCount > 1) newPages.push(ws.rowCount);
    // The round's first line is its heading (Rundenbericht Runde n, or why it cannot be told).
    lines.forEach((line, i) => {
      const row = ws.addRow([round, line]);
      if (i === 0) row.font = { bold: true };
    });
  }
  setUpPrinting(ws, { widths: WIDTHS_PX, frozenRows: 1, pageBreaksAfterRows: newPages });
}

/**
 * `wanted`, or — when the campaign has a sheet of that name (its own notes, an older export read
 * back in) — „wanted (Export)“, „(Export 2)“ …: the campaign's sheet stays as it is. Sheet names
 * match whatever their case.
 */
function freeName(excel: ExcelJS.Workbook, wanted: string): string {
  const taken = new Set(excel.worksheets.map((w) => w.name.toLowerCase()));
  let name = wanted;
  for (let n = 1; taken.has(name.toLowerCase()); n++) name = `${wanted} (Export${n > 1 ? ` ${n}` : ''})`;
  return name;
}
