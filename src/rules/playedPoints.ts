import { ATTACKER_POINTS, DEFENDER_POINTS } from './labels';
import { checkMobilisation } from './mobilisation';
import { checkPoints } from './points';
import { checkScaling } from './scaling';
import { troopBonus } from './troopBonus';

/** What each side brings to the table, before and after the pre-battle steps 1–5. */
export interface PlayedPoints {
  attackerBonus: number;
  defenderBonus: number;
  mobilisation: number;
  /** Points after Truppenbonus and Mobilisierung, before scaling. */
  attackerBeforeScaling: number;
  defenderBeforeScaling: number;
  /** 0 when not scaled. */
  scaledTo: number;
  attacker: number;
  defender: number;
}

/**
 * Played points of both sides: campaign points + Truppenbonus + Mobilisierung, or the
 * scaled value. Checks mobilisation (and the pool, when given) and scaling.
 */
export function playedPoints(
  attackerPoints: number,
  defenderPoints: number,
  mobilisation = 0,
  scaledTo = 0,
  pool?: number,
): PlayedPoints {
  checkPoints(attackerPoints, ATTACKER_POINTS);
  checkPoints(defenderPoints, DEFENDER_POINTS);
  const attackerBonus = troopBonus(attackerPoints, defenderPoints);
  const defenderBonus = troopBonus(defenderPoints, attackerPoints);
  checkMobilisation(mobilisation, defenderPoints, attackerPoints, pool);
  const attackerBeforeScaling = attackerPoints + attackerBonus;
  const defenderBeforeScaling = defenderPoints + defenderBonus + mobilisation;
  const scaled = scaledTo ? checkScaling(scaledTo, attackerBeforeScaling, defenderBeforeScaling) : 0;
  return {
    attackerBonus,
    defenderBonus,
    mobilisation,
    attackerBeforeScaling,
    defenderBeforeScaling,
    scaledTo: scaled,
    attacker: scaled || attackerBeforeScaling,
    defender: scaled || defenderBeforeScaling,
  };
}
