import { POINT_STEP, START_VP_PER_STEP } from './constants';
import { wholeNumber } from './validate';

/** The side with fewer played points starts with 5 SP per full 250 points of difference (D4). */
export function startVictoryPoints(ownPlayed: number, opponentPlayed: number): number {
  wholeNumber(ownPlayed, 'Eigene gespielte Punkte', 0);
  wholeNumber(opponentPlayed, 'Gegnerische gespielte Punkte', 0);
  if (ownPlayed >= opponentPlayed) return 0;
  return Math.floor((opponentPlayed - ownPlayed) / POINT_STEP) * START_VP_PER_STEP;
}
