/**
 * The same battle entered twice — the organiser typed it, a player reported it too — counts
 * twice. Two battles of the same armies in one Runde are allowed (no rule forbids them), so this
 * refuses nothing: whoever answers a report is told of the other rows before it counts, with the
 * answer that keeps it from counting twice (user test 34).
 */
import { BATTLES_SPEC } from '../campaign/columns';
import { nameKey } from '../campaign/names';
import { cellOf, readTable, Table } from '../campaign/tables';
import { PendingConfirmation, STATUS_DISCARDED, STATUS_REPORTED, statusCounts } from '../campaign/battleStatus';
import { readerRole, type ReportParties } from '../access/reportReaders';
import type { CellMatrix } from '../cells/cellValue';
import { parseText } from '../cells/parseCell';
import { battleLog, LoggedBattle } from './roundSituation';

/** Who reads the hint: the organiser (sees sheet rows, discards), the opponent (disputes) or the reporter (withdraws). */
export type SameBattleReader = 'organiser' | 'opponent' | 'reporter';

const ANSWER: Record<SameBattleReader, string> = {
  organiser: '„Verwerfen“',
  opponent: '„Bestreiten“ und das im Einspruch sagen',
  reporter: '„Zurückziehen“',
};

/**
 * The other rows (not verworfen) of data row `row`'s Runde with the same two armies, on either
 * side. Each row's armies are compared first: only a row of the same armies is read further.
 */
function sameBattles(battles: CellMatrix, table: Table<string>, row: number): LoggedBattle[] {
  const log = battleLog(battles);
  const me = log.at(row);
  if (!me || me.round === null) return [];
  const sidesAt = (r: number) =>
    [nameKey(parseText(cellOf(table, r, 'attacker'))), nameKey(parseText(cellOf(table, r, 'defender')))].sort().join('\n');
  const pair = sidesAt(row);
  const found: LoggedBattle[] = [];
  for (let r = 0; r < log.rows; r++) {
    if (r === row || sidesAt(r) !== pair) continue;
    const other = log.at(r);
    if (other && other.round === me.round && other.status !== STATUS_DISCARDED) found.push(other);
  }
  return found;
}

/** „Vielleicht doppelt: …“ for data row `row` of Schlachten, in `reader`'s words; '' when no other row may be it. */
export function sameBattleHint(battles: CellMatrix, row: number, { reader }: { reader: SameBattleReader }): string {
  const table = readTable<string>(battles, BATTLES_SPEC);
  const others = sameBattles(battles, table, row);
  if (others.length === 0) return '';
  const points = (b: LoggedBattle) =>
    ['attackerVP', 'defenderVP'].map((k) => parseText(cellOf(table, b.row, k as 'attackerVP')) || '?').join(':');
  const who = (b: LoggedBattle) => (b.reportedBy ? `gemeldet von ${b.reportedBy}` : 'von der Spielleitung eingetragen');
  const facts = (b: LoggedBattle) => `${points(b)}, ${who(b)}, ${standing(b)}`;
  const round = others[0].round;
  if (reader !== 'organiser') {
    const what = others.length === 1 ? 'eine Schlacht' : 'Schlachten';
    const described = others.map((b) => `${b.attacker} gegen ${b.defender} (${facts(b)})`).join(' und ');
    return (
      `Vielleicht doppelt: In Runde ${round} steht schon ${what} ${described}. ` +
      `Ist es dieselbe, zählt sie mit dieser Meldung doppelt – dann ${ANSWER[reader]}.`
    );
  }
  const described = others.map((b) => `${b.attacker} gegen ${b.defender}, ${facts(b)}`).join('; ');
  const rows = others.map((b) => b.row + 2);
  const named =
    rows.length === 1 ? `Zeile ${rows[0]} hat` : `Zeilen ${rows.slice(0, -1).join(', ')} und ${rows[rows.length - 1]} haben`;
  return (
    `Vielleicht doppelt: ${named} dieselben Armeen in Runde ${round} (${described}). ` +
    `Ist es dieselbe Schlacht, zählt sie mit dieser Meldung doppelt – dann ${ANSWER.organiser}.`
  );
}

/** Whether the other row counts now (C2, statusCounts). */
function standing(b: LoggedBattle): string {
  if (b.status === null) return 'zählt nicht';
  if (statusCounts(b.status)) return 'zählt';
  return b.status === STATUS_REPORTED ? 'wartet' : 'bestritten';
}

/**
 * Who reads a card's hint: the organiser without a player (`me` undefined), else the player's
 * stand to the report (readerRole): the reporter withdraws, any other party disputes.
 */
export function sameBattleReader(r: ReportParties & Pick<PendingConfirmation, 'status'>, me?: string): SameBattleReader {
  if (me === undefined) return 'organiser';
  return readerRole(r, me) === 'reporter' ? 'reporter' : 'opponent';
}
