// The state a replay takes on its way (replayWithHistory's `before`, the portal's one replay) is
// the state campaignStateBefore replays up to the same point: every standing, every army's
// field, and what a battle or a booking appended there would meet. The replay itself stays as
// it is without such points.
import fc from 'fast-check';
import { demoCampaign } from '../../../src/demo';
import { CampaignTables, replayCampaign } from '../../../src/rules/campaign';
import { CampaignState } from '../../../src/rules/campaign/campaignState';
import { replayWithHistory } from '../../../src/rules/campaign/history';
import { campaignStateBefore, NextRow } from '../../../src/rules/campaign/replay';
import { simulateMapCampaign } from '../map/simulatedMapCampaign';
import { campaignArb } from './campaignArbitrary';
import { ruleOutcome as outcome } from '../ruleOutcome';

/** What a caller can read of a state, and what rows appended at `at` would meet there. */
function seen(state: CampaignState, at: NextRow): unknown {
  const armies = state.armies.slice(0, 8);
  const positions = state.positions;
  const battles = armies.flatMap((a, i) =>
    armies.slice(i + 1, i + 4).map((d) =>
      outcome(() =>
        state.checkBattle({
          row: 999,
          round: at.round,
          attacker: a.name,
          defender: d.name,
          mobilisation: 0,
          scaledTo: 0,
          attackerVP: 10,
          defenderVP: 5,
          gaveUp: '',
          attackerLosses: 300,
          defenderLosses: 600,
          retreatTo: positions ? (positions.map.fields[0]?.name ?? '') : '',
        }),
      ),
    ),
  );
  const bookings = armies.map((a) =>
    outcome(() =>
      state.checkBooking({
        row: 999,
        round: at.round,
        player: '',
        army: a.name,
        kind: 'Aufwertung',
        supply: -500,
        levels: 1,
        field: '',
      }),
    ),
  );
  const now = {
    round: state.round,
    players: state.players,
    armies: state.armies,
    rejected: [state.rejectedPlayers, state.rejectedArmies],
    fields: state.armies.map((a) => state.fieldNameOf(a)),
    holders: positions ? positions.holders : null,
    battles,
    bookings,
  };
  // Later rounds place the armies still waiting for their Startfeld (M2), in the same order.
  state.enterRound(at.round + 3);
  return { now, later: state.armies.map((a) => state.fieldNameOf(a)) };
}

function check(tables: CampaignTables, points: NextRow[]): void {
  const history = replayWithHistory(tables, points);
  points.forEach((at, i) => expect(seen(history.before[i], at)).toEqual(seen(campaignStateBefore(tables, at), at)));
  expect(history.replay).toEqual(replayCampaign(tables));
}

const point = (maxRound: number) =>
  fc.record({ kind: fc.constantFrom<NextRow['kind']>('battle', 'booking'), round: fc.integer({ min: 1, max: maxRound }) });

it('generated campaigns: each point taken during the replay is campaignStateBefore at that point', () => {
  fc.assert(
    fc.property(campaignArb, fc.array(point(6), { minLength: 1, maxLength: 4 }), (tables, points) => check(tables, points)),
    { numRuns: 300 },
  );
});

/** The first `battles` and `bookings` rows of a campaign with a map. */
const prefix = (tables: CampaignTables, battles: number, bookings: number): CampaignTables => ({
  ...tables,
  battles: tables.battles.slice(0, battles + 1),
  bookings: tables.bookings.slice(0, bookings + 1),
});

it('the demo campaign with its map and Status column, cut anywhere: the same states', () => {
  const demo = demoCampaign();
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: demo.battles.length }),
      fc.integer({ min: 0, max: demo.bookings.length }),
      fc.array(point(12), { minLength: 1, maxLength: 3 }),
      (battles, bookings, points) => check(prefix(demo, battles, bookings), points),
    ),
    { numRuns: 40 },
  );
});

it('a simulated map campaign (armies raised late onto their Startfeld): the same states', () => {
  const sim = simulateMapCampaign({ battles: 200, armies: 20, bookings: 60, rows: 6, columns: 6, roads: 6, rounds: 8 });
  const tables = { armies: sim.armies, players: sim.players, battles: sim.battles, bookings: sim.bookings, fields: sim.fields };
  fc.assert(
    fc.property(fc.array(point(10), { minLength: 1, maxLength: 3 }), (points) => check(tables, points)),
    { numRuns: 30 },
  );
});
