/**
 * C12: who reads an open report on his own pages, its reason and proposal included — the player
 * who reported it and the players of its two armies; nobody else's page (the organiser reads
 * the sheet). Declared once: the portal's open reports list what this allows, grouped by
 * readerRole, and the proposal's short sentence (proposalForPlayer) is written only for them.
 */
import { disputingPlayer, STATUS_DISPUTED, type PendingConfirmation, type ReportParties } from '../campaign/battleStatus';
import { nameKey } from '../campaign/names';

export type { ReportParties };

/** `me`: the reader's nameKey; a blank name is nobody. */
export function readsReport(r: ReportParties, me: string): boolean {
  return me !== '' && [r.reportedBy, r.attackerPlayer, r.defenderPlayer].some((name) => name !== '' && nameKey(name) === me);
}

/**
 * How a reader stands to an open report (user test 32: the player who disputed one found it among
 * her own): she reported it; she disputed it (C3: the one player who may answer it —
 * disputingPlayer); or she plays one of its armies and did neither (a row the organiser typed,
 * a reporter renamed). null: not hers to read (readsReport).
 */
export type ReaderRole = 'reporter' | 'disputer' | 'party';

export function readerRole(r: ReportParties & Pick<PendingConfirmation, 'status'>, me: string): ReaderRole | null {
  if (!readsReport(r, me)) return null;
  if (r.reportedBy !== '' && nameKey(r.reportedBy) === me) return 'reporter';
  const disputer = r.status === STATUS_DISPUTED ? disputingPlayer(r, nameKey) : '';
  return disputer !== '' && nameKey(disputer) === me ? 'disputer' : 'party';
}
