/**
 * A replay's rule message about a battle row (its Prüfung, written for the organiser, who works
 * in the sheet) as a player reads it: without the sheets to look in and the cells to fill or
 * leave blank — a player never sees the spreadsheet and cannot change a row — and the reader
 * as „dir“/„für dich“, not „Spieler „Anna““. What broke stays said. The rule messages are the organiser's
 * on purpose (his forms and Prüfung); these are the few phrases that point into the sheet.
 * test/rules/portal/brokenRulesForPlayer.test.ts breaks every rule once and reads the result.
 */
import { ORGANISER_NAME } from '../access/privacy';

const REWRITES: ReadonlyArray<[RegExp, (match: string, ...groups: string[]) => string]> = [
  // „… ist unbekannt; bekannte Armeen stehen im Blatt Armeen.“
  [/ ist unbekannt; bekannte [^.]*? stehen im Blatt [^.]*?\./g, () => ' ist in der Kampagne unbekannt.'],
  // „… ist im Blatt Armeen fehlerhaft eingetragen: <the list row's own error>“
  [/ ist im Blatt \S+ fehlerhaft eingetragen: .*$/, () => ' ist in der Kampagne fehlerhaft eingetragen.'],
  // The battle form's and the Prüfung's „Rückzug nach“ to be left blank: the player fills nothing here.
  [/ Rückzug nach bitte leer lassen\./g, () => ''],
  [/; Rückzug nach muss leer bleiben(?:, ([^.]*))?\./g, (_m, rest?: string) => (rest ? `; ${rest}.` : '.')],
  // „… fehlt; erwartet wird eine ganze Zahl von 0 bis 999.“
  [/ fehlt; erwartet wird .*?\.(?=\s|$)/g, () => ' fehlt.'],
];

/** `error` for `player` (as the Spieler list spells him): see the file's comment. */
export function ruleForPlayer(error: string, player: string): string {
  let text = REWRITES.reduce((t, [pattern, by]) => t.replace(pattern, by), error);
  if (player) text = text.split(`Spieler „${player}“`).join('dir').split(`für „${player}“`).join('für dich');
  return text;
}

/** Who puts a battle right that breaks a rule: the player cannot change a row. */
export const ORGANISER_FIXES_BATTLE = `Die ${ORGANISER_NAME} muss die Schlacht berichtigen; du musst nichts tun.`;

/** Why a battle does not count, as its players read it, and who puts it right (`player`: '' when both read one text). */
export function brokenBattleForPlayer(error: string, player: string): string {
  return `${ruleForPlayer(error, player)} ${ORGANISER_FIXES_BATTLE}`;
}
