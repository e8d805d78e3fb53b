import { ATTACKER } from '../constants';
import { formatNumber } from '../format';
import { BattleStatus, STATUS_DECIDED } from './battleStatus';
import { CellMatrix } from '../cells/cellValue';
import { BATTLES_CONFIRMATION_SPEC } from './columns';
import { replayCampaign, ReplayStop } from './replay';
import { BattleRowResult, CampaignReplay } from './replayResult';
import { CampaignTables, readTable } from './tables';

/**
 * „Wenn sie zählt: …“ for the open reports (C2, C3): the campaign replayed with the Status of
 * data row `row` (0 = sheet row 2) read as „entschieden“ (battleIfCounted) — and what that row then
 * changes: new Stufen, VP, the field and the retreat. When
 * the row would break a rule even counting, that rule's message.
 */
export function consequencesIfCounted(tables: CampaignTables, row: number, counted = replayIfCounted(tables, row)): string {
  const result = battleOf(counted, row);
  if (result === null) return 'Diese Zeile zählt schon.';
  if (!result) return 'Die Zeile ist leer.';
  if (result.error !== null) return `zählt nicht – ${result.error}`;
  const { outcome, plan } = result;
  const winner = outcome.winner === ATTACKER ? result.attacker : result.defender;
  const parts = [
    `Sieger ${winner}`,
    `${result.attacker} Stufe ${plan.attackerLevel} → ${outcome.attackerNewLevel}`,
    `${result.defender} Stufe ${plan.defenderLevel} → ${outcome.defenderNewLevel}`,
    `${formatNumber(outcome.supply)} VP für ${outcome.winner === ATTACKER ? result.attackerPlayer : result.defenderPlayer}`,
  ];
  if (result.map) {
    parts.push(`Feld ${result.map.field} hält ${winner}`);
    if (result.map.retreat) parts.push(`Rückzug nach ${result.map.retreat}`);
  }
  return parts.join('; ') + '.';
}

/**
 * Data row `row` (0 = sheet row 2) replayed as if its Status were „entschieden“: its result at its
 * own place in the log (undefined: the row is blank); null when the sheet has no Status column
 * or no such row.
 */
export function battleIfCounted(tables: CampaignTables, row: number): BattleRowResult | null | undefined {
  return battleOf(replayIfCounted(tables, row), row);
}

/**
 * The whole campaign replayed with data row `row`'s Status read as „entschieden“; null without a
 * Status column or such a row. `stop`: what else the same replay answers on its way (ReplayStop).
 */
export function replayIfCounted(tables: CampaignTables, row: number, stop?: ReplayStop): CampaignReplay | null {
  const table = readTable<string>(tables.battles, BATTLES_CONFIRMATION_SPEC);
  const column = table.columns.status ?? -1;
  if (column < 0 || !tables.battles[row + 1]) return null;
  return replayCampaign({ ...tables, battles: withStatus(tables.battles, column, row, STATUS_DECIDED) }, undefined, stop);
}

/** Schlachten as read with data row `row`'s Status (column `column`) set to `status`; the rows are not changed. */
export function withStatus(battles: CellMatrix, column: number, row: number, status: BattleStatus): CellMatrix {
  const out = battles.slice();
  out[row + 1] = out[row + 1].slice();
  out[row + 1][column] = status;
  return out;
}

function battleOf(replay: CampaignReplay | null, row: number): BattleRowResult | null | undefined {
  return replay === null ? null : (replay.battles.find((b) => b && b.row === row) ?? undefined);
}
