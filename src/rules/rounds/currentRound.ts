import { RuleError } from '../ruleError';
import { CellValue, isBlank } from '../cells/cellValue';
import { parseBattleStatus, statusCounts } from '../campaign/battleStatus';
import {
  BattleColumn,
  BATTLES_CONFIRMATION_SPEC,
  BATTLES_SPEC,
  BOOKINGS_REPORTER_SPEC,
  BOOKINGS_SPEC,
} from '../campaign/columns';
import { parseBattle, parseRound } from '../campaign/entries';
import { CampaignTables, cellOf, isBlankRow, readTable, Table } from '../campaign/tables';

/**
 * R1: the campaign's current round — the highest Runde among the organiser's rows, at least 1:
 * Buchungen without Gemeldet von („Neue Runde beginnen“'s Versorgungsphase, the organiser's
 * bookings) and Schlachten rows without Gemeldet von that count (C2: Status blank, bestätigt,
 * entschieden, and the row reads as a battle). A player's report (any Status) and a player's
 * booking never move it. Read without a replay: a Schlachten row counts here once its cells
 * read as a battle (parseBattle: Runde, armies, Siegpunkte, Verluste …) — next round's pairings
 * typed ahead without results, or a row half typed, move no round; a complete row that breaks a
 * rule of the replay (an unknown army) still moves it, and its Prüfung says what is wrong.
 */
export function currentRoundOf(tables: Pick<CampaignTables, 'battles' | 'bookings'>): number {
  return roundOfOrganiserRows(organiserRound(tables));
}

/** The current round from organiserRound's number (the highest Runde, 0 for none): at least 1. */
export function roundOfOrganiserRows(highest: number): number {
  return Math.max(highest, 1);
}

/**
 * currentRoundOf the campaign before a save and after it (organiserRoundAfter: the rows are read
 * once). `highestBefore`: organiserRound(before) where the caller counted it already.
 */
export function currentRoundsAround(
  before: Pick<CampaignTables, 'battles' | 'bookings'>,
  after: Pick<CampaignTables, 'battles' | 'bookings'>,
  highestBefore = organiserRound(before),
): [before: number, after: number] {
  return [roundOfOrganiserRows(highestBefore), roundOfOrganiserRows(organiserRoundAfter(before, after, highestBefore))];
}

/** The highest Runde among the organiser's rows (R1), 0 when there is none: „Neue Runde beginnen“ proposes the next. */
export function organiserRound(tables: Pick<CampaignTables, 'battles' | 'bookings'>): number {
  const rounds = organiserRounds(tables);
  let highest = 0;
  for (let row = 0; row < rounds.bookingRows; row++) highest = Math.max(highest, rounds.booking(row));
  for (let row = 0; row < rounds.battleRows; row++) highest = Math.max(highest, rounds.battle(row, highest));
  return highest;
}

/**
 * organiserRound of the campaign after a save, from the one before it (`highest`, its
 * organiserRound) and the rows the save wrote — a row is taken as written unless it is the very
 * array it was before (tablesAfter carries every other row over): when no written row held the
 * highest Runde before, it is that or a written row's Runde now; else the rows are counted
 * afresh. The same number as organiserRound(after), without reading every row again.
 */
export function organiserRoundAfter(
  before: Pick<CampaignTables, 'battles' | 'bookings'>,
  after: Pick<CampaignTables, 'battles' | 'bookings'>,
  highest: number,
): number {
  if (before.battles[0] !== after.battles[0] || before.bookings[0] !== after.bookings[0]) return organiserRound(after);
  const was = organiserRounds(before);
  const now = organiserRounds(after);
  let result = highest;
  for (const [matrices, of] of [
    [[before.bookings, after.bookings], 'booking'],
    [[before.battles, after.battles], 'battle'],
  ] as const) {
    const rows = Math.max(matrices[0].length, matrices[1].length);
    for (let r = 1; r < rows; r++) {
      if (matrices[0][r] === matrices[1][r]) continue;
      if (r < matrices[0].length && was[of](r - 1) >= highest && highest > 0) return organiserRound(after);
      if (r < matrices[1].length) result = Math.max(result, now[of](r - 1));
    }
  }
  return result;
}

/** Each data row's part in organiserRound: its Runde if it is the organiser's row that counts, else 0. */
function organiserRounds(tables: Pick<CampaignTables, 'battles' | 'bookings'>) {
  const bookings = readTable<string>(tables.bookings, BOOKINGS_SPEC);
  const reporter = readTable<string>(tables.bookings, BOOKINGS_REPORTER_SPEC);
  const battles = readTable<string>(tables.battles, BATTLES_SPEC);
  const confirmation = readTable<string>(tables.battles, BATTLES_CONFIRMATION_SPEC);
  return {
    bookingRows: bookings.rows.length,
    battleRows: battles.rows.length,
    booking(row: number): number {
      if (row >= bookings.rows.length || isBlankRow(bookings, row) || !isBlank(cellOf(reporter, row, 'reportedBy'))) return 0;
      return roundOrZero(cellOf(bookings, row, 'round'));
    },
    /** `atLeast`: a Runde not above it cannot raise the caller's highest — its row is not read further. */
    battle(row: number, atLeast = 0): number {
      if (row >= battles.rows.length || isBlankRow(battles, row) || !isBlank(cellOf(confirmation, row, 'reportedBy'))) return 0;
      if (!statusCountsQuietly(cellOf(confirmation, row, 'status'))) return 0;
      const round = roundOrZero(cellOf(battles, row, 'round'));
      if (round <= atLeast) return round;
      return parseBattle(battles as Table<BattleColumn>, row).ok ? round : 0;
    },
  };
}

function roundOrZero(cell: CellValue): number {
  // A blank Runde is 0 without an error built to be caught: every save reads every row.
  if (isBlank(cell)) return 0;
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
