/// <reference lib="dom" />
/**
 * "Schlacht eintragen": loads armies and pools from the sheet, shows the pre-battle numbers
 * and the outcome live while the players type, and submits the battle to the server.
 */
import { armyLabel, selectableArmies } from './armies';
import { BattleFormData, BattlePayload, BattleSubmitResult, PayloadKey } from '../shared/battleContract';
import { BattleEvaluation, FORM_FIELDS, FormValues, Problem, evaluateBattle, initialValues } from './battleForm';
import { byId, control, fill, setOptions, toggleToken } from './dom';
import { mountLossCalculators } from './lossCalculator';
import { mobilisationHint, renderOutcome, renderPlan, savedMessage, scalingHint } from './preview';
import { callServer } from './scriptRun';
import { newSubmissionId } from './submissionId';

const form = byId<HTMLFormElement>('battle-form');
const submitButton = byId<HTMLButtonElement>('submit');
const submitLabel = byId('submit-label');
const errorBox = byId('form-error');
const statusLine = byId('status');
const lossCalculators = mountLossCalculators(byId('verlustrechner'), form);

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

/** An error that belongs to no field (the campaign could not be read, the server refused). */
function showError(message: string): void {
  fill(errorBox, message);
  errorBox.hidden = false;
}

function clearError(): void {
  errorBox.hidden = true;
  errorBox.replaceChildren();
}

/** The message line under a field, made on first use; the control points to it. */
function fieldErrorLine(field: PayloadKey): HTMLElement {
  const id = `${field}-error`;
  const existing = document.getElementById(id);
  if (existing) return existing;
  const line = document.createElement('p');
  line.id = id;
  line.className = 'field-error';
  line.hidden = true;
  control(form, field).insertAdjacentElement('afterend', line);
  return line;
}

/**
 * Every problem next to its field, all at once, each once. Blank required fields wait for a
 * submit attempt (markBlank). Returns the problems shown.
 */
function showProblems(evaluation: BattleEvaluation): Problem[] {
  const shown = evaluation.problems.filter((p) => markBlank || !p.blank);
  for (const field of FORM_FIELDS) {
    if (control(form, field).type === 'hidden') continue;
    const messages = [...new Set(shown.filter((p) => p.field === field).map((p) => p.message))];
    const target = control(form, field);
    const line = fieldErrorLine(field);
    line.textContent = messages.join(' ');
    line.hidden = messages.length === 0;
    toggleToken(target, 'aria-describedby', line.id, messages.length > 0);
    if (messages.length) target.setAttribute('aria-invalid', 'true');
    else target.removeAttribute('aria-invalid');
  }
  // A hidden field (einreichungsId) has no place of its own: its message goes to the form.
  const unplaced = shown.filter((p) => control(form, p.field).type === 'hidden');
  if (unplaced.length) showError(unplaced.map((p) => p.message).join(' '));
  return shown;
}

function focusFirst(problems: Problem[]): void {
  const first = problems.find((p) => control(form, p.field).type !== 'hidden');
  if (first) control(form, first.field).focus();
}

/**
 * Offers `options` and keeps the current choice even when it is no longer among them (marked
 * as such): a value is never silently replaced, the evaluation flags it instead.
 */
function offer(target: HTMLSelectElement, options: Array<{ value: string; text: string }>, stale: (value: string) => string): void {
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
    [{ value: '0', text: 'nicht skaliert' }, ...evaluation.scalingOptions.map((s) => ({ value: String(s), text: `${s} Punkte` }))],
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
  showProblems(evaluation);
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
  markBlank = false;
}

/** Fetches armies, levels and pools and offers them; the inputs stay as they are. */
async function loadFormData(): Promise<BattleFormData> {
  const formData = await callServer('getBattleFormData');
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
    result = await callServer('submitBattle', payload);
  } catch (error) {
    setStatus('');
    const message = (error as Error).message;
    // A refusal often means the sheet changed meanwhile (another battle, a booking): show the
    // current armies and pools for the retry, keeping every value the user chose. Checked
    // against them, the form places the reason next to its field; what it cannot place (the
    // sheet refused, the lock was busy) is shown as the server said it.
    const evaluation = await loadFormData().then(update, () => undefined);
    const placed = evaluation ? showProblems(evaluation) : [];
    if (placed.length) focusFirst(placed);
    else showError(message);
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
    const shown = showProblems(evaluation);
    if (shown.length) focusFirst(shown);
    else showError('Das Formular ist unvollständig.');
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
