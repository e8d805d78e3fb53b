import { CellValue } from '../rules/cells/cellValue';
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

/** Where the battle's cells go in a sheet whose header row is `headers` (any column order). */
export interface BattleRowWrite {
  /** 1-based first column and the values from there on, covering every input column; text
   * that Sheets would read as a formula or number is escaped. */
  firstColumn: number;
  values: CellValue[];
  /** The same cells, unescaped, as a full-width row: the replay checks the battle with it. */
  fullRow: CellValue[];
}

export function battleRowWrite(headers: CellValue[], entry: SubmittedBattle, submission: Submission): BattleRowWrite {
  const cells = cellsByHeader(entry, submission);
  const index = new Map(headers.map((h, i) => [normaliseHeader(h), i] as const));
  const fullRow: CellValue[] = headers.map(() => '');
  const used: number[] = [];
  for (const column of BATTLES_SHEET.columns) {
    const i = index.get(normaliseHeader(column.header));
    if (i === undefined) {
      throw new Error(
        `Im Blatt „${BATTLES_SHEET.name}“ fehlt die Spalte „${column.header}“. Bitte Kampagnenblatt einrichten ausführen.`,
      );
    }
    fullRow[i] = cells[column.header];
    used.push(i);
  }
  const first = Math.min(...used);
  const last = Math.max(...used);
  // Columns between ours are blank in a new row; writing "" there leaves them as they are.
  const values = fullRow.slice(first, last + 1).map((v) => (typeof v === 'string' ? asTextCell(v) : v));
  return { firstColumn: first + 1, values, fullRow };
}
