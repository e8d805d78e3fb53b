import { DERIVED_TABLES, HEADER_BACKGROUND, MAP_SHEET } from './campaignLayout';
import { historyFormulaCells } from './historySheet';
import { attacksCheckCell } from './attacksCheckColumn';
import { withCampaignLock } from './withCampaignLock';
import { countRecalcUp, findRecalcCell, isSetupFormula, withRecalcArgument } from './recalcArgument';
import { placeSettingsSheet } from './settingsSheet';
import { RECALC_SETTING, SETTINGS_SPEC } from '../rules/campaign';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Range = GoogleAppsScript.Spreadsheet.Range;

export const RECALCULATE_CAPTION = 'Neu berechnen';

/**
 * Menu „Neu berechnen“ (after a script update): Sheets runs a custom function again only when
 * one of its arguments changes, not when its code does
 * (https://developers.google.com/apps-script/guides/sheets/functions), and it is reported to
 * cache results by their arguments — entering the same formula text again may leave the old
 * numbers. Every KAMPAGNE_… formula therefore reads Einstellungen' „Rechenstand“ as its last
 * argument (recalcArgument.ts); this counts it up: one write, and every formula has a new
 * argument. Formulas of an earlier Kriegsrat get the argument first (the rest kept), and one that
 * reads another cell or #REF! (the row sorted away or deleted) is pointed at the Rechenstand
 * row; a campaign without the setting gets its row (setup's way: nothing overwritten). Built-in formulas
 * (Schlachten's Prüfung reads the Auswertung) follow their inputs by themselves.
 * Returns the German summary it also shows as a toast.
 */
export function recalculateCampaign(spreadsheet: Spreadsheet = SpreadsheetApp.getActiveSpreadsheet()): string {
  return withCampaignLock(() => {
    let recalc = findRecalcCell(spreadsheet);
    if (!recalc) {
      placeSettingsSheet(spreadsheet, HEADER_BACKGROUND, { createdSheets: [], addedSettings: [], conflicts: [] });
      recalc = findRecalcCell(spreadsheet);
    }
    const cells = campaignFormulaCells(spreadsheet);
    let summary: string;
    if (!recalc) {
      summary = `Im Blatt ${SETTINGS_SPEC.sheet} fehlt die Zeile „${RECALC_SETTING.name}“ – bitte „Kampagnenblatt einrichten“ ausführen.`;
    } else if (cells.length === 0) {
      summary = 'Keine Kriegsrat-Formeln gefunden – bitte zuerst „Kampagnenblatt einrichten“ ausführen.';
    } else {
      for (const { range, formula } of cells) {
        const pointed = withRecalcArgument(formula, recalc.reference);
        if (isSetupFormula(formula) && pointed !== formula) range.setFormula(pointed);
      }
      const value = countRecalcUp(recalc);
      summary = `${cells.length} Formeln neu berechnet (${[...new Set(cells.map((c) => c.sheet))].join(', ')}; ${RECALC_SETTING.name} ${value}).`;
    }
    spreadsheet.toast(summary, 'Kriegsrat', 10);
    return summary;
  });
}

/**
 * Our formulas (setup's form) that do not read the Rechenstand at `reference` — sorted or deleted
 * away, or from an earlier Kriegsrat: „Neu berechnen“ would not reach them until it points them
 * back. As "Stand!A1".
 */
export function formulasMissingRecalc(spreadsheet: Spreadsheet, reference: string): string[] {
  return campaignFormulaCells(spreadsheet)
    .filter(({ formula }) => isSetupFormula(formula) && withRecalcArgument(formula, reference) !== formula)
    .map(({ sheet, range }) => `${sheet}!${range.getA1Notation()}`);
}

/** The anchor cells holding one of our KAMPAGNE_… formulas, with the formula as it stands. */
function campaignFormulaCells(spreadsheet: Spreadsheet): { sheet: string; range: Range; formula: string }[] {
  const anchors: { sheet: string; range: Range }[] = [];
  for (const { sheet: name, cell } of [...DERIVED_TABLES, MAP_SHEET]) {
    const sheet = spreadsheet.getSheetByName(name);
    if (sheet) anchors.push({ sheet: name, range: sheet.getRange(cell) });
  }
  anchors.push(...historyFormulaCells(spreadsheet));
  const attacks = attacksCheckCell(spreadsheet);
  if (attacks) anchors.push({ sheet: attacks.sheet, range: spreadsheet.getSheetByName(attacks.sheet)!.getRange(attacks.cell) });
  return anchors
    .map((a) => ({ ...a, formula: a.range.getFormula() }))
    .filter((a) => a.formula.toUpperCase().startsWith('=KAMPAGNE_'));
}
