import { RuleError } from '../ruleError';
import { CellMatrix, isBlank } from '../cells/cellValue';
import { BATTLES_SPEC, BOOKINGS_SPEC } from './columns';
import { parseRound } from './entries';
import { cellOf, isBlankRow, readTable } from './tables';

/**
 * The campaign's current round without a replay: the highest Runde in the battle log that
 * can be read, else 1 — the replay's `currentRound` (a test holds them equal). A new battle may
 * be in this round or open the next one.
 */
export function currentRound(battles: CellMatrix): number {
  return highestRoundIn(battles, BATTLES_SPEC) || 1;
}

/** The highest Runde of a log (battles or ledger) that can be read, 0 when there is none. */
export function highestRoundIn(matrix: CellMatrix, spec: typeof BATTLES_SPEC | typeof BOOKINGS_SPEC): number {
  const table = readTable<'round'>(matrix, spec as never);
  let highest = 0;
  for (let row = 0; row < table.rows.length; row++) {
    if (isBlankRow(table, row)) continue;
    const cell = cellOf(table, row, 'round');
    // A blank Runde is skipped without an error built to be caught: every save reads every row.
    if (isBlank(cell)) continue;
    try {
      highest = Math.max(highest, parseRound(cell));
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
    }
  }
  return highest;
}
