/**
 * Where the add-on's menu is. createAddonMenu() in a script bound to a sheet shows under the
 * SCRIPT PROJECT's name (Erweiterungen → <Projektname>), so every install path in the README
 * names the project this; German messages that send the user to the menu say the same.
 */
export const SCRIPT_PROJECT_NAME = 'Kriegsrat';

export const SETUP_CAPTION = 'Kampagnenblatt einrichten';
export const BATTLE_CAPTION = 'Schlacht eintragen';
/** The menu item, and the title of its questions and its toast. */
export const NEW_ROUND_CAPTION = 'Neue Runde beginnen';

/** "Erweiterungen → Kriegsrat → Kampagnenblatt einrichten", for messages. */
export function menuPath(caption: string): string {
  return `Erweiterungen → ${SCRIPT_PROJECT_NAME} → ${caption}`;
}
