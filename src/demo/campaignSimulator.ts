import {
  ATTACKER,
  BattlePlan,
  DEFENDER,
  GaveUp,
  lossThresholds,
  MAX_LEVEL,
  maxMobilisation,
  planBattle,
  pointsForLevel,
  resolveBattle,
} from '../rules';
import { CellValue } from '../rules/cells/cellValue';
import { UPGRADE_PRICE_PER_LEVEL } from '../rules/constants';
import { upgradeSupply } from '../rules/bookingForm';

/** What one Stufe costs (an Aufwertung, a new army's first Stufe): the campaign's price, never a literal. */
const PRICE = UPGRADE_PRICE_PER_LEVEL;
import {
  ARMIES_MAP_SPEC,
  ARMIES_SPEC,
  BATTLES_MAP_SPEC,
  BATTLES_SPEC,
  BOOKINGS_MAP_SPEC,
  BOOKINGS_SPEC,
  CampaignTables,
  PLAYERS_SPEC,
} from '../rules/campaign';
import { applyBattleOnMap, isAdjacent, MapArmy, MapPositions, retreatOptions } from '../rules/map';
import { DemoMap } from './demoMap';
import { MISSIONS } from './demoNames';
import { Random } from './random';

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

export interface SimPlayer {
  name: string;
  faction: string;
  startingSupply: number;
  pool: number;
}

export interface SimArmy {
  name: string;
  player: SimPlayer;
  startLevel: number;
  raisedInRound: number;
  level: number;
  /** Its Startfeld (field index) on a map campaign. */
  startField?: number;
}

/** The map state of a simulation: the same MapPositions the replay keeps. */
interface SimMapState {
  demo: DemoMap;
  positions: MapPositions<MapArmy>;
  /** The map's view of each army (player by name). */
  of: Map<SimArmy, MapArmy>;
  /** Battles whose loser was encircled and retreated to a Primärgebiet or fortress. */
  encirclements: number;
}

const headersOf = (spec: { columns: Record<string, { header: string }> }): string[] =>
  Object.values(spec.columns).map((c) => c.header);

const UNKNOWN_ARMY = 'Phantomlegion';
const UNKNOWN_PLAYER = 'Unbekannter Feldherr';

/**
 * Plays a campaign with the rules core and writes it down as the four input sheets, in replay
 * order (per round: bookings, then battles), so the generator's state is the state the
 * replay will see at each row. Fault rows are written but never applied, like the replay does.
 */
export class CampaignSimulator {
  readonly battleRows: CellValue[][] = [];
  readonly bookingRows: CellValue[][] = [];
  private submissions = 0;
  private readonly onMap: SimMapState | null;

  constructor(
    readonly random: Random,
    readonly players: SimPlayer[],
    readonly armies: SimArmy[],
    readonly profile: BattleProfile,
    map: DemoMap | null = null,
  ) {
    this.onMap = map && {
      demo: map,
      positions: new MapPositions<MapArmy>(map.map),
      of: new Map(armies.map((a, row) => [a, { name: a.name, player: a.player.name, row }])),
      encirclements: 0,
    };
  }

  /** The input sheets, each with its header row (the contract's column order, map columns last). */
  sheets(): CampaignTables {
    const m = this.onMap;
    const fieldName = (i: number | undefined) => (m && i !== undefined ? m.demo.map.fields[i].name : '');
    const tables: CampaignTables = {
      armies: [
        [...headersOf(ARMIES_SPEC), ...(m ? headersOf(ARMIES_MAP_SPEC) : [])],
        ...this.armies.map((a) => [
          a.name,
          a.player.name,
          a.startLevel,
          a.raisedInRound === 1 ? '' : a.raisedInRound,
          ...(m ? [fieldName(a.startField)] : []),
        ]),
      ],
      players: [headersOf(PLAYERS_SPEC), ...this.players.map((p) => [p.name, p.faction, p.startingSupply || ''])],
      battles: [[...headersOf(BATTLES_SPEC), ...(m ? headersOf(BATTLES_MAP_SPEC) : [])], ...this.battleRows],
      bookings: [[...headersOf(BOOKINGS_SPEC), ...(m ? headersOf(BOOKINGS_MAP_SPEC) : [])], ...this.bookingRows],
    };
    if (m) tables.fields = m.demo.table;
    return tables;
  }

