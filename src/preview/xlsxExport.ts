/**
 * The campaign as an .xlsx anyone can open and an organiser can upload to Google Drive: every
 * entered value and formula (in the English spelling with commas that xlsx files and Sheets'
 * import use), frozen header rows, column widths, header formatting, notes, the data
 * validations xlsx can hold, and pages that print readably (xlsxPrint.ts); after the campaign's
 * sheets, every round's Rundenbericht (xlsxRoundReport.ts).
 * The derived tables (Stand, Auswertung, Buchungsprüfung) are written as values: their
 * KAMPAGNE_ functions live in the add-on, and LibreOffice and Excel recalculate them to
 * #NAME? on opening. A note on each table's first cell says how to make it live again in
 * Google Sheets (delete the derived sheets, then „Kampagnenblatt einrichten“ creates them with
 * their formulas). Schlachten's Prüfung column, which reads the Auswertung, is values too;
 * setup fills its formulas again. Read through the Apps Script API of the offline workbook, as a
 * script in Sheets would. Protections do not survive an upload; setup sets them again.
 */
import { writeFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { OfflineDataValidation, OfflineRange, OfflineSpreadsheet, dateToSerial, isDateFormat } from '../offline';
import type { OfflineSheet } from '../offline';
import { formatDate } from '../offline';
import { DERIVED_TABLES } from '../sheets/campaignLayout';
import { HISTORY_SHEET } from '../sheets/historySheet';
import { BATTLE_CHECK_FORMULA } from '../sheets/battleCheckColumn';
import { CUSTOM_FUNCTIONS } from '../functions';

/** The functions that compute a table from the whole campaign (KAMPAGNE_ARMEEN … KAMPAGNE_KARTE). */
const CAMPAIGN_TABLE_FUNCTIONS = CUSTOM_FUNCTIONS.map((f) => f.name).filter((name) => name.startsWith('KAMPAGNE_'));
import { conditionalBackgrounds, conditionalRulesOf } from './conditionalColours';
import { CHAR_PX, firstPageWidthPx, setUpPrinting } from './xlsxPrint';
import { addRoundReportSheet } from './xlsxRoundReport';
import { describeCharts, lastChartRow, XlsxChart } from './xlsxCharts';
import { finishPackage } from './xlsxPackage';
import { spillSize } from './spillExtent';
import { workbookView } from './workbookView';

const EXCEL_DATE = 'dd.mm.yyyy';
const EXCEL_DATETIME = 'dd.mm.yyyy hh:mm:ss';
const DEFAULT_BACKGROUND = '#ffffff';

/** A Sheets number format in Excel's spelling: months MM → mm, hours HH → hh. */
export function excelNumberFormat(format: string): string | undefined {
  if (format === '' || format === '0.###############' || format === 'General') return undefined;
  if (!isDateFormat(format)) return format;
  return format.replace(/M/g, 'm').replace(/H/g, 'h');
}

function argb(color: string): string | undefined {
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  return hex ? `FF${hex[1].toUpperCase()}` : undefined;
}

function quoteSheet(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_.]*$/.test(name) ? name : `'${name.replace(/'/g, "''")}'`;
}

/** A range as an absolute reference (`Spieler!$A$2:$A$1000`), so a list does not move per cell. */
function absoluteRange(range: OfflineRange): string {
  return `${quoteSheet(range.getSheet().getName())}!${range.getA1Notation().replace(/([A-Z]+)(\d+)/g, '$$$1$$$2')}`;
}

const NUMBER_OPERATORS: Record<string, ExcelJS.DataValidationOperator> = {
  NUMBER_BETWEEN: 'between',
  NUMBER_NOT_BETWEEN: 'notBetween',
  NUMBER_EQUAL_TO: 'equal',
  NUMBER_NOT_EQUAL_TO: 'notEqual',
  NUMBER_GREATER_THAN: 'greaterThan',
  NUMBER_GREATER_THAN_OR_EQUAL_TO: 'greaterThanOrEqual',
  NUMBER_LESS_THAN: 'lessThan',
  NUMBER_LESS_THAN_OR_EQUAL_TO: 'lessThanOrEqual',
};

