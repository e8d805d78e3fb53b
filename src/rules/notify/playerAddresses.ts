import { CellMatrix } from '../cells/cellValue';
import { parseText } from '../cells/parseCell';
import { cellOf, isBlankRow, nameKey, PLAYERS_SPEC, readTable, SheetSpec } from '../campaign';
import { FIELDS } from '../fields';
import { MAIL_ADDRESS as ADDRESS } from '../mailAddress';

/** Spieler's optional E-Mail column (N2a), next to the columns the replay reads. */
export const PLAYERS_MAIL_SPEC = {
  sheet: PLAYERS_SPEC.sheet,
  columns: {
    name: { field: 'player', header: FIELDS.player.header, required: true },
    email: { field: 'email', header: FIELDS.email.header, required: false },
  },
} satisfies SheetSpec<string>;

/** Each listed player's e-mail address, by name key; players without one (or with an unusable one) are absent. */
export function mailAddresses(players: CellMatrix): Map<string, string> {
  const out = new Map<string, string>();
  let table;
  try {
    table = readTable<string>(players, PLAYERS_MAIL_SPEC);
  } catch {
    return out;
  }
  if ((table.columns.email ?? -1) < 0) return out;
  for (let row = 0; row < table.rows.length; row++) {
    if (isBlankRow(table, row)) continue;
    const address = parseText(cellOf(table, row, 'email')).trim();
    const name = parseText(cellOf(table, row, 'name')).trim();
    if (name && ADDRESS.test(address) && !out.has(nameKey(name))) out.set(nameKey(name), address);
  }
  return out;
}
