/**
 * What the booking sidebar, the "Neue Runde" menu and the server exchange (getBookingFormData,
 * submitBooking, startNewRound). Plain JSON: Apps Script serialises both ways.
 */
import type { BookingFormKey } from '../rules/bookingForm';
import type { FormKind } from '../rules/bookingKinds';
import type { CampaignTables } from '../rules/campaign/tables';
import type { Phase } from '../rules/rounds/roundSettings';
import type { SavedBooking } from '../rules/savedMessages';
import type { ArmyInfo, PlayerInfo } from './battleContract';

export interface BookingArmyInfo extends ArmyInfo {
  /** The field it stands on; "" off the map or without one. */
  feld: string;
  /** M7: the fields a Bewegung may take it to now. */
  ziele: string[];
  /** The round it is raised in: before it, no booking may name it. */
  aufgestellt: number;
}

/** Armies and pools as a booking of one round finds them (before that round's battles). */
export interface BookingStanding {
  armeen: BookingArmyInfo[];
  spieler: PlayerInfo[];
}

/** The standing for a booking in `runde`; `folgerunde` for one in the round after. */
export interface BookingFormData extends BookingStanding {
  folgerunde: BookingStanding;
  /** Every field of the map; null: the campaign has no map (no Bewegung, no Feld). */
  felder: string[] | null;
  /** The highest Runde of the log (battles and bookings), at least 1. */
  runde: number;
  /** R2: the round's phase, for the sidebar's „Runde … · …“ (R7). */
  phase: Phase;
  /** The campaign's tables as formCampaign sends them: the form replays them with the server's rules. */
  kampagne: CampaignTables;
}

/** One booking as submitBooking takes it; numbers as numbers or numeric text. */
export interface BookingPayload extends Partial<Record<BookingFormKey, unknown>> {
  art: FormKind | string;
  runde: number | string;
  /** yyyy-mm-dd */
  datum: string;
  /** Generated once per form fill, so a retry or double click writes once. */
  einreichungsId: string;
}

/** What submitBooking answers: the saved booking (its message's fields) and its Buchungen row. */
export interface BookingSubmitResult extends SavedBooking {
  /** The Buchungen row (for a Neue Armee the row of its cost). */
  buchungszeile: number;
}

export interface NewRoundResult {
  runde: number;
  /** Rows written: one per player who had no Versorgungsphase in that round yet. */
  gebucht: number;
}
