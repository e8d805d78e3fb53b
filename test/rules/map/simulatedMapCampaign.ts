// A large campaign on a map, played with the rules modules themselves so that nearly every row
// counts: the bench's map campaign (issue 11 §4) and a consistency test of the replay. Grid
// map of `rows × columns` fields with king's-move adjacency plus a few long roads; per round
// supply income, moves, upgrades, then battles between neighbours with legal retreats.
import { planBattle, resolveBattle } from '../../../src/rules/battle';
import { ATTACKER } from '../../../src/rules/constants';
import { CellMatrix, CellValue } from '../../../src/rules/cells/cellValue';
import { CampaignTables, nameKey } from '../../../src/rules/campaign';
import { applyBattleOnMap, MapArmy, MapPositions, readFields, retreatOptions } from '../../../src/rules/map';
import { Random } from '../../../src/demo/random';
import { ARMY_HEADER, BATTLE_HEADER, BOOKING_HEADER, PLAYER_HEADER } from '../campaign/fixture';
import { FIELD_HEADER } from './mapFixture';

export interface MapCampaignSize {
  battles: number;
  armies: number;
  bookings: number;
  /** The map is a grid; rows × columns fields. */
  rows: number;
  columns: number;
  /** Adjacencies beyond the grid's own, as long roads between random fields. */
  roads: number;
  rounds: number;
  seed?: number;
}

interface SimArmy extends MapArmy {
  level: number;
}

const PLAYER_COUNT = 8;
const MISSIONS = ['Vorposten halten', 'Nachschub sichern', 'Durchbruch', 'Aufklärung'];

