/**
 * The battle form as both its readers see it: the sidebar (live, values as typed) and
 * submitBattle (the payload google.script.run delivers). One reader, so the two can never
 * disagree about what a field accepts.
 */
import { MAX_SUBMISSION_ID, MAX_VICTORY_POINTS } from './constants';
import { BattleEntry } from './campaign/entries';
import { BATTLES_MAP_SPEC, BATTLES_SPEC, BattleColumn, BattleMapColumn } from './campaign/columns';
import { CellValue, isBlank } from './cells/cellValue';
import { parseIsoDate } from './cells/parseIsoDate';
import { ATTACKER_LEVEL, ATTACKER_POINTS, DEFENDER_LEVEL, DEFENDER_POINTS, DEFENDER_POOL } from './labels';
import { RuleError } from './ruleError';
import { requiredText, single, text, whole } from './formValue';
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

/** The German label of a form field: the header of its Schlachten column. */
export function fieldLabel(key: BattleFormKey): string {
  return { ...BATTLES_SPEC.columns, ...BATTLES_MAP_SPEC.columns }[BATTLE_FORM_COLUMNS[key]].header;
}

/** Values the rules derive from a chosen army: their errors belong next to that army. */
const DERIVED_FROM: Record<string, BattleFormKey> = {
  [ATTACKER_LEVEL]: 'angreifer',
  [ATTACKER_POINTS]: 'angreifer',
  [DEFENDER_LEVEL]: 'verteidiger',
  [DEFENDER_POINTS]: 'verteidiger',
  [DEFENDER_POOL]: 'verteidiger',
};

/** The form field a RuleError is about (its `field`), if it is one of the form's. */
export function formKeyOf(field: string | undefined): BattleFormKey | undefined {
  if (field === undefined) return undefined;
  return BATTLE_FORM_KEYS.find((key) => fieldLabel(key) === field) ?? DERIVED_FROM[field];
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
function optionalWhole(value: unknown, label: string): number {
  return isBlank(single(value, label)) ? 0 : whole(value, label, 0);
}

/** Runde: from 1 to the round after the current one (a new round starts with its first battle). */
function round(value: unknown, label: string, context: BattleFormContext): number {
  return whole(value, label, 1, context.currentRound === undefined ? undefined : context.currentRound + 1);
}

type Readers = {
  [K in BattleFormKey]: (
    value: unknown,
    label: string,
    context: BattleFormContext,
  ) => SubmittedBattle[(typeof BATTLE_FORM_COLUMNS)[K]];
};

const ARMY_MISSING = 'bitte eine Armee wählen.';

const READERS: Readers = {
  runde: round,
  datum: (value, label) => parseIsoDate(text(value, label), label),
  angreifer: (value, label) => requiredText(value, label, ARMY_MISSING),
  verteidiger: (value, label) => requiredText(value, label, ARMY_MISSING),
  mobilisierung: optionalWhole,
  skaliertAuf: optionalWhole,
  siegpunkteAngreifer: (value, label) => whole(value, label, 0, MAX_VICTORY_POINTS),
  siegpunkteVerteidiger: (value, label) => whole(value, label, 0, MAX_VICTORY_POINTS),
  verlusteAngreifer: (value, label) => whole(value, label, 0),
  verlusteVerteidiger: (value, label) => whole(value, label, 0),
  aufgegeben: (value, label) => parseGaveUp(text(value, label)),
  // Optional: blank without a map; the replay decides whether the field is legal (M6).
  rueckzug: (value, label) => text(value, label),
  mission: (value, label) => text(value, label),
  notiz: (value, label) => text(value, label),
  einreichungsId: (value, label) =>
    requiredText(value, label, 'die Seitenleiste erzeugt sie; bitte das Formular neu laden.', MAX_SUBMISSION_ID),
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
      values[BATTLE_FORM_COLUMNS[key]] = READERS[key](raw, fieldLabel(key), context);
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
      problems.push({ field: key, message: error.message, blank: isBlank(raw as CellValue) });
    }
  }
  const read = values as Partial<SubmittedBattle>;
  return { values: read, problems, battle: problems.length ? undefined : (read as SubmittedBattle) };
}
