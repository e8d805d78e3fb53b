import { ANNIHILATION, LossLevel } from './constants';
import { checkFightingLevel } from './levels';

/**
 * Stufe after the battle: old Stufe − Stufenverlust − 1 for giving up, never below 0;
 * annihilation → 0.
 */
export function newLevel(level: number, loss: LossLevel, gaveUp: boolean): number {
  checkFightingLevel(level, 'Stufe');
  if (loss === ANNIHILATION) return 0;
  return Math.max(0, level - loss - (gaveUp ? 1 : 0));
}
