import { ATTACKER, DEFENDER, MAX_LEVEL } from '../constants';
import { SAME_ARMY } from './sameArmy';
import { BattleOutcome, BattlePlan, resolveBattle } from '../battle';
import { BattlePlanCache } from '../battlePlanCache';
import { formatNumber } from '../format';
import { shownNumber } from '../shownValue';
import { RuleError } from '../ruleError';
import { ruleText } from '../ruleText';
import { forPlayer, listedWrongly, namedPlayer, unknownIn } from '../readerWords';
import { FIELDS, type FieldKey } from '../fields';
import { ARMIES_MAP_SPEC, ARMIES_SPEC, PLAYERS_SPEC } from './columns';
import { BattleEntry, BookingEntry, parseArmy, parsePlayer } from './entries';
import { nameKeys } from './names';
import {
  ARMY_ACTIVE,
  AppliedBattle,
  AppliedBooking,
  ArmyStanding,
  PlayerStanding,
  RejectedRow,
  ARMY_DESTROYED,
} from './replayResult';
import { CampaignTables, cellOf, isBlankRow, readTable, Table } from './tables';
import { parseText } from '../cells/parseCell';
import { FieldsRead, readFields } from '../map/readFields';
import { MapPositions } from '../map/positions';
import { applyBattleOnMap, attackedField, BattleOnMap, checkedRetreat } from '../map/battleOnMap';
import { bookingTarget } from '../map/moves';

/** An army with its player, as the rules look both up. */
export interface ArmyState {
  army: ArmyStanding;
  owner: PlayerStanding;
}

/** What is known of a battle before it is fought: the two armies, the round, the defender's choices. */
export interface BattleSetupInput {
  round: number;
  attacker: string;
  defender: string;
  mobilisation?: number;
  scaledTo?: number;
  /** Rückzug nach as typed; only its presence matters before the result (M10). */
  retreatTo?: string;
}

/** A battle checked up to its plan (steps 1–8): who fights, where, with how many points. */
export interface PlannedBattle {
  attacker: ArmyState;
  defender: ArmyState;
  plan: BattlePlan;
  /** The attacked field (M4); null without a map or with an army off it. */
  attacked: number | null;
  defenderPoolBefore: number;
}

/** A battle resolved up to its outcome (steps 1–14), before the map's retreat. */
export interface ResolvedBattle extends PlannedBattle {
  outcome: BattleOutcome;
}

/** A booking's consequences: the replay's row result and what it was before. */
export interface BookingConsequences extends AppliedBooking {
  poolBefore: number;
  levelBefore: number | null;
  /** The army's field before and after ("" off the map or without one). */
  fieldBefore: string;
  fieldAfter: string;
}

// VP as the pages show them („1.500“): a player reads a refused booking beside his pool (Buchen).
const signedText = (n: number): string => (n > 0 ? `+${shownNumber(n)}` : shownNumber(n));

/** `error` as thrown from a step about `field`: a RuleError that names no field is about it. */
function aboutField(error: unknown, field: FieldKey): unknown {
  return error instanceof RuleError && error.field === undefined ? new RuleError(error.text, field) : error;
}

/** The not-yet-raised message's word for a battle row. */
const BATTLE_ROW = 'diese Schlacht';

/**
 * The campaign at one point of its log (docs/REGELN.md, „Das Kampagnenbuch“): the Spieler and
 * Armeen lists read, then every row applied so far. Each rule about a battle or a booking lives
 * here once: the replay is a loop over applyBattle/applyBooking, and the forms' previews and
 * the server's checks call the same methods. A broken rule throws a RuleError whose `field` is
 * the registry key of the input it is about (src/rules/fields.ts); nothing changes then.
 */
export class CampaignState {
  readonly players: PlayerStanding[] = [];
  readonly rejectedPlayers: RejectedRow[] = [];
  readonly armies: ArmyStanding[] = [];
  readonly rejectedArmies: RejectedRow[] = [];
  /** The map: its fields and where every army stands; null for a campaign without one. */
  readonly fields: FieldsRead | null;
  readonly positions: MapPositions<ArmyStanding> | null;
  /** The highest round entered so far (enterRound). */
  round = 0;

