/**
 * What one cell typed in Spieler changes in its list (C8), for the links keyed by name:
 * - a name typed where it was not listed a moment before is a new listing: its stored link, if
 *   any, belongs to whoever held that name earlier — a departed player whose row was deleted,
 *   which Sheets reports to no script — so it must not open the page of the one listed now;
 * - a name typed over or cleared that no row lists any more is taken off: its link must stop
 *   now, or pasting the name back elsewhere (a paste names no old values) would revive it.
 * src/server/portal/retypedName.ts stops those links (nameCellChange). A name typed over the same name (a spelling
 * fixed in place), or one that another row lists too, changes no listing.
 */
import { nameKey } from '../campaign/names';
import { PLAYERS_SPEC } from '../campaign/columns';
import { cellOf, readTable } from '../campaign/tables';
import type { CellMatrix } from '../cells/cellValue';
import { parseText } from '../cells/parseCell';

/** What typing one cell of Spieler changed in its list; each null where it changed nothing. */
export interface NameCellChange {
  /** The name typed where it was not listed (trimmed): its old link belongs to someone earlier. */
  listed: string | null;
  /** The name typed over or cleared that no row lists now: its link must stop. */
  unlisted: string | null;
}

/**
 * The listing changed by typing `typed` (blank: cleared) into the cell (`row`, `column`, 1-based as
 * in the sheet) of Spieler (`players`, header row first, as saved after the edit), whose value was
 * `before`. Nothing for another cell, the header, or the same name again (keys by nameKey).
 */
export function nameCellChange(
  players: CellMatrix,
  row: number,
  column: number,
  typed: string,
  before: string | undefined,
): NameCellChange {
  const table = readTable(players, PLAYERS_SPEC);
  const [now, was] = [typed.trim(), parseText(before ?? '')];
  const [nowKey, wasKey] = [nameKey(now), nameKey(was)];
  if (row < 2 || column - 1 !== table.columns.name || nowKey === wasKey) return { listed: null, unlisted: null };
  const listedElsewhere = (key: string) =>
    table.rows.some((_, index) => index !== row - 2 && nameKey(parseText(cellOf(table, index, 'name'))) === key);
  return {
    listed: nowKey === '' || listedElsewhere(nowKey) ? null : now,
    unlisted: wasKey === '' || listedElsewhere(wasKey) ? null : was,
  };
}