  // --- The map ----------------------------------------------------------------------------

  get encirclements(): number {
    return this.onMap?.encirclements ?? 0;
  }

  private fieldOf(army: SimArmy): number | null {
    return this.onMap ? this.onMap.positions.fieldOf(this.onMap.of.get(army)!) : null;
  }

  /** M2: armies raised this round enter their Startfeld before the round's Buchungen. */
  startRound(round: number): void {
    const m = this.onMap;
    if (!m) return;
    for (const army of this.armies) {
      if (army.raisedInRound === round && army.startField !== undefined) m.positions.enter(m.of.get(army)!, army.startField);
    }
  }

  /** A Bewegung to a free neighbouring field, towards the enemy when one is near; false if none is free. */
  move(round: number, army: SimArmy): boolean {
    const m = this.onMap;
    const from = this.fieldOf(army);
    if (!m || from === null || army.level < 1 || army.raisedInRound > round) return false;
    const free = m.demo.map.fields[from].neighbours.filter((f) => m.positions.isFreeFor(f, army.player.name));
    if (free.length === 0) return false;
    const nearEnemy = free.filter((f) =>
      m.demo.map.fields[f].neighbours.some((n) => !m.positions.isFreeFor(n, army.player.name)),
    );
    const to = this.random.pick(nearEnemy.length > 0 ? nearEnemy : free);
    const name = m.demo.map.fields[to].name;
    this.booking(round, '', army.name, 'Bewegung', 0, 0, `${army.name} zieht nach ${name}`, name);
    m.positions.enter(m.of.get(army)!, to);
    return true;
  }

  /** The organiser puts an army that had to leave the map back on it (Korrektur mit Feld). */
  returnToMap(round: number, army: SimArmy): boolean {
    const m = this.onMap;
    if (!m || army.level < 1 || army.raisedInRound > round || this.fieldOf(army) !== null) return false;
    const home = m.demo.primary[this.players.indexOf(army.player)];
    const free = m.demo.map.fields.map((f) => f.index).filter((f) => m.positions.isFreeFor(f, army.player.name));
    const to = home !== undefined && m.positions.isFreeFor(home, army.player.name) ? home : free[0];
    if (to === undefined) return false;
    const name = m.demo.map.fields[to].name;
    this.booking(round, '', army.name, 'Korrektur', 0, 0, `Spielleitung setzt ${army.name} nach ${name}`, name);
    m.positions.enter(m.of.get(army)!, to);
    return true;
  }

  /** Map rows that break a rule on purpose: an attack on a field that is not adjacent, a move too far. */
  mapFault(round: number, fault: 'attackNotAdjacent' | 'moveNotAdjacent'): boolean {
    const m = this.onMap;
    if (!m) return false;
    const alive = this.alive(round).filter((a) => this.fieldOf(a) !== null);
    const far = (a: SimArmy, f: number) => f !== this.fieldOf(a) && !isAdjacent(m.demo.map, this.fieldOf(a)!, f);
    if (fault === 'moveNotAdjacent') {
      const army = alive[0];
      const to = army && m.demo.map.fields.find((f) => far(army, f.index) && m.positions.isFreeFor(f.index, army.player.name));
      if (!army || !to) return false;
      this.booking(round, '', army.name, 'Bewegung', 0, 0, faultNote('Bewegung auf ein nicht benachbartes Feld'), to.name);
      return true;
    }
    for (const a of alive) {
      const d = alive.find((x) => x.player !== a.player && far(a, this.fieldOf(x)!));
      if (d) {
        this.battleRow(
          round,
          a.name,
          d.name,
          0,
          0,
          20,
          10,
          '',
          100,
          100,
          faultNote('Angriff auf ein nicht benachbartes Feld'),
          a.player.name,
        );
        return true;
      }
    }
    return false;
  }

