/**
 * C12: who reads an open report on his own pages, its reason and proposal included — the player
 * who reported it and the players of its two armies; nobody else's page (the organiser reads
 * the sheet). Declared once: the portal's „Deine offenen Meldungen“ lists what this allows, and
 * the proposal's short sentence (proposalForPlayer) is written only for them.
 */
import type { ReportParties } from '../campaign/battleStatus';
import { nameKey } from '../campaign/names';

export type { ReportParties };

/** `me`: the reader's nameKey; a blank name is nobody. */
export function readsReport(r: ReportParties, me: string): boolean {
  return me !== '' && [r.reportedBy, r.attackerPlayer, r.defenderPlayer].some((name) => name !== '' && nameKey(name) === me);
}
