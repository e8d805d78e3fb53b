// Every worked example of docs/REGELN.md, and the seed's mobilisation example.
import {
  ANNIHILATION,
  lossLevel,
  maxMobilisation,
  newLevel,
  planBattle,
  resolveBattle,
  scalingAllowed,
  startVictoryPoints,
  supplyReward,
  troopBonus,
  levelForPoints,
  pointsForLevel,
} from '../../src/rules';

describe('Stufen und Punkte', () => {
  it.each([
    [0, 0],
    [499, 0],
    [500, 1],
    [1250, 2],
    [1500, 3],
    [1999, 3],
    [2000, 4],
  ])('STUFE(%i) = %i', (points, level) => expect(levelForPoints(points)).toBe(level));
  it.each([
    [0, 0],
    [1, 500],
    [2, 1000],
    [3, 1500],
    [4, 2000],
  ])('ARMEEPUNKTE(%i) = %i', (level, points) => expect(pointsForLevel(level)).toBe(points));
  it('rejects a Stufe above 4 with a German message', () =>
    expect(() => pointsForLevel(5)).toThrow('Stufe 5 liegt außerhalb des erlaubten Bereichs (0 bis 4).'));
});

describe('docs/REGELN.md worked examples', () => {
  it('Truppenbonus 500 vs 1500 is 500 for the weaker side, 0 for the stronger', () => {
    expect(troopBonus(500, 1500)).toBe(500);
    expect(troopBonus(1500, 500)).toBe(0);
  });

  it('Truppenbonus rounds up (D1)', () => expect(troopBonus(500, 1750)).toBe(625));

  it('defender 500, attacker 1500, pool 250: mobilises 250, plays 1250, starts with 5 SP', () => {
    expect(maxMobilisation(500, 1500, 250)).toBe(250);
    const plan = planBattle({ attackerLevel: 3, defenderLevel: 1, mobilisation: 250, defenderPool: 250 });
    expect([plan.attacker, plan.defender]).toEqual([1500, 1250]);
    expect(plan.defenderStartVP).toBe(5);
    expect(plan.attackerStartVP).toBe(0);
    expect(plan.scalingAllowed).toBe(false);
  });

  it('defender 500, attacker 1500, pool 5000: mobilises 500, plays 1500, scaling allowed', () => {
    expect(maxMobilisation(500, 1500, 5000)).toBe(500);
    const plan = planBattle({ attackerLevel: 3, defenderLevel: 1, mobilisation: 500, defenderPool: 5000 });
    expect([plan.attacker, plan.defender]).toEqual([1500, 1500]);
    expect(plan.scalingAllowed).toBe(true);
    expect(plan.scalingOptions).toEqual([1500, 1750, 2000, 2250, 2500, 2750, 3000]);
  });

  it('a weaker attacker gets the Truppenbonus only', () => {
    expect(maxMobilisation(1500, 500, 5000)).toBe(0);
    const plan = planBattle({ attackerLevel: 1, defenderLevel: 3 });
    expect(plan.attackerBonus).toBe(500);
    expect([plan.attacker, plan.defender]).toEqual([1000, 1500]);
    expect(() => planBattle({ attackerLevel: 1, defenderLevel: 3, mobilisation: 250 })).toThrow(
      /nur ein unterlegener Verteidiger darf mobilisieren/,
    );
  });

  it('Stufenverlust at 1500 played: 374/375/750/751/1125/1126', () => {
    expect([374, 375, 750, 751, 1125, 1126].map((l) => lossLevel(1500, l))).toEqual([0, 1, 1, 2, 2, ANNIHILATION]);
  });

  it('Stufenverlust at 2250 played: 562/563/1688/1689', () => {
    expect([562, 563, 1688, 1689].map((l) => lossLevel(2250, l))).toEqual([0, 1, 2, ANNIHILATION]);
  });

  it('Stufe-3 army played 1500, lost 800, gave up → 0 (vernichtet)', () => {
    expect(newLevel(3, lossLevel(1500, 800), true)).toBe(0);
  });

  it('Stufe-1 winner vs Stufe-3 loser → +500 VP', () => expect(supplyReward(1, 3)).toBe(500));

  it('draw 10:10 → defender wins, +250 VP, or 500 if its Stufe was lower', () => {
    const even = planBattle({ attackerLevel: 2, defenderLevel: 2 });
    const report = { attackerVP: 10, defenderVP: 10, gaveUp: '' as const, attackerLosses: 0, defenderLosses: 0 };
    expect(resolveBattle(even, report)).toMatchObject({ winner: 'Verteidiger', supply: 250 });
    const lower = planBattle({ attackerLevel: 3, defenderLevel: 1 });
    expect(resolveBattle(lower, report)).toMatchObject({ winner: 'Verteidiger', supply: 500 });
  });

  it('Startsiegpunkte: 1500 vs 1250 → the 1250 side starts with 5 SP; full 250 steps only', () => {
    expect(startVictoryPoints(1250, 1500)).toBe(5);
    expect(startVictoryPoints(1500, 1250)).toBe(0);
    expect(startVictoryPoints(1000, 1499)).toBe(5);
    expect(startVictoryPoints(500, 2000)).toBe(30);
  });

  it('scaling needs equal points of at least 1500 (D3)', () => {
    expect(scalingAllowed(1500, 1500)).toBe(true);
    expect(scalingAllowed(1000, 1000)).toBe(false);
    expect(scalingAllowed(1500, 1250)).toBe(false);
  });

  it('a winner may be wiped out and still wins; giving up loses whatever the SP', () => {
    const plan = planBattle({ attackerLevel: 2, defenderLevel: 2 });
    const outcome = resolveBattle(plan, {
      attackerVP: 40,
      defenderVP: 10,
      gaveUp: '',
      attackerLosses: 1000,
      defenderLosses: 300,
    });
    expect(outcome).toMatchObject({ winner: 'Angreifer', attackerLoss: ANNIHILATION, attackerNewLevel: 0 });
    const gaveUp = resolveBattle(plan, {
      attackerVP: 40,
      defenderVP: 10,
      gaveUp: 'Angreifer',
      attackerLosses: 0,
      defenderLosses: 0,
    });
    expect(gaveUp).toMatchObject({ winner: 'Verteidiger', attackerNewLevel: 1, defenderNewLevel: 2 });
  });
});
