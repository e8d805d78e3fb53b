/** The sidebar page, built from src/sidebar/BattleSidebar.* into dist/BattleSidebar.html. */
export const BATTLE_SIDEBAR_FILE = 'BattleSidebar';
export const BATTLE_SIDEBAR_TITLE = 'Schlacht eintragen';

export function showBattleSidebar(): void {
  const html = HtmlService.createHtmlOutputFromFile(BATTLE_SIDEBAR_FILE).setTitle(BATTLE_SIDEBAR_TITLE);
  SpreadsheetApp.getUi().showSidebar(html);
}
