/**
 * The battle form as both its readers see it: the sidebar (live, values as typed) and
 * submitBattle (the payload google.script.run delivers). One reader, so the two can never
 * disagree about what a field accepts.
 */
import { BattleEntry } from './campaign/entries';
import { BATTLES_MAP_SPEC, BATTLES_SPEC, BattleColumn, BattleMapColumn } from './campaign/columns';
import { CellValue, isBlank } from './cells/cellValue';
import { parseIsoDate } from './cells/parseIsoDate';
import { FieldKey, FIELDS } from './fields';
import { RuleError } from './ruleError';
import { losses, requiredText, single, submissionToken, text, whole } from './formValue';
import { parseGaveUp } from './winner';

/** A submitted battle, read and type-checked: the replay's battle row plus what is only recorded. */
export interface SubmittedBattle extends Omit<BattleEntry, 'row'> {
  date: Date;
  mission: string;
  note: string;
  submissionId: string;
}

/**
 * The form's fields in tab order (the first problem in this order gets focus): each key is the
 * name of a form control and of a payload property, and fills one Schlachten column, whose
 * header is the field's German label.
 */
export const BATTLE_FORM_COLUMNS = {
  runde: 'round',
  datum: 'date',
  angreifer: 'attacker',
  verteidiger: 'defender',
  mobilisierung: 'mobilisation',
  skaliertAuf: 'scaledTo',
  siegpunkteAngreifer: 'attackerVP',
  siegpunkteVerteidiger: 'defenderVP',
  verlusteAngreifer: 'attackerLosses',
  verlusteVerteidiger: 'defenderLosses',
  aufgegeben: 'gaveUp',
  rueckzug: 'retreatTo',
  mission: 'mission',
  notiz: 'note',
  einreichungsId: 'submissionId',
} as const satisfies Record<string, BattleColumn | BattleMapColumn>;

export type BattleFormKey = keyof typeof BATTLE_FORM_COLUMNS;
export const BATTLE_FORM_KEYS = Object.keys(BATTLE_FORM_COLUMNS) as BattleFormKey[];

/** The registry key of a form field: its Schlachten column's field. */
export function fieldKeyOf(key: BattleFormKey): FieldKey {
  return { ...BATTLES_SPEC.columns, ...BATTLES_MAP_SPEC.columns }[BATTLE_FORM_COLUMNS[key]].field;
}

/** The German label of a form field: the registry's header of its field. */
export function fieldLabel(key: BattleFormKey): string {
  return FIELDS[fieldKeyOf(key)].header;
}

/** The form field a RuleError is about (its `field`), if it is one of the form's. */
export function formKeyOf(field: FieldKey | undefined): BattleFormKey | undefined {
  if (field === undefined) return undefined;
  return BATTLE_FORM_KEYS.find((key) => fieldKeyOf(key) === field);
}

/** What the campaign says beyond the form: the current round, when known. */
export interface BattleFormContext {
  currentRound?: number;
}

/** A field the reader refused. `blank`: it is empty (a live form waits instead of complaining). */
export interface FieldProblem {
  field: BattleFormKey;
  message: string;
  blank: boolean;
}

export interface BattleFormReading {
  /** Every field that could be read. */
  values: Partial<SubmittedBattle>;
  /** Every field that could not, in form order. */
  problems: FieldProblem[];
  /** The whole battle, when there is no problem. */
  battle?: SubmittedBattle;
}

/** Mobilisierung and Skaliert auf: blank (and 0) mean none. */
function optionalWhole(value: unknown, key: FieldKey): number {
  // Any step and size is read; whether it fits is the battle rules' message (D2, D3).
  return isBlank(single(value, key)) ? 0 : whole(value, key, 0, Infinity);
}

/** Runde: from 1 to the round after the current one (a new round starts with its first battle). */
function round(value: unknown, key: FieldKey, context: BattleFormContext): number {
  return whole(value, key, 1, context.currentRound === undefined ? undefined : context.currentRound + 1);
}

type Readers = {
  [K in BattleFormKey]: (
    value: unknown,
    key: FieldKey,
    context: BattleFormContext,
  ) => SubmittedBattle[(typeof BATTLE_FORM_COLUMNS)[K]];
};

const ARMY_MISSING = 'bitte eine Armee wählen.';

const READERS: Readers = {
  runde: round,
  datum: (value, key) => parseIsoDate(text(value, key), FIELDS[key].header),
  angreifer: (value, key) => requiredText(value, key, ARMY_MISSING),
  verteidiger: (value, key) => requiredText(value, key, ARMY_MISSING),
  mobilisierung: optionalWhole,
  skaliertAuf: optionalWhole,
  siegpunkteAngreifer: (value, key) => whole(value, key),
  siegpunkteVerteidiger: (value, key) => whole(value, key),
  verlusteAngreifer: (value, key) => losses(value, key),
  verlusteVerteidiger: (value, key) => losses(value, key),
  aufgegeben: (value, key) => parseGaveUp(text(value, key)),
  // Optional: blank without a map; the replay decides whether the field is legal (M6).
  rueckzug: (value, key) => text(value, key),
  mission: (value, key) => text(value, key),
  notiz: (value, key) => text(value, key),
  einreichungsId: (value, key) => submissionToken(value, key),
};

/**
 * Reads every field of a battle form: numbers as numbers or German numeric text, texts
 * trimmed. Each refused field becomes a problem with its German message; the rest is read.
 */
export function readBattleForm(
  input: Partial<Record<BattleFormKey, unknown>>,
  context: BattleFormContext = {},
): BattleFormReading {
  const values: Partial<Record<BattleColumn | BattleMapColumn, unknown>> = {};
  const problems: FieldProblem[] = [];
  for (const key of BATTLE_FORM_KEYS) {
    const raw = input[key];
    try {
      values[BATTLE_FORM_COLUMNS[key]] = READERS[key](raw, fieldKeyOf(key), context);
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
      problems.push({ field: key, message: error.message, blank: isBlank(raw as CellValue) });
    }
  }
  const read = values as Partial<SubmittedBattle>;
  return { values: read, problems, battle: problems.length ? undefined : (read as SubmittedBattle) };
}