  private readonly nameKey = nameKeys();
  private readonly playerByKey = new Map<string, PlayerStanding>();
  /** armyByKey by a name as typed: one lookup per side of a battle instead of two (the name's key, then the army). */
  private readonly armyByTypedName = new Map<string, ArmyState | null>();
  /** Why a name from a bad list row cannot be used; only for names no valid row has. */
  private readonly playerRowError = new Map<string, string>();
  private readonly armyByKey = new Map<string, ArmyState>();
  private readonly armyRowError = new Map<string, string>();
  /** Why each rejected Armeen row (by data-row index) does not count, with its field. */
  private readonly armyRowRefusals = new Map<number, RuleError>();
  /** M2: armies with a Startfeld, in the order they enter it, and how many have. */
  private readonly toPlace: { army: ArmyStanding; field: number }[] = [];
  private placed = 0;
  /** Every battle's plan (steps 1–8) comes from here: a campaign has few distinct plans. */
  private readonly plans = new BattlePlanCache();

  /**
   * The campaign before its first row: the lists of `tables` read, nothing applied. Given a
   * state instead: its copy (see copy()).
   */
  constructor(tables: Pick<CampaignTables, 'players' | 'armies' | 'fields'> | CampaignState) {
    if (tables instanceof CampaignState) {
      this.fields = tables.fields;
      this.positions = this.copyOf(tables);
      return;
    }
    const playersTable = readTable(tables.players, PLAYERS_SPEC);
    forEachRow(playersTable, (row) => this.addPlayer(playersTable, row));
    this.fields = tables.fields
      ? readFields(tables.fields, (name) => this.playerByKey.get(this.nameKey(name))?.name ?? null, this.nameKey)
      : null;
    this.positions = this.fields ? new MapPositions<ArmyStanding>(this.fields.map) : null;
    const armiesTable = readTable(tables.armies, ARMIES_SPEC);
    const armiesMap = tables.fields !== undefined ? readTable(tables.armies, ARMIES_MAP_SPEC) : null;
    forEachRow(armiesTable, (row) => this.addArmy(armiesTable, armiesMap, row));
    this.toPlace.sort((x, y) => x.army.raisedInRound - y.army.raisedInRound || x.army.row - y.army.row);
  }

  /**
   * A copy that goes its own way: applying rows to one changes nothing in the other. The lists'
   * reading (players, armies, the map) is shared, the standings and positions are copied. The
   * replay keeps one where a caller wants the campaign as a new row finds it (replayCampaign's
   * observer, `before`), instead of replaying again up to there.
   */
  copy(): CampaignState {
    return new CampaignState(this);
  }

  /** The constructor's copy: everything but `fields`, whose positions it returns. */
  private copyOf(source: CampaignState): MapPositions<ArmyStanding> | null {
    const players = new Map<PlayerStanding, PlayerStanding>();
    for (const p of source.players) {
      const copy = { ...p };
      players.set(p, copy);
      this.players.push(copy);
    }
    const armies = new Map<ArmyStanding, ArmyStanding>();
    for (const a of source.armies) {
      const copy = { ...a };
      armies.set(a, copy);
      this.armies.push(copy);
    }
    this.rejectedPlayers.push(...source.rejectedPlayers);
    this.rejectedArmies.push(...source.rejectedArmies);
    this.round = source.round;
    for (const [key, player] of source.playerByKey) this.playerByKey.set(key, players.get(player)!);
    for (const [key, state] of source.armyByKey) {
      this.armyByKey.set(key, { army: armies.get(state.army)!, owner: players.get(state.owner)! });
    }
    for (const [key, error] of source.playerRowError) this.playerRowError.set(key, error);
    for (const [key, error] of source.armyRowError) this.armyRowError.set(key, error);
    for (const [row, error] of source.armyRowRefusals) this.armyRowRefusals.set(row, error);
    for (const { army, field } of source.toPlace) this.toPlace.push({ army: armies.get(army)!, field });
    this.placed = source.placed;
    return source.positions ? source.positions.copy((army) => armies.get(army)!) : null;
  }

