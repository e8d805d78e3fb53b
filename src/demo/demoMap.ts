import { CellValue } from '../rules/cells/cellValue';
import { FIELDS_SPEC, nameKey } from '../rules/campaign';
import { FORTRESS, GameMap, PRIMARY_TERRITORY, readFields } from '../rules/map';

/** The demo's map: 6 × 5 fields, neighbours up, down, left and right (so encirclement happens). */
const ROWS = 6;
const COLUMNS = 5;
const FIELD_NAMES = [
  'Aschenfeld',
  'Brandhügel',
  'Kaltwasser',
  'Dornental',
  'Eisenhain',
  'Felsgrat',
  'Glutsenke',
  'Hohe Warte',
  'Irrmoor',
  'Jägerpass',
  'Krähenfels',
  'Lichtung',
  'Mahlgrund',
  'Nebelau',
  'Ostwall',
  'Pilgerweg',
  'Quellgrund',
  'Rabenforst',
  'Salzebene',
  'Trümmerstadt',
  'Ufergrat',
  'Vogtsheim',
  'Wolfsschlucht',
  'Zinnenburg',
  'Altmark',
  'Bernsteinküste',
  'Dunkelwald',
  'Erzklamm',
  'Flammenfurt',
  'Grauhafen',
];
/** One Primärgebiet per player, spread along the edges ([row, column], 1-based). */
const PRIMARY_AT: [number, number][] = [
  [1, 1],
  [1, 3],
  [1, 5],
  [3, 1],
  [4, 5],
  [6, 1],
  [6, 3],
  [6, 5],
];
const FORTRESS_AT: [number, number][] = [
  [2, 2],
  [3, 4],
  [5, 2],
  [4, 3],
];

export interface DemoMap {
  /** The Felder sheet with its header row. */
  table: CellValue[][];
  map: GameMap;
  /** Per player (in the order given): the index of their Primärgebiet. */
  primary: number[];
}

/** The Felder sheet of the demo: `players` get the Primärgebiete in order; fortresses start with a holder. */
export function demoMap(players: string[]): DemoMap {
  const at = (r: number, c: number) => (r - 1) * COLUMNS + (c - 1);
  const types = new Map<number, string>();
  const holders = new Map<number, string>();
  PRIMARY_AT.slice(0, players.length).forEach(([r, c], i) => {
    types.set(at(r, c), PRIMARY_TERRITORY);
    holders.set(at(r, c), players[i]);
  });
  FORTRESS_AT.forEach(([r, c], i) => {
    types.set(at(r, c), FORTRESS);
    holders.set(at(r, c), players[(i * 3) % players.length]);
  });
  const table: CellValue[][] = [Object.values(FIELDS_SPEC.columns).map((c) => c.header)];
  for (let r = 1; r <= ROWS; r++) {
    for (let c = 1; c <= COLUMNS; c++) {
      const i = at(r, c);
      // Each pair is listed once (right and below); M1 makes adjacency symmetric.
      const next = [c < COLUMNS ? FIELD_NAMES[at(r, c + 1)] : '', r < ROWS ? FIELD_NAMES[at(r + 1, c)] : ''].filter(Boolean);
      // The last row's last field lists its left neighbour, so every row has Nachbarn.
      if (next.length === 0) next.push(FIELD_NAMES[at(r, c - 1)]);
      table.push([FIELD_NAMES[i], types.get(i) ?? '', holders.get(i) ?? '', next.join(', '), r, c]);
    }
  }
  const read = readFields(table, (name) => players.find((p) => nameKey(p) === nameKey(name)) ?? null, nameKey);
  return { table, map: read.map, primary: PRIMARY_AT.slice(0, players.length).map(([r, c]) => at(r, c)) };
}
