import { CampaignTables, consequencesIfCounted, OpenReport } from '../rules/campaign';
import { OpenReportCard } from '../shared/reportsContract';

/**
 * An open report as „Offene Meldungen“ and the portal's „Bestätigen“ show it, with what it would
 * change (one replay each); without `consequences`, `folgen` stays blank and costs nothing.
 */
export function reportCard(tables: CampaignTables, r: OpenReport, consequences = true): OpenReportCard {
  return {
    zeile: r.row + 2,
    runde: r.round,
    status: r.status,
    angreifer: r.attacker,
    verteidiger: r.defender,
    angreiferSpieler: r.attackerPlayer,
    verteidigerSpieler: r.defenderPlayer,
    gemeldetVon: r.reportedBy,
    einspruch: r.reason,
    pruefung: r.message,
    folgen: consequences ? consequencesIfCounted(tables, r.row) : '',
  };
}
