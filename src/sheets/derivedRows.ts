import { DERIVED_TABLES } from './campaignLayout';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/**
 * Gives every derived sheet that mirrors `inputSheet` row for row at least `rows` rows. An
 * array result that runs past a sheet's last row does not grow the sheet: Sheets shows #REF!
 * ("please insert more rows") instead. Returns the sheets it grew.
 */
export function fitDerivedRows(spreadsheet: Spreadsheet, inputSheet: string, rows: number): string[] {
  const grown: string[] = [];
  for (const table of DERIVED_TABLES) {
    if (table.rowsOf !== inputSheet) continue;
    const sheet = spreadsheet.getSheetByName(table.sheet);
    if (!sheet) continue;
    const maxRows = sheet.getMaxRows();
    if (maxRows < rows) {
      sheet.insertRowsAfter(maxRows, rows - maxRows);
      grown.push(table.sheet);
    }
  }
  return grown;
}