  /** The army of that name (any case, blanks ignored) with its player, if the list has it. */
  armyNamed(name: string): ArmyState | undefined {
    return this.listedArmy(name);
  }

  /** The player of that name, if the list has it. */
  playerNamed(name: string): PlayerStanding | undefined {
    return this.playerByKey.get(this.nameKey(name));
  }

  /** The field an army stands on, by name; "" off the map or without one. */
  fieldNameOf(army: ArmyStanding): string {
    const at = this.positions?.fieldOf(army) ?? null;
    return at === null ? '' : this.positions!.map.fields[at].name;
  }

  /** M2: from `round` on, armies with a Startfeld raised up to it stand on it (in list order). */
  enterRound(round: number): void {
    if (round > this.round) this.round = round;
    if (!this.positions) return;
    for (; this.placed < this.toPlace.length && this.toPlace[this.placed].army.raisedInRound <= round; this.placed++) {
      this.positions.enter(this.toPlace[this.placed].army, this.toPlace[this.placed].field);
    }
  }

  /** Army status and each player's count of active armies, as the outputs show them. */
  finish(): void {
    for (const { army, owner } of this.armyByKey.values()) {
      army.status = army.level > 0 ? ARMY_ACTIVE : ARMY_DESTROYED;
      if (army.level > 0) owner.activeArmies++;
    }
  }

  /**
   * Steps 1–8 of a battle in `setup.round`: both armies may fight (known, raised, not
   * destroyed, not the same, not of one player — D9), the attacked field (M4) and the plan
   * with the defender's pool. Changes nothing.
   */
  planBattle(setup: BattleSetupInput): PlannedBattle {
    const listedAttacker = this.listedArmy(setup.attacker);
    const listedDefender = this.listedArmy(setup.defender);
    // Two listed armies are the same exactly when their names' keys are: the list keys each army once.
    if (
      listedAttacker && listedDefender
        ? listedAttacker === listedDefender
        : this.nameKey(setup.attacker) === this.nameKey(setup.defender)
    ) {
      throw new RuleError(SAME_ARMY(setup.attacker), 'defender');
    }
    // The replay plans every battle of the campaign: no closure or object per side here (npm run bench).
    const a = this.findArmy(setup.attacker, ATTACKER, 'attacker', BATTLE_ROW, setup.round, true, listedAttacker);
    const d = this.findArmy(setup.defender, DEFENDER, 'defender', BATTLE_ROW, setup.round, true, listedDefender);
    if (a.owner === d.owner) {
      // D9: a campaign battle is fought between players; a player's reward is not farmed against himself.
      throw new RuleError(
        ruleText`Angreifer „${a.army.name}“ und Verteidiger „${d.army.name}“ gehören beide ${namedPlayer(a.owner.name)}; eine Schlacht wird zwischen zwei Spielern geschlagen.`,
        'defender',
      );
    }
    const positions = this.positions;
    let attacked: number | null = null;
    if (positions) {
      try {
        attacked = attackedField(positions, a.army, d.army, setup.retreatTo ?? '');
      } catch (error) {
        throw aboutField(
          error,
          positions.fieldOf(a.army) !== null && positions.fieldOf(d.army) !== null ? 'defender' : 'retreatTo',
        );
      }
    }
    const defenderPoolBefore = d.owner.pool;
    let plan: BattlePlan;
    try {
      plan = this.plans.plan(a.army.level, d.army.level, setup.mobilisation ?? 0, setup.scaledTo ?? 0, defenderPoolBefore);
    } catch (error) {
      throw aboutField(error, 'defender');
    }
    return { attacker: a, defender: d, plan, attacked, defenderPoolBefore };
  }

