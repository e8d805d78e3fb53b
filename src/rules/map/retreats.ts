import { stepsFrom } from './adjacency';
import { FORTRESS, PRIMARY_TERRITORY } from './gameMap';
import { MapArmy, MapPositions } from './positions';

/** The legal retreat fields of a battle's loser (M6), in Felder order. */
export interface RetreatOptions {
  fields: number[];
  /** No adjacent field was free: the fields are the loser's Primärgebiete and nearest fortresses. */
  encircled: boolean;
}

/**
 * M6 and M10: the fields adjacent to the attacked field that are free for the loser once the
 * winner has moved in (the attacked field never). When there is none, the loser is encircled:
 * its player's free Primärgebiete (by starting Besitzer), and among the free fortresses its
 * player holds now, those with the fewest steps from the attacked field (unreachable ones do
 * not count). `winner` is ignored on every other field: it moved in, stayed, or is destroyed.
 */
export function retreatOptions<A extends MapArmy>(
  positions: MapPositions<A>,
  attacked: number,
  loser: A,
  winner: A,
): RetreatOptions {
  const { map } = positions;
  const player = loser.player;
  const free = (field: number) => field !== attacked && positions.isFreeFor(field, player, winner);
  const adjacent = map.fields[attacked].neighbours.filter(free);
  if (adjacent.length > 0) return { fields: adjacent, encircled: false };

  const primary = map.fields.filter((f) => f.type === PRIMARY_TERRITORY && f.startHolder === player && free(f.index));
  const fortresses = map.fields.filter((f) => f.type === FORTRESS && positions.holders[f.index] === player && free(f.index));
  let nearest: number[] = [];
  if (fortresses.length > 0) {
    const steps = stepsFrom(map, attacked);
    let best = Infinity;
    for (const f of fortresses) {
      const s = steps[f.index];
      if (s < 0 || s > best) continue;
      if (s < best) {
        best = s;
        nearest = [];
      }
      nearest.push(f.index);
    }
  }
  const fields = [...new Set([...primary.map((f) => f.index), ...nearest])].sort((a, b) => a - b);
  return { fields, encircled: true };
}
