/**
 * C6: a player books Bewegung or Aufwertung of their own armies through their link. The token
 * is checked first (runPortalSubmission), then the organiser's booking kind made for that
 * player runs through the one submission pipeline: the same reader, the same CampaignState
 * check, Einreichungs-ID idempotency, and the row names the player in Gemeldet von. It counts
 * at once (no confirmation).
 */
import type { BookingPayload, BookingSubmitResult } from '../../shared/bookingContract';
import type { Answer } from '../../shared/submission';
import { bookingKind } from '../submitBooking';
import { runPortalSubmission } from './portalSubmission';

export function bookForArmy(token: string, payload: BookingPayload): Answer<BookingSubmitResult> {
  return runPortalSubmission(token, bookingKind, payload);
}
