import { ATTACKER, DEFENDER, GaveUp, lossThresholds, MAX_LEVEL, maxMobilisation, pointsForLevel } from '../rules';
import { CellValue } from '../rules/cells/cellValue';
import { UPGRADE_PRICE_PER_LEVEL } from '../rules/constants';
import { upgradeSupply } from '../rules/bookingForm';
import { RuleError } from '../rules/ruleError';
import {
  ARMIES_MAP_SPEC,
  ARMIES_SPEC,
  ArmyState,
  BATTLES_MAP_SPEC,
  BATTLES_SPEC,
  BOOKINGS_MAP_SPEC,
  BOOKINGS_SPEC,
  CampaignState,
  CampaignTables,
  PLAYERS_SPEC,
  PlayerStanding,
  readTable,
  ResolvedBattle,
  Table,
} from '../rules/campaign';
import { BattleEntry, BookingEntry, parseBattle, parseBooking, Parsed } from '../rules/campaign/entries';
import { isAdjacent, retreatOptions } from '../rules/map';
import { DemoMap } from './demoMap';
import { MISSIONS } from './demoNames';
import { Random } from './random';

/** What one Stufe costs (an Aufwertung, a new army's first Stufe): the campaign's price, never a literal. */
const PRICE = UPGRADE_PRICE_PER_LEVEL;

/** Every row a generator breaks on purpose starts its Notiz with this. */
export const FAULT_MARK = 'Absichtlich fehlerhaft';

/** Rule-breaking battle rows a generator can write (docs/REGELN.md, „Das Kampagnenbuch“). */
export const BATTLE_FAULTS = [
  'unknownArmy',
  'destroyedArmy',
  'sameArmy',
  'mobilisationAbovePool',
  'mobilisationStep',
  'mobilisationByAttacker',
  'scalingNotAllowed',
  'lossesOutOfRange',
  'missingRound',
  'notYetRaised',
] as const;
export type BattleFault = (typeof BATTLE_FAULTS)[number];

export const BOOKING_FAULTS = [
  'levelAboveMax',
  'levelBelowZero',
  'poolBelowZero',
  'missingRound',
  'unknownArmy',
  'unknownPlayer',
  'destroyedArmyLevels',
  'otherPlayersArmy',
] as const;
export type BookingFault = (typeof BOOKING_FAULTS)[number];

/** Notiz of each fault: what is wrong, in German, after FAULT_MARK. */
const BATTLE_FAULT_NOTES: Record<BattleFault, string> = {
  unknownArmy: 'unbekannte Armee',
  destroyedArmy: 'vernichtete Armee kämpft',
  sameArmy: 'dieselbe Armee auf beiden Seiten',
  mobilisationAbovePool: 'Mobilisierung über dem Versorgungspool',
  mobilisationStep: 'Mobilisierung nicht in 250er-Schritten',
  mobilisationByAttacker: 'Mobilisierung, obwohl der Verteidiger nicht unterlegen ist',
  scalingNotAllowed: 'Skalieren nicht erlaubt',
  lossesOutOfRange: 'Verluste über den gespielten Punkten',
  missingRound: 'Runde fehlt',
  notYetRaised: 'Armee ist noch nicht aufgestellt',
};
const BOOKING_FAULT_NOTES: Record<BookingFault, string> = {
  levelAboveMax: 'Stufe über 4',
  levelBelowZero: 'Stufe unter 0',
  poolBelowZero: 'Versorgungspool unter 0',
  missingRound: 'Runde fehlt',
  unknownArmy: 'unbekannte Armee',
  unknownPlayer: 'unbekannter Spieler',
  destroyedArmyLevels: 'Stufen für eine vernichtete Armee',
  otherPlayersArmy: 'Armee eines anderen Spielers',
};

export const faultNote = (text: string): string => `${FAULT_MARK}: ${text}`;

/** How battles go: chances of each loss band (0, 1, 2 levels, annihilation) and of giving up. */
export interface BattleProfile {
  lossBands: [number, number, number, number];
  gaveUp: number;
  scaling: number;
}

