import { CORRECTION, MOVE } from './map/moves';

/**
 * The kinds (Art) of ledger rows the campaign knows. The replay counts every row by its
 * Versorgung and Stufen whatever its Art; only Bewegung and Korrektur also place armies (M7).
 */
export const SUPPLY_PHASE = 'Versorgungsphase';
export const UPGRADE = 'Aufwertung';
export const NEW_ARMY = 'Neue Armee';

/** What the form "Buchung eintragen" books, in the order it offers them. */
export const FORM_KINDS = [UPGRADE, NEW_ARMY, MOVE, CORRECTION] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/** Every Art a Buchungen row may have without a warning. */
export const BOOKING_KINDS = [SUPPLY_PHASE, UPGRADE, NEW_ARMY, MOVE, 'Zusammenlegung', 'Rückzug', CORRECTION];
