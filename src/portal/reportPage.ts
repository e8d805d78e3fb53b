/// <reference lib="dom" />
/**
 * The portal's "Melden" page (issue 19, C5): the battle form of the sidebar "Schlacht eintragen"
 * — the same BattleFormView (evaluateBattle, preview, Verlustrechner, legal retreats only) and
 * FormRunner — on a phone. The player picks their side; that side offers only their own armies,
 * the other only the armies of other players. Sends reportBattle with the token; the server
 * checks everything again under the lock.
 */
import { formKeyOf } from '../rules/battleForm';
import { battleSavedMessage } from '../rules/savedMessages';
import { battleName } from '../rules/campaign/battleName';
import { playerReads } from '../rules/campaign/sheetReader';
import { selectableArmies } from '../sidebar/armies';
import type { BattlePayload, BattleSubmitResult, PayloadKey } from '../shared/battleContract';
import type { PortalData } from '../shared/portalContract';
import { FORM_FIELDS } from '../sidebar/battleForm';
import { BattleFormView, Side } from '../sidebar/battleFormView';
import { byId, control, h } from '../sidebar/dom';
import { showDone } from './doneNote';
import { FillBattle, renderReportChoices, reportableArmies } from './reportChoices';
import { renderBattleForm } from '../sidebar/battleFormMarkup';
import { ATTACKER, DEFENDER } from '../rules/constants';
import { FormFeedback } from '../sidebar/formFeedback';
import { FormRunner } from '../sidebar/formRunner';
import { callServer } from '../sidebar/scriptRun';

const STATUS_REPORTED = 'gemeldet';

export interface ReportPage {
  /** New portal data (first load, Aktualisieren): armies offered afresh, inputs kept. */
  show(data: PortalData): void;
}

