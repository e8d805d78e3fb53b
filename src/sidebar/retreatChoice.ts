/**
 * The battle on the map, as the sidebar shows it: the attacked field once both armies are
 * chosen, and after the result the legal retreat fields or why there is none — read off the
 * CampaignState the battle is evaluated with (src/rules/map's own functions); whether a typed
 * retreat is legal is CampaignState.checkBattle's message, nothing is decided here.
 */
import { ATTACKER, BattleOutcome } from '../rules';
import { CampaignState, PlannedBattle } from '../rules/campaign';
import { retreatOptions } from '../rules/map';

/** What the form shows of the map; all empty for a campaign without one. */
export interface MapEvaluation {
  /** The campaign has a map: the map controls are shown. */
  hasMap: boolean;
  /** The attacked field, once both armies stand on adjacent fields. */
  attackedField?: string;
  /** The legal retreat fields, once the result is known and the loser must retreat. */
  retreatFields: string[];
  /** Why the loser does not retreat, or that it is encircled; blank otherwise. */
  retreatNote: string;
}

export function evaluateMap(
  state: CampaignState | undefined,
  planned: PlannedBattle | undefined,
  outcome: BattleOutcome | undefined,
): MapEvaluation {
  const positions = state?.positions ?? null;
  const evaluation: MapEvaluation = { hasMap: positions !== null, retreatFields: [], retreatNote: '' };
  if (!positions || !planned || planned.attacked === null) return evaluation;
  const attacked = planned.attacked;
  evaluation.attackedField = positions.map.fields[attacked].name;
  if (!outcome) return evaluation;

  const attackerWon = outcome.winner === ATTACKER;
  const [won, lost] = attackerWon
    ? [planned.attacker.army, planned.defender.army]
    : [planned.defender.army, planned.attacker.army];
  const survives = (attackerWon ? outcome.defenderNewLevel : outcome.attackerNewLevel) > 0;
  if (!survives) {
    evaluation.retreatNote = `„${lost.name}“ ist vernichtet und zieht sich nicht zurück.`;
    return evaluation;
  }
  const options = retreatOptions(positions, attacked, lost, won);
  evaluation.retreatFields = options.fields.map((i) => positions.map.fields[i].name);
  if (options.encircled) {
    evaluation.retreatNote = options.fields.length
      ? `„${lost.name}“ ist eingekesselt: erlaubt sind nur ein freies Primärgebiet oder die nächste freie Festung.`
      : `„${lost.name}“ ist eingekesselt und hat kein Rückzugsziel; die Armee verlässt die Karte.`;
  }
  return evaluation;
}
