/**
 * „Bestätigen“ in the portal (C3, C10, C11): the opponent confirms or disputes a report of the
 * other side from his link — a dispute with its reason and, if he likes, the result he proposes —
 * and the reporting player withdraws his own report while it is gemeldet. The token is checked,
 * then the report kind the organiser's „Offene Meldungen“ uses (reportDecision) runs with the
 * player as its actor; who may do what is rules/rounds/admission.ts. A confirmation is consent to
 * the values the page showed: the answer carries its card's stand, and is refused — nothing
 * written — when the row changed since or when it comes without one (reportDecision).
 */
import {
  ARMIES_SPEC,
  cellOf,
  CampaignReplay,
  nameKey,
  playerReads,
  readTable,
  replayCampaign,
  STATUS_CONFIRMED,
  STATUS_DISCARDED,
  STATUS_DISPUTED,
  STATUS_REPORTED,
  ReportParties,
} from '../../rules/campaign';
import { parseText } from '../../rules/cells/parseCell';
import { CellValue } from '../../rules/cells/cellValue';
import { FIELDS } from '../../rules/fields';
import { RuleError } from '../../rules/ruleError';
import { readsReport } from '../../rules/access/reportReaders';
import {
  battlesAfterRow,
  battlesChangedByCounting,
  checkAnswer,
  checkAnswerChanges,
  checkProposal,
  checkReportWithdrawal,
  disputeWithProposal,
  Proposal,
  readProposal,
  withdrawnBy,
} from '../../rules/rounds';
import { ANSWER_ACTIONS, AnswerPayload } from '../../shared/confirmContract';
import type { DecideResult } from '../../shared/reportsContract';
import type { Answer } from '../../shared/submission';
import { tablesAfter } from '../notify/saveNotifications';
import { TAP_REFRESH } from '../../rules/portalRefresh';
import { reportDecision, ReportRow } from '../reportDecision';
import { dayInLazily } from '../reportCard';
import { OpenCampaign } from '../submission';
import { runPortalSubmission } from './portalSubmission';

/** google.script.run from the portal: the token first, checked on every call. */
export function answerReport(token: string, payload: AnswerPayload): Answer<DecideResult> {
  return runPortalSubmission(token, playerAnswer, payload);
}

/** The player as a report's actor. */
function playerAnswer(player: string) {
  let proposal: Proposal | null = null;
  // The pipeline asks `reads`, then `mayAct`, of the same report: its parties are read once.
  let known: { report: ReportRow; parties: ReportParties } | undefined;
  const partiesFor = (report: ReportRow, campaign: OpenCampaign): ReportParties =>
    (known?.report === report ? known : (known = { report, parties: partiesOf(report, campaign) })).parties;
  return reportDecision({
    failure: 'Deine Antwort wurde nicht gespeichert',
    reload: TAP_REFRESH,
    ...playerReads(),
    actions: ANSWER_ACTIONS,
    open: [STATUS_REPORTED],
    text(payload, status) {
      if (status !== STATUS_DISPUTED) return '';
      const reason = parseText((payload.einspruch ?? '') as CellValue).trim();
      if (reason === '') {
        throw new RuleError(
          'Zum Bestreiten bitte eine Begründung schreiben: was an der Meldung nicht stimmt. Nichts wurde gespeichert.',
          'dispute',
        );
      }
      // C11: the proposal, if any, is read with the report form's limits; checked against the campaign in cells().
      proposal = payload.vorschlag === undefined || payload.vorschlag === null ? null : readProposal(payload.vorschlag);
      return disputeWithProposal(reason, proposal);
    },
    reads: (report, campaign) => readsReport(partiesFor(report, campaign), nameKey(player)),
    mayAct(report, campaign, action) {
      const parties = partiesFor(report, campaign);
      if (ANSWER_ACTIONS[action as keyof typeof ANSWER_ACTIONS] === STATUS_DISCARDED) checkReportWithdrawal(player, parties);
      else checkAnswer(player, parties);
    },
    // A confirmation that would change a battle already counted after the report is the organiser's (answerChanges.ts).
    checkWrite(entry, campaign, writes) {
      if (entry.status !== STATUS_CONFIRMED || !battlesAfterRow(campaign.tables.battles, entry.row - 2)) return undefined;
      const tables = tablesAfter(campaign.tables, writes);
      const before: CampaignReplay = replayCampaign(campaign.tables);
      const replay = replayCampaign(tables);
      checkAnswerChanges(
        battlesChangedByCounting(campaign.tables, before, entry.row - 2, replay),
        playerReads(dayInLazily(campaign.timeZone)),
      );
      // What was replayed here, the notifications of the save need not replay again.
      return { writes, tables, replay, before };
    },
    cells(entry, campaign) {
      if (entry.status === STATUS_DISCARDED) return { [FIELDS.dispute.header]: withdrawnBy(player) };
      if (entry.status === STATUS_DISPUTED) {
        if (proposal) checkProposal(campaign.tables, entry.row - 2, proposal, player);
        return { [FIELDS.dispute.header]: entry.text };
      }
      return { [FIELDS.confirmedBy.header]: player, [FIELDS.confirmedAt.header]: new Date() };
    },
  });
}

/** The report's reporter and the players of its two armies, by the Armeen list. */
function partiesOf(report: ReportRow, campaign: OpenCampaign): ReportParties {
  const armies = readTable<string>(campaign.tables.armies, ARMIES_SPEC);
  const playerOf = (army: string) => {
    for (let r = 0; r < armies.rows.length; r++) {
      if (nameKey(parseText(cellOf(armies, r, 'name'))) === nameKey(army)) return parseText(cellOf(armies, r, 'player'));
    }
    return '';
  };
  return {
    reportedBy: report.reportedBy,
    playerReport: report.playerReport,
    attackerPlayer: playerOf(report.attacker),
    defenderPlayer: playerOf(report.defender),
  };
}
