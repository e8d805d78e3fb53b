/// <reference lib="dom" />
/**
 * „Offene Meldungen“: the organiser's list of gemeldet/bestritten battles, each with what it
 * would change if it counted, and Bestätigen / Entscheiden / Verwerfen (C3) through
 * decideReport. Every text goes in as text (dom.ts).
 */
import type { OpenReportCard, ReportAction } from '../shared/reportsContract';
import { byId, fill, h } from './dom';
import { callForData, callServer, failureMessage, Refused, ServerFailure } from './scriptRun';
import { newSubmissionId } from './submissionId';

const ACTIONS: { action: ReportAction; label: string; className: string }[] = [
  { action: 'bestätigen', label: 'Bestätigen', className: 'confirm' },
  { action: 'entscheiden', label: 'Entscheiden', className: '' },
  { action: 'verwerfen', label: 'Verwerfen', className: '' },
];

const status = () => byId('status');

/** Our own German messages as they are; anything else by its type alone. */
function messageOf(error: unknown): string {
  return error instanceof Refused || error instanceof ServerFailure ? error.message : failureMessage(error);
}

async function load(): Promise<void> {
  status().textContent = 'Lade offene Meldungen …';
  try {
    const { meldungen } = await callForData('getOpenReports');
    fill(byId('reports'), ...meldungen.map(card));
    status().textContent =
      meldungen.length === 0
        ? 'Keine offenen Meldungen.'
        : `${meldungen.length} offene Meldung${meldungen.length === 1 ? '' : 'en'}.`;
  } catch (error) {
    status().textContent = messageOf(error);
  }
}

function card(r: OpenReportCard): HTMLElement {
  const note = h('textarea', { rows: '2', 'aria-label': `Notiz zu Zeile ${r.zeile}`, placeholder: 'Notiz (freiwillig)' });
  const error = h('p', { class: 'report-error', role: 'alert' });
  const buttons = ACTIONS.map(({ action, label, className }) =>
    h('button', { type: 'button', class: className, 'data-action': action }, label),
  );
  const id = newSubmissionId();
  const root = h(
    'section',
    { class: 'report', 'data-row': String(r.zeile) },
    h('h3', {}, `Runde ${r.runde ?? '?'}: ${r.angreifer} gegen ${r.verteidiger}`),
    h('p', {}, `Spieler: ${r.angreiferSpieler || '?'} gegen ${r.verteidigerSpieler || '?'} · Zeile ${r.zeile}`),
    h('p', {}, `Status: ${r.status}${r.gemeldetVon ? ` · gemeldet von ${r.gemeldetVon}` : ''}`),
    r.einspruch ? h('p', {}, `Einspruch: ${r.einspruch}`) : null,
    r.ueberfaellig ? h('p', { class: 'overdue' }, `Überfällig: ${r.ueberfaellig}`) : null,
    h('p', {}, r.pruefung),
    h('p', { class: 'if-counted' }, `Wenn sie zählt: ${r.folgen}`),
    note,
    h('div', { class: 'report-actions' }, ...buttons),
    error,
  );
  buttons.forEach((button, i) =>
    button.addEventListener('click', () => void decide(r, ACTIONS[i].action, note.value, id, buttons, error)),
  );
  return root;
}

async function decide(
  { zeile, runde, angreifer, verteidiger }: OpenReportCard,
  aktion: ReportAction,
  notiz: string,
  einreichungsId: string,
  buttons: HTMLButtonElement[],
  error: HTMLElement,
): Promise<void> {
  buttons.forEach((b) => (b.disabled = true));
  error.textContent = '';
  try {
    const answer = await callServer('decideReport', { zeile, runde, angreifer, verteidiger, aktion, notiz, einreichungsId });
    if (!answer.ok) {
      error.textContent = answer.message;
      buttons.forEach((b) => (b.disabled = false));
      return;
    }
    await load();
    status().textContent = `Zeile ${answer.zeile}: Status „${answer.status}“ gespeichert. ` + status().textContent;
  } catch (failure) {
    error.textContent = messageOf(failure);
    buttons.forEach((b) => (b.disabled = false));
  }
}

byId('reload').addEventListener('click', () => void load());
void load();