  /** Applies a counted battle to the map (M5, M6) and returns the loser's Rückzug nach. */
  private battleOnMap(attacker: SimArmy, defender: SimArmy, attackerWon: boolean): string {
    const m = this.onMap;
    if (!m) return '';
    const [won, lost] = attackerWon ? [attacker, defender] : [defender, attacker];
    const [mapWon, mapLost] = [m.of.get(won)!, m.of.get(lost)!];
    const attacked = this.fieldOf(defender)!;
    let retreat: number | null = null;
    if (lost.level > 0) {
      const options = retreatOptions(m.positions, attacked, mapLost, mapWon);
      if (options.fields.length > 0) retreat = this.random.pick(options.fields);
      if (options.encircled && retreat !== null) m.encirclements++;
    }
    applyBattleOnMap(m.positions, { attacked, retreat }, mapWon, attackerWon, won.level > 0, mapLost);
    for (const a of [attacker, defender]) if (a.level === 0) m.positions.leave(m.of.get(a)!);
    return retreat === null ? '' : m.demo.map.fields[retreat].name;
  }

  /** M4 on a map: both on the map, on adjacent fields; without a map any two may fight. */
  private mayMeet(a: SimArmy, d: SimArmy): boolean {
    if (!this.onMap) return true;
    const [from, to] = [this.fieldOf(a), this.fieldOf(d)];
    return from !== null && to !== null && isAdjacent(this.onMap.demo.map, from, to);
  }

  date(round: number, day: number): Date {
    return new Date(Date.UTC(2026, 0, 3 + (round - 1) * 14 + day));
  }

  alive(round: number): SimArmy[] {
    return this.armies.filter((a) => a.level > 0 && a.raisedInRound <= round);
  }

  // --- Bookings ---------------------------------------------------------------------------

  private booking(
    round: number | '',
    player: string,
    army: string,
    kind: string,
    supply: number,
    levels: number,
    note: string,
    field = '',
  ): void {
    const date = this.date(round === '' ? 1 : round, 0);
    // Einreichungs-ID stays blank: the demo's bookings were typed, not sent by the form.
    this.bookingRows.push([
      round,
      date,
      player,
      army,
      kind,
      supply || '',
      levels || '',
      note,
      '',
      ...(this.onMap ? [field] : []),
    ]);
  }

  supplyPhase(round: number, amount = 1000): void {
    for (const p of this.players) {
      this.booking(round, p.name, '', 'Versorgungsphase', amount, 0, `Versorgung Runde ${round}`);
      p.pool += amount;
    }
  }

  /** −500 VP, +1 Stufe (campaign), when the pool allows it. */
  upgrade(round: number, army: SimArmy): boolean {
    if (army.level < 1 || army.level >= MAX_LEVEL || army.player.pool < PRICE || army.raisedInRound > round) return false;
    this.booking(round, '', army.name, 'Aufwertung', upgradeSupply(1), 1, `${army.name} auf Stufe ${army.level + 1}`);
    army.player.pool -= PRICE;
    army.level++;
    return true;
  }

  /** A retreat without battle: −1 Stufe (campaign). */
  retreat(round: number, army: SimArmy): boolean {
    if (army.level < 2 || army.raisedInRound > round) return false;
    this.booking(round, army.player.name, army.name, 'Rückzug', 0, -1, 'Rückzug ohne Schlacht');
    army.level--;
    return true;
  }

  /** Two armies of one player become one: `from`'s Stufen move to `into` (at most 4). */
  merge(round: number, into: SimArmy, from: SimArmy): boolean {
    const moved = Math.min(from.level, MAX_LEVEL - into.level);
    if (into.player !== from.player || into === from || moved < 1 || from.level !== moved) return false;
    if (into.raisedInRound > round || from.raisedInRound > round || into.level < 1) return false;
    this.booking(round, '', into.name, 'Zusammenlegung', 0, moved, `${from.name} geht in ${into.name} auf`);
    this.booking(round, '', from.name, 'Zusammenlegung', 0, -moved, `geht in ${into.name} auf`);
    into.level += moved;
    from.level = 0;
    if (this.onMap) this.onMap.positions.leave(this.onMap.of.get(from)!);
    return true;
  }

