/**
 * Reads GitHub-flavoured Markdown tables the way GitHub renders them: a row is split at every
 * `|` that is not escaped as `\|` — also inside backticks — and `\|` becomes `|` in the cell.
 */
export function tableCells(line: string): string[] {
  const inner = line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '');
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

/** The table rows (header and separator left out) of the text between two marker comments. */
export function tableBetween(markdown: string, start: string, end: string): string[][] {
  const from = markdown.indexOf(start);
  const to = markdown.indexOf(end, from + 1);
  if (from < 0 || to < 0) throw new Error(`Markierungen ${start} … ${end} fehlen.`);
  const lines = markdown
    .slice(from + start.length, to)
    .split('\n')
    .filter((line) => line.trim().startsWith('|'));
  return lines.slice(2).map(tableCells);
}

/** The text of a cell's code span (`…`), or null when the cell is no single code span. */
export function codeSpan(cell: string): string | null {
  const match = /^`([^`]*)`$/.exec(cell.trim());
  return match ? match[1] : null;
}
