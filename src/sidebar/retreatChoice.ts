/**
 * The battle on the map, as the sidebar shows it: the attacked field once both armies are
 * chosen, and after the result the legal retreat fields or why there is none. Every rule is
 * the replay's own (src/rules/map) applied to the map the server sent: nothing is decided here.
 */
import { ATTACKER, BattleOutcome, RuleError } from '../rules';
import { nameKey } from '../rules/campaign/names';
import { attackedField, checkedRetreat, MapArmy, MapPositions, positionsFromSnapshot, retreatOptions } from '../rules/map';
import { ArmyInfo, BattleFormData } from '../shared/battleContract';

export interface MapProblem {
  field: 'verteidiger' | 'rueckzug';
  message: string;
  blank: boolean;
}

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
  problems: MapProblem[];
}

/** The armies as the map rules know them, rebuilt once per form data. */
const positionsCache = new WeakMap<BattleFormData, { positions: MapPositions; armies: Map<string, MapArmy> }>();

function mapOf(data: BattleFormData) {
  let cached = positionsCache.get(data);
  if (!cached) {
    const armies = new Map(data.armeen.map((a, row) => [a.name, { name: a.name, player: a.spieler, row }] as const));
    cached = { positions: positionsFromSnapshot(data.karte!, [...armies.values()]), armies };
    positionsCache.set(data, cached);
  }
  return cached;
}

export function evaluateMap(
  data: BattleFormData,
  attacker: ArmyInfo | undefined,
  defender: ArmyInfo | undefined,
  outcome: BattleOutcome | undefined,
  retreatTo: string,
): MapEvaluation {
  const evaluation: MapEvaluation = { hasMap: data.karte !== undefined, retreatFields: [], retreatNote: '', problems: [] };
  if (!data.karte || !attacker || !defender) return evaluation;
  const { positions, armies } = mapOf(data);
  const a = armies.get(attacker.name)!;
  const d = armies.get(defender.name)!;
  const problem = (field: MapProblem['field'], error: unknown) => {
    if (!(error instanceof RuleError)) throw error;
    evaluation.problems.push({ field, message: error.message, blank: field === 'rueckzug' && !retreatTo.trim() });
  };
  let attacked: number | null;
  try {
    attacked = attackedField(positions, a, d, retreatTo.trim());
  } catch (error) {
    // Not adjacent (the defender is refused), or a retreat although an army is off the map.
    problem(positions.fieldOf(a) !== null && positions.fieldOf(d) !== null ? 'verteidiger' : 'rueckzug', error);
    return evaluation;
  }
  if (attacked === null) return evaluation;
  evaluation.attackedField = positions.map.fields[attacked].name;
  if (!outcome) return evaluation;

  const [won, lost] = outcome.winner === ATTACKER ? [a, d] : [d, a];
  const survives = (outcome.winner === ATTACKER ? outcome.defenderNewLevel : outcome.attackerNewLevel) > 0;
  if (!survives) {
    evaluation.retreatNote = `„${lost.name}“ ist vernichtet und zieht sich nicht zurück.`;
  } else {
    const options = retreatOptions(positions, attacked, lost, won);
    evaluation.retreatFields = options.fields.map((i) => positions.map.fields[i].name);
    if (options.encircled) {
      evaluation.retreatNote = options.fields.length
        ? `„${lost.name}“ ist eingekesselt: erlaubt sind nur ein freies Primärgebiet oder die nächste freie Festung.`
        : `„${lost.name}“ ist eingekesselt und hat kein Rückzugsziel; die Armee verlässt die Karte.`;
    }
  }
  try {
    checkedRetreat(positions, attacked, lost, won, survives, retreatTo.trim(), nameKey);
  } catch (error) {
    problem('rueckzug', error);
  }
  return evaluation;
}