/** A player of the Spieler list; the pool is the state's (CampaignSimulator.pool). */
export interface SimPlayer {
  name: string;
  faction: string;
  startingSupply: number;
}

/** An army of the Armeen list; its Stufe now is the state's (CampaignSimulator.level). */
export interface SimArmy {
  name: string;
  player: SimPlayer;
  startLevel: number;
  raisedInRound: number;
  /** Its Startfeld (field index) on a map campaign. */
  startField?: number;
}

/** One Schlachten or Buchungen row as the sheet has it, before it is written. */
type Row = CellValue[];

const headersOf = (spec: { columns: Record<string, { header: string }> }): string[] =>
  Object.values(spec.columns).map((c) => c.header);

const UNKNOWN_ARMY = 'Phantomlegion';
const UNKNOWN_PLAYER = 'Unbekannter Feldherr';

/**
 * Plays a campaign and writes it down as the four input sheets, in replay order (per round:
 * bookings, then battles). It keeps no rule and no standing of its own: every row is read
 * like the sheet's row (parseBattle/parseBooking) and applied to one CampaignState, the one
 * the replay is a loop over, and every Stufe, pool and field it decides with is read from
 * that state. A row the state refuses is not written. Fault rows are checked by the state,
 * written only when it refuses them, and never applied — as the replay will do.
 */
export class CampaignSimulator {
  readonly battleRows: Row[] = [];
  readonly bookingRows: Row[] = [];
  /** The campaign after every row written so far that counts. */
  readonly state: CampaignState;
  private submissions = 0;
  private readonly lists: Pick<CampaignTables, 'players' | 'armies' | 'fields'>;
  private readonly withMap: boolean;
  private readonly battleTable: Table<keyof typeof BATTLES_SPEC.columns>;
  private readonly battleMapTable: Table<keyof typeof BATTLES_MAP_SPEC.columns> | null;
  private readonly bookingTable: Table<keyof typeof BOOKINGS_SPEC.columns>;
  private readonly bookingMapTable: Table<keyof typeof BOOKINGS_MAP_SPEC.columns> | null;
  /** The state's army and player of each simulated one. */
  private readonly armyState = new Map<SimArmy, ArmyState>();
  private readonly playerState = new Map<SimPlayer, PlayerStanding>();
  /** The highest round with a battle row: a booking of it would be replayed before that battle. */
  private battleRound = 0;
  private encircled = 0;

  constructor(
    readonly random: Random,
    readonly players: SimPlayer[],
    readonly armies: SimArmy[],
    readonly profile: BattleProfile,
    private readonly map: DemoMap | null = null,
  ) {
    this.withMap = map !== null;
    const fieldName = (i: number | undefined) => (map && i !== undefined ? map.map.fields[i].name : '');
    this.lists = {
      players: [headersOf(PLAYERS_SPEC), ...players.map((p) => [p.name, p.faction, p.startingSupply || ''])],
      armies: [
        [...headersOf(ARMIES_SPEC), ...(map ? headersOf(ARMIES_MAP_SPEC) : [])],
        ...armies.map((a) => [
          a.name,
          a.player.name,
          a.startLevel,
          a.raisedInRound === 1 ? '' : a.raisedInRound,
          ...(map ? [fieldName(a.startField)] : []),
        ]),
      ],
      ...(map && { fields: map.table }),
    };
    this.state = new CampaignState(this.lists);
    const refused = [...this.state.rejectedPlayers, ...this.state.rejectedArmies];
    if (refused.length > 0) throw new Error(`Simulator: fehlerhafte Listen: ${refused.map((r) => r.error).join(' ')}`);
    for (const a of armies) this.armyState.set(a, this.state.armyNamed(a.name)!);
    for (const p of players) this.playerState.set(p, this.state.playerNamed(p.name)!);
    const battleHeader = [...headersOf(BATTLES_SPEC), ...(map ? headersOf(BATTLES_MAP_SPEC) : [])];
    const bookingHeader = [...headersOf(BOOKINGS_SPEC), ...(map ? headersOf(BOOKINGS_MAP_SPEC) : [])];
    this.battleTable = readTable([battleHeader], BATTLES_SPEC);
    this.battleMapTable = map ? readTable([battleHeader], BATTLES_MAP_SPEC) : null;
    this.bookingTable = readTable([bookingHeader], BOOKINGS_SPEC);
    this.bookingMapTable = map ? readTable([bookingHeader], BOOKINGS_MAP_SPEC) : null;
  }

