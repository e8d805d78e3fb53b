import { ANNIHILATION, LIST_TOLERANCE, LossLevel } from './constants';
import { RuleError } from './ruleError';
import type { FieldKey } from './fields';
import { checkPlayedPoints } from './points';
import { wholeNumber } from './validate';

/** The first loss values at which 1 level, 2 levels and annihilation apply. */
export interface LossThresholds {
  oneLevel: number;
  twoLevels: number;
  annihilation: number;
}

/**
 * D5: one formula for every row of both seed tables (fractions round up):
 * L < ⌈P/4⌉ → 0; up to P/2 → 1; up to ⌈3P/4⌉ → 2; above → annihilation.
 */
export function lossThresholds(played: number): LossThresholds {
  checkPlayedPoints(played, 'Gespielte Punkte');
  return {
    oneLevel: Math.ceil(played / 4),
    twoLevels: Math.floor(played / 2) + 1,
    annihilation: Math.ceil((3 * played) / 4) + 1,
  };
}

/** Losses may range from 0 to the played points plus the list tolerance. */
export function checkLosses(losses: number, played: number, label = 'Verlustpunkte', field?: FieldKey): number {
  const max = played + LIST_TOLERANCE;
  wholeNumber(losses, label, 0, Infinity, field);
  if (losses > max) {
    throw new RuleError(
      `${label} ${losses} übersteigen das Maximum von ${max} (gespielte Punkte ${played} + ${LIST_TOLERANCE} Toleranz).`,
      field,
    );
  }
  return losses;
}

/** Levels a side loses for these losses at these played points. */
export function lossLevel(played: number, losses: number): LossLevel {
  const t = lossThresholds(played);
  checkLosses(losses, played);
  return levelsLost(t, losses);
}

/** Levels lost for losses already checked (checkLosses), by the played points' thresholds. */
export function levelsLost(t: LossThresholds, losses: number): LossLevel {
  if (losses >= t.annihilation) return ANNIHILATION;
  if (losses >= t.twoLevels) return 2;
  if (losses >= t.oneLevel) return 1;
  return 0;
}
