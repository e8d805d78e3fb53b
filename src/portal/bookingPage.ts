/// <reference lib="dom" />
/**
 * The portal's page "Buchen" (C6): Bewegung or Aufwertung of one of my armies. It offers only
 * what the server's data allows — the legal Bewegung targets (M7) and the Aufwertungen with
 * their price and new Stufe, both computed by the rules' CampaignState (rules/portal/
 * bookingOptions.ts) — and sends through bookForArmy, which checks everything again under the
 * lock. After a saved booking the portal's data is loaded again (getPortalData). Phones first:
 * every choice is a button of at least 48 px; text goes in as textContent only.
 */
import { BOOKING_FORM_LABELS as LABELS } from '../rules/bookingForm';
import { UPGRADE } from '../rules/bookingKinds';
import { MOVE } from '../rules/map/moves';
import type { BookingPayload, BookingSubmitResult } from '../shared/bookingContract';
import type { BookableArmy, PortalData, PortalFirstPage } from '../shared/portalContract';
import type { Answer } from '../shared/submission';
import { h } from '../sidebar/dom';
import { callServer } from '../sidebar/scriptRun';
import { newSubmissionId } from '../sidebar/submissionId';

type Kind = typeof MOVE | typeof UPGRADE;

/** What the player has chosen so far; kept across a reload of the data. */
interface Choice {
  army: string;
  kind: Kind;
  target: string;
  levels: number;
  /** One per choice: a retry of the same choice (a lost answer) writes once. */
  submissionId: string;
}

/** Where a message goes: at the field it is about (army, kind, field or levels), or above the send button. */
type Spot = 'army' | 'kind' | 'choice' | 'send';
interface Note {
  spot: Spot;
  text: string;
  ok: boolean;
}

const number = (n: number) => n.toLocaleString('de-DE');

let choice: Choice | null = null;
let note: Note | null = null;
let busy = false;
/** The page as last rendered: a redraw after an answer uses the newest data. */
let view: { root: HTMLElement; data: PortalFirstPage; reloaded: (fresh: PortalData) => void } | null = null;

const redraw = () => {
  if (view) draw(view.root, view.data);
};

