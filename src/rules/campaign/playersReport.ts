import { isBlank } from '../cells/cellValue';
import { BattleConfirmationColumn } from './columns';
import { cellOf, Table } from './tables';

/**
 * A Schlachten row is a player's report (C4): Gemeldet von names its player — or was emptied by
 * hand while Gemeldet am, written only with a player's report, stayed (C3 then leaves it to the
 * organiser; it is still no organiser's row). `row` 0-based below the header.
 */
export function isPlayersReport(confirmation: Table<BattleConfirmationColumn>, row: number): boolean {
  return !isBlank(cellOf(confirmation, row, 'reportedBy')) || !isBlank(cellOf(confirmation, row, 'reportedAt'));
}
