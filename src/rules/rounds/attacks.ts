import { RuleError } from '../ruleError';
import { CellMatrix, CellValue, isBlank } from '../cells/cellValue';
import { parseText } from '../cells/parseCell';
import { FIELDS } from '../fields';
import { SheetSpec } from '../campaign/columns';
import { parseRound } from '../campaign/entries';
import { nameKey } from '../campaign/names';
import { cellOf, isBlankRow, readTable } from '../campaign/tables';

/**
 * A2: the sheet Angriffe — one row per attack declared on the campaign map (seed step 10: the
 * attacker is whoever declared the attack). Declarations are admissions, never events of the
 * replay: they change no Stufe, no supply and no field. Rows the organiser types count like
 * declared ones.
 */
export const ATTACKS_SPEC = {
  sheet: 'Angriffe',
  columns: {
    round: { field: 'round', header: FIELDS.round.header, required: true },
    attacker: { field: 'attacker', header: FIELDS.attacker.header, required: true },
    defender: { field: 'defender', header: FIELDS.defender.header, required: true },
    field: { field: 'field', header: FIELDS.field.header, required: false },
    declaredBy: { field: 'declaredBy', header: FIELDS.declaredBy.header, required: false },
    declaredAt: { field: 'declaredAt', header: FIELDS.declaredAt.header, required: false },
    status: { field: 'status', header: FIELDS.status.header, required: false },
    submissionId: { field: 'submissionId', header: FIELDS.submissionId.header, required: false },
  },
} satisfies SheetSpec<string>;
export type AttackColumn = keyof typeof ATTACKS_SPEC.columns;

export { declarationDataRow, declarationSheetRow } from './declarationRow';

/** A2's Status: blank = declared; this word = withdrawn (A4). */
export const ATTACK_WITHDRAWN = 'zurückgezogen';

/** One readable row of Angriffe. */
export interface Declaration {
  /** Data-row index (0 = the row below the header, sheet row 2). */
  row: number;
  round: number;
  /** As typed. */
  attacker: string;
  defender: string;
  field: string;
  /** Angesagt von as typed; blank for a row the organiser typed. */
  declaredBy: string;
  withdrawn: boolean;
  /** Einreichungs-ID as written (blank for a row the organiser typed): names it wherever its row moves. */
  submissionId: string;
}

/**
 * The readable declarations of Angriffe, in row order: a row without a readable Runde, Angreifer
 * or Verteidiger is not a declaration (it admits nothing). Null or an empty matrix: none.
 * Status matches like names ("Zurueckgezogen" too); any other non-blank Status is not a
 * withdrawal, so the declaration stands — the safe side for the players who rely on it.
 */
export function readDeclarations(matrix: CellMatrix | null): Declaration[] {
  if (!matrix || matrix.length < 2) return [];
  let table;
  try {
    table = readTable<AttackColumn>(matrix, ATTACKS_SPEC);
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    return [];
  }
  const out: Declaration[] = [];
  for (let row = 0; row < table.rows.length; row++) {
    if (isBlankRow(table, row)) continue;
    const attacker = parseText(cellOf(table, row, 'attacker'));
    const defender = parseText(cellOf(table, row, 'defender'));
    let round: number;
    try {
      round = parseRound(cellOf(table, row, 'round'));
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
      continue;
    }
    if (!attacker || !defender) continue;
    out.push({
      row,
      round,
      attacker,
      defender,
      field: parseText(cellOf(table, row, 'field')),
      declaredBy: parseText(cellOf(table, row, 'declaredBy')),
      withdrawn: isWithdrawn(cellOf(table, row, 'status')),
      submissionId: parseText(cellOf(table, row, 'submissionId')),
    });
  }
  return out;
}

export function isWithdrawn(cell: CellValue): boolean {
  if (isBlank(cell)) return false;
  const key = (t: string) => nameKey(t).replace(/ü/g, 'ue');
  return key(parseText(cell)) === key(ATTACK_WITHDRAWN);
}

/** Whether a declaration is the one of `attacker` against `defender` (names matched like names). */
export function sameSides(d: { attacker: string; defender: string }, attacker: string, defender: string): boolean {
  return nameKey(d.attacker) === nameKey(attacker) && nameKey(d.defender) === nameKey(defender);
}
