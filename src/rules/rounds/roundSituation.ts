import { RuleError } from '../ruleError';
import { CellMatrix, CellValue } from '../cells/cellValue';
import { parseText } from '../cells/parseCell';
import { BattleStatus, parseBattleStatus } from '../campaign/battleStatus';
import { ARMIES_SPEC, BATTLES_CONFIRMATION_SPEC, BATTLES_SPEC, BOOKINGS_REPORTER_SPEC, BOOKINGS_SPEC } from '../campaign/columns';
import { roundOrNull } from '../campaign/entries';
import { nameKey } from '../campaign/names';
import { CampaignTables, cellOf, hasMapRows, isBlankRow, readTable } from '../campaign/tables';
import { Declaration } from './attacks';
import { countingDeclarations } from './declarationChecks';
import { currentRoundOf, roundOfOrganiserRows } from './currentRound';
import { Phase, readAttacksDeclared, readPhase } from './roundSettings';

/** What the round rules read: the campaign's sheets, Einstellungen and Angriffe (each header row first). */
export interface RoundInputs {
  tables: CampaignTables;
  /** Einstellungen; null without the sheet. */
  settings: CellMatrix | null;
  /** Angriffe; null without the sheet. */
  attacks: CellMatrix | null;
  /** organiserRound(tables) where the caller counted it already (one pass over the logs per save). */
  organiserRound?: number;
}

/** One non-blank row of Schlachten as the admission rules look at it. */
export interface LoggedBattle {
  /** Data-row index (0 = sheet row 2). */
  row: number;
  /** Null when the Runde cannot be read. */
  round: number | null;
  attacker: string;
  defender: string;
  /** Null when the Status is unknown (C1: the row breaks a rule). */
  status: BattleStatus | null;
  /** Gemeldet von as typed; blank for the organiser's rows. */
  reportedBy: string;
}

/** One non-blank row of Buchungen as the admission rules look at it. */
export interface LoggedBooking {
  row: number;
  round: number | null;
  army: string;
  kind: string;
  /** Gemeldet von as typed; blank for the organiser's rows. */
  reportedBy: string;
}

/**
 * Where the campaign's round stands (R1, R2, A1), read once from the sheets without a replay:
 * what every admission rule (admission.ts) and the portal's „what may I do now“ (R7) start from.
 */
export interface RoundSituation {
  /** R1. */
  round: number;
  /** R2. */
  phase: Phase;
  /**
   * A1 on — and the campaign has a map: A3 declares against an army on an adjacent field, so
   * without a map no declaration could ever be made and A5 would refuse every report.
   */
  declarationsOn: boolean;
  /** Every row of Angriffe that counts as a declaration (countingDeclarations: all rounds, withdrawn ones too), in row order. */
  declarations: Declaration[];
  battles: LoggedBattle[];
  bookings: LoggedBooking[];
  /** The player of an army by the Armeen list (as spelt there); null when the army is unknown. */
  ownerOf(army: string): string | null;
}

/** A1: attacks are declared where Einstellungen say „Angriffe ansagen: ja“ and the campaign has a map. */
export function declarationsOnIn(settings: CellMatrix | null, fields: CellMatrix | undefined): boolean {
  return readAttacksDeclared(settings) && fields !== undefined && hasMapRows(fields);
}

export function roundSituation(inputs: RoundInputs): RoundSituation {
  const { tables } = inputs;
  const owners = armyOwners(tables.armies);
  return {
    round: inputs.organiserRound === undefined ? currentRoundOf(tables) : roundOfOrganiserRows(inputs.organiserRound),
    phase: readPhase(inputs.settings),
    declarationsOn: declarationsOnIn(inputs.settings, tables.fields),
    declarations: countingDeclarations(inputs.attacks, tables.armies),
    battles: loggedBattles(tables.battles),
    bookings: loggedBookings(tables.bookings),
    ownerOf: (army) => owners.get(nameKey(army)) ?? null,
  };
}

/** Each army of the Armeen list by nameKey, with its player as spelt there. */
export function armyOwners(matrix: CellMatrix): Map<string, string> {
  const armies = readTable<string>(matrix, ARMIES_SPEC);
  const owners = new Map<string, string>();
  for (let row = 0; row < armies.rows.length; row++) {
    const name = parseText(cellOf(armies, row, 'name'));
    const key = nameKey(name);
    // The first row of a name is the army (a later one with the same name is rejected by the replay).
    if (name && !owners.has(key)) owners.set(key, parseText(cellOf(armies, row, 'player')));
  }
  return owners;
}

function loggedBattles(matrix: CellMatrix): LoggedBattle[] {
  const read = battleLog(matrix);
  const out: LoggedBattle[] = [];
  for (let row = 0; row < read.rows; row++) {
    const battle = read.at(row);
    if (battle) out.push(battle);
  }
  return out;
}

/** Schlachten as the round rules read it: `at(row)` is a data row, null where it is blank. */
export function battleLog(matrix: CellMatrix): { rows: number; at(row: number): LoggedBattle | null } {
  const table = readTable<string>(matrix, BATTLES_SPEC);
  const confirmation = readTable<string>(matrix, BATTLES_CONFIRMATION_SPEC);
  return {
    rows: table.rows.length,
    at: (row) =>
      row >= table.rows.length || isBlankRow(table, row)
        ? null
        : {
            row,
            round: roundOrNull(cellOf(table, row, 'round')),
            attacker: parseText(cellOf(table, row, 'attacker')),
            defender: parseText(cellOf(table, row, 'defender')),
            status: statusOrNull(cellOf(confirmation, row, 'status')),
            reportedBy: parseText(cellOf(confirmation, row, 'reportedBy')),
          },
  };
}

function loggedBookings(matrix: CellMatrix): LoggedBooking[] {
  const table = readTable<string>(matrix, BOOKINGS_SPEC);
  const reporter = readTable<string>(matrix, BOOKINGS_REPORTER_SPEC);
  const out: LoggedBooking[] = [];
  for (let row = 0; row < table.rows.length; row++) {
    if (isBlankRow(table, row)) continue;
    out.push({
      row,
      round: roundOrNull(cellOf(table, row, 'round')),
      army: parseText(cellOf(table, row, 'army')),
      kind: parseText(cellOf(table, row, 'kind')),
      reportedBy: parseText(cellOf(reporter, row, 'reportedBy')),
    });
  }
  return out;
}

function statusOrNull(cell: CellValue): BattleStatus | null {
  try {
    return parseBattleStatus(cell);
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    return null;
  }
}

/** The declarations of `round` that stand (not withdrawn). */
export function standingDeclarations(s: RoundSituation, round = s.round): Declaration[] {
  return s.declarations.filter((d) => d.round === round && !d.withdrawn);
}
