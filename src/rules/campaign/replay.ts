import { ATTACKER, DEFENDER, MAX_LEVEL } from '../constants';
import { planBattle, resolveBattle } from '../battle';
import { formatNumber } from '../format';
import { RuleError } from '../ruleError';
import {
  ARMIES_MAP_SPEC,
  ARMIES_SPEC,
  BATTLES_CONFIRMATION_SPEC,
  BATTLES_MAP_SPEC,
  BATTLES_SPEC,
  BOOKINGS_MAP_SPEC,
  BOOKINGS_SPEC,
  PLAYERS_SPEC,
} from './columns';
import { BattleEntry, BookingEntry, parseArmy, parseBattle, parseBooking, parsePlayer, Parsed } from './entries';
import { orderEvents } from './events';
import { nameKeys } from './names';
import {
  ARMY_ACTIVE,
  AppliedBattle,
  AppliedBooking,
  ArmyStanding,
  BattleRowResult,
  BookingRowResult,
  CampaignReplay,
  ARMY_DESTROYED,
  PlayerStanding,
  RejectedRow,
} from './replayResult';
import { CampaignTables, cellOf, isBlankRow, readTable, Table } from './tables';
import { parseText } from '../cells/parseCell';
import { CellValue } from '../cells/cellValue';
import { readFields } from '../map/readFields';
import { MapPositions } from '../map/positions';
import { applyBattleOnMap, attackedField, BattleOnMap, checkedRetreat } from '../map/battleOnMap';
import { bookingTarget } from '../map/moves';
import type { RoundObserver } from './historyObserver';
import { notCountingBattle, SideAtMoment } from './battleStatus';

/** Which side or column refers to an army, and what kind of row does. */
interface Reference {
  label: string;
  /** "diese Schlacht" / "diese Buchung", for the not-yet-raised message. */
  rowNoun: string;
  round: number;
}

interface ArmyState {
  army: ArmyStanding;
  owner: PlayerStanding;
}

const signedText = (n: number): string => (n > 0 ? `+${formatNumber(n)}` : formatNumber(n));

/**
 * Replays the campaign (docs/REGELN.md, „Das Kampagnenbuch“): the Spieler and Armeen lists set the
 * start; then, by Runde, the Buchungen and then the battles of that round, each sheet in row
 * order. A row that breaks a rule gets its German message and changes nothing; every other
 * row counts. Only a missing required column throws (nothing can be read then).
 */
