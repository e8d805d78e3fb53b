import { BATTLES_SPEC } from '../campaign/columns';
import { nameKey } from '../campaign/names';
import { cellOf, readTable, Table } from '../campaign/tables';
import type { CellMatrix } from '../cells/cellValue';
import { parseText } from '../cells/parseCell';

/**
 * What a notification's id says about the battle it is of (N5: each event at most once): its
 * Einreichungs-ID — written with the row, so it stays with the report when the organiser inserts,
 * deletes or sorts rows above it — and, for a row typed without one, its sheet row; then its armies
 * and Runde (a row copied by hand, with the ID of its original, adds `#2`, `#3`: copiesAbove). A
 * row number alone would remind a report again after a row inserted above it, and
 * stay silent for a new report that lands on the row of a deleted one.
 */
export function battleRef(
  table: Table<string>,
  row: number,
  b: { attacker: string; defender: string; round: number | null },
): string {
  const id = parseText(cellOf(table, row, 'submissionId'));
  const copies = id === '' ? 0 : copiesAbove(table)[row];
  const which = id === '' ? String(row + 2) : copies > 0 ? `${id}#${copies + 1}` : id;
  return `${which}:${nameKey(b.attacker)}:${nameKey(b.defender)}:${b.round ?? ''}`;
}

const copiesByTable = new WeakMap<Table<string>, number[]>();

/**
 * Per data row, how many rows above hold the same Einreichungs-ID: a row copied by hand keeps the
 * ID of the report it was copied from, and is a fact of its own (N5) — the first row keeps the
 * plain ID, so what it was told stays told. Counted once per table.
 */
function copiesAbove(table: Table<string>): number[] {
  let copies = copiesByTable.get(table);
  if (copies) return copies;
  const seen = new Map<string, number>();
  copies = table.rows.map((_, row) => {
    const id = parseText(cellOf(table, row, 'submissionId'));
    if (id === '') return 0;
    const before = seen.get(id) ?? 0;
    seen.set(id, before + 1);
    return before;
  });
  copiesByTable.set(table, copies);
  return copies;
}

/** Schlachten (header row first) as battleRef reads it. */
export function battleRefTable(battles: CellMatrix): Table<string> {
  return readTable<string>(battles, BATTLES_SPEC);
}
