import { GameMap } from './gameMap';

/** What the map needs of an army: who it belongs to, and where it stands in the Armeen list. */
export interface MapArmy {
  name: string;
  /** The owning player, as spelt in the Spieler sheet. */
  player: string;
  row: number;
}

/**
 * Where the armies stand and who holds each field, while the log is replayed (M2, M3). An
 * army is off the map until it enters a field; leaving does not change a field's holder.
 */
export class MapPositions<A extends MapArmy = MapArmy> {
  /** Per field index: its holder's player name; blank = nobody. */
  readonly holders: string[];
  /** Per field index, the armies on it: a few at most, so an array beats a Set here. */
  private readonly standing: A[][];
  private readonly fieldOfArmy = new Map<A, number>();

  constructor(readonly map: GameMap) {
    this.holders = map.fields.map((f) => f.startHolder);
    this.standing = map.fields.map((): A[] => []);
  }

  /** The same positions and holders, with each army replaced by `copyOf(army)`; the copy changes on its own. */
  copy(copyOf: (army: A) => A): MapPositions<A> {
    const copy = new MapPositions<A>(this.map);
    for (let field = 0; field < this.holders.length; field++) {
      copy.holders[field] = this.holders[field];
      for (const army of this.standing[field]) {
        const same = copyOf(army);
        copy.standing[field].push(same);
        copy.fieldOfArmy.set(same, field);
      }
    }
    return copy;
  }

  /** The army's field index, or null when it is off the map. */
  fieldOf(army: A): number | null {
    return this.fieldOfArmy.get(army) ?? null;
  }

  /** The armies on a field, in no particular order. */
  armiesOn(field: number): readonly A[] {
    return this.standing[field];
  }

  /** M3: every entry counts, also into the field the army stands on; its player holds it now. */
  enter(army: A, field: number): void {
    const from = this.fieldOfArmy.get(army);
    if (from !== undefined) this.takeOff(army, from);
    this.standing[field].push(army);
    // Overwritten in place, not deleted and added: the replay moves armies thousands of times.
    this.fieldOfArmy.set(army, field);
    this.holders[field] = army.player;
  }

  /** The army leaves the map (destroyed, or encircled without a target). */
  leave(army: A): void {
    const from = this.fieldOfArmy.get(army);
    if (from === undefined) return;
    this.takeOff(army, from);
    this.fieldOfArmy.delete(army);
  }

  /** Removes the army from its field's list. Swap-remove: the order on a field does not matter, and splice would allocate. */
  private takeOff(army: A, from: number): void {
    const here = this.standing[from];
    const i = here.indexOf(army);
    here[i] = here[here.length - 1];
    here.pop();
  }

  /**
   * M3: free for `player` when no army of another player stands there. `ignoring` is an army
   * already gone in the situation asked about (the winner that moved in or was destroyed).
   */
  isFreeFor(field: number, player: string, ignoring: A | null = null): boolean {
    const here = this.standing[field];
    for (let i = 0; i < here.length; i++) {
      if (here[i] !== ignoring && here[i].player !== player) return false;
    }
    return true;
  }
}
