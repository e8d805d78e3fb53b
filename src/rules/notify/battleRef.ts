import { BATTLES_SPEC } from '../campaign/columns';
import { nameKey } from '../campaign/names';
import { cellOf, readTable, Table } from '../campaign/tables';
import type { CellMatrix } from '../cells/cellValue';
import { parseText } from '../cells/parseCell';

/**
 * What a notification's id says about the battle it is of (N5: each event at most once): its
 * Einreichungs-ID — written with the row, so it stays with the report when the organiser inserts,
 * deletes or sorts rows above it — and, for a row typed without one, its sheet row; then its armies
 * and Runde. A row number alone would remind a report again after a row inserted above it, and
 * stay silent for a new report that lands on the row of a deleted one.
 */
export function battleRef(
  table: Table<string>,
  row: number,
  b: { attacker: string; defender: string; round: number | null },
): string {
  const id = parseText(cellOf(table, row, 'submissionId'));
  return `${id !== '' ? id : row + 2}:${nameKey(b.attacker)}:${nameKey(b.defender)}:${b.round ?? ''}`;
}

/** Schlachten (header row first) as battleRef reads it. */
export function battleRefTable(battles: CellMatrix): Table<string> {
  return readTable<string>(battles, BATTLES_SPEC);
}
