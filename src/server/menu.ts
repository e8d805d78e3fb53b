import type { ServerFunctionName } from '../shared/serverApi';

/** Menu captions and the top-level functions they call. */
export const MENU_ITEMS = [
  { caption: 'Schlacht eintragen', functionName: 'showBattleSidebar' },
  { caption: 'Kampagnenblatt einrichten', functionName: 'setupCampaign' },
] as const satisfies readonly { caption: string; functionName: ServerFunctionName }[];

/**
 * Adds the Kriegsrat menu. Runs on every open, possibly without authorisation (AuthMode.NONE):
 * it must touch nothing but the UI — no properties, no sheet data.
 */
export function onOpen(_event?: GoogleAppsScript.Events.SheetsOnOpen): void {
  const menu = SpreadsheetApp.getUi().createAddonMenu();
  for (const item of MENU_ITEMS) menu.addItem(item.caption, item.functionName);
  menu.addToUi();
}

/** An add-on installed from the Marketplace gets no onOpen until the next reload. */
export function onInstall(event?: GoogleAppsScript.Events.AddonOnInstall): void {
  onOpen(event as unknown as GoogleAppsScript.Events.SheetsOnOpen);
}
