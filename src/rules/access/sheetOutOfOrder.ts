/**
 * What a player reads where the organiser reads a SetupError (a sheet or column missing): a
 * player never sees the spreadsheet and cannot set it up — the Spielleitung has to; and, on a
 * save, that nothing was written.
 */
import { ORGANISER_NAME } from './privacy';

const NOT_IN_ORDER = `Die Kampagnentabelle ist gerade nicht in Ordnung; die ${ORGANISER_NAME} muss sie richten.`;
const TELL = `Du kannst nichts tun – dauert es, sag der ${ORGANISER_NAME} Bescheid.`;

/** A save refused on it. */
export const SHEET_OUT_OF_ORDER_SAVE = `${NOT_IN_ORDER} Nichts wurde gespeichert. ${TELL}`;

/** A page that cannot be drawn from it. */
export const SHEET_OUT_OF_ORDER_LOAD = `Die Kampagne lässt sich nicht laden: ${NOT_IN_ORDER} ${TELL}`;
