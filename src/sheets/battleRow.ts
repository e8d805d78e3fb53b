import { CellValue } from '../rules/cells/cellValue';
import { SubmittedBattle } from '../rules/battleForm';
import {
  BATTLES_CONFIRMATION_SPEC,
  BATTLES_MAP_SPEC,
  BATTLES_SPEC,
  BattleColumn,
  BattleStatus,
  normaliseHeader,
} from '../rules/campaign';
import { SetupError } from '../rules/setupError';
import { menuPath, SETUP_CAPTION } from './menuPath';
import { rowsWrite, RowsWrite } from './rowsWrite';

/** Who saved a battle and when; written beside the players' inputs. */
export interface Submission {
  user: string;
  at: Date;
  /** What the Einreichungs-ID cell holds: the id with the fingerprint of what it saved. */
  storedId: string;
  /** A player's report from the portal (C4, C5): its Status, Gemeldet von and Gemeldet am. */
  report?: BattleReport;
}

export interface BattleReport {
  status: BattleStatus;
  by: string;
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
    submissionId: submission.storedId,
  };
}

/**
 * Where the battle's cells go in a Schlachten sheet whose header row is `headers` (any column
 * order): one run in the sheet as set up, more only where an organiser put columns of their
 * own between ours (those stay untouched). The map's Rückzug nach is written where the sheet
 * has it; a retreat without that column is refused. A report fills Status, Gemeldet von and
 * Gemeldet am, which the sheet must have (setup adds them).
 */
export function battleRowWrite(headers: CellValue[], entry: SubmittedBattle, submission: Submission): RowsWrite {
  const cells: Record<string, CellValue> = {};
  for (const [key, value] of Object.entries(battleCells(entry, submission))) {
    cells[BATTLES_SPEC.columns[key as BattleColumn].header] = value;
  }
  const retreat = BATTLES_MAP_SPEC.columns.retreatTo.header;
  if (headers.some((h) => normaliseHeader(h) === normaliseHeader(retreat))) cells[retreat] = entry.retreatTo ?? '';
  else if (entry.retreatTo) {
    throw new SetupError(
      `Im Blatt „${BATTLES_SPEC.sheet}“ fehlt die Spalte „${retreat}“ für den Rückzug. Bitte ${menuPath(SETUP_CAPTION)} ausführen.`,
    );
  }
  if (submission.report) {
    const { status, reportedBy, reportedAt } = BATTLES_CONFIRMATION_SPEC.columns;
    cells[status.header] = submission.report.status;
    cells[reportedBy.header] = submission.report.by;
    cells[reportedAt.header] = submission.report.at;
  }
  return rowsWrite(BATTLES_SPEC.sheet, headers, Object.keys(cells), [cells]);
}
