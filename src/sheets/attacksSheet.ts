import { normaliseHeader } from '../rules/campaign';
import { ATTACK_WITHDRAWN, ATTACKS_SPEC } from '../rules/rounds';
import { attacksCheckColumnOf } from './attacksCheckColumn';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** The headers of Angriffe (A2), in the order setup lays them out. */
export const ATTACKS_HEADERS = Object.values(ATTACKS_SPEC.columns).map((c) => c.header);

interface AttacksReport {
  createdSheets: string[];
  addedColumns: string[];
}

/**
 * Setup (A2): creates the sheet Angriffe with its headers, or adds the headers an existing one
 * lacks after its last column — nothing that exists moves, except the computed Prüfung column
 * (attacksCheckColumn.ts), before which they are inserted: it reads only what lies left of it.
 * Status offers „zurückgezogen“ (not strict: the organiser types there; an unknown Status
 * counts as declared, and the Prüfung column says so).
 * `headerRow`: row 1 as setup read it when it checked the sheet before any write (unrecognisedTable:
 * a sheet with a title above our headers is refused there); [] for a missing or empty sheet.
 * Answers the sheet, its header row as it is now, and whether it had one before.
 */
export function placeAttacksSheet(
  spreadsheet: Spreadsheet,
  headerRow: readonly unknown[],
  headerBackground: string,
  report: AttacksReport,
): { sheet: Sheet; headers: unknown[]; hadHeaders: boolean } {
  let sheet = spreadsheet.getSheetByName(ATTACKS_SPEC.sheet);
  const headers: unknown[] = [...headerRow];
  if (!sheet) {
    sheet = spreadsheet.insertSheet(ATTACKS_SPEC.sheet);
    report.createdSheets.push(ATTACKS_SPEC.sheet);
    sheet.setFrozenRows(1);
  }
  const present = new Set(headers.map(normaliseHeader));
  const missing = ATTACKS_HEADERS.filter((h) => !present.has(normaliseHeader(h)));
  if (missing.length > 0) {
    // Row 1's formulas too: where KAMPAGNE_ANGRIFFE fails (a header it reads is missing) its cell shows an error.
    const formulas = headers.length > 0 ? sheet.getRange(1, 1, 1, headers.length).getFormulas()[0] : [];
    const check = attacksCheckColumnOf(headers, formulas);
    const first = check > 0 ? check : headers.length + 1;
    if (check > 0) {
      sheet.insertColumnsBefore(check, missing.length);
      headers.splice(check - 1, 0, ...missing);
    } else {
      headers.push(...missing);
    }
    sheet.getRange(1, first, 1, missing.length).setValues([missing]).setFontWeight('bold').setBackground(headerBackground);
    if (headerRow.length > 0) report.addedColumns.push(...missing.map((h) => `${ATTACKS_SPEC.sheet}: ${h}`));
  }
  const all = headers.map(normaliseHeader);
  const status = all.indexOf(normaliseHeader(ATTACKS_SPEC.columns.status.header)) + 1;
  if (status > 0 && missing.includes(ATTACKS_SPEC.columns.status.header)) {
    sheet
      .getRange(2, status, Math.max(sheet.getMaxRows() - 1, 1), 1)
      .setDataValidation(
        SpreadsheetApp.newDataValidation()
          .requireValueInList([ATTACK_WITHDRAWN], true)
          .setAllowInvalid(true)
          .setHelpText(`Status: leer = angesagt, „${ATTACK_WITHDRAWN}“ = zurückgezogen.`)
          .build(),
      );
  }
  return { sheet, headers, hadHeaders: headerRow.length > 0 };
}
