import { RuleError } from '../ruleError';
import { CellValue, isBlank } from '../cells/cellValue';
import { parseBattleStatus, statusCounts } from '../campaign/battleStatus';
import { BATTLES_CONFIRMATION_SPEC, BATTLES_SPEC, BOOKINGS_REPORTER_SPEC, BOOKINGS_SPEC } from '../campaign/columns';
import { parseRound } from '../campaign/entries';
import { CampaignTables, cellOf, isBlankRow, readTable } from '../campaign/tables';

/**
 * R1: the campaign's current round — the highest Runde among the organiser's rows, at least 1:
 * Buchungen without Gemeldet von („Neue Runde beginnen“'s Versorgungsphase, the organiser's
 * bookings) and Schlachten rows without Gemeldet von whose Status counts (C2: blank, bestätigt,
 * entschieden). A player's report (any Status) and a player's booking never move it. Read
 * without a replay: an organiser's row that breaks another rule still moves the round (it is
 * the organiser's, and its Prüfung says what is wrong).
 */
export function currentRoundOf(tables: Pick<CampaignTables, 'battles' | 'bookings'>): number {
  return Math.max(organiserRound(tables), 1);
}

/** The highest Runde among the organiser's rows (R1), 0 when there is none: „Neue Runde beginnen“ proposes the next. */
export function organiserRound(tables: Pick<CampaignTables, 'battles' | 'bookings'>): number {
  let highest = 0;
  const bookings = readTable<string>(tables.bookings, BOOKINGS_SPEC);
  const reporter = readTable<string>(tables.bookings, BOOKINGS_REPORTER_SPEC);
  for (let row = 0; row < bookings.rows.length; row++) {
    if (isBlankRow(bookings, row) || !isBlank(cellOf(reporter, row, 'reportedBy'))) continue;
    highest = Math.max(highest, roundOrZero(cellOf(bookings, row, 'round')));
  }
  const battles = readTable<string>(tables.battles, BATTLES_SPEC);
  const confirmation = readTable<string>(tables.battles, BATTLES_CONFIRMATION_SPEC);
  for (let row = 0; row < battles.rows.length; row++) {
    if (isBlankRow(battles, row) || !isBlank(cellOf(confirmation, row, 'reportedBy'))) continue;
    if (!statusCountsQuietly(cellOf(confirmation, row, 'status'))) continue;
    highest = Math.max(highest, roundOrZero(cellOf(battles, row, 'round')));
  }
  return highest;
}

function roundOrZero(cell: CellValue): number {
  try {
    return parseRound(cell);
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    return 0;
  }
}

function statusCountsQuietly(cell: CellValue): boolean {
  try {
    return statusCounts(parseBattleStatus(cell));
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    return false;
  }
}