/** The rule in xlsx terms, or undefined where xlsx has no equivalent (checkboxes, e-mail …). */
export function excelValidation(rule: OfflineDataValidation): ExcelJS.DataValidation | undefined {
  const help = rule.getHelpText();
  const messages = {
    allowBlank: true,
    showErrorMessage: true,
    errorStyle: rule.getAllowInvalid() ? 'warning' : 'stop',
    ...(help ? { error: help, prompt: help, showInputMessage: true } : {}),
  } as const;
  const values = rule.getCriteriaValues();
  const criteria = String(rule.getCriteriaType());
  switch (criteria) {
    case 'VALUE_IN_RANGE':
      return values[0] instanceof OfflineRange ? { type: 'list', formulae: [absoluteRange(values[0])], ...messages } : undefined;
    case 'VALUE_IN_LIST': {
      const items = (values[0] as unknown[]).map(String);
      const list = items.join(',');
      // xlsx keeps an inline list as one quoted text of at most 255 characters, no commas inside.
      if (items.some((i) => /[",]/.test(i)) || list.length > 253) return undefined;
      return { type: 'list', formulae: [`"${list}"`], ...messages };
    }
    case 'DATE_IS_VALID_DATE':
      return { type: 'date', operator: 'greaterThanOrEqual', formulae: [new Date(Date.UTC(1900, 0, 1))], ...messages };
    case 'CUSTOM_FORMULA':
      return { type: 'custom', formulae: [String(values[0]).replace(/^=/, '')], ...messages };
    default: {
      const operator = NUMBER_OPERATORS[criteria];
      if (!operator || values.some((x) => typeof x !== 'number')) return undefined;
      return { type: 'decimal', operator, formulae: values as number[], ...messages };
    }
  }
}

function errorValue(value: unknown): ExcelJS.CellErrorValue | undefined {
  const known = ['#N/A', '#REF!', '#NAME?', '#DIV/0!', '#NULL!', '#VALUE!', '#NUM!'];
  if (typeof value !== 'string' || ![...known, '#ERROR!'].includes(value)) return undefined;
  // Sheets' own #ERROR! has no xlsx counterpart; #VALUE! is the closest.
  return { error: (known.includes(value) ? value : '#VALUE!') as ExcelJS.CellErrorValue['error'] };
}

interface SheetReads {
  values: unknown[][];
  formulas: string[][];
  formats: string[][];
  notes: string[][];
  backgrounds: string[][];
  weights: string[][];
  alignments: string[][];
}

function readSheet(sheet: OfflineSheet, rows: number, columns: number): SheetReads {
  const range = sheet.getRange(1, 1, rows, columns);
  return {
    values: range.getValues(),
    formulas: range.getFormulas(),
    formats: range.getNumberFormats(),
    notes: range.getNotes(),
    backgrounds: range.getBackgrounds(),
    weights: range.getFontWeights(),
    alignments: range.getHorizontalAlignments(),
  };
}

/** The value as xlsx stores it; dates become serials in the spreadsheet's time zone. */
function cellContent(value: unknown, format: string, timeZone: string): { value: ExcelJS.CellValue; numFmt?: string } {
  if (value instanceof Date) {
    const serial = dateToSerial(value, timeZone);
    const numFmt = excelNumberFormat(format) ?? (Number.isInteger(serial) ? EXCEL_DATE : EXCEL_DATETIME);
    return { value: serial, numFmt };
  }
  if (value === '' || value === null || value === undefined) return { value: null };
  if (typeof value === 'number') return { value, numFmt: excelNumberFormat(format) };
  return { value: value as ExcelJS.CellValue };
}

function addValidations(ws: ExcelJS.Worksheet, sheet: OfflineSheet, columns: number): void {
  const rows = sheet.getMaxRows();
  const rules = sheet.getRange(1, 1, rows, columns).getDataValidations();
  // Range-wide rules exist in exceljs 4.4, not in its type declarations.
  const target = (ws as unknown as { dataValidations: { add(address: string, rule: ExcelJS.DataValidation): void } })
    .dataValidations;
  for (let c = 0; c < columns; c++) {
    const letter = ws.getColumn(c + 1).letter;
    // Runs of the same rule down a column become one range (C2:C1000), as setup set them.
    for (let start = 0; start < rows;) {
      const rule = rules[start][c];
      let end = start + 1;
      while (end < rows && rules[end][c] === rule) end++;
      const converted = rule ? excelValidation(rule) : undefined;
      if (converted) target.add(`${letter}${start + 1}:${letter}${end}`, converted);
      start = end;
    }
  }
}

/**
 * The campaign function whose table starts in this cell, if any: the derived tables setup
 * places, and any other KAMPAGNE_… table (the map's Felder table and Karte, or one an organiser
 * placed) — none of them can be computed outside Google Sheets.
 */
function derivedTableAt(sheetName: string, a1: string, formula: string): { functionName: string } | undefined {
  const upper = formula.toUpperCase();
  const placed = DERIVED_TABLES.find((t) => t.sheet === sheetName && t.cell === a1 && upper.startsWith(`=${t.functionName}(`));
  return (
    placed ??
    CAMPAIGN_TABLE_FUNCTIONS.map((functionName) => ({ functionName })).find((t) => upper.startsWith(`=${t.functionName}(`))
  );
}

/** The note on a derived table written as values: what it is, and how it becomes live again. */
export function valuesNote(functionName: string, timeZone: string, now = new Date()): string {
  const sheets = [...new Set([...DERIVED_TABLES.map((t) => t.sheet), HISTORY_SHEET])];
  return (
    `Kriegsrat: Werte vom ${formatDate(now, timeZone, 'dd.MM.yyyy')}, berechnet von ${functionName}. ` +
    'Sie ändern sich hier nicht mehr, wenn Schlachten dazukommen. ' +
    `In Google Sheets wieder live: die Blätter ${sheets.join(', ')} löschen, dann im Menü Kriegsrat „Kampagnenblatt einrichten“ wählen.`
  );
}

/** Writes one sheet; returns its charts, which the saved file gets afterwards (xlsxCharts.ts). */
function exportSheet(excel: ExcelJS.Workbook, workbook: OfflineSpreadsheet, sheet: OfflineSheet, widths: number[]): XlsxChart[] {
  const timeZone = workbook.getSpreadsheetTimeZone();
  const frozenRows = sheet.getFrozenRows();
  const frozenColumns = sheet.getFrozenColumns();
  const ws = excel.addWorksheet(sheet.getName(), {
    state: sheet.isSheetHidden() ? 'hidden' : 'visible',
    views: frozenRows || frozenColumns ? [{ state: 'frozen', xSplit: frozenColumns, ySplit: frozenRows }] : [],
  });
  const rows = sheet.getLastRow();
  const columns = Math.max(sheet.getLastColumn(), 1);
  widths.slice(0, columns).forEach((px, i) => {
    ws.getColumn(i + 1).width = Math.round((px / CHAR_PX) * 10) / 10;
  });
  addValidations(ws, sheet, columns);
  if (rows === 0) {
    setUpPrinting(ws, { widths: [], frozenRows });
    return [];
  }
  const read = readSheet(sheet, rows, columns);
  // Cells an array result fills: written with the array formula, not as entered values.
  const spilled = new Set<string>();
  // Conditional colours (the Karte's holders) as fills: the exported cells are values of that day too.
  const conditional = conditionalBackgrounds(
    conditionalRulesOf(sheet),
    read.values.map((line) => line.map((v) => String(v ?? ''))),
  );

  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const target = ws.getCell(r + 1, c + 1);
      // Schlachten's Prüfung as values too, like the Auswertung it reads (setup fills it again).
      const formula = read.formulas[r][c] === BATTLE_CHECK_FORMULA ? '' : read.formulas[r][c];
      const value = read.values[r][c];
      const format = read.formats[r][c];
      if (formula) {
        const content = cellContent(value, format, timeZone);
        const result = errorValue(value) ?? content.value ?? undefined;
        const size = spillSize(workbook, sheet.getName(), r + 1, c + 1);
        const text = formula.replace(/^=/, '');
        const derived = derivedTableAt(sheet.getName(), target.address, formula);
        if (derived) {
          // As values: the cells of the whole result are written below like spilled cells.
          target.value = result ?? null;
          target.note = valuesNote(derived.functionName, timeZone);
          for (let dr = 0; dr < size.numRows; dr++)
            for (let dc = 0; dc < size.numColumns; dc++) spilled.add(`${r + dr}:${c + dc}`);
        } else if (size.numRows > 1 || size.numColumns > 1) {
          const ref = `${target.address}:${ws.getCell(r + size.numRows, c + size.numColumns).address}`;
          target.value = { formula: text, result, shareType: 'array', ref } as ExcelJS.CellValue;
          for (let dr = 0; dr < size.numRows; dr++)
            for (let dc = 0; dc < size.numColumns; dc++) spilled.add(`${r + dr}:${c + dc}`);
        } else {
          target.value = { formula: text, result } as ExcelJS.CellValue;
        }
        if (content.numFmt) target.numFmt = content.numFmt;
      } else if (value !== '' && value !== null) {
        // Spilled cells keep their cached value, as Excel stores the rest of an array.
        const content = cellContent(value, format, timeZone);
        target.value = (spilled.has(`${r}:${c}`) && errorValue(value)) || content.value;
        if (content.numFmt) target.numFmt = content.numFmt;
      }
      const note = read.notes[r][c];
      if (note && !target.note) target.note = note;
      const font: Partial<ExcelJS.Font> = {};
      if (read.weights[r][c] === 'bold') font.bold = true;
      if (Object.keys(font).length) target.font = font;
      const background = conditional.get(`${r}:${c}`) ?? read.backgrounds[r][c];
      if (background && background.toLowerCase() !== DEFAULT_BACKGROUND && argb(background)) {
        target.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: argb(background) } };
      }
      const align = read.alignments[r][c];
      if (align === 'left' || align === 'center' || align === 'right') target.alignment = { horizontal: align };
    }
  }
  const shown = widths.slice(0, columns);
  const charts = describeCharts(sheet, ws, { left: shown[0] ?? 0, width: firstPageWidthPx(shown) - (shown[0] ?? 0) });
  // Charts above the tables (Verlauf): a page of their own, the tables from the next page on.
  const chartsEnd = lastChartRow(charts);
  setUpPrinting(ws, { widths: shown, frozenRows, pageBreaksAfterRows: chartsEnd ? [chartsEnd] : [] });
  return charts;
}

