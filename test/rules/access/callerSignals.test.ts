import fc from 'fast-check';
import { callerFailures } from '../../../src/rules/access/callerSignals';

const email = fc.oneof(fc.constant(''), fc.constant(null), fc.constant('orga@example.com'), fc.constant('besucher@example.com'));

test('a person in the spreadsheet’s UI: UI there, both addresses known and equal (case aside)', () => {
  expect(callerFailures({ ui: true, activeEmail: 'Orga@Example.com', effectiveEmail: 'orga@example.com' })).toEqual([]);
});

test('every failed or unreadable signal refuses (fails closed)', () => {
  fc.assert(
    fc.property(fc.boolean(), email, email, (ui, activeEmail, effectiveEmail) => {
      const admitted = callerFailures({ ui, activeEmail, effectiveEmail }).length === 0;
      const person = ui && !!activeEmail && activeEmail === effectiveEmail;
      expect(admitted).toBe(person);
    }),
  );
  expect(callerFailures({ ui: false, activeEmail: '', effectiveEmail: 'orga@example.com' })).toEqual(['noUi', 'noActiveEmail']);
  expect(callerFailures({ ui: true, activeEmail: 'besucher@example.com', effectiveEmail: 'orga@example.com' })).toEqual([
    'otherUser',
  ]);
  expect(callerFailures({ ui: true, activeEmail: null, effectiveEmail: null })).toEqual(['noActiveEmail', 'noEffectiveEmail']);
});
