/// <reference lib="dom" />
/**
 * The portal's „Bestätigen“ (C3) and the Übersicht's „Wartet auf dich“: the reports of the other
 * side waiting for this player, each with what it changes when it counts (the same engine as
 * „Offene Meldungen“), answered with Bestätigen or Bestreiten (a reason required, the server
 * says so at the reason field); the player's own open reports. After an answer the page asks
 * for fresh data (getPortalData) and draws everything again. Text goes in as textContent only.
 */
import type { AnswerAction } from '../shared/confirmContract';
import type { PortalData, PortalFirstPage } from '../shared/portalContract';
import type { OpenReportCard } from '../shared/reportsContract';
import { byId, fill, h } from '../sidebar/dom';
import { reportedResultTable } from '../sidebar/reportedResultView';
import { proposalFields, type ProposalFields } from './proposalFields';
import { withdrawReportButton } from './withdrawReport';
import { reloadThenDone } from './doneNote';
import { cardKey, putBack, typedIn } from './keptInput';
import { fieldControl } from '../sidebar/kit/fieldControls';
import { placeView } from '../sidebar/kit/placeView';
import { ServerRunner } from '../sidebar/kit/serverRunner';
import { callServer } from '../sidebar/scriptRun';

/** What the portal's page gives this module: fresh data to draw, and a way to switch pages. */
export interface ConfirmHost {
  /** Draws the whole portal with fresh data (after an answer). */
  redraw(data: PortalData): void;
  /** Shows the page „Bestätigen“. */
  showConfirm(): void;
}

const title = (r: OpenReportCard) => `Runde ${r.runde ?? '?'}: ${r.angreifer} gegen ${r.verteidiger}`;

/** Fills the Übersicht's box and the page „Bestätigen“ from the data. */
export function renderWaiting(d: PortalFirstPage, host: ConfirmHost): void {
  const { toAnswer } = d.waiting;
  // The note of the last answer belongs to the moment it was given, not to later data.
  byId('confirm-done').hidden = true;
  const badge = byId('confirm-count');
  badge.hidden = toAnswer.length === 0;
  badge.textContent = String(toAnswer.length);

  // Übersicht: briefly, what waits — the answering happens on „Bestätigen“.
  fill(
    byId('waiting-list'),
    ...(toAnswer.length
      ? toAnswer.map((r) =>
          h('li', {}, h('strong', {}, title(r)), h('div', {}, `gemeldet von ${r.gemeldetVon || 'der Spielleitung'}`)),
        )
      : [h('li', { class: 'none' }, 'Nichts – keine Meldung wartet auf dich.')]),
  );
  const go = byId<HTMLButtonElement>('waiting-go');
  go.hidden = toAnswer.length === 0;
  go.onclick = () => host.showConfirm();
  // The open reports apart by how the player stands to them (readerRole, user test 32): the
  // Übersicht briefly, „Bestätigen“ with the proposal's rows and „Zurückziehen“.
  fill(byId('open-reports'), ...OPEN_LISTS.flatMap((list) => openList(list, d, host, false)));
  fill(byId('confirm-open'), ...OPEN_LISTS.flatMap((list) => openList(list, d, host, true)));

  // Fresh data must not take what the player typed (user test 31).
  const list = byId('confirm-list');
  const typed = typedIn(list);
  const cards = toAnswer.map((r) => answerCard(d.token, r, host));
  fill(list, ...(cards.length ? cards : [h('p', {}, 'Keine Meldung wartet auf dich.')]));
  for (const card of cards) putBack(card, typed.get(card.dataset.key!));
}

/**
 * The player's open reports that wait for nobody on this page, one list each (PortalWaiting):
 * her own; those she disputed (not hers: user test 32); those of her armies she did neither.
 * `none`: said where the list is empty — only her own list stands always.
 */
interface OpenList {
  key: 'mine' | 'disputed' | 'others';
  /** The lists' ids on the Übersicht and on „Bestätigen“ (tests and the page name them). */
  ids: [overview: string, confirm: string];
  title: string;
  none?: string;
  /** Under the heading: why these reports are the player's and what she can do about them. */
  note?: string;
  /** On „Bestätigen“ the whole report (C9's table): she answered nothing, so she read it nowhere else. */
  wholeReport?: boolean;
}
const OPEN_LISTS: OpenList[] = [
  {
    key: 'mine',
    ids: ['mine-list', 'confirm-mine'],
    title: 'Deine offenen Meldungen',
    none: 'Keine – alle deine Meldungen sind erledigt.',
  },
  { key: 'disputed', ids: ['disputed-list', 'confirm-disputed'], title: 'Von dir bestritten' },
  {
    key: 'others',
    ids: ['others-list', 'confirm-others'],
    title: 'Weitere offene Meldungen deiner Armeen',
    // Neither her report nor her dispute, and not waiting for her (toAnswer): only the organiser answers it.
    note: 'Du hast sie weder gemeldet noch bestritten, bestätigen kannst du sie nicht. Stimmt eine nicht, sag der Spielleitung Bescheid.',
    wholeReport: true,
  },
];

