// The replay remembers battle plans; for every input the replay can meet, the remembered plan
// (or error) must be exactly what planBattle gives.
import { planBattle } from '../../../src/rules';
import { PlanCache } from '../../../src/rules/campaign/planCache';

const attempt = <T>(f: () => T): T | string => {
  try {
    return f();
  } catch (error) {
    return (error as Error).message;
  }
};

it('gives what planBattle gives, for all Stufen, mobilisations, scalings and pools', () => {
  const cache = new PlanCache();
  let compared = 0;
  // Twice: the second pass answers from the cache.
  for (let pass = 0; pass < 2; pass++) {
    for (let attackerLevel = 1; attackerLevel <= 4; attackerLevel++)
      for (let defenderLevel = 1; defenderLevel <= 4; defenderLevel++)
        for (const mobilisation of [0, 100, 250, 300, 500, 750, 1000, -250])
          for (const scaledTo of [0, 1000, 1500, 1750, 2000, 2250, 2600, 3000, 3250])
            for (const defenderPool of [0, 100, 249, 250, 499, 500, 600, 750, 1000, 2500, 100000]) {
              const setup = { attackerLevel, defenderLevel, mobilisation, scaledTo, defenderPool };
              expect(attempt(() => cache.plan(setup))).toEqual(attempt(() => planBattle(setup)));
              compared++;
            }
  }
  expect(compared).toBe(2 * 16 * 8 * 9 * 11);
});
