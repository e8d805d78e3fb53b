import { RuleError } from '../rules/ruleError';
import { fieldKeyOfHeader } from '../rules/fields';
import { CellValue, isBlank, isDate } from '../rules/cells/cellValue';
import { columnLetter } from './columnLetter';
import { fitDerivedRows } from './derivedRows';
import { menuPath, SETUP_CAPTION } from './menuPath';
import { BlockRun } from './rowsWrite';
import { isDateHeader, lazyDateReader } from './dateColumns';
import { asTextCell } from './textCell';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Range = GoogleAppsScript.Spreadsheet.Range;

/** Rows added when an input sheet has none left to write into. */
const ROWS_TO_ADD = 100;

/** Rows of one sheet to write from row `row` on, run by run. */
export interface Block {
  sheet: Sheet;
  row: number;
  runs: BlockRun[];
  headers: CellValue[];
  /** New rows after the last entry as read: their cells must be empty (see OccupiedRows). */
  appended?: boolean;
  /**
   * Rows that exist: the cells the plan rests on (those it writes, those that say which row it
   * is, those a decision read), as the read found them; they must still hold that (see ChangedRows).
   * A block without runs only checks them (a decision that writes nothing).
   */
  basis?: RowsBasis;
  /**
   * Rows that exist whose cells another block checks (Einstellungen checked whole): the cells as
   * read, what undoing this block's runs writes back (see writeBlocks).
   */
  undo?: RowsBasis;
}

/** Cells of `Block.row` and the rows below it, by 1-based column: `values[r][i]` is row r's cell in `columns[i]`. */
export interface RowsBasis {
  columns: number[];
  values: CellValue[][];
}

/**
 * Rows meant to be new already hold something in the columns to be written: the read the rows
 * were planned on missed a save (a Sheets API read that answered an older state, or an entry
 * typed into the sheet meanwhile). Nothing is written; the caller reads again.
 */
export class OccupiedRows extends Error {
  constructor(
    readonly sheet: string,
    readonly row: number,
  ) {
    super(`Rows from ${row} on in ${sheet} are not empty.`);
  }
}

/**
 * Rows that exist no longer hold what the plan read there: the read missed a save (a Sheets API
 * read that answered an older state — another execution's answer, decision or phase) or a cell
 * typed meanwhile. Nothing is written; the caller reads again.
 */
export class ChangedRows extends Error {
  constructor(
    readonly sheet: string,
    readonly row: number,
  ) {
    super(`Row ${row} in ${sheet} changed since it was read.`);
  }
}

/**
 * Writes the blocks in order, one setValues per run. A full sheet gets rows (as Sheets' own
 * "add rows" does; derived sheets too) — asked only when Sheets refuses a range beyond its
 * grid, so a save into a sheet with room costs no call for it. A run Sheets refuses (a
 * validation made stricter, a protected range) undoes every run before it, in every block, so
 * nothing is half saved, and is reported in German naming the column: new rows are cleared, rows
 * that exist get back what the read found there (checked equal just before) — never cleared.
 */
export function writeBlocks(
  spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet,
  blocks: Block[],
  /** The spreadsheet's time zone, when the caller's read knows it (else asked when a date is compared). */
  timeZone?: () => string,
): void {
  // Every block is checked before anything is written: an occupied new row, or an existing row
  // that changed since the read, writes nothing.
  const dateOf = lazyDateReader(spreadsheet, timeZone);
  const checked = blocks.map((block) => {
    const unchanged = block.basis ? unchangedRange(block, block.basis, dateOf) : null;
    return block.runs.map((run) => (block.appended ? emptyRange(block, run) : unchanged));
  });
  const written: Array<{ block: Block; run: BlockRun }> = [];
  for (const [b, block] of blocks.entries()) {
    for (const [r, run] of block.runs.entries()) {
      try {
        writeRun(spreadsheet, block, run, checked[b][r]);
      } catch (error) {
        for (const done of written) undoRun(done.block, done.run);
        throw refusedWrite(error, block, run);
      }
      written.push({ block, run });
    }
  }
}

/** A written run taken back: new rows cleared, rows that exist given their cells as read. */
function undoRun(block: Block, run: BlockRun): void {
  const range = block.sheet.getRange(block.row, run.firstColumn, run.values.length, run.values[0].length);
  const before = block.appended ? null : cellsAsRead(block.basis ?? block.undo, run);
  if (before) {
    try {
      range.setValues(before);
      return;
    } catch {
      // A value Sheets refuses now (its column's validation made stricter since): cleared, as before.
    }
  }
  range.clearContent();
}

/** The run's cells as the read found them (a text kept text, textCell.ts); null when the read does not cover them. */
function cellsAsRead(read: RowsBasis | undefined, run: BlockRun): CellValue[][] | null {
  if (!read) return null;
  const at = run.values[0].map((_, i) => read.columns.indexOf(run.firstColumn + i));
  if (at.some((i) => i < 0) || read.values.length < run.values.length) return null;
  return run.values.map((_, r) =>
    at.map((i) => {
      const cell = read.values[r][i] ?? '';
      return typeof cell === 'string' ? asTextCell(cell) : cell;
    }),
  );
}

/**
 * One run's setValues. Beyond the grid Sheets refuses the range ("outside the dimensions of
 * the sheet", at getRange or at setValues): then, and only when the sheet really is too short,
 * rows are added and the run written again.
 */
