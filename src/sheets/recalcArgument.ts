/**
 * The Rechenstand argument (issue 22): every KAMPAGNE_… formula setup places reads
 * Einstellungen' „Rechenstand“ cell as its last argument. Google: a custom function is
 * recalculated when one of its arguments changes
 * (https://developers.google.com/apps-script/guides/sheets/functions), and Sheets is reported to
 * cache results by arguments, so entering the same formula text again may leave the old numbers;
 * a changed Rechenstand does not.
 */
import {
  ARMIES_SPEC,
  FIELDS_SPEC,
  nameKey,
  normaliseHeader,
  PLAYERS_SPEC,
  RECALC_SETTING,
  SETTINGS_SPEC,
} from '../rules/campaign';
import { ATTACKS_SPEC } from '../rules/rounds/attacks';
import { parseText } from '../rules/cells/parseCell';
import { columnLetter } from './columnLetter';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** The Rechenstand cell, found in Einstellungen (one read), with its value; null without one. */
export interface RecalcCell {
  /** As a formula argument: Einstellungen!$B$3. */
  reference: string;
  range: GoogleAppsScript.Spreadsheet.Range;
  value: unknown;
}

export function findRecalcCell(spreadsheet: Spreadsheet): RecalcCell | null {
  const sheet = spreadsheet.getSheetByName(SETTINGS_SPEC.sheet);
  if (!sheet) return null;
  const values = sheet.getDataRange().getValues();
  const header = (values[0] ?? []).map(normaliseHeader);
  const nameColumn = header.indexOf(normaliseHeader(SETTINGS_SPEC.columns.name.header));
  const valueColumn = header.indexOf(normaliseHeader(SETTINGS_SPEC.columns.value.header));
  if (nameColumn < 0 || valueColumn < 0) return null;
  const row = values.findIndex(
    (line, r) => r > 0 && nameKey(parseText(line[nameColumn] as never)) === nameKey(RECALC_SETTING.name),
  );
  if (row < 0) return null;
  return {
    reference: `${SETTINGS_SPEC.sheet}!$${columnLetter(valueColumn + 1)}$${row + 1}`,
    range: sheet.getRange(row + 1, valueColumn + 1),
    value: values[row][valueColumn],
  };
}

/**
 * The Rechenstand argument at a formula's end: a reference into Einstellungen (as setup writes
 * it, possibly quoted, or pointing at another row after the organiser sorted the sheet), or
 * `#REF!` where its row was deleted — in setup's form only (right after the Felder range, the
 * Armeen range of KAMPAGNE_ANGRIFFE or the Verlauf's quoted kind), so a deleted Felder sheet is
 * never taken for it.
 */
const RECALC_ARGUMENT = new RegExp(
  `,\\s*(?:'?${SETTINGS_SPEC.sheet}'?!\\$?[A-Z]+\\$?\\d+|(?<=(?:'?(?:${FIELDS_SPEC.sheet}|${ARMIES_SPEC.sheet})'?!\\$?[A-Z]+:\\$?[A-Z]+|"[^"]*")\\s*,\\s*)#REF!)\\s*\\)\\s*$`,
  'i',
);

/** The formula without its Rechenstand argument (as an earlier Kriegsrat wrote it). */
export function withoutRecalcArgument(formula: string): string {
  return formula.replace(RECALC_ARGUMENT, ')');
}

/**
 * The formula with `reference` as its last argument: added where there is none, replaced where
 * it reads another cell or `#REF!` (Sheets recalculates a custom function only when an argument
 * changes, so a formula reading anything but the Rechenstand never sees „Neu berechnen“, and a
 * `#REF!` argument turns its whole result into #REF!). Unchanged when it reads `reference`.
 */
export function withRecalcArgument(formula: string, reference: string): string {
  return withoutRecalcArgument(formula).replace(/\)\s*$/, `,${reference})`);
}

/**
 * A KAMPAGNE_… formula in setup's own form (its first arguments Armeen and Spieler as whole
 * columns); any other is the organiser's and stays as it is.
 */
export function isSetupFormula(formula: string): boolean {
  return (
    new RegExp(`^=KAMPAGNE_\\w+\\(${ARMIES_SPEC.sheet}!A:[A-Z]+,${PLAYERS_SPEC.sheet}!A:[A-Z]+,`, 'i').test(formula) ||
    // Angriffe's Prüfung (attacksCheckColumn.ts): Angriffe, then Armeen.
    new RegExp(`^=KAMPAGNE_ANGRIFFE\\(${ATTACKS_SPEC.sheet}!A:[A-Z]+,${ARMIES_SPEC.sheet}!A:[A-Z]+[,)]`, 'i').test(formula)
  );
}

/** The next Rechenstand: one more than a number, else 1. */
export function nextRecalcValue(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.floor(value) + 1 : 1;
}

/** The document property keeping the highest Rechenstand ever written (not secret: every editor may read it). */
export const RECALC_HIGHEST_PROPERTY = 'kriegsrat.rechenstandHoechster';

/**
 * The one place that keeps the highest Rechenstand: returns `atLeast`, or one above the highest
 * value ever written where that is higher, and records the result as the highest. Sheets is
 * reported to cache a custom function's results by its arguments, so a Rechenstand back at an
 * earlier value (its row or Einstellungen deleted and laid out again, a smaller number typed)
 * could bring back results of an earlier script. The document properties outlive the row and
 * the sheet. The caller writes the value.
 */
export function claimRecalcValue(atLeast: number): number {
  const properties = PropertiesService.getDocumentProperties();
  const highest = Number(properties.getProperty(RECALC_HIGHEST_PROPERTY));
  const value = Math.max(atLeast, Number.isFinite(highest) ? Math.floor(highest) + 1 : 1);
  properties.setProperty(RECALC_HIGHEST_PROPERTY, String(value));
  return value;
}

/** Counts the Rechenstand up with one write, to a value it never had (claimRecalcValue). Returns the value written. */
export function countRecalcUp(recalc: RecalcCell): number {
  const value = claimRecalcValue(nextRecalcValue(recalc.value));
  recalc.range.setValue(value);
  return value;
}
