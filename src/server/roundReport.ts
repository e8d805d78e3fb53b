import { replayWithHistory } from '../rules/campaign/history';
import { RuleError } from '../rules/ruleError';
import { readCampaignSheets } from '../sheets/campaignRead';
import { PHASE_ORDERS, publicRoundReport, roundSituation, RoundSituation } from '../rules/rounds';
import { tablesOf } from './campaignTables';
import { menuEntry } from './menuEntry';
import { roundReportPage } from './roundReportPage';

export const REPORT_CAPTION = 'Rundenbericht';
const DIALOG_SIZE = { width: 560, height: 420 };

/** One round's report as the organiser hands it out. */
export interface RoundReport {
  round: number;
  lines: string[];
}

/**
 * The campaign's round reports, the organiser's round first (R1), then each earlier one down to
 * round 1 — what the menu's dialog shows and the export's sheet Rundenbericht holds. Reads only
 * (no lock): the four sheets, Felder when it exists, Einstellungen and Angriffe — in the one read
 * of every page (campaignRead.ts); one replay for every round. `all` false: the organiser's only.
 */
export function readRoundReports(
  spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet,
  all: boolean,
): { situation: RoundSituation; reports: RoundReport[] } {
  const read = readCampaignSheets(spreadsheet);
  const tables = tablesOf(read.data);
  const history = replayWithHistory(tables);
  const { settings, attacks } = read.roundSheets();
  const situation = roundSituation({ tables, settings, attacks });
  const rounds = all ? Array.from({ length: situation.round }, (_, i) => situation.round - i) : [situation.round];
  const reports = rounds.map((round) => {
    try {
      return { round, lines: publicRoundReport(history, tables, situation, round) };
    } catch (error) {
      // The export's sheet says why a round cannot be told, in its place, as the portal does; the
      // dialog shows the error as every menu entry does (menuEntry).
      if (all && error instanceof RuleError) return { round, lines: [error.message] };
      throw error;
    }
  });
  return { situation, reports };
}

/** Menu "Rundenbericht": the organiser's round's report in a dialog with a copy button. */
export function showRoundReport(): void {
  menuEntry(REPORT_CAPTION, () => {
    const { situation, reports } = readRoundReports(SpreadsheetApp.getActiveSpreadsheet(), false);
    // R1: the organiser's round; R7: its phase; A7: the round's declarations.
    const html = HtmlService.createHtmlOutput(roundReportPage(reports[0].lines))
      .setWidth(DIALOG_SIZE.width)
      .setHeight(DIALOG_SIZE.height);
    SpreadsheetApp.getUi().showModalDialog(
      html,
      `${REPORT_CAPTION} Runde ${situation.round} (${situation.phase === PHASE_ORDERS ? 'Befehlsphase' : 'Schlachtphase'})`,
    );
  });
}