  /** The input sheets, each with its header row (the contract's column order, map columns last). */
  sheets(): CampaignTables {
    const tables: CampaignTables = {
      armies: this.lists.armies,
      players: this.lists.players,
      battles: [[...headersOf(BATTLES_SPEC), ...(this.withMap ? headersOf(BATTLES_MAP_SPEC) : [])], ...this.battleRows],
      bookings: [[...headersOf(BOOKINGS_SPEC), ...(this.withMap ? headersOf(BOOKINGS_MAP_SPEC) : [])], ...this.bookingRows],
    };
    if (this.lists.fields) tables.fields = this.lists.fields;
    return tables;
  }

  // --- The state ----------------------------------------------------------------------------

  /** The army's Stufe now, as the state has it. */
  level(army: SimArmy): number {
    return this.armyState.get(army)!.army.level;
  }

  /** The player's Versorgungspool now, as the state has it. */
  pool(player: SimPlayer): number {
    return this.playerState.get(player)!.pool;
  }

  alive(round: number): SimArmy[] {
    return this.armies.filter((a) => this.level(a) > 0 && a.raisedInRound <= round);
  }

  /** A row of `round` is about to be written: the state enters it (M2) as the replay does. */
  private enter(round: number | '', kind: 'battle' | 'booking'): void {
    if (round === '') return;
    if (kind === 'booking' && round <= this.battleRound) {
      // The replay applies a round's Buchungen before its battles; the state here would not.
      throw new Error(`Simulator: Buchung in Runde ${round} nach einer Schlacht dieser Runde`);
    }
    if (kind === 'battle' && round > this.battleRound) this.battleRound = round;
    this.state.enterRound(round);
  }

  // One-row tables, their row swapped per parse: the simulator writes thousands of rows.
  private parsedBattle(row: Row): Parsed<BattleEntry> {
    this.battleTable.rows[0] = row;
    if (this.battleMapTable) this.battleMapTable.rows[0] = row;
    const parsed = parseBattle(this.battleTable, 0, this.battleMapTable);
    if (parsed.ok) parsed.entry.row = this.battleRows.length;
    return parsed;
  }

  private parsedBooking(row: Row): Parsed<BookingEntry> {
    this.bookingTable.rows[0] = row;
    if (this.bookingMapTable) this.bookingMapTable.rows[0] = row;
    const parsed = parseBooking(this.bookingTable, 0, this.bookingMapTable);
    if (parsed.ok) parsed.entry.row = this.bookingRows.length;
    return parsed;
  }

  /** Writes a row that counts: applied to the state first; nothing is written when the state refuses it. */
  private count(kind: 'battle' | 'booking', row: Row): boolean {
    const round = row[0] as number | '';
    this.enter(round, kind);
    try {
      if (kind === 'battle') {
        const parsed = this.parsedBattle(row);
        if (!parsed.ok) return false;
        this.state.applyBattle(parsed.entry);
      } else {
        const parsed = this.parsedBooking(row);
        if (!parsed.ok) return false;
        this.state.applyBooking(parsed.entry);
      }
    } catch (error) {
      if (error instanceof RuleError) return false;
      throw error;
    }
    this.write(kind, row);
    return true;
  }

  /** Writes a fault row: only when the state refuses it, and without applying it. */
  private plant(kind: 'battle' | 'booking', row: Row): boolean {
    this.enter(row[0] as number | '', kind);
    const parsed = kind === 'battle' ? this.parsedBattle(row) : this.parsedBooking(row);
    if (parsed.ok) {
      try {
        if (kind === 'battle') this.state.checkBattle(parsed.entry as BattleEntry);
        else this.state.checkBooking(parsed.entry as BookingEntry);
        return false; // the state would count it: no fault
      } catch (error) {
        if (!(error instanceof RuleError)) throw error;
      }
    }
    this.write(kind, row);
    return true;
  }

