/**
 * Nothing a player enters changes a result already played (R, C2): counting an old report
 * re-computes every battle after it, like an edit — so when a player's confirmation, or the
 * automatic one (N4), would change a battle that already counted after the report, it is not
 * the player's to make. The organiser decides it in „Offene Meldungen“, where R6 names those
 * battles and asks. Disputing and withdrawing change nothing and stay the players'.
 */
import { STATUS_CONFIRMED } from '../campaign/battleStatus';
import { BATTLES_CONFIRMATION_SPEC, BATTLES_SPEC } from '../campaign/columns';
import { roundOrNull } from '../campaign/entries';
import { replayIfCounted, withStatus } from '../campaign/reportConsequences';
import { replayCampaign } from '../campaign/replay';
import type { CampaignReplay } from '../campaign/replayResult';
import { cellOf, isBlankRow, readTable, CampaignTables } from '../campaign/tables';
import { CellMatrix } from '../cells/cellValue';
import { RuleError } from '../ruleError';
import type { SheetReader } from '../campaign/sheetReader';
import { battlesChangedBy, ChangedBattle, changedBattleLine } from './battlesChanged';

/**
 * Whether the replay applies any battle after data row `row` (0 = sheet row 2): a row of a later
 * Runde, or of the same Runde further down. Cheap — one pass over Runde, no replay — so the
 * report answered last, the common case, costs nothing more.
 */
export function battlesAfterRow(battles: CellMatrix, row: number): boolean {
  const table = readTable<'round'>(battles, BATTLES_SPEC);
  const round = roundOrNull(cellOf(table, row, 'round'));
  if (round === null) return false;
  for (let i = 0; i < table.rows.length; i++) {
    if (i === row || isBlankRow(table, i)) continue;
    const other = roundOrNull(cellOf(table, i, 'round'));
    if (other !== null && (other > round || (other === round && i > row))) return true;
  }
  return false;
}

/**
 * The battles that counted in `before` and change when data row `row` counts (or start counting),
 * the row itself left out. `counted`: the replay with the row counted, if the caller made it.
 */
export function battlesChangedByCounting(
  tables: CampaignTables,
  before: CampaignReplay,
  row: number,
  counted: CampaignReplay | null = replayIfCounted(tables, row),
): ChangedBattle[] {
  if (counted === null) return [];
  return battlesChangedBy(before, counted, tables.battles).filter((c) => c.row !== row);
}

/**
 * The battles counted after data row `row` that counting it now would change — then only the
 * organiser confirms it; none when it changes nothing. No replay when no battle follows the row.
 */
export function changedIfConfirmed(tables: CampaignTables, before: CampaignReplay, row: number): ChangedBattle[] {
  return battlesAfterRow(tables.battles, row) ? battlesChangedByCounting(tables, before, row) : [];
}

/**
 * Why the player may not confirm now: the battles it would change, one line each, as `reader`
 * reads them (the organiser by row, a player by armies, Runde and day); '' when it changes none.
 */
export function organiserDecidesBecause(changed: readonly ChangedBattle[], reader: SheetReader): string {
  return organiserDecidesLines(changed, reader).join('; ');
}

/** The same, a line per battle, for a page that lists them. */
export function organiserDecidesLines(changed: readonly ChangedBattle[], reader: SheetReader): string[] {
  return changed.map((c) => changedBattleLine(c, reader));
}

/** „Zählt sie jetzt, ändert sie eine Schlacht, die danach schon gezählt hat: A gegen B (…): …“ — `it` names the report. */
export function changesIfCounted(it: string, changed: readonly ChangedBattle[], reader: SheetReader): string {
  const n =
    changed.length === 1
      ? 'eine Schlacht, die danach schon gezählt hat'
      : `${changed.length} Schlachten, die danach schon gezählt haben`;
  return `Zählt ${it} jetzt, ändert sie ${n}: ${organiserDecidesBecause(changed, reader)}.`;
}

/** Refuses a player's confirmation that would change battles already counted after the report; `reader`: that player. */
export function checkAnswerChanges(changed: readonly ChangedBattle[], reader: SheetReader): void {
  if (changed.length === 0) return;
  throw new RuleError(
    `${changesIfCounted('diese Meldung', changed, reader)} ` +
      'Das entscheidet die Spielleitung (unter „Offene Meldungen“); nichts wurde gespeichert. ' +
      'Bestreiten kannst du die Meldung weiterhin.',
    'status',
  );
}

/**
 * N4: which of the overdue reports `rows` (data rows) may be confirmed automatically — each,
 * counted with those taken before it, changes no battle that counted. Taken in the replay's
 * order (by Runde, then row): a report is judged with every earlier one already decided, as
 * counting one changes only what comes after it. One replay per report that has battles after
 * it; none for the others. `changes`: for each report left out, the battles it would change.
 */
export function confirmableOrChanges(
  tables: CampaignTables,
  before: CampaignReplay,
  rows: readonly number[],
): { confirmable: number[]; changes: Map<number, ChangedBattle[]> } {
  const changes = new Map<number, ChangedBattle[]>();
  const status = readTable<string>(tables.battles, BATTLES_CONFIRMATION_SPEC).columns.status ?? -1;
  if (status < 0) return { confirmable: [], changes };
  const rounds = readTable<'round'>(tables.battles, BATTLES_SPEC);
  // A row without a readable Runde is never replayed: last, it changes nothing anyway.
  const roundOf = (row: number) => roundOrNull(cellOf(rounds, row, 'round')) ?? Infinity;
  const inReplayOrder = [...rows].sort((a, b) => roundOf(a) - roundOf(b) || a - b);
  const taken: number[] = [];
  let battles = tables.battles;
  for (const row of inReplayOrder) {
    const trial = withStatus(battles, status, row, STATUS_CONFIRMED);
    if (battlesAfterRow(tables.battles, row)) {
      const changed = battlesChangedBy(before, replayCampaign({ ...tables, battles: trial }), tables.battles).filter(
        (c) => c.row !== row && !taken.includes(c.row),
      );
      if (changed.length > 0) {
        changes.set(row, changed);
        continue;
      }
    }
    taken.push(row);
    battles = trial;
  }
  return { confirmable: taken, changes };
}
