// What must not change the result of the replay (docs/REGELN.md, „Das Kampagnenbuch“): where a
// row stands in its sheet, as long as the rows of each round keep their order; and rows that
// break a rule, since they are never applied.
import fc from 'fast-check';
import { armiesTable, battlesTable, bookingsTable, CellValue, playersTable, replayCampaign } from '../../../src/rules';
import { CampaignTables } from '../../../src/rules/campaign';
import { campaignArb } from './campaignArbitrary';
import { battle, booking, campaign } from './fixture';

/** Every row's result, by its position in the original sheet, plus the standings. */
function outcome(t: CampaignTables, battleOrder: number[], bookingOrder: number[]) {
  const r = replayCampaign(t);
  const battles = battlesTable(r).slice(1);
  const bookings = bookingsTable(r).slice(1);
  const byOriginal = <T>(rows: T[], order: number[]) => {
    const out: T[] = new Array(rows.length);
    order.forEach((original, now) => (out[original] = rows[now]));
    return out;
  };
  return {
    armies: armiesTable(r),
    players: playersTable(r),
    battles: byOriginal(battles, battleOrder),
    bookings: byOriginal(bookings, bookingOrder),
  };
}

const roundOf = (row: CellValue[]) => String(row[0]);

/**
 * A new sheet order that keeps the rows of each round (and the rows without a round) in
 * their order: an interleaving of the per-round queues, driven by `choices`.
 */
function interleave(rows: CellValue[][], choices: number[]): number[] {
  const queues = new Map<string, number[]>();
  rows.forEach((row, i) => {
    const q = queues.get(roundOf(row)) ?? [];
    q.push(i);
    queues.set(roundOf(row), q);
  });
  const open = [...queues.values()];
  const order: number[] = [];
  let c = 0;
  while (open.length) {
    const k = (choices[c++ % Math.max(1, choices.length)] ?? 0) % open.length;
    order.push(open[k].shift()!);
    if (!open[k].length) open.splice(k, 1);
  }
  return order;
}

/** Whole rounds' blocks in a new order: rows grouped by round, the groups permuted. */
function permuteRounds(rows: CellValue[][], choices: number[]): number[] {
  const groups = new Map<string, number[]>();
  rows.forEach((row, i) => groups.set(roundOf(row), [...(groups.get(roundOf(row)) ?? []), i]));
  const blocks = [...groups.values()];
  const order: number[] = [];
  let c = 0;
  while (blocks.length) order.push(...blocks.splice((choices[c++] ?? 0) % blocks.length, 1)[0]);
  return order;
}

function reordered(t: CampaignTables, battleOrder: number[], bookingOrder: number[]): CampaignTables {
  const data = (m: CellValue[][]) => m.slice(1);
  return {
    ...t,
    battles: [t.battles[0], ...battleOrder.map((i) => data(t.battles)[i])],
    bookings: [t.bookings[0], ...bookingOrder.map((i) => data(t.bookings)[i])],
  };
}

const identity = (n: number) => Array.from({ length: n }, (_, i) => i);
const choices = fc.array(fc.nat(), { maxLength: 60 });

it("moving rows between other rounds' rows (each round keeping its order) changes nothing", () => {
  fc.assert(
    fc.property(campaignArb, choices, choices, (t, battleChoices, bookingChoices) => {
      const battleOrder = interleave(t.battles.slice(1), battleChoices);
      const bookingOrder = interleave(t.bookings.slice(1), bookingChoices);
      const before = outcome(t, identity(t.battles.length - 1), identity(t.bookings.length - 1));
      expect(outcome(reordered(t, battleOrder, bookingOrder), battleOrder, bookingOrder)).toEqual(before);
    }),
    { numRuns: 200 },
  );
});

it("permuting whole rounds' blocks of rows changes nothing", () => {
  fc.assert(
    fc.property(campaignArb, choices, choices, (t, battleChoices, bookingChoices) => {
      const battleOrder = permuteRounds(t.battles.slice(1), battleChoices);
      const bookingOrder = permuteRounds(t.bookings.slice(1), bookingChoices);
      const before = outcome(t, identity(t.battles.length - 1), identity(t.bookings.length - 1));
      expect(outcome(reordered(t, battleOrder, bookingOrder), battleOrder, bookingOrder)).toEqual(before);
    }),
    { numRuns: 200 },
  );
});

it('rows that break a rule change nothing: without them, standings and every other row stay the same', () => {
  fc.assert(
    fc.property(campaignArb, (t) => {
      const r = replayCampaign(t);
      const keptBattles = identity(t.battles.length - 1).filter((i) => r.battles[i]?.error === null);
      const keptBookings = identity(t.bookings.length - 1).filter((i) => r.bookings[i]?.error === null);
      const pruned = reordered(t, keptBattles, keptBookings);
      const after = replayCampaign(pruned);
      expect(armiesTable(after)).toEqual(armiesTable(r));
      expect(playersTable(after)).toEqual(playersTable(r));
      expect(battlesTable(after).slice(1)).toEqual(keptBattles.map((i) => battlesTable(r)[i + 1]));
      expect(bookingsTable(after).slice(1)).toEqual(keptBookings.map((i) => bookingsTable(r)[i + 1]));
    }),
    { numRuns: 200 },
  );
});

it('moving a booking to a later round can matter (the invariants above are not vacuous)', () => {
  // Bert has 0 VP; his round-1 supply lets Eisenwölfe mobilise in round 1, a round-2 one does not.
  const t = (round: number) =>
    campaign({
      players: [['Anna'], ['Bert']],
      armies: [
        ['Rote Faust', 'Anna', 3],
        ['Eisenwölfe', 'Bert', 1],
      ],
      battles: [battle({ round: 1, attacker: 'Rote Faust', defender: 'Eisenwölfe', mobilisation: 250 })],
      bookings: [booking({ round, player: 'Bert', supply: 250 })],
    });
  expect(replayCampaign(t(1)).battles[0]?.error).toBeNull();
  expect(replayCampaign(t(2)).battles[0]?.error).toMatch(/Versorgungspool: 0 VP/);
});

it('the generated campaigns exercise both counted and refused rows', () => {
  const counts = { okBattles: 0, badBattles: 0, okBookings: 0, badBookings: 0 };
  fc.assert(
    fc.property(campaignArb, (t) => {
      const r = replayCampaign(t);
      for (const b of r.battles) if (b) counts[b.error === null ? 'okBattles' : 'badBattles']++;
      for (const b of r.bookings) if (b) counts[b.error === null ? 'okBookings' : 'badBookings']++;
    }),
    { numRuns: 100, seed: 42 },
  );
  expect(Math.min(...Object.values(counts))).toBeGreaterThan(100);
});
