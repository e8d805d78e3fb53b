import { BATTLE_CAPTION } from '../sheets/menuPath';
import { menuEntry } from './menuEntry';

/** The sidebar page, built from src/sidebar/BattleSidebar.* into dist/BattleSidebar.html. */
export const BATTLE_SIDEBAR_FILE = 'BattleSidebar';

export function showBattleSidebar(): void {
  menuEntry(BATTLE_CAPTION, () => {
    const html = HtmlService.createHtmlOutputFromFile(BATTLE_SIDEBAR_FILE).setTitle(BATTLE_CAPTION);
    SpreadsheetApp.getUi().showSidebar(html);
  });
}
