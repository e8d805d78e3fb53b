import { CellValue, isBlank } from '../rules/cells/cellValue';
import { SubmittedBattle } from '../rules/battleForm';
import { BATTLES_MAP_SPEC, BATTLES_SPEC, BattleColumn, normaliseHeader } from '../rules/campaign';
import { RuleError } from '../rules/ruleError';
import { asTextCell } from './textCell';

/** Who saved a battle and when; written beside the players' inputs. */
export interface Submission {
  user: string;
  at: Date;
}

/** The Schlachten columns of one battle, by the spec's column key. Blank stays blank (no 0 for "none"). */
function battleCells(entry: SubmittedBattle, submission: Submission): Record<BattleColumn, CellValue> {
  return {
    round: entry.round,
    date: entry.date,
    attacker: entry.attacker,
    defender: entry.defender,
    mobilisation: entry.mobilisation || '',
    scaledTo: entry.scaledTo || '',
    attackerVP: entry.attackerVP,
    defenderVP: entry.defenderVP,
    gaveUp: entry.gaveUp,
    attackerLosses: entry.attackerLosses,
    defenderLosses: entry.defenderLosses,
    mission: entry.mission,
    note: entry.note,
    enteredBy: submission.user,
    enteredAt: submission.at,
    submissionId: entry.submissionId,
  };
}

/** A block of adjacent input columns, written with one setValues. */
export interface ColumnRun {
  /** 1-based first column. */
  firstColumn: number;
  /** Cell values from there on; every text marked as text (asTextCell). */
  values: CellValue[];
}

/** Where the battle's cells go in a sheet whose header row is `headers` (any column order). */
export interface BattleRowWrite {
  /**
   * The input columns in runs of adjacent columns: one run in the sheet as set up, more only
   * where an organiser put columns of their own between ours. Those stay untouched — a
   * formula filled down such a column survives the new row.
   */
  runs: ColumnRun[];
  /** 0-based indexes of the input columns. */
  inputColumns: number[];
  /** The same cells, unescaped, as a full-width row: the replay checks the battle with it. */
  fullRow: CellValue[];
}

export function battleRowWrite(headers: CellValue[], entry: SubmittedBattle, submission: Submission): BattleRowWrite {
  const cells = battleCells(entry, submission);
  const index = new Map(headers.map((h, i) => [normaliseHeader(h), i] as const));
  const fullRow: CellValue[] = headers.map(() => '');
  const inputColumns: number[] = [];
  // The map's column is written only where the sheet has it; a retreat without it is refused.
  const retreat = index.get(normaliseHeader(BATTLES_MAP_SPEC.columns.retreatTo.header));
  if (retreat !== undefined) {
    fullRow[retreat] = entry.retreatTo ?? '';
    inputColumns.push(retreat);
  } else if (entry.retreatTo) {
    throw new RuleError(
      `Im Blatt „${BATTLES_SPEC.sheet}“ fehlt die Spalte „${BATTLES_MAP_SPEC.columns.retreatTo.header}“ für den Rückzug. Bitte Kampagnenblatt einrichten ausführen.`,
    );
  }
  for (const key of Object.keys(BATTLES_SPEC.columns) as BattleColumn[]) {
    const { header } = BATTLES_SPEC.columns[key];
    const i = index.get(normaliseHeader(header));
    if (i === undefined) {
      throw new RuleError(
        `Im Blatt „${BATTLES_SPEC.sheet}“ fehlt die Spalte „${header}“. Bitte Kampagnenblatt einrichten ausführen.`,
      );
    }
    fullRow[i] = cells[key];
    inputColumns.push(i);
  }
  inputColumns.sort((a, b) => a - b);
  const runs: ColumnRun[] = [];
  for (const i of inputColumns) {
    const value = fullRow[i];
    const cell = typeof value === 'string' ? asTextCell(value) : value;
    const last = runs[runs.length - 1];
    if (last && last.firstColumn + last.values.length === i + 1) last.values.push(cell);
    else runs.push({ firstColumn: i + 1, values: [cell] });
  }
  return { runs, inputColumns, fullRow };
}

/**
 * The 1-based row a new battle goes into: the one after the last row with anything in an input
 * column. Not after the sheet's last row with content — a formula of the organiser's filled down
 * a column of its own (or an ARRAYFORMULA's blanks) reaches to the bottom of the sheet and
 * would push every new battle past it.
 */
export function nextBattleRow(values: CellValue[][], inputColumns: readonly number[]): number {
  for (let r = values.length - 1; r > 0; r--) {
    const row = values[r];
    if (inputColumns.some((c) => !isBlank(row[c] ?? ''))) return r + 2;
  }
  return 2;
}
