/**
 * What a user's typing or pasting does in Sheets, as opposed to a script's setValues: `=…` is a
 * formula in the sheet's locale (de_DE: `=SUMME(A1;2,5)`), a paste past the last row or
 * column adds rows or columns, and a strict validation refuses the input showing its help
 * text. The add-on's onEdit trigger runs afterwards (loadAddon's `edit`); script writes never
 * fire it, as in Sheets.
 */
import { parseA1Notation, resolveA1Range } from './a1Notation';
import { dateToSerial } from './dateSerial';
import type { OfflineRange } from './offlineRange';
import type { OfflineSpreadsheet } from './offlineSpreadsheet';

/** Typed or pasted input: strings are read like typing; other values keep their type (a paste from a sheet). */
export type UserInput = string | number | boolean | Date;

/** Input a strict data validation refused; the message is what Sheets shows the user. */
export class InvalidInputError extends Error {
  constructor(
    /** A1 notation of the first refused cell. */
    readonly cell: string,
    /** The validation's help text, or null (Sheets then shows its own English sentence). */
    readonly helpText: string | null,
    googleMessage: string,
  ) {
    super(helpText || googleMessage);
    this.name = 'InvalidInputError';
  }
}

/**
 * A cell's value as the onEdit event's `value`/`oldValue` carry it: a string of the value, not
 * of its display — a number in JavaScript's spelling ("12.5"), a date as its serial number, a
 * boolean as TRUE/FALSE; undefined for an empty cell (Google omits both then).
 */
export function editEventValue(value: unknown, timeZone: string): string | undefined {
  if (value === '' || value === null || value === undefined) return undefined;
  if (value instanceof Date) return String(dateToSerial(value, timeZone));
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value);
}

/** Writes `input` from (row, column) on as a user would type or paste it; returns the range written. */
export function typeInto(
  workbook: OfflineSpreadsheet,
  sheetName: string,
  row: number,
  column: number,
  input: UserInput[][],
): OfflineRange {
  const sheet = workbook.getSheetByName(sheetName);
  if (!sheet) throw new Error(`Sheet ${sheetName} not found.`);
  const numRows = input.length;
  const numColumns = Math.max(1, ...input.map((line) => line.length));
  const rows = input.map((line) => [...line, ...new Array<UserInput>(numColumns - line.length).fill('')]);
  // A paste that runs past the grid grows it, as Sheets does.
  const lastRow = row + numRows - 1;
  const lastColumn = column + numColumns - 1;
  if (lastRow > sheet.getMaxRows()) sheet.insertRowsAfter(sheet.getMaxRows(), lastRow - sheet.getMaxRows());
  if (lastColumn > sheet.getMaxColumns()) sheet.insertColumnsAfter(sheet.getMaxColumns(), lastColumn - sheet.getMaxColumns());
  const range = sheet.getRange(row, column, numRows, numColumns);
  try {
    // Counted as a write of its own: a user's edit is no script call, but it changes the file.
    workbook.calls.track('User.edit', () => range.sheetModel.writeFormulas(range.rect, rows, 'local'));
  } catch (error) {
    const message = (error as Error).message;
    const refused = /in cell ([A-Z]+\d+) violates the data validation rules/.exec(message);
    if (!refused) throw error;
    const rect = resolveA1Range(parseA1Notation(refused[1]), sheet.getMaxRows(), sheet.getMaxColumns());
    const help = sheet.getRange(rect.row, rect.column).getDataValidation()?.getHelpText() ?? null;
    throw new InvalidInputError(refused[1], help, message);
  }
  return range;
}
