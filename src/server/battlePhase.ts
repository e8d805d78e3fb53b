import { battlePhaseOpen, battlePhaseQuestion, ordersState, PHASE_BATTLES, roundSituation } from '../rules/rounds';
import { Answer } from '../shared/submission';
import { readCampaignSheets } from '../sheets/campaignRead';
import { campaignTables } from '../sheets/readCampaign';
import { inGerman } from './germanErrors';
import { menuEntry } from './menuEntry';
import { phaseWrite } from './phaseWrite';
import { runSubmission, SubmissionKind } from './submission';

/** The menu item, and the title of its question and its toast. */
export const BATTLE_PHASE_CAPTION = 'Schlachtphase beginnen';

/**
 * Menu „Schlachtphase beginnen“ (R2): names what is still open (battlePhase.ts) and, when the
 * organiser confirms, sets Einstellungen's Phase to Schlachten under the lock.
 */
export function askBattlePhase(): void {
  menuEntry(BATTLE_PHASE_CAPTION, () => {
    const ui = SpreadsheetApp.getUi();
    const question = inGerman(undefined, () => {
      // The question reads in the one read (campaignRead.ts); the save reads afresh under the lock.
      const read = readCampaignSheets(SpreadsheetApp.getActiveSpreadsheet());
      const tables = campaignTables(read.data);
      const { settings, attacks } = read.roundSheets();
      const inputs = { tables, settings, attacks };
      const s = roundSituation(inputs);
      if (s.phase === PHASE_BATTLES) return null;
      return battlePhaseQuestion(s, battlePhaseOpen(s, ordersState(inputs, s)));
    });
    if (question === null) {
      ui.alert(
        BATTLE_PHASE_CAPTION,
        'Die Schlachtphase läuft schon; die nächste Befehlsphase beginnt mit „Neue Runde beginnen“.',
        ui.ButtonSet.OK,
      );
      return;
    }
    if (ui.alert(BATTLE_PHASE_CAPTION, question, ui.ButtonSet.YES_NO) !== ui.Button.YES) return;
    const answer = startBattlePhase();
    if (!answer.ok) ui.alert(BATTLE_PHASE_CAPTION, answer.message, ui.ButtonSet.OK);
  });
}

/** Sets Phase to Schlachten through the submission pipeline (the lock; one write). */
export function startBattlePhase(): Answer<{ runde: number; phase: string }> {
  return runSubmission(BATTLE_PHASE, {});
}

const BATTLE_PHASE: SubmissionKind<null, { runde: number; phase: string }> = {
  failure: 'Die Schlachtphase wurde nicht begonnen',
  // The menu's action: no page calls for the sending (N5), a one-off trigger does.
  sentBy: 'trigger',
  read: () => null,
  plan(_entry, campaign) {
    const { write, checks } = phaseWrite(campaign, PHASE_BATTLES);
    const round = campaign.situation().round;
    return {
      writes: write ? [write] : [],
      checks,
      result: { runde: round, phase: PHASE_BATTLES },
      afterWrite: () =>
        campaign.spreadsheet.toast(
          `Runde ${round}: die Schlachtphase beginnt – Spieler melden und bestätigen ihre Schlachten.`,
          BATTLE_PHASE_CAPTION,
          10,
        ),
    };
  },
};
