import { ATTACKER_POINTS, DEFENDER_POINTS } from './labels';
import { MAX_PLAYED_POINTS, MIN_SCALING_POINTS, POINT_STEP } from './constants';
import { RuleError } from './ruleError';
import { FIELDS } from './fields';
import { checkPoints } from './points';
import { wholeNumber } from './validate';

const SCALED_TO = FIELDS.scaledTo.header;

/** Scaling is allowed when both sides, after all bonuses, have the same points, ≥ 1500 (D3). */
export function scalingAllowed(attackerPoints: number, defenderPoints: number): boolean {
  checkPoints(attackerPoints, ATTACKER_POINTS);
  checkPoints(defenderPoints, DEFENDER_POINTS);
  return attackerPoints === defenderPoints && attackerPoints >= MIN_SCALING_POINTS;
}

/** Checks a scaled value S for two sides with these points after bonuses; returns S. */
export function checkScaling(scaledTo: number, attackerPoints: number, defenderPoints: number): number {
  wholeNumber(scaledTo, SCALED_TO, 0, Infinity, 'scaledTo');
  if (!scalingAllowed(attackerPoints, defenderPoints)) {
    throw new RuleError(
      `Skalieren ist nicht erlaubt: beide Seiten brauchen nach allen Boni gleich viele Punkte, mindestens ` +
        `${MIN_SCALING_POINTS} (Angreifer ${attackerPoints}, Verteidiger ${defenderPoints}).`,
      'scaledTo',
    );
  }
  if (scaledTo % POINT_STEP !== 0 || scaledTo < attackerPoints || scaledTo > MAX_PLAYED_POINTS) {
    throw new RuleError(
      `Skaliert auf ${scaledTo} ist nicht erlaubt; erlaubt sind 250er-Schritte von ${attackerPoints} bis ${MAX_PLAYED_POINTS}.`,
      'scaledTo',
    );
  }
  return scaledTo;
}

/** Every value two sides with equal points may scale to (empty when scaling is not allowed). */
export function scalingOptions(attackerPoints: number, defenderPoints: number): number[] {
  if (!scalingAllowed(attackerPoints, defenderPoints)) return [];
  const options: number[] = [];
  const first = Math.ceil(attackerPoints / POINT_STEP) * POINT_STEP;
  for (let s = first; s <= MAX_PLAYED_POINTS; s += POINT_STEP) options.push(s);
  return options;
}
