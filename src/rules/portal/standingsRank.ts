/**
 * The order of the portal's Stand (issue 24 §4): who holds more fields leads; then the Stufen
 * of the active armies; then the Versorgungspool. Players equal on all three share a rank
 * (1, 2, 2, 4). Pure: the page only shows the order and says it in words (RANK_ORDER_TEXT).
 */
import { nameKey } from '../campaign/names';
import type { CampaignReplay } from '../campaign/replayResult';

/** What a rank is decided by, in this order. */
export interface RankKeys {
  /** Fields held now (0 in a campaign without a map). */
  fields: number;
  /** Sum of the Stufen of the player's active armies. */
  levels: number;
  supply: number;
}

/** The order in words, as the page states it. */
export function rankOrderText(hasMap: boolean): string {
  return hasMap
    ? 'Rangfolge: gehaltene Felder, dann Stufen aller Armeen, dann Versorgung.'
    : 'Rangfolge: Stufen aller Armeen, dann Versorgung.';
}

const ahead = (a: RankKeys, b: RankKeys) => b.fields - a.fields || b.levels - a.levels || b.supply - a.supply;

/** `rows` sorted by rank, each with its rank; equal rows keep their list order. */
export function ranked<T extends RankKeys>(rows: readonly T[]): (T & { rank: number })[] {
  const sorted = rows.map((row, i) => ({ row, i })).sort((a, b) => ahead(a.row, b.row) || a.i - b.i);
  const out: (T & { rank: number })[] = [];
  sorted.forEach(({ row }, i) => {
    const previous = out[i - 1];
    out.push({ ...row, rank: previous && ahead(previous, row) === 0 ? previous.rank : i + 1 });
  });
  return out;
}

/** Per player (by name key): fields held now and the Stufen of their active armies. */
export function rankKeysOf(replay: CampaignReplay): (player: string) => Omit<RankKeys, 'supply'> {
  const fields = new Map<string, number>();
  for (const holder of replay.map?.positions.holders ?? [])
    if (holder) fields.set(nameKey(holder), (fields.get(nameKey(holder)) ?? 0) + 1);
  const levels = new Map<string, number>();
  for (const army of replay.armies)
    if (army.level > 0) levels.set(nameKey(army.player), (levels.get(nameKey(army.player)) ?? 0) + army.level);
  return (player) => ({ fields: fields.get(nameKey(player)) ?? 0, levels: levels.get(nameKey(player)) ?? 0 });
}
