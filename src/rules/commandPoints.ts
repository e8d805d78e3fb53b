import { MAX_PLAYED_POINTS } from './constants';
import { RuleError } from './ruleError';
import { wholeNumber } from './validate';

/** 9th-edition battle sizes: up to these points, this many command points. */
export const BATTLE_SIZES = [
  { name: 'Combat Patrol', upTo: 500, commandPoints: 3 },
  { name: 'Incursion', upTo: 1000, commandPoints: 6 },
  { name: 'Strike Force', upTo: 2000, commandPoints: 12 },
  { name: 'Onslaught', upTo: MAX_PLAYED_POINTS, commandPoints: 18 },
] as const;

export type BattleSize = (typeof BATTLE_SIZES)[number];

/** The battle size for the larger played army; both sides get its command points. */
export function battleSize(largerPlayedPoints: number): BattleSize {
  wholeNumber(largerPlayedPoints, 'Punkte', 0);
  const size = BATTLE_SIZES.find((s) => largerPlayedPoints <= s.upTo);
  if (!size) {
    throw new RuleError(
      `Punkte ${largerPlayedPoints} übersteigen die größte Schlachtgröße (Onslaught bis ${MAX_PLAYED_POINTS} Punkte).`,
    );
  }
  return size;
}

export function commandPoints(largerPlayedPoints: number): number {
  return battleSize(largerPlayedPoints).commandPoints;
}
