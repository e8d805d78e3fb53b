import { RuleError } from '../rules';
import {
  BOOKING_FORM_FIELDS,
  BOOKING_FORM_KEYS,
  checkMapFields,
  readBookingForm,
  refuseFieldsOfOtherKinds,
  SubmittedBooking,
} from '../rules/bookingForm';
import { refuseForeignKeys } from '../rules/payloadFields';
import { CONFIRM_CHANGES_KEY } from '../shared/roundsContract';
import { NEW_ARMY } from '../rules/bookingKinds';
import { ATTACKS_SPEC, AttackColumn, checkPlayerBooking, checkPlayerKind, roundOfOrganiserRows } from '../rules/rounds';
import { MOVE } from '../rules/map/moves';
import {
  ARMIES_SPEC,
  AppliedBooking,
  BOOKINGS_SPEC,
  cellOf,
  checkNewBooking,
  FIELDS_SPEC,
  nameAsListed,
  nameKey,
  PLAYERS_SPEC,
  readTable,
  replayCampaign,
} from '../rules/campaign';
import { CellMatrix } from '../rules/cells/cellValue';
import { savedBookingBrokenForPlayer } from '../rules/campaign/ruleForPlayer';
import { BookingPayload, BookingSubmitResult } from '../shared/bookingContract';
import { armyRowWrite } from '../sheets/armyRow';
import { ALL_BOOKING_COLUMNS, BookingCells, bookingRowsWrite } from '../sheets/bookingRow';
import { Answer } from '../shared/submission';
import { midnightIn } from './calendarDay';
import { changesConfirmed, checkOrganiserChanges } from './organiserChanges';
import { OpenCampaign, Plan, RowsCheck, runSubmission, SheetWrite, SubmissionKind } from './submission';

/**
 * Saves one booking from the sidebar "Buchung eintragen" (or, C6, a player's from the portal:
 * portal/portalBooking.ts with bookingKind(player)) through the submission pipeline
 * (submission.ts): replayed with the booking (and a new army's row) appended, refused —
 * writing nothing — if the replay rejects it, with its German message at its field. Otherwise
 * one Buchungen row (and for a Neue Armee first its Armeen row).
 */
export function submitBooking(payload: BookingPayload): Answer<BookingSubmitResult> {
  return runSubmission(bookingKind(null), payload);
}

/**
 * The one booking kind: the organiser's (`player` null: any Art, any army) or a player's from
 * the portal (C6: Bewegung and Aufwertung of their own armies only, Gemeldet von = the player).
 * Either way the same reader, the same CampaignState check, the same rows and idempotency.
 */
export function bookingKind(player: string | null): SubmissionKind<SubmittedBooking, BookingSubmitResult> {
  // R6: the organiser confirmed the changes the form named (read with the payload).
  let confirmed = false;
  return {
    failure: 'Die Buchung wurde nicht gespeichert',
    read: (payload, campaign) => {
      confirmed = player === null && changesConfirmed(payload);
      // A player learns first that only their two kinds are open to them (not the form's list of four).
      if (player !== null) checkPlayerKind((payload as { art?: unknown } | null)?.art);
      // The round limit is R1's, as for a battle: the current round or the next.
      const entry = parseBookingPayload(payload, roundOfOrganiserRows(campaign.organiserRound()));
      // Spieler is the player (CampaignState checks the army is theirs too).
      return player === null ? entry : { ...entry, player };
    },
    idempotency: {
      sheet: 'bookings',
      id: (entry) => entry.submissionId,
      content: ({ submissionId: _id, ...content }) => content,
      saved: (campaign, row) => alreadySaved(campaign, row, player),
    },
    plan(entry, campaign, storedId) {
      // C6, R4, R5 (rules/rounds/admission.ts) — after the idempotency check: a resent booking is
      // answered by its row, not refused by the move it made or a phase begun since.
      if (player === null) return planBooking(entry, campaign, storedId, player, confirmed);
      checkPlayerBooking(campaign.situation(), player, entry);
      const plan = planBooking(entry, campaign, storedId, player, confirmed);
      return { ...plan, checks: [...(plan.checks ?? []), ...declarationsAsRead(campaign, entry)] };
    },
  };
}

