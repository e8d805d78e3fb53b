import { replayWithHistory } from '../rules/campaign/history';
import { readCampaignSheets } from '../sheets/campaignRead';
import { PHASE_ORDERS, publicRoundReport, roundSituation } from '../rules/rounds';
import { tablesOf } from './campaignTables';
import { menuEntry } from './menuEntry';
import { roundReportPage } from './roundReportPage';

export const REPORT_CAPTION = 'Rundenbericht';
const DIALOG_SIZE = { width: 560, height: 420 };

/**
 * Menu "Rundenbericht": the current round's KAMPAGNE_BERICHT in a dialog with a copy button.
 * Reads only (no lock): the four sheets, Felder when it exists, Einstellungen and Angriffe — in
 * the one read of every page (campaignRead.ts).
 */
export function showRoundReport(): void {
  menuEntry(REPORT_CAPTION, () => {
    const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
    const read = readCampaignSheets(spreadsheet);
    const tables = tablesOf(read.data);
    const history = replayWithHistory(tables);
    const { settings, attacks } = read.roundSheets();
    const situation = roundSituation({ tables, settings, attacks });
    // R1: the organiser's round; R7: its phase; A7: the round's declarations.
    const round = situation.round;
    const lines = publicRoundReport(history, tables, situation);
    const html = HtmlService.createHtmlOutput(roundReportPage(lines)).setWidth(DIALOG_SIZE.width).setHeight(DIALOG_SIZE.height);
    SpreadsheetApp.getUi().showModalDialog(
      html,
      `${REPORT_CAPTION} Runde ${round} (${situation.phase === PHASE_ORDERS ? 'Befehlsphase' : 'Schlachtphase'})`,
    );
  });
}
