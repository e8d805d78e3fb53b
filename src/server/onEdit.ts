import { DERIVED_TABLES } from '../sheets/campaignLayout';
import { fitDerivedRows } from '../sheets/derivedRows';
import { ARMIES_SPEC, BATTLES_SPEC, FIELDS_SPEC, PLAYERS_SPEC, SETTINGS_SPEC } from '../rules/campaign';
import { fitHistorySheet } from '../sheets/historySheet';
import { fitMapSheet } from '../sheets/mapSheet';
import { takeBackFractions } from '../sheets/wholeNumberEdits';
import { takeBackRoundJumps } from '../sheets/roundJumpEdits';
import { fillEditedBattleChecks } from '../sheets/battleCheckColumn';
import { takeBackUnreadableSettings } from '../sheets/settingEdits';
import { stopRetypedName } from './portal/retypedName';

/** The input sheets a derived sheet mirrors row for row. */
const MIRRORED = new Set(DERIVED_TABLES.map((table) => table.rowsOf));

/**
 * Simple trigger after every edit a user makes (typing, pasting; not script writes): when an
 * input sheet grew — a paste of 1,200 battles adds rows — its derived sheets grow with it, or
 * Sheets would show "Result was not automatically expanded" instead of the results. A bound
 * script runs it in AuthMode.LIMITED (may change this spreadsheet); an add-on not yet used in
 * this file may run it in AuthMode.NONE, where it must touch nothing. It also refuses decimal
 * numbers in whole-number columns, which Sheets' validations let through, a Runde typed more
 * than one round ahead (R1: it would move every player's round) and a value typed into
 * Einstellungen that Kriegsrat cannot read; gives new battle rows their Prüfung formula; and stops
 * the old link of a name typed into Spieler anew (C8).
 */
export function onEdit(event?: GoogleAppsScript.Events.SheetsOnEdit): void {
  // Only a real edit: a JSON object sent through google.script.run carries no methods.
  if (typeof event?.range?.getSheet !== 'function' || String(event.authMode) === 'NONE') return;
  const sheet = event.range.getSheet();
  const name = sheet.getName();
  takeBackFractions(event, sheet, name);
  takeBackRoundJumps(event, sheet, name);
  if (name === SETTINGS_SPEC.sheet) takeBackUnreadableSettings(event, sheet);
  // C8: a name typed into Spieler again does not bring back the link it had (retypedName.ts).
  if (name === PLAYERS_SPEC.sheet) stopRetypedName(event, event.source ?? SpreadsheetApp.getActiveSpreadsheet());
  if (!MIRRORED.has(name)) return;
  const spreadsheet = event.source ?? SpreadsheetApp.getActiveSpreadsheet();
  fitDerivedRows(spreadsheet, name, sheet.getMaxRows());
  // The Karte is as large as the fields' Zeile and Spalte, not as long as Felder.
  if (name === FIELDS_SPEC.sheet) fitMapSheet(spreadsheet);
  // More players or armies widen the Verlauf's tables; a map adds its Felder table's place.
  if (name === PLAYERS_SPEC.sheet || name === ARMIES_SPEC.sheet) fitHistorySheet(spreadsheet);
  // Rows typed or pasted into Schlachten get their Prüfung formula.
  if (name === BATTLES_SPEC.sheet) fillEditedBattleChecks(sheet, event.range.getRow(), event.range.getLastRow());
}