  private write(kind: 'battle' | 'booking', row: Row): void {
    if (kind === 'booking') {
      this.bookingRows.push(row);
      return;
    }
    // The Einreichungs-ID counts the battle rows written.
    const n = ++this.submissions;
    row[15] = `demo-${String(n).padStart(5, '0')}`;
    this.battleRows.push(row);
  }

  // --- The map ----------------------------------------------------------------------------

  get encirclements(): number {
    return this.encircled;
  }

  private fieldOf(army: SimArmy): number | null {
    return this.state.positions ? this.state.positions.fieldOf(this.armyState.get(army)!.army) : null;
  }

  /** M2: armies raised this round enter their Startfeld before the round's Buchungen (the state does it). */
  startRound(round: number): void {
    this.enter(round, 'booking');
  }

  /** A Bewegung to a free neighbouring field, towards the enemy when one is near; false if none is free. */
  move(round: number, army: SimArmy): boolean {
    const positions = this.state.positions;
    const from = this.fieldOf(army);
    if (!positions || from === null || army.raisedInRound > round) return false;
    const { fields } = positions.map;
    const player = army.player.name;
    const free = fields[from].neighbours.filter((f) => positions.isFreeFor(f, player));
    if (free.length === 0) return false;
    const nearEnemy = free.filter((f) => fields[f].neighbours.some((n) => !positions.isFreeFor(n, player)));
    const to = fields[this.random.pick(nearEnemy.length > 0 ? nearEnemy : free)].name;
    return this.count('booking', this.bookingRow(round, '', army.name, 'Bewegung', 0, 0, `${army.name} zieht nach ${to}`, to));
  }

  /** The organiser puts an army that had to leave the map back on it (Korrektur mit Feld). */
  returnToMap(round: number, army: SimArmy): boolean {
    const positions = this.state.positions;
    if (!positions || !this.map || this.level(army) < 1 || army.raisedInRound > round || this.fieldOf(army) !== null) {
      return false;
    }
    const player = army.player.name;
    const home = this.map.primary[this.players.indexOf(army.player)];
    const free = positions.map.fields.map((f) => f.index).filter((f) => positions.isFreeFor(f, player));
    const to = home !== undefined && positions.isFreeFor(home, player) ? home : free[0];
    if (to === undefined) return false;
    const name = positions.map.fields[to].name;
    return this.count(
      'booking',
      this.bookingRow(round, '', army.name, 'Korrektur', 0, 0, `Spielleitung setzt ${army.name} nach ${name}`, name),
    );
  }

  /** Map rows that break a rule on purpose: an attack on a field that is not adjacent, a move too far. */
  mapFault(round: number, fault: 'attackNotAdjacent' | 'moveNotAdjacent'): boolean {
    const positions = this.state.positions;
    if (!positions) return false;
    const { map } = positions;
    const alive = this.alive(round).filter((a) => this.fieldOf(a) !== null);
    const far = (a: SimArmy, f: number) => f !== this.fieldOf(a) && !isAdjacent(map, this.fieldOf(a)!, f);
    if (fault === 'moveNotAdjacent') {
      const army = alive[0];
      const to = army && map.fields.find((f) => far(army, f.index) && positions.isFreeFor(f.index, army.player.name));
      if (!army || !to) return false;
      const note = faultNote('Bewegung auf ein nicht benachbartes Feld');
      return this.plant('booking', this.bookingRow(round, '', army.name, 'Bewegung', 0, 0, note, to.name));
    }
    for (const a of alive) {
      const d = alive.find((x) => x.player !== a.player && far(a, this.fieldOf(x)!));
      if (d) {
        const note = faultNote('Angriff auf ein nicht benachbartes Feld');
        return this.plant('battle', this.battleRow(round, a.name, d.name, 0, 0, 20, 10, '', 100, 100, note, a.player.name));
      }
    }
    return false;
  }