/** Mounts the page on its form; `refresh` asks the server for fresh portal data (the header's Aktualisieren). */
export function mountReportPage(refresh: () => void): ReportPage {
  const form = byId<HTMLFormElement>('battle-form');
  // Not a field of the battle: which of the two sides offers my armies.
  const side = h(
    'select',
    { id: 'meine-seite' },
    h('option', { value: 'angreifer' }, ATTACKER),
    h('option', { value: 'verteidiger' }, DEFENDER),
  );
  renderBattleForm(form, {
    before: [h('div', { class: 'field' }, h('label', { for: 'meine-seite' }, 'Meine Armee ist'), side)],
    submitLabel: 'Schlacht melden',
  });
  const submitButton = byId<HTMLButtonElement>('submit');
  const feedback = new FormFeedback(
    {
      form,
      errorBox: byId('form-error'),
      statusLine: byId('status'),
      submitButton,
      submitLabel: byId('submit-label'),
      idleLabel: 'Schlacht melden',
    },
    FORM_FIELDS,
  );
  let portal: PortalData | null = null;
  const me = () => portal?.overview.player ?? '';
  const mySide = (): Side => (side.value === 'verteidiger' ? 'verteidiger' : 'angreifer');
  // Only the armies of a battle the player may report now (R3, C5, A5), on their sides.
  const view = new BattleFormView(form, feedback, (data, s) => {
    const allowed = portal ? reportableArmies(portal, s, mySide()) : new Set<string>();
    return selectableArmies(data).filter((army) => (army.spieler === me()) === (s === mySide()) && allowed.has(army.name));
  });
  const choices = h('div', { id: 'report-choices' });
  form.before(choices);
  /**
   * The last saved report's message, for the moment after sending only (user test 34): drawn
   * again above the choices by the data the save asks for, then gone — on the next report begun
   * and on any later data (Aktualisieren, a new round), which may say otherwise (confirmed since).
   */
  let lastSaved = '';
  /** Saved, the page not yet drawn afresh: the message stands and takes the focus then (the tapped form may be gone). */
  let focusSaved = false;
  const dropSaved = () => {
    if (!lastSaved) return;
    lastSaved = '';
    document.getElementById('report-done')?.remove();
    feedback.setStatus('');
  };
  const pickBattle: FillBattle = (b, mine) => {
    dropSaved();
    side.value = mine;
    view.populateArmies();
    view.select('angreifer').value = b.attacker;
    view.select('verteidiger').value = b.defender;
    view.update();
    view.focusAfterSides();
  };

  side.addEventListener('change', () => {
    // The armies trade places: what was chosen on my side is no choice on the other.
    const [attacker, defender] = [view.select('angreifer').value, view.select('verteidiger').value];
    view.select('angreifer').value = '';
    view.select('verteidiger').value = '';
    view.populateArmies();
    view.select('angreifer').value = defender;
    view.select('verteidiger').value = attacker;
    if (view.select('angreifer').value !== defender) view.select('angreifer').value = '';
    if (view.select('verteidiger').value !== attacker) view.select('verteidiger').value = '';
    view.update();
  });

  /** Whom a report waits for: the player of the other army. */
  function opponent(payload: BattlePayload): string {
    const other = [payload.angreifer, payload.verteidiger]
      .map((name) => portal?.battleForm.armeen.find((a) => a.name === name))
      .find((army) => army && army.spieler !== me());
    return other?.spieler ?? 'den Gegner';
  }

  function savedMessage(result: BattleSubmitResult, payload: BattlePayload): string {
    if (result.doppelt || result.status !== STATUS_REPORTED)
      return battleSavedMessage(playerReads(), result, payload, view.onTheMap());
    // Which battle: a player may have two declared, against the same opponent.
    const round = Number(payload.runde);
    const battle = battleName({
      attacker: payload.angreifer,
      defender: payload.verteidiger,
      round: Number.isInteger(round) ? round : null,
    });
    return (
      `Gemeldet: ${battle}. Sie wartet auf die Bestätigung durch ${opponent(payload)}; ` +
      'bis dahin ändern sich Stufen, Versorgung und Karte nicht.'
    );
  }

  const runner = new FormRunner<PayloadKey, BattlePayload, BattleSubmitResult>({
    form,
    feedback,
    busyText: 'Meldung wird gesendet …',
    send: (payload) => callServer('reportBattle', portal?.token ?? '', payload),
    controlOf: (field) => formKeyOf(field),
    // The form as it stands, checked again with the data at hand (the server's message stays at its field).
    recheck: () => Promise.resolve(view.update()),
    async saved(result, payload) {
      lastSaved = savedMessage(result, payload);
      focusSaved = true;
      feedback.setStatus(lastSaved, 'success');
      view.reset(true);
      view.update();
      byId('status').scrollIntoView({ block: 'center' });
      // Übersicht, Stand, Karte and this form afresh.
      refresh();
    },
  });

  // A report begun (typed, chosen): the last one's message is past.
  form.addEventListener('input', dropSaved);
  form.addEventListener('change', dropSaved);
  feedback.listen(
    () => view.update(),
    (payload) => void runner.submit(payload),
  );

  return {
    show(data) {
      const first = portal === null;
      portal = data;
      view.setData(data.battleForm);
      const mine = selectableArmies(data.battleForm).filter((a) => a.spieler === me());
      byId('keine-armee').hidden = mine.length > 0;
      renderReportChoices(choices, data, pickBattle);
      if (lastSaved && focusSaved) {
        choices.prepend(h('p', { class: 'done', id: 'report-done', role: 'status' }, lastSaved));
        showDone('report-done', lastSaved);
        focusSaved = false;
      } else dropSaved();
      // Reporting closed (R3: Befehle phase; nothing reportable): the reason stands instead of the form.
      form.hidden = !data.round.report.allowed || mine.length === 0;
      submitButton.disabled = form.hidden;
      if (first) view.reset(false);
      // Only the current round (R1, C5): the Runde is the round's, not typed.
      const round = control(form, 'runde') as HTMLInputElement;
      round.value = String(data.round.round);
      round.readOnly = true;
      view.update();
    },
  };
}
