/**
 * The campaign as the web app opens it. A web app of a bound script has no active spreadsheet
 * (Google: the container's getActive… methods "are not available" when "a bound script is run
 * as a web app", https://developers.google.com/apps-script/guides/bound#special_methods), so it
 * opens the spreadsheet by the id the organiser's "Spielerlinks" stored in the script
 * properties. SpreadsheetApp.openById needs the scope https://www.googleapis.com/auth/spreadsheets
 * (https://developers.google.com/apps-script/reference/spreadsheet/spreadsheet-app#openById(String)):
 * spreadsheets.currentonly does not cover it, which is why the manifest asks for the wider scope.
 */
import { SPREADSHEET_ID_KEY } from './linkStore';

export function portalSpreadsheet(
  properties: GoogleAppsScript.Properties.Properties,
): GoogleAppsScript.Spreadsheet.Spreadsheet | null {
  const id = properties.getProperty(SPREADSHEET_ID_KEY);
  return id ? SpreadsheetApp.openById(id) : null;
}
