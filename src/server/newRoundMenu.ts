import { RuleError } from '../rules';
import { newRoundOpenQuestion, openReportLines, organiserRound } from '../rules/rounds';
import { ROUND_SUPPLY_PROPOSAL } from '../rules/constants';
import { formatNumber } from '../rules/format';
import { readNewRound, readRoundSupply, ROUND_SUPPLY_ALLOWED } from '../rules/newRound';
import { readRoundLog } from '../sheets/readCampaign';
import { inGerman } from './germanErrors';
import { menuEntry } from './menuEntry';
import { NEW_ROUND_CAPTION, startNewRound } from './startNewRound';

type Ui = GoogleAppsScript.Base.Ui;

/** A wrong answer is asked again this often; then nothing happens. */
const MAX_ASKS = 3;

/**
 * Menu "Neue Runde beginnen": asks for the round (proposing the one after the highest Runde
 * of the organiser's rows, R1) and every player's supply (proposing 1000 VP), then runs startNewRound.
 * Cancel at either question does nothing; a wrong answer is asked again with the reason.
 */
export function askNewRound(): void {
  menuEntry(NEW_ROUND_CAPTION, () => {
    const ui = SpreadsheetApp.getUi();
    const { highest, open } = inGerman(undefined, () => {
      // The saved state (not the Sheets API's, which may lag a save): a blank answer starts the proposed round.
      const campaign = readRoundLog(SpreadsheetApp.getActiveSpreadsheet());
      return {
        // R1: the organiser's current round; a player's report of a later round never moves it.
        highest: organiserRound({
          battles: campaign.battles.values,
          bookings: campaign.bookings.values,
          armies: campaign.armies.values,
        }),
        open: openReportLines(campaign.battles.values),
      };
    });
    const proposal = highest + 1;
    // Reports still open are named first: once the round moves on, answering one may be the organiser's alone.
    const openQuestion = newRoundOpenQuestion(proposal, open);
    if (openQuestion && ui.alert(NEW_ROUND_CAPTION, openQuestion, ui.ButtonSet.YES_NO) !== ui.Button.YES) return;
    const round = ask(ui, `Welche Runde beginnt? Leer lassen für Runde ${proposal}.`, proposal, (text) =>
      readNewRound(text, highest),
    );
    if (round === null) return;
    const supply = ask(
      ui,
      `Wie viele VP Versorgung bekommt jeder Spieler in Runde ${round}? ${ROUND_SUPPLY_ALLOWED}; leer lassen für ${formatNumber(ROUND_SUPPLY_PROPOSAL)} VP.`,
      ROUND_SUPPLY_PROPOSAL,
      readRoundSupply,
    );
    if (supply === null) return;
    const answer = startNewRound(round, supply);
    if (!answer.ok) ui.alert(NEW_ROUND_CAPTION, answer.message, ui.ButtonSet.OK);
  });
}

/** One question; blank takes the proposal. Null: cancelled, closed, or too many wrong answers. */
function ask(ui: Ui, question: string, proposal: number, read: (text: string) => number): number | null {
  let message = question;
  for (let attempt = 0; attempt < MAX_ASKS; attempt++) {
    const response = ui.prompt(NEW_ROUND_CAPTION, message, ui.ButtonSet.OK_CANCEL);
    if (response.getSelectedButton() !== ui.Button.OK) return null;
    const text = response.getResponseText().trim();
    if (!text) return proposal;
    try {
      return read(text);
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
      message = `${error.message}\n\n${question}`;
    }
  }
  ui.alert(NEW_ROUND_CAPTION, `${MAX_ASKS} ungültige Eingaben – es wurde nichts gebucht.`, ui.ButtonSet.OK);
  return null;
}
