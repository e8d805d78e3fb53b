import { ATTACKER_POINTS, DEFENDER_POINTS, DEFENDER_POOL } from './labels';
import { POINT_STEP } from './constants';
import { RuleError } from './ruleError';
import { FIELDS } from './fields';
import { checkPoints } from './points';
import { troopBonus } from './troopBonus';
import { wholeNumber } from './validate';

const MOBILISATION = FIELDS.mobilisation.header;

/**
 * The most supply the defender may mobilise: steps of 250, not beyond the attacker's points
 * (D2: the stronger army's points are the maximum), not beyond the pool. 0 unless the
 * defender is the weaker side; a weaker attacker never mobilises.
 */
export function maxMobilisation(defenderPoints: number, attackerPoints: number, pool: number): number {
  checkPoints(defenderPoints, DEFENDER_POINTS);
  checkPoints(attackerPoints, ATTACKER_POINTS);
  wholeNumber(pool, DEFENDER_POOL, 0);
  if (defenderPoints >= attackerPoints) return 0;
  const gap = attackerPoints - defenderPoints - troopBonus(defenderPoints, attackerPoints);
  const steps = Math.min(Math.floor(pool / POINT_STEP), Math.floor(gap / POINT_STEP));
  return Math.max(0, steps) * POINT_STEP;
}

/**
 * Checks a mobilisation the defender chose. `pool` may be omitted where it is unknown (the
 * custom function GESPIELTEPUNKTE); then only the step and the attacker's points limit it.
 */
export function checkMobilisation(mobilisation: number, defenderPoints: number, attackerPoints: number, pool?: number): number {
  wholeNumber(mobilisation, MOBILISATION, 0, Infinity, 'mobilisation');
  if (mobilisation === 0) return 0;
  if (mobilisation % POINT_STEP !== 0) {
    throw new RuleError(
      `Mobilisierung ${mobilisation} ist nicht in 250er-Schritten; erlaubt sind 0, 250, 500, …`,
      'mobilisation',
    );
  }
  if (defenderPoints >= attackerPoints) {
    throw new RuleError(
      `Mobilisierung ${mobilisation} ist nicht erlaubt: nur ein unterlegener Verteidiger darf mobilisieren ` +
        `(Verteidiger ${defenderPoints} Punkte, Angreifer ${attackerPoints} Punkte).`,
      'mobilisation',
    );
  }
  const byPoints = maxMobilisation(defenderPoints, attackerPoints, Number.MAX_SAFE_INTEGER);
  const allowed = pool === undefined ? byPoints : Math.min(byPoints, maxMobilisation(defenderPoints, attackerPoints, pool));
  if (mobilisation > allowed) {
    const reason =
      pool !== undefined && allowed < byPoints
        ? `Versorgungspool: ${pool} VP`
        : `Punkte des Angreifers: ${attackerPoints}, Verteidiger mit Truppenbonus: ${
            defenderPoints + troopBonus(defenderPoints, attackerPoints)
          }`;
    throw new RuleError(`Mobilisierung ${mobilisation} übersteigt das Maximum von ${allowed} (${reason}).`, 'mobilisation');
  }
  return mobilisation;
}
