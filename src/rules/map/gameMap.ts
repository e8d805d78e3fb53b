/** Typ of a field (docs/REGELN.md, „Die Karte“): blank is a normal field. */
export const FORTRESS = 'Festung';
export const PRIMARY_TERRITORY = 'Primärgebiet';
export type FieldType = '' | typeof FORTRESS | typeof PRIMARY_TERRITORY;

/** One valid row of the Felder sheet. */
export interface MapField {
  /** Position among the valid fields, in Felder order: what every list of fields is sorted by. */
  index: number;
  /** Data-row index in the Felder range (0 = below the header). */
  row: number;
  /** As spelt in the Felder sheet. */
  name: string;
  type: FieldType;
  /** The player holding it at the start, as spelt in the Spieler sheet; blank = nobody. */
  startHolder: string;
  /** Adjacent fields (M1: symmetric, never itself), as indices in Felder order. */
  neighbours: number[];
  /** Where it is drawn (1-based); null when it is not drawn. */
  grid: { row: number; column: number } | null;
}

/** The map of a campaign: its fields and how they are found by name. */
export interface GameMap {
  fields: MapField[];
  /** By nameKey of the field's name. */
  byKey: Map<string, MapField>;
}

/** "F1, F3": field indices as names, for messages and outputs. */
export function fieldNames(map: GameMap, indices: number[]): string {
  return indices.map((i) => map.fields[i].name).join(', ');
}
