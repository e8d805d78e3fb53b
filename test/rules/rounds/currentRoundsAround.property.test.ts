// R1's current round before and after a save, counted once (currentRoundsAround): the round
// after must be exactly what counting every row of the campaign after the save gives — for
// battles and bookings appended in any round, rows rewritten in place, Status answers, armies
// raised, organiser rows naming an army Armeen does not list (a typo: no round moves) and
// players' reports (which never move the round).
import fc from 'fast-check';
import { currentRoundOf, currentRoundsAround } from '../../../src/rules/rounds';
import { campaignArb } from '../campaign/campaignArbitrary';
import { afterWrite, raiseArmy, STATUSES, withStatus, write } from '../notify/saveArbitrary';

/** The armies saveArbitrary's rows name that Armeen does not list until a save raises them. */
const TYPOS = ['Phantomlegion', 'Blut Engel'];

describe('currentRoundsAround', () => {
  it('answers what counting the campaign before and after answers', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        campaignArb,
        fc.array(fc.constantFrom(...STATUSES), { minLength: 1, maxLength: 4 }),
        fc.array(fc.oneof({ weight: 4, arbitrary: write }, { weight: 1, arbitrary: raiseArmy }), { minLength: 1, maxLength: 3 }),
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
            // A row naming an unlisted army held the round back: listed, it would move it.
            const listed = { ...after, armies: [...after.armies, ...TYPOS.map((a) => [a, 'Carla', 2, ''])] };
            if (currentRoundOf(listed) > now) seen.add('typo held back');
            tables = after;
          }
        },
      ),
      { numRuns: 600 },
    );
    // The round went up and down, too, and a typo held it back: the count is tested where it moves.
    expect([...seen].sort()).toEqual(['down', 'same', 'typo held back', 'up']);
  });
});
