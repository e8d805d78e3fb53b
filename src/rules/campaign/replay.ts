import { RuleError } from '../ruleError';
import { BATTLES_CONFIRMATION_SPEC, BATTLES_MAP_SPEC, BATTLES_SPEC, BOOKINGS_MAP_SPEC, BOOKINGS_SPEC } from './columns';
import { BattleEntry, BookingEntry, parseBattle, parseBooking, Parsed } from './entries';
import { eventIndex, eventIsBattle, orderEvents } from './events';
import { AppliedBattle, AppliedBooking, BattleRowResult, BookingRowResult, CampaignReplay } from './replayResult';
import { CampaignTables, cellOf, isBlankRow, readTable, Table } from './tables';
import { parseText } from '../cells/parseCell';
import { CellValue } from '../cells/cellValue';
import { CampaignState } from './campaignState';
import type { RoundObserver } from './historyObserver';
import { notCountingBattle, SideAtMoment } from './battleStatus';
import { nameKeys } from './names';

/**
 * Replays the campaign (docs/REGELN.md, „Das Kampagnenbuch“): the Spieler and Armeen lists set the
 * start; then, by Runde, the Buchungen and then the battles of that round, each sheet in row
 * order, each applied to one CampaignState. A row that breaks a rule gets its German message
 * and changes nothing; every other row counts. Only a missing required column throws (nothing
 * can be read then).
 */
export function replayCampaign(tables: CampaignTables, observer?: RoundObserver, stop?: ReplayStop): CampaignReplay {
  const battlesTable = readTable(tables.battles, BATTLES_SPEC);
  const bookingsTable = readTable(tables.bookings, BOOKINGS_SPEC);
  /** A booking row's Spieler, Armee and Art as typed: a rejected row is still named by them. */
  const typedBooking = (row: number) => ({
    player: textAt(bookingsTable, row, 'player'),
    army: textAt(bookingsTable, row, 'army'),
    kind: textAt(bookingsTable, row, 'kind'),
  });
  const state = new CampaignState(tables);
  const { armies, players, positions } = state;
  // C1: all optional; without them every Status is blank and every row counts as before.
  const battlesConfirmation = readTable(tables.battles, BATTLES_CONFIRMATION_SPEC);
  const nameKey = nameKeys();

  const battleRows = parseBattles(tables);
  const bookingRows = parseBookings(tables);
  const battles: (BattleRowResult | null)[] = battleRows.map((p, row) => {
    if (p === null) return null;
    if (p.ok) return null; // filled in by the replay below
    const attacker = textAt(battlesTable, row, 'attacker');
    const defender = textAt(battlesTable, row, 'defender');
    return {
      row,
      round: p.round,
      attacker,
      defender,
      attackerLevel: null,
      defenderLevel: null,
      error: p.error,
      errorText: p.text,
      errorField: p.field,
    };
  });
  const bookings: (BookingRowResult | null)[] = bookingRows.map((p, row) =>
    p === null || p.ok ? null : { row, round: p.round, ...typedBooking(row), error: p.error, errorText: p.text },
  );

  const applyBattle = (e: BattleEntry): BattleRowResult => {
    try {
      return state.applyBattle(e);
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
      // The row shows both Stufen at that moment wherever the army is known, even when the
      // other side (or this one: destroyed, not yet raised) breaks a rule. A refused battle
      // changed nothing, so they are read here, not before every battle.
      return {
        row: e.row,
        round: e.round,
        attacker: e.attacker,
        defender: e.defender,
        attackerLevel: state.levelOf(e.attacker),
        defenderLevel: state.levelOf(e.defender),
        error: error.message,
        errorText: error.text,
        errorField: error.field,
      };
    }
  };

  const applyBooking = (e: BookingEntry): BookingRowResult => {
    try {
      const c = state.applyBooking(e);
      const applied: AppliedBooking = {
        row: c.row,
        round: c.round,
        kind: c.kind,
        player: c.player,
        army: c.army,
        supply: c.supply,
        levels: c.levels,
        poolAfter: c.poolAfter,
        levelAfter: c.levelAfter,
        error: null,
      };
      return applied;
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
      return { row: e.row, round: e.round, ...typedBooking(e.row), error: error.message, errorText: error.text };
    }
  };

  /** An army's player and Stufe at this moment of the replay, for a row that does not count (C2). */
  const sideAtMoment = (name: string): SideAtMoment | null => {
    const side = state.armyNamed(name);
    return side ? { player: side.owner.name, level: side.army.level } : null;
  };

  let lastRound = 1;
  // The observer (history) sees round 0 and the end of every round; placing is what the next
  // row's round would do anyway, so watching never changes the result.
  let observed = -1;
  const observeUpTo = (round: number, place: boolean) => {
    for (; observer && observed < round;) {
      if (++observed > 0 && place) state.enterRound(observed);
      observer.roundEnd(observed, { armies, players, positions });
    }
  };
  // The observer's `before` points not yet reached; each is taken at the first row it does not see.
  let before = observer?.before ?? [];
  const takeBefore = (reached: (at: NextRow) => boolean) => {
    const left: NonNullable<RoundObserver['before']>[number][] = [];
    for (const point of before) {
      if (!reached(point.at)) {
        left.push(point);
        continue;
      }
      const copy = state.copy();
      // What campaignStateBefore does once its rows are applied; the replay's own state goes on.
      copy.enterRound(point.at.round);
      copy.finish();
      point.found(copy);
    }
    before = left;
  };
  let stopped = !stop;
  const events = orderEvents(bookingRows.map(okRound), battleRows.map(okRound));
  // Indexed, not for…of: this loop runs once per call, mostly before it is optimised, and an
  // iterator result per row was a twentieth of what the replay allocates (npm run bench).
  for (let e = 0; e < events.length; e++) {
    const event = events[e];
    const isBattle = eventIsBattle(event);
    const index = eventIndex(event);
    const row = (isBattle ? battleRows : bookingRows)[index] as { ok: true; entry: { round: number } };
    if (before.length > 0) takeBefore((at) => !appliesBefore(at, isBattle ? 'battle' : 'booking', row.entry.round));
    if (!stopped && atOrAfter(isBattle, index, row.entry.round, stop!)) {
      // The observer sees the rounds before the stop as without it.
      observeUpTo(stop!.round - 1, true);
      stopped = visit(state, stop!);
    }
    observeUpTo(row.entry.round - 1, true);
    lastRound = row.entry.round;
    state.enterRound(lastRound);
    if (isBattle) {
      const p = battleRows[index] as { ok: true; entry: BattleEntry };
      // C2: a row its Status keeps from counting is not applied; the rows after it never see it.
      battles[index] = notCountingBattle(battlesConfirmation, p.entry, sideAtMoment, nameKey) ?? applyBattle(p.entry);
    } else {
      const p = bookingRows[index] as { ok: true; entry: BookingEntry };
      bookings[index] = applyBooking(p.entry);
    }
  }
  if (before.length > 0) takeBefore(() => true);
  // An army raised after the last round of the log is off the map (M10).
  state.enterRound(lastRound);
  // The stop's place lies after every row: there it finds the state as the last row left it.
  if (!stopped && stop!.round <= lastRound) visit(state, stop!);
  state.finish();

  let currentRound = 0;
  for (let i = 0; i < battleRows.length; i++) {
    const p = battleRows[i];
    const round = p === null ? null : p.ok ? p.entry.round : p.round;
    if (round !== null && round > currentRound) currentRound = round;
  }
  observeUpTo(Math.max(lastRound, currentRound), false);

  return {
    armies,
    rejectedArmies: state.rejectedArmies,
    players,
    rejectedPlayers: state.rejectedPlayers,
    battles,
    bookings,
    currentRound: currentRound || 1,
    map: state.fields && positions ? { fields: state.fields, positions } : null,
  };
}