/** One list as a section (heading and items); nothing where it is empty and says nothing then. */
function openList(list: OpenList, d: PortalFirstPage, host: ConfirmHost, onConfirm: boolean): HTMLElement[] {
  const cards = d.waiting[list.key];
  if (!cards.length && !list.none) return [];
  const id = list.ids[onConfirm ? 1 : 0];
  const items = cards.map((r) =>
    h(
      'li',
      {},
      h('strong', {}, title(r)),
      // C11 on the Übersicht: the proposal in one sentence, which says who decides — the status line not again.
      h('div', { class: 'pruefung' }, !onConfirm && r.vorschlagKurz ? (r.pruefungKurz ?? r.pruefung) : r.pruefung),
      !onConfirm && r.vorschlagKurz ? h('div', { class: 'proposal-short' }, r.vorschlagKurz) : null,
      sameBattleNote(r),
      // C11, C12: what the proposal changes — on „Bestätigen“, the rows it changes.
      onConfirm ? (list.wholeReport ? reportedResultTable(r, r.vorschlag) : proposedChanges(r)) : null,
      // C10: only on the page „Bestätigen“, where the player handles reports.
      onConfirm && r.zurueckziehen ? withdrawReportButton(d.token, r, title(r), host.redraw) : null,
    ),
  );
  const section = h(
    'section',
    onConfirm ? {} : { id: list.key },
    h('h2', {}, list.title),
    list.note ? h('p', { class: 'hint' }, list.note) : null,
    h('ul', { id, class: 'lines' }, ...(items.length ? items : [h('li', { class: 'none' }, list.none ?? '')])),
  );
  return [section];
}

/** „Vielleicht doppelt: …“ where the report's armies have another battle in its Runde (user test 34). */
function sameBattleNote(r: OpenReportCard): HTMLElement | null {
  return r.vielleichtDoppelt ? h('p', { class: 'same-battle', role: 'note' }, r.vielleichtDoppelt) : null;
}

/** The proposal of a dispute of the player's own report, as far as it differs from the report; null without one. */
function proposedChanges(r: OpenReportCard): HTMLElement | null {
  if (!r.vorschlag) return null;
  const table = reportedResultTable(r, r.vorschlag, true);
  return table.tBodies[0].rows.length ? table : null;
}

/** „Sieger X; A Stufe 3 → 2; …“ as one line per change. */
function consequences(folgen: string): HTMLElement {
  if (!folgen.startsWith('Sieger ')) return h('p', { class: 'warn' }, folgen);
  return h(
    'ul',
    { class: 'consequences' },
    ...folgen
      .replace(/\.$/, '')
      .split('; ')
      .map((part) => h('li', {}, part)),
  );
}

