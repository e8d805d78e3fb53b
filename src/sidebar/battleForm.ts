/**
 * Reads the form's values into a payload for submitBattle and computes, with the same rules
 * functions the server uses, everything the preview shows. No rule is decided here: every
 * number and every message comes from src/rules.
 */
import { BattleOutcome, BattlePlan, POINT_STEP, RuleError, checkLosses, isBlank, planBattle, resolveBattle } from '../rules';
import { BATTLE_FORM_KEYS, fieldLabel, formKeyOf, readBattleForm } from '../rules/battleForm';
import { ArmyInfo, BattleFormData, BattlePayload, PayloadKey, PlayerInfo } from '../shared/battleContract';
import { findArmy, playerOf } from './armies';
import { evaluateMap, MapEvaluation } from './retreatChoice';

/** Every payload key, in the form's tab order (the first problem in this order gets focus). */
export const FORM_FIELDS = BATTLE_FORM_KEYS;

export type FormValues = Record<PayloadKey, string>;

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
  /** The battle on the map: attacked field, retreat fields (empty without a map). */
  map?: MapEvaluation;
  /** Everything that stops a submission, in form order. */
  problems: Problem[];
  /** Set when there are no problems. */
  payload?: BattlePayload;
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
  const reading = readBattleForm(values, { currentRound: data.runde });
  const problems: Problem[] = [...reading.problems];
  const problem = (field: PayloadKey, message: string) => problems.push({ field, message, blank: isBlank(values[field]) });
  const read = reading.values;

  /** Runs a rules call; a RuleError becomes a problem on the field it names (else on `field`). */
  function attempt<T>(field: PayloadKey, compute: () => T): T | undefined {
    try {
      return compute();
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
      problem(formKeyOf(error.field) ?? field, error.message);
      return undefined;
    }
  }

  const evaluation: BattleEvaluation = {
    mobilisationOptions: [],
    mobilisation: read.mobilisation ?? 0,
    scalingOptions: [],
    scaledTo: read.scaledTo ?? 0,
    problems,
  };
  const army = (field: 'angreifer' | 'verteidiger', name: string | undefined): ArmyInfo | undefined => {
    const found = name ? findArmy(data, name) : undefined;
    if (name && !found) problem(field, `Armee "${name}" ist nicht mehr wählbar (vernichtet oder unbekannt).`);
    return found;
  };
  const attacker = army('angreifer', read.attacker);
  let defender = army('verteidiger', read.defender);
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
    // Options first (plan with nothing chosen), then the chosen values. A chosen value the
    // armies or the pool no longer allow stays chosen and is flagged: never silently reset.
    const base = attempt('verteidiger', () => planBattle(setup));
    if (base) {
      evaluation.mobilisationOptions = mobilisationSteps(base.maxMobilisation);
      const mobilised = attempt('mobilisierung', () => planBattle({ ...setup, mobilisation: evaluation.mobilisation }));
      evaluation.scalingOptions = (mobilised ?? base).scalingOptions;
      // Scaling is judged on the chosen mobilisation; while that is wrong, it waits.
      const scaled =
        mobilised && evaluation.scaledTo
          ? attempt('skaliertAuf', () =>
              planBattle({ ...setup, mobilisation: mobilised.mobilisation, scaledTo: evaluation.scaledTo }),
            )
          : mobilised;
      evaluation.plan = scaled;
    }
  }

  const { attackerVP, defenderVP, gaveUp, attackerLosses, defenderLosses } = read;
  const plan = evaluation.plan;
  if (plan) {
    // Each side's losses on their own, so both are flagged at once.
    if (attackerLosses !== undefined)
      attempt('verlusteAngreifer', () => checkLosses(attackerLosses, plan.attacker, fieldLabel('verlusteAngreifer')));
    if (defenderLosses !== undefined)
      attempt('verlusteVerteidiger', () => checkLosses(defenderLosses, plan.defender, fieldLabel('verlusteVerteidiger')));
  }
  const report =
    attackerVP !== undefined &&
    defenderVP !== undefined &&
    attackerLosses !== undefined &&
    defenderLosses !== undefined &&
    gaveUp !== undefined
      ? { attackerVP, defenderVP, gaveUp, attackerLosses, defenderLosses }
      : undefined;
  if (plan && report && !problems.some((p) => p.field === 'verlusteAngreifer' || p.field === 'verlusteVerteidiger')) {
    evaluation.outcome = attempt('verlusteAngreifer', () => resolveBattle(plan, report));
  }

  evaluation.map = evaluateMap(data, attacker, defender, evaluation.outcome, values.rueckzug ?? '');
  problems.push(...evaluation.map.problems);

  const order = (p: Problem) => FORM_FIELDS.indexOf(p.field);
  problems.sort((a, b) => order(a) - order(b));
  const battle = reading.battle;
  if (problems.length === 0 && battle && evaluation.outcome && attacker && defender) {
    evaluation.payload = {
      runde: battle.round,
      datum: values.datum.trim(),
      angreifer: attacker.name,
      verteidiger: defender.name,
      mobilisierung: battle.mobilisation,
      skaliertAuf: battle.scaledTo,
      siegpunkteAngreifer: battle.attackerVP,
      siegpunkteVerteidiger: battle.defenderVP,
      aufgegeben: battle.gaveUp,
      rueckzug: battle.retreatTo ?? '',
      verlusteAngreifer: battle.attackerLosses,
      verlusteVerteidiger: battle.defenderLosses,
      mission: battle.mission,
      notiz: battle.note,
      einreichungsId: battle.submissionId,
    };
  }
  return evaluation;
}