export function simulateMapCampaign(size: MapCampaignSize): Required<CampaignTables> & { adjacencies: number } {
  const random = new Random(size.seed ?? 11);
  const players = Array.from({ length: PLAYER_COUNT }, (_, i) => `Spieler ${i + 1}`);
  const name = (r: number, c: number) => `Feld ${r + 1}-${c + 1}`;

  // The map: king's-move neighbours (listed one way: M1 makes them symmetric), some roads.
  const listed = new Map<string, string[]>();
  for (let r = 0; r < size.rows; r++) {
    for (let c = 0; c < size.columns; c++) {
      const next: string[] = [];
      for (const [dr, dc] of [
        [0, 1],
        [1, -1],
        [1, 0],
        [1, 1],
      ]) {
        const rr = r + dr;
        const cc = c + dc;
        if (rr < size.rows && cc >= 0 && cc < size.columns) next.push(name(rr, cc));
      }
      listed.set(name(r, c), next);
    }
  }
  const all = [...listed.keys()];
  for (let i = 0; i < size.roads; i++) listed.get(random.pick(all))!.push(random.pick(all));
  const fortress = new Set(Array.from({ length: Math.ceil(all.length / 25) }, () => random.pick(all)));
  const primary = new Map(players.map((p) => [random.pick(all), p]));
  const fieldRows: CellMatrix = [FIELD_HEADER];
  all.forEach((f, i) => {
    const type = primary.has(f) ? 'Primärgebiet' : fortress.has(f) ? 'Festung' : '';
    const holder = primary.get(f) ?? (fortress.has(f) ? random.pick(players) : '');
    fieldRows.push([f, type, holder, listed.get(f)!.join(', '), Math.floor(i / size.columns) + 1, (i % size.columns) + 1]);
  });
  const fieldsRead = readFields(fieldRows, (n) => players.find((p) => nameKey(p) === nameKey(n)) ?? null, nameKey);
  const map = fieldsRead.map;
  const adjacencies = map.fields.reduce((n, f) => n + f.neighbours.length, 0) / 2;

  const positions = new MapPositions<SimArmy>(map);
  const armies: SimArmy[] = Array.from({ length: size.armies }, (_, i) => ({
    name: `Armee ${i + 1}`,
    player: players[i % PLAYER_COUNT],
    row: i,
    level: random.int(1, 4),
  }));
  const armyRows: CellMatrix = [[...ARMY_HEADER, 'Startfeld']];
  for (const army of armies) {
    const start = random.pick(map.fields).index;
    positions.enter(army, start);
    armyRows.push([army.name, army.player, army.level, '', map.fields[start].name]);
  }
  const pools = new Map(players.map((p) => [p, 0]));
  const battleRows: CellMatrix = [[...BATTLE_HEADER, 'Rückzug nach']];
  const bookingRows: CellMatrix = [[...BOOKING_HEADER, 'Feld']];
  const alive = () => armies.filter((a) => a.level > 0 && positions.fieldOf(a) !== null);

  // Rows look like the demo's: dates, mission, who entered them (what a real campaign's cells hold).
  const date = (round: number, day: number) => new Date(Date.UTC(2026, 0, 3 + (round - 1) * 14 + day));
  const booking = (round: number, player: string, army: string, kind: string, supply: number, levels: number, field = '') =>
    bookingRows.push([round, date(round, 0), player, army, kind, supply || '', levels || '', `${kind} Runde ${round}`, field]);

  for (let round = 1; round <= size.rounds; round++) {
    // Buchungen: income for every player, then moves and upgrades up to this round's share.
    const bookingTarget = Math.round((size.bookings * round) / size.rounds);
    for (const p of players) {
      if (bookingRows.length - 1 >= bookingTarget) break;
      pools.set(p, pools.get(p)! + 1000);
      booking(round, p, '', 'Versorgungsphase', 1000, 0);
    }
    // The organiser puts armies that had to leave the map (encircled, no target) back on it.
    for (const army of armies) {
      if (bookingRows.length - 1 >= bookingTarget) break;
      if (army.level === 0 || positions.fieldOf(army) !== null) continue;
      const to = random.pick(map.fields).index;
      positions.enter(army, to);
      booking(round, '', army.name, 'Korrektur', 0, 0, map.fields[to].name);
    }
    while (bookingRows.length - 1 < bookingTarget) {
      const army = random.pick(alive());
      const from = positions.fieldOf(army)!;
      const free = map.fields[from].neighbours.filter((f) => positions.isFreeFor(f, army.player));
      if (army.level < 4 && pools.get(army.player)! >= 500 && random.chance(0.6)) {
        pools.set(army.player, pools.get(army.player)! - 500);
        army.level++;
        booking(round, '', army.name, 'Aufwertung', -500, 1);
      } else if (free.length > 0) {
        const to = random.pick(free);
        positions.enter(army, to);
        booking(round, '', army.name, 'Bewegung', 0, 0, map.fields[to].name);
      } else {
        pools.set(army.player, pools.get(army.player)! + 250);
        booking(round, army.player, '', 'Korrektur', 250, 0);
      }
    }

    // Battles: an army attacks an enemy on a neighbouring field.
    const battleTarget = Math.round((size.battles * round) / size.rounds);
    let attempts = 0;
    while (battleRows.length - 1 < battleTarget && attempts++ < size.battles * 20) {
      const attacker = random.pick(alive());
      const from = positions.fieldOf(attacker)!;
      const enemies = map.fields[from].neighbours.flatMap((f) =>
        [...positions.armiesOn(f)].filter((a) => a.player !== attacker.player),
      );
      if (enemies.length === 0) continue;
      const defender = random.pick(enemies);
      const attacked = positions.fieldOf(defender)!;
      const plan = planBattle({
        attackerLevel: attacker.level,
        defenderLevel: defender.level,
        defenderPool: pools.get(defender.player),
      });
      const report = {
        attackerVP: random.int(0, 40),
        defenderVP: random.int(0, 40),
        gaveUp: '' as const,
        attackerLosses: Math.floor(plan.attacker * random.next() * (random.chance(0.95) ? 0.24 : 0.9)),
        defenderLosses: Math.floor(plan.defender * random.next() * (random.chance(0.95) ? 0.24 : 0.9)),
      };
      const outcome = resolveBattle(plan, report);
      const [won, lost] = outcome.winner === ATTACKER ? [attacker, defender] : [defender, attacker];
      const wonLevel = won === attacker ? outcome.attackerNewLevel : outcome.defenderNewLevel;
      const lostLevel = lost === attacker ? outcome.attackerNewLevel : outcome.defenderNewLevel;
      const options = lostLevel > 0 ? retreatOptions(positions, attacked, lost, won).fields : [];
      const retreat = options.length > 0 ? random.pick(options) : null;
      pools.set(won.player, pools.get(won.player)! + outcome.supply);
      attacker.level = outcome.attackerNewLevel;
      defender.level = outcome.defenderNewLevel;
      applyBattleOnMap(positions, { attacked, retreat }, won, won === attacker, wonLevel > 0, lost);
      if (lostLevel === 0) positions.leave(lost);
      const day = random.int(1, 12);
      battleRows.push([
        round,
        date(round, day),
        attacker.name,
        defender.name,
        '',
        '',
        report.attackerVP,
        report.defenderVP,
        '',
        report.attackerLosses,
        report.defenderLosses,
        random.pick(MISSIONS),
        '',
        `${won.player}@beispiel.de`,
        date(round, day + 1),
        `karte-${battleRows.length}`,
        retreat === null ? '' : map.fields[retreat].name,
      ] as CellValue[]);
    }
  }

  return {
    armies: armyRows,
    players: [PLAYER_HEADER, ...players.map((p) => [p, 'Imperiale Garde', ''])],
    battles: battleRows,
    bookings: bookingRows,
    fields: fieldRows,
    adjacencies,
  };
}
