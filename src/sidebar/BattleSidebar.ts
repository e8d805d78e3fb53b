/// <reference lib="dom" />
/**
 * "Schlacht eintragen": loads armies and pools from the sheet, shows the pre-battle numbers
 * and the outcome live while the players type, and submits the battle to the server.
 */
import { armyLabel, selectableArmies } from './armies';
import { BattleFormData, BattlePayload, BattleSubmitResult, PayloadKey } from '../shared/battleContract';
import { BattleEvaluation, FORM_FIELDS, FormValues, evaluateBattle, initialValues } from './battleForm';
import { byId, control, setOptions } from './dom';
import { FormFeedback } from './formFeedback';
import { FormRunner } from './formRunner';
import { formKeyOf } from '../rules/battleForm';
import { mountLossCalculators } from './lossCalculator';
import { renderMap } from './mapControls';
import { battleSavedMessage, BattleOnTheMap } from '../rules/savedMessages';
import { mobilisationHint, renderOutcome, renderPlan, scalingHint } from './preview';
import { callForData, callServer } from './scriptRun';
import { newSubmissionId } from './submissionId';

const form = byId<HTMLFormElement>('battle-form');
const submitButton = byId<HTMLButtonElement>('submit');
const submitLabel = byId('submit-label');
const errorBox = byId('form-error');
const statusLine = byId('status');
const feedback = new FormFeedback(
  { form, errorBox, statusLine, submitButton, submitLabel, idleLabel: 'Schlacht speichern' },
  FORM_FIELDS,
);
const lossCalculators = mountLossCalculators(byId('verlustrechner'), form);

let data: BattleFormData | undefined;

function readValues(): FormValues {
  return Object.fromEntries(FORM_FIELDS.map((field) => [field, control(form, field).value])) as FormValues;
}

function select(name: PayloadKey): HTMLSelectElement {
  return control(form, name) as HTMLSelectElement;
}

/**
 * Offers `options` and keeps the current choice even when it is no longer among them (marked
 * as such): a value is never silently replaced, the evaluation flags it instead.
 */
function offer(
  target: HTMLSelectElement,
  options: Array<{ value: string; text: string }>,
  stale: (value: string) => string,
): void {
  const current = target.value;
  const kept = current && !options.some((o) => o.value === current) ? [{ value: current, text: stale(current) }] : [];
  setOptions(target, [...options, ...kept]);
}

function populateArmies(formData: BattleFormData): void {
  const options = [
    { value: '', text: '– Armee wählen –' },
    ...selectableArmies(formData).map((army) => ({ value: army.name, text: armyLabel(army) })),
  ];
  for (const name of ['angreifer', 'verteidiger'] as const) {
    offer(select(name), options, (value) => `${value} (nicht mehr wählbar)`);
    select(name).disabled = false;
  }
}

/**
 * Offers what the rules allow for the chosen armies. A choice they no longer allow stays chosen
 * and flagged (never reset to none behind the user's back); scaling shows while it is offered
 * or chosen.
 */
function syncChoices(evaluation: BattleEvaluation): void {
  const mobilisation = evaluation.mobilisationOptions.length ? evaluation.mobilisationOptions : [0];
  const points = (value: string) => `${value} Punkte (nicht erlaubt)`;
  offer(
    select('mobilisierung'),
    mobilisation.map((m) => ({ value: String(m), text: m === 0 ? 'keine' : `${m} Punkte` })),
    points,
  );
  select('mobilisierung').disabled = mobilisation.length < 2 && evaluation.mobilisation === mobilisation[0];
  offer(
    select('skaliertAuf'),
    [
      { value: '0', text: 'nicht skaliert' },
      ...evaluation.scalingOptions.map((s) => ({ value: String(s), text: `${s} Punkte` })),
    ],
    points,
  );
  byId('skalierung-field').hidden = evaluation.scalingOptions.length === 0 && evaluation.scaledTo === 0;
  byId('mobilisierung-hint').textContent = mobilisationHint(evaluation);
  byId('skalierung-hint').textContent = scalingHint(evaluation);
}

function update(): BattleEvaluation | undefined {
  if (!data) return undefined;
  const evaluation = evaluateBattle(readValues(), data);
  syncChoices(evaluation);
  renderPlan(byId('plan'), evaluation);
  renderOutcome(byId('outcome'), evaluation);
  renderMap(evaluation.map, select('rueckzug'), (target, options) =>
    offer(target, options, (value) => `${value} (nicht erlaubt)`),
  );
  feedback.showProblems(evaluation.problems);
  return evaluation;
}

/** A fresh fill: new einreichungsId, empty result; Runde and Datum stay when `keepDate`. */
function resetForm(formData: BattleFormData, keepDate: boolean): void {
  const fresh = initialValues(formData, newSubmissionId());
  for (const field of FORM_FIELDS) {
    if (keepDate && (field === 'runde' || field === 'datum')) continue;
    control(form, field).value = fresh[field];
  }
  // Offered afresh: an army kept as "nicht mehr wählbar" for the last battle goes.
  populateArmies(formData);
  lossCalculators.reset();
  feedback.reset();
}

/** Fetches armies, levels and pools and offers them; the inputs stay as they are. */
async function loadFormData(): Promise<BattleFormData> {
  const formData = await callForData('getBattleFormData');
  data = formData;
  populateArmies(formData);
  submitButton.disabled = false;
  return formData;
}

/** The battle's place on the map as the form shows it, for the saved message. */
function onTheMap(): BattleOnTheMap | undefined {
  const evaluation = data && evaluateBattle(readValues(), data);
  const attackedField = evaluation?.map?.attackedField;
  if (!attackedField || !evaluation.attacker || !evaluation.defender) return undefined;
  return { attackedField, attackerPlayer: evaluation.attacker.spieler, defenderPlayer: evaluation.defender.spieler };
}

const runner = new FormRunner<PayloadKey, BattlePayload, BattleSubmitResult>({
  form,
  feedback,
  busyText: 'Schlacht wird gespeichert …',
  send: (payload) => callServer('submitBattle', payload),
  controlOf: (field) => formKeyOf(field),
  recheck: () => loadFormData().then(update),
  async saved(result, payload) {
    // Where the battle stood on the map, from the form as it was sent (before the reload below).
    feedback.setStatus(battleSavedMessage(result, payload, onTheMap()), 'success');
    try {
      // Fresh levels and pools for the next battle; the saved one changed them.
      resetForm(await loadFormData(), true);
      update();
    } catch {
      feedback.showError('Gespeichert, aber die Armeeliste konnte nicht neu geladen werden. Bitte die Seitenleiste neu öffnen.');
    }
    select('angreifer').focus();
  },
});

feedback.listen(update, (payload) => void runner.submit(payload));

feedback.setStatus('Lade Kampagnendaten …', 'busy');
loadFormData().then(
  (formData) => {
    resetForm(formData, false);
    update();
    feedback.setStatus('');
  },
  (error: Error) => {
    feedback.setStatus('');
    feedback.showError(`Kampagnendaten konnten nicht geladen werden: ${error.message}`);
  },
);
