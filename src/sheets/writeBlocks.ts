import { RuleError } from '../rules/ruleError';
import { fieldKeyOfHeader } from '../rules/fields';
import { CellValue } from '../rules/cells/cellValue';
import { columnLetter } from './columnLetter';
import { fitDerivedRows } from './derivedRows';
import { menuPath, SETUP_CAPTION } from './menuPath';
import { BlockRun } from './rowsWrite';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** Rows added when an input sheet has none left to write into. */
const ROWS_TO_ADD = 100;

/** Rows of one sheet to write from row `row` on, run by run. */
export interface Block {
  sheet: Sheet;
  row: number;
  runs: BlockRun[];
  headers: CellValue[];
}

/**
 * Writes the blocks in order, one setValues per run. A full sheet gets rows (as Sheets' own
 * "add rows" does; derived sheets too) — asked only when Sheets refuses a range beyond its
 * grid, so a save into a sheet with room costs no call for it. A run Sheets refuses (a
 * validation made stricter, a protected range) undoes every run before it, in every block, so
 * nothing is half saved, and is reported in German naming the column.
 */
export function writeBlocks(spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet, blocks: Block[]): void {
  const written: Array<{ block: Block; run: BlockRun }> = [];
  for (const block of blocks) {
    for (const run of block.runs) {
      try {
        writeRun(spreadsheet, block, run);
      } catch (error) {
        for (const done of written) {
          done.block.sheet
            .getRange(done.block.row, done.run.firstColumn, done.run.values.length, done.run.values[0].length)
            .clearContent();
        }
        throw refusedWrite(error, block, run);
      }
      written.push({ block, run });
    }
  }
}

/**
 * One run's setValues. Beyond the grid Sheets refuses the range ("outside the dimensions of
 * the sheet", at getRange or at setValues): then, and only when the sheet really is too short,
 * rows are added and the run written again.
 */
function writeRun(spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet, block: Block, run: BlockRun): void {
  const write = () =>
    block.sheet.getRange(block.row, run.firstColumn, run.values.length, run.values[0].length).setValues(run.values);
  try {
    write();
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
