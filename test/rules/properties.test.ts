import fc from 'fast-check';
import { ANNIHILATION, LossLevel, lossLevel, lossThresholds, maxMobilisation, newLevel, troopBonus } from '../../src/rules';

const rank = (level: LossLevel): number => (level === ANNIHILATION ? 3 : level);
const played = fc.integer({ min: 1, max: 3000 });

it('the loss level never decreases as losses grow', () => {
  fc.assert(
    fc.property(played, fc.nat(), fc.nat(), (p, a, b) => {
      const [lo, hi] = [a % (p + 11), b % (p + 11)].sort((x, y) => x - y);
      expect(rank(lossLevel(p, lo))).toBeLessThanOrEqual(rank(lossLevel(p, hi)));
    }),
  );
});

it('a new level is never below 0 or above the old one', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 4 }), played, fc.nat(), fc.boolean(), (level, p, l, gaveUp) => {
      const result = newLevel(level, lossLevel(p, l % (p + 11)), gaveUp);
      expect(result).toBeGreaterThanOrEqual(0);
      expect(result).toBeLessThanOrEqual(level);
      if (gaveUp) expect(result).toBeLessThan(level);
    }),
  );
});

it('mobilisation is a multiple of 250, within the pool, never lifting the defender above the attacker', () => {
  const points = fc.integer({ min: 0, max: 3000 });
  fc.assert(
    fc.property(points, points, fc.integer({ min: 0, max: 20000 }), (defender, attacker, pool) => {
      const m = maxMobilisation(defender, attacker, pool);
      expect(m % 250).toBe(0);
      expect(m).toBeGreaterThanOrEqual(0);
      expect(m).toBeLessThanOrEqual(pool);
      expect(defender + troopBonus(defender, attacker) + m).toBeLessThanOrEqual(Math.max(attacker, defender));
      if (defender >= attacker) expect(m).toBe(0);
      // Maximal: one more step would break the pool or the attacker's points.
      const more = m + 250;
      expect(more > pool || defender + troopBonus(defender, attacker) + more > attacker).toBe(true);
    }),
  );
});

it('VERLUSTSCHWELLEN agrees with VERLUSTSTUFE at and around each threshold', () => {
  fc.assert(
    fc.property(played, (p) => {
      const t = lossThresholds(p);
      const thresholds = [t.oneLevel, t.twoLevels, t.annihilation];
      for (const threshold of thresholds) {
        for (const losses of [threshold - 1, threshold, threshold + 1]) {
          if (losses < 0 || losses > p + 10) continue;
          // The level is the number of thresholds reached.
          expect(rank(lossLevel(p, losses))).toBe(thresholds.filter((x) => losses >= x).length);
        }
      }
    }),
  );
});
