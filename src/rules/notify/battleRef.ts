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
  const copies = id === '' ? 0 : copiesAbove(table, row, id);
  const which = id === '' ? String(row + 2) : copies > 0 ? `${id}#${copies + 1}` : id;
  return `${which}:${nameKey(b.attacker)}:${nameKey(b.defender)}:${b.round ?? ''}`;
}

/**
 * How many rows above data row `row` hold its Einreichungs-ID `id`: a row copied by hand keeps the
 * ID of the report it was copied from, and is a fact of its own (N5) — the first row keeps the
 * plain ID, so what it was told stays told. Counted for the asked row alone: a save asks for the
 * one or two rows it changed, and a table-wide count cost every save a pass with a map of all IDs.
 */
function copiesAbove(table: Table<string>, row: number, id: string): number {
  const column = table.columns.submissionId;
  if (column === undefined || column < 0) return 0;
  let copies = 0;
  for (let above = 0; above < row; above++) {
    const cell = table.rows[above][column];
    // The usual cell, a text as written: compared before it is trimmed.
    if (cell === id || (cell !== '' && cell !== null && cell !== undefined && parseText(cell) === id)) copies++;
  }
  return copies;
}

/** Schlachten (header row first) as battleRef reads it. */
export function battleRefTable(battles: CellMatrix): Table<string> {
  return readTable<string>(battles, BATTLES_SPEC);
}
