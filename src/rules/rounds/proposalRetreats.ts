/**
 * C11 with M6: the Rückzug nach a dispute's proposal may choose — what the report form offers
 * (evaluateMap), for the reported battle at its own place in the log. A proposal may change the
 * winner, so the fields are given per side that loses; the page picks by the proposal's winner.
 * Whether the loser survives to retreat is the server's check (checkProposal), as for a report.
 */
import { ATTACKER, DEFENDER, Side } from '../constants';
import { CampaignState } from '../campaign/campaignState';
import { ReplayStop } from '../campaign/replay';
import { RuleError } from '../ruleError';
import { retreatOptions } from '../map/retreats';

/** Per side that loses: its legal retreat fields (M6), in Felder order; empty: none (encircled without a target). */
export type RetreatFieldsByLoser = Record<Side, string[]>;

/** The battle of Runde `round` between the two armies on the map as `state` stands; null off the map or when it cannot be planned. */
export function retreatFieldsByLoser(
  state: CampaignState,
  round: number,
  attacker: string,
  defender: string,
): RetreatFieldsByLoser | null {
  const positions = state.positions;
  if (!positions) return null;
  let planned;
  try {
    planned = state.planBattle({ round, attacker, defender });
  } catch (error) {
    if (error instanceof RuleError) return null;
    throw error;
  }
  const { attacked } = planned;
  if (attacked === null) return null;
  const a = planned.attacker.army;
  const d = planned.defender.army;
  const names = (fields: number[]) => fields.map((i) => positions.map.fields[i].name);
  return {
    [ATTACKER]: names(retreatOptions(positions, attacked, a, d).fields),
    [DEFENDER]: names(retreatOptions(positions, attacked, d, a).fields),
  };
}

/**
 * A ReplayStop at data row `row` (Runde `round`) that takes the retreat fields there: the replay
 * the card runs anyway (replayIfCounted) answers it, no second one. `found` gets null off the map.
 */
export function retreatFieldsStop(
  row: number,
  round: number,
  attacker: string,
  defender: string,
  found: (fields: RetreatFieldsByLoser | null) => void,
): ReplayStop {
  return { round, row, visit: (state) => found(retreatFieldsByLoser(state, round, attacker, defender)) };
}
