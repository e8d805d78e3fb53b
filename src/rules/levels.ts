import { MAX_LEVEL, POINTS_PER_LEVEL } from './constants';
import { wholeNumber } from './validate';

/** Stufe of an army with these points: floor(points / 500); 1250 points are Stufe 2. */
export function levelForPoints(points: number): number {
  wholeNumber(points, 'Punkte', 0);
  return Math.floor(points / POINTS_PER_LEVEL);
}

/** Campaign points of an army at this Stufe: Stufe × 500. */
export function pointsForLevel(level: number): number {
  return checkLevel(level, 'Stufe') * POINTS_PER_LEVEL;
}

/** A campaign Stufe: 0 (destroyed) to 4. */
export function checkLevel(level: number, label: string): number {
  return wholeNumber(level, label, 0, MAX_LEVEL);
}

/** The Stufe of an army that is about to fight: 1 to 4 (Stufe 0 is destroyed). */
export function checkFightingLevel(level: number, label: string): number {
  return wholeNumber(level, label, 1, MAX_LEVEL);
}
