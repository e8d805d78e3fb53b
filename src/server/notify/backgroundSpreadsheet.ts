import { portalSpreadsheet } from '../portal/portalSpreadsheet';

/**
 * The campaign a run without a page of the spreadsheet works on (a time-driven trigger, the
 * portal's call to send): the container where Google gives it, else the one „Spielerlinks“ or
 * the hourly check remembered (SPREADSHEET_ID_KEY). Null when neither is known.
 */
export function backgroundSpreadsheet(): GoogleAppsScript.Spreadsheet.Spreadsheet | null {
  let active: GoogleAppsScript.Spreadsheet.Spreadsheet | null;
  try {
    active = SpreadsheetApp.getActiveSpreadsheet();
  } catch {
    active = null;
  }
  return active ?? portalSpreadsheet(PropertiesService.getScriptProperties());
}
