import { CampaignTables, consequencesIfCounted, OpenReport } from '../rules/campaign';
import { ReportedReader, reportedReader } from '../rules/campaign/reportedResult';
import { OpenReportCard } from '../shared/reportsContract';

/** One reader per Schlachten table read: a list of cards reads the table once. */
const readers = new WeakMap<object, ReportedReader>();
function readerOf(tables: CampaignTables): ReportedReader {
  let reader = readers.get(tables.battles);
  if (!reader) readers.set(tables.battles, (reader = reportedReader(tables.battles)));
  return reader;
}

/**
 * An open report as „Offene Meldungen“ and the portal's „Bestätigen“ show it, with what it would
 * change (one replay each) and what it says (C9); without `consequences`, `folgen` stays blank and costs nothing.
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
    gemeldet: readerOf(tables)(r.row),
    folgen: consequences ? consequencesIfCounted(tables, r.row) : '',
  };
}
