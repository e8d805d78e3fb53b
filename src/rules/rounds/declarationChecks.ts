/**
 * A2's Prüfung: why a row of Angriffe does not count as a declaration — shown beside the row
 * (KAMPAGNE_ANGRIFFE in Angriffe's Prüfung column), so a row the organiser typed is never
 * ignored silently. Reads only Angriffe and Armeen: no replay. A3 does not bind the organiser's
 * rows (A2, A6), so a second declaration of an army or a defender far away is not flagged.
 */
import { CellMatrix, CellValue, isBlank } from '../cells/cellValue';
import { parseText } from '../cells/parseCell';
import { CHECK_HEADER, NOT_COUNTED } from '../campaign/output';
import { SAME_ARMY } from '../campaign/sameArmy';
import { listedArmyKeys } from '../campaign/listedArmies';
import { nameKey } from '../campaign/names';
import { cellOf, isBlankRow } from '../campaign/tables';
import { UNKNOWN_ARMY } from './admission';
import { ATTACK_WITHDRAWN, Declaration, readAttacksTable, readDeclarationRow, readDeclarations } from './attacks';

/** Starts the reason of a row that is no declaration (the Prüfung column's red mark looks for it). */
export const DECLARATION_NOT_COUNTED = NOT_COUNTED;
/** Starts the hint on a row that counts although its Status is unknown. */
export const DECLARATION_COUNTED_ANYWAY = 'Zählt als angesagt: ';

/** A2: a Status neither blank nor „zurückgezogen“ withdraws nothing — the declaration stands. */
export const UNKNOWN_ATTACK_STATUS = (status: string) =>
  `${DECLARATION_COUNTED_ANYWAY}Status „${status}“ ist weder leer noch „${ATTACK_WITHDRAWN}“.`;

/**
 * The Prüfung column of Angriffe: its header, then per data row '' (counts) or the reason —
 * down to the last row with anything in it. `attacks` and `armies` with their header rows;
 * throws the German RuleError of a missing header.
 */
export function declarationChecks(attacks: CellMatrix, armies: CellMatrix): CellMatrix {
  const table = readAttacksTable(attacks);
  const listed = listedArmyKeys(armies);
  const out: CellValue[][] = [[CHECK_HEADER]];
  let last = 0;
  for (let row = 0; row < table.rows.length; row++) {
    const reason = isBlankRow(table, row) ? '' : rowCheck(table, row, listed);
    out.push([reason]);
    if (!isBlankRow(table, row)) last = row + 1;
  }
  return out.slice(0, last + 1);
}

function rowCheck(table: ReturnType<typeof readAttacksTable>, row: number, listed: ReadonlySet<string>): string {
  const read = readDeclarationRow(table, row)!;
  if (!read.declaration) return DECLARATION_NOT_COUNTED + read.reason;
  const problem = declarationProblem(read.declaration, listed);
  if (problem !== null) return DECLARATION_NOT_COUNTED + problem;
  const status = cellOf(table, row, 'status');
  if (!isBlank(status) && !read.declaration.withdrawn) return UNKNOWN_ATTACK_STATUS(parseText(status));
  return '';
}

/**
 * Why a readable row of Angriffe is no declaration after all (A2), null when it is one: it names
 * an army Armeen does not list (`listed`: listedArmyKeys) — a typo no report could follow (A5),
 * which must hold no army in place — or one army on both sides.
 */
export function declarationProblem(d: Pick<Declaration, 'attacker' | 'defender'>, listed: ReadonlySet<string>): string | null {
  for (const army of [d.attacker, d.defender]) if (!listed.has(nameKey(army))) return UNKNOWN_ARMY(army);
  if (nameKey(d.attacker) === nameKey(d.defender)) return SAME_ARMY(d.attacker);
  return null;
}

/** The declarations of Angriffe that count (A2): readDeclarations without those declarationProblem refuses. */
export function countingDeclarations(attacks: CellMatrix | null, armies: CellMatrix): Declaration[] {
  const declarations = readDeclarations(attacks);
  if (declarations.length === 0) return declarations;
  const listed = listedArmyKeys(armies);
  return declarations.filter((d) => declarationProblem(d, listed) === null);
}
