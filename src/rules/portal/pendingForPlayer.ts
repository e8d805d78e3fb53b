/**
 * A report that does not count yet, as a player reads it (C2, C3, C10, C11): in „Meine Schlachten“
 * and the portal's open reports. Who it waits for, or that the Spielleitung decides — never the
 * sheet's columns or the Status the organiser sets (his Prüfung names those). Pure.
 */
import { STATUS_DISCARDED, STATUS_DISPUTED, STATUS_REPORTED, type PendingConfirmation } from '../campaign/battleStatus';
import { disputeParts } from '../campaign/disputeText';
import { quotedReason } from '../campaign/quotedReason';
import { nameKey } from '../campaign/names';
import { withdrawnByReporter } from '../campaign/reportWithdrawal';
import { readerRole } from '../access/reportReaders';

/** Why a report's reporting side is unknown (C3), said after „Gemeldet von …,“. */
const UNKNOWN_REPORTER_FOR_PLAYER: Record<NonNullable<PendingConfirmation['unknownReporter']>, string> = {
  playsNeither: 'der keine der beiden Armeen mehr spielt',
  cleared: 'dessen Name nicht mehr eingetragen ist',
};

/**
 * „Gemeldet von dir, wartet auf Bestätigung durch Bernd“, without a full stop; `me`: the reader's
 * nameKey. `decidedApart`: a sentence of its own says who decides a disputed report (the
 * Übersicht's proposalForPlayer) — the status line does not say it again (user test 32).
 */
export function pendingForPlayer(
  c: Pick<
    PendingConfirmation,
    'status' | 'reportedBy' | 'attackerPlayer' | 'defenderPlayer' | 'waitingFor' | 'unknownReporter' | 'reason'
  >,
  me: string,
  decidedApart = false,
): string {
  if (c.status === STATUS_REPORTED) {
    const byMe = c.reportedBy !== '' && nameKey(c.reportedBy) === me;
    // C3: a player's report whose Gemeldet von was emptied is no report of the organiser's.
    const by = byMe
      ? ' von dir'
      : c.reportedBy
        ? ` von ${c.reportedBy}`
        : c.unknownReporter
          ? ' von einem Spieler'
          : ' von der Spielleitung';
    // C3: where the reporting side is unknown, neither player answers — the organiser decides;
    // the player reads why (a reporter's name she may not know, user test 33).
    const waiting = c.unknownReporter
      ? `${UNKNOWN_REPORTER_FOR_PLAYER[c.unknownReporter]} – die Spielleitung entscheidet`
      : c.waitingFor.some((p) => nameKey(p) === me)
        ? 'wartet auf deine Bestätigung'
        : `wartet auf Bestätigung durch ${c.waitingFor.join(' oder ') || 'den Gegner'}`;
    return `Gemeldet${by}, ${waiting}`;
  }
  if (c.status === STATUS_DISPUTED) {
    // C11: the reason quoted alone; that a proposal waits, apart.
    const { reason: why, proposed } = disputeParts(c.reason);
    const said = why ? quotedReason(why, proposed ? ', mit Gegenvorschlag' : '') : proposed ? 'mit Gegenvorschlag' : '';
    // The player who disputed it reads that she did (user test 32; readerRole, C12).
    const by = readerRole(c, me) === 'disputer' ? 'Von dir bestritten' : 'Bestritten';
    return `${by}${said ? ` (${said})` : ''}${decidedApart ? '' : ' – die Spielleitung entscheidet'}`;
  }
  if (c.status === STATUS_DISCARDED && withdrawnByReporter(c.reason, c.reportedBy)) {
    // C10: the reporter's own withdrawal, not the organiser's discard.
    return `Zurückgezogen von ${nameKey(c.reportedBy) === me ? 'dir' : c.reportedBy} – zählt nicht`;
  }
  return 'Verworfen – zählt nicht';
}
