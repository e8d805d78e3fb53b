import { GameMap } from './gameMap';

/**
 * M1: two fields are adjacent when either lists the other; a field is never adjacent to
 * itself. `listed[i]` are the field indices field i names; the result is sorted per field.
 */
export function symmetricNeighbours(listed: number[][]): number[][] {
  const out = listed.map((): number[] => []);
  listed.forEach((names, i) => {
    for (const j of names) {
      if (j === i) continue;
      out[i].push(j);
      out[j].push(i);
    }
  });
  for (const list of out) {
    sortSmall(list);
    // Drop repeats (listed both ways, or twice) in place.
    let kept = 0;
    for (let k = 0; k < list.length; k++) if (k === 0 || list[k] !== list[k - 1]) list[kept++] = list[k];
    list.length = kept;
  }
  return out;
}

/**
 * Sorts numbers ascending in place. A field's few neighbours by insertion, without the work
 * array Array.prototype.sort allocates per call (every replay sorts every field's list).
 */
function sortSmall(list: number[]): void {
  if (list.length > 32) {
    list.sort((a, b) => a - b);
    return;
  }
  for (let i = 1; i < list.length; i++) {
    const value = list[i];
    let j = i - 1;
    for (; j >= 0 && list[j] > value; j--) list[j + 1] = list[j];
    list[j + 1] = value;
  }
}

/**
 * Whether field `a` lists `b` among its neighbours. A field has a handful of neighbours, so the
 * scan beats a set of all pairs (which every replay would have to build; npm run bench).
 */
export function isAdjacent(map: GameMap, a: number, b: number): boolean {
  const neighbours = map.fields[a].neighbours;
  for (let i = 0; i < neighbours.length; i++) if (neighbours[i] === b) return true;
  return false;
}

/**
 * Steps from `from` to every field over adjacency (breadth-first); -1 where unreachable. Only
 * an encircled retreat needs it (M6), so it runs once per such battle, linear in the map.
 */
export function stepsFrom(map: GameMap, from: number): Int32Array {
  const steps = new Int32Array(map.fields.length).fill(-1);
  const queue = new Int32Array(map.fields.length);
  let head = 0;
  let tail = 0;
  steps[from] = 0;
  queue[tail++] = from;
  while (head < tail) {
    const here = queue[head++];
    for (const next of map.fields[here].neighbours) {
      if (steps[next] >= 0) continue;
      steps[next] = steps[here] + 1;
      queue[tail++] = next;
    }
  }
  return steps;
}
