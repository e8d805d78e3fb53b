import type { ServerFunctionName } from '../shared/serverApi';
import { BATTLE_CAPTION, SETUP_CAPTION } from '../sheets/menuPath';
import { BOOKING_CAPTION } from './bookingSidebar';
import { NEW_ROUND_CAPTION } from './startNewRound';
import { BATTLE_PHASE_CAPTION } from './battlePhase';
import { REPORTS_CAPTION } from './openReportsFunctions';
import { REPORT_CAPTION } from './roundReport';
import { RECALCULATE_CAPTION } from '../sheets/recalculate';
import { MAP_DIALOG_CAPTION } from './mapDialog';
import { PLAYER_LINKS_CAPTION } from './portal/playerLinks';
import { SELF_TEST_CAPTION } from './selfTest';
import { NOTIFY_CAPTION } from './notify/deadlineTrigger';

/** Menu captions and the top-level functions they call. */
export const MENU_ITEMS = [
  { caption: BATTLE_CAPTION, functionName: 'showBattleSidebar' },
  { caption: BOOKING_CAPTION, functionName: 'showBookingSidebar' },
  { caption: REPORTS_CAPTION, functionName: 'showReportsSidebar' },
  { caption: NEW_ROUND_CAPTION, functionName: 'askNewRound' },
  { caption: BATTLE_PHASE_CAPTION, functionName: 'askBattlePhase' },
  { caption: REPORT_CAPTION, functionName: 'showRoundReport' },
  { caption: MAP_DIALOG_CAPTION, functionName: 'showMapDialog' },
  { caption: PLAYER_LINKS_CAPTION, functionName: 'showPlayerLinks' },
  { caption: NOTIFY_CAPTION, functionName: 'showNotifySettings' },
  { caption: SETUP_CAPTION, functionName: 'setupCampaign' },
  { caption: RECALCULATE_CAPTION, functionName: 'recalculateCampaign' },
  { caption: SELF_TEST_CAPTION, functionName: 'runSelfTest' },
] as const satisfies readonly { caption: string; functionName: ServerFunctionName }[];

/**
 * Adds the Kriegsrat menu (named after the script project: see menuPath.ts). Runs on every open, possibly without authorisation (AuthMode.NONE):
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