  /**
   * The loser's Rückzug nach (M6) for a resolved battle: a legal field drawn at random, or
   * blank when it is destroyed, has none, or there is no map.
   */
  private retreatFor(battle: ResolvedBattle): string {
    const positions = this.state.positions;
    if (!positions || battle.attacked === null) return '';
    const attackerWon = battle.outcome.winner === ATTACKER;
    const [won, lost] = attackerWon ? [battle.attacker, battle.defender] : [battle.defender, battle.attacker];
    const lostLevel = attackerWon ? battle.outcome.defenderNewLevel : battle.outcome.attackerNewLevel;
    if (lostLevel === 0) return '';
    const options = retreatOptions(positions, battle.attacked, lost.army, won.army);
    if (options.fields.length === 0) return '';
    const retreat = this.random.pick(options.fields);
    if (options.encircled) this.encircled++;
    return positions.map.fields[retreat].name;
  }

  /** M4 on a map: both on the map, on adjacent fields; without a map any two may fight. */
  private mayMeet(a: SimArmy, d: SimArmy): boolean {
    const positions = this.state.positions;
    if (!positions) return true;
    const [from, to] = [this.fieldOf(a), this.fieldOf(d)];
    return from !== null && to !== null && isAdjacent(positions.map, from, to);
  }

  date(round: number, day: number): Date {
    return new Date(Date.UTC(2026, 0, 3 + (round - 1) * 14 + day));
  }

  // --- Bookings ---------------------------------------------------------------------------

  private bookingRow(
    round: number | '',
    player: string,
    army: string,
    kind: string,
    supply: number,
    levels: number,
    note: string,
    field = '',
  ): Row {
    const date = this.date(round === '' ? 1 : round, 0);
    // Einreichungs-ID stays blank: the demo's bookings were typed, not sent by the form.
    return [round, date, player, army, kind, supply || '', levels || '', note, '', ...(this.withMap ? [field] : [])];
  }

  supplyPhase(round: number, amount = 1000): void {
    for (const p of this.players) {
      this.count('booking', this.bookingRow(round, p.name, '', 'Versorgungsphase', amount, 0, `Versorgung Runde ${round}`));
    }
  }

  /** −500 VP, +1 Stufe (campaign), when the state allows it. */
  upgrade(round: number, army: SimArmy): boolean {
    const note = `${army.name} auf Stufe ${this.level(army) + 1}`;
    return this.count('booking', this.bookingRow(round, '', army.name, 'Aufwertung', upgradeSupply(1), 1, note));
  }

  /** A retreat without battle: −1 Stufe (campaign); never the army's last Stufe. */
  retreat(round: number, army: SimArmy): boolean {
    if (this.level(army) < 2) return false;
    return this.count('booking', this.bookingRow(round, army.player.name, army.name, 'Rückzug', 0, -1, 'Rückzug ohne Schlacht'));
  }

  /** Two armies of one player become one: `from`'s Stufen move to `into` (at most 4). */
  merge(round: number, into: SimArmy, from: SimArmy): boolean {
    const moved = Math.min(this.level(from), MAX_LEVEL - this.level(into));
    if (into.player !== from.player || into === from || moved < 1 || this.level(from) !== moved) return false;
    if (into.raisedInRound > round || from.raisedInRound > round || this.level(into) < 1) return false;
    if (
      !this.count(
        'booking',
        this.bookingRow(round, '', into.name, 'Zusammenlegung', 0, moved, `${from.name} geht in ${into.name} auf`),
      )
    ) {
      return false;
    }
    if (!this.count('booking', this.bookingRow(round, '', from.name, 'Zusammenlegung', 0, -moved, `geht in ${into.name} auf`))) {
      throw new Error(`Simulator: ${from.name} kann nicht in ${into.name} aufgehen`);
    }
    return true;
  }

