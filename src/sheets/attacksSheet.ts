import { normaliseHeader } from '../rules/campaign';
import { ATTACK_WITHDRAWN, ATTACKS_SPEC } from '../rules/rounds';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** The headers of Angriffe (A2), in the order setup lays them out. */
export const ATTACKS_HEADERS = Object.values(ATTACKS_SPEC.columns).map((c) => c.header);

interface AttacksReport {
  createdSheets: string[];
  addedColumns: string[];
}

/**
 * Setup (A2): creates the sheet Angriffe with its headers, or adds the headers an existing one
 * lacks after its last column — nothing that exists moves. Status offers „zurückgezogen“ (not
 * strict: the organiser types there, and A2 reads any other value as declared).
 * `headerRow`: row 1 as setup read it when it checked the sheet before any write (unrecognisedTable:
 * a sheet with a title above our headers is refused there); [] for a missing or empty sheet.
 */
export function placeAttacksSheet(
  spreadsheet: Spreadsheet,
  headerRow: readonly unknown[],
  headerBackground: string,
  report: AttacksReport,
): void {
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
    const first = headers.length + 1;
    sheet.getRange(1, first, 1, missing.length).setValues([missing]).setFontWeight('bold').setBackground(headerBackground);
    if (headers.length > 0) report.addedColumns.push(...missing.map((h) => `${ATTACKS_SPEC.sheet}: ${h}`));
  }
  const all = [...headers, ...missing].map(normaliseHeader);
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
}
