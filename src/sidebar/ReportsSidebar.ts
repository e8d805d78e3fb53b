/// <reference lib="dom" />
/**
 * „Offene Meldungen“: the organiser's list of gemeldet/bestritten battles, each with what it
 * would change if it counted and what was reported (C9) — beside a dispute's proposal (C11) —
 * and Bestätigen / Entscheiden / Verwerfen (C3) or „Für Vorschlag entscheiden“ through
 * decideReport; the page says what each does (folded at the top, on each button's hover). Every call goes through the page's runner (kit/serverRunner.ts): a card is one
 * fill with its Einreichungs-ID. Every text goes in as text (dom.ts).
 */
import type { DecidePayload, OpenReportCard, ReportAction } from '../shared/reportsContract';
import { CONFIRM_CHANGES_KEY } from '../shared/roundsContract';
import { STATUS_DISPUTED } from '../rules/campaign/battleStatus';
import { byId, fill, h } from './dom';
import { changesQuestion } from './formFeedback';
import { reportedResultTable } from './reportedResultView';
import { fieldControl } from './kit/fieldControls';
import { placeView } from './kit/placeView';
import { ServerRunner } from './kit/serverRunner';
import { callForData, callServer } from './scriptRun';

/** Each action with what it does (C3, C2): said on the page, so the organiser need not guess. */
const ACTIONS: { action: ReportAction; label: string; className: string; does: string }[] = [
  {
    action: 'bestätigen',
    label: 'Bestätigen',
    className: 'confirm',
    does: 'für die Gegenseite bestätigen: Status „bestätigt“, die Schlacht zählt wie gemeldet.',
  },
  {
    action: 'entscheiden',
    label: 'Entscheiden',
    className: '',
    does: 'als Spielleitung entscheiden: Status „entschieden“, die Schlacht zählt wie gemeldet, auch wenn sie bestritten ist.',
  },
  {
    action: 'verwerfen',
    label: 'Verwerfen',
    className: '',
    does: 'Status „verworfen“: die Schlacht zählt nie; die Zeile bleibt als Verlauf stehen.',
  },
  {
    action: 'vorschlag',
    label: 'Für Vorschlag entscheiden',
    className: '',
    does: 'nur bei einem Vorschlag der Gegenseite: seine Werte kommen in die Zeile, Status „entschieden“; die gemeldeten Werte bleiben im Einspruch lesbar.',
  },
];

const status = () => byId('status');
const reload = byId<HTMLButtonElement>('reload');

const listRunner = new ServerRunner(placeView({ buttons: () => [reload], message: byId('list-error') }));

async function load(done?: string): Promise<void> {
  status().textContent = 'Lade offene Meldungen …';
  await listRunner.load(
    () => callForData('getOpenReports'),
    ({ meldungen }) => {
      fill(byId('reports'), ...meldungen.map(card));
      const count =
        meldungen.length === 0
          ? 'Keine offenen Meldungen.'
          : `${meldungen.length} offene Meldung${meldungen.length === 1 ? '' : 'en'}.`;
      status().textContent = done ? `${done} ${count}` : count;
    },
  );
  if (status().textContent === 'Lade offene Meldungen …') status().textContent = '';
}

