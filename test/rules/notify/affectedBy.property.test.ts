// N1 skips the replay of the campaign before a save — "a battle of yours changed" — for every
// battle the save cannot have changed: its own row unchanged and no written row before it in the
// log's order (affectedBy). The usual save, a battle appended in the last round, so costs no
// second replay. Proved here against the full comparison: whenever affectedBy rules a battle out,
// replaying before and after gives that battle the same result — for battles and bookings
// appended in any round, rows rewritten in place and Status answers.
import fc from 'fast-check';
import { CellValue, replayCampaign } from '../../../src/rules';
import { CampaignTables } from '../../../src/rules/campaign';
import { affectedBy } from '../../../src/rules/notify/changeEvents';
import { ARMIES, campaignArb, losses } from '../campaign/campaignArbitrary';
import { battle, booking } from '../campaign/fixture';

const STATUSES = ['', '', 'bestätigt', 'gemeldet', 'bestritten', 'verworfen', 'entschieden'];

const battleRow = fc
  .record({
    round: fc.integer({ min: 1, max: 5 }),
    attacker: fc.constantFrom(...ARMIES),
    defender: fc.constantFrom(...ARMIES),
    attackerVP: fc.integer({ min: 0, max: 20 }),
    defenderVP: fc.integer({ min: 0, max: 20 }),
    attackerLosses: losses,
    defenderLosses: losses,
  })
  .map(battle);
const bookingRow = fc
  .record({
    round: fc.integer({ min: 1, max: 5 }),
    army: fc.constantFrom(...ARMIES),
    supply: fc.integer({ min: -2, max: 2 }).map((n) => n * 250),
    levels: fc.constantFrom(0, 1, -1),
  })
  .map(booking);

/** What one save writes: a row appended, a row rewritten, or a Status answered. */
const write = fc.oneof(
  fc.record({ kind: fc.constant('appendBattle' as const), row: battleRow, status: fc.constantFrom(...STATUSES) }),
  fc.record({ kind: fc.constant('appendBooking' as const), row: bookingRow }),
  fc.record({ kind: fc.constant('rewriteBattle' as const), at: fc.nat(), row: battleRow }),
  fc.record({ kind: fc.constant('answer' as const), at: fc.nat(), status: fc.constantFrom(...STATUSES) }),
);
type Write = typeof write extends fc.Arbitrary<infer T> ? T : never;

function withStatus(tables: CampaignTables, statuses: string[]): CampaignTables {
  const [header, ...rows] = tables.battles;
  return { ...tables, battles: [[...header, 'Status'], ...rows.map((r, i) => [...r, statuses[i % statuses.length]])] };
}

/** The campaign after the write: the rows it did not write are the very rows read, as tablesAfter leaves them. */
function afterWrite(before: CampaignTables, w: Write): CampaignTables {
  const battles = before.battles.slice();
  const status = battles[0].length - 1;
  const existing = battles.length - 1;
  switch (w.kind) {
    case 'appendBattle':
      battles.push([...w.row, w.status]);
      return { ...before, battles };
    case 'appendBooking':
      return { ...before, bookings: [...before.bookings, w.row] };
    case 'rewriteBattle':
      if (existing === 0) return before;
      battles[1 + (w.at % existing)] = [...w.row, ''];
      return { ...before, battles };
    case 'answer': {
      if (existing === 0) return before;
      const row: CellValue[] = battles[1 + (w.at % existing)].slice();
      row[status] = w.status;
      battles[1 + (w.at % existing)] = row;
      return { ...before, battles };
    }
  }
}

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
