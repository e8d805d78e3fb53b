import { LIST_TOLERANCE } from './constants';
import { wholeNumber } from './validate';

/** An army list may be up to 10 points above or below the points it plays. */
export function withinTolerance(listPoints: number, playedPoints: number): boolean {
  wholeNumber(listPoints, 'Listenpunkte', 0);
  wholeNumber(playedPoints, 'Gespielte Punkte', 0);
  return Math.abs(listPoints - playedPoints) <= LIST_TOLERANCE;
}
