/// <reference lib="dom" />
/**
 * "Schlacht eintragen": loads armies and pools from the sheet, shows the pre-battle numbers
 * and the outcome live while the players type, and submits the battle to the server.
 */
import { armyLabel, selectableArmies } from './armies';
import { BattleFormData, BattlePayload, BattleSubmitResult, PayloadKey } from './battleContract';
import { BattleEvaluation, FORM_FIELDS, FormValues, evaluateBattle, fieldForMessage, initialValues } from './battleForm';
import { byId, control, fill, setOptions, toggleToken } from './dom';
import { mobilisationHint, renderOutcome, renderPlan, savedMessage, scalingHint } from './preview';
import { callServer } from './scriptRun';
import { newSubmissionId } from './submissionId';

const form = byId<HTMLFormElement>('battle-form');
const submitButton = byId<HTMLButtonElement>('submit');
const submitLabel = byId('submit-label');
const errorBox = byId('form-error');
const statusLine = byId('status');

let data: BattleFormData | undefined;
let busy = false;
/** After a submit attempt, empty required fields are marked too, not only wrong ones. */
let markBlank = false;

function readValues(): FormValues {
  return Object.fromEntries(FORM_FIELDS.map((field) => [field, control(form, field).value])) as FormValues;
}

function select(name: PayloadKey): HTMLSelectElement {
  return control(form, name) as HTMLSelectElement;
}

function setStatus(text: string, kind: '' | 'success' | 'busy' = ''): void {
  statusLine.textContent = text;
  statusLine.className = kind ? `status ${kind}` : 'status';
}

function showError(message: string, field?: PayloadKey): void {
  fill(errorBox, message);
  errorBox.hidden = false;
  if (field) {
    const target = control(form, field);
    target.setAttribute('aria-invalid', 'true');
    toggleToken(target, 'aria-describedby', errorBox.id, true);
    target.focus();
  }
}

function clearError(): void {
  errorBox.hidden = true;
  errorBox.replaceChildren();
  for (const field of FORM_FIELDS) toggleToken(control(form, field), 'aria-describedby', errorBox.id, false);
}

function populateArmies(formData: BattleFormData): void {
  const options = [
    { value: '', text: '– Armee wählen –' },
    ...selectableArmies(formData).map((army) => ({ value: army.name, text: armyLabel(army) })),
  ];
  for (const name of ['angreifer', 'verteidiger'] as const) {
    setOptions(select(name), options);
    select(name).disabled = false;
  }
}

/** Offers only what the rules allow for the chosen armies; hides scaling when it is not allowed. */
function syncChoices(evaluation: BattleEvaluation): void {
  const mobilisation = evaluation.mobilisationOptions.length ? evaluation.mobilisationOptions : [0];
  setOptions(
    select('mobilisierung'),
    mobilisation.map((m) => ({ value: String(m), text: m === 0 ? 'keine' : `${m} Punkte` })),
  );
  select('mobilisierung').disabled = mobilisation.length < 2;
  setOptions(select('skaliertAuf'), [
    { value: '0', text: 'nicht skaliert' },
    ...evaluation.scalingOptions.map((s) => ({ value: String(s), text: `${s} Punkte` })),
  ]);
  byId('skalierung-field').hidden = evaluation.scalingOptions.length === 0;
  byId('mobilisierung-hint').textContent = mobilisationHint(evaluation);
  byId('skalierung-hint').textContent = scalingHint(evaluation);
}

function markInvalid(evaluation: BattleEvaluation): void {
  for (const field of FORM_FIELDS) {
    const invalid = evaluation.problems.some((p) => p.field === field && (markBlank || !p.blank));
    const target = control(form, field);
    if (invalid) target.setAttribute('aria-invalid', 'true');
    else target.removeAttribute('aria-invalid');
  }
}

function update(): BattleEvaluation | undefined {
  if (!data) return undefined;
  const evaluation = evaluateBattle(readValues(), data);
  syncChoices(evaluation);
  renderPlan(byId('plan'), evaluation);
  renderOutcome(byId('outcome'), evaluation);
  markInvalid(evaluation);
  return evaluation;
}

/** A fresh fill: new einreichungsId, empty result; Runde and Datum stay when `keepDate`. */
function resetForm(formData: BattleFormData, keepDate: boolean): void {
  const fresh = initialValues(formData, newSubmissionId());
  for (const field of FORM_FIELDS) {
    if (keepDate && (field === 'runde' || field === 'datum')) continue;
    control(form, field).value = fresh[field];
  }
  markBlank = false;
}

/** Fetches armies, levels and pools and offers them; the inputs stay as they are. */
async function loadFormData(): Promise<BattleFormData> {
  const formData = await callServer<BattleFormData>('getBattleFormData');
  data = formData;
  populateArmies(formData);
  submitButton.disabled = false;
  return formData;
}

function setBusy(on: boolean): void {
  busy = on;
  submitButton.disabled = on;
  form.classList.toggle('busy', on);
  form.setAttribute('aria-busy', String(on));
  submitLabel.textContent = on ? 'Wird gespeichert …' : 'Schlacht speichern';
}

async function submit(payload: BattlePayload): Promise<void> {
  setBusy(true);
  setStatus('Schlacht wird gespeichert …', 'busy');
  let result: BattleSubmitResult;
  try {
    result = await callServer<BattleSubmitResult>('submitBattle', payload);
  } catch (error) {
    setStatus('');
    const message = (error as Error).message;
    // A refusal often means the sheet changed meanwhile (another battle, a booking): show the
    // current armies and pools for the retry, keeping what the user typed.
    await loadFormData().then(update, () => undefined);
    showError(message, fieldForMessage(message));
    setBusy(false);
    return;
  }
  setStatus(savedMessage(result, payload), 'success');
  try {
    // Fresh levels and pools for the next battle; the saved one changed them.
    resetForm(await loadFormData(), true);
    update();
  } catch (error) {
    showError(`Gespeichert, aber die Armeeliste konnte nicht neu geladen werden: ${(error as Error).message}`);
  }
  setBusy(false);
  select('angreifer').focus();
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  if (busy || !data) return;
  clearError();
  markBlank = true;
  const evaluation = update();
  if (!evaluation) return;
  if (!evaluation.payload) {
    const first = evaluation.problems[0];
    showError(first?.message ?? 'Das Formular ist unvollständig.', first?.field);
    return;
  }
  void submit(evaluation.payload);
});

const onEdit = () => {
  if (busy) return;
  clearError();
  update();
};
form.addEventListener('input', onEdit);
form.addEventListener('change', onEdit);

setStatus('Lade Kampagnendaten …', 'busy');
loadFormData().then(
  (formData) => {
    resetForm(formData, false);
    update();
    setStatus('');
  },
  (error: Error) => {
    setStatus('');
    showError(`Kampagnendaten konnten nicht geladen werden: ${error.message}`);
  },
);
