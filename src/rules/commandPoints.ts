import { MAX_PLAYED_POINTS } from './constants';
import { RuleError } from './ruleError';
import { wholeNumber } from './validate';

/**
 * 9th-edition battle sizes, by their names in the German rulebook (Combat Patrol, Incursion,
 * Strike Force, Onslaught): up to these points, this many command points.
 */
export const BATTLE_SIZES = [
  { name: 'Kampfpatrouille', upTo: 500, commandPoints: 3 },
  { name: 'Vorstoß', upTo: 1000, commandPoints: 6 },
  { name: 'Angriffsstreitmacht', upTo: 2000, commandPoints: 12 },
  { name: 'Sturmangriff', upTo: MAX_PLAYED_POINTS, commandPoints: 18 },
] as const;

export type BattleSize = (typeof BATTLE_SIZES)[number];

/** The battle size for the larger played army; both sides get its command points. */
export function battleSize(largerPlayedPoints: number): BattleSize {
  wholeNumber(largerPlayedPoints, 'Punkte', 0);
  const size = BATTLE_SIZES.find((s) => largerPlayedPoints <= s.upTo);
  if (!size) {
    const largest = BATTLE_SIZES[BATTLE_SIZES.length - 1];
    throw new RuleError(
      `Punkte ${largerPlayedPoints} übersteigen die größte Schlachtgröße (${largest.name} bis ${largest.upTo} Punkte).`,
    );
  }
  return size;
}

export function commandPoints(largerPlayedPoints: number): number {
  return battleSize(largerPlayedPoints).commandPoints;
}
