import { CellMatrix } from '../cells/cellValue';
import { parseText } from '../cells/parseCell';
import { ARMIES_SPEC } from './columns';
import { nameKey } from './names';
import { cellOf, readTable } from './tables';

/** Armeen's name column alone: a list whose other columns are missing still names its armies. */
const ARMY_NAMES_SPEC = { sheet: ARMIES_SPEC.sheet, columns: { name: ARMIES_SPEC.columns.name } };

/**
 * The armies Armeen names, by nameKey: a name typed elsewhere is one of them when its key is in
 * the set (case and blanks ignored, as the replay matches names). Every row that names an army
 * lists it — one the replay refuses (its player unknown, its Startstufe unreadable) too: what is
 * wrong there is that row's own Prüfung.
 */
export function listedArmyKeys(armies: CellMatrix): Set<string> {
  const table = readTable(armies, ARMY_NAMES_SPEC);
  const keys = new Set<string>();
  for (let row = 0; row < table.rows.length; row++) {
    const key = nameKey(parseText(cellOf(table, row, 'name')));
    if (key !== '') keys.add(key);
  }
  return keys;
}