export function replayCampaign(tables: CampaignTables, observer?: RoundObserver): CampaignReplay {
  const nameKey = nameKeys();
  const playersTable = readTable(tables.players, PLAYERS_SPEC);
  const armiesTable = readTable(tables.armies, ARMIES_SPEC);
  const battlesTable = readTable(tables.battles, BATTLES_SPEC);
  const bookingsTable = readTable(tables.bookings, BOOKINGS_SPEC);
  /** A booking row's Spieler, Armee and Art as typed: a rejected row is still named by them. */
  const typedBooking = (row: number) => ({
    player: textAt(bookingsTable, row, 'player'),
    army: textAt(bookingsTable, row, 'army'),
    kind: textAt(bookingsTable, row, 'kind'),
  });
  // The map's columns are read only with a map: without one a campaign is computed as before.
  const hasMap = tables.fields !== undefined;
  const armiesMap = hasMap ? readTable(tables.armies, ARMIES_MAP_SPEC) : null;
  const battlesMap = hasMap ? readTable(tables.battles, BATTLES_MAP_SPEC) : null;
  const bookingsMap = hasMap ? readTable(tables.bookings, BOOKINGS_MAP_SPEC) : null;
  // C1: all optional; without them every Status is blank and every row counts as before.
  const battlesConfirmation = readTable(tables.battles, BATTLES_CONFIRMATION_SPEC);

  const players: PlayerStanding[] = [];
  const rejectedPlayers: RejectedRow[] = [];
  const playerByKey = new Map<string, PlayerStanding>();
  /** Why a name from a bad list row cannot be used; only for names no valid row has. */
  const playerRowError = new Map<string, string>();

  forEachRow(playersTable, (row) => {
    const parsed = parsePlayer(playersTable, row);
    try {
      if (!parsed.ok) throw new RuleError(parsed.error);
      const e = parsed.entry;
      if (playerByKey.has(nameKey(e.name))) {
        throw new RuleError(`Spieler "${e.name}" steht schon weiter oben im Blatt Spieler; Spielernamen müssen eindeutig sein.`);
      }
      const player: PlayerStanding = {
        row,
        name: e.name,
        faction: e.faction,
        startingSupply: e.startingSupply,
        pool: e.startingSupply,
        activeArmies: 0,
        wins: 0,
        losses: 0,
      };
      players.push(player);
      playerByKey.set(nameKey(e.name), player);
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
      const name = textAt(playersTable, row, 'name');
      rejectedPlayers.push({ row, name, player: '', error: error.message });
      if (name && !playerRowError.has(nameKey(name))) playerRowError.set(nameKey(name), error.message);
    }
  });

  const findPlayer = (name: string, label: string): PlayerStanding => {
    const key = nameKey(name);
    const player = playerByKey.get(key);
    if (player) return player;
    const rowError = playerRowError.get(key);
    if (rowError !== undefined) {
      throw new RuleError(`${label} "${name}" ist im Blatt Spieler fehlerhaft eingetragen: ${rowError}`);
    }
    throw new RuleError(`${label} "${name}" ist unbekannt; bekannte Spieler stehen im Blatt Spieler.`);
  };

  const fieldsRead = tables.fields
    ? readFields(tables.fields, (name) => playerByKey.get(nameKey(name))?.name ?? null, nameKey)
    : null;
  const positions = fieldsRead ? new MapPositions<ArmyStanding>(fieldsRead.map) : null;
  /** M2: the field index each army with a Startfeld enters in its raise round. */
  const startFieldOf = new Map<ArmyStanding, number>();

  const armies: ArmyStanding[] = [];
  const rejectedArmies: RejectedRow[] = [];
  const armyByKey = new Map<string, ArmyState>();
  const armyRowError = new Map<string, string>();

  forEachRow(armiesTable, (row) => {
    const parsed = parseArmy(armiesTable, row, armiesMap);
    try {
      if (!parsed.ok) throw new RuleError(parsed.error);
      const e = parsed.entry;
      if (armyByKey.has(nameKey(e.name))) {
        throw new RuleError(`Armee "${e.name}" steht schon weiter oben im Blatt Armeen; Armeenamen müssen eindeutig sein.`);
      }
      const owner = findPlayer(e.player, 'Spieler');
      const startField = fieldsRead && e.startField ? fieldsRead.map.byKey.get(nameKey(e.startField)) : undefined;
      if (fieldsRead && e.startField && !startField) {
        throw new RuleError(`Startfeld "${e.startField}" ist unbekannt; bekannte Felder stehen im Blatt Felder.`);
      }
      const army: ArmyStanding = {
        row,
        name: e.name,
        player: owner.name,
        startLevel: e.startLevel,
        raisedInRound: e.raisedInRound,
        level: e.startLevel,
        status: ARMY_ACTIVE,
        battles: 0,
        wins: 0,
        losses: 0,
      };
      armies.push(army);
      armyByKey.set(nameKey(e.name), { army, owner });
      if (startField) startFieldOf.set(army, startField.index);
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
      const name = textAt(armiesTable, row, 'name');
      const player = textAt(armiesTable, row, 'player');
      rejectedArmies.push({ row, name, player, error: error.message });
      if (name && !armyRowError.has(nameKey(name))) armyRowError.set(nameKey(name), error.message);
    }
  });

  /** The army a row refers to, if it may take part at that moment. */
  const findArmy = (name: string, ref: Reference, mustBeAlive: boolean, key = nameKey(name)): ArmyState => {
    const state = armyByKey.get(key);
    if (!state) {
      const rowError = armyRowError.get(key);
      if (rowError !== undefined) {
        throw new RuleError(`${ref.label} "${name}" ist im Blatt Armeen fehlerhaft eingetragen: ${rowError}`, ref.label);
      }
      throw new RuleError(`${ref.label} "${name}" ist unbekannt; bekannte Armeen stehen im Blatt Armeen.`, ref.label);
    }
    const { army } = state;
    if (ref.round < army.raisedInRound) {
      throw new RuleError(
        `${ref.label} "${army.name}" wird erst in Runde ${army.raisedInRound} aufgestellt; ${ref.rowNoun} ist in Runde ${ref.round}.`,
        ref.label,
      );
    }
    if (mustBeAlive && army.level === 0) {
      throw new RuleError(
        `${ref.label} "${army.name}" ist vernichtet (Stufe 0) und kann keine Schlachten mehr schlagen.`,
        ref.label,
      );
    }
    return state;
  };

  const applyBattle = (e: BattleEntry): BattleRowResult => {
    let attackerLevel: number | null = null;
    let defenderLevel: number | null = null;
    try {
      // The row shows both Stufen at that moment wherever the army is known, even when the
      // other side (or this one: destroyed, not yet raised) breaks a rule.
      // Each name's key once: the replay looks up both armies of every battle of the campaign.
      const attackerKey = nameKey(e.attacker);
      const defenderKey = nameKey(e.defender);
      attackerLevel = armyByKey.get(attackerKey)?.army.level ?? null;
      defenderLevel = armyByKey.get(defenderKey)?.army.level ?? null;
      if (attackerKey === defenderKey) {
        throw new RuleError(
          `Angreifer und Verteidiger sind dieselbe Armee "${e.attacker}"; eine Armee kann nicht gegen sich selbst kämpfen.`,
          DEFENDER,
        );
      }
      const ref = (label: string): Reference => ({ label, rowNoun: 'diese Schlacht', round: e.round });
      const a = findArmy(e.attacker, ref(ATTACKER), true, attackerKey);
      const d = findArmy(e.defender, ref(DEFENDER), true, defenderKey);
      const retreatTo = e.retreatTo ?? '';
      const attacked = positions ? attackedField(positions, a.army, d.army, retreatTo) : null;
      const defenderPoolBefore = d.owner.pool;
      const plan = planBattle({
        attackerLevel: a.army.level,
        defenderLevel: d.army.level,
        mobilisation: e.mobilisation,
        scaledTo: e.scaledTo,
        defenderPool: defenderPoolBefore,
      });
      const outcome = resolveBattle(plan, {
        attackerVP: e.attackerVP,
        defenderVP: e.defenderVP,
        gaveUp: e.gaveUp,
        attackerLosses: e.attackerLosses,
        defenderLosses: e.defenderLosses,
      });
      const attackerWon = outcome.winner === ATTACKER;
      const [won, lost] = attackerWon ? [a, d] : [d, a];
      const [wonLevel, lostLevel] = attackerWon
        ? [outcome.attackerNewLevel, outcome.defenderNewLevel]
        : [outcome.defenderNewLevel, outcome.attackerNewLevel];
      let onMap: BattleOnMap | null = null;
      if (positions && attacked !== null) {
        onMap = {
          attacked,
          retreat: checkedRetreat(positions, attacked, lost.army, won.army, lostLevel > 0, retreatTo, nameKey),
        };
      }
      // Mobilised VP leave the pool for good; the reward goes to the winner's player.
      d.owner.pool -= plan.mobilisation;
      won.owner.pool += outcome.supply;
      a.army.level = outcome.attackerNewLevel;
      d.army.level = outcome.defenderNewLevel;
      a.army.battles++;
      d.army.battles++;
      won.army.wins++;
      lost.army.losses++;
      won.owner.wins++;
      lost.owner.losses++;
      if (positions && onMap) applyBattleOnMap(positions, onMap, won.army, attackerWon, wonLevel > 0, lost.army);
      if (positions) {
        leaveIfDestroyed(positions, a.army);
        leaveIfDestroyed(positions, d.army);
      }
      const applied: AppliedBattle = {
        row: e.row,
        round: e.round,
        attacker: a.army.name,
        defender: d.army.name,
        attackerPlayer: a.owner.name,
        defenderPlayer: d.owner.name,
        defenderPoolBefore,
        plan,
        outcome,
        error: null,
      };
      if (positions && onMap) applied.map = battleOnMapNames(positions, onMap);
      return applied;
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
      return {
        row: e.row,
        round: e.round,
        attacker: e.attacker,
        defender: e.defender,
        attackerLevel,
        defenderLevel,
        error: error.message,
        errorField: error.field,
      };
    }
  };

  const applyBooking = (e: BookingEntry): BookingRowResult => {
    try {
      const ref: Reference = { label: 'Armee', rowNoun: 'diese Buchung', round: e.round };
      // A pool-only booking may name a destroyed army (e.g. a refund): only Stufen need it alive.
      const state = e.army ? findArmy(e.army, ref, false) : null;
      let player: PlayerStanding;
      if (e.player) {
        player = findPlayer(e.player, 'Spieler');
        if (state && state.owner !== player) {
          throw new RuleError(
            `Armee "${state.army.name}" gehört Spieler "${state.owner.name}", nicht "${player.name}"; ` +
              `Spieler leer lassen oder den Spieler der Armee eintragen.`,
          );
        }
      } else if (state) {
        player = state.owner;
      } else {
        throw new RuleError('Spieler und Armee fehlen; eine Buchung braucht einen Spieler, eine Armee oder beides.');
      }
      let levelAfter: number | null = state ? state.army.level : null;
      if (e.levels !== 0) {
        if (!state) throw new RuleError(`Stufen ${signedText(e.levels)} brauchen eine Armee; bitte die Armee eintragen.`);
        const { army } = state;
        // "vernichtet" is final: a destroyed army is not revived by a booking; the organiser
        // raises a new army in the Armeen list instead (its history stays readable).
        if (army.level === 0) {
          throw new RuleError(
            `Armee "${army.name}" ist vernichtet (Stufe 0); ihr können keine Stufen mehr gebucht werden – ` +
              `für neue Truppen eine neue Armee im Blatt Armeen anlegen.`,
          );
        }
        levelAfter = army.level + e.levels;
        if (levelAfter > MAX_LEVEL || levelAfter < 0) {
          throw new RuleError(
            `Stufen ${signedText(e.levels)} ergäben für "${army.name}" Stufe ${formatNumber(levelAfter)}; ` +
              `erlaubt sind Stufen 0 bis ${MAX_LEVEL} (Stufe vorher: ${army.level}).`,
          );
        }
      }
      const poolAfter = player.pool + e.supply;
      if (poolAfter < 0) {
        throw new RuleError(
          `Versorgung ${signedText(e.supply)} ergäbe für "${player.name}" einen Versorgungspool von ` +
            `${formatNumber(poolAfter)} VP; der Pool darf nicht unter 0 fallen (Versorgungspool: ${player.pool} VP).`,
        );
      }
      const target = positions
        ? bookingTarget(positions, e.kind, state ? state.army : null, state ? state.army.level > 0 : false, e.field, nameKey)
        : null;
      player.pool = poolAfter;
      if (state && levelAfter !== null) state.army.level = levelAfter;
      if (positions && state) {
        if (target !== null) positions.enter(state.army, target);
        leaveIfDestroyed(positions, state.army);
      }
      const applied: AppliedBooking = {
        row: e.row,
        round: e.round,
        kind: e.kind,
        player: player.name,
        army: state ? state.army.name : null,
        supply: e.supply,
        levels: e.levels,
        poolAfter,
        levelAfter,
        error: null,
      };
      return applied;
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
      return { row: e.row, round: e.round, ...typedBooking(e.row), error: error.message };
    }
  };

  const battleRows = parseAll(battlesTable, (t, row) => parseBattle(t, row, battlesMap));
  const bookingRows = parseAll(bookingsTable, (t, row) => parseBooking(t, row, bookingsMap));
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
      errorField: p.field,
    };
  });
  const bookings: (BookingRowResult | null)[] = bookingRows.map((p, row) =>
    p === null || p.ok ? null : { row, round: p.round, ...typedBooking(row), error: p.error },
  );

  // M2: armies with a Startfeld enter it at the start of their raise round, before its
  // Buchungen; those of one round in the order of the Armeen sheet.
  const toPlace = armies
    .filter((army) => startFieldOf.has(army))
    .sort((x, y) => x.raisedInRound - y.raisedInRound || x.row - y.row);
  let placed = 0;
  const placeUpTo = (round: number) => {
    for (; placed < toPlace.length && toPlace[placed].raisedInRound <= round; placed++) {
      positions!.enter(toPlace[placed], startFieldOf.get(toPlace[placed])!);
    }
  };

  /** An army's player and Stufe at this moment of the replay, for a row that does not count (C2). */
  const sideAtMoment = (name: string): SideAtMoment | null => {
    const state = armyByKey.get(nameKey(name));
    return state ? { player: state.owner.name, level: state.army.level } : null;
  };

  const okRound = (p: Parsed<{ round: number }> | null): number | null => (p && p.ok ? p.entry.round : null);
  let lastRound = 1;
  // The observer (history) sees round 0 and the end of every round; placing is what the next
  // row's round would do anyway, so watching never changes the result.
  let observed = -1;
  const observeUpTo = (round: number, place: boolean) => {
    for (; observer && observed < round;) {
      if (++observed > 0 && positions && place) placeUpTo(observed);
      observer.roundEnd(observed, { armies, players, positions });
    }
  };
  for (const event of orderEvents(bookingRows.map(okRound), battleRows.map(okRound))) {
    const row = (event.kind === 'battle' ? battleRows : bookingRows)[event.index] as { ok: true; entry: { round: number } };
    observeUpTo(row.entry.round - 1, true);
    lastRound = row.entry.round;
    if (positions) placeUpTo(lastRound);
    if (event.kind === 'battle') {
      const p = battleRows[event.index] as { ok: true; entry: BattleEntry };
      // C2: a row its Status keeps from counting is not applied; the rows after it never see it.
      battles[event.index] = notCountingBattle(battlesConfirmation, p.entry, sideAtMoment, nameKey) ?? applyBattle(p.entry);
    } else {
      const p = bookingRows[event.index] as { ok: true; entry: BookingEntry };
      bookings[event.index] = applyBooking(p.entry);
    }
  }
  // An army raised after the last round of the log is off the map (M10).
  if (positions) placeUpTo(lastRound);

  for (const { army, owner } of armyByKey.values()) {
    army.status = army.level > 0 ? ARMY_ACTIVE : ARMY_DESTROYED;
    if (army.level > 0) owner.activeArmies++;
  }

  let currentRound = 0;
  for (const p of battleRows) {
    const round = p === null ? null : p.ok ? p.entry.round : p.round;
    if (round !== null && round > currentRound) currentRound = round;
  }
  observeUpTo(Math.max(lastRound, currentRound), false);

  return {
    armies,
    rejectedArmies,
    players,
    rejectedPlayers,
    battles,
    bookings,
    currentRound: currentRound || 1,
    map: fieldsRead && positions ? { fields: fieldsRead, positions } : null,
  };
}

