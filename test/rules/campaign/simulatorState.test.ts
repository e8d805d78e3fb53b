// The demo simulator keeps no rule of its own (issue 16, item 1): every row it writes goes
// through one CampaignState, and what it decides with (Stufen, pools, fields) is read from it.
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import { demoSimulation, simulateCampaign } from '../../../src/demo';
import { CampaignSimulator } from '../../../src/demo/campaignSimulator';
import { replayCampaign } from '../../../src/rules';
import { ROOT } from '../../support/paths';

const DEMO_DIR = join(ROOT, 'src', 'demo');

describe('the demo simulator', () => {
  it('has no pool or level arithmetic of its own', () => {
    // `x.pool -= 500`, `army.level++`, `from.level = 0`: the state's applyBooking/applyBattle do that.
    const arithmetic = /\b(pool|level)\s*(\+\+|--|[-+*]?=(?!=))/;
    const found = readdirSync(DEMO_DIR)
      .filter((f) => f.endsWith('.ts'))
      .flatMap((f) =>
        readFileSync(join(DEMO_DIR, f), 'utf8')
          .split('\n')
          .map((line, i) => ({ at: `${f}:${i + 1}`, line: line.trim() }))
          .filter(({ line }) => arithmetic.test(line)),
      );
    expect(found).toEqual([]);
  });

  /** The simulator's own view — its CampaignState after the last row — as the replay's standings. */
  function expectViewEqualsReplay(sim: CampaignSimulator): void {
    const r = replayCampaign(sim.sheets());
    const { state } = sim;
    const armies = (list: { name: string; level: number; battles: number; wins: number; losses: number }[]) =>
      list.map(({ name, level, battles, wins, losses }) => ({ name, level, battles, wins, losses }));
    const players = (list: { name: string; pool: number; wins: number; losses: number }[]) =>
      list.map(({ name, pool, wins, losses }) => ({ name, pool, wins, losses }));
    expect(armies(state.armies)).toEqual(armies(r.armies));
    expect(players(state.players)).toEqual(players(r.players));
    for (const army of sim.armies) expect(sim.level(army)).toBe(r.armies.find((a) => a.name === army.name)!.level);
    for (const player of sim.players) expect(sim.pool(player)).toBe(r.players.find((p) => p.name === player.name)!.pool);
    if (r.map) {
      const where = (positions: typeof r.map.positions, list: { name: string }[]) =>
        list.map((a) => positions.fieldOf(a as never));
      expect(where(state.positions!, state.armies)).toEqual(where(r.map.positions, r.armies));
      expect(state.positions!.holders).toEqual(r.map.positions.holders);
    }
  }

  it('sees the demo campaign as the replay does (Stufen, pools, fields)', () => {
    expectViewEqualsReplay(demoSimulation());
  });

  it.each([1, 2, 3, 4, 5, 6])('sees a generated campaign (seed %i, many faults) as the replay does', (seed) => {
    expectViewEqualsReplay(simulateCampaign({ battles: 300, armies: 24, bookings: 120, seed, faultShare: 0.2 }));
  });
});
