/**
 * The organiser's own functions (links, the map dialog) must not answer a web-app visitor:
 * a web app exposes every top-level function of its project to google.script.run on its pages.
 * Two checks, both by Google's documented behaviour: the container's active spreadsheet exists
 * only outside a web app ("When a bound script is run as a web app ... these methods are not
 * available", https://developers.google.com/apps-script/guides/bound#special_methods), and a
 * web app executing as its deployer sees an anonymous or other visitor as a different (or
 * blank) active user than the effective one (Session.getActiveUser,
 * https://developers.google.com/apps-script/reference/base/session#getActiveUser()). Both
 * Session methods need the scope userinfo.email, which the manifest asks for for this check.
 */
import { RuleError } from '../../rules/ruleError';

export const ORGANISER_ONLY = 'Das darf nur die Spielleitung, in Google Sheets über das Kriegsrat-Menü.';

export function requireOrganiser(): GoogleAppsScript.Spreadsheet.Spreadsheet {
  const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
  const active = Session.getActiveUser().getEmail();
  // Equal also when both are blank (no address to be had, e.g. the preview): a web app's anonymous visitor is
  // blank while its effective user is the deployer, and it has no active spreadsheet anyway.
  if (!spreadsheet || active !== Session.getEffectiveUser().getEmail()) throw new RuleError(ORGANISER_ONLY);
  return spreadsheet;
}
