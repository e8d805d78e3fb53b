import { RuleError } from '../rules';
import { SHEETS_FAILED } from './germanErrors';
import { missingPermissions } from './permissions';

/** Google's message when the project lacks an HTML file (HtmlService.createHtmlOutputFromFile). */
const MISSING_HTML_FILE = /No HTML file named (\S+?) was found/;

/** The German reason for a failed menu entry: ours as it is, a missing file with what to do, else SHEETS_FAILED. */
export function menuFailure(error: unknown): string {
  if (error instanceof RuleError) return error.message;
  const missing = MISSING_HTML_FILE.exec(String((error as Error | undefined)?.message ?? error));
  if (missing) {
    return (
      `Die Datei „${missing[1]}“ fehlt im Skriptprojekt. Bitte im Apps-Script-Editor mit + → HTML eine Datei ` +
      `„${missing[1]}“ anlegen und den Inhalt von dist/${missing[1]}.html einfügen (README, „In eine Tabelle installieren“), ` +
      'dann speichern und die Tabelle neu laden.'
    );
  }
  return SHEETS_FAILED;
}

/**
 * Runs a menu entry so that only German reaches the user: a permission the user did not grant
 * is named first; whatever fails (Google's English included) is logged and answered with an
 * alert titled like the entry (and undefined returned).
 */
export function menuEntry<T>(caption: string, work: () => T): T | undefined {
  const missing = missingPermissions();
  if (missing) {
    // Through whatever the granted scopes still allow; without any, Sheets shows the error's message.
    if (missing.canAlert) {
      const ui = SpreadsheetApp.getUi();
      ui.alert(caption, missing.message, ui.ButtonSet.OK);
    } else if (missing.canToast) SpreadsheetApp.getActiveSpreadsheet().toast(missing.message, caption, 30);
    else throw new Error(missing.message);
    return undefined;
  }
  try {
    return work();
  } catch (error) {
    if (!(error instanceof RuleError)) console.error(error);
    const reason = menuFailure(error);
    let ui: GoogleAppsScript.Base.Ui;
    try {
      ui = SpreadsheetApp.getUi();
    } catch {
      // No UI to alert in (a web app's visitor calling a menu function): the German reason as the error.
      throw new RuleError(reason);
    }
    ui.alert(caption, reason, ui.ButtonSet.OK);
    return undefined;
  }
}
