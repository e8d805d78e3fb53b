import { CellMatrix } from '../rules/cells/cellValue';
import { FIELDS, fieldKeyOfHeader } from '../rules/fields';
import { serialDateReader } from './serialDate';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** The date fields' headers (Datum, Eingetragen am, Gemeldet am …): their numbers are dates. */
export function isDateHeader(header: unknown): boolean {
  const key = typeof header === 'string' ? fieldKeyOfHeader(header) : undefined;
  return key !== undefined && FIELDS[key].kind === 'date';
}

/**
 * A plain number under a date field's header (typed without a date format) as the date it stands
 * for — the day Sheets itself computes with. The Sheets API read (sheetsApiRead.ts) cannot tell a
 * date cell from a number cell and reads both so; SpreadsheetApp's reads do the same here, so a
 * submission sees the same values whichever way Google let it read. In place; the time zone is
 * asked for only when such a number is there.
 */
export function datesInDateColumns(values: CellMatrix, dateOf: () => (serial: number) => Date): CellMatrix {
  const dates = (values[0] ?? []).map(isDateHeader);
  if (!dates.includes(true)) return values;
  for (let r = 1; r < values.length; r++) {
    const row = values[r];
    for (let c = 0; c < dates.length; c++) if (dates[c] && typeof row[c] === 'number') row[c] = dateOf()(row[c] as number);
  }
  return values;
}

/**
 * The spreadsheet's serial-date reader, made on first use: one call for the time zone, none
 * when `timeZone` answers it (a submission's read knows it already).
 */
export function lazyDateReader(
  spreadsheet: Spreadsheet,
  timeZone: () => string = () => spreadsheet.getSpreadsheetTimeZone(),
): () => (serial: number) => Date {
  let reader: ((serial: number) => Date) | undefined;
  return () => (reader ??= serialDateReader(timeZone()));
}
