/// <reference lib="dom" />
/**
 * "Schlacht eintragen": loads armies and pools from the sheet, shows the pre-battle numbers
 * and the outcome live while the players type (BattleFormView, shared with the portal's
 * "Melden" page), and submits the battle to the server. With Angriffe ansagen (A1) it offers
 * the round's open declarations above the form, filled in on a click (battleChoices.ts, as
 * Melden does); any other battle is typed freely (A6).
 */
import { BattleFormData, BattlePayload, BattleSubmitResult, PayloadKey } from '../shared/battleContract';
import { FORM_FIELDS } from './battleForm';
import { renderBattleForm } from './battleFormMarkup';
import { BattleFormView } from './battleFormView';
import { byId, control, fill, h } from './dom';
import { battleChoiceGroups, groupedBy, markChoice } from './battleChoices';
import type { ReportableBattle } from '../rules/rounds/openDeclarations';
import { FormFeedback } from './formFeedback';
import { FormRunner } from './formRunner';
import { formKeyOf } from '../rules/battleForm';
import { battleSavedMessage } from '../rules/savedMessages';
import { ORGANISER_READS } from '../rules/campaign/sheetReader';
import { declaredAttacksOfRound } from '../rules/rounds/declaredAttacksName';
import { roundPhaseLabel } from '../rules/rounds/roundPhaseLabel';
import { callForData, callServer } from './scriptRun';
import { followedRound, reloadOnReturn } from './followRound';

const form = byId<HTMLFormElement>('battle-form');
renderBattleForm(form, { submitLabel: 'Schlacht speichern' });
const submitButton = byId<HTMLButtonElement>('submit');
const submitLabel = byId('submit-label');
const errorBox = byId('form-error');
const statusLine = byId('status');
const feedback = new FormFeedback(
  { form, errorBox, statusLine, submitButton, submitLabel, idleLabel: 'Schlacht speichern' },
  FORM_FIELDS,
);
const view = new BattleFormView(form, feedback);
// Open while the organiser has not closed it: a long list of declarations folds away.
const declared = h('details', { id: 'declared-battles', class: 'declared', open: '' });
declared.hidden = true;
form.before(declared);

let loadedRound: number | undefined;

/** A declaration picked: its round and armies into the form (nothing else of a battle is declared). */
function pickDeclared(b: ReportableBattle): void {
  control(form, 'runde').value = String(b.round);
  view.select('angreifer').value = b.attacker;
  view.select('verteidiger').value = b.defender;
  view.update();
  view.focusAfterSides();
}

/** The pressed declaration follows the form: another army or round typed, none is pressed (A6). */
function markDeclared(): void {
  markChoice(declared, control(form, 'runde').value, view.select('angreifer').value, view.select('verteidiger').value);
}

/** A5, A6: the round's open declarations (absent without Angriffe ansagen: nothing shows). */
function showDeclared(formData: BattleFormData): void {
  const open = formData.angesagt;
  declared.hidden = !open;
  if (!open) return;
  fill(
    declared,
    h('summary', {}, declaredAttacksOfRound(formData.runde) + (open.length ? ` (${open.length} offen)` : '')),
    h(
      'p',
      { class: 'hint' },
      open.length
        ? 'Anklicken füllt Runde, Angreifer und Verteidiger aus. Eine Schlacht ohne Ansage einfach im Formular eintragen.'
        : `Keine angesagte Schlacht der Runde ${formData.runde} wartet auf ihr Ergebnis. Schlachten ohne Ansage im Formular eintragen.`,
    ),
    ...battleChoiceGroups(
      groupedBy(open, (b) => b.attackerPlayer).map((g) => ({ ...g, label: `Angriffe von ${g.label}` })),
      (b) => `gegen ${b.defenderPlayer}` + (b.field ? ` · auf ${b.field}` : ''),
      pickDeclared,
    ),
  );
  markDeclared();
}

/** Fetches armies, levels and pools and offers them; the inputs stay as they are, but a Runde left as loaded follows the round. */
async function loadFormData(): Promise<BattleFormData> {
  return showFormData(await callForData('getBattleFormData'));
}

/** Offers what the server sent (loadFormData's second half; reloadOnReturn's too). */
function showFormData(formData: BattleFormData): BattleFormData {
  view.setData(formData);
  if (loadedRound !== undefined) {
    const runde = control(form, 'runde');
    runde.value = followedRound(runde.value, loadedRound, formData.runde);
  }
  loadedRound = formData.runde;
  showDeclared(formData);
  if (formData.phase) byId('round-phase').textContent = roundPhaseLabel({ round: formData.runde, phase: formData.phase });
  submitButton.disabled = false;
  return formData;
}

const runner = new FormRunner<PayloadKey, BattlePayload, BattleSubmitResult>({
  form,
  feedback,
  busyText: 'Schlacht wird gespeichert …',
  send: (payload) => callServer('submitBattle', payload),
  controlOf: (field) => formKeyOf(field),
  recheck: () => loadFormData().then(() => view.update()),
  async saved(result, payload) {
    // Where the battle stood on the map, from the form as it was sent (before the reload below).
    feedback.setStatus(battleSavedMessage(ORGANISER_READS, result, payload, view.onTheMap()), 'success');
    try {
      // Fresh levels and pools for the next battle; the saved one changed them.
      await loadFormData();
      view.reset(true);
      view.update();
    } catch {
      feedback.showError('Gespeichert, aber die Armeeliste konnte nicht neu geladen werden. Bitte die Seitenleiste neu öffnen.');
    }
    // The next battle starts at Angreifer; what was saved stays in view.
    view.select('angreifer').focus({ preventScroll: true });
    feedback.revealStatus();
  },
});

feedback.listen(
  () => {
    markDeclared();
    return view.update();
  },
  (payload) => void runner.submit(payload),
);

void FormRunner.loadFirst(feedback, loadFormData, () => {
  view.reset(false);
  view.update();
});

reloadOnReturn(
  () => callForData('getBattleFormData'),
  (formData) => {
    showFormData(formData);
    void view.update();
  },
  () => !submitButton.disabled,
);