function writeRun(
  spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet,
  block: Block,
  run: BlockRun,
  checked: Range | null,
): void {
  const write = (range?: Range | null) =>
    (range ?? block.sheet.getRange(block.row, run.firstColumn, run.values.length, run.values[0].length)).setValues(run.values);
  try {
    write(checked);
  } catch (error) {
    const last = block.row + run.values.length - 1;
    const maxRows = block.sheet.getMaxRows();
    if (last <= maxRows) throw error;
    const rows = Math.max(ROWS_TO_ADD, last - maxRows);
    block.sheet.insertRowsAfter(maxRows, rows);
    fitDerivedRows(spreadsheet, block.sheet.getName(), maxRows + rows);
    write();
  }
}

/**
 * The run's range, its cells checked empty with the SpreadsheetApp read that sees every saved
 * write (one getValues; the range is the one setValues then writes). Beyond the grid there is no
 * range yet (writeRun adds rows): only the rows the sheet has are checked.
 */
function emptyRange(block: Block, run: BlockRun): Range | null {
  const width = run.values[0].length;
  let range: Range | null = null;
  let values: CellValue[][];
  try {
    range = block.sheet.getRange(block.row, run.firstColumn, run.values.length, width);
    values = range.getValues();
  } catch {
    const inGrid = block.sheet.getMaxRows() - block.row + 1;
    values =
      inGrid > 0 ? block.sheet.getRange(block.row, run.firstColumn, Math.min(inGrid, run.values.length), width).getValues() : [];
  }
  if (values.some((row) => row.some((cell) => !isBlank(cell)))) throw new OccupiedRows(block.sheet.getName(), block.row);
  return range;
}

/**
 * The existing rows' cells the plan rests on, compared with one SpreadsheetApp read (it sees every
 * saved write) over the smallest range covering them: getValues on the range setValues then
 * reuses when the block's one run is exactly that range, else getSheetValues (no range to get).
 * A number under a date field's header is the date it stands for, as the reads took it
 * (dateColumns.ts): a Gemeldet am typed without a date format is no change.
 */
function unchangedRange(block: Block, basis: RowsBasis, dateOf: () => (serial: number) => Date): Range | null {
  const first = Math.min(...basis.columns);
  const width = Math.max(...basis.columns) - first + 1;
  const rows = basis.values.length;
  const run = block.runs.length === 1 ? block.runs[0] : null;
  const reused = run !== null && run.firstColumn === first && run.values[0].length === width && run.values.length === rows;
  let range: Range | null = null;
  let now: CellValue[][];
  try {
    if (reused) {
      range = block.sheet.getRange(block.row, first, rows, width);
      now = range.getValues();
    } else now = block.sheet.getSheetValues(block.row, first, rows, width);
  } catch {
    // Beyond the grid (a check that a row after the last is still empty): the rows the sheet has;
    // those it lacks are blank. Rows that are gone while the read had them have changed.
    range = null;
    const inGrid = Math.min(rows, block.sheet.getMaxRows() - block.row + 1);
    now = inGrid > 0 ? block.sheet.getSheetValues(block.row, first, inGrid, width) : [];
  }
  const dates = basis.columns.map((column) => isDateHeader(block.headers[column - 1]));
  basis.values.forEach((row, r) =>
    basis.columns.forEach((column, i) => {
      const cell = now[r]?.[column - first] ?? '';
      const read = dates[i] && typeof cell === 'number' ? dateOf()(cell) : cell;
      // A date is a number to Sheets: the API read answers its serial, SpreadsheetApp a Date —
      // in any column (a date typed into Einstellungen), the same cell.
      const was = typeof row[i] === 'number' && isDate(read) ? dateOf()(row[i] as number) : row[i];
      if (!sameCell(was, read)) throw new ChangedRows(block.sheet.getName(), block.row + r);
    }),
  );
  return range;
}

/**
 * A cell as the read found it and as the sheet holds it now. Dates within a second: the API
 * gives a serial number, exact to the millisecond only up to rounding.
 */
function sameCell(read: CellValue, now: CellValue): boolean {
  if (isBlank(read) || isBlank(now)) return isBlank(read) && isBlank(now);
  if (isDate(read) || isDate(now)) return isDate(read) && isDate(now) && Math.abs(read.getTime() - now.getTime()) < 1000;
  return read === now;
}

/**
 * Which column Sheets refused: its message names the cell ("… in cell C82 …"); else the run's
 * columns. One named column is the refusal's field (the registry's key for its header).
 */
function refusedWrite(error: unknown, block: Block, run: BlockRun): RuleError {
  const columns = run.values[0].map((_, i) => run.firstColumn + i);
  const cell = /\b([A-Z]{1,3})(\d+)\b/.exec(error instanceof Error ? error.message : String(error));
  const named = cell ? columns.filter((c) => columnLetter(c) === cell[1]) : [];
  const headers = (named.length ? named : columns).map((c) => String(block.headers[c - 1] ?? columnLetter(c)));
  const fields = headers.map((h) => `„${h}“`);
  const which = fields.length === 1 ? `den Wert für ${fields[0]}` : `einen der Werte für ${fields.join(', ')}`;
  const where = run.values.length === 1 ? `in Zeile ${block.row}` : `ab Zeile ${block.row}`;
  return new RuleError(
    `Die Tabelle hat ${which} ${where} des Blatts ${block.sheet.getName()} abgelehnt ` +
      '(eine Datenvalidierung oder ein geschützter Bereich); nichts wurde gespeichert. ' +
      `Bitte die Regeln dieser Spalte prüfen oder ${menuPath(SETUP_CAPTION)} ausführen.`,
    headers.length === 1 ? fieldKeyOfHeader(headers[0]) : undefined,
  );
}
