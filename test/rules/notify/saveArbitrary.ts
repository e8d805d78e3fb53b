// One save as property tests draw it: a generated campaign with Status and Gemeldet von columns,
// and what one save writes to it (a row appended, rewritten, or a Status answered; an army raised),
// laid over the rows as tablesAfter does (every row not written is the very array read).
import fc from 'fast-check';
import { CellValue } from '../../../src/rules';
import { CampaignTables } from '../../../src/rules/campaign';
import { ARMIES, losses } from '../campaign/campaignArbitrary';
import { battle, booking } from '../campaign/fixture';

/** An army of the list as the organiser may type it (case, blanks), or one the list does not have (a typo, raised later). */
const typedArmy = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...ARMIES) },
  { weight: 1, arbitrary: fc.constantFrom(...ARMIES).map((a) => ` ${a.toUpperCase().replace(' ', '  ')} `) },
  { weight: 2, arbitrary: fc.constantFrom('Phantomlegion', 'Blut Engel') },
);

export const STATUSES = ['', '', 'bestätigt', 'gemeldet', 'bestritten', 'verworfen', 'entschieden'];

const battleRow = fc
  .record({
    round: fc.integer({ min: 1, max: 5 }),
    attacker: typedArmy,
    defender: typedArmy,
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
export const write = fc.oneof(
  fc.record({ kind: fc.constant('appendBattle' as const), row: battleRow, status: fc.constantFrom(...STATUSES) }),
  fc.record({ kind: fc.constant('appendBooking' as const), row: bookingRow }),
  fc.record({ kind: fc.constant('rewriteBattle' as const), at: fc.nat(), row: battleRow }),
  fc.record({ kind: fc.constant('answer' as const), at: fc.nat(), status: fc.constantFrom(...STATUSES) }),
);
/** A save that raises an army (an Armeen row with its booking): one the battle rows may name before it is listed. */
export const raiseArmy = fc.record({
  kind: fc.constant('raiseArmy' as const),
  army: fc.constantFrom('Phantomlegion', 'Blut Engel'),
  row: bookingRow,
});
export type Write = typeof write | typeof raiseArmy extends fc.Arbitrary<infer T> ? T : never;

/** `tables` with Status (drawn per row) and Gemeldet von (every third row a player's report). */
export function withStatus(tables: CampaignTables, statuses: string[]): CampaignTables {
  const [header, ...rows] = tables.battles;
  return {
    ...tables,
    battles: [
      [...header, 'Status', 'Gemeldet von'],
      ...rows.map((r, i) => [...r, statuses[i % statuses.length], i % 3 === 2 ? 'Anna' : '']),
    ],
  };
}

/** The campaign after the write: the rows it did not write are the very rows read, as tablesAfter leaves them. */
export function afterWrite(before: CampaignTables, w: Write): CampaignTables {
  const battles = before.battles.slice();
  const status = battles[0].indexOf('Status');
  const existing = battles.length - 1;
  switch (w.kind) {
    case 'appendBattle':
      battles.push([...w.row, w.status, '']);
      return { ...before, battles };
    case 'appendBooking':
      return { ...before, bookings: [...before.bookings, w.row] };
    case 'raiseArmy':
      // submitBooking's Aufstellung: an Armeen row and its booking, in one save.
      return {
        ...before,
        armies: [...before.armies, [w.army, 'Carla', 2, '']],
        bookings: [...before.bookings, w.row],
      };
    case 'rewriteBattle':
      if (existing === 0) return before;
      battles[1 + (w.at % existing)] = [...w.row, '', ''];
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
