/**
 * Why a save wrote nothing because the campaign moved under it (the submission pipeline's race
 * checks: a row planned as new was filled meanwhile, or a row the plan rests on changed), or
 * because its Einreichungs-ID was saved before for other values — worded for who reads it. The
 * organiser finds the row in the sheet; a player never sees the sheet and is sent to his page's
 * refresh button.
 */
import { PORTAL_REFRESH } from '../portalRefresh';
import { SheetReader } from './sheetReader';

/** A row of a campaign sheet, as the refusal names it to the organiser (sheet row, 1 = header). */
export interface SheetPlace {
  sheet: string;
  row: number;
}

const NOTHING_SAVED = 'nichts wurde gespeichert.';

/** `filled`: a row the save meant to fill holds data now; `changed`: a row it read holds other values now. */
export function rowTakenMeanwhile(reader: SheetReader, place: SheetPlace, how: 'filled' | 'changed'): string {
  const what = reader.seesSheet ? `Zeile ${place.row} des Blatts ${place.sheet}` : 'Die Kampagne';
  if (how === 'filled') {
    return (
      `${what} wurde gerade eben ${reader.seesSheet ? 'gefüllt' : 'ergänzt'}; ${NOTHING_SAVED} ` +
      'Bitte erneut senden – was schon gespeichert ist, wird nicht doppelt gespeichert.'
    );
  }
  return (
    `${what} wurde gerade eben geändert; ${NOTHING_SAVED} ` +
    (reader.seesSheet
      ? 'Bitte die Seite neu laden und prüfen, ob es noch nötig ist; dann erneut senden.'
      : `Bitte „${PORTAL_REFRESH}“ antippen, prüfen, ob es noch nötig ist, und dann erneut senden.`)
  );
}

/** The Einreichungs-ID of this fill is stored at `place` for other values (a form sent again after it changed). */
export function submissionIdReused(reader: SheetReader, place: SheetPlace): string {
  return reader.seesSheet
    ? `Diese Einreichungs-ID wurde schon in Zeile ${place.row} des Blatts ${place.sheet} für andere Angaben ` +
        `gespeichert; ${NOTHING_SAVED} Bitte das Formular neu laden und erneut senden.`
    : `Diese Eingabe wurde schon einmal mit anderen Angaben gespeichert; ${NOTHING_SAVED} ` +
        `Bitte „${PORTAL_REFRESH}“ antippen und erneut senden.`;
}
