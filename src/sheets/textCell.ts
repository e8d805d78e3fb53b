/**
 * A text as a cell value that Sheets stores as that very text. Sheets reads a string written
 * with setValues as if it were typed: "=HYPERLINK(…)" becomes a formula, "-5 Punkte" or
 * "1.500" a number, "3:1" a time, "1/2" a date, "50%" a fraction, "WAHR" a boolean. A leading
 * apostrophe keeps it text (and is not shown). Blank stays blank.
 */
export function asTextCell(text: string): string {
  return text === '' ? '' : `'${text}`;
}
