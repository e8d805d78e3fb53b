/** Leading characters that make Sheets read typed text as a formula or a number. */
const FORMULA_LIKE = /^[=+\-@]/;

/**
 * A text as a cell value that Sheets stores as text: a leading apostrophe keeps "=HYPERLINK(…)"
 * or "-5 Punkte" from becoming a formula or a number (the apostrophe itself is not shown).
 */
export function asTextCell(text: string): string {
  return FORMULA_LIKE.test(text) ? `'${text}` : text;
}
