/**
 * How an exported sheet prints (LibreOffice, Excel): landscape A4; a table narrow enough is
 * fitted to the page width, a wider one is split across pages at a scale that keeps the text
 * at 8 pt or more, its first column repeated on every page (Armee, Spieler, Runde, Feld: what a
 * row is about) and its frozen header rows on top of each. Text longer than its column, and
 * the Karte's multi-line fields, wrap in rows tall enough to show every line.
 */
import type ExcelJS from 'exceljs';

/** The export's default font is Arial 10 pt (xlsxPackage.ts): 80 % prints it at 8 pt. */
export const MIN_PRINT_SCALE = 80;
export const DEFAULT_FONT_PT = 10;
/** A4 landscape (842 pt) less two margins of half an inch. */
const PRINTABLE_WIDTH_PT = 842 - 2 * 36;
const MARGIN_INCH = 0.5;
/** One line of 10-pt text, with the row's padding. */
const LINE_HEIGHT_PT = 13;
/** Average width of a character of the default font, in pixels: Excel's unit of column width. */
export const CHAR_PX = 7;
const PX_TO_PT = 0.75;

/** Sheets whose first columns together say which row it is, repeated on each page. */
const TITLE_COLUMNS: Record<string, string> = { Schlachten: 'A:D', Auswertung: 'A:B' };

export interface PrintLayout {
  /** The sheet's width in pixels per column, as the workbook shows it. */
  widths: number[];
  frozenRows: number;
  /**
   * Rows after which a new page starts: after the Verlauf's charts (rows that hold nothing to
   * repeat), before each round of the Rundenbericht.
   */
  pageBreaksAfterRows?: readonly number[];
}

/** The scale at which the sheet's columns fit one page width, in percent (100 at most). */
export function fitScale(widths: number[]): number {
  const total = widths.reduce((sum, px) => sum + px, 0) * PX_TO_PT;
  return total === 0 ? 100 : Math.min(100, Math.floor((100 * PRINTABLE_WIDTH_PT) / total));
}

/** The scale the sheet prints at: fitted to the page width, or split across pages at MIN_PRINT_SCALE. */
export function printScale(widths: number[]): number {
  return Math.max(fitScale(widths), MIN_PRINT_SCALE);
}

/** How many pixels of the sheet's first columns the first page shows (a page ends between columns). */
export function firstPageWidthPx(widths: number[]): number {
  const page = PRINTABLE_WIDTH_PT / (printScale(widths) / 100) / PX_TO_PT;
  let shown = 0;
  for (const px of widths) {
    if (shown + px > page) return shown;
    shown += px;
  }
  return Math.max(shown, page);
}

export function setUpPrinting(ws: ExcelJS.Worksheet, layout: PrintLayout): void {
  const split = fitScale(layout.widths) < MIN_PRINT_SCALE;
  ws.pageSetup = {
    ...ws.pageSetup,
    orientation: 'landscape',
    paperSize: 9,
    margins: { left: MARGIN_INCH, right: MARGIN_INCH, top: 0.6, bottom: 0.6, header: 0.3, footer: 0.3 },
    ...(split ? { fitToPage: false, scale: MIN_PRINT_SCALE } : { fitToPage: true, fitToWidth: 1, fitToHeight: 0 }),
    ...(layout.frozenRows > 0 ? { printTitlesRow: `1:${layout.frozenRows}` } : {}),
    ...(split ? { printTitlesColumn: TITLE_COLUMNS[ws.name] ?? 'A:A' } : {}),
  };
  // Which sheet a printed page belongs to, and where it stands.
  ws.headerFooter = { ...ws.headerFooter, oddHeader: '&L&A', oddFooter: '&RSeite &P von &N' };
  for (const row of layout.pageBreaksAfterRows ?? []) ws.getRow(row).addPageBreak();
  wrapLongText(ws, layout.widths);
}

/**
 * Text wider than its column, or of several lines, wraps top-aligned; the row is as tall as its
 * most lines (LibreOffice keeps a row's height, it does not grow it for wrapped text on its own).
 */
function wrapLongText(ws: ExcelJS.Worksheet, widths: number[]): void {
  ws.eachRow((row) => {
    let lines = 1;
    row.eachCell((cell, column) => {
      if (typeof cell.value !== 'string') return;
      const width = Math.max(widths[column - 1] ?? 100, CHAR_PX) - 2 * 3;
      const count = cell.value
        .split('\n')
        .reduce((sum, line) => sum + Math.max(1, Math.ceil((line.length * CHAR_PX) / width)), 0);
      if (count <= 1) return;
      cell.alignment = { ...cell.alignment, wrapText: true, vertical: 'top' };
      lines = Math.max(lines, count);
    });
    if (lines === 1) return;
    row.height = lines * LINE_HEIGHT_PT;
    // The row's other cells at the top too, beside the first line of the wrapped one.
    row.eachCell((cell) => {
      if (!cell.alignment?.vertical) cell.alignment = { ...cell.alignment, vertical: 'top' };
    });
  });
}