  /** Raising a new army costs 500 VP (its Stufe 1); the army itself is in the Armeen list. */
  newArmy(round: number, army: SimArmy): boolean {
    if (army.raisedInRound !== round || army.player.pool < PRICE) return false;
    this.booking(round, '', army.name, 'Neue Armee', -PRICE, 0, `${army.name} aufgestellt`);
    army.player.pool -= PRICE;
    return true;
  }

  /** An organiser's correction on a player's pool. */
  correction(round: number, player: SimPlayer, supply: number): boolean {
    if (player.pool + supply < 0) return false;
    this.booking(round, player.name, '', 'Korrektur', supply, 0, 'Korrektur der Spielleitung');
    player.pool += supply;
    return true;
  }

  bookingFault(round: number, fault: BookingFault): boolean {
    const r = this.random;
    const note = faultNote(BOOKING_FAULT_NOTES[fault]);
    const alive = this.alive(round);
    switch (fault) {
      case 'levelAboveMax': {
        const army = maxBy(alive, (a) => a.level);
        if (!army) return false;
        const levels = MAX_LEVEL + 1 - army.level;
        this.booking(round, '', army.name, 'Aufwertung', upgradeSupply(levels), levels, note);
        return true;
      }
      case 'levelBelowZero': {
        const army = alive.length ? r.pick(alive) : undefined;
        if (!army) return false;
        this.booking(round, '', army.name, 'Rückzug', 0, -(army.level + 1), note);
        return true;
      }
      case 'poolBelowZero': {
        const army = alive.find((a) => a.level < MAX_LEVEL);
        if (!army) return false;
        this.booking(round, '', army.name, 'Aufwertung', -(army.player.pool + PRICE), 1, note);
        return true;
      }
      case 'missingRound': {
        this.booking('', r.pick(this.players).name, '', 'Versorgungsphase', 1000, 0, note);
        return true;
      }
      case 'unknownArmy':
        this.booking(round, '', UNKNOWN_ARMY, 'Aufwertung', upgradeSupply(1), 1, note);
        return true;
      case 'unknownPlayer':
        this.booking(round, UNKNOWN_PLAYER, '', 'Versorgungsphase', 1000, 0, note);
        return true;
      case 'destroyedArmyLevels': {
        const army = this.armies.find((a) => a.level === 0 && a.raisedInRound <= round && a.player.pool >= PRICE);
        if (!army) return false;
        this.booking(round, '', army.name, 'Aufwertung', upgradeSupply(1), 1, note);
        return true;
      }
      case 'otherPlayersArmy': {
        const army = alive.find((a) => a.level < MAX_LEVEL);
        const other = this.players.find((p) => army && p !== army.player && p.pool >= PRICE);
        if (!army || !other) return false;
        this.booking(round, other.name, army.name, 'Aufwertung', upgradeSupply(1), 1, note);
        return true;
      }
    }
  }

