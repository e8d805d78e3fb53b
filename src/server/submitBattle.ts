import { RuleError } from '../rules';
import { replayCampaign } from '../rules/campaign';
import { BattlePayload, BattleSubmitResult } from '../sidebar/battleContract';
import { BATTLES_SHEET, normaliseHeader } from '../sheets/campaignLayout';
import { battleRowWrite } from '../sheets/battleRow';
import { readCampaign, CampaignData } from '../sheets/readCampaign';
import { withDocumentLock } from '../sheets/withDocumentLock';
import { parseBattlePayload } from './battlePayload';

/**
 * Saves one battle from the sidebar. Under the document lock it reads the campaign as it is
 * now, replays it with the new battle appended and refuses the battle — writing nothing — if
 * the replay rejects it, with the replay's German message. Otherwise it writes one row. The
 * same submission id twice writes one row.
 */
export function submitBattle(payload: BattlePayload): BattleSubmitResult {
  const entry = parseBattlePayload(payload as unknown as Record<string, unknown>);
  return withDocumentLock(() => {
    const campaign = readCampaign(SpreadsheetApp.getActiveSpreadsheet());
    const battles = campaign.battles.values;
    const headers = battles[0] ?? [];

    const earlier = entry.submissionId ? findSubmission(battles, entry.submissionId) : -1;
    if (earlier > 0) return summarise(campaign, battles, earlier, true);

    const write = battleRowWrite(headers, entry, { user: currentUser(), at: new Date() });
    const withCandidate = [...battles, write.fullRow];
    const result = summarise(campaign, withCandidate, withCandidate.length - 1, false);
    campaign.battles.sheet
      .getRange(withCandidate.length, write.firstColumn, 1, write.values.length)
      .setValues([write.values]);
    return result;
  });
}

/** Row index (0-based, in the sheet's values) of an earlier battle with this id, or -1. */
function findSubmission(battles: unknown[][], id: string): number {
  const column = (battles[0] ?? []).findIndex((h) => normaliseHeader(h) === normaliseHeader('Einreichungs-ID'));
  if (column < 0) return -1;
  return battles.findIndex((row, i) => i > 0 && String(row[column]).trim() === id);
}

/** Replays with `battles` as the log and reports the battle at `index`, or throws its error. */
function summarise(campaign: CampaignData, battles: unknown[][], index: number, duplicate: boolean): BattleSubmitResult {
  const replay = replayCampaign({
    armies: campaign.armies.values,
    players: campaign.players.values,
    battles: battles as CampaignData['battles']['values'],
    bookings: campaign.bookings.values,
  });
  const battle = replay.battles[index - 1];
  if (!battle) throw new Error(`Die Schlacht konnte nicht geprüft werden (Blatt ${BATTLES_SHEET.name}).`);
  if (battle.error !== null) throw new RuleError(battle.error);
  const { outcome } = battle;
  return {
    zeile: index + 1,
    sieger: outcome.winner,
    neueStufeAngreifer: outcome.attackerNewLevel,
    neueStufeVerteidiger: outcome.defenderNewLevel,
    versorgung: outcome.supply,
    stufenverlustAngreifer: outcome.attackerLoss,
    stufenverlustVerteidiger: outcome.defenderLoss,
    doppelt: duplicate,
  };
}

/** The user's e-mail where Apps Script gives it (same domain, or the owner); else empty. */
function currentUser(): string {
  try {
    return Session.getActiveUser().getEmail();
  } catch {
    return '';
  }
}
