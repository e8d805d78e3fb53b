import { nameKey } from '../campaign/names';
import { FieldType, GameMap, MapField } from './gameMap';
import { MapArmy, MapPositions } from './positions';

/** One field of the map now, as JSON. */
export interface FieldSnapshot {
  name: string;
  typ: FieldType;
  /** The Besitzer at the start (M6: a Primärgebiet belongs to it). */
  startBesitzer: string;
  /** The holder now; blank = nobody. */
  besitzer: string;
  /** Adjacent fields (M1, already symmetric) as indices into `felder`. */
  nachbarn: number[];
}

/**
 * The map after the whole log, compact and plain JSON: what the sidebar needs to judge a
 * battle on the map with the same rules as the replay (getBattleFormData sends it).
 */
export interface MapSnapshot {
  /** The valid fields, in Felder order. */
  felder: FieldSnapshot[];
  /** Army name as listed → index of the field it stands on; armies off the map are absent. */
  standorte: Record<string, number>;
}

/** The replay's map and positions as a snapshot. */
export function mapSnapshot<A extends MapArmy>(positions: MapPositions<A>, armies: readonly A[]): MapSnapshot {
  const standorte: Record<string, number> = {};
  for (const army of armies) {
    const field = positions.fieldOf(army);
    if (field !== null) standorte[army.name] = field;
  }
  return {
    felder: positions.map.fields.map((f) => ({
      name: f.name,
      typ: f.type,
      startBesitzer: f.startHolder,
      besitzer: positions.holders[f.index],
      nachbarn: f.neighbours.slice(),
    })),
    standorte,
  };
}

/**
 * A snapshot back as the rules' map and positions, with `armies` standing where it says: the
 * same objects the replay judges a battle on, so the sidebar never repeats a map rule.
 */
export function positionsFromSnapshot<A extends MapArmy>(snapshot: MapSnapshot, armies: readonly A[]): MapPositions<A> {
  const fields: MapField[] = snapshot.felder.map((f, index) => ({
    index,
    row: index,
    name: f.name,
    type: f.typ,
    startHolder: f.startBesitzer,
    neighbours: f.nachbarn.slice(),
    grid: null,
  }));
  const map: GameMap = {
    fields,
    byKey: new Map(fields.map((f) => [nameKey(f.name), f])),
  };
  const positions = new MapPositions<A>(map);
  for (const army of armies) {
    const field = snapshot.standorte[army.name];
    if (field !== undefined) positions.enter(army, field);
  }
  // Entering made the armies' players holders: the snapshot's holders are the truth.
  snapshot.felder.forEach((f, i) => (positions.holders[i] = f.besitzer));
  return positions;
}
