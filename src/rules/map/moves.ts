import { RuleError } from '../ruleError';
import { ruleText } from '../ruleText';
import { namedPlayer, unknownIn } from '../readerWords';
import { fieldNames } from './gameMap';
import { isAdjacent } from './adjacency';
import { MapArmy, MapPositions } from './positions';

/** The kinds (Art) of Buchungen that place armies (M7). */
export const MOVE = 'Bewegung';
export const CORRECTION = 'Korrektur';

/**
 * M7: the field a Buchung puts its army on, or null when it puts none (any other Art, or a
 * Korrektur without Feld). A Bewegung goes to an adjacent field free for the army; a
 * Korrektur with Feld places any raised, active army without further checks. Throws when
 * the row breaks a rule. `alive`: the army's Stufe before this row is above 0.
 */
export function bookingTarget<A extends MapArmy>(
  positions: MapPositions<A>,
  kind: string,
  army: A | null,
  alive: boolean,
  fieldText: string,
  nameKey: (name: string) => string,
): number | null {
  const isMove = nameKey(kind) === nameKey(MOVE);
  const isCorrection = nameKey(kind) === nameKey(CORRECTION);
  if (!isMove && !(isCorrection && fieldText)) return null;
  const label = isMove ? 'Eine Bewegung' : 'Eine Korrektur mit Feld';
  if (!army) throw new RuleError(`${label} braucht eine Armee; bitte die Armee eintragen.`, 'field');
  if (!fieldText) throw new RuleError(`${label} braucht ein Feld; bitte das Zielfeld eintragen.`, 'field');
  const { map } = positions;
  const target = map.byKey.get(nameKey(fieldText));
  if (!target) throw new RuleError(ruleText`Feld „${fieldText}“${unknownIn('Felder', 'Felder')}`, 'field');
  if (!alive) {
    throw new RuleError(
      `Armee „${army.name}“ ist vernichtet (Stufe 0) und kann nicht mehr auf die Karte gesetzt werden.`,
      'army',
    );
  }
  if (isCorrection) return target.index;

  const from = positions.fieldOf(army);
  if (from === null) {
    throw new RuleError(
      `Armee „${army.name}“ steht auf keinem Feld und kann sich daher nicht bewegen; ` +
        `auf die Karte setzt sie eine Korrektur mit Feld.`,
      'army',
    );
  }
  const adjacent = isAdjacent(map, from, target.index);
  if (adjacent && positions.isFreeFor(target.index, army.player)) return target.index;
  const reachable = legalMoveTargets(positions, army);
  const allowed = reachable.length > 0 ? `Erlaubt: ${fieldNames(map, reachable)}.` : 'Kein benachbartes Feld ist frei.';
  if (!adjacent) {
    throw new RuleError(
      `Feld „${target.name}“ ist nicht benachbart zu Feld „${map.fields[from].name}“, auf dem „${army.name}“ steht. ${allowed}`,
      'field',
    );
  }
  const blocker = [...positions.armiesOn(target.index)].find((a) => a.player !== army.player)!;
  throw new RuleError(
    ruleText`Feld „${target.name}“ ist nicht frei: dort steht „${blocker.name}“ von ${namedPlayer(blocker.player)}. ${allowed}`,
    'field',
  );
}

/** M7: the fields a Bewegung may take `army` to now — adjacent and free for it; none off the map. */
export function legalMoveTargets<A extends MapArmy>(positions: MapPositions<A>, army: A): number[] {
  const from = positions.fieldOf(army);
  if (from === null) return [];
  return positions.map.fields[from].neighbours.filter((f) => positions.isFreeFor(f, army.player));
}