function card(r: OpenReportCard): HTMLElement {
  const noteField = fieldControl({ name: `notiz-${r.zeile}`, field: 'note', control: 'textarea' });
  // A div: R6's question holds a list.
  const error = h('div', { class: 'report-error', role: 'alert', hidden: '' });
  // „Für Vorschlag entscheiden“ only where a dispute proposes a result (C11).
  const actions = ACTIONS.filter(({ action }) => action !== 'vorschlag' || r.vorschlag);
  // What a button does on hover too: the list at the top stays folded, so the first card's
  // decision is on the first screen (user test 28).
  // Disputed, no answer is the obvious one (user test 34): Bestätigen stands out only while the report waits for the opponent.
  const buttons = actions.map(({ action, label, className, does }) =>
    h(
      'button',
      { type: 'button', class: r.status === STATUS_DISPUTED ? '' : className, 'data-action': action, title: does },
      label,
    ),
  );
  const root = h(
    'section',
    { class: 'report', 'data-row': String(r.zeile) },
    h('h3', {}, `Runde ${r.runde ?? '?'}: ${r.angreifer} gegen ${r.verteidiger}`),
    // Each fact once (user test 29): the Prüfung says the Status, who reported a gemeldet one and
    // whom it waits for, and quotes a dispute's Einspruch — it names no reporter of a bestritten one.
    h(
      'p',
      {},
      `Spieler: ${r.angreiferSpieler || '?'} gegen ${r.verteidigerSpieler || '?'} · Zeile ${r.zeile}` +
        (r.status === STATUS_DISPUTED && r.gemeldetVon ? ` · gemeldet von ${r.gemeldetVon}` : ''),
    ),
    r.ueberfaellig ? h('p', { class: 'overdue' }, `Überfällig: ${r.ueberfaellig}`) : null,
    h('p', {}, r.pruefung),
    r.vielleichtDoppelt ? h('p', { class: 'same-battle', role: 'note' }, r.vielleichtDoppelt) : null,
    // C9: what was reported, beside what it would change.
    reportedResultTable(r, r.vorschlag),
    // The line was edited beyond reading: say so, with what it must look like (user test 27).
    r.vorschlagFehler
      ? h(
          'p',
          { class: 'proposal-error' },
          `${r.vorschlagFehler} „Für Vorschlag entscheiden“ gibt es erst wieder, wenn er sich lesen lässt.`,
        )
      : null,
    h('p', { class: 'if-counted' }, `${r.folgenVorschlag ? 'Wenn sie wie gemeldet zählt' : 'Wenn sie zählt'}: ${r.folgen}`),
    r.folgenVorschlag ? h('p', { class: 'if-counted' }, `Wenn der Vorschlag zählt: ${r.folgenVorschlag}`) : null,
    // Only the organiser may count it now (answerChanges.ts): the player's Bestätigen is refused.
    r.nurSpielleitung
      ? h(
          'div',
          { class: 'organiser-only' },
          h('p', {}, 'Zählt sie jetzt, ändern sich Schlachten, die danach schon zählen:'),
          h('ul', {}, ...r.nurSpielleitung.map((line) => h('li', {}, line))),
          h('p', {}, 'Bestätigen kann sie deshalb nur die Spielleitung.'),
        )
      : null,
    noteField,
    h('div', { class: 'report-actions' }, ...buttons),
    error,
  );
  const note = noteField.querySelector('textarea')!;
  // One card, one fill: a retry sends the same decision with the same Einreichungs-ID.
  const runner = new ServerRunner(placeView({ buttons: () => buttons, message: error, controls: { note } }));
  note.addEventListener('input', () => runner.edited());
  const { zeile, runde, angreifer, verteidiger } = r;
  const send = (payload: DecidePayload): void =>
    void runner.submit(
      () => callServer('decideReport', payload),
      (answer) => load(savedText(payload.aktion, answer.zeile, answer.status)),
      // R6: the decision would change battles entered after it; nothing was saved. The organiser
      // sees which and may send it again with the confirmation.
      (refusal) => {
        if (!refusal.aenderungen?.length) return false;
        showChanges(error, refusal.message, refusal.aenderungen, () => send({ ...payload, [CONFIRM_CHANGES_KEY]: true }));
        return true;
      },
    );
  buttons.forEach((button, i) =>
    button.addEventListener('click', () =>
      send({
        zeile,
        runde,
        angreifer,
        verteidiger,
        aktion: actions[i].action,
        notiz: note.value,
        // The row must still show what this card shows (the list may be minutes old).
        stand: r.stand,
        einreichungsId: runner.submissionId,
      }),
    ),
  );
  return root;
}

/** What the list says after a decision: for the proposal, that its values are in the row now (user test 34). */
function savedText(action: ReportAction, row: number, status: string): string {
  return action === 'vorschlag'
    ? `Zeile ${row}: für den Vorschlag entschieden – seine Werte stehen jetzt in der Zeile, Status „${status}“.`
    : `Zeile ${row}: Status „${status}“ gespeichert.`;
}

/** R6's question on a card: the message, the battles that would change, and „Trotzdem speichern“. */
function showChanges(place: HTMLElement, message: string, changes: readonly string[], confirm: () => void): void {
  fill(
    place,
    ...changesQuestion(message, changes, () => {
      place.hidden = true;
      confirm();
    }),
  );
  place.hidden = false;
}

fill(byId('actions-help'), ...ACTIONS.map(({ label, does }) => h('li', {}, h('strong', {}, label), ` – ${does}`)));
reload.addEventListener('click', () => void load());
void load();