  /** Raising a new army costs 500 VP (its Stufe 1); the army itself is in the Armeen list. */
  newArmy(round: number, army: SimArmy): boolean {
    if (army.raisedInRound !== round) return false;
    return this.count('booking', this.bookingRow(round, '', army.name, 'Neue Armee', -PRICE, 0, `${army.name} aufgestellt`));
  }

  /** An organiser's correction on a player's pool. */
  correction(round: number, player: SimPlayer, supply: number): boolean {
    return this.count('booking', this.bookingRow(round, player.name, '', 'Korrektur', supply, 0, 'Korrektur der Spielleitung'));
  }

  bookingFault(round: number, fault: BookingFault): boolean {
    const r = this.random;
    const note = faultNote(BOOKING_FAULT_NOTES[fault]);
    const alive = this.alive(round);
    const plant = (...cells: [number | '', string, string, string, number, number]) =>
      this.plant('booking', this.bookingRow(...cells, note));
    switch (fault) {
      case 'levelAboveMax': {
        const army = maxBy(alive, (a) => this.level(a));
        if (!army) return false;
        const levels = MAX_LEVEL + 1 - this.level(army);
        return plant(round, '', army.name, 'Aufwertung', upgradeSupply(levels), levels);
      }
      case 'levelBelowZero': {
        const army = alive.length ? r.pick(alive) : undefined;
        if (!army) return false;
        return plant(round, '', army.name, 'Rückzug', 0, -(this.level(army) + 1));
      }
      case 'poolBelowZero': {
        const army = alive.find((a) => this.level(a) < MAX_LEVEL);
        if (!army) return false;
        return plant(round, '', army.name, 'Aufwertung', -(this.pool(army.player) + PRICE), 1);
      }
      case 'missingRound':
        return plant('', r.pick(this.players).name, '', 'Versorgungsphase', 1000, 0);
      case 'unknownArmy':
        return plant(round, '', UNKNOWN_ARMY, 'Aufwertung', upgradeSupply(1), 1);
      case 'unknownPlayer':
        return plant(round, UNKNOWN_PLAYER, '', 'Versorgungsphase', 1000, 0);
      case 'destroyedArmyLevels': {
        const army = this.armies.find((a) => this.level(a) === 0 && a.raisedInRound <= round && this.pool(a.player) >= PRICE);
        if (!army) return false;
        return plant(round, '', army.name, 'Aufwertung', upgradeSupply(1), 1);
      }
      case 'otherPlayersArmy': {
        const army = alive.find((a) => this.level(a) < MAX_LEVEL);
        const other = this.players.find((p) => army && p !== army.player && this.pool(p) >= PRICE);
        if (!army || !other) return false;
        return plant(round, other.name, army.name, 'Aufwertung', upgradeSupply(1), 1);
      }
    }
  }

  // --- Battles ----------------------------------------------------------------------------

  /** A Schlachten row; its Einreichungs-ID is set when it is written. */
  private battleRow(
    round: number | '',
    attacker: string,
    defender: string,
    mobilisation: number,
    scaledTo: number,
    attackerVP: number,
    defenderVP: number,
    gaveUp: GaveUp,
    attackerLosses: number,
    defenderLosses: number,
    note: string,
    enteredBy: string,
    retreatTo = '',
  ): Row {
    const day = 1 + ((this.submissions + 1) % 12);
    const date = this.date(round === '' ? 1 : round, day);
    return [
      round,
      date,
      attacker,
      defender,
      mobilisation || '',
      scaledTo || '',
      attackerVP,
      defenderVP,
      gaveUp,
      attackerLosses,
      defenderLosses,
      this.random.pick(MISSIONS),
      note,
      enteredBy,
      this.date(round === '' ? 1 : round, day + 1),
      '',
      ...(this.withMap ? [retreatTo] : []),
    ];
  }

