/**
 * Reads the form's values into a payload for submitBattle and evaluates the battle with the
 * server's own CampaignState, replayed from the campaign's tables up to the battle's round:
 * what the preview shows is what the save computes. No rule is decided here.
 */
import { BattleOutcome, BattlePlan, POINT_STEP, RuleError, checkLosses, isBlank } from '../rules';
import { BATTLE_FORM_KEYS, fieldLabel, formKeyOf, readBattleForm } from '../rules/battleForm';
import { AppliedBattle, ArmyState, CampaignState, campaignStateBefore, PlannedBattle } from '../rules/campaign';
import { ArmyInfo, BattleFormData, BattlePayload, PayloadKey, PlayerInfo } from '../shared/battleContract';
import { evaluateMap, MapEvaluation } from './retreatChoice';
import { today } from './kit/today';

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

/** Values for a fresh form: the current round and today's date (local time, not UTC). */
export function initialValues(data: BattleFormData, einreichungsId: string): FormValues {
  const values = Object.fromEntries(FORM_FIELDS.map((f) => [f, ''])) as FormValues;
  return { ...values, runde: String(data.runde), datum: today(), mobilisierung: '0', skaliertAuf: '0', einreichungsId };
}

/** The campaign as a battle of `round` finds it, replayed once per form data and round. */
const states = new WeakMap<BattleFormData, Map<number, CampaignState>>();

export function stateBeforeBattle(data: BattleFormData, round: number): CampaignState {
  let byRound = states.get(data);
  if (!byRound) states.set(data, (byRound = new Map()));
  let state = byRound.get(round);
  if (!state) byRound.set(round, (state = campaignStateBefore(data.kampagne, { kind: 'battle', round })));
  return state;
}

const armyInfo = (a: ArmyState): ArmyInfo => ({
  name: a.army.name,
  spieler: a.owner.name,
  stufe: a.army.level,
  status: a.army.status,
});

export function evaluateBattle(values: FormValues, data: BattleFormData): BattleEvaluation {
  const reading = readBattleForm(values, { currentRound: data.runde });
  const problems: Problem[] = [...reading.problems];
  const read = reading.values;
  const evaluation: BattleEvaluation = {
    mobilisationOptions: [],
    mobilisation: read.mobilisation ?? 0,
    scalingOptions: [],
    scaledTo: read.scaledTo ?? 0,
    problems,
  };

  /** Runs a CampaignState call; its RuleError becomes a problem on the field it names (else on `field`). */
  function attempt<T>(field: PayloadKey, compute: () => T): T | undefined {
    try {
      return compute();
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
      const key = formKeyOf(error.field) ?? field;
      problems.push({ field: key, message: error.message, blank: isBlank(values[key]) });
      return undefined;
    }
  }

  // The battle is evaluated in the round the form says, with exactly what the replay applies before it.
  // A Runde that cannot be read plans in the current round meanwhile; it is flagged, nothing is sent.
  const round = read.round ?? data.runde;
  const state = stateBeforeBattle(data, round);
  let planned: PlannedBattle | undefined;
  if (read.attacker && read.defender) {
    const setup = { round, attacker: read.attacker, defender: read.defender, retreatTo: read.retreatTo ?? '' };
    // Options first (plan with nothing chosen), then the chosen values. A chosen value the
    // armies or the pool no longer allow stays chosen and is flagged: never silently reset.
    const base = attempt('verteidiger', () => state.planBattle(setup));
    if (base) {
      evaluation.attacker = armyInfo(base.attacker);
      evaluation.defender = armyInfo(base.defender);
      evaluation.defenderPlayer = { name: base.defender.owner.name, versorgungspool: base.defenderPoolBefore };
      evaluation.mobilisationOptions = mobilisationSteps(base.plan.maxMobilisation);
      const mobilised = attempt('mobilisierung', () => state.planBattle({ ...setup, mobilisation: evaluation.mobilisation }));
      evaluation.scalingOptions = (mobilised ?? base).plan.scalingOptions;
      // Scaling is judged on the chosen mobilisation; while that is wrong, it waits.
      planned =
        mobilised && evaluation.scaledTo
          ? attempt('skaliertAuf', () =>
              state.planBattle({ ...setup, mobilisation: evaluation.mobilisation, scaledTo: evaluation.scaledTo }),
            )
          : mobilised;
      evaluation.plan = planned?.plan;
    }
  }

  const battle = reading.battle;
  let applied: AppliedBattle | undefined;
  if (planned) {
    // Each side's typed losses against its played points, both at once: the check the battle
    // rules make first (resolveBattle), with the same messages, attacker before defender.
    const plan = planned.plan;
    if (read.attackerLosses !== undefined)
      attempt('verlusteAngreifer', () =>
        checkLosses(read.attackerLosses!, plan.attacker, fieldLabel('verlusteAngreifer'), 'attackerLosses'),
      );
    if (read.defenderLosses !== undefined)
      attempt('verlusteVerteidiger', () =>
        checkLosses(read.defenderLosses!, plan.defender, fieldLabel('verlusteVerteidiger'), 'defenderLosses'),
      );
  }
  if (battle && planned && problems.length === 0) {
    // The whole battle, as the server will check it: the same CampaignState methods. The
    // outcome first (the retreat fields depend on it), then the retreat (M6).
    const resolved = attempt('verlusteAngreifer', () => state.resolveBattle({ ...battle, row: 0 }));
    evaluation.outcome = resolved?.outcome;
    if (resolved) applied = attempt('rueckzug', () => state.checkBattle({ ...battle, row: 0 }));
  }

  evaluation.map = evaluateMap(state, planned, evaluation.outcome);

  const order = (p: Problem) => FORM_FIELDS.indexOf(p.field);
  problems.sort((a, b) => order(a) - order(b));
  if (problems.length === 0 && battle && applied) {
    evaluation.payload = {
      runde: battle.round,
      datum: values.datum.trim(),
      angreifer: applied.attacker,
      verteidiger: applied.defender,
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
