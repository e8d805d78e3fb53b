// R1's current round before and after a save, counted once (currentRoundsAround): the round
// after must be exactly what counting every row of the campaign after the save gives — for
// battles and bookings appended in any round, rows rewritten in place, Status answers, and
// players' reports (which never move the round).
import fc from 'fast-check';
import { currentRoundOf, currentRoundsAround } from '../../../src/rules/rounds';
import { campaignArb } from '../campaign/campaignArbitrary';
import { afterWrite, STATUSES, withStatus, write } from '../notify/saveArbitrary';

describe('currentRoundsAround', () => {
  it('answers what counting the campaign before and after answers', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        campaignArb,
        fc.array(fc.constantFrom(...STATUSES), { minLength: 1, maxLength: 4 }),
        fc.array(write, { minLength: 1, maxLength: 3 }),
        (t, s, writes) => {
          const before = withStatus(t, s);
          // Several saves one after another: each counted from the one before.
          let tables = before;
          for (const w of writes) {
            const after = afterWrite(tables, w);
            const [was, now] = currentRoundsAround(tables, after);
            expect(was).toBe(currentRoundOf(tables));
            expect(now).toBe(currentRoundOf(after));
            seen.add(was === now ? 'same' : now > was ? 'up' : 'down');
            tables = after;
          }
        },
      ),
      { numRuns: 600 },
    );
    // The round went up and down, too: the count is tested where it moves.
    expect([...seen].sort()).toEqual(['down', 'same', 'up']);
  });
});
