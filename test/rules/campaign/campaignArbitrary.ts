// Small generated campaigns for property tests: five armies of three players, up to 30
// battles and 15 bookings in rounds 1–4, now and then a row that breaks a rule.
import fc from 'fast-check';
import { CellValue } from '../../../src/rules';
import { battle, booking, campaign } from './fixture';

export const ARMIES = ['Rote Faust', 'Eisenwölfe', 'Aschegarde', 'Sturmfalken', 'Glutbrigade'];
/** Mostly armies of the list, sometimes an unknown one. */
export const armyName = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(...ARMIES) },
  { weight: 1, arbitrary: fc.constant('Phantomlegion') },
);
/** Mostly small losses, so armies live long enough to meet again. */
export const losses = fc.oneof(
  { weight: 5, arbitrary: fc.integer({ min: 0, max: 300 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 1600 }) },
);
export const rare = <T>(usual: T, ...others: T[]) =>
  fc.oneof({ weight: 6, arbitrary: fc.constant(usual) }, { weight: 1, arbitrary: fc.constantFrom(...others) });
const ROUND = fc.oneof(
  { weight: 12, arbitrary: fc.integer({ min: 1, max: 4 }) },
  { weight: 1, arbitrary: fc.constant<CellValue>('') },
);

const battleRow = fc
  .record({
    round: ROUND,
    attacker: armyName,
    defender: armyName,
    mobilisation: rare<CellValue>('', 250, 500, 750, 300),
    scaledTo: rare<CellValue>('', 1500, 2000, 2250),
    attackerVP: fc.integer({ min: 0, max: 20 }),
    defenderVP: fc.integer({ min: 0, max: 20 }),
    gaveUp: fc.constantFrom('', '', '', 'Angreifer', 'Verteidiger'),
    attackerLosses: losses,
    defenderLosses: losses,
  })
  .map(battle);

const bookingRow = fc
  .record({
    round: ROUND,
    player: rare('', 'Anna', 'Bert', 'Carla', 'Dora'),
    army: fc.oneof(fc.constant(''), armyName),
    supply: fc.integer({ min: -2, max: 4 }).map((n) => n * 250),
    levels: rare(0, -2, -1, 1, 2),
  })
  .map(booking);

export const campaignArb = fc
  .record({
    levels: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: ARMIES.length, maxLength: ARMIES.length }),
    raised: fc.array(rare(1, 2, 3), { minLength: ARMIES.length, maxLength: ARMIES.length }),
    pools: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 3, maxLength: 3 }),
    battles: fc.array(battleRow, { maxLength: 30 }),
    bookings: fc.array(bookingRow, { maxLength: 15 }),
  })
  .map((c) =>
    campaign({
      players: [
        ['Anna', c.pools[0] * 250],
        ['Bert', c.pools[1] * 250],
        ['Carla', c.pools[2] * 250],
      ],
      armies: ARMIES.map((name, i) => [name, ['Anna', 'Bert', 'Carla'][i % 3], c.levels[i], c.raised[i]]),
      battles: c.battles,
      bookings: c.bookings,
    }),
  );
