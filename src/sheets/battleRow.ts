import { CellValue, isBlank } from '../rules/cells/cellValue';
import { SubmittedBattle } from '../server/battlePayload';
import { BATTLES_SHEET, normaliseHeader } from './campaignLayout';
import { asTextCell } from './textCell';

/** Who saved a battle and when; written beside the players' inputs. */
export interface Submission {
  user: string;
  at: Date;
}

/** The Schlachten columns of one battle, by header. Blank stays blank (no 0 for "none"). */
function cellsByHeader(entry: SubmittedBattle, submission: Submission): Record<string, CellValue> {
  return {
    Runde: entry.round,
    Datum: entry.date,
    Angreifer: entry.attacker,
    Verteidiger: entry.defender,
    Mobilisierung: entry.mobilisation || '',
    'Skaliert auf': entry.scaledTo || '',
    'Siegpunkte Angreifer': entry.attackerVP,
    'Siegpunkte Verteidiger': entry.defenderVP,
    Aufgegeben: entry.gaveUp,
    'Verluste Angreifer': entry.attackerLosses,
    'Verluste Verteidiger': entry.defenderLosses,
    Mission: entry.mission,
    Notiz: entry.note,
    'Eingetragen von': submission.user,
    'Eingetragen am': submission.at,
    'Einreichungs-ID': entry.submissionId,
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
  const cells = cellsByHeader(entry, submission);
  const index = new Map(headers.map((h, i) => [normaliseHeader(h), i] as const));
  const fullRow: CellValue[] = headers.map(() => '');
  const inputColumns: number[] = [];
  for (const column of BATTLES_SHEET.columns) {
    const i = index.get(normaliseHeader(column.header));
    if (i === undefined) {
      throw new Error(
        `Im Blatt „${BATTLES_SHEET.name}“ fehlt die Spalte „${column.header}“. Bitte Kampagnenblatt einrichten ausführen.`,
      );
    }
    fullRow[i] = cells[column.header];
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
