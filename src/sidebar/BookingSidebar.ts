/// <reference lib="dom" />
/**
 * "Buchung eintragen": loads armies, pools and the map from the sheet, shows the fields the
 * chosen Art uses and the booking's consequences live (pool after, Stufe after, field after),
 * and submits it to the server.
 */
import { BOOKING_FORM_FIELDS, bookingKeyOf, fieldsOfKind, upgradeSupply } from '../rules/bookingForm';
import { FORM_KINDS, NEW_ARMY, UPGRADE } from '../rules/bookingKinds';
import { MAX_LEVEL } from '../rules/constants';
import { ARMY_DESTROYED } from '../rules/campaign/replayResult';
import { MOVE, CORRECTION } from '../rules/map/moves';
import { BookingFormData, BookingPayload, BookingSubmitResult } from '../shared/bookingContract';
import {
  BOOKING_CONTROLS,
  BookingControl,
  BookingEvaluation,
  BookingValues,
  controlOf,
  evaluateBooking,
  initialBookingValues,
  standingFor,
} from './bookingEvaluation';
import { roundPhaseLabel } from '../rules/rounds/roundPhaseLabel';
import { armyLabel, byPlayer } from './armies';
import { byId, control, fill, h, setOptions } from './dom';
import { FormFeedback } from './formFeedback';
import { FieldControlSpec, fieldControl, fieldPair, formFooter, submissionIdControl } from './kit/fieldControls';
import { bookingSavedMessage } from '../rules/savedMessages';
import { FormRunner } from './formRunner';
import { callForData, callServer } from './scriptRun';
import { newSubmissionId } from './submissionId';
import { followedRound, reloadOnReturn } from './followRound';

const form = byId<HTMLFormElement>('booking-form');
renderBookingForm(form);
const submitButton = byId<HTMLButtonElement>('submit');
const submitLabel = byId('submit-label');
const errorBox = byId('form-error');
const statusLine = byId('status');
const feedback = new FormFeedback(
  { form, errorBox, statusLine, submitButton, submitLabel, idleLabel: 'Buchung speichern' },
  BOOKING_CONTROLS,
);

let data: BookingFormData | undefined;

/** The form from the field registry; each field's wrapper says which control it is (shown by the Art). */
function renderBookingForm(target: HTMLFormElement): void {
  const field = (name: BookingControl, more: Omit<FieldControlSpec, 'name' | 'field'> = {}): FieldControlSpec => ({
    name,
    field: name === 'neueArmee' ? BOOKING_FORM_FIELDS.armee : BOOKING_FORM_FIELDS[name],
    wrapperAttributes: { 'data-field': name },
    ...more,
  });
  target.noValidate = true;
  fill(
    target,
    h(
      'fieldset',
      {},
      h('legend', {}, 'Buchung'),
      fieldControl(field('art')),
      fieldPair(field('runde', { required: true }), field('datum', { required: true })),
      fieldControl(field('spieler', { disabled: true, options: [{ value: '', text: 'Lade Spieler …' }] })),
      fieldControl(field('armee', { disabled: true, options: [{ value: '', text: 'Lade Armeen …' }] })),
      // A new army's name is typed: the army field as a text box, named for what it asks.
      fieldControl(field('neueArmee', { control: 'input', label: 'Name der neuen Armee' })),
      fieldControl(field('startstufe', { control: 'select' })),
      fieldPair(field('stufen'), field('versorgung', { hint: true })),
      fieldControl(field('feld')),
      fieldControl(field('notiz', { control: 'textarea' })),
      h('div', { id: 'consequences', class: 'preview', 'aria-live': 'polite' }),
    ),
    submissionIdControl(),
    ...formFooter('Buchung speichern'),
  );
}

const select = (name: BookingControl) => control(form, name) as HTMLSelectElement;

function readValues(): BookingValues {
  return Object.fromEntries(BOOKING_CONTROLS.map((c) => [c, control(form, c).value])) as BookingValues;
}

