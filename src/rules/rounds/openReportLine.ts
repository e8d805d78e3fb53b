/**
 * What is still open when the organiser moves the round on (R2): reports gemeldet or bestritten,
 * one line each, as „Schlachtphase beginnen“ and „Neue Runde beginnen“ name them before they act.
 */
import { parseBattleStatus, STATUS_DISPUTED, STATUS_REPORTED } from '../campaign/battleStatus';
import { BATTLES_CONFIRMATION_SPEC, BATTLES_SPEC } from '../campaign/columns';
import { cellOf, readTable } from '../campaign/tables';
import { parseText } from '../cells/parseCell';
import { CellMatrix } from '../cells/cellValue';
import { RuleError } from '../ruleError';

/** „Zeile 5: A gegen B (gemeldet)“; `row` is the data row (0 = sheet row 2). */
export function openReportLine(b: { row: number; attacker: string; defender: string; status: string | null }): string {
  return `Zeile ${b.row + 2}: ${b.attacker} gegen ${b.defender} (${b.status})`;
}

/** The open reports of Schlachten as read, in row order; a Status that cannot be read is none (its Prüfung says why). */
export function openReportLines(battles: CellMatrix): string[] {
  const confirmation = readTable<string>(battles, BATTLES_CONFIRMATION_SPEC);
  if ((confirmation.columns.status ?? -1) < 0) return [];
  const names = readTable<string>(battles, BATTLES_SPEC);
  const out: string[] = [];
  for (let row = 0; row < confirmation.rows.length; row++) {
    let status: string;
    try {
      status = parseBattleStatus(cellOf(confirmation, row, 'status'));
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
      continue;
    }
    if (status !== STATUS_REPORTED && status !== STATUS_DISPUTED) continue;
    out.push(
      openReportLine({
        row,
        attacker: parseText(cellOf(names, row, 'attacker')),
        defender: parseText(cellOf(names, row, 'defender')),
        status,
      }),
    );
  }
  return out;
}

/** „Neue Runde beginnen“'s question when reports are still open; '' when none is. */
export function newRoundOpenQuestion(next: number, open: readonly string[]): string {
  if (open.length === 0) return '';
  const count = open.length === 1 ? 'ist 1 Meldung' : `sind ${open.length} Meldungen`;
  return (
    `Noch offen ${count}: ${open.join('; ')}. ` +
    'Bestätigt ein Spieler sie später, darf das keine Schlacht ändern, die dann schon zählt – ' +
    'sonst entscheidest du sie unter „Offene Meldungen“.' +
    `\n\nTrotzdem Runde ${next} beginnen?`
  );
}
