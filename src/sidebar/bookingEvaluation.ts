/**
 * Reads the booking form into a payload for submitBooking and evaluates the booking with the
 * server's own CampaignState, replayed from the campaign's tables up to the booking's place in
 * the log (checkNewBooking's path): the preview is what the save computes. No rule is decided here.
 */
import { isBlank, RuleError } from '../rules';
import { ARMIES_MAP_SPEC, ARMIES_SPEC, BookingConsequences, checkNewBooking, rowFor } from '../rules/campaign';
import {
  BOOKING_FORM_KEYS,
  bookingKeyOf,
  BookingFormKey,
  checkMapFields,
  fieldsOfKind,
  readBookingForm,
  SubmittedBooking,
} from '../rules/bookingForm';
import { BOOKINGS_MAP_SPEC, BOOKINGS_SPEC } from '../rules/campaign';
import { FormKind, NEW_ARMY } from '../rules/bookingKinds';
import { BookingFormData, BookingPayload, BookingStanding } from '../shared/bookingContract';
import { today } from './kit/today';

/** The form's controls: the payload keys, and the new army's name, typed where a list cannot offer it. */
export type BookingControl = BookingFormKey | 'neueArmee';
export const BOOKING_CONTROLS: BookingControl[] = [...BOOKING_FORM_KEYS.slice(0, 5), 'neueArmee', ...BOOKING_FORM_KEYS.slice(5)];
export type BookingValues = Record<BookingControl, string>;

export interface BookingProblem {
  field: BookingControl;
  message: string;
  blank: boolean;
}

export interface BookingEvaluation {
  kind?: FormKind;
  /** The controls the Art uses (the others are hidden and not read). */
  shown: BookingControl[];
  consequences?: BookingConsequences;
  problems: BookingProblem[];
  payload?: BookingPayload;
}

/** Where a field of the reader sits in the form: a new army's name has a text box of its own. */
export function controlOf(kind: FormKind | undefined, key: BookingFormKey): BookingControl {
  return key === 'armee' && kind === NEW_ARMY ? 'neueArmee' : key;
}

export function initialBookingValues(data: BookingFormData, kind: string, einreichungsId: string): BookingValues {
  const values = Object.fromEntries(BOOKING_CONTROLS.map((c) => [c, ''])) as BookingValues;
  return { ...values, art: kind, runde: String(data.runde), datum: today(), startstufe: '1', einreichungsId };
}

/** Armies and pools as a booking in the typed Runde finds them: the round after the log's last one has its battles counted. */
export function standingFor(runde: string, data: BookingFormData): BookingStanding {
  return Number(runde.trim()) === data.runde + 1 ? data.folgerunde : data;
}

export function evaluateBooking(values: BookingValues, data: BookingFormData): BookingEvaluation {
  const input = { ...values, armee: values.art === NEW_ARMY ? values.neueArmee : values.armee };
  const reading = readBookingForm(input, { currentRound: data.runde });
  const kind = reading.kind;
  const shown = kind ? fieldsOfKind(kind).map((key) => controlOf(kind, key)) : ['art' as BookingControl];
  const problems: BookingProblem[] = reading.problems.map((p) => ({ ...p, field: controlOf(kind, p.field) }));
  const evaluation: BookingEvaluation = { kind, shown, problems };
  const booking = reading.booking;
  if (booking) {
    try {
      evaluation.consequences = consequencesOf(booking, data);
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
      const key = bookingKeyOf(error.field) ?? 'armee';
      problems.push({ field: controlOf(kind, key), message: error.message, blank: isBlank(input[key]) });
    }
  }
  if (booking && problems.length === 0) {
    evaluation.payload = {
      art: booking.kind,
      runde: booking.round,
      datum: values.datum.trim(),
      spieler: booking.player,
      armee: booking.army,
      startstufe: booking.startLevel || '',
      stufen: booking.levels,
      versorgung: booking.supply,
      feld: booking.field,
      notiz: booking.note,
      einreichungsId: booking.submissionId,
    };
  }
  return evaluation;
}

/**
 * The booking as the server checks it (submitBooking → checkNewBooking): its Buchungen row,
 * for a Neue Armee with the army's Armeen row, appended to the campaign the form was given.
 */
function consequencesOf(booking: SubmittedBooking, data: BookingFormData): BookingConsequences {
  const { kampagne } = data;
  const b = BOOKINGS_SPEC.columns;
  const row = rowFor(kampagne.bookings[0] ?? [], {
    [b.round.header]: booking.round,
    [b.player.header]: booking.player,
    [b.army.header]: booking.army,
    [b.kind.header]: booking.kind,
    [b.supply.header]: booking.supply || '',
    [b.levels.header]: booking.levels || '',
    // A new army's Feld is its Startfeld (Armeen), not a move.
    [BOOKINGS_MAP_SPEC.columns.field.header]: booking.kind === NEW_ARMY ? '' : booking.field,
  });
  const a = ARMIES_SPEC.columns;
  const army =
    booking.kind === NEW_ARMY
      ? rowFor(kampagne.armies[0] ?? [], {
          [a.name.header]: booking.army,
          [a.player.header]: booking.player,
          [a.startLevel.header]: booking.startLevel,
          [a.raisedInRound.header]: booking.round,
          [ARMIES_MAP_SPEC.columns.startField.header]: booking.field,
        })
      : undefined;
  checkMapFields(booking, kampagne.fields !== undefined);
  return checkNewBooking(kampagne, row, army);
}
