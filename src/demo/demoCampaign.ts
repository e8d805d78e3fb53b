import { CampaignTables } from '../rules/campaign';
import {
  BATTLE_FAULTS,
  BattleFault,
  BattleProfile,
  BOOKING_FAULTS,
  BookingFault,
  CampaignSimulator,
  SimArmy,
  SimPlayer,
} from './campaignSimulator';
import { demoMap } from './demoMap';
import { armyNames, FACTIONS, PLAYER_NAMES } from './demoNames';
import { Random } from './random';

/** Chosen so the demo has every kind of broken row and an encirclement (checked at the end). */
const DEMO_SEED = 1741;
const ROUNDS = 5;
const PLAYERS = 8;
const ARMIES_PER_PLAYER = 3;
/** Armies raised later in the campaign (Aufgestellt in Runde), one per player. */
const LATE_ARMY_ROUND = 3;
const BATTLES_PER_ROUND = 14;

/** A lively campaign: every loss band and giving up happen now and then. */
const DEMO_PROFILE: BattleProfile = { lossBands: [0.6, 0.28, 0.09, 0.03], gaveUp: 0.04, scaling: 0.3 };

/**
 * The demo campaign of the local preview and the tests: 8 players, 32 armies (8 of them raised
 * in round 3), 5 rounds of 14 battles, the ledger of a real campaign (supply phase +1000 per
 * player and round, upgrades −500 VP +1 Stufe, new armies, a merge, retreats) and every kind
 * of rule-breaking row, each marked in its Notiz ("Absichtlich fehlerhaft: …"). The last
 * battle of round 2 stands at the end of the sheet, entered late. On a map of 30 fields (src/demo/demoMap.ts):
 * armies start near their Primärgebiet, march (Bewegung), fight neighbours and retreat by M6,
 * with at least one encirclement. Deterministic.
 */
export function demoCampaign(): CampaignTables {
  return demoSimulation().sheets();
}

/** The simulation behind demoCampaign, with its CampaignState after the last row. */
export function demoSimulation(): CampaignSimulator {
  const random = new Random(DEMO_SEED);
  const players: SimPlayer[] = PLAYER_NAMES.slice(0, PLAYERS).map((name, i) => {
    const startingSupply = [0, 250, 500][i % 3];
    return { name, faction: FACTIONS[i % FACTIONS.length], startingSupply };
  });
  const names = armyNames(PLAYERS * (ARMIES_PER_PLAYER + 1));
  const armies: SimArmy[] = names.map((name, i) => {
    const late = i >= PLAYERS * ARMIES_PER_PLAYER;
    // Each player gets armies of different Stufen (1–4 across the list).
    const startLevel = late ? 1 : 1 + ((i + Math.floor(i / PLAYERS)) % 4);
    return { name, player: players[i % PLAYERS], startLevel, raisedInRound: late ? LATE_ARMY_ROUND : 1 };
  });
  // The map: every army starts on its player's Primärgebiet or a field next to it.
  const map = demoMap(players.map((p) => p.name));
  armies.forEach((army) => {
    const home = map.primary[players.indexOf(army.player)];
    army.startField = random.pick([home, ...map.map.fields[home].neighbours]);
  });
  const sim = new CampaignSimulator(random, players, armies, DEMO_PROFILE, map);
  const mapFaults = new Set(['attackNotAdjacent', 'moveNotAdjacent'] as const);

  const battleFaults = new Set<BattleFault>(BATTLE_FAULTS);
  const bookingFaults = new Set<BookingFault>(BOOKING_FAULTS);
  let merged = false;
  for (let round = 1; round <= ROUNDS; round++) {
    sim.startRound(round);
    sim.supplyPhase(round);
    for (const army of armies) if (army.raisedInRound === round && round > 1) sim.newArmy(round, army);
    if (round === 2) merged = mergeOnce(sim, round);
    // Some players spend on upgrades, others save for mobilisation; the first player spends
    // everything on his strongest armies (so his pool runs low and mobilising beyond it happens).
    for (const army of armies.filter((a) => a.player === players[0]).sort((a, b) => sim.level(b) - sim.level(a))) {
      while (sim.upgrade(round, army));
    }
    // The others upgrade their weakest armies but keep 500 VP for mobilising.
    for (const player of players.slice(1)) {
      for (let n = 0; n < 3 && sim.pool(player) >= 1000; n++) {
        const weakest = armies
          .filter((a) => a.player === player && sim.level(a) > 0 && sim.level(a) < 4 && a.raisedInRound <= round)
          .sort((a, b) => sim.level(a) - sim.level(b))[0];
        if (!weakest || !sim.upgrade(round, weakest)) break;
      }
    }
    if (round >= 2) {
      const strong = armies.find((a) => sim.level(a) >= 3 && a.raisedInRound <= round && random.chance(0.5));
      if (strong) sim.retreat(round, strong);
    }
    for (const fault of [...bookingFaults]) if (sim.bookingFault(round, fault)) bookingFaults.delete(fault);
    // Armies that had to leave the map come back; then about half of them march.
    for (const army of armies) sim.returnToMap(round, army);
    for (const army of armies) if (random.chance(0.5)) sim.move(round, army);
    if (round === 2 && sim.mapFault(round, 'moveNotAdjacent')) mapFaults.delete('moveNotAdjacent');
    // Faults are spread over the round, between the battles that count.
    const faults = [...battleFaults];
    for (let i = 0; i < BATTLES_PER_ROUND; i++) {
      sim.battle(round);
      const fault = faults[i];
      if (fault && sim.battleFault(round, fault)) battleFaults.delete(fault);
    }
    if (round === 3 && sim.mapFault(round, 'attackNotAdjacent')) mapFaults.delete('attackNotAdjacent');
  }
  sim.lateEntry(2);
  if (!merged || battleFaults.size || bookingFaults.size || mapFaults.size || sim.encirclements === 0) {
    // The demo is fixed by its seed: this only happens when someone changes the script.
    const missing = [...battleFaults, ...bookingFaults, ...mapFaults, ...(merged ? [] : ['Zusammenlegung'])];
    throw new Error(`Demo-Kampagne unvollständig: ${missing.join(', ') || 'Einkesselung'}`);
  }
  return sim;
}

/** Merges a player's weakest army into another of theirs. */
function mergeOnce(sim: CampaignSimulator, round: number): boolean {
  for (const player of sim.players) {
    const own = sim
      .alive(round)
      .filter((a) => a.player === player)
      .sort((a, b) => sim.level(a) - sim.level(b));
    for (const from of own) for (const into of own) if (sim.merge(round, into, from)) return true;
  }
  return false;
}
