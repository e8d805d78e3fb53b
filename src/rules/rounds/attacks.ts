import { RuleError } from '../ruleError';
import { CellMatrix, CellValue, isBlank } from '../cells/cellValue';
import { parseText } from '../cells/parseCell';
import { FIELDS } from '../fields';
import { SheetSpec } from '../campaign/columns';
import { parseRound } from '../campaign/entries';
import { nameKey } from '../campaign/names';
import { cellOf, isBlankRow, readTable, Table } from '../campaign/tables';

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

/** A row of Angriffe as A2 reads it: its declaration, or why it is none (German, without „Zählt nicht:“). */
export type DeclarationRow = { declaration: Declaration; reason?: undefined } | { declaration?: undefined; reason: string };

/**
 * Data row `row` of a read Angriffe table; null for a blank row. A row without a readable Runde
 * (a whole number), Angreifer or Verteidiger is not a declaration: it admits nothing.
 */
export function readDeclarationRow(table: Table<AttackColumn>, row: number): DeclarationRow | null {
  if (isBlankRow(table, row)) return null;
  let round: number;
  try {
    round = parseRound(cellOf(table, row, 'round'));
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    return { reason: error.message };
  }
  const attacker = parseText(cellOf(table, row, 'attacker'));
  const defender = parseText(cellOf(table, row, 'defender'));
  if (!attacker) return { reason: SIDE_MISSING('attacker') };
  if (!defender) return { reason: SIDE_MISSING('defender') };
  return {
    declaration: {
      row,
      round,
      attacker,
      defender,
      field: parseText(cellOf(table, row, 'field')),
      declaredBy: parseText(cellOf(table, row, 'declaredBy')),
      withdrawn: isWithdrawn(cellOf(table, row, 'status')),
      submissionId: parseText(cellOf(table, row, 'submissionId')),
    },
  };
}

const SIDE_MISSING = (side: 'attacker' | 'defender') => `${ATTACKS_SPEC.columns[side].header} fehlt.`;

/** Angriffe as a table by its headers; throws the German RuleError of a missing header. */
export function readAttacksTable(matrix: CellMatrix): Table<AttackColumn> {
  return readTable<AttackColumn>(matrix, ATTACKS_SPEC);
}

/**
 * The readable declarations of Angriffe, in row order (readDeclarationRow). Null or an empty
 * matrix: none. Status matches like names ("Zurueckgezogen" too); any other non-blank Status is
 * not a withdrawal, so the declaration stands — the safe side for the players who rely on it.
 */
export function readDeclarations(matrix: CellMatrix | null): Declaration[] {
  if (!matrix || matrix.length < 2) return [];
  let table;
  try {
    table = readAttacksTable(matrix);
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    return [];
  }
  const out: Declaration[] = [];
  for (let row = 0; row < table.rows.length; row++) {
    const read = readDeclarationRow(table, row);
    if (read?.declaration) out.push(read.declaration);
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
