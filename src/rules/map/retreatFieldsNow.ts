import { ATTACKER, DEFENDER } from '../constants';
import { SAME_ARMY } from '../campaign/sameArmy';
import { RuleError } from '../ruleError';
import { ruleText } from '../ruleText';
import { missing, unknownIn } from '../readerWords';
import { CampaignReplay } from '../campaign/replayResult';
import { nameKey } from '../campaign/names';
import { attackedField } from './battleOnMap';
import { campaignMap } from './fieldsOutput';
import { MapArmy, MapPositions } from './positions';
import { retreatOptions } from './retreats';

/** What a battle between two armies fought now means on the map, for RUECKZUGSFELDER and the sidebar. */
export interface RetreatChoice {
  /** The attacked field (the defender's). */
  attackedField: string;
  /** The legal retreat fields of the loser if it survives (M6), in Felder order; empty: none. */
  fields: string[];
  /** No adjacent field is free: the fields are Primärgebiete and nearest fortresses. */
  encircled: boolean;
}

/**
 * The legal retreat fields (M6) of the loser of a battle between these two armies fought now,
 * after the whole log. `winner` is "Angreifer" or "Verteidiger". Throws when an army is
 * unknown, destroyed or off the map, or the two are not adjacent.
 */
export function retreatChoiceNow(replay: CampaignReplay, attacker: string, defender: string, winner: string): RetreatChoice {
  const { positions } = campaignMap(replay);
  const a = armyNow(replay, attacker, ATTACKER);
  const d = armyNow(replay, defender, DEFENDER);
  return retreatChoice(positions, a, d, winner);
}

/**
 * The same on any positions (the replay's, or the sidebar's rebuilt from a snapshot): throws
 * when an army is off the map, or the two are the same or not adjacent.
 */
export function retreatChoice<A extends MapArmy>(positions: MapPositions<A>, a: A, d: A, winner: string): RetreatChoice {
  const side = [ATTACKER, DEFENDER].find((s) => nameKey(s) === nameKey(winner));
  if (!side) throw new RuleError(`Sieger „${winner}“ ist unbekannt; erlaubt sind „${ATTACKER}“ oder „${DEFENDER}“.`);
  onMap(positions, a, ATTACKER);
  onMap(positions, d, DEFENDER);
  if (a === d) throw new RuleError(SAME_ARMY(a.name));
  const attacked = attackedField(positions, a, d, '')!;
  const [won, lost] = side === ATTACKER ? [a, d] : [d, a];
  const options = retreatOptions(positions, attacked, lost, won);
  const { fields } = positions.map;
  return {
    attackedField: fields[attacked].name,
    fields: options.fields.map((i) => fields[i].name),
    encircled: options.encircled,
  };
}

/** RUECKZUGSFELDER: just the names of retreatChoiceNow. */
export function retreatFieldsNow(replay: CampaignReplay, attacker: string, defender: string, winner: string): string[] {
  return retreatChoiceNow(replay, attacker, defender, winner).fields;
}

function armyNow(replay: CampaignReplay, name: string, label: string) {
  const key = nameKey(name);
  if (!key) throw new RuleError(ruleText`${label}${missing('eine Armee aus dem Blatt Armeen')}`);
  const army = replay.armies.find((a) => nameKey(a.name) === key);
  if (!army) throw new RuleError(ruleText`${label} „${name}“${unknownIn('Armeen', 'Armeen')}`);
  if (army.level === 0)
    throw new RuleError(`${label} „${army.name}“ ist vernichtet (Stufe 0) und kann keine Schlachten mehr schlagen.`);
  return army;
}

function onMap<A extends MapArmy>(positions: MapPositions<A>, army: A, label: string): void {
  if (positions.fieldOf(army) === null) throw new RuleError(`${label} „${army.name}“ steht auf keinem Feld der Karte.`);
}
