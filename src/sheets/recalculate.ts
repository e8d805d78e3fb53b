import { DERIVED_TABLES, MAP_SHEET } from './campaignLayout';
import { historyFormulaCells } from './historySheet';
import { withCampaignLock } from './withCampaignLock';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Range = GoogleAppsScript.Spreadsheet.Range;

export const RECALCULATE_CAPTION = 'Neu berechnen';

/**
 * Menu „Neu berechnen“ (after a script update): Sheets runs a custom function again only when
 * one of its arguments changes, not when its code does (custom functions:
 * https://developers.google.com/apps-script/guides/sheets/functions; the usual remedy, entering
 * the formulas again: https://gist.github.com/tanaikech/cb5447616bfc6a01de8a49131c0d2db0), so a
 * fixed KAMPAGNE_… function leaves Stand, Auswertung, Karte and Verlauf with the old numbers.
 * Every KAMPAGNE_… formula setup placed is emptied, the emptying applied (flush), and the same
 * formula entered again: a new formula, which Sheets computes. Built-in formulas (Schlachten's
 * Prüfung reads the Auswertung) follow their inputs by themselves.
 * Returns the German summary it also shows as a toast.
 */
export function recalculateCampaign(spreadsheet: Spreadsheet = SpreadsheetApp.getActiveSpreadsheet()): string {
  return withCampaignLock(() => {
    const cells = campaignFormulaCells(spreadsheet);
    for (const { range } of cells) range.clearContent();
    SpreadsheetApp.flush();
    for (const { range, formula } of cells) range.setFormula(formula);
    const summary =
      cells.length > 0
        ? `${cells.length} Formeln neu berechnet (${[...new Set(cells.map((c) => c.sheet))].join(', ')}).`
        : 'Keine Kriegsrat-Formeln gefunden – bitte zuerst „Kampagnenblatt einrichten“ ausführen.';
    spreadsheet.toast(summary, 'Kriegsrat', 10);
    return summary;
  });
}

/** The anchor cells holding one of our KAMPAGNE_… formulas, with the formula as it stands. */
function campaignFormulaCells(spreadsheet: Spreadsheet): { sheet: string; range: Range; formula: string }[] {
  const anchors: { sheet: string; range: Range }[] = [];
  for (const { sheet: name, cell } of [...DERIVED_TABLES, MAP_SHEET]) {
    const sheet = spreadsheet.getSheetByName(name);
    if (sheet) anchors.push({ sheet: name, range: sheet.getRange(cell) });
  }
  anchors.push(...historyFormulaCells(spreadsheet));
  return anchors
    .map((a) => ({ ...a, formula: a.range.getFormula() }))
    .filter((a) => a.formula.toUpperCase().startsWith('=KAMPAGNE_'));
}
