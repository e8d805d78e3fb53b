import { BattlePlan, planBattle } from './battle';
import { MAX_LEVEL, MAX_PLAYED_POINTS, POINT_STEP, POINTS_PER_LEVEL } from './constants';
import { maxMobilisation } from './mobilisation';

/** Mobilisierung, Skaliert auf and the most a pool lets mobilise count in steps up to this many. */
const MAX_STEPS = MAX_PLAYED_POINTS / POINT_STEP;
const STEP_BASE = MAX_STEPS + 1;

/**
 * The plans of one campaign by their inputs (steps 1–8). A plan is a pure function of both
 * Stufen, Mobilisierung, Skaliert auf and of the defender's pool only as far as it limits
 * mobilisation (maxMobilisation), so the thousands of battles of a campaign have a few dozen
 * distinct plans: the replay plans each once (npm run bench). Only a valid plan is kept; a
 * battle that breaks a rule is planned afresh and throws its own message. Plans are shared
 * between battles: nobody may change one.
 */
export class BattlePlanCache {
  private readonly plans = new Map<number, BattlePlan>();

  plan(attackerLevel: number, defenderLevel: number, mobilisation: number, scaledTo: number, defenderPool: number): BattlePlan {
    const key = planKey(attackerLevel, defenderLevel, mobilisation, scaledTo, defenderPool);
    let plan = key < 0 ? undefined : this.plans.get(key);
    if (plan === undefined) {
      plan = planBattle({ attackerLevel, defenderLevel, mobilisation, scaledTo, defenderPool });
      if (key >= 0) this.plans.set(key, plan);
    }
    return plan;
  }
}

/** 0 … MAX_STEPS when `points` is a whole number of steps in range; else -1. */
function steps(points: number): number {
  const n = points / POINT_STEP;
  return Number.isInteger(n) && n >= 0 && n <= MAX_STEPS ? n : -1;
}

const isLevel = (level: number) => Number.isInteger(level) && level >= 1 && level <= MAX_LEVEL;

/**
 * One number for the inputs a plan depends on; -1 for inputs outside the usual ranges (a bad
 * Stufe, Mobilisierung off the steps, a negative pool): those are planned without the cache.
 */
function planKey(attackerLevel: number, defenderLevel: number, mobilisation: number, scaledTo: number, pool: number): number {
  if (!isLevel(attackerLevel) || !isLevel(defenderLevel) || !Number.isInteger(pool) || pool < 0) return -1;
  const m = steps(mobilisation);
  const s = steps(scaledTo);
  if (m < 0 || s < 0) return -1;
  const limit = steps(maxMobilisation(defenderLevel * POINTS_PER_LEVEL, attackerLevel * POINTS_PER_LEVEL, pool));
  if (limit < 0) return -1;
  return (((attackerLevel * (MAX_LEVEL + 1) + defenderLevel) * STEP_BASE + m) * STEP_BASE + s) * STEP_BASE + limit;
}
