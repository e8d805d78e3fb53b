import { ANNIHILATION, LossLevel } from './constants';
import { checkFightingLevel } from './levels';
import { checkLosses, lossLevel } from './lossLevel';
import { checkPlayedPoints } from './points';

/**
 * Stufe after the battle: old Stufe − Stufenverlust − 1 for giving up, never below 0;
 * annihilation → 0.
 */
export function newLevel(level: number, loss: LossLevel, gaveUp: boolean): number {
  checkFightingLevel(level, 'Stufe');
  if (loss === ANNIHILATION) return 0;
  return Math.max(0, level - loss - (gaveUp ? 1 : 0));
}

/** Labels the checks of levelAfterBattle name their inputs by. */
export interface LevelAfterBattleLabels {
  played: string;
  losses: string;
}

/**
 * NEUESTUFE in one step: checks the played points and the losses, takes the level loss they
 * give and returns the Stufe after the battle (newLevel).
 */
export function levelAfterBattle(
  level: number,
  played: number,
  losses: number,
  gaveUp: boolean,
  labels: LevelAfterBattleLabels = { played: 'Gespielte Punkte', losses: 'Verlustpunkte' },
): number {
  const playedPoints = checkPlayedPoints(played, labels.played);
  const lossPoints = checkLosses(losses, playedPoints, labels.losses);
  return newLevel(level, lossLevel(playedPoints, lossPoints), gaveUp);
}
