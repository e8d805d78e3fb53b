/**
 * N5 for the saves no page waits on — the menu's „Neue Runde beginnen“ and „Schlachtphase
 * beginnen“: their deliveries are sent by a one-off time-driven trigger a second later
 * (ScriptApp…timeBased().after(ms): "the minimum duration … the actual duration might vary",
 * https://developers.google.com/apps-script/reference/script/clock-trigger-builder#after(Integer)),
 * in an execution of its own. At most one such trigger exists: a fired one stays in the project's
 * list (counting against Google's 20 triggers per user and script) until deliverPendingNotifications
 * deletes it, and a new action replaces one not yet fired (which would send the same rows).
 * Without the permission for triggers (partial consent), or at Google's limit, nothing is
 * scheduled and it answers false: the action's own run then sends, its lock released (there is
 * no hourly check without that permission either, and the next save may be days away). Never throws.
 */
import { TRIGGER_SCOPE, scopeGranted } from '../permissions';
import { SPREADSHEET_ID_KEY } from '../portal/linkStore';

export const DELIVER_HANDLER = 'deliverPendingNotifications';
/** A second: the menu's answer (its toast) is out long before. */
export const DELIVERY_DELAY_MS = 1000;

export function scheduleDelivery(spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet): boolean {
  try {
    if (!scopeGranted(TRIGGER_SCOPE)) return false;
    // The trigger's run may find no active spreadsheet: it opens the campaign by id.
    const properties = PropertiesService.getScriptProperties();
    if (properties.getProperty(SPREADSHEET_ID_KEY) !== spreadsheet.getId())
      properties.setProperty(SPREADSHEET_ID_KEY, spreadsheet.getId());
    for (const trigger of ScriptApp.getProjectTriggers())
      if (trigger.getHandlerFunction() === DELIVER_HANDLER) ScriptApp.deleteTrigger(trigger);
    ScriptApp.newTrigger(DELIVER_HANDLER).timeBased().after(DELIVERY_DELAY_MS).create();
    return true;
  } catch (error) {
    console.warn('Versand nicht eingeplant; dieser Lauf sendet selbst', error);
    return false;
  }
}

/** The one-off trigger that started this run (its event's triggerUid) is spent: deleted. Never throws. */
export function deleteSpentTrigger(event: unknown): void {
  const uid = (event as { triggerUid?: unknown } | null | undefined)?.triggerUid;
  if (typeof uid !== 'string' || uid === '') return;
  try {
    if (!scopeGranted(TRIGGER_SCOPE)) return;
    for (const trigger of ScriptApp.getProjectTriggers())
      if (trigger.getUniqueId() === uid && trigger.getHandlerFunction() === DELIVER_HANDLER) ScriptApp.deleteTrigger(trigger);
  } catch (error) {
    console.warn('Auslöser nicht gelöscht', error);
  }
}