function answerCard(token: string, r: OpenReportCard, host: ConfirmHost): HTMLElement {
  const reasonField = fieldControl({ name: `einspruch-${r.zeile}`, field: 'dispute', control: 'textarea' });
  const proposal = proposalFields(r);
  const reason = reasonField.querySelector('textarea')!;
  const error = h('p', { class: 'answer-error', role: 'alert', hidden: '' });
  // Counting it now would change battles that already counted after it: the organiser decides (answerChanges.ts).
  const organiserOnly = r.nurSpielleitung ?? [];
  const confirm = organiserOnly.length
    ? null
    : h('button', { type: 'button', class: 'primary', 'data-action': 'bestätigen' }, 'Bestätigen');
  const dispute = h(
    'button',
    { type: 'button', class: organiserOnly.length ? 'primary' : 'secondary', 'data-action': 'bestreiten' },
    'Bestreiten',
  );
  const card = h(
    'section',
    { class: 'answer', 'data-row': String(r.zeile), 'data-key': cardKey(r) },
    h('h2', {}, title(r)),
    h(
      'p',
      {},
      `${r.angreiferSpieler || '?'} gegen ${r.verteidigerSpieler || '?'} · gemeldet von ${r.gemeldetVon || 'der Spielleitung'}`,
    ),
    sameBattleNote(r),
    // First what the player can do here: the organiser decides this one.
    organiserOnly.length
      ? h(
          'div',
          { class: 'organiser-only', role: 'note' },
          h(
            'p',
            { class: 'lead' },
            'Bestätigen kann diese Meldung nur die Spielleitung: Zählt sie jetzt, ändern sich Schlachten, die danach schon gezählt haben.',
          ),
          h('ul', { class: 'consequences' }, ...organiserOnly.map((line) => h('li', {}, line))),
          h('p', {}, 'Stimmt die Meldung, sag der Spielleitung Bescheid; stimmt sie nicht, bestreite sie hier.'),
        )
      : null,
    // C9: what is confirmed, then what it changes.
    reportedResultTable(r),
    h('p', { class: 'label' }, organiserOnly.length ? 'Wenn sie zählt:' : 'Wenn du bestätigst, zählt sie:'),
    consequences(r.folgen),
    reasonField,
    proposal.element,
    error,
    h('div', { class: 'answer-actions' }, confirm, dispute),
  );
  const guard = confirm ? objectionGuard(card, reason, proposal, () => send('bestätigen')) : null;
  // One card, one fill: a retry sends the same answer with the same Einreichungs-ID.
  const runner = new ServerRunner(
    placeView({
      buttons: () => (confirm ? [confirm, dispute, ...(guard?.buttons() ?? [])] : [dispute]),
      message: error,
      controls: { dispute: reason, ...proposal.controls },
    }),
  );
  reason.addEventListener('input', () => {
    runner.edited();
    guard?.update();
  });
  // A changed proposal is a new answer too (its selects say so with change).
  for (const event of ['input', 'change'])
    proposal.element.addEventListener(event, () => {
      runner.edited();
      guard?.update();
    });
  // Folding the proposal away drops it (proposalFields' value): the warning follows.
  proposal.element.addEventListener('toggle', () => guard?.update());
  const send = (aktion: AnswerAction) => {
    const payload = {
      zeile: r.zeile,
      runde: r.runde,
      angreifer: r.angreifer,
      verteidiger: r.verteidiger,
      // The row must still show what this card shows (C3: consent to these values).
      stand: r.stand,
      aktion,
      einspruch: reason.value,
      // C11: a dispute may propose the result.
      ...(aktion === 'bestreiten' && proposal.value() ? { vorschlag: proposal.value() } : {}),
      einreichungsId: runner.submissionId,
    };
    void runner.submit(
      () => callServer('answerReport', token, payload),
      (saved) => {
        const done =
          saved.status === 'bestätigt' ? 'Bestätigt – die Schlacht zählt jetzt.' : 'Bestritten – die Spielleitung entscheidet.';
        return reloadThenDone(token, host.redraw, 'confirm-done', `${title(r)}: ${done}`, error);
      },
    );
  };
  // An Einspruch or a proposal typed: the first tap warns instead of sending (user test 30).
  confirm?.addEventListener('click', () => (guard?.objected() ? guard.warn() : send('bestätigen')));
  dispute.addEventListener('click', () => send('bestreiten'));
  return card;
}

/** What the player typed against the report, in words: „dein Einspruch“, „dein Vorschlag“ or both; '' for nothing. */
function objectionWords(reason: HTMLTextAreaElement, proposal: ProposalFields): { what: string; many: boolean } {
  const parts = [
    reason.value.trim() !== '' ? 'dein Einspruch' : '',
    proposal.value() !== undefined ? 'dein Vorschlag' : '',
  ].filter((part) => part !== '');
  return { what: parts.join(' und '), many: parts.length > 1 };
}

/**
 * A confirmation cannot be undone by the player: with an Einspruch or a proposal typed, „Bestätigen“
 * first shows, in the card (a window.confirm may be blocked in Google's sandboxed iframe), what
 * would happen, with „Trotzdem bestätigen“ and „Einspruch behalten“. The focus moves to the
 * warning; emptying what was typed takes it away again.
 */
function objectionGuard(
  card: HTMLElement,
  reason: HTMLTextAreaElement,
  proposal: ProposalFields,
  confirm: () => void,
): { objected(): boolean; warn(): void; update(): void; buttons(): HTMLButtonElement[] } {
  let warning: HTMLElement | null = null;
  const said = h('p', {});
  const sure = h('button', { type: 'button', class: 'secondary', 'data-action': 'trotzdem-bestätigen' }, 'Trotzdem bestätigen');
  // The safe way out is the prominent one.
  const keep = h('button', { type: 'button', class: 'primary' }, 'Einspruch behalten');
  sure.addEventListener('click', confirm);
  const remove = () => {
    warning?.remove();
    warning = null;
  };
  keep.addEventListener('click', () => {
    remove();
    reason.focus();
  });
  const objected = () => objectionWords(reason, proposal).what !== '';
  const words = () => {
    const { what, many } = objectionWords(reason, proposal);
    said.textContent =
      `Die Schlacht zählt dann so, wie sie gemeldet wurde; ${what} ${many ? 'werden' : 'wird'} nicht gesendet. ` +
      'Rückgängig machen kannst du das danach nicht mehr. Stimmt die Meldung nicht, tippe stattdessen auf „Bestreiten“.';
  };
  return {
    objected,
    warn() {
      words();
      if (!warning) {
        warning = h(
          'div',
          { class: 'confirm-warning', role: 'alert', tabindex: '-1' },
          h('p', { class: 'lead' }, 'Wirklich bestätigen?'),
          said,
          h('div', { class: 'answer-actions' }, sure, keep),
        );
        card.querySelector('.answer-actions')!.before(warning);
      }
      warning.focus();
    },
    update() {
      if (!warning) return;
      if (objected()) words();
      else remove();
    },
    buttons: () => (warning ? [sure, keep] : []),
  };
}
