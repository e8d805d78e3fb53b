import { CellMatrix } from '../cells/cellValue';
import { NO, settingValue, YES } from '../campaign/settings';
import { nameKey } from '../campaign/names';

/**
 * The round's settings in Einstellungen (R2, A1): the phase the organiser sets with „Neue Runde
 * beginnen“ and „Schlachtphase beginnen“, and whether attacks are declared on the map. Both are
 * rows of the same sheet as C7's switch; what a missing or unreadable row means is decided here.
 */
export const PHASE_ORDERS = 'Befehle';
export const PHASE_BATTLES = 'Schlachten';
export type Phase = typeof PHASE_ORDERS | typeof PHASE_BATTLES;

/** R2: the round's phase; a missing or unreadable row counts as Schlachten (campaigns from before R2). */
export const PHASE_SETTING = {
  name: 'Phase',
  values: [PHASE_ORDERS, PHASE_BATTLES],
  default: PHASE_BATTLES,
  note:
    'Befehle: Spieler bewegen, werten auf und sagen Angriffe an; Meldungen von Schlachten sind gesperrt. ' +
    'Schlachten: Spieler melden und bestätigen Schlachten; Buchungen und Ansagen sind gesperrt. ' +
    '„Neue Runde beginnen“ setzt Befehle, „Schlachtphase beginnen“ setzt Schlachten.',
};

/** A1: whether attacks are declared on the map before they are reported; missing counts as nein. */
export const ATTACKS_SETTING = {
  name: 'Angriffe ansagen',
  values: [YES, NO],
  /** What setup writes into a new Einstellungen sheet; an existing one lacking the row gets `existing`. */
  default: YES,
  existing: NO,
  note:
    'ja: ein Spieler meldet nur Schlachten, deren Angriff in der Befehlsphase angesagt wurde (Blatt Angriffe). ' +
    'nein: Meldungen ohne Ansage.',
};

/** R2: Befehle only when the row says so (matched like names); anything else is Schlachten. */
export function readPhase(settings: CellMatrix | null): Phase {
  const value = settingValue(settings, PHASE_SETTING.name);
  return value !== null && nameKey(value) === nameKey(PHASE_ORDERS) ? PHASE_ORDERS : PHASE_BATTLES;
}

/**
 * R2: whether „Neue Runde beginnen“ for `round` begins it, and so sets Befehle: a round not
 * before the current one (R1, before the save) of which no player had a Versorgungsphase yet.
 * Run again for a round begun already (a player added since gets theirs) or for an earlier round
 * (a forgotten supply), it leaves the phase: the current round may be in its Schlachten phase,
 * and Befehle would open bookings and declarations in it again.
 */
export function newRoundBegins(round: number, currentRound: number, playersSuppliedBefore: number): boolean {
  return round >= currentRound && playersSuppliedBefore === 0;
}

/** A1: on only when the row says ja. */
export function readAttacksDeclared(settings: CellMatrix | null): boolean {
  const value = settingValue(settings, ATTACKS_SETTING.name);
  return value !== null && nameKey(value) === nameKey(YES);
}