  /**
   * Steps 1–14 of a battle: its plan and outcome (winner, Stufenverlust, new Stufen, supply),
   * before the loser's retreat is checked (M6). Changes nothing.
   */
  resolveBattle(e: BattleEntry): ResolvedBattle {
    const planned = this.planBattle(e);
    // The entry is the report (its VP, Aufgegeben and losses); fields listed, not spread: V8
    // builds `{ ...planned }` on a slow path, once per battle of the campaign.
    const outcome = resolveBattle(planned.plan, e);
    return {
      attacker: planned.attacker,
      defender: planned.defender,
      plan: planned.plan,
      attacked: planned.attacked,
      defenderPoolBefore: planned.defenderPoolBefore,
      outcome,
    };
  }

  /** A battle's whole result (steps 1–14 and the map, M4–M9) as the replay records it. Changes nothing. */
  checkBattle(e: BattleEntry): AppliedBattle {
    return this.battle(e, false);
  }

  /** Applies a battle: checks it (checkBattle), then changes Stufen, pools and the map. */
  applyBattle(e: BattleEntry): AppliedBattle {
    return this.battle(e, true);
  }

  /** A booking's consequences (pool, Stufe, field before and after). Changes nothing. */
  checkBooking(e: BookingEntry): BookingConsequences {
    return this.booking(e, false);
  }

  /** Applies a booking: checks it (checkBooking), then changes the pool, the Stufe and the field. */
  applyBooking(e: BookingEntry): BookingConsequences {
    return this.booking(e, true);
  }

  /** Why the Armeen row `row` (data-row index) does not count; undefined when it counts. */
  armyRowRefusal(row: number): RuleError | undefined {
    return this.armyRowRefusals.get(row);
  }

  /** The listed army of a name as typed (armyByKey after nameKey), remembered per spelling. */
  private listedArmy(name: string): ArmyState | undefined {
    let state = this.armyByTypedName.get(name);
    if (state === undefined) {
      state = this.armyByKey.get(this.nameKey(name)) ?? null;
      this.armyByTypedName.set(name, state);
    }
    return state ?? undefined;
  }

  /** The Stufe of a named army now; null for a name the list does not know. */
  levelOf(name: string): number | null {
    return this.armyNamed(name)?.army.level ?? null;
  }

