/**
 * What one cell typed in Spieler changes in its list (C8), for the links keyed by name:
 * - a name typed where it was not listed a moment before is a new listing: its stored link, if
 *   any, belongs to whoever held that name earlier — a departed player whose row was deleted,
 *   which Sheets reports to no script — so it must not open the page of the one listed now;
 * - a name typed over or cleared that no row lists any more is taken off: its link must stop
 *   now, or pasting the name back elsewhere (a paste names no old values) would revive it.
 * src/server/portal/retypedName.ts stops those links. A name typed over the same name (a spelling
 * fixed in place), or one that another row lists too, changes no listing.
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
  const edit = nameCellEdit(players, row, column, typed, before);
  if (!edit || edit.typed === '' || edit.listedElsewhere(edit.typed)) return null;
  return typed.trim();
}

/**
 * The name taken off Spieler by typing `typed` (blank: cleared) over `before` in the cell (`row`,
 * `column`), when no row lists it now; else null. Arguments as newlyListedName's.
 */
export function unlistedName(
  players: CellMatrix,
  row: number,
  column: number,
  typed: string,
  before: string | undefined,
): string | null {
  const edit = nameCellEdit(players, row, column, typed, before);
  if (!edit || edit.before === '' || edit.listedElsewhere(edit.before)) return null;
  return parseText(before ?? '');
}

/**
 * An edit of a name cell of Spieler that changed its name (keys by nameKey), with a question
 * whether another row lists a name; null for another cell, the header, or the same name again.
 */
function nameCellEdit(players: CellMatrix, row: number, column: number, typed: string, before: string | undefined) {
  const table = readTable(players, PLAYERS_SPEC);
  const keys = { typed: nameKey(typed.trim()), before: nameKey(parseText(before ?? '')) };
  if (row < 2 || column - 1 !== table.columns.name || keys.typed === keys.before) return null;
  return {
    ...keys,
    listedElsewhere: (key: string) =>
      table.rows.some((_, index) => index !== row - 2 && nameKey(parseText(cellOf(table, index, 'name'))) === key),
  };
}
