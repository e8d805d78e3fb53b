import fc from 'fast-check';
import { planBattle } from '../../src/rules/battle';
import { BattlePlanCache } from '../../src/rules/battlePlanCache';
import { ruleOutcome as outcome } from './ruleOutcome';

// Mostly the usual values (Stufen 1–4, steps of 250, whole pools) drawn from few, so that one
// sequence meets the same battle at different pools; and some values that break a rule.
const level = fc.oneof(
  { weight: 9, arbitrary: fc.integer({ min: 1, max: 4 }) },
  { weight: 1, arbitrary: fc.constantFrom(0, 5, 1.5) },
);
const mobilisation = fc.oneof(
  { weight: 9, arbitrary: fc.constantFrom(0, 250, 500, 750, 1000) },
  { weight: 1, arbitrary: fc.constantFrom(100, -250, 3250, 2.5) },
);
const scaledTo = fc.oneof(
  { weight: 6, arbitrary: fc.constant(0) },
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 12 }).map((n) => n * 250) },
  { weight: 1, arbitrary: fc.constantFrom(100, 3250, -250) },
);
const pool = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(0, 100, 249, 250, 499, 500, 750, 1000, 1250, 5000) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 5000 }) },
  { weight: 1, arbitrary: fc.constantFrom(-250, 0.5) },
);
const setup = fc.record({ attackerLevel: level, defenderLevel: level, mobilisation, scaledTo, defenderPool: pool });

it('the replay plan cache answers every battle as planBattle does: the same plan, or the same refusal with its field', () => {
  fc.assert(
    fc.property(fc.array(setup, { minLength: 1, maxLength: 60 }), (setups) => {
      // One cache across the sequence, as one replay plans all battles of a campaign.
      const cache = new BattlePlanCache();
      for (const s of setups) {
        expect(outcome(() => cache.plan(s.attackerLevel, s.defenderLevel, s.mobilisation, s.scaledTo, s.defenderPool))).toEqual(
          outcome(() => planBattle(s)),
        );
      }
    }),
    { numRuns: 500 },
  );
});