/** Offers `options`, keeping a choice no longer among them (marked) so it is never silently replaced. */
function offer(target: HTMLSelectElement, options: Array<{ value: string; text: string; group?: string }>): void {
  const current = target.value;
  const kept =
    current && !options.some((o) => o.value === current) ? [{ value: current, text: `${current} (nicht wählbar)` }] : [];
  setOptions(target, [...options, ...kept]);
}

/** The Arten the campaign allows: Bewegung only with a map. */
function populateKinds(formData: BookingFormData): void {
  const kinds = FORM_KINDS.filter((k) => k !== MOVE || formData.felder !== null);
  setOptions(
    select('art'),
    kinds.map((k) => ({ value: k, text: k })),
  );
  setOptions(
    select('startstufe'),
    Array.from({ length: MAX_LEVEL }, (_, i) => ({ value: String(i + 1), text: `Stufe ${i + 1}` })),
  );
}

/** Lists that depend on the Art (and for a Bewegung on the army): armies, players, fields. */
function syncChoices(data: BookingFormData): void {
  const kind = select('art').value;
  const formData = { ...standingFor(control(form, 'runde').value, data), felder: data.felder };
  const round = Number(control(form, 'runde').value);
  // Armies raised later are not offered (a typed Runde that is no number hides none).
  const raised = formData.armeen.filter((a) => !Number.isInteger(round) || a.aufgestellt <= round);
  const active = raised.filter((a) => a.status !== ARMY_DESTROYED);
  const armies = kind === MOVE ? active.filter((a) => a.feld) : kind === CORRECTION ? raised : active;
  const none = kind === CORRECTION ? '– keine (nur Versorgung) –' : '– Armee wählen –';
  offer(select('armee'), [
    { value: '', text: none },
    // One group per player (an <optgroup>): 200 armies are found by their player.
    ...byPlayer(armies, formData.spieler).map((a) => ({
      value: a.name,
      text: armyLabel(a),
      group: a.spieler,
    })),
  ]);
  select('armee').disabled = false;
  const playerNone = kind === CORRECTION ? '– Spieler der Armee –' : '– Spieler wählen –';
  offer(select('spieler'), [
    { value: '', text: playerNone },
    ...formData.spieler.map((p) => ({ value: p.name, text: `${p.name} (${p.versorgungspool} VP)` })),
  ]);
  select('spieler').disabled = false;
  if (kind === MOVE) {
    const army = formData.armeen.find((a) => a.name === select('armee').value);
    const targets = army ? army.ziele : [];
    offer(select('feld'), [
      { value: '', text: targets.length || !army ? '– Ziel wählen –' : '– kein Feld frei –' },
      ...targets.map((t) => ({ value: t, text: t })),
    ]);
  } else {
    offer(select('feld'), [{ value: '', text: '– kein Feld –' }, ...(formData.felder ?? []).map((f) => ({ value: f, text: f }))]);
  }
  byId('versorgung-hint').textContent =
    kind === UPGRADE
      ? `Eine Stufe kostet ${-upgradeSupply(1)} VP.`
      : kind === NEW_ARMY
        ? 'Kosten der neuen Armee als negative Zahl; leer: kostenlos.'
        : '';
}

/** Shows the controls the Art uses; an Aufwertung's Versorgung is its price, filled in. */
function syncVisibility(evaluation: BookingEvaluation, formData: BookingFormData): void {
  const kind = evaluation.kind;
  const shown = new Set<BookingControl>(kind ? fieldsOfKind(kind).map((key) => controlOf(kind, key)) : ['art']);
  if (formData.felder === null) shown.delete('feld');
  for (const wrapper of Array.from(form.querySelectorAll<HTMLElement>('[data-field]'))) {
    wrapper.hidden = !shown.has(wrapper.dataset.field as BookingControl);
  }
  const supply = control(form, 'versorgung') as HTMLInputElement;
  supply.readOnly = kind === UPGRADE;
  if (kind === UPGRADE) {
    const levels = Number(control(form, 'stufen').value);
    supply.value = Number.isInteger(levels) && levels > 0 ? String(upgradeSupply(levels)) : '';
  }
}