/** Builds the xlsx workbook in memory (without its charts: exportXlsx adds them to the file). */
export function workbookToExcel(workbook: OfflineSpreadsheet): ExcelJS.Workbook {
  return buildExcel(workbook).excel;
}

function buildExcel(workbook: OfflineSpreadsheet): { excel: ExcelJS.Workbook; charts: Map<string, XlsxChart[]> } {
  const widths = new Map(workbookView(workbook).map((v) => [v.name, v.columnWidths]));
  const excel = new ExcelJS.Workbook();
  excel.creator = 'Kriegsrat';
  excel.title = workbook.getName();
  const charts = new Map<string, XlsxChart[]>();
  for (const sheet of workbook.getSheets())
    charts.set(sheet.getName(), exportSheet(excel, workbook, sheet, widths.get(sheet.getName()) ?? []));
  // Not a sheet of the campaign: the round reports, to print and hand out (user test 29).
  addRoundReportSheet(excel, workbook);
  const active = workbook.getSheets().findIndex((s) => s.getName() === workbook.getActiveSheet().getName());
  excel.views = [
    { x: 0, y: 0, width: 20000, height: 12000, firstSheet: 0, activeTab: Math.max(active, 0), visibility: 'visible' },
  ];
  return { excel, charts };
}

export async function exportXlsx(workbook: OfflineSpreadsheet, file: string): Promise<void> {
  const { excel, charts } = buildExcel(workbook);
  await writeFile(file, await finishPackage((await excel.xlsx.writeBuffer()) as ArrayBuffer, charts));
}
