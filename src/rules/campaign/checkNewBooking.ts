import { RuleError } from '../ruleError';
import { CellValue } from '../cells/cellValue';
import { BOOKINGS_MAP_SPEC, BOOKINGS_SPEC } from './columns';
import { parseBooking } from './entries';
import { CampaignTables, readTable } from './tables';
import { BookingConsequences } from './campaignState';
import { campaignStateBefore } from './replay';

/**
 * Checks a booking about to be saved: `booking` (cells in the Buchungen range's column order)
 * as the next row of the ledger — and, for a new army, `army` appended to the Armeen list —
 * applied to the campaign as the replay has it at that point. Returns its consequences; a
 * broken rule throws a RuleError with its field key. Nothing has been written yet then, so a
 * booking that writes two sheets is refused as a whole.
 */
export function checkNewBooking(tables: CampaignTables, booking: CellValue[], army?: CellValue[]): BookingConsequences {
  const armies = army ? [...tables.armies, army] : tables.armies;
  const header = tables.bookings[0] ?? [];
  const map = tables.fields !== undefined ? readTable([header, booking], BOOKINGS_MAP_SPEC) : null;
  const table = readTable([header, booking], BOOKINGS_SPEC);
  if (booking.every((cell) => cell === '' || cell === null || cell === undefined)) {
    throw new RuleError('Die neue Buchung ist leer; bitte Runde und Armee oder Spieler angeben.');
  }
  const parsed = parseBooking(table, 0, map);
  if (!parsed.ok) throw new RuleError(parsed.text, parsed.field);
  const state = campaignStateBefore({ ...tables, armies }, { kind: 'booking', round: parsed.entry.round });
  if (army) {
    const refusal = state.armyRowRefusal(armies.length - 2);
    if (refusal) throw new RuleError(refusal.text, refusal.field ?? 'army');
  }
  return state.checkBooking({ ...parsed.entry, row: Math.max(tables.bookings.length - 1, 0) });
}
