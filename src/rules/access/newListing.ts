/**
 * A name typed into Spieler that was not listed a moment before (C8): its stored link, if any,
 * belongs to whoever held that name earlier — a departed player whose row was deleted, which
 * Sheets reports to no script — so it must not open the page of the one listed now
 * (src/server/portal/retypedName.ts stops it). A name typed over the same name (a spelling fixed
 * in place), or one that another row lists too, is no new listing.
 */
import { nameKey } from '../campaign/names';
import { PLAYERS_SPEC } from '../campaign/columns';
import { cellOf, readTable } from '../campaign/tables';
import type { CellMatrix } from '../cells/cellValue';
import { parseText } from '../cells/parseCell';

/**
 * The name newly listed by typing `typed` into the cell (`row`, `column`, 1-based as in the sheet)
 * of Spieler (`players`, header row first, as saved after the edit), whose value was `before`; else null.
 */
export function newlyListedName(
  players: CellMatrix,
  row: number,
  column: number,
  typed: string,
  before: string | undefined,
): string | null {
  const table = readTable(players, PLAYERS_SPEC);
  const key = nameKey(typed.trim());
  if (row < 2 || column - 1 !== table.columns.name || key === '' || key === nameKey(parseText(before ?? ''))) return null;
  const elsewhere = table.rows.some((_, index) => index !== row - 2 && nameKey(parseText(cellOf(table, index, 'name'))) === key);
  return elsewhere ? null : typed.trim();
}
