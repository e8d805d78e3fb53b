// Every row of both loss tables of „Normale Schlachten“ (docs/REGELN.md, „Stufenverlust“, with D6/D7 read in), at each band's last value
// and the next band's first value.
import { ANNIHILATION, lossLevel, lossThresholds } from '../../src/rules';

/** [played points, first value of 1 level, last of 1 level, last of 2 levels, first annihilation] */
const SEED_ROWS: [number, number, number, number, number][] = [
  // "Verluste ermitteln" table; the "20000" row is 2000 (typo), "1001–1499" ends at 1500 (D6).
  [2000, 500, 1000, 1500, 1501],
  [1500, 375, 750, 1125, 1126],
  [1000, 250, 500, 750, 751],
  [500, 125, 250, 375, 376],
  // "Skalieren" table.
  [2250, 563, 1125, 1688, 1689],
  [2500, 625, 1250, 1875, 1876],
  [2750, 688, 1375, 2063, 2064],
  [3000, 750, 1500, 2250, 2251],
];

describe.each(SEED_ROWS)('seed table row %i played points', (played, one, lastOne, lastTwo, annihilation) => {
  it('band boundaries', () => {
    expect(lossLevel(played, 0)).toBe(0);
    expect(lossLevel(played, one - 1)).toBe(0);
    expect(lossLevel(played, one)).toBe(1);
    expect(lossLevel(played, lastOne)).toBe(1);
    expect(lossLevel(played, lastOne + 1)).toBe(2);
    expect(lossLevel(played, lastTwo)).toBe(2);
    expect(lossLevel(played, annihilation)).toBe(ANNIHILATION);
    expect(lossLevel(played, played + 10)).toBe(ANNIHILATION);
  });
  it('thresholds', () => {
    expect(lossThresholds(played)).toEqual({ oneLevel: one, twoLevels: lastOne + 1, annihilation });
  });
});

it('covers played values that are in no table (1250, 1750)', () => {
  expect(lossThresholds(1250)).toEqual({ oneLevel: 313, twoLevels: 626, annihilation: 939 });
  expect(lossThresholds(1750)).toEqual({ oneLevel: 438, twoLevels: 876, annihilation: 1314 });
});

it('refuses losses above played points + 10 and names the maximum', () => {
  expect(() => lossLevel(1500, 1511)).toThrow(
    'Verlustpunkte 1511 übersteigen das Maximum von 1510 (gespielte Punkte 1500 + 10 Toleranz).',
  );
  expect(() => lossLevel(1500, -1)).toThrow(/Verlustpunkte -1 liegt außerhalb/);
});
