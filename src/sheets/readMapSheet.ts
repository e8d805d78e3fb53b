import { CellMatrix } from '../rules/cells/cellValue';
import { FIELDS_SPEC } from '../rules/campaign';

/** The Felder sheet's cells (one getValues), or undefined for a campaign without a map. */
export function readMapSheet(spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet): CellMatrix | undefined {
  const sheet = spreadsheet.getSheetByName(FIELDS_SPEC.sheet);
  return sheet ? sheet.getDataRange().getValues() : undefined;
}
