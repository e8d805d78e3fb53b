import { RuleError } from './ruleError';
import { wholeNumber } from './validate';
import { FieldKey, FIELDS } from './fields';

/**
 * The keywords of units that count as destroyed once they lost more than half their wounds
 * (docs/REGELN.md, „Verlustpunkte“): each by its German name (what a form offers) with the word stems that
 * name it in German and English datasheets ("Fahrzeuge", "Titanic", "VEHICLE").
 */
export const WOUND_KEYWORDS = [
  { name: 'Charakter', stems: ['charakter', 'character'] },
  { name: 'Fahrzeug', stems: ['fahrzeug', 'vehicle'] },
  // The seed says Flieger; GW's German datasheets print the AIRCRAFT keyword as FLUGZEUG.
  { name: 'Flieger', stems: ['flieger', 'flugzeug', 'aircraft'] },
  { name: 'Monster', stems: ['monster'] },
  { name: 'Schwarm', stems: ['schwarm', 'schwärm', 'swarm'] },
  { name: 'Titan', stems: ['titan'] },
] as const;

export const WOUND_KEYWORD_NAMES: readonly string[] = WOUND_KEYWORDS.map((keyword) => keyword.name);

const WOUND_KEYWORD_STEMS: readonly string[] = WOUND_KEYWORDS.flatMap((keyword) => keyword.stems);

export function hasWoundKeyword(unitType: string): boolean {
  const words = unitType
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
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

/** The German label of each value of a unit: it opens the value's messages and is their RuleError field. */
/** The registry's field of each value of a unit (src/rules/fields.ts). */
export const UNIT_FIELDS = {
  points: 'unitPoints',
  startingModels: 'startingModels',
  remainingModels: 'remainingModels',
  wounds: 'wounds',
  remainingWounds: 'remainingWounds',
  unitType: 'unitType',
} as const satisfies Record<keyof UnitState, FieldKey>;

export const UNIT_LABELS = {
  points: FIELDS.unitPoints.header,
  startingModels: FIELDS.startingModels.header,
  remainingModels: FIELDS.remainingModels.header,
  wounds: FIELDS.wounds.header,
  remainingWounds: FIELDS.remainingWounds.header,
  unitType: FIELDS.unitType.header,
} as const satisfies Record<keyof UnitState, string>;

/** Whether lost wounds can make a unit count as destroyed: a single model, or one of the keywords. */
export function judgedByWounds(startingModels: number, unitType = ''): boolean {
  return startingModels === 1 || hasWoundKeyword(unitType);
}

/**
 * Whether a unit counts as destroyed for the loss count: destroyed; a multi-model unit with
 * fewer than half its Sollstärke left; a single model, or a unit with one of the keywords, that
 * lost more than half its wounds (docs/REGELN.md, „Verlustpunkte“: halbe Sollstärke).
 */
export function countsAsDestroyed(unit: UnitState): boolean {
  const L = UNIT_LABELS;
  const F = UNIT_FIELDS;
  wholeNumber(unit.points, L.points, 0, Infinity, F.points);
  wholeNumber(unit.startingModels, L.startingModels, 1, Infinity, F.startingModels);
  wholeNumber(unit.remainingModels, L.remainingModels, 0, unit.startingModels, F.remainingModels);
  const woundsKnown = unit.wounds !== undefined && unit.remainingWounds !== undefined;
  if (unit.wounds !== undefined) {
    wholeNumber(unit.wounds, L.wounds, 1, Infinity, F.wounds);
    if (unit.remainingWounds === undefined) {
      throw new RuleError(
        `${L.wounds} brauchen auch die verbleibenden Lebenspunkte der Einheit; beide eintragen oder beide leer lassen.`,
        F.remainingWounds,
      );
    }
  }
  if (unit.remainingWounds !== undefined) {
    if (unit.wounds === undefined) {
      throw new RuleError(`${L.remainingWounds} brauchen auch die Lebenspunkte der Einheit.`, F.wounds);
    }
    wholeNumber(unit.remainingWounds, L.remainingWounds, 0, unit.wounds, F.remainingWounds);
  }
  if (unit.remainingModels === 0) return true;
  if (unit.startingModels > 1 && unit.remainingModels * 2 < unit.startingModels) return true;
  return woundsKnown && judgedByWounds(unit.startingModels, unit.unitType) && unit.remainingWounds! * 2 < unit.wounds!;
}

/** Verlustpunkte of one unit: its points if it counts as destroyed, else 0. */
export function unitLossPoints(unit: UnitState): number {
  return countsAsDestroyed(unit) ? unit.points : 0;
}
