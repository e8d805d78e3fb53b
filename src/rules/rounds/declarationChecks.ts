/**
 * A2's Prüfung: why a row of Angriffe does not count as a declaration — shown beside the row
 * (KAMPAGNE_ANGRIFFE in Angriffe's Prüfung column), so a row the organiser typed is never
 * ignored silently. Reads only Angriffe and Armeen: no replay. A3 does not bind the organiser's
 * rows (A2, A6), so a second declaration of an army or a defender far away is not flagged.
 */
import { CellMatrix, CellValue, isBlank } from '../cells/cellValue';
import { parseText } from '../cells/parseCell';
import { CHECK_HEADER, NOT_COUNTED } from '../campaign/output';
import { nameKey } from '../campaign/names';
import { cellOf, isBlankRow } from '../campaign/tables';
import { UNKNOWN_ARMY } from './admission';
import { ATTACK_WITHDRAWN, readAttacksTable, readDeclarationRow } from './attacks';
import { armyOwners } from './roundSituation';

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
  const owners = armyOwners(armies);
  const out: CellValue[][] = [[CHECK_HEADER]];
  let last = 0;
  for (let row = 0; row < table.rows.length; row++) {
    const reason = isBlankRow(table, row) ? '' : rowCheck(table, row, owners);
    out.push([reason]);
    if (!isBlankRow(table, row)) last = row + 1;
  }
  return out.slice(0, last + 1);
}

function rowCheck(table: ReturnType<typeof readAttacksTable>, row: number, owners: Map<string, string>): string {
  const read = readDeclarationRow(table, row)!;
  if (!read.declaration) return DECLARATION_NOT_COUNTED + read.reason;
  const { attacker, defender } = read.declaration;
  for (const army of [attacker, defender]) {
    // A5: a report names two armies of Armeen; none can follow this declaration.
    if (!owners.has(nameKey(army))) return DECLARATION_NOT_COUNTED + UNKNOWN_ARMY(army);
  }
  if (nameKey(attacker) === nameKey(defender)) {
    return `${DECLARATION_NOT_COUNTED}Angreifer und Verteidiger sind dieselbe Armee „${attacker}“.`;
  }
  const status = cellOf(table, row, 'status');
  if (!isBlank(status) && !read.declaration.withdrawn) return UNKNOWN_ATTACK_STATUS(parseText(status));
  return '';
}
