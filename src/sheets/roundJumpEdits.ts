import { BATTLES_SPEC, BOOKINGS_SPEC, ARMIES_SPEC, normaliseHeader } from '../rules/campaign/columns';
import type { CellMatrix } from '../rules/cells/cellValue';
import { currentRoundOf } from '../rules/rounds/currentRound';
import { jumpsAhead, roundJumpPasted, roundJumpTakenBack } from '../rules/rounds/roundJump';
import { columnLetter } from './columnLetter';
import { menuPath, NEW_ROUND_CAPTION } from './menuPath';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

const TITLE = 'Kriegsrat';
const TOAST_SECONDS = 10;
/** A paste's toast names this many cells and counts the rest. */
const NAMED_CELLS = 3;
/** The sheets whose organiser rows set the current round (R1). */
const ROUND_SHEETS = new Map([
  [BATTLES_SPEC.sheet, BATTLES_SPEC.columns.round.header],
  [BOOKINGS_SPEC.sheet, BOOKINGS_SPEC.columns.round.header],
]);

/**
 * R1 against a typo (rules/rounds/roundJump.ts): after a user's edit of Runde in Schlachten or
 * Buchungen, a round more than one after the current round — counted without the edited cells,
 * a typed cell with its old value — is taken back when one cell was typed (old value, or empty),
 * and named in a toast when pasted (Sheets gives a paste no old values: its values stay). Reads
 * the three sheets R1 counts only when an edited Runde holds a number that could be a jump.
 */
export function takeBackRoundJumps(event: GoogleAppsScript.Events.SheetsOnEdit, sheet: Sheet, sheetName: string): void {
  const header = ROUND_SHEETS.get(sheetName);
  const range = event.range;
  if (!header || range.getLastRow() < 2) return;
  // Round 1 is the least current round: only 3 and more can jump — most edits end here, unread
  // (one typed cell by the event's value, which is the text as typed).
  const single = event.value !== undefined && range.getNumRows() === 1 && range.getNumColumns() === 1;
  if (single && !(/^\s*\d+\s*$/.test(String(event.value)) && Number(event.value) >= 3)) return;
  const values = single ? [[Number(event.value)]] : range.getValues();
  if (!values.some((line) => line.some((v) => typeof v === 'number' && v >= 3))) return;
  const firstColumn = range.getColumn();
  const headers = sheet.getRange(1, 1, 1, range.getLastColumn()).getValues()[0].map(normaliseHeader);
  // The replay takes a header's first column; so does this check.
  const roundColumn = headers.indexOf(normaliseHeader(header)) + 1;
  if (roundColumn < firstColumn) return;
  const edited = values
    .map((line, i) => ({ row: range.getRow() + i, round: line[roundColumn - firstColumn] }))
    .filter((c) => c.row >= 2 && typeof c.round === 'number' && c.round >= 3);
  if (edited.length === 0) return;

  const spreadsheet = event.source ?? SpreadsheetApp.getActiveSpreadsheet();
  const read = (name: string): CellMatrix => spreadsheet.getSheetByName(name)?.getDataRange().getValues() ?? [];
  const tables = { battles: read(BATTLES_SPEC.sheet), bookings: read(BOOKINGS_SPEC.sheet), armies: read(ARMIES_SPEC.sheet) };
  const own = sheetName === BATTLES_SPEC.sheet ? tables.battles : tables.bookings;
  for (const { row } of edited) {
    const line = own[row - 1];
    if (line) line[roundColumn - 1] = single ? oldRound(event.oldValue) : '';
  }
  const current = currentRoundOf(tables);
  const jumps = edited.filter((c) => jumpsAhead(c.round as number, current));
  if (jumps.length === 0) return;
  const where = (row: number) => `${sheetName}!${columnLetter(roundColumn)}${row} (${header})`;
  if (single) {
    putBack(range, event.oldValue);
    spreadsheet.toast(
      roundJumpTakenBack(where(jumps[0].row), jumps[0].round as number, current, menuPath(NEW_ROUND_CAPTION)),
      TITLE,
      TOAST_SECONDS,
    );
    return;
  }
  const named = jumps.slice(0, NAMED_CELLS).map((c) => ({ where: where(c.row), round: c.round as number }));
  spreadsheet.toast(roundJumpPasted(named, current, jumps.length - named.length), TITLE, TOAST_SECONDS);
}

/** A typed cell's old value as the rounds count it: a plain whole number, else blank. */
function oldRound(oldValue: unknown): number | '' {
  return typeof oldValue === 'string' && /^\d+$/.test(oldValue) ? Number(oldValue) : '';
}

/** The old value as a number if it was a plain whole number, else empty; never text Sheets would parse. */
function putBack(cell: GoogleAppsScript.Spreadsheet.Range, oldValue: unknown): void {
  try {
    cell.setValue(oldRound(oldValue));
  } catch {
    // A strict validation changed since refuses the old value (with Google's English message): empty it is.
    cell.setValue('');
  }
}
