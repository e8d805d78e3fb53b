import { BATTLES_SPEC, BOOKINGS_SPEC, normaliseHeader } from '../rules/campaign/columns';
import { currentRoundOf, OrganiserTables } from '../rules/rounds/currentRound';
import { jumpsAhead, roundJumpPasted, roundJumpTakenBack } from '../rules/rounds/roundJump';
import { columnLetter } from './columnLetter';
import { editToast, NAMED_CELLS, oldWholeNumber, putBack } from './editTakeBack';
import { readRoundLog } from './readCampaign';
import { menuPath, NEW_ROUND_CAPTION } from './menuPath';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

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
  let tables: OrganiserTables;
  try {
    // R1's three sheets as „Neue Runde beginnen“ reads them: Schlachten without its Prüfung column,
    // whose formulas Google would recalculate before answering.
    const log = readRoundLog(spreadsheet);
    tables = { battles: log.battles.values, bookings: log.bookings.values, armies: log.armies.values };
  } catch {
    // A sheet missing: setup's message belongs to the menu, not to every edit.
    return;
  }
  const own = sheetName === BATTLES_SPEC.sheet ? tables.battles : tables.bookings;
  for (const { row } of edited) {
    const line = own[row - 1];
    if (line) line[roundColumn - 1] = single ? oldWholeNumber(event.oldValue) : '';
  }
  const current = currentRoundOf(tables);
  const jumps = edited.filter((c) => jumpsAhead(c.round as number, current));
  if (jumps.length === 0) return;
  const where = (row: number) => `${sheetName}!${columnLetter(roundColumn)}${row} (${header})`;
  if (single) {
    putBack(range, oldWholeNumber(event.oldValue));
    editToast(
      spreadsheet,
      roundJumpTakenBack(where(jumps[0].row), jumps[0].round as number, current, menuPath(NEW_ROUND_CAPTION)),
    );
    return;
  }
  const named = jumps.slice(0, NAMED_CELLS).map((c) => ({ where: where(c.row), round: c.round as number }));
  editToast(spreadsheet, roundJumpPasted(named, current, jumps.length - named.length));
}