  /** Two armies of different players that may fight now, or none. */
  private pair(round: number, accept: (a: SimArmy, d: SimArmy) => boolean = () => true): [SimArmy, SimArmy] | null {
    const alive = this.alive(round);
    if (alive.length < 2) return null;
    const positions = this.state.positions;
    if (positions) {
      // On a map only neighbours meet: few pairs, so all of them are listed and one is drawn.
      const pairs: [SimArmy, SimArmy][] = [];
      for (const a of alive)
        for (const d of alive) if (a.player !== d.player && this.mayMeet(a, d) && accept(a, d)) pairs.push([a, d]);
      // Now and then a defender with no free field around it: a loss there is an encirclement (M6).
      const standing = (x: SimArmy) => this.armyState.get(x)!.army;
      const trapped = pairs.filter(([a, d]) => retreatOptions(positions, this.fieldOf(d)!, standing(d), standing(a)).encircled);
      if (trapped.length > 0 && this.random.chance(0.5)) return this.random.pick(trapped);
      return pairs.length > 0 ? this.random.pick(pairs) : null;
    }
    // A few random tries first (variety), then a full scan (so a possible pair is found).
    for (let i = 0; i < 12; i++) {
      const a = this.random.pick(alive);
      const d = this.random.pick(alive);
      if (a.player !== d.player && this.mayMeet(a, d) && accept(a, d)) return [a, d];
    }
    for (const a of alive) for (const d of alive) if (a.player !== d.player && this.mayMeet(a, d) && accept(a, d)) return [a, d];
    return null;
  }

  private losses(played: number): number {
    const t = lossThresholds(played);
    const bands: [number, number][] = [
      [0, t.oneLevel - 1],
      [t.oneLevel, t.twoLevels - 1],
      [t.twoLevels, t.annihilation - 1],
      [t.annihilation, played],
    ];
    let x = this.random.next();
    for (let i = 0; i < bands.length; i++) {
      x -= this.profile.lossBands[i];
      if (x < 0 || i === bands.length - 1) return this.random.int(bands[i][0], bands[i][1]);
    }
    return 0;
  }

  /** A battle by the rules, planned and applied by the state; false if no two armies can fight. */
  battle(round: number, note = ''): boolean {
    const found = this.pair(round);
    if (!found) return false;
    const [a, d] = found;
    const r = this.random;
    this.enter(round, 'battle');
    // The Stufen and the pool as the state has them; the state's own plan follows below.
    const max = maxMobilisation(pointsForLevel(this.level(d)), pointsForLevel(this.level(a)), this.pool(d.player));
    const mobilisation = max > 0 && r.chance(0.7) ? (r.chance(0.6) ? max : r.int(0, max / 250) * 250) : 0;
    let plan = this.state.planBattle({ round, attacker: a.name, defender: d.name, mobilisation }).plan;
    if (plan.scalingAllowed && r.chance(this.profile.scaling)) {
      const scaledTo = r.pick(plan.scalingOptions);
      plan = this.state.planBattle({ round, attacker: a.name, defender: d.name, mobilisation, scaledTo }).plan;
    }
    const gaveUp: GaveUp = r.chance(this.profile.gaveUp) ? r.pick([ATTACKER, DEFENDER] as const) : '';
    const report = {
      attackerVP: r.int(0, 90),
      defenderVP: r.int(0, 90),
      gaveUp,
      attackerLosses: this.losses(plan.attacker),
      defenderLosses: this.losses(plan.defender),
    };
    // The loser's retreat needs the outcome first; only a map has one.
    const retreatTo = this.state.positions
      ? this.retreatFor(
          this.state.resolveBattle({
            row: this.battleRows.length,
            round,
            attacker: a.name,
            defender: d.name,
            mobilisation: plan.mobilisation,
            scaledTo: plan.scaledTo,
            ...report,
          }),
        )
      : '';
    const row = this.battleRow(
      round,
      a.name,
      d.name,
      plan.mobilisation,
      plan.scaledTo,
      report.attackerVP,
      report.defenderVP,
      gaveUp,
      report.attackerLosses,
      report.defenderLosses,
      note,
      a.player.name,
      retreatTo,
    );
    // Planned by the state's own rules: a refusal here is a mistake in this file.
    if (!this.count('battle', row)) throw new Error(`Simulator: die Schlacht ${a.name} gegen ${d.name} zählt nicht`);
    return true;
  }

