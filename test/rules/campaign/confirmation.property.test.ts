// C2 as a property: a campaign whose battles carry random statuses gives exactly the standings
// — and, row for row, the results of the counting battles — of the same campaign with every
// row that does not count under its Status (gemeldet, bestritten, verworfen, unknown) removed.
import fc from 'fast-check';
import { armiesTable, battlesTable, CellValue, playersTable, replayCampaign } from '../../../src/rules';
import { CampaignTables } from '../../../src/rules/campaign';
import { battle, booking, campaign } from './fixture';

const ARMIES = ['Rote Faust', 'Eisenwölfe', 'Aschegarde', 'Sturmfalken', 'Glutbrigade'];
const PLAYERS = ['Anna', 'Bert', 'Carla'];
const COUNTING = ['', 'bestätigt', 'Bestaetigt', 'entschieden', ' ENTSCHIEDEN '];
const NOT_COUNTING = ['gemeldet', 'bestritten', 'Verworfen', 'offen'];

const battleRow = fc
  .record({
    round: fc.integer({ min: 1, max: 4 }),
    attacker: fc.constantFrom(...ARMIES),
    defender: fc.constantFrom(...ARMIES),
    mobilisation: fc.constantFrom<CellValue>('', '', '', 250, 500),
    attackerVP: fc.integer({ min: 0, max: 20 }),
    defenderVP: fc.integer({ min: 0, max: 20 }),
    gaveUp: fc.constantFrom('', '', '', 'Angreifer', 'Verteidiger'),
    attackerLosses: fc.integer({ min: 0, max: 600 }),
    defenderLosses: fc.integer({ min: 0, max: 600 }),
  })
  .map(battle);

const statusRow = fc.record({
  status: fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...COUNTING) },
    { weight: 1, arbitrary: fc.constantFrom(...NOT_COUNTING) },
  ),
  reportedBy: fc.constantFrom('', ...PLAYERS),
  reason: fc.constantFrom('', 'Falsche Verluste'),
});

const bookingRow = fc
  .record({
    round: fc.integer({ min: 1, max: 4 }),
    army: fc.constantFrom(...ARMIES),
    supply: fc.integer({ min: -1, max: 2 }).map((n) => n * 250),
    levels: fc.constantFrom(0, 0, 1, -1),
  })
  .map(booking);

const campaignArb = fc.record({
  levels: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: ARMIES.length, maxLength: ARMIES.length }),
  pools: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: PLAYERS.length, maxLength: PLAYERS.length }),
  battles: fc.array(fc.tuple(battleRow, statusRow), { maxLength: 25 }),
  bookings: fc.array(bookingRow, { maxLength: 10 }),
});

type Inputs = typeof campaignArb extends fc.Arbitrary<infer T> ? T : never;

function tables(c: Inputs, keep: (status: string) => boolean, withStatus: boolean): CampaignTables {
  const t = campaign({
    players: PLAYERS.map((name, i) => [name, c.pools[i] * 250] as [string, CellValue]),
    armies: ARMIES.map((name, i) => [name, PLAYERS[i % PLAYERS.length], c.levels[i]] as [string, string, CellValue]),
    bookings: c.bookings,
  });
  const rows = c.battles.filter(([, s]) => keep(s.status));
  const header = withStatus ? [...t.battles[0], 'Status', 'Gemeldet von', 'Einspruch'] : t.battles[0];
  const data = rows.map(([row, s]) => (withStatus ? [...row, s.status, s.reportedBy, s.reason] : row));
  return { ...t, battles: [header, ...data] };
}

const counts = (status: string) => COUNTING.includes(status);

it('random statuses give the standings of the campaign without the rows that do not count', () => {
  fc.assert(
    fc.property(campaignArb, (c) => {
      const all = replayCampaign(tables(c, () => true, true));
      const removed = replayCampaign(tables(c, counts, false));
      expect(armiesTable(all)).toEqual(armiesTable(removed));
      expect(playersTable(all)).toEqual(playersTable(removed));
      const countingRows = battlesTable(all)
        .slice(1)
        .filter((_, i) => counts(c.battles[i][1].status));
      expect(countingRows).toEqual(battlesTable(removed).slice(1));
      // And every row that does not count says so.
      c.battles.forEach(([, s], i) => {
        if (!counts(s.status)) expect(all.battles[i]?.error).toEqual(expect.any(String));
      });
    }),
    { numRuns: 300 },
  );
});
