import { CampaignReplay, CampaignTables, nameKey, openReports, STATUS_REPORTED } from '../../rules/campaign';
import type { PortalWaiting } from '../../shared/confirmContract';
import { readerRole, type ReaderRole } from '../../rules/access/reportReaders';
import { reportCard } from '../reportCard';

/** Which of the page's lists an open report goes to, by how the player stands to it. */
const LIST: Record<ReaderRole, Exclude<keyof PortalWaiting, 'toAnswer'>> = {
  reporter: 'mine',
  disputer: 'disputed',
  party: 'others',
};

/**
 * What waits for `player` (the Übersicht and „Bestätigen“): the reports of the other side the
 * player is to answer — the same „wartet auf Bestätigung durch …“ the row's Prüfung names — and
 * the player's other open reports, apart by how the player stands to them (readerRole): own,
 * disputed by the player, or of the player's armies otherwise. What a report would change costs
 * a replay: computed for the reports to answer only.
 */
export function portalWaiting(
  tables: CampaignTables,
  replay: CampaignReplay,
  player: string,
  day: (date: Date) => string,
): PortalWaiting {
  const me = nameKey(player);
  const isMe = (name: string) => name !== '' && nameKey(name) === me;
  const waiting: PortalWaiting = { toAnswer: [], mine: [], disputed: [], others: [] };
  for (const report of openReports(replay)) {
    if (report.status === STATUS_REPORTED && report.waitingFor.some(isMe)) {
      waiting.toAnswer.push(reportCard(tables, report, day, true, player, replay));
      continue;
    }
    // C12: the reason and the proposal on this card are for the report's own players only.
    const role = readerRole(report, me);
    if (role) waiting[LIST[role]].push(reportCard(tables, report, day, false, player));
  }
  return waiting;
}
