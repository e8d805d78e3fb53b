import { RuleError } from '../rules/ruleError';
import { checkProposal, proposalCells, proposalOf, reportedValues, takenDispute } from '../rules/rounds';
import {
  BATTLES_CONFIRMATION_SPEC,
  BATTLES_MAP_SPEC,
  BATTLES_SPEC,
  CampaignReplay,
  cellOf,
  openReports,
  readTable,
  replayCampaign,
  STATUS_DISPUTED,
  STATUS_REPORTED,
  ORGANISER_READS,
} from '../rules/campaign';
import { FIELDS } from '../rules/fields';
import { ORGANISER_NAME } from '../rules/access/privacy';
import { parseText } from '../rules/cells/parseCell';
import { CellValue } from '../rules/cells/cellValue';
import { DecidePayload, DecideResult, OpenReportsData, REPORT_ACTIONS } from '../shared/reportsContract';
import { Answer } from '../shared/submission';
import { campaignTables } from '../sheets/readCampaign';
import { readCampaignSheets } from '../sheets/campaignRead';
import { answered } from './germanErrors';
import { menuEntry } from './menuEntry';
import { dayIn, reportCard } from './reportCard';
import { reportDecision } from './reportDecision';
import { roundOrNull } from '../rules/campaign/entries';
import { checkOrganiserChanges } from './organiserChanges';
import { tablesAfter } from './notify/saveNotifications';
import { OpenCampaign, runSubmission } from './submission';
import { readNotifySettings } from '../rules/notify/notifySettings';
import { reportsPastDeadline } from '../rules/notify/reportDeadlines';
import { organiserPage } from './pageKey';
import { noticeUnlisted } from './portal/unlistedLinks';

/** C11: the organiser's action that decides for the dispute's proposal. */
const PROPOSAL_ACTION = 'vorschlag';

/** The sidebar page, built from src/sidebar/ReportsSidebar.* into dist/ReportsSidebar.html. */
export const REPORTS_SIDEBAR_FILE = 'ReportsSidebar';
/** Its title, and the menu item that opens it. */
export const REPORTS_CAPTION = 'Offene Meldungen';
/** Who decided, when Apps Script gives no e-mail (another domain, no e-mail scope). */
export const ORGANISER = ORGANISER_NAME;

export function showReportsSidebar(): void {
  menuEntry(REPORTS_CAPTION, () => {
    const html = organiserPage(REPORTS_SIDEBAR_FILE).setTitle(REPORTS_CAPTION);
    SpreadsheetApp.getUi().showSidebar(html);
  });
}

/** Every gemeldet/bestritten battle, with what it would change if it counted (read only, no lock). */
export function getOpenReports(): Answer<OpenReportsData> {
  return answered('Die offenen Meldungen konnten nicht gelesen werden', () => {
    // The sheets in one read (campaignRead.ts: through the Sheets API, a few calls at any size).
    const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
    const read = readCampaignSheets(spreadsheet);
    const tables = campaignTables(read.data);
    // C8: a name gone from Spieler loses its link (unlistedLinks.ts; no Sheets call unless one is found).
    noticeUnlisted(spreadsheet, tables.players);
    const day = dayIn(read.timeZone());
    const replay = replayCampaign(tables);
    // N3: the organiser sees which reports wait longer than the reminder time.
    const settings = readNotifySettings(read.roundSheets().settings);
    const overdue = new Map(reportsPastDeadline(tables, replay, settings, new Date()).map((o) => [o.row, o.hours]));
    const meldungen = openReports(replay).map((r) => {
      // Which reports only the organiser may count now: they would change battles counted after them.
      const card = reportCard(tables, r, day, true, undefined, replay);
      const hours = overdue.get(r.row);
      return hours === undefined ? card : { ...card, ueberfaellig: `seit ${hours} Stunden unbeantwortet` };
    });
    return { meldungen };
  });
}

/**
 * The organiser confirms, decides or discards one report (C3) through the submission pipeline:
 * Status, Bestätigt von, Bestätigt am (and the note in Notiz) of that row in one write. The row
 * must still be gemeldet or bestritten; the same action again writes nothing.
 */
export function decideReport(payload: DecidePayload): Answer<DecideResult> {
  return runSubmission(DECISION, payload);
}

/** The organiser as a report's actor: any open report, any of the three actions, a note in Notiz. */
const DECISION = reportDecision({
  failure: 'Die Entscheidung wurde nicht gespeichert',
  // „Offene Meldungen“ reads the reports again with its button „Liste neu laden“.
  reload: 'Bitte die Liste neu laden.',
  ...ORGANISER_READS,
  actions: REPORT_ACTIONS,
  open: [STATUS_REPORTED, STATUS_DISPUTED],
  text: (payload) => parseText((payload.notiz ?? '') as CellValue).trim(),
  mayAct: () => undefined,
  // R6: deciding an old report counts it (or, for a proposal, changes it) before the battles
  // entered after it; those that would change are named, and saved only when confirmed.
  checkWrite(entry, campaign, writes) {
    const { tables } = campaign;
    const round = roundOrNull(cellOf(readTable(tables.battles, BATTLES_SPEC), entry.row - 2, 'round'));
    const afterTables = tablesAfter(tables, writes);
    let before: CampaignReplay | undefined;
    let after: CampaignReplay | undefined;
    const replays = { before: () => (before ??= replayCampaign(tables)), after: () => (after ??= replayCampaign(afterTables)) };
    checkOrganiserChanges(campaign, round, 'decision', replays, entry.confirmed, entry.row - 2);
    // What was replayed here, the notifications of the save need not replay again.
    return after ? { writes, tables: afterTables, replay: after, before } : undefined;
  },
  cells(entry, campaign) {
    const cells: Record<string, CellValue> = {
      [FIELDS.confirmedBy.header]: currentUser() || ORGANISER,
      [FIELDS.confirmedAt.header]: new Date(),
    };
    if (entry.action === PROPOSAL_ACTION) Object.assign(cells, proposalDecision(campaign, entry.row));
    if (entry.text) {
      const old = parseText(cellOf(readTable(campaign.data.battles.values, BATTLES_SPEC), entry.row - 2, 'note'));
      cells[FIELDS.note.header] = old ? `${old} | ${ORGANISER}: ${entry.text}` : `${ORGANISER}: ${entry.text}`;
    }
    return cells;
  },
});

/**
 * C11: deciding for the dispute's proposal — its values go into the row (checked: with them the
 * battle must count), and Einspruch keeps the reason and the values that had been reported.
 */
function proposalDecision(campaign: OpenCampaign, row: number): Record<string, CellValue> {
  const { tables } = campaign;
  const dispute = parseText(cellOf(readTable(tables.battles, BATTLES_CONFIRMATION_SPEC), row - 2, 'dispute'));
  const proposal = proposalOf(dispute);
  if (!proposal) {
    throw new RuleError(
      `Die Meldung in Zeile ${row} hat keinen lesbaren Vorschlag in der Spalte ${FIELDS.dispute.header}; bitte „entscheiden“ oder „verwerfen“ wählen.`,
      'dispute',
    );
  }
  checkProposal(tables, row - 2, proposal);
  const withRetreat = (readTable(tables.battles, BATTLES_MAP_SPEC).columns.retreatTo ?? -1) >= 0;
  return {
    ...proposalCells(proposal, withRetreat),
    [FIELDS.dispute.header]: takenDispute(dispute, reportedValues(tables, row - 2)),
  };
}

/** The organiser's e-mail where Apps Script gives it; else empty. */
function currentUser(): string {
  try {
    return Session.getActiveUser().getEmail();
  } catch {
    return '';
  }
}
