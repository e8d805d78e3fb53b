import { BattlePlan, planBattle } from '../battle';
import { pointsForLevel } from '../levels';
import { maxMobilisation } from '../mobilisation';

export interface CampaignBattleSetup {
  /** Campaign Stufen 1–4 (the replay only plans battles of armies that can fight). */
  attackerLevel: number;
  defenderLevel: number;
  mobilisation: number;
  scaledTo: number;
  defenderPool: number;
}

/**
 * planBattle, remembered for inputs that give the same plan. A campaign has few distinct
 * battles but many pools, and building a plan is the replay's main cost (V8 11 takes a slow
 * path for the object spread in planBattle). A successful plan depends on the pool only
 * through the most the pool lets the defender mobilise, so that is the key's pool part.
 * Errors are not remembered: their messages name the pool, so planBattle builds them afresh.
 * Plans are shared between rows with equal inputs: read-only.
 */
export class PlanCache {
  private readonly plans = new Map<string, BattlePlan>();

  plan(setup: CampaignBattleSetup): BattlePlan {
    const { attackerLevel, defenderLevel, mobilisation, scaledTo, defenderPool } = setup;
    const poolLimit = maxMobilisation(pointsForLevel(defenderLevel), pointsForLevel(attackerLevel), defenderPool);
    const key = `${attackerLevel}|${defenderLevel}|${mobilisation}|${scaledTo}|${poolLimit}`;
    let plan = this.plans.get(key);
    if (!plan) {
      plan = planBattle(setup);
      this.plans.set(key, plan);
    }
    return plan;
  }
}
