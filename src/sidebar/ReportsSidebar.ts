/// <reference lib="dom" />
/**
 * „Offene Meldungen“: the organiser's list of gemeldet/bestritten battles, each with what it
 * would change if it counted, and Bestätigen / Entscheiden / Verwerfen (C3) through
 * decideReport. Every call goes through the page's runner (kit/serverRunner.ts): a card is one
 * fill with its Einreichungs-ID. Every text goes in as text (dom.ts).
 */
import type { OpenReportCard, ReportAction } from '../shared/reportsContract';
import { byId, fill, h } from './dom';
import { fieldControl } from './kit/fieldControls';
import { placeView } from './kit/placeView';
import { ServerRunner } from './kit/serverRunner';
import { callForData, callServer } from './scriptRun';

const ACTIONS: { action: ReportAction; label: string; className: string }[] = [
  { action: 'bestätigen', label: 'Bestätigen', className: 'confirm' },
  { action: 'entscheiden', label: 'Entscheiden', className: '' },
  { action: 'verwerfen', label: 'Verwerfen', className: '' },
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
  const error = h('p', { class: 'report-error', role: 'alert', hidden: '' });
  const buttons = ACTIONS.map(({ action, label, className }) =>
    h('button', { type: 'button', class: className, 'data-action': action }, label),
  );
  const root = h(
    'section',
    { class: 'report', 'data-row': String(r.zeile) },
    h('h3', {}, `Runde ${r.runde ?? '?'}: ${r.angreifer} gegen ${r.verteidiger}`),
    h('p', {}, `Spieler: ${r.angreiferSpieler || '?'} gegen ${r.verteidigerSpieler || '?'} · Zeile ${r.zeile}`),
    h('p', {}, `Status: ${r.status}${r.gemeldetVon ? ` · gemeldet von ${r.gemeldetVon}` : ''}`),
    r.einspruch ? h('p', {}, `Einspruch: ${r.einspruch}`) : null,
    h('p', {}, r.pruefung),
    h('p', { class: 'if-counted' }, `Wenn sie zählt: ${r.folgen}`),
    noteField,
    h('div', { class: 'report-actions' }, ...buttons),
    error,
  );
  const note = noteField.querySelector('textarea')!;
  // One card, one fill: a retry sends the same decision with the same Einreichungs-ID.
  const runner = new ServerRunner(placeView({ buttons: () => buttons, message: error, controls: { note } }));
  note.addEventListener('input', () => runner.edited());
  const { zeile, runde, angreifer, verteidiger } = r;
  buttons.forEach((button, i) =>
    button.addEventListener('click', () => {
      const payload = {
        zeile,
        runde,
        angreifer,
        verteidiger,
        aktion: ACTIONS[i].action,
        notiz: note.value,
        einreichungsId: runner.submissionId,
      };
      void runner.submit(
        () => callServer('decideReport', payload),
        (answer) => load(`Zeile ${answer.zeile}: Status „${answer.status}“ gespeichert.`),
      );
    }),
  );
  return root;
}

reload.addEventListener('click', () => void load());
void load();
