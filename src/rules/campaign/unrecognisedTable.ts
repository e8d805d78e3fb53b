import { normaliseHeader } from './columns';

/** How far down setup looks for our header row under a title: a title block is a few rows. */
export const HEADER_SEARCH_ROWS = 10;

const quoted = (texts: readonly string[]) => texts.map((t) => `„${t}“`).join(', ');

/**
 * Setup adopts an existing sheet by its header row, row 1. A sheet that holds anything but none
 * of our headers in row 1 is another table, or ours under a title row: appending our headers
 * beside it would leave every row it holds unread (the standings lose them without a word), so
 * setup refuses and changes nothing. Returns the German reason, or null when the sheet can be
 * adopted (empty, or row 1 names at least one of our columns).
 *
 * `topRows`: the sheet's first rows as read (up to HEADER_SEARCH_ROWS); `headers`: ours.
 */
export function unrecognisedTable(sheet: string, headers: readonly string[], topRows: readonly unknown[][]): string | null {
  const ours = new Set(headers.map(normaliseHeader));
  const isOurs = (cell: unknown) => ours.has(normaliseHeader(cell));
  const texts = (row: readonly unknown[] | undefined) => (row ?? []).map((c) => String(c ?? '').trim()).filter((t) => t !== '');
  if (!topRows.some((row) => texts(row).length > 0)) return null;
  if ((topRows[0] ?? []).some(isOurs)) return null;
  const again = ' Kriegsrat hat nichts geändert; danach das Einrichten erneut starten.';
  const below = topRows.findIndex((row) => row.some(isOurs));
  if (below > 0) {
    const found = texts(topRows[below]).filter(isOurs);
    const above = below === 1 ? 'die Zeile 1 darüber' : `die Zeilen 1 bis ${below} darüber`;
    return (
      `Im Blatt „${sheet}“ steht die Kopfzeile (${quoted(found.slice(0, 3))}) in Zeile ${below + 1}; ` +
      `Kriegsrat erkennt die Spalten nur an Zeile 1. Bitte ${above} löschen (einen Titel z. B. als Notiz an die Kopfzeile).` +
      again
    );
  }
  const first = texts(topRows[0]);
  const found = first.length
    ? `Zeile 1 enthält ${quoted(first.slice(0, 5))}${first.length > 5 ? ' …' : ''}, aber`
    : 'Zeile 1 enthält';
  return (
    `Im Blatt „${sheet}“ steht eine andere Tabelle: ${found} keine der Spalten, die Kriegsrat liest ` +
    `(${quoted(headers)}). Bitte die Spalten so benennen (Groß-/Kleinschreibung egal) oder das Blatt umbenennen, ` +
    `damit Kriegsrat es neu anlegt.` +
    again
  );
}
