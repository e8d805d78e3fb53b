import { MAX_PLAYED_POINTS } from './constants';
import { wholeNumber } from './validate';

/** Army points that take part in a battle: 0 to 3000 (the largest battle size). */
export function checkPoints(points: number, label: string): number {
  return wholeNumber(points, label, 0, MAX_PLAYED_POINTS);
}

/** Played points of one side: more than 0, at most 3000. */
export function checkPlayedPoints(points: number, label: string): number {
  return wholeNumber(points, label, 1, MAX_PLAYED_POINTS);
}
