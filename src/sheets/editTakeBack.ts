import { SCRIPT_PROJECT_NAME } from './menuPath';

/**
 * What the onEdit guards share (wholeNumberEdits, roundJumpEdits, settingEdits): the toast that
 * says what was taken back and what is allowed, and how a typed cell gets its old value back.
 */

/** A paste's toast names this many cells and counts the rest. */
export const NAMED_CELLS = 3;

const TOAST_SECONDS = 10;

/** A guard's German message, bottom right, titled like the menu. */
export function editToast(spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet, message: string): void {
  spreadsheet.toast(message, SCRIPT_PROJECT_NAME, TOAST_SECONDS);
}

/**
 * Puts `value` back into a typed cell (the caller decides what of the old value is safe to write:
 * Sheets parses text like typed input); empty when a strict validation changed since refuses it,
 * with Google's English message that must not reach the user.
 */
export function putBack(cell: GoogleAppsScript.Spreadsheet.Range, value: string | number): void {
  try {
    cell.setValue(value);
  } catch {
    cell.setValue('');
  }
}

/** The old value of a typed cell as a number if it was a plain whole number, else empty: never text Sheets would parse. */
export function oldWholeNumber(oldValue: unknown): number | '' {
  return typeof oldValue === 'string' && /^-?\d+$/.test(oldValue) ? Number(oldValue) : '';
}
