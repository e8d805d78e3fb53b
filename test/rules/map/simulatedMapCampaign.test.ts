// A campaign played with the map rules step by step must replay with every row counting, and
// the replay's map must be the one the play ended with.
import { replayCampaign } from '../../../src/rules';
import { fieldsTable } from '../../../src/rules/map';
import { simulateMapCampaign } from './simulatedMapCampaign';

it('a simulated map campaign (moves, battles, retreats, encirclements) replays with every row OK', () => {
  const tables = simulateMapCampaign({
    battles: 600,
    armies: 40,
    bookings: 150,
    rows: 8,
    columns: 10,
    roads: 20,
    rounds: 6,
    seed: 3,
  });
  expect(tables.battles.length - 1).toBe(600);
  const r = replayCampaign(tables);
  const errors = [...r.battles, ...r.bookings].filter((row) => row && row.error !== null).map((row) => row!.error);
  expect(errors).toEqual([]);
  // Some losers had to go somewhere other than an adjacent field, some left the map.
  const retreats = r.battles.map((b) => (b && b.error === null ? b.map?.retreat : undefined));
  expect(retreats.filter((x) => x === '').length).toBeGreaterThan(0);
  expect(
    fieldsTable(r)
      .slice(1)
      .every((row) => row[4] === 'OK'),
  ).toBe(true);
});