/**
 * A3 for a player's Bewegung on a Sheets API read: the declarations of Angriffe that hold an army
 * (Runde, Angreifer, Verteidiger, Feld, Status), every row as read and the one below — checked
 * with one call before the write. A declaration saved through the portal counts the
 * Speicherstand (an API read that missed it is read again anyway); one the organiser typed by
 * hand a second before does not, and would let the army slip away. Only a Bewegung, only with
 * declarations on: an Aufwertung or the organiser's own booking is never held (R6).
 */
function declarationsAsRead(campaign: OpenCampaign, entry: SubmittedBooking): RowsCheck[] {
  if (!campaign.byApi || nameKey(entry.kind) !== nameKey(MOVE) || !campaign.situation().declarationsOn) return [];
  const values = campaign.roundSheets().attacks;
  if (!values || values.length === 0) return [];
  const table = readTable<AttackColumn>(values, ATTACKS_SPEC).columns;
  const columns = (['round', 'attacker', 'defender', 'field', 'status'] as const)
    .map((k) => table[k] ?? -1)
    .filter((c) => c >= 0);
  return columns.length ? [{ sheet: 'attacks', row: 2, numRows: Math.max(values.length, 1), columns }] : [];
}

function planBooking(
  entry: SubmittedBooking,
  campaign: OpenCampaign,
  storedId: string,
  /** The player who booked through the portal (Gemeldet von); null for the organiser. */
  bookedBy: string | null,
  /** R6: the organiser confirmed the changes to battles already entered. */
  confirmed: boolean,
): Plan<BookingSubmitResult> {
  const { tables } = campaign;
  const fields = tables.fields;
  checkMapFields(entry, fields !== undefined);

  const date = midnightIn(entry.date, campaign.timeZone());
  const army = entry.kind === NEW_ARMY ? entry.army : asListed(tables.armies, ARMIES_SPEC, entry.army);
  const player = asListed(tables.players, PLAYERS_SPEC, entry.player);
  const field = fields ? asListed(fields, FIELDS_SPEC, entry.field) : entry.field;
  const cells = (who: string): BookingCells => ({
    round: entry.round,
    date,
    player: who,
    army,
    kind: entry.kind,
    supply: entry.supply || '',
    levels: entry.levels || '',
    note: entry.note,
    submissionId: storedId,
    // A new army's Feld is its Startfeld (Armeen), not a move.
    field: entry.kind === NEW_ARMY ? '' : field,
    ...(bookedBy === null ? {} : { reportedBy: player }),
  });
  const bookingHeaders = tables.bookings[0] ?? [];
  let bookingWrite = bookingRowsWrite(bookingHeaders, [cells(player)], ALL_BOOKING_COLUMNS);
  const bookingRow = campaign.nextRow('bookings', bookingWrite);

  const armyWrite =
    entry.kind === NEW_ARMY
      ? armyRowWrite(tables.armies[0] ?? [], {
          name: army,
          player,
          startLevel: entry.startLevel,
          raisedInRound: entry.round,
          startField: field,
        })
      : null;
  const armyRow = armyWrite ? campaign.nextRow('armies', armyWrite) : 0;

  // Replayed where the rows will stand: rows below the last entry hold no inputs.
  const applied = checkNewBooking(
    {
      ...tables,
      bookings: tables.bookings.slice(0, bookingRow - 1),
      armies: armyWrite ? tables.armies.slice(0, armyRow - 1) : tables.armies,
    },
    bookingWrite.fullRows[0],
    armyWrite?.fullRows[0],
  );
  // R6: an organiser's booking counts before the round's battles and may change those entered.
  if (bookedBy === null) {
    const after = () => ({
      ...tables,
      bookings: [...tables.bookings.slice(0, bookingRow - 1), bookingWrite.fullRows[0]],
      armies: armyWrite ? [...tables.armies.slice(0, armyRow - 1), armyWrite.fullRows[0]] : tables.armies,
    });
    const replays = { before: () => replayCampaign(tables), after: () => replayCampaign(after()) };
    checkOrganiserChanges(campaign, entry.round, 'booking', replays, confirmed);
  }
  // Spieler left blank is the army's player: the row says so.
  if (!player) bookingWrite = bookingRowsWrite(bookingHeaders, [cells(applied.player)], ALL_BOOKING_COLUMNS);

  const writes: SheetWrite[] = [];
  if (armyWrite) writes.push({ sheet: 'armies', row: armyRow, rows: armyWrite });
  writes.push({ sheet: 'bookings', row: bookingRow, rows: bookingWrite });
  return { writes, result: summarise(applied, bookingRow, armyWrite ? armyRow : null, false) };
}

