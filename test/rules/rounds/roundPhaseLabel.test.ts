import { PHASE_BATTLES, PHASE_ORDERS, roundPhaseLabel } from '../../../src/rules/rounds';

describe('roundPhaseLabel (R7)', () => {
  it('names the round and its phase in German', () => {
    expect(roundPhaseLabel({ round: 5, phase: PHASE_ORDERS })).toBe('Runde 5 · Befehlsphase');
    expect(roundPhaseLabel({ round: 1, phase: PHASE_BATTLES })).toBe('Runde 1 · Schlachtphase');
  });
});
