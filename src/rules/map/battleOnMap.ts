import { RuleError } from '../ruleError';
import { RuleText, ruleText } from '../ruleText';
import { namedPlayer, retreatLeftBlank, retreatStaysBlank, unknownIn } from '../readerWords';
import { fieldNames, GameMap } from './gameMap';
import { isAdjacent } from './adjacency';
import { MapArmy, MapPositions } from './positions';
import { RetreatOptions, retreatOptions } from './retreats';

/** A battle's consequences on the map (M9): the attacked field and where the loser went. */
export interface BattleOnMap {
  attacked: number;
  /** The loser's retreat field; null when it was destroyed or encircled without a target. */
  retreat: number | null;
}

/**
 * M4: the attacked field is the defender's field, and the attacker's field must be adjacent.
 * Null when not both armies are on the map; then no map rule applies, and a filled Rückzug
 * nach breaks a rule (M10).
 */
export function attackedField<A extends MapArmy>(
  positions: MapPositions<A>,
  attacker: A,
  defender: A,
  retreatTo: string,
): number | null {
  const from = positions.fieldOf(attacker);
  const attacked = positions.fieldOf(defender);
  if (from === null || attacked === null) {
    if (retreatTo) {
      const off = from === null ? attacker : defender;
      throw new RuleError(
        ruleText`Rückzug nach „${retreatTo}“ passt nicht: nicht beide Armeen stehen auf der Karte („${off.name}“ steht auf keinem Feld).${retreatLeftBlank}`,
      );
    }
    return null;
  }
  if (!isAdjacent(positions.map, from, attacked)) {
    const { fields } = positions.map;
    throw new RuleError(
      `Angreifer „${attacker.name}“ steht auf Feld „${fields[from].name}“; es ist nicht benachbart zum Feld ` +
        `„${fields[attacked].name}“ des Verteidigers „${defender.name}“. Angegriffen werden kann nur ein benachbartes Feld.`,
    );
  }
  return attacked;
}

/**
 * M6: checks the loser's Rückzug nach against the legal fields and returns it (null: no
 * retreat). A missing or illegal retreat throws; the message names the legal fields.
 */
export function checkedRetreat<A extends MapArmy>(
  positions: MapPositions<A>,
  attacked: number,
  loser: A,
  winner: A,
  loserSurvives: boolean,
  retreatTo: string,
  nameKey: (name: string) => string,
): number | null {
  const { map } = positions;
  if (!loserSurvives) {
    if (retreatTo) {
      throw new RuleError(ruleText`„${loser.name}“ ist vernichtet und zieht sich nicht zurück${retreatStaysBlank()}`);
    }
    return null;
  }
  const target = retreatTo ? map.byKey.get(nameKey(retreatTo)) : undefined;
  // The usual case, without building the list: an adjacent field free for the loser is legal
  // (then the loser is not encircled).
  if (target && target.index !== attacked && isAdjacent(map, attacked, target.index)) {
    if (positions.isFreeFor(target.index, loser.player, winner)) return target.index;
  }
  const options = retreatOptions(positions, attacked, loser, winner);
  if (options.fields.length === 0) {
    if (retreatTo) {
      throw new RuleError(
        ruleText`„${loser.name}“ ist eingekesselt und hat kein Rückzugsziel (kein freies Primärgebiet, keine erreichbare freie Festung von ${namedPlayer(loser.player)})${retreatStaysBlank('die Armee verlässt die Karte')}`,
      );
    }
    return null;
  }
  if (target && options.fields.includes(target.index)) return target.index;
  // The message is built only for a broken rule: most battles are fine, and a campaign has thousands.
  const allowed = allowedText(map, loser, options);
  if (!retreatTo) throw new RuleError(`Rückzug nach fehlt; „${loser.name}“ hat verloren und muss sich zurückziehen. ${allowed}`);
  if (!target) throw new RuleError(ruleText`Rückzug nach „${retreatTo}“${unknownIn('Felder', 'Felder')} ${allowed}`);
  throw new RuleError(
    ruleText`Rückzug nach „${target.name}“ ist nicht erlaubt${whyNot(positions, attacked, loser, winner, target.index, options)}. ${allowed}`,
  );
}

function allowedText(map: GameMap, loser: MapArmy, options: RetreatOptions): string {
  const list = fieldNames(map, options.fields);
  return options.encircled
    ? `„${loser.name}“ ist eingekesselt; erlaubt sind nur ein freies Primärgebiet oder die nächste freie Festung: ${list}.`
    : `Erlaubt: ${list}.`;
}

function whyNot<A extends MapArmy>(
  positions: MapPositions<A>,
  attacked: number,
  loser: A,
  winner: A,
  target: number,
  options: RetreatOptions,
): RuleText {
  if (target === attacked) return ': es ist das umkämpfte Feld';
  if (options.encircled) return '';
  if (!isAdjacent(positions.map, attacked, target)) {
    return `: es ist nicht benachbart zum umkämpften Feld „${positions.map.fields[attacked].name}“`;
  }
  const blocker = [...positions.armiesOn(target)].find((a) => a !== winner && a.player !== loser.player);
  return blocker ? ruleText`: dort steht „${blocker.name}“ von ${namedPlayer(blocker.player)}` : '';
}

/**
 * M5 and M6 applied: the winner's player holds the attacked field; a surviving winning
 * attacker moves in; a destroyed army leaves the map (M2); the loser enters its retreat field
 * or, without one, leaves the map.
 */
export function applyBattleOnMap<A extends MapArmy>(
  positions: MapPositions<A>,
  result: BattleOnMap,
  winner: A,
  winnerIsAttacker: boolean,
  winnerSurvives: boolean,
  loser: A,
): void {
  positions.holders[result.attacked] = winner.player;
  if (!winnerSurvives) positions.leave(winner);
  else if (winnerIsAttacker) positions.enter(winner, result.attacked);
  if (result.retreat === null) positions.leave(loser);
  else positions.enter(loser, result.retreat);
}
