/**
 * Sheets holds at most 50,000 characters in one cell. Google's Help pages found no statement
 * of it (search tool, corpus docs); its own messages do: a write of more is refused with "Your
 * input contains more than the maximum of 50000 characters in a single cell." (Sheets API and
 * Apps Script, quoted at integrately.com/integrations/google-sheets/error and
 * qiita.com/koshilife/items/5aff56c1bb9e5d31067f), and a formula whose text result is longer
 * shows an error value: "Text result of … is longer than the limit of 50000 characters."
 * (github.com/qeet/importjsonapi/issues/10). The twin does both; neither a script, a typed
 * edit nor a formula can put a longer text into a cell.
 */
export const CELL_TEXT_LIMIT = 50_000;

/** Google's message for a write of a longer text; nothing of that write is kept. */
export const TOO_LONG_INPUT_MESSAGE = `Your input contains more than the maximum of ${CELL_TEXT_LIMIT} characters in a single cell.`;

/** The explanation behind the #VALUE! a formula with a longer text result shows. */
export const TOO_LONG_RESULT_MESSAGE = `Text result is longer than the limit of ${CELL_TEXT_LIMIT} characters.`;

/** A write refused because one of its texts is too long (Google's message; `cell` in A1, `length` its characters). */
export class CellTextTooLongError extends Error {
  constructor(
    readonly cell: string,
    readonly length: number,
  ) {
    super(TOO_LONG_INPUT_MESSAGE);
    this.name = 'CellTextTooLongError';
  }
}
