/**
 * Reads the form's values into a payload for submitBattle and computes, with the same rules
 * functions the server uses, everything the preview shows. No rule is decided here: every
 * number and every message comes from src/rules.
 */
import {
  BattleOutcome,
  BattlePlan,
  POINT_STEP,
  RuleError,
  isBlank,
  parseGaveUp,
  parseIsoDate,
  parseNumber,
  planBattle,
  resolveBattle,
  wholeNumber,
} from '../rules';
import { findArmy, playerOf } from './armies';
import { ArmyInfo, BattleFormData, BattlePayload, PayloadKey, PlayerInfo } from './battleContract';

/** Every payload key, in the form's tab order (the first problem in this order gets focus). */
export const FORM_FIELDS = [
  'runde',
  'datum',
  'angreifer',
  'verteidiger',
  'mobilisierung',
  'skaliertAuf',
  'siegpunkteAngreifer',
  'siegpunkteVerteidiger',
  'verlusteAngreifer',
  'verlusteVerteidiger',
  'aufgegeben',
  'mission',
  'notiz',
  'einreichungsId',
] as const satisfies readonly PayloadKey[];

export type FormValues = Record<PayloadKey, string>;

/** The labels the rules functions put at the start of their messages, per form field. */
const MESSAGE_PREFIXES: Array<[string, PayloadKey]> = [
  ['Runde', 'runde'],
  ['Stufe des Angreifers', 'angreifer'],
  ['Stufe des Verteidigers', 'verteidiger'],
  ['Versorgungspool', 'verteidiger'],
  ['Mobilisierung', 'mobilisierung'],
  ['Skalier', 'skaliertAuf'],
  ['Siegpunkte Angreifer', 'siegpunkteAngreifer'],
  ['Siegpunkte Verteidiger', 'siegpunkteVerteidiger'],
  ['Verluste Angreifer', 'verlusteAngreifer'],
  ['Verluste Verteidiger', 'verlusteVerteidiger'],
  ['Aufgegeben', 'aufgegeben'],
  // The server names an army by its side: 'Verteidiger "Eiserne Wacht" ist vernichtet …'.
  ['Angreifer', 'angreifer'],
  ['Verteidiger', 'verteidiger'],
];

export interface Problem {
  field: PayloadKey;
  message: string;
  /** The field is empty: the live preview waits instead of complaining. */
  blank: boolean;
}

export interface BattleEvaluation {
  attacker?: ArmyInfo;
  defender?: ArmyInfo;
  /** The defender's player, whose pool pays for mobilisation. */
  defenderPlayer?: PlayerInfo;
  /** What the Mobilisierung select may offer (empty until both armies are chosen). */
  mobilisationOptions: number[];
  mobilisation: number;
  /** What the Skaliert-auf select may offer besides 0 (empty when scaling is not allowed). */
  scalingOptions: number[];
  scaledTo: number;
  plan?: BattlePlan;
  outcome?: BattleOutcome;
  /** Everything that stops a submission, in form order. */
  problems: Problem[];
  /** Set when there are no problems. */
  payload?: BattlePayload;
}

/** The form field a rules message is about, read from the label it starts with. */
export function fieldForMessage(message: string): PayloadKey | undefined {
  return MESSAGE_PREFIXES.find(([prefix]) => message.startsWith(prefix))?.[1];
}

function ruleMessage(error: unknown): string {
  if (error instanceof RuleError) return error.message;
  throw error;
}

/** Mobilisation moves in whole steps, so the select offers 0, 250, … up to the maximum. */
export function mobilisationSteps(max: number): number[] {
  const steps: number[] = [];
  for (let m = 0; m <= max; m += POINT_STEP) steps.push(m);
  return steps;
}

