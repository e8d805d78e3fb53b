/**
 * The organiser's own portal functions (links, the map dialog) answer only a person in the
 * spreadsheet's own UI — the same two signals as the guard every organiser's function runs
 * behind (sheetsOnly.ts, rules/access/callerSignals.ts): `SpreadsheetApp.getUi()` succeeds and
 * the active user's e-mail is known and equal to the effective user's. Checked here once more
 * because these functions hand out secrets; any failed or unreadable signal refuses.
 */
import { callerFailures } from '../../rules/access/callerSignals';
import { RuleError } from '../../rules/ruleError';
import { readCallerSignals } from '../sheetsOnly';

export const ORGANISER_ONLY = 'Das darf nur die Spielleitung, in Google Sheets über das Kriegsrat-Menü.';

export function requireOrganiser(): GoogleAppsScript.Spreadsheet.Spreadsheet {
  if (callerFailures(readCallerSignals()).length > 0) throw new RuleError(ORGANISER_ONLY);
  const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
  if (!spreadsheet) throw new RuleError(ORGANISER_ONLY);
  return spreadsheet;
}