function today(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A toggle button: aria-pressed shows the choice. */
function pick(label: string, pressed: boolean, onTap: () => void, disabled = false): HTMLButtonElement {
  const button = h('button', { type: 'button', class: 'book-pick', 'aria-pressed': String(pressed) }, label);
  button.disabled = disabled;
  button.addEventListener('click', onTap);
  return button;
}

function noteAt(spot: Spot): HTMLElement | null {
  if (!note || note.spot !== spot) return null;
  return h('p', { class: note.ok ? 'book-note ok' : 'book-note error', role: note.ok ? 'status' : 'alert' }, note.text);
}

/** The refusal's field key → where the page shows it. */
function spotOf(field: string | undefined): Spot {
  if (field === 'army' || field === 'player') return 'army';
  if (field === 'kind') return 'kind';
  if (field === 'field' || field === 'levels' || field === 'supply') return 'choice';
  return 'send';
}

function savedText(result: BookingSubmitResult, c: Choice): string {
  const again = result.doppelt ? ' (war schon gebucht)' : '';
  return c.kind === MOVE
    ? `Gebucht${again}: ${result.armee} zieht nach ${c.target}.`
    : `Gebucht${again}: ${result.armee} ist jetzt Stufe ${result.stufe}; dein Versorgungspool: ${number(result.versorgungspool)} VP.`;
}

/** Draws the page into `root` from `data`; `reloaded` receives fresh data after a saved booking. */
export function renderBookingPage(root: HTMLElement, data: PortalFirstPage, reloaded: (fresh: PortalData) => void): void {
  view = { root, data, reloaded };
  draw(root, data);
}

function draw(root: HTMLElement, data: PortalFirstPage): void {
  const options = data.booking;
  const change = (next: Partial<Choice>) => {
    choice = { ...choice!, ...next, submissionId: newSubmissionId() };
    note = null;
    redraw();
  };

  const header = [
    h('h1', {}, 'Buchen'),
    h(
      'p',
      { class: 'hint' },
      `Bewegung und Aufwertung deiner Armeen zählen sofort (gebucht in Runde ${options.round}). Deine Versorgung: ${number(options.pool)} VP.`,
    ),
  ];
  if (options.armies.length === 0) {
    root.replaceChildren(...header, h('p', {}, 'Du hast gerade keine Armee, für die du buchen kannst.'));
    return;
  }
  if (!choice || !options.armies.some((a) => a.name === choice!.army)) {
    choice = {
      army: options.armies[0].name,
      kind: options.hasMap ? MOVE : UPGRADE,
      target: '',
      levels: 0,
      submissionId: newSubmissionId(),
    };
  }
  const c = choice;
  const army = options.armies.find((a) => a.name === c.army)!;

  const armyList = h(
    'div',
    { class: 'book-choices', role: 'group', 'aria-label': LABELS.armee },
    ...options.armies.map((a) =>
      pick(`${a.name} · Stufe ${a.level}`, a.name === c.army, () => change({ army: a.name, target: '', levels: 0 })),
    ),
  );
  const kinds = h(
    'div',
    { class: 'book-kinds', role: 'group', 'aria-label': LABELS.art },
    pick('Bewegung', c.kind === MOVE, () => change({ kind: MOVE, target: '', levels: 0 }), !options.hasMap),
    pick('Aufwertung', c.kind === UPGRADE, () => change({ kind: UPGRADE, target: '', levels: 0 })),
  );

  const send = h(
    'button',
    { type: 'button', class: 'book-send', id: 'book-send' },
    c.kind === MOVE ? 'Bewegung buchen' : 'Aufwertung buchen',
  );
  send.disabled = busy || (c.kind === MOVE ? !c.target : !c.levels);
  send.addEventListener('click', () => submit(c, options.round, data.token));

  root.replaceChildren(
    ...header,
    h('h2', {}, LABELS.armee),
    armyList,
    h('p', { class: 'book-facts' }, army.field ? `${army.name} steht auf ${army.field}.` : `${army.name} steht auf keinem Feld.`),
    placeHint(army, data),
    noteAt('army') ?? '',
    h('h2', {}, 'Was buchen?'),
    kinds,
    options.hasMap ? '' : h('p', { class: 'hint' }, 'Diese Kampagne hat keine Karte: Bewegungen gibt es nicht.'),
    noteAt('kind') ?? '',
    c.kind === MOVE ? moveChoices(army, c, change) : upgradeChoices(army, c, change),
    noteAt('choice') ?? '',
    noteAt('send') ?? '',
    send,
  );
}

/**
 * M8: a booking of Runde r counts before that round's battles. When those already changed the
 * army, say so: the page offers (and the save checks) the army as it stood before them.
 */
function placeHint(army: BookableArmy, data: PortalFirstPage): HTMLElement | '' {
  const now = data.overview.armies.find((a) => a.name === army.name);
  if (!now || (now.level === army.level && (now.field ?? '') === army.field)) return '';
  const then = army.field ? `Stufe ${army.level} auf ${army.field}` : `Stufe ${army.level}`;
  return h(
    'p',
    { class: 'hint' },
    `Buchungen der Runde ${data.booking.round} zählen vor deren Schlachten: dort hatte ${army.name} ${then}. ` +
      'Das Ergebnis der Schlachten wird danach neu berechnet.',
  );
}

function moveChoices(army: BookableArmy, c: Choice, change: (next: Partial<Choice>) => void): HTMLElement {
  if (!army.field)
    return h('p', { class: 'book-none' }, `${army.name} steht auf keinem Feld; auf die Karte setzt sie die Spielleitung.`);
  if (army.targets.length === 0)
    return h('p', { class: 'book-none' }, 'Kein benachbartes Feld ist frei: gerade ist keine Bewegung möglich.');
  return h(
    'div',
    {},
    h('h2', {}, `Wohin? (von ${army.field})`),
    h(
      'div',
      { class: 'book-choices', role: 'group', 'aria-label': 'Zielfeld' },
      ...army.targets.map((field) => pick(field, field === c.target, () => change({ target: field }))),
    ),
  );
}

function upgradeChoices(army: BookableArmy, c: Choice, change: (next: Partial<Choice>) => void): HTMLElement {
  if (army.upgrades.length === 0) return h('p', { class: 'book-none' }, `${army.name} hat schon die höchste Stufe.`);
  return h(
    'div',
    {},
    h('h2', {}, `Wie viele Stufen? (jetzt Stufe ${army.level})`),
    h(
      'div',
      { class: 'book-choices', role: 'group', 'aria-label': LABELS.stufen },
      ...army.upgrades.map((u) => {
        const label = `+${u.levels} → Stufe ${army.level + u.levels}`;
        if ('refused' in u) {
          const button = pick(label, false, () => undefined, true);
          button.append(h('span', { class: 'book-detail' }, u.refused));
          return button;
        }
        const button = pick(label, u.levels === c.levels, () => change({ levels: u.levels }));
        button.append(h('span', { class: 'book-detail' }, `kostet ${number(u.cost)} VP · danach ${number(u.poolAfter)} VP`));
        return button;
      }),
    ),
  );
}

function submit(c: Choice, round: number, token: string): void {
  if (busy) return;
  const payload: BookingPayload = {
    art: c.kind,
    runde: round,
    datum: today(),
    armee: c.army,
    ...(c.kind === MOVE ? { feld: c.target } : { stufen: c.levels }),
    einreichungsId: c.submissionId,
  };
  busy = true;
  note = null;
  redraw();
  callServer('bookForArmy', token, payload)
    .then((answer: Answer<BookingSubmitResult>) => {
      if (!answer.ok) {
        note = { spot: spotOf(answer.field), text: answer.message, ok: false };
        return;
      }
      const saved = savedText(answer, c);
      note = { spot: 'send', text: saved, ok: true };
      choice = { ...c, target: '', levels: 0, submissionId: newSubmissionId() };
      return callServer('getPortalData', token).then(
        (fresh) => view?.reloaded(fresh),
        () => {
          note = {
            spot: 'send',
            text: `${saved} Die Anzeige ließ sich nicht neu laden; bitte „Aktualisieren“ tippen.`,
            ok: true,
          };
        },
      );
    })
    .catch((error: Error) => {
      note = { spot: 'send', text: error.message, ok: false };
    })
    .finally(() => {
      busy = false;
      redraw();
    });
}
