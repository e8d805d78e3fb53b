/**
 * A replay's rule message about a battle row (its Prüfung is the organiser's, who works in the
 * sheet) as a player reads it: its parts in a player's words (ruleText.ts, readerWords.ts) —
 * without the sheets to look in and the cells to fill or leave blank, since a player never sees
 * the spreadsheet and cannot change a row, and the reader as „dir“/„für dich“. What broke stays said.
 * test/rules/portal/brokenRulesForPlayer.test.ts breaks every rule once and reads the result.
 */
import { ORGANISER_NAME } from '../access/privacy';
import { RuleText, textFor } from '../ruleText';

/** `text` for `player` (as the Spieler list spells him; '' when both players read one text). */
export function ruleForPlayer(text: RuleText, player: string): string {
  return textFor(text, { kind: 'player', name: player });
}

/** Who puts a battle right that breaks a rule: the player cannot change a row. */
export const ORGANISER_FIXES_BATTLE = `Die ${ORGANISER_NAME} muss die Schlacht berichtigen; du musst nichts tun.`;

/** Why a battle does not count, as its players read it, and who puts it right (`player`: '' when both read one text). */
export function brokenBattleForPlayer(text: RuleText, player: string): string {
  return `${ruleForPlayer(text, player)} ${ORGANISER_FIXES_BATTLE}`;
}