  // --- Battles ----------------------------------------------------------------------------

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
  ): void {
    const n = ++this.submissions;
    const day = 1 + (n % 12);
    const date = this.date(round === '' ? 1 : round, day);
    this.battleRows.push([
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
      `demo-${String(n).padStart(5, '0')}`,
      ...(this.onMap ? [retreatTo] : []),
    ]);
  }

  /** Two armies of different players that may fight now, or none. */
  private pair(round: number, accept: (a: SimArmy, d: SimArmy) => boolean = () => true): [SimArmy, SimArmy] | null {
    const alive = this.alive(round);
    if (alive.length < 2) return null;
    if (this.onMap) {
      // On a map only neighbours meet: few pairs, so all of them are listed and one is drawn.
      const pairs: [SimArmy, SimArmy][] = [];
      for (const a of alive)
        for (const d of alive) if (a.player !== d.player && this.mayMeet(a, d) && accept(a, d)) pairs.push([a, d]);
      // Now and then a defender with no free field around it: a loss there is an encirclement (M6).
      const m = this.onMap;
      const trapped = pairs.filter(
        ([a, d]) => retreatOptions(m.positions, this.fieldOf(d)!, m.of.get(d)!, m.of.get(a)!).encircled,
      );
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

  /** A battle by the rules, applied to the state; false if no two armies can fight. */
  battle(round: number, note = ''): boolean {
    const found = this.pair(round);
    if (!found) return false;
    const [a, d] = found;
    const r = this.random;
    const max = maxMobilisation(pointsForLevel(d.level), pointsForLevel(a.level), d.player.pool);
    const mobilisation = max > 0 && r.chance(0.7) ? (r.chance(0.6) ? max : r.int(0, max / 250) * 250) : 0;
    let plan: BattlePlan = planBattle({
      attackerLevel: a.level,
      defenderLevel: d.level,
      mobilisation,
      defenderPool: d.player.pool,
    });
    if (plan.scalingAllowed && r.chance(this.profile.scaling)) {
      const scaledTo = r.pick(plan.scalingOptions);
      plan = planBattle({ attackerLevel: a.level, defenderLevel: d.level, mobilisation, scaledTo, defenderPool: d.player.pool });
    }
    const gaveUp: GaveUp = r.chance(this.profile.gaveUp) ? r.pick([ATTACKER, DEFENDER] as const) : '';
    const report = {
      attackerVP: r.int(0, 90),
      defenderVP: r.int(0, 90),
      gaveUp,
      attackerLosses: this.losses(plan.attacker),
      defenderLosses: this.losses(plan.defender),
    };
    const outcome = resolveBattle(plan, report);
    d.player.pool -= plan.mobilisation;
    (outcome.winner === ATTACKER ? a : d).player.pool += outcome.supply;
    a.level = outcome.attackerNewLevel;
    d.level = outcome.defenderNewLevel;
    const retreatTo = this.battleOnMap(a, d, outcome.winner === ATTACKER);
    this.battleRow(
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
      this.battleRow(
        at,
        name(attacker),
        name(defender),
        mobilisation,
        scaledTo,
        r.int(0, 90),
        r.int(0, 90),
        '',
        losses,
        100,
        note,
        by,
      );
      return true;
    };
    const alive = this.alive(round);
    const pts = (a: SimArmy) => pointsForLevel(a.level);
    switch (fault) {
      case 'unknownArmy':
        // Always possible, so a generator can fall back on it to keep its row count.
        return write(UNKNOWN_ARMY, alive.length > 0 ? r.pick(alive) : (this.armies[0]?.name ?? 'Namenlose Schar'));
      case 'destroyedArmy': {
        const dead = this.armies.find((x) => x.level === 0 && x.raisedInRound <= round);
        const other = dead && alive.find((x) => x.player !== dead.player);
        return !!(dead && other) && write(other!, dead!);
      }
      case 'sameArmy':
        return alive.length > 0 && ((army) => write(army, army))(r.pick(alive));
      case 'mobilisationAbovePool': {
        const found = this.pair(round, (a, d) => {
          const byPoints = maxMobilisation(pts(d), pts(a), Number.MAX_SAFE_INTEGER);
          return byPoints > maxMobilisation(pts(d), pts(a), d.player.pool);
        });
        if (!found) return false;
        const [a, d] = found;
        return write(a, d, maxMobilisation(pts(d), pts(a), d.player.pool) + 250);
      }
      case 'mobilisationStep': {
        const found = this.pair(round, (a, d) => a.level > d.level);
        return !!found && write(found[0], found[1], 300);
      }
      case 'mobilisationByAttacker': {
        const found = this.pair(round, (a, d) => a.level < d.level);
        return !!found && write(found[0], found[1], 250);
      }
      case 'scalingNotAllowed': {
        const found = this.pair(round, (a, d) => a.level !== d.level);
        return !!found && write(found[0], found[1], 0, 3000);
      }
      case 'lossesOutOfRange': {
        const found = this.pair(round, (a, d) => a.level === d.level);
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
