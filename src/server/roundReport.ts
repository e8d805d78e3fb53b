import { FIELDS_SPEC } from '../rules/campaign';
import { replayWithHistory } from '../rules/campaign/history';
import { roundReport } from '../rules/campaign/roundReport';
import { roundLines } from '../rules/portal/roundStatusLines';
import { PHASE_ORDERS, roundSituation } from '../rules/rounds';
import { readCampaign } from '../sheets/readCampaign';
import { readRoundSheets } from '../sheets/roundSheets';
import { menuEntry } from './menuEntry';
import { roundReportPage } from './roundReportPage';

export const REPORT_CAPTION = 'Rundenbericht';
const DIALOG_SIZE = { width: 560, height: 420 };

/**
 * Menu "Rundenbericht": the current round's KAMPAGNE_BERICHT in a dialog with a copy button.
 * Reads only (no lock): the four sheets and, when it exists, the Felder sheet.
 */
export function showRoundReport(): void {
  menuEntry(REPORT_CAPTION, () => {
    const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
    const campaign = readCampaign(spreadsheet);
    const fieldsSheet = spreadsheet.getSheetByName(FIELDS_SPEC.sheet);
    const tables = {
      armies: campaign.armies.values,
      players: campaign.players.values,
      battles: campaign.battles.values,
      bookings: campaign.bookings.values,
      ...(fieldsSheet ? { fields: fieldsSheet.getDataRange().getValues() } : {}),
    };
    const history = replayWithHistory(tables);
    const round = history.replay.currentRound;
    // R7, A7: the round's phase and its declarations (gespielt / nicht gespielt) after the headline.
    const [headline, ...rest] = roundReport(history, tables, round);
    const situation = roundSituation({ tables, ...readRoundSheets(spreadsheet) });
    const lines = [headline, ...roundLines(situation, round), ...rest];
    const html = HtmlService.createHtmlOutput(roundReportPage(lines)).setWidth(DIALOG_SIZE.width).setHeight(DIALOG_SIZE.height);
    SpreadsheetApp.getUi().showModalDialog(
      html,
      `${REPORT_CAPTION} Runde ${situation.round} (${situation.phase === PHASE_ORDERS ? 'Befehlsphase' : 'Schlachtphase'})`,
    );
  });
}
