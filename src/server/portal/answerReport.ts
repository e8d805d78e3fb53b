/**
 * „Bestätigen“ in the portal (C3): the opponent confirms or disputes a report of the other side
 * from his link — the token checked, then the report kind the organiser's „Offene Meldungen“
 * uses (reportDecision), with the player as its actor: only a `gemeldet` row, only a player
 * the report waits for (the other side than Gemeldet von), a dispute only with a reason.
 */
import {
  ARMIES_SPEC,
  cellOf,
  confirmingPlayers,
  nameKey,
  readTable,
  STATUS_DISPUTED,
  STATUS_REPORTED,
} from '../../rules/campaign';
import { parseText } from '../../rules/cells/parseCell';
import { CellValue } from '../../rules/cells/cellValue';
import { FIELDS } from '../../rules/fields';
import { RuleError } from '../../rules/ruleError';
import { ANSWER_ACTIONS, AnswerPayload } from '../../shared/confirmContract';
import type { DecideResult } from '../../shared/reportsContract';
import type { Answer } from '../../shared/submission';
import { reportDecision, ReportRow } from '../reportDecision';
import { OpenCampaign } from '../submission';
import { runPortalSubmission } from './portalSubmission';

/** google.script.run from the portal: the token first, checked on every call. */
export function answerReport(token: string, payload: AnswerPayload): Answer<DecideResult> {
  return runPortalSubmission(token, playerAnswer, payload);
}

/** The player as a report's actor. */
function playerAnswer(player: string) {
  return reportDecision({
    failure: 'Deine Antwort wurde nicht gespeichert',
    actions: ANSWER_ACTIONS,
    open: [STATUS_REPORTED],
    text(payload, status) {
      const reason = parseText((payload.einspruch ?? '') as CellValue).trim();
      if (status === STATUS_DISPUTED && reason === '') {
        throw new RuleError(
          'Zum Bestreiten bitte eine Begründung schreiben: was an der Meldung nicht stimmt. Nichts wurde gespeichert.',
          'dispute',
        );
      }
      return status === STATUS_DISPUTED ? reason : '';
    },
    mayAct(report, campaign) {
      const answering = answeringPlayers(report, campaign);
      if (answering.some((p) => nameKey(p) === nameKey(player))) return;
      const who = answering.length ? `nur ${answering.join(' oder ')}` : 'nur die Spielleitung';
      if (report.reportedBy !== '' && nameKey(report.reportedBy) === nameKey(player)) {
        throw new RuleError(`Du hast diese Schlacht selbst gemeldet; bestätigen oder bestreiten kann sie ${who}.`);
      }
      throw new RuleError(`Diese Meldung kann ${who} bestätigen oder bestreiten; nichts wurde gespeichert.`);
    },
    cells(entry) {
      if (entry.status === STATUS_DISPUTED) return { [FIELDS.dispute.header]: entry.text };
      return { [FIELDS.confirmedBy.header]: player, [FIELDS.confirmedAt.header]: new Date() };
    },
  });
}

/** Who may answer the report (C3): the player of the other side than its reporter, by the Armeen list. */
function answeringPlayers(report: ReportRow, campaign: OpenCampaign): string[] {
  const armies = readTable<string>(campaign.tables.armies, ARMIES_SPEC);
  const playerOf = (army: string) => {
    for (let r = 0; r < armies.rows.length; r++) {
      if (nameKey(parseText(cellOf(armies, r, 'name'))) === nameKey(army)) return parseText(cellOf(armies, r, 'player'));
    }
    return '';
  };
  return confirmingPlayers(report.reportedBy, playerOf(report.attacker), playerOf(report.defender), nameKey);
}
