import { checkPoints } from './points';

/**
 * Truppenbonus for a side with `ownPoints` against `opponentPoints`: half the difference,
 * rounded up (D1, "Teile und Herrsche"), for the weaker side only; the stronger side gets 0.
 */
export function troopBonus(ownPoints: number, opponentPoints: number): number {
  checkPoints(ownPoints, 'Eigene Punkte');
  checkPoints(opponentPoints, 'Gegnerische Punkte');
  return ownPoints < opponentPoints ? Math.ceil((opponentPoints - ownPoints) / 2) : 0;
}
