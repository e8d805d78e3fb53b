/// <reference lib="dom" />
/**
 * "Schlacht eintragen": loads armies and pools from the sheet, shows the pre-battle numbers
 * and the outcome live while the players type (BattleFormView, shared with the portal's
 * "Melden" page), and submits the battle to the server.
 */
import { BattleFormData, BattlePayload, BattleSubmitResult, PayloadKey } from '../shared/battleContract';
import { FORM_FIELDS } from './battleForm';
import { renderBattleForm } from './battleFormMarkup';
import { BattleFormView } from './battleFormView';
import { byId, control } from './dom';
import { FormFeedback } from './formFeedback';
import { FormRunner } from './formRunner';
import { formKeyOf } from '../rules/battleForm';
import { battleSavedMessage } from '../rules/savedMessages';
import { ORGANISER_READS } from '../rules/campaign/sheetReader';
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

let loadedRound: number | undefined;

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
    view.select('angreifer').focus();
  },
});

feedback.listen(
  () => view.update(),
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
