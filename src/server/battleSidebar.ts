import { BATTLE_CAPTION } from '../sheets/menuPath';
import { menuEntry } from './menuEntry';
import { organiserPage } from './pageKey';

/** The sidebar page, built from src/sidebar/BattleSidebar.* into dist/BattleSidebar.html. */
export const BATTLE_SIDEBAR_FILE = 'BattleSidebar';

export function showBattleSidebar(): void {
  menuEntry(BATTLE_CAPTION, () => {
    const html = organiserPage(BATTLE_SIDEBAR_FILE).setTitle(BATTLE_CAPTION);
    SpreadsheetApp.getUi().showSidebar(html);
  });
}
