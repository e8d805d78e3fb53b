/**
 * C11 in short, for the Übersicht of the two players of a disputed report: who proposes what —
 * only what differs from the report, by the registry's headers — and that the Spielleitung
 * decides. Only who reads the report (C12, reportReaders) gets it: anyone else reads ''. Pure.
 */
import { disputingPlayer, STATUS_DISPUTED, type PendingConfirmation } from '../campaign/battleStatus';
import { PARTS, proposalOf, type Proposal } from '../campaign/disputeText';
import { nameKey } from '../campaign/names';
import { readerRole, type ReportParties } from '../access/reportReaders';
import { FIELDS } from '../fields';
import { shownCell } from '../shownValue';

type DisputedReport = Pick<PendingConfirmation, 'status' | 'reason'> & ReportParties;

/** „Vorschlag von Sabine: Siegpunkte Verteidiger 55 statt 40. Die Spielleitung wählt …“; `me`: the reader's nameKey. */
export function proposalForPlayer(report: DisputedReport, reported: Proposal, me: string): string {
  if (report.status !== STATUS_DISPUTED) return '';
  const proposal = proposalOf(report.reason);
  const { reportedBy, attackerPlayer, defenderPlayer } = report;
  const role = readerRole(report, me);
  if (!proposal || role === null) return '';
  // A row the organiser typed (or a reporter who plays neither army) names no side.
  const proposer = disputingPlayer({ reportedBy, attackerPlayer, defenderPlayer }, nameKey);
  const changes = PARTS.filter(({ key }) => proposal[key] !== reported[key]).map(
    ({ key, field }) => `${FIELDS[field].header} ${shownCell(field, proposal[key])} statt ${shownCell(field, reported[key])}`,
  );
  const what = changes.length ? changes.join(', ') : 'wie gemeldet';
  if (role === 'disputer') {
    return `Dein Vorschlag: ${what}. Die Spielleitung wählt zwischen der Meldung und deinem Vorschlag; du musst nichts tun.`;
  }
  const reportWords = role === 'reporter' ? 'deiner Meldung' : 'der Meldung';
  return `${proposer ? `Vorschlag von ${proposer}` : 'Gegenvorschlag'}: ${what}. Die Spielleitung wählt zwischen ${reportWords} und dem Vorschlag; du musst nichts tun.`;
}
