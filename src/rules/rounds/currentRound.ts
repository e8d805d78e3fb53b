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
import { listedArmyKeys } from '../campaign/listedArmies';
import { nameKey } from '../campaign/names';
import { isPlayersReport } from '../campaign/playersReport';
import { CampaignTables, cellOf, isBlankRow, readTable, Table } from '../campaign/tables';

/** What R1 reads: the two logs and the list of armies their Schlachten rows must name. */
export type OrganiserTables = Pick<CampaignTables, 'battles' | 'bookings' | 'armies'>;

/**
 * R1: the campaign's current round — the highest Runde among the organiser's rows, at least 1:
 * Buchungen without Gemeldet von („Neue Runde beginnen“'s Versorgungsphase, the organiser's
 * bookings) and Schlachten rows that are no player's report (isPlayersReport) and count (C2). A player's report (any
 * Status) and a player's booking never move it. Read without a replay, row by row: a Schlachten
 * row counts here when its Status counts (blank, bestätigt, entschieden), its cells read as a
 * battle (parseBattle: Runde, armies, Siegpunkte, Verluste …) and it names two different armies
 * of Armeen (listedArmyKeys, matched like names) — next round's pairings typed ahead without
 * results, a row half typed, or a complete row with a mistyped army move no round. A row that
 * breaks a rule only the replay finds (an army not yet raised or destroyed, a field, a pool)
 * still moves it: that verdict depends on every row before it — a player's report among them —
 * and would need a replay per count. Its Prüfung says what is wrong.
 */
export function currentRoundOf(tables: OrganiserTables): number {
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
  before: OrganiserTables,
  after: OrganiserTables,
  highestBefore = organiserRound(before),
): [before: number, after: number] {
  return [roundOfOrganiserRows(highestBefore), roundOfOrganiserRows(organiserRoundAfter(before, after, highestBefore))];
}

/** The highest Runde among the organiser's rows that count (R1, currentRoundOf), 0 when there is none: „Neue Runde beginnen“ proposes the next. */
export function organiserRound(tables: OrganiserTables): number {
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
 * afresh — as they are when Armeen changed (an army raised may make a row count that did not).
 * The same number as organiserRound(after), without reading every row again.
 */
export function organiserRoundAfter(before: OrganiserTables, after: OrganiserTables, highest: number): number {
  if (before.battles[0] !== after.battles[0] || before.bookings[0] !== after.bookings[0] || before.armies !== after.armies) {
    return organiserRound(after);
  }
  const listed = listedOnce(after.armies);
  const was = organiserRounds(before, listed);
  const now = organiserRounds(after, listed);
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

/**
 * Each data row's part in organiserRound: its Runde if it is the organiser's row that counts, else 0.
 * `listed`: whether a name is an army of Armeen (listedOnce(tables.armies)).
 */
function organiserRounds(tables: OrganiserTables, listed = listedOnce(tables.armies)) {
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
      if (row >= battles.rows.length || isBlankRow(battles, row) || isPlayersReport(confirmation, row)) return 0;
      if (!statusCountsQuietly(cellOf(confirmation, row, 'status'))) return 0;
      const round = roundOrZero(cellOf(battles, row, 'round'));
      if (round <= atLeast) return round;
      const parsed = parseBattle(battles as Table<BattleColumn>, row);
      if (!parsed.ok) return 0;
      const attacker = nameKey(parsed.entry.attacker);
      const defender = nameKey(parsed.entry.defender);
      return attacker !== defender && listed(attacker) && listed(defender) ? round : 0;
    },
  };
}

/** Whether a name's key is an army of Armeen; the list read on the first question (most counts ask none or few). */
function listedOnce(armies: OrganiserTables['armies']): (key: string) => boolean {
  let keys: Set<string> | undefined;
  return (key) => (keys ??= listedArmyKeys(armies)).has(key);
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
