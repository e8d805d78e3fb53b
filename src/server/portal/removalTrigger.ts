/**
 * The change trigger (C8): Google fires no onEdit for a deleted row, but an installable change
 * trigger hears it (changeType REMOVE_ROW, REMOVE_GRID for a sheet, OTHER for what Google does not
 * classify: rules/access/unlistingChange.ts). Its handler runs the unlisted-links check at once —
 * before the name can be pasted back — so a departed player's link stops even when nothing else
 * ran in between (unlistedLinks.ts).
 *
 * Installed when „Spielerlinks“ makes or shows the links, by the account that holds their key
 * (the only one that sees links; a co-editor installs nothing), once: Google lists each account
 * only its own triggers, and this account's is found by its handler. It runs as that account.
 * Without the permission for triggers, or when Google refuses one (20 per account), the links
 * work as before and the dialog says what is missing.
 */
import { mayUnlist } from '../../rules/access/unlistingChange';
import { missingScope } from '../notify/channels';
import { backgroundSpreadsheet } from '../notify/backgroundSpreadsheet';
import { scopeGranted, TRIGGER_SCOPE } from '../permissions';
import { stopUnlistedLocked } from './unlistedLinks';

export const REMOVAL_HANDLER = 'checkRemovedPlayers';

/** How long the trigger waits for the campaign lock: nobody waits for it, but busy it leaves the stop to the next execution. */
const TRIGGER_WAIT_MS = 10_000;

const WITHOUT_TRIGGER =
  'Gelöschte Zeilen in „Spieler“ bemerkt Kriegsrat erst beim nächsten Aufruf einer Seite, dieses Fensters oder der stündlichen ' +
  'Prüfung – wird der Name vorher wieder eingefügt, gilt sein alter Link wieder. Vor dem Löschen einer Zeile daher ihren Link „Sperren“.';

/** The sentence for the dialog when the trigger is missing; null when it is there (or was just installed). */
export function ensureRemovalTrigger(spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet): string | null {
  if (!scopeGranted(TRIGGER_SCOPE)) return `${WITHOUT_TRIGGER} ${missingScope(TRIGGER_SCOPE)}`;
  try {
    if (ScriptApp.getProjectTriggers().some((t) => t.getHandlerFunction() === REMOVAL_HANDLER)) return null;
    ScriptApp.newTrigger(REMOVAL_HANDLER).forSpreadsheet(spreadsheet).onChange().create();
    return null;
  } catch (error) {
    console.warn('Auslöser für gelöschte Zeilen nicht angelegt', error);
    return `${WITHOUT_TRIGGER} Google hat den Auslöser nicht angelegt (zu viele Auslöser dieses Kontos?).`;
  }
}

/** The handler: after rows or a sheet were deleted, stops the links of names Spieler no longer lists. Never throws. */
export function checkRemovedPlayers(event?: { changeType?: unknown }): void {
  if (!mayUnlist(event?.changeType)) return;
  try {
    const spreadsheet = backgroundSpreadsheet();
    if (spreadsheet) stopUnlistedLocked(spreadsheet, TRIGGER_WAIT_MS);
  } catch (error) {
    // Spieler missing or unreadable: nothing is stopped (every reader does the same); the next execution notices.
    console.error(error);
  }
}