/**
 * A place in the log's order — where a battle of Runde `round` as data row `row` stands — at
 * which `visit` sees the replay's state as every row before that place left it (the state
 * campaignStateBefore builds), and must not change it. Not reached (the place after every
 * row, in a round later than the last): replayCampaign does not visit.
 */
export interface ReplayStop {
  round: number;
  row: number;
  visit(state: CampaignState): void;
}

/** Whether `event` (of Runde `round`) stands at the stop's place or after it. */
function atOrAfter(isBattle: boolean, index: number, round: number, stop: ReplayStop): boolean {
  return round > stop.round || (round === stop.round && isBattle && index >= stop.row);
}

function visit(state: CampaignState, stop: ReplayStop): true {
  state.enterRound(stop.round);
  stop.visit(state);
  return true;
}

/** Where a new row goes in the replay: a battle or a booking, in its Runde, after every row of that kind there. */
export interface NextRow {
  kind: 'battle' | 'booking';
  round: number;
}

/**
 * The campaign as a row appended now finds it: every event the replay applies before it — a
 * new battle of round r comes after all Buchungen and battles up to r; a new booking of round
 * r after the Buchungen up to r and the battles before r. Rows of later rounds do not count yet.
 */
export function campaignStateBefore(tables: CampaignTables, next: NextRow): CampaignState {
  const state = new CampaignState(tables);
  const battleRows = parseBattles(tables);
  const bookingRows = parseBookings(tables);
  const confirmation = readTable(tables.battles, BATTLES_CONFIRMATION_SPEC);
  const nameKey = nameKeys();
  const events = orderEvents(bookingRows.map(okRound), battleRows.map(okRound));
  for (let e = 0; e < events.length; e++) {
    const event = events[e];
    const isBattle = eventIsBattle(event);
    const p = (isBattle ? battleRows : bookingRows)[eventIndex(event)] as {
      ok: true;
      entry: BattleEntry | BookingEntry;
    };
    if (!appliesBefore(next, isBattle ? 'battle' : 'booking', p.entry.round)) break;
    state.enterRound(p.entry.round);
    // C2: a battle its Status keeps from counting is skipped here as in the replay.
    if (isBattle && notCountingBattle(confirmation, p.entry as BattleEntry, () => null, nameKey) !== null) continue;
    try {
      if (isBattle) state.applyBattle(p.entry as BattleEntry);
      else state.applyBooking(p.entry as BookingEntry);
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
    }
  }
  state.enterRound(next.round);
  state.finish();
  return state;
}