/** Reads the payload with the form's own reader; the first refused field throws, labelled as the form shows it. */
function parseBookingPayload(payload: unknown, currentRound: number): SubmittedBooking {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) throw new RuleError('Es kamen keine Buchungsdaten an.');
  // R6: the organiser's „Trotzdem speichern“ rides along with the form's fields.
  refuseForeignKeys(payload, [...BOOKING_FORM_KEYS, CONFIRM_CHANGES_KEY]);
  const reading = readBookingForm(payload as Record<string, unknown>, { currentRound });
  if (reading.kind) refuseFieldsOfOtherKinds(payload as Record<string, unknown>, reading.kind);
  const first = reading.problems[0];
  if (first) throw new RuleError(first.message, BOOKING_FORM_FIELDS[first.field]);
  return reading.booking!;
}

/** A name exactly as the list spells it: the sheets' strict lists accept only that text. */
function asListed(matrix: CellMatrix, spec: typeof ARMIES_SPEC | typeof PLAYERS_SPEC | typeof FIELDS_SPEC, name: string): string {
  if (!name) return name;
  const table = readTable<'name'>(matrix, spec as never);
  return nameAsListed(
    table.rows.map((_, row) => cellOf(table, row, 'name')),
    name,
  );
}

/** A retry of a saved submission: report the saved row(s), write nothing; `player`: from the portal, whose link it is. */
function alreadySaved(campaign: OpenCampaign, row: number, player: string | null): BookingSubmitResult {
  const replay = replayCampaign(campaign.tables);
  const booking = replay.bookings[row - 2];
  if (!booking || booking.error !== null) {
    // The organiser finds the row in the sheet; a player never sees the sheet and reads who fixes it.
    throw new RuleError(
      player !== null
        ? savedBookingBrokenForPlayer(booking ?? null, player)
        : `Diese Buchung wurde schon in Zeile ${row} gespeichert, zählt dort aber nicht: ${booking?.error ?? 'leer'}`,
    );
  }
  const army =
    booking.kind === NEW_ARMY && booking.army ? replay.armies.find((a) => nameKey(a.name) === nameKey(booking.army!)) : undefined;
  return summarise(booking, row, army ? army.row + 2 : null, true);
}

function summarise(booking: AppliedBooking, bookingRow: number, armyRow: number | null, duplicate: boolean): BookingSubmitResult {
  return {
    zeile: armyRow ?? bookingRow,
    blatt: armyRow === null ? BOOKINGS_SPEC.sheet : ARMIES_SPEC.sheet,
    buchungszeile: bookingRow,
    art: booking.kind,
    spieler: booking.player,
    armee: booking.army ?? '',
    versorgungspool: booking.poolAfter,
    stufe: booking.levelAfter,
    doppelt: duplicate,
  };
}
