import { CampaignTables } from '../rules/campaign';
import { BATTLE_FAULTS, BattleProfile, BOOKING_FAULTS, CampaignSimulator, SimArmy, SimPlayer } from './campaignSimulator';
import { armyNames, FACTIONS, playerName } from './demoNames';
import { Random } from './random';

export interface GenerateOptions {
  battles: number;
  armies: number;
  bookings: number;
  /** Default: one per ten armies, at least 8. */
  players?: number;
  seed?: number;
  /** Share of battle and booking rows that break a rule on purpose (marked in Notiz). */
  faultShare?: number;
}

/** Mostly harmless battles, so armies survive a long campaign. */
const LONG_CAMPAIGN: BattleProfile = { lossBands: [0.96, 0.03, 0.008, 0.002], gaveUp: 0.01, scaling: 0.2 };

/**
 * A campaign of any size for benchmarks and tests: exactly `battles` battle rows, `armies`
 * armies and `bookings` ledger rows (supply phase every round, upgrades, retreats), played by
 * the rules so nearly every row counts. Deterministic for a given seed.
 */
export function generateCampaign(options: GenerateOptions): CampaignTables {
  return simulateCampaign(options).sheets();
}

/** The simulation behind generateCampaign, with its CampaignState after the last row. */
export function simulateCampaign(options: GenerateOptions): CampaignSimulator {
  const random = new Random(options.seed ?? 40000);
  const playerCount = options.players ?? Math.max(8, Math.round(options.armies / 10));
  const faultShare = options.faultShare ?? 0.01;
  // Rounds: about two battles per army and round, and room for a supply phase each round.
  const rounds = Math.max(
    1,
    Math.min(Math.ceil(options.battles / Math.max(1, options.armies / 2)), Math.floor((options.bookings * 0.6) / playerCount)),
  );

  const players: SimPlayer[] = Array.from({ length: playerCount }, (_, i) => {
    const startingSupply = random.int(0, 4) * 250;
    return { name: playerName(i), faction: FACTIONS[i % FACTIONS.length], startingSupply };
  });
  const names = armyNames(options.armies);
  const armies: SimArmy[] = names.map((name, i) => {
    // Six in ten armies start in round 1, the rest join over the campaign.
    const raisedInRound = i < options.armies * 0.6 || rounds === 1 ? 1 : 2 + (i % (rounds - 1));
    const startLevel = random.int(1, 3);
    return { name, player: players[i % playerCount], startLevel, raisedInRound };
  });
  const sim = new CampaignSimulator(random, players, armies, LONG_CAMPAIGN);

  let bookingsLeft = options.bookings;
  let battlesLeft = options.battles;
  let battleFault = 0;
  let bookingFault = 0;
  for (let round = 1; round <= rounds; round++) {
    const roundsLeft = rounds - round + 1;
    let bookingBudget = Math.ceil(bookingsLeft / roundsLeft);
    if (bookingBudget >= playerCount) {
      sim.supplyPhase(round);
      bookingBudget -= playerCount;
      bookingsLeft -= playerCount;
    }
    for (; bookingBudget > 0; bookingBudget--, bookingsLeft--) {
      // Fault kinds take turns; one the state cannot produce now is skipped, not retried.
      if (random.chance(faultShare) && sim.bookingFault(round, BOOKING_FAULTS[bookingFault++ % BOOKING_FAULTS.length])) {
        continue;
      }
      if (!(random.chance(0.85) ? upgradeSomeone(sim, round) : sim.retreat(round, random.pick(armies)))) {
        sim.correction(round, random.pick(players), 250);
      }
    }
    const battleBudget = Math.ceil(battlesLeft / roundsLeft);
    for (let i = 0; i < battleBudget; i++, battlesLeft--) {
      if (random.chance(faultShare) && sim.battleFault(round, BATTLE_FAULTS[battleFault++ % BATTLE_FAULTS.length])) {
        continue;
      }
      // When no two armies can fight any more, a row naming an unknown army keeps the count.
      if (!sim.battle(round)) sim.battleFault(round, 'unknownArmy');
    }
  }
  return sim;
}

/** A random player who can afford it upgrades their weakest army. */
function upgradeSomeone(sim: CampaignSimulator, round: number): boolean {
  const player = sim.random.pick(sim.players);
  let weakest: SimArmy | undefined;
  for (const a of sim.armies) {
    if (
      a.player === player &&
      sim.level(a) > 0 &&
      sim.level(a) < 4 &&
      a.raisedInRound <= round &&
      (!weakest || sim.level(a) < sim.level(weakest))
    ) {
      weakest = a;
    }
  }
  return !!weakest && sim.upgrade(round, weakest);
}
