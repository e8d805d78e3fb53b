/**
 * A replay's rule message about a battle row (its Prüfung is the organiser's, who works in the
 * sheet) as a player reads it: its parts in a player's words (ruleText.ts, readerWords.ts) —
 * without the sheets to look in and the cells to fill or leave blank, since a player never sees
 * the spreadsheet and cannot change a row, and the reader as „dir“/„für dich“. What broke stays said.
 * test/rules/portal/brokenRulesForPlayer.test.ts breaks every rule once and reads the result.
 */
import { ORGANISER_NAME } from '../access/privacy';
import { RuleText, textFor } from '../ruleText';
import { battleFor, NamedBattle, playerReads } from './sheetReader';

/** `text` for `player` (as the Spieler list spells him; '' when both players read one text). */
export function ruleForPlayer(text: RuleText, player: string): string {
  return textFor(text, { kind: 'player', name: player });
}

/** Who puts a battle right that breaks a rule: the player cannot change a row. */
export const ORGANISER_FIXES_BATTLE = `Die ${ORGANISER_NAME} muss die Schlacht berichtigen; du musst nichts tun.`;

/** Who puts a booking right that breaks a rule: the player cannot change a row. */
export const ORGANISER_FIXES_BOOKING = `Die ${ORGANISER_NAME} muss die Buchung berichtigen; du musst nichts tun.`;

/** Why a battle does not count, as its players read it, and who puts it right (`player`: '' when both read one text). */
export function brokenBattleForPlayer(text: RuleText, player: string): string {
  return `${ruleForPlayer(text, player)} ${ORGANISER_FIXES_BATTLE}`;
}

/**
 * A player's report sent again whose row no longer counts — the organiser mistyped a cell of it
 * since: the battle by its armies and Runde, why in a player's words, who puts it right (user test 34:
 * the organiser's Prüfung, with the sheet to look in, reached the player). `battle` null: the row is empty.
 */
export function savedReportBrokenForPlayer(battle: (NamedBattle & { errorText: RuleText }) | null, player: string): string {
  if (!battle) return `Deine Meldung ist gespeichert, zählt aber nicht. ${ORGANISER_FIXES_BATTLE}`;
  return `Deine Meldung ${battleFor(playerReads(), battle)} ist gespeichert, zählt aber nicht: ${brokenBattleForPlayer(battle.errorText, player)}`;
}

/** A booking as a player reads it: its Art, army and Runde as typed (no row). */
export interface NamedBooking {
  round: number | null;
  kind: string;
  army: string;
}

/**
 * A player's booking sent again whose row no longer counts — the organiser mistyped a cell of it
 * since: the booking by its Art, army and Runde, why in a player's words, who puts it right.
 * `booking` null: the row is empty.
 */
export function savedBookingBrokenForPlayer(booking: (NamedBooking & { errorText: RuleText }) | null, player: string): string {
  if (!booking) return `Deine Buchung ist gespeichert, zählt aber nicht. ${ORGANISER_FIXES_BOOKING}`;
  const what = `${booking.kind || 'Buchung'}${booking.army ? ` von ${booking.army}` : ''} (Runde ${booking.round ?? '?'})`;
  return `Deine Buchung ${what} ist gespeichert, zählt aber nicht: ${ruleForPlayer(booking.errorText, player)} ${ORGANISER_FIXES_BOOKING}`;
}