const arrow = (before: string | number | undefined, after: string | number | undefined) =>
  before === undefined || before === after ? `${after}` : `${before} → ${after}`;

function renderConsequences(container: HTMLElement, evaluation: BookingEvaluation): void {
  const c = evaluation.consequences;
  if (!c) {
    fill(container, h('p', { class: 'hint' }, 'Die Vorschau erscheint, sobald die markierten Angaben stimmen.'));
    return;
  }
  const lines: string[] = [];
  lines.push(`Versorgungspool ${c.player}: ${arrow(c.poolBefore, c.poolAfter)} VP`);
  if (c.army !== null && c.levelAfter !== null) lines.push(`Stufe ${c.army}: ${arrow(c.levelBefore ?? undefined, c.levelAfter)}`);
  if (c.army !== null && c.fieldAfter) lines.push(`Feld ${c.army}: ${arrow(c.fieldBefore || undefined, c.fieldAfter)}`);
  fill(container, ...lines.map((line) => h('p', { class: 'consequence' }, line)));
}

function update(): BookingEvaluation | undefined {
  if (!data) return undefined;
  syncChoices(data);
  let evaluation = evaluateBooking(readValues(), data);
  syncVisibility(evaluation, data);
  // The filled-in price is read again.
  evaluation = evaluateBooking(readValues(), data);
  renderConsequences(byId('consequences'), evaluation);
  feedback.showProblems(evaluation.problems);
  return evaluation;
}

/** A fresh fill: new einreichungsId; Art, Runde and Datum stay when `keep`. */
function resetForm(formData: BookingFormData, keep: boolean): void {
  const fresh = initialBookingValues(formData, select('art').value || FORM_KINDS[0], newSubmissionId());
  for (const field of BOOKING_CONTROLS) {
    if (keep && (field === 'art' || field === 'runde' || field === 'datum')) continue;
    control(form, field).value = fresh[field];
  }
  feedback.reset();
}

async function loadFormData(): Promise<BookingFormData> {
  return showFormData(await callForData('getBookingFormData'));
}

/** Offers what the server sent (loadFormData's second half; reloadOnReturn's too). */
function showFormData(formData: BookingFormData): BookingFormData {
  // A Runde left as loaded follows the round (followRound.ts); one the user typed stays.
  if (data) control(form, 'runde').value = followedRound(control(form, 'runde').value, data.runde, formData.runde);
  data = formData;
  byId('round-phase').textContent = roundPhaseLabel({ round: formData.runde, phase: formData.phase });
  submitButton.disabled = false;
  return formData;
}

const runner = new FormRunner<BookingControl, BookingPayload, BookingSubmitResult>({
  form,
  feedback,
  busyText: 'Buchung wird gespeichert …',
  send: (payload) => callServer('submitBooking', payload),
  controlOf: (field, payload) => {
    const key = bookingKeyOf(field);
    return (
      key &&
      controlOf(
        FORM_KINDS.find((kind) => kind === payload.art),
        key,
      )
    );
  },
  recheck: () => loadFormData().then(update),
  async saved(result, payload) {
    feedback.setStatus(bookingSavedMessage(result, payload), 'success');
    try {
      resetForm(await loadFormData(), true);
      update();
    } catch {
      feedback.showError(
        'Gespeichert, aber die Kampagnendaten konnten nicht neu geladen werden. Bitte die Seitenleiste neu öffnen.',
      );
    }
    feedback.revealStatus();
  },
});

feedback.listen(update, (payload) => void runner.submit(payload));

void FormRunner.loadFirst(feedback, loadFormData, (formData) => {
  populateKinds(formData);
  resetForm(formData, false);
  update();
});

reloadOnReturn(
  () => callForData('getBookingFormData'),
  (formData) => {
    showFormData(formData);
    void update();
  },
  () => !submitButton.disabled,
);