/**
 * Whether a row of `kind` in `round` comes before a row appended at `next` (NextRow). In the
 * replay's order the rows that do come first, then none: the first that does not ends it.
 */
function appliesBefore(next: NextRow, kind: NextRow['kind'], round: number): boolean {
  return round < next.round || (round === next.round && (next.kind === 'battle' || kind === 'booking'));
}

const okRound = (p: Parsed<{ round: number }> | null): number | null => (p && p.ok ? p.entry.round : null);

function parseBattles(tables: CampaignTables): (Parsed<BattleEntry> | null)[] {
  const map = tables.fields !== undefined ? readTable(tables.battles, BATTLES_MAP_SPEC) : null;
  return parseAll(readTable(tables.battles, BATTLES_SPEC), (t, row) => parseBattle(t, row, map));
}

function parseBookings(tables: CampaignTables): (Parsed<BookingEntry> | null)[] {
  const map = tables.fields !== undefined ? readTable(tables.bookings, BOOKINGS_MAP_SPEC) : null;
  return parseAll(readTable(tables.bookings, BOOKINGS_SPEC), (t, row) => parseBooking(t, row, map));
}

function parseAll<K extends string, T>(
  table: Table<K>,
  parse: (table: Table<K>, row: number) => Parsed<T>,
): (Parsed<T> | null)[] {
  const out: (Parsed<T> | null)[] = new Array(table.rows.length);
  for (let row = 0; row < table.rows.length; row++) out[row] = isBlankRow(table, row) ? null : parse(table, row);
  return out;
}

/** A text cell of a known column, for echoing a bad row's name back. */
function textAt<K extends string>(table: Table<K>, row: number, key: K): string {
  return parseText(cellOf(table, row, key));
}

/**
 * Checks a battle about to be saved: `row` (cells in the Schlachten range's column order, e.g.
 * battleRowWrite's fullRow) as the next row of the battle log, applied to the campaign as the
 * replay has it at that point. A broken rule throws the row's RuleError with its field key.
 */
export function checkNewBattle(tables: CampaignTables, row: CellValue[]): AppliedBattle {
  const entry = newBattleEntry(tables, row);
  const state = campaignStateBefore(tables, { kind: 'battle', round: entry.round });
  return state.checkBattle({ ...entry, row: Math.max(tables.battles.length - 1, 0) });
}

/** The new battle's row read as an entry; a row that cannot be read is refused. */
function newBattleEntry(tables: CampaignTables, row: CellValue[]): BattleEntry {
  const header = tables.battles[0] ?? [];
  const parsed = parseBattles({ ...tables, battles: [header, row] })[0];
  if (!parsed) throw new RuleError('Die neue Schlacht ist leer; bitte Runde, Angreifer und Verteidiger angeben.');
  if (!parsed.ok) throw new RuleError(parsed.text, parsed.field);
  return parsed.entry;
}

/**
 * A battle about to be saved, with one replay instead of two: `after` is the campaign with its
 * row written as data row `row` (below every row with an entry, as a save appends it), `cells`
 * the row as written. Answers checkNewBattle's question — the battle as the rows before its
 * place leave the campaign, a broken rule thrown — from inside the replay of `after`, which it
 * returns for what the save compares afterwards (R6, the notifications).
 */
export function replayWithNewBattle(
  after: CampaignTables,
  row: number,
  cells: CellValue[],
): { battle: AppliedBattle; replay: CampaignReplay } {
  const entry = newBattleEntry(after, cells);
  let checked: { battle: AppliedBattle } | { refused: unknown } | undefined;
  const replay = replayCampaign(after, undefined, {
    round: entry.round,
    row,
    visit: (state) => {
      try {
        checked = { battle: state.checkBattle({ ...entry, row }) };
      } catch (error) {
        checked = { refused: error };
      }
    },
  });
  // The replay reaches the new row's place whenever `after` holds that row: not visited, the
  // caller passed a campaign without it — a programming error, no rule a user broke.
  if (!checked) throw new Error(`replayWithNewBattle: data row ${row} of Runde ${entry.round} is not in the campaign`);
  if ('refused' in checked) throw checked.refused;
  return { battle: checked.battle, replay };
}
