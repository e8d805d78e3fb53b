/**
 * The Verlustrechner: a side's unit list as typed in the battle form, each line judged by
 * countsAsDestroyed/unitLossPoints (the functions behind VERLUSTPUNKTE, never a second copy of
 * the rule) and summed into the side's Verlustpunkte. The lines are a help for counting; only
 * the sum is ever saved.
 */
import { isBlank } from './cells/cellValue';
import { parseNumber } from './cells/parseCell';
import { RuleError } from './ruleError';
import type { FieldKey } from './fields';
import {
  UNIT_FIELDS,
  UNIT_LABELS,
  UnitState,
  WOUND_KEYWORD_NAMES,
  countsAsDestroyed,
  judgedByWounds,
  unitLossPoints,
} from './unitLosses';

/** One unit line as typed: the Typ (a keyword's name or "") and the numbers as text. */
export interface LossLineInput {
  typ: string;
  punkte: string;
  sollstaerke: string;
  verbleibendeModelle: string;
  lebenspunkte: string;
  verbleibendeLebenspunkte: string;
}

export type LossLineKey = keyof LossLineInput;

/** Which value of the unit each field holds, in the line's tab order. */
const UNIT_VALUE_OF = {
  typ: 'unitType',
  punkte: 'points',
  sollstaerke: 'startingModels',
  verbleibendeModelle: 'remainingModels',
  lebenspunkte: 'wounds',
  verbleibendeLebenspunkte: 'remainingWounds',
} as const satisfies Record<LossLineKey, keyof UnitState>;

export const LOSS_LINE_KEYS = Object.keys(UNIT_VALUE_OF) as LossLineKey[];

/** The Typ of a unit without any of the keywords (the select's empty choice). */
export const NO_KEYWORD = 'kein Schlüsselwort';

/** A field's German label: the label its messages from the rules open with. */
export function lossLineLabel(key: LossLineKey): string {
  return UNIT_LABELS[UNIT_VALUE_OF[key]];
}

/** The line's field of a registry key (a RuleError's field). */
function keyOfField(field: FieldKey | undefined): LossLineKey | undefined {
  return LOSS_LINE_KEYS.find((key) => UNIT_FIELDS[UNIT_VALUE_OF[key]] === field);
}

export function emptyLossLine(): LossLineInput {
  return { typ: '', punkte: '', sollstaerke: '', verbleibendeModelle: '', lebenspunkte: '', verbleibendeLebenspunkte: '' };
}

export interface LossLineProblem {
  field: LossLineKey;
  message: string;
  /** The field is empty: a live form may wait instead of complaining. */
  blank: boolean;
}

export interface LossLineResult {
  /** Whether the rule looks at this unit's wounds (a single model, or a keyword): the form asks for them. */
  woundsAsked: boolean;
  /** Every problem of the line, in field order; empty when it could be judged. */
  problems: LossLineProblem[];
  /** Set when the line has no problem. */
  destroyed?: boolean;
  lossPoints?: number;
}

export interface LossListResult {
  lines: LossLineResult[];
  /** The side's Verlustpunkte: set when every line could be judged (0 for no lines). */
  total?: number;
}

/**
 * Reads one unit line and judges it. The wound fields count only where the rule asks for them
 * (woundsAsked); elsewhere they are ignored, as the rule would ignore them.
 */
export function readLossLine(input: LossLineInput): LossLineResult {
  const problems: LossLineProblem[] = [];
  const problem = (field: LossLineKey, error: RuleError) =>
    problems.push({ field, message: error.message, blank: isBlank(input[field].trim()) });

  function read<T>(field: LossLineKey, parse: () => T): T | undefined {
    try {
      return parse();
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
      problem(field, error);
      return undefined;
    }
  }
  const number = (field: LossLineKey) =>
    read(field, () => parseNumber(input[field], lossLineLabel(field), UNIT_FIELDS[UNIT_VALUE_OF[field]]));
  const optionalNumber = (field: LossLineKey) => (isBlank(input[field].trim()) ? undefined : number(field));

  const unitType = read('typ', () => {
    if (input.typ === '' || WOUND_KEYWORD_NAMES.includes(input.typ)) return input.typ;
    const allowed = [`„${NO_KEYWORD}“`, ...WOUND_KEYWORD_NAMES].join(', ');
    throw new RuleError(`${lossLineLabel('typ')} „${input.typ}“ ist unbekannt; erlaubt sind ${allowed}.`, 'unitType');
  });
  const points = number('punkte');
  const startingModels = number('sollstaerke');
  const remainingModels = number('verbleibendeModelle');
  // A Sollstärke that cannot be read yet does not ask for wounds; a keyword does.
  const woundsAsked = judgedByWounds(startingModels ?? 0, unitType ?? '');
  const wounds = woundsAsked ? optionalNumber('lebenspunkte') : undefined;
  const remainingWounds = woundsAsked ? optionalNumber('verbleibendeLebenspunkte') : undefined;
  const result: LossLineResult = { woundsAsked, problems };
  if (problems.length || points === undefined || startingModels === undefined || remainingModels === undefined) return result;

  const unit: UnitState = { points, startingModels, remainingModels, wounds, remainingWounds, unitType };
  try {
    result.destroyed = countsAsDestroyed(unit);
    result.lossPoints = unitLossPoints(unit);
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    problem(keyOfField(error.field) ?? 'punkte', error);
  }
  return result;
}

/** Every line judged, and the side's sum once every line could be judged. */
export function sumLossLines(lines: LossLineInput[]): LossListResult {
  const results = lines.map(readLossLine);
  const complete = results.every((line) => line.lossPoints !== undefined);
  return { lines: results, total: complete ? results.reduce((sum, line) => sum + line.lossPoints!, 0) : undefined };
}
