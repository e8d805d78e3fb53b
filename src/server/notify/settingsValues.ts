import { SETTINGS_SPEC } from '../../rules/campaign';
import { CellMatrix } from '../../rules/cells/cellValue';

/** The Einstellungen sheet's cells, read with one call; null without the sheet. */
export function readSettingsValues(spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet): CellMatrix | null {
  const sheet = spreadsheet.getSheetByName(SETTINGS_SPEC.sheet);
  return sheet ? sheet.getSheetValues(1, 1, -1, -1) : null;
}
