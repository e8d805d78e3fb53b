/**
 * Why an answer to a report was refused (C3: the organiser's decision in „Offene Meldungen“, a
 * player's Bestätigen, Bestreiten or Zurückziehen in the portal), worded for who reads it: the
 * organiser finds a battle by its row of Schlachten; a player never sees the sheet and reads
 * the battle by its armies, Runde and day (battleFor). Each refusal says that nothing was saved
 * and ends with the reader's way back to the reports as they are now.
 */
import { unreadableStatusForPlayer } from '../campaign/battleStatus';
import { BATTLES_SPEC } from '../campaign/columns';
import { battleFor, NamedBattle, SheetReader } from '../campaign/sheetReader';
import { disputeShown } from '../campaign/disputeText';
import { FIELDS, fieldKeyOfHeader } from '../fields';
import { shownCell } from '../shownValue';
import { StandChange } from './reportStand';

/** Who reads a refusal of his answer, and the sentence that sends him to his page's button reading the reports again. */
export interface AnswerReader extends SheetReader {
  reload: string;
}

/** The row no longer shows what the answer's page showed (reportStand): what changed. */
export function reportChanged(reader: AnswerReader, battle: NamedBattle, change: StandChange): string {
  const cells =
    'cells' in change
      ? change.cells.map((c) => `${c.label} ${shownStand(c.label, c.was)} → ${shownStand(c.label, c.now)}`).join('; ')
      : '';
  if (reader.seesSheet) {
    const what =
      'cells' in change
        ? `wurde geändert, seit die Liste geladen wurde (${cells})`
        : `ist inzwischen „${change.status || 'ohne Status'}“${change.reason ? ` (${FIELDS.dispute.header}: „${change.reason}“)` : ''}`;
    return `Die Meldung in Zeile ${battle.row + 2} ${what}; nichts wurde gespeichert. ${reader.reload}`;
  }
  const what =
    'cells' in change
      ? `wurde geändert, seit deine Seite sie gezeigt hat: ${cells}`
      : `${change.status ? `ist inzwischen „${change.status}“` : 'zählt inzwischen ohne Bestätigung'}${change.reason ? ` (${change.reason})` : ''}`;
  return `Die Meldung ${battleFor(reader, battle)} ${what}. Nichts wurde gespeichert. ${reader.reload}`;
}

/**
 * A stand's text (as stored: „1500“, the Einspruch's encoded proposal line) as the card showed it
 * (shownValue.ts, disputeShown); a blank reads „leer“ where it has no meaning of its own.
 */
function shownStand(label: string, text: string): string {
  const field = fieldKeyOfHeader(label);
  if (field === undefined) return text || 'leer';
  if (field === 'dispute') return disputeShown(text) || 'leer';
  const number = FIELDS[field].kind === 'whole' && /^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : text;
  return shownCell(field, number, 'leer');
}

/**
 * The answer came without the stand of its page (readStand: a page of before, or a call made by
 * hand). The page's own reload button draws fresh data into the same old page, which would send
 * none again: only loading the page anew helps.
 */
export function standMissing(reader: SheetReader): string {
  return reader.seesSheet
    ? 'Die Entscheidung kam ohne den Stand ihrer Karte an – die Seitenleiste ist wohl älter als das Add-on. ' +
        'Nichts wurde gespeichert. Bitte die Seitenleiste schließen und über das Menü neu öffnen.'
    : 'Deine Seite hat nicht mitgeschickt, welche Meldung sie dir gezeigt hat – sie ist wohl älter als das Portal. ' +
        'Nichts wurde gespeichert. Bitte die Seite neu laden (oder deinen Link noch einmal öffnen).';
}

/** The row's Status is no longer one this reader may change; `status` blank: it counts already. */
export function reportNotOpen(reader: AnswerReader, battle: NamedBattle, status: string): string {
  const now = status === '' ? 'ohne Status (zählt schon)' : `schon „${status}“`;
  const which = reader.seesSheet ? `in Zeile ${battle.row + 2}` : battleFor(reader, battle);
  return `Die Schlacht ${which} ist ${now} und nicht mehr offen; nichts wurde gespeichert. ${reader.reload}`;
}

/** Schlachten has no Status column: nothing to answer into. */
export function statusColumnMissing(reader: SheetReader): string {
  return reader.seesSheet
    ? `Im Blatt ${BATTLES_SPEC.sheet} fehlt die Spalte ${FIELDS.status.header}.`
    : 'Antworten auf Meldungen sind in dieser Kampagne gerade nicht eingerichtet; sag der Spielleitung Bescheid. ' +
        'Nichts wurde gespeichert.';
}

/** The row's Status does not read (`error`: parseBattleStatus's message, with the allowed values): the organiser fixes it. */
export function statusUnreadable(reader: SheetReader, battle: NamedBattle, error: string): string {
  return reader.seesSheet
    ? `Zeile ${battle.row + 2}: ${error}`
    : `${unreadableStatusForPlayer(battleFor(reader, battle))} Nichts wurde gespeichert.`;
}

/** A reference by row number alone (`zeile` as sent) to a row Schlachten does not have. */
export function reportRowMissing(reader: AnswerReader, zeile: unknown): string {
  return reader.seesSheet
    ? `Zeile ${String(zeile)} gibt es im Blatt ${BATTLES_SPEC.sheet} nicht. ${reader.reload}`
    : `Diese Meldung steht nicht mehr in der Kampagne; nichts wurde gespeichert. ${reader.reload}`;
}

/** The battle referred to („A gegen B“) stands in no row any more, or in several (`several`) none of which is open. */
export function reportBattleNotFound(reader: AnswerReader, battle: string, several: boolean): string {
  const where = reader.seesSheet ? `im Blatt ${BATTLES_SPEC.sheet}` : 'in der Kampagne';
  return `Die Schlacht ${battle} steht ${several ? 'mehrmals' : 'nicht mehr'} ${where}; nichts wurde gespeichert. ${reader.reload}`;
}