function today(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Values for a fresh form: the current round and today's date (local time, not UTC). */
export function initialValues(data: BattleFormData, einreichungsId: string): FormValues {
  const values = Object.fromEntries(FORM_FIELDS.map((f) => [f, ''])) as FormValues;
  return { ...values, runde: String(data.runde), datum: today(), mobilisierung: '0', skaliertAuf: '0', einreichungsId };
}

export function evaluateBattle(values: FormValues, data: BattleFormData): BattleEvaluation {
  const problems: Problem[] = [];
  const problem = (field: PayloadKey, message: string, blank = false) => problems.push({ field, message, blank });

  /** Runs a rules call; a RuleError becomes a problem on `field` (or the field its message names). */
  function attempt<T>(field: PayloadKey, compute: () => T): T | undefined {
    try {
      return compute();
    } catch (error) {
      const message = ruleMessage(error);
      const named = fieldForMessage(message) ?? field;
      problem(named, message, isBlank(values[named]));
      return undefined;
    }
  }

  const runde = attempt('runde', () => wholeNumber(parseNumber(values.runde, 'Runde'), 'Runde', 1));
  const datum = values.datum.trim();
  attempt('datum', () => parseIsoDate(datum));

  const evaluation: BattleEvaluation = { mobilisationOptions: [], mobilisation: 0, scalingOptions: [], scaledTo: 0, problems };
  const army = (field: 'angreifer' | 'verteidiger', label: string): ArmyInfo | undefined => {
    const name = values[field];
    if (!name) problem(field, `${label} fehlt; bitte eine Armee wählen.`, true);
    const found = name ? findArmy(data, name) : undefined;
    if (name && !found) problem(field, `Armee "${name}" ist nicht mehr wählbar (vernichtet oder unbekannt).`);
    return found;
  };
  const attacker = army('angreifer', 'Angreifer');
  let defender = army('verteidiger', 'Verteidiger');
  if (attacker && defender && attacker.name === defender.name) {
    problem('verteidiger', 'Angreifer und Verteidiger müssen verschiedene Armeen sein.');
    defender = undefined;
  }
  evaluation.attacker = attacker;
  evaluation.defender = defender;

  if (attacker && defender) {
    const defenderPlayer = playerOf(data, defender);
    evaluation.defenderPlayer = defenderPlayer;
    const setup = { attackerLevel: attacker.stufe, defenderLevel: defender.stufe, defenderPool: defenderPlayer?.versorgungspool };
    // Options first (plan with nothing chosen), then the chosen values, so a value the new
    // armies no longer allow falls back to 0 instead of failing.
    const base = attempt('verteidiger', () => planBattle(setup));
    if (base) {
      evaluation.mobilisationOptions = mobilisationSteps(base.maxMobilisation);
      const chosen = Number(values.mobilisierung);
      evaluation.mobilisation = evaluation.mobilisationOptions.includes(chosen) ? chosen : 0;
      const unscaled = attempt('mobilisierung', () => planBattle({ ...setup, mobilisation: evaluation.mobilisation }));
      if (unscaled) {
        evaluation.scalingOptions = unscaled.scalingOptions;
        const scaled = Number(values.skaliertAuf);
        evaluation.scaledTo = unscaled.scalingOptions.includes(scaled) ? scaled : 0;
        evaluation.plan = evaluation.scaledTo
          ? attempt('skaliertAuf', () => planBattle({ ...setup, mobilisation: evaluation.mobilisation, scaledTo: evaluation.scaledTo }))
          : unscaled;
      }
    }
  }

  const number = (field: PayloadKey, label: string) => attempt(field, () => parseNumber(values[field], label));
  const attackerVP = number('siegpunkteAngreifer', 'Siegpunkte Angreifer');
  const defenderVP = number('siegpunkteVerteidiger', 'Siegpunkte Verteidiger');
  const attackerLosses = number('verlusteAngreifer', 'Verluste Angreifer');
  const defenderLosses = number('verlusteVerteidiger', 'Verluste Verteidiger');
  const gaveUp = attempt('aufgegeben', () => parseGaveUp(values.aufgegeben));
  const report =
    attackerVP !== undefined && defenderVP !== undefined && attackerLosses !== undefined && defenderLosses !== undefined && gaveUp !== undefined
      ? { attackerVP, defenderVP, gaveUp, attackerLosses, defenderLosses }
      : undefined;
  const plan = evaluation.plan;
  if (plan && report) evaluation.outcome = attempt('verlusteAngreifer', () => resolveBattle(plan, report));

  const order = (p: Problem) => FORM_FIELDS.indexOf(p.field as (typeof FORM_FIELDS)[number]);
  problems.sort((a, b) => order(a) - order(b));
  if (problems.length === 0 && report && evaluation.outcome && runde !== undefined && attacker && defender) {
    evaluation.payload = {
      runde,
      datum,
      angreifer: attacker.name,
      verteidiger: defender.name,
      mobilisierung: evaluation.mobilisation,
      skaliertAuf: evaluation.scaledTo,
      siegpunkteAngreifer: report.attackerVP,
      siegpunkteVerteidiger: report.defenderVP,
      aufgegeben: report.gaveUp,
      verlusteAngreifer: report.attackerLosses,
      verlusteVerteidiger: report.defenderLosses,
      mission: values.mission.trim(),
      notiz: values.notiz.trim(),
      einreichungsId: values.einreichungsId,
    };
  }
  return evaluation;
}
