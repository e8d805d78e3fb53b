// N1 skips the replay of the campaign before a save — "a battle of yours changed" — for every
// battle the save cannot have changed: its own row unchanged and no written row before it in the
// log's order (affectedBy). The usual save, a battle appended in the last round, so costs no
// second replay. Proved here against the full comparison: whenever affectedBy rules a battle out,
// replaying before and after gives that battle the same result — for battles and bookings
// appended in any round, rows rewritten in place and Status answers.
import fc from 'fast-check';
import { replayCampaign } from '../../../src/rules';
import { affectedBy } from '../../../src/rules/notify/changeEvents';
import { campaignArb } from '../campaign/campaignArbitrary';
import { afterWrite, STATUSES, withStatus, write } from './saveArbitrary';

describe('affectedBy: a battle it rules out has the same result before and after the save', () => {
  it('for every kind of write', () => {
    let ruledOut = 0;
    fc.assert(
      fc.property(campaignArb, fc.array(fc.constantFrom(...STATUSES), { minLength: 1, maxLength: 4 }), write, (t, s, w) => {
        const before = withStatus(t, s);
        const after = afterWrite(before, w);
        const may = affectedBy(before, after);
        const [was, now] = [replayCampaign(before), replayCampaign(after)];
        now.battles.forEach((b, i) => {
          if (!b || i >= was.battles.length || before.battles[i + 1] !== after.battles[i + 1]) return;
          if (may(i, b.round)) return;
          ruledOut++;
          expect(b).toEqual(was.battles[i]);
        });
      }),
      { numRuns: 500 },
    );
    // The property is about something: many battles were ruled out.
    expect(ruledOut).toBeGreaterThan(1000);
  });
});