  /** A battle's result; with `commit`, applied too (after every check: a refused battle changes nothing). */
  private battle(e: BattleEntry, commit: boolean): AppliedBattle {
    // resolveBattle's steps without its result object: the replay applies every battle of the campaign.
    const { attacker: a, defender: d, plan, attacked, defenderPoolBefore } = this.planBattle(e);
    const outcome = resolveBattle(plan, e);
    const attackerWon = outcome.winner === ATTACKER;
    const won = attackerWon ? a : d;
    const lost = attackerWon ? d : a;
    const wonLevel = attackerWon ? outcome.attackerNewLevel : outcome.defenderNewLevel;
    const lostLevel = attackerWon ? outcome.defenderNewLevel : outcome.attackerNewLevel;
    const positions = this.positions;
    let onMap: BattleOnMap | null = null;
    if (positions && attacked !== null) {
      let retreat: number | null;
      try {
        retreat = checkedRetreat(positions, attacked, lost.army, won.army, lostLevel > 0, e.retreatTo ?? '', this.nameKey);
      } catch (error) {
        throw aboutField(error, 'retreatTo');
      }
      onMap = { attacked, retreat };
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
    if (positions && onMap) {
      const { fields } = positions.map;
      applied.map = { field: fields[onMap.attacked].name, retreat: onMap.retreat === null ? '' : fields[onMap.retreat].name };
    }
    if (commit) {
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
    }
    return applied;
  }

  /** A booking's consequences; with `commit`, applied too (after every check: a refused booking changes nothing). */
  private booking(e: BookingEntry, commit: boolean): BookingConsequences {
    // A pool-only booking may name a destroyed army (e.g. a refund): only Stufen need it alive.
    const state = e.army ? this.findArmy(e.army, FIELDS.army.header, 'army', 'diese Buchung', e.round, false) : null;
    let player: PlayerStanding;
    if (e.player) {
      player = this.findPlayer(e.player, FIELDS.player.header);
      if (state && state.owner !== player) {
        throw new RuleError(
          ruleText`Armee „${state.army.name}“ gehört ${namedPlayer(state.owner.name)}, nicht „${player.name}“; Spieler leer lassen oder den Spieler der Armee eintragen.`,
          'army',
        );
      }
    } else if (state) {
      player = state.owner;
    } else {
      throw new RuleError('Spieler und Armee fehlen; eine Buchung braucht einen Spieler, eine Armee oder beides.', 'player');
    }
    const levelBefore = state ? state.army.level : null;
    let levelAfter = levelBefore;
    if (e.levels !== 0) {
      if (!state) throw new RuleError(`Stufen ${signedText(e.levels)} brauchen eine Armee; bitte die Armee eintragen.`, 'army');
      const { army } = state;
      // "vernichtet" is final: a destroyed army is not revived by a booking; the organiser
      // raises a new army in the Armeen list instead (its history stays readable).
      if (army.level === 0) {
        throw new RuleError(
          `Armee „${army.name}“ ist vernichtet (Stufe 0); ihr können keine Stufen mehr gebucht werden – ` +
            `für neue Truppen eine neue Armee im Blatt Armeen anlegen.`,
          'army',
        );
      }
      levelAfter = army.level + e.levels;
      if (levelAfter > MAX_LEVEL || levelAfter < 0) {
        throw new RuleError(
          `Stufen ${signedText(e.levels)} ergäben für „${army.name}“ Stufe ${formatNumber(levelAfter)}; ` +
            `erlaubt sind Stufen 0 bis ${MAX_LEVEL} (Stufe vorher: ${army.level}).`,
          'levels',
        );
      }
    }
    const poolAfter = player.pool + e.supply;
    if (poolAfter < 0) {
      throw new RuleError(
        ruleText`Versorgung ${signedText(e.supply)} ergäbe ${forPlayer(player.name)} einen Versorgungspool von ${shownNumber(poolAfter)} VP; der Pool darf nicht unter 0 fallen (Versorgungspool: ${shownNumber(player.pool)} VP).`,
        'supply',
      );
    }
    const positions = this.positions;
    let target: number | null = null;
    if (positions) {
      try {
        target = bookingTarget(
          positions,
          e.kind,
          state ? state.army : null,
          state ? state.army.level > 0 : false,
          e.field,
          this.nameKey,
        );
      } catch (error) {
        throw aboutField(error, 'field');
      }
    }
    const fieldBefore = state ? this.fieldNameOf(state.army) : '';
    const destroyed = levelAfter === 0;
    const fieldAfter = destroyed ? '' : target !== null ? positions!.map.fields[target].name : fieldBefore;
    const consequences: BookingConsequences = {
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
      poolBefore: player.pool,
      levelBefore,
      fieldBefore,
      fieldAfter,
    };
    if (commit) {
      player.pool = poolAfter;
      if (state && levelAfter !== null) state.army.level = levelAfter;
      if (positions && state) {
        if (target !== null) positions.enter(state.army, target);
        leaveIfDestroyed(positions, state.army);
      }
    }
    return consequences;
  }

  private addPlayer(table: Table<keyof typeof PLAYERS_SPEC.columns>, row: number): void {
    const nameKey = this.nameKey;
    const parsed = parsePlayer(table, row);
    try {
      if (!parsed.ok) throw new RuleError(parsed.text);
      const e = parsed.entry;
      if (this.playerByKey.has(nameKey(e.name))) {
        throw new RuleError(`Spieler „${e.name}“ steht schon weiter oben im Blatt Spieler; Spielernamen müssen eindeutig sein.`);
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
      this.players.push(player);
      this.playerByKey.set(nameKey(e.name), player);
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
      const name = parseText(cellOf(table, row, 'name'));
      this.rejectedPlayers.push({ row, name, player: '', error: error.message });
      if (name && !this.playerRowError.has(nameKey(name))) this.playerRowError.set(nameKey(name), error.message);
    }
  }

  private addArmy(
    table: Table<keyof typeof ARMIES_SPEC.columns>,
    map: Table<keyof typeof ARMIES_MAP_SPEC.columns> | null,
    row: number,
  ): void {
    const nameKey = this.nameKey;
    const parsed = parseArmy(table, row, map);
    try {
      if (!parsed.ok) throw new RuleError(parsed.text, parsed.field);
      const e = parsed.entry;
      const listed = this.armyByKey.get(nameKey(e.name));
      if (listed) {
        // Names the army already there as listed (the letter case may differ) and where: the
        // organiser reads this at a sheet row and at the form „Neue Armee“, whose row is not written yet.
        throw new RuleError(
          `Eine Armee „${listed.army.name}“ gibt es schon (Zeile ${listed.army.row + 2} im Blatt Armeen, ` +
            `Spieler ${listed.owner.name}); bitte einen anderen Namen wählen.`,
          'army',
        );
      }
      const owner = this.findPlayer(e.player, FIELDS.player.header);
      const startField = this.fields && e.startField ? this.fields.map.byKey.get(nameKey(e.startField)) : undefined;
      if (this.fields && e.startField && !startField) {
        throw new RuleError(ruleText`Startfeld „${e.startField}“${unknownIn('Felder', 'Felder')}`, 'startField');
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
      this.armies.push(army);
      this.armyByKey.set(nameKey(e.name), { army, owner });
      if (startField) this.toPlace.push({ army, field: startField.index });
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
      const name = parseText(cellOf(table, row, 'name'));
      const player = parseText(cellOf(table, row, 'player'));
      this.rejectedArmies.push({ row, name, player, error: error.message });
      this.armyRowRefusals.set(row, error);
      if (name && !this.armyRowError.has(nameKey(name))) this.armyRowError.set(nameKey(name), error.message);
    }
  }

  private findPlayer(name: string, label: string): PlayerStanding {
    const key = this.nameKey(name);
    const player = this.playerByKey.get(key);
    if (player) return player;
    const rowError = this.playerRowError.get(key);
    if (rowError !== undefined) {
      throw new RuleError(ruleText`${label} „${name}“${listedWrongly(PLAYERS_SPEC.sheet, rowError)}`, 'player');
    }
    throw new RuleError(ruleText`${label} „${name}“${unknownIn(PLAYERS_SPEC.sheet, PLAYERS_SPEC.sheet)}`, 'player');
  }

  /**
   * The army a row refers to, if it may take part at that moment. `label` and `field`: the side
   * or column naming it; `rowNoun` ("diese Schlacht") and `round`: the row, for the
   * not-yet-raised message.
   */
  private findArmy(
    name: string,
    label: string,
    field: FieldKey,
    rowNoun: string,
    round: number,
    mustBeAlive: boolean,
    state = this.listedArmy(name),
  ): ArmyState {
    if (!state) {
      const rowError = this.armyRowError.get(this.nameKey(name));
      if (rowError !== undefined) {
        throw new RuleError(ruleText`${label} „${name}“${listedWrongly(ARMIES_SPEC.sheet, rowError)}`, field);
      }
      throw new RuleError(ruleText`${label} „${name}“${unknownIn(ARMIES_SPEC.sheet, ARMIES_SPEC.sheet)}`, field);
    }
    const { army } = state;
    if (round < army.raisedInRound) {
      throw new RuleError(
        `${label} „${army.name}“ wird erst in Runde ${army.raisedInRound} aufgestellt; ${rowNoun} ist in Runde ${round}.`,
        field,
      );
    }
    if (mustBeAlive && army.level === 0) {
      throw new RuleError(`${label} „${army.name}“ ist vernichtet (Stufe 0) und kann keine Schlachten mehr schlagen.`, field);
    }
    return state;
  }
}

/** M2: a destroyed army (Stufe 0) leaves the map at once. */
function leaveIfDestroyed(positions: MapPositions<ArmyStanding>, army: ArmyStanding): void {
  if (army.level === 0) positions.leave(army);
}

function forEachRow<K extends string>(table: Table<K>, visit: (row: number) => void): void {
  for (let row = 0; row < table.rows.length; row++) {
    if (!isBlankRow(table, row)) visit(row);
  }
}
