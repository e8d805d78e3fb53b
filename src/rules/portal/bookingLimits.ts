/**
 * What the portal's Buchen may offer now (R4, R5, C6): the booking options of the campaign
 * (bookingOptions.ts: legal fields, Aufwertungen and their prices) limited by the round rules
 * the server checks — the same checkPlayerBooking, asked per army and kind. An army that moved
 * this round offers no Bewegung and says why; outside the Befehle phase nothing is offered.
 */
import { RuleError } from '../ruleError';
import { UPGRADE } from '../bookingKinds';
import { MOVE } from '../map/moves';
import { checkPlayerBooking } from '../rounds/admission';
import type { RoundSituation } from '../rounds/roundSituation';
import type { BookableArmy, PlayerBookingOptions } from './bookingOptions';

/** A bookable army with what the round rules refuse for it ('' = allowed). */
export interface LimitedArmy extends BookableArmy {
  /** Why no Bewegung now (R5: moved already; R4: not now); '' when allowed. */
  moveRefused: string;
  /** Why no Aufwertung now (R4); '' when allowed. */
  upgradeRefused: string;
}

export interface LimitedBookingOptions extends PlayerBookingOptions {
  armies: LimitedArmy[];
}

function refusal(check: () => void): string {
  try {
    check();
    return '';
  } catch (error) {
    if (error instanceof RuleError) return error.message;
    throw error;
  }
}

/** `options` (made for the current round, R1) for `player` as the round rules allow them in situation `s`. */
export function limitBookingOptions(options: PlayerBookingOptions, s: RoundSituation, player: string): LimitedBookingOptions {
  const round = s.round;
  return {
    ...options,
    armies: options.armies.map((a) => ({
      ...a,
      moveRefused: refusal(() => checkPlayerBooking(s, player, { round, army: a.name, kind: MOVE })),
      upgradeRefused: refusal(() => checkPlayerBooking(s, player, { round, army: a.name, kind: UPGRADE })),
    })),
  };
}