/** M2: a destroyed army (Stufe 0) leaves the map at once. */
function leaveIfDestroyed(positions: MapPositions<ArmyStanding>, army: ArmyStanding): void {
  if (army.level === 0) positions.leave(army);
}

/** M9: a battle's Feld and Rückzug as the outputs show them. */
function battleOnMapNames(positions: MapPositions<ArmyStanding>, onMap: BattleOnMap): { field: string; retreat: string } {
  const { fields } = positions.map;
  return { field: fields[onMap.attacked].name, retreat: onMap.retreat === null ? '' : fields[onMap.retreat].name };
}

function forEachRow<K extends string>(table: Table<K>, visit: (row: number) => void): void {
  for (let row = 0; row < table.rows.length; row++) {
    if (!isBlankRow(table, row)) visit(row);
  }
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
 * Checks a battle about to be saved: replays the campaign with `row` (cells in the Schlachten
 * range's column order, e.g. battleRowWrite's fullRow) appended to the battle log and returns
 * its result. A broken rule throws the row's RuleError, whose German message names the field.
 */
export function checkNewBattle(tables: CampaignTables, row: CellValue[]): AppliedBattle {
  const replay = replayCampaign({ ...tables, battles: [...tables.battles, row] });
  const result = replay.battles[replay.battles.length - 1];
  if (!result) throw new RuleError('Die neue Schlacht ist leer; bitte Runde, Angreifer und Verteidiger angeben.');
  if (result.error !== null) throw new RuleError(result.error, result.errorField);
  return result;
}
