import { RuleError } from './ruleError';
import { wholeNumber } from './validate';

/**
 * Keywords of units that count as destroyed once they lost more than half their wounds
 * (seed 000, step 12), German and English, matched as word stems ("Fahrzeuge", "Titanic").
 */
const WOUND_KEYWORD_STEMS = [
  'charakter', 'character',
  'fahrzeug', 'vehicle',
  // The seed says Flieger; GW's German datasheets print the AIRCRAFT keyword as FLUGZEUG.
  'flieger', 'flugzeug', 'aircraft',
  'monster',
  'schwarm', 'schwärm', 'swarm',
  'titan',
];

export function hasWoundKeyword(unitType: string): boolean {
  const words = unitType.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean);
  return words.some((word) => WOUND_KEYWORD_STEMS.some((stem) => word.startsWith(stem)));
}

export interface UnitState {
  points: number;
  /** Sollstärke: models when the unit was added to the army. */
  startingModels: number;
  remainingModels: number;
  /** The unit's total wounds and the wounds it has left, where known. */
  wounds?: number;
  remainingWounds?: number;
  /** Keywords such as "Fahrzeug" or "Monster"; empty for others. */
  unitType?: string;
}

/**
 * Whether a unit counts as destroyed for the loss count: destroyed; a multi-model unit with
 * fewer than half its Sollstärke left; a single model, or a unit with one of the keywords, that
 * lost more than half its wounds (seed 000 step 12, seed 003 half strength).
 */
export function countsAsDestroyed(unit: UnitState): boolean {
  wholeNumber(unit.points, 'Punkte', 0);
  wholeNumber(unit.startingModels, 'Sollstärke', 1);
  wholeNumber(unit.remainingModels, 'Verbleibende Modelle', 0, unit.startingModels);
  const woundsKnown = unit.wounds !== undefined && unit.remainingWounds !== undefined;
  if (unit.wounds !== undefined) {
    wholeNumber(unit.wounds, 'Lebenspunkte', 1);
    if (unit.remainingWounds === undefined) {
      throw new RuleError(
        'Lebenspunkte brauchen auch die verbleibenden Lebenspunkte der Einheit; beide eintragen oder beide leer lassen.',
        'Verbleibende Lebenspunkte',
      );
    }
  }
  if (unit.remainingWounds !== undefined) {
    if (unit.wounds === undefined) {
      throw new RuleError('Verbleibende Lebenspunkte brauchen auch die Lebenspunkte der Einheit.', 'Lebenspunkte');
    }
    wholeNumber(unit.remainingWounds, 'Verbleibende Lebenspunkte', 0, unit.wounds);
  }
  if (unit.remainingModels === 0) return true;
  if (unit.startingModels > 1 && unit.remainingModels * 2 < unit.startingModels) return true;
  const judgedByWounds = unit.startingModels === 1 || hasWoundKeyword(unit.unitType ?? '');
  return woundsKnown && judgedByWounds && unit.remainingWounds! * 2 < unit.wounds!;
}

/** Verlustpunkte of one unit: its points if it counts as destroyed, else 0. */
export function unitLossPoints(unit: UnitState): number {
  return countsAsDestroyed(unit) ? unit.points : 0;
}