  /** A rule-breaking battle row, built from the current state; false if the state allows none. */
  battleFault(round: number, fault: BattleFault): boolean {
    const note = faultNote(BATTLE_FAULT_NOTES[fault]);
    const r = this.random;
    const write = (
      attacker: SimArmy | string,
      defender: SimArmy | string,
      mobilisation = 0,
      scaledTo = 0,
      losses = 100,
      at: number | '' = round,
    ) => {
      const name = (x: SimArmy | string) => (typeof x === 'string' ? x : x.name);
      const by = typeof attacker === 'string' ? this.players[0].name : attacker.player.name;
      const [attackerVP, defenderVP] = [r.int(0, 90), r.int(0, 90)];
      return this.plant(
        'battle',
        this.battleRow(
          at,
          name(attacker),
          name(defender),
          mobilisation,
          scaledTo,
          attackerVP,
          defenderVP,
          '',
          losses,
          100,
          note,
          by,
        ),
      );
    };
    const alive = this.alive(round);
    const pts = (a: SimArmy) => pointsForLevel(this.level(a));
    switch (fault) {
      case 'unknownArmy':
        // Always possible, so a generator can fall back on it to keep its row count.
        return write(UNKNOWN_ARMY, alive.length > 0 ? r.pick(alive) : (this.armies[0]?.name ?? 'Namenlose Schar'));
      case 'destroyedArmy': {
        const dead = this.armies.find((x) => this.level(x) === 0 && x.raisedInRound <= round);
        const other = dead && alive.find((x) => x.player !== dead.player);
        return !!(dead && other) && write(other!, dead!);
      }
      case 'sameArmy':
        return alive.length > 0 && ((army) => write(army, army))(r.pick(alive));
      case 'mobilisationAbovePool': {
        const found = this.pair(round, (a, d) => {
          const byPoints = maxMobilisation(pts(d), pts(a), Number.MAX_SAFE_INTEGER);
          return byPoints > maxMobilisation(pts(d), pts(a), this.pool(d.player));
        });
        if (!found) return false;
        const [a, d] = found;
        return write(a, d, maxMobilisation(pts(d), pts(a), this.pool(d.player)) + 250);
      }
      case 'mobilisationStep': {
        const found = this.pair(round, (a, d) => this.level(a) > this.level(d));
        return !!found && write(found[0], found[1], 300);
      }
      case 'mobilisationByAttacker': {
        const found = this.pair(round, (a, d) => this.level(a) < this.level(d));
        return !!found && write(found[0], found[1], 250);
      }
      case 'scalingNotAllowed': {
        const found = this.pair(round, (a, d) => this.level(a) !== this.level(d));
        return !!found && write(found[0], found[1], 0, 3000);
      }
      case 'lossesOutOfRange': {
        const found = this.pair(round, (a, d) => this.level(a) === this.level(d));
        return !!found && write(found[0], found[1], 0, 0, pts(found[0]) + 50);
      }
      case 'missingRound': {
        const found = this.pair(round);
        return !!found && write(found[0], found[1], 0, 0, 100, '');
      }
      case 'notYetRaised': {
        const future = this.armies.find((x) => x.raisedInRound > round);
        const other = future && alive.find((x) => x.player !== future.player);
        return !!(future && other) && write(other!, future!);
      }
    }
  }

  /**
   * Moves the last battle row of `round` to the end of the sheet: a late entry. The replay
   * order is unchanged, since it stays that round's last battle.
   */
  lateEntry(round: number): void {
    let index = -1;
    this.battleRows.forEach((row, i) => {
      if (row[0] === round) index = i;
    });
    if (index < 0) return;
    const [row] = this.battleRows.splice(index, 1);
    if (!String(row[12]).startsWith(FAULT_MARK)) row[12] = 'Nachgetragen';
    this.battleRows.push(row);
  }
}

function maxBy<T>(items: T[], key: (item: T) => number): T | undefined {
  let best: T | undefined;
  for (const item of items) if (best === undefined || key(item) > key(best)) best = item;
  return best;
}
