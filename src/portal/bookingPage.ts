/// <reference lib="dom" />
/**
 * The portal's page "Buchen" (C6): Bewegung or Aufwertung of one of my armies. It offers only
 * what the server's data allows — the legal Bewegung targets (M7) and the Aufwertungen with
 * their price and new Stufe, computed by the rules' CampaignState (rules/portal/
 * bookingOptions.ts), limited by the round rules R4–R5 (rules/portal/bookingLimits.ts: the
 * server's own checkPlayerBooking; when nothing is allowed the page says why) — and sends
 * through bookForArmy, which checks everything again under the lock. After a saved booking the
 * portal's data is loaded again (getPortalData).
 *
 * The page is built once per data; a tap changes only what it is about (aria-pressed, the
 * choices of another army or kind, the send button), so focus and scroll stay where the finger
 * was (issue 24 §4). A refusal stands at its field, which gets the focus. Phones first: every
 * choice is a button of at least 48 px; text goes in as textContent only.
 */
import { BOOKING_FORM_LABELS as LABELS } from '../rules/bookingForm';
import { UPGRADE } from '../rules/bookingKinds';
import { MOVE } from '../rules/map/moves';
import type { BookingPayload, BookingSubmitResult } from '../shared/bookingContract';
import type { LimitedArmy, PortalData, PortalFirstPage } from '../shared/portalContract';
import { fill, h } from '../sidebar/dom';
import { callServer } from '../sidebar/scriptRun';
import { ServerRunner } from '../sidebar/kit/serverRunner';
import { today } from '../sidebar/kit/today';
import { notReloaded } from './doneNote';
import { shownNumber } from '../rules/shownValue';

type Kind = typeof MOVE | typeof UPGRADE;

/** What the player has chosen so far; kept across a reload of the data. */
interface Choice {
  army: string;
  kind: Kind;
  target: string;
  levels: number;
}

/** Where a message goes: at the field it is about (army, kind, field or levels), or above the send button. */
type Spot = 'army' | 'kind' | 'choice' | 'send';
const SPOTS: Spot[] = ['army', 'kind', 'choice', 'send'];
interface Note {
  spot: Spot;
  text: string;
  ok: boolean;
  /** Google's own failure: "Erneut senden" sends the same booking again. */
  retry?: () => void;
}

/** The page's parts that change on a tap; built once per data. */
interface Parts {
  data: PortalFirstPage;
  armies: Map<string, HTMLButtonElement>;
  facts: HTMLElement;
  placeHint: HTMLElement;
  kinds: { [MOVE]: HTMLButtonElement; [UPGRADE]: HTMLButtonElement };
  kindHint: HTMLElement;
  /** The choices of one army and kind: rebuilt when either changes, else updated in place. */
  choices: HTMLElement;
  choicesOf: string;
  notes: Record<Spot, HTMLElement>;
  send: HTMLButtonElement;
}

let choice: Choice | null = null;
let note: Note | null = null;
let busy = false;
let parts: Parts | null = null;
let reloaded: (fresh: PortalData) => void = () => undefined;

/** The page's sending (kit/serverRunner.ts): busy, one Einreichungs-ID per choice made, refusals at their spot. */
const runner = new ServerRunner({
  setBusy(on) {
    busy = on;
    update();
  },
  clear() {
    setNote(null);
  },
  showRefusal({ field, message }) {
    setNote({ spot: spotOf(field), text: message, ok: false }, true);
  },
  showFailure(message, retry) {
    setNote({ spot: 'send', text: message, ok: false, retry }, true);
  },
});

/** A toggle button: aria-pressed shows the choice. */
function pick(label: string, onTap: () => void): HTMLButtonElement {
  const button = h('button', { type: 'button', class: 'book-pick', 'aria-pressed': 'false' }, label);
  button.addEventListener('click', onTap);
  return button;
}

const press = (button: HTMLButtonElement, pressed: boolean) => button.setAttribute('aria-pressed', String(pressed));

/** The refusal's field key → where the page shows it. */
function spotOf(field: string | undefined): Spot {
  if (field === 'army' || field === 'player') return 'army';
  if (field === 'kind') return 'kind';
  if (field === 'field' || field === 'levels' || field === 'supply') return 'choice';
  return 'send';
}

/**
 * Shows `next` at its spot. With `focus`: a refusal at a field focuses that field (its chosen
 * button, described by the note); one without a field focuses the note itself.
 */
function setNote(next: Note | null, focus = false): void {
  note = next;
  if (!parts) return;
  for (const spot of SPOTS) {
    const slot = parts.notes[spot];
    if (!next || next.spot !== spot) {
      fill(slot);
      slot.className = '';
      slot.hidden = true;
      continue;
    }
    slot.className = next.ok ? 'book-note ok' : 'book-note error';
    slot.setAttribute('role', next.ok ? 'status' : 'alert');
    fill(slot, next.text);
    const retry = next.retry;
    if (retry) {
      const button = h('button', { type: 'button', class: 'retry' }, 'Erneut senden');
      button.addEventListener('click', retry);
      slot.append(' ', button);
    }
    slot.hidden = false;
  }
  parts.send.parentElement
    ?.querySelectorAll('[aria-describedby^="book-note-"]')
    .forEach((b) => b.removeAttribute('aria-describedby'));
  if (!focus || !next) return;
  const field = fieldOf(next.spot);
  if (field) {
    field.setAttribute('aria-describedby', parts.notes[next.spot].id);
    field.focus();
  } else parts.notes[next.spot].focus();
}

/** The control a spot's refusal is about: the chosen button of its group. */
function fieldOf(spot: Spot): HTMLButtonElement | null {
  if (!parts || !choice) return null;
  if (spot === 'army') return parts.armies.get(choice.army) ?? null;
  if (spot === 'kind') return parts.kinds[choice.kind];
  if (spot === 'choice') return parts.choices.querySelector<HTMLButtonElement>('button[aria-pressed="true"]');
  return null;
}

function savedText(result: BookingSubmitResult, c: Choice): string {
  const again = result.doppelt ? ' (war schon gebucht)' : '';
  return c.kind === MOVE
    ? `Gebucht${again}: ${result.armee} zieht nach ${c.target}.`
    : `Gebucht${again}: ${result.armee} ist jetzt Stufe ${result.stufe}; dein Versorgungspool: ${shownNumber(result.versorgungspool)} VP.`;
}

/** Draws the page into `root` from `data`; `onReload` receives fresh data after a saved booking. */
export function renderBookingPage(root: HTMLElement, data: PortalFirstPage, onReload: (fresh: PortalData) => void): void {
  reloaded = onReload;
  // Keep what had the focus (a new data set rebuilds the page: after a save, or Aktualisieren).
  const focused = root.contains(document.activeElement) ? (document.activeElement as HTMLElement).dataset.key : undefined;
  build(root, data);
  if (focused) root.querySelector<HTMLElement>(`[data-key="${CSS.escape(focused)}"]`)?.focus({ preventScroll: true });
}

/** The first kind an army allows. */
function kindFor(army: LimitedArmy, hasMap: boolean): Kind {
  return hasMap && !army.moveRefused ? MOVE : UPGRADE;
}

function build(root: HTMLElement, data: PortalFirstPage): void {
  const options = data.booking;
  const allowed = data.round.book;
  // R4: nothing to book now (the round's phase, a battle already entered, no army).
  const closed = !allowed.allowed || options.armies.length === 0;
  const header = [
    h('h1', {}, 'Buchen'),
    h(
      'p',
      { class: 'hint' },
      // Closed, the pool before the round's battles (where a booking would go, M8) is not the
      // player's pool: the Übersicht's is (user test 31).
      closed
        ? `Bewegung und Aufwertung deiner Armeen zählen sofort. Deine Versorgung: ${shownNumber(data.overview.supply)} VP.`
        : `Bewegung und Aufwertung deiner Armeen zählen sofort (gebucht in Runde ${options.round}). Deine Versorgung: ${shownNumber(options.pool)} VP.`,
    ),
  ];
  // Say why nothing can be booked.
  if (closed) {
    parts = null;
    const why = allowed.reason || 'Du hast gerade keine Armee, für die du buchen kannst.';
    // A booking just refused because the page had not seen it close: say it was not booked.
    const refused = note && !note.ok ? note.text : '';
    note = null; // said once: Aktualisieren shows only why
    const closedNote = h('p', { class: 'book-none', id: 'book-closed' }, refused ? `Nicht gebucht: ${refused}` : why);
    if (refused) closedNote.setAttribute('role', 'alert');
    root.replaceChildren(...header, closedNote);
    return;
  }
  if (!choice || !options.armies.some((a) => a.name === choice!.army)) {
    const first = options.armies[0];
    choice = { army: first.name, kind: kindFor(first, options.hasMap), target: '', levels: 0 };
  }

  const armies = new Map(
    options.armies.map((a) => {
      const button = pick(`${a.name} · Stufe ${a.level}`, () => {
        const c = choice!;
        change({
          army: a.name,
          kind: c.kind === MOVE && (a.moveRefused || !options.hasMap) ? UPGRADE : c.kind,
          target: '',
          levels: 0,
        });
      });
      button.dataset.key = `army:${a.name}`;
      return [a.name, button] as const;
    }),
  );
  const kinds = {
    [MOVE]: pick('Bewegung', () => change({ kind: MOVE, target: '', levels: 0 })),
    [UPGRADE]: pick('Aufwertung', () => change({ kind: UPGRADE, target: '', levels: 0 })),
  };
  kinds[MOVE].dataset.key = 'kind:move';
  kinds[UPGRADE].dataset.key = 'kind:upgrade';
  const slot = (spot: Spot) => h('p', { id: `book-note-${spot}`, tabindex: '-1', 'data-spot': spot, hidden: '' });
  const send = h('button', { type: 'button', class: 'book-send', id: 'book-send', 'data-key': 'send' });
  send.addEventListener('click', () => submit(choice!, options.round, data.token));

  parts = {
    data,
    armies,
    facts: h('p', { class: 'book-facts' }),
    placeHint: h('p', { class: 'hint', hidden: '' }),
    kinds,
    kindHint: h('p', { class: 'hint', hidden: '' }),
    choices: h('div', { class: 'book-choice-area' }),
    choicesOf: '',
    notes: { army: slot('army'), kind: slot('kind'), choice: slot('choice'), send: slot('send') },
    send,
  };
  root.replaceChildren(
    ...header,
    h('h2', {}, LABELS.armee),
    h('div', { class: 'book-choices', role: 'group', 'aria-label': LABELS.armee }, ...armies.values()),
    parts.facts,
    parts.placeHint,
    parts.notes.army,
    h('h2', {}, 'Was buchen?'),
    h('div', { class: 'book-kinds', role: 'group', 'aria-label': LABELS.art }, kinds[MOVE], kinds[UPGRADE]),
    parts.kindHint,
    parts.notes.kind,
    parts.choices,
    parts.notes.choice,
    parts.notes.send,
    send,
  );
  update();
  setNote(note);
}

function change(next: Partial<Choice>): void {
  choice = { ...choice!, ...next };
  runner.edited();
  setNote(null);
  update();
}

/** Brings the built page in line with the choice: only what changed is touched. */
function update(): void {
  if (!parts || !choice) return;
  const { data } = parts;
  const options = data.booking;
  const c = choice;
  const army = options.armies.find((a) => a.name === c.army)!;
  for (const [name, button] of parts.armies) press(button, name === c.army);
  press(parts.kinds[MOVE], c.kind === MOVE);
  press(parts.kinds[UPGRADE], c.kind === UPGRADE);
  parts.kinds[MOVE].disabled = !options.hasMap || army.moveRefused !== '';
  parts.kinds[UPGRADE].disabled = army.upgradeRefused !== '';
  // R5 (or no map): why a kind is not offered for this army.
  const kindWhy = !options.hasMap
    ? 'Diese Kampagne hat keine Karte: Bewegungen gibt es nicht.'
    : [army.moveRefused, army.upgradeRefused].filter(Boolean).join(' ');
  parts.kindHint.textContent = kindWhy;
  parts.kindHint.hidden = kindWhy === '';

  parts.facts.textContent = army.field ? `${army.name} steht auf ${army.field}.` : `${army.name} steht auf keinem Feld.`;
  const hint = placeHint(army, data);
  parts.placeHint.textContent = hint;
  parts.placeHint.hidden = hint === '';

  const key = `${c.army}\n${c.kind}`;
  if (parts.choicesOf !== key) {
    parts.choicesOf = key;
    fill(parts.choices, c.kind === MOVE ? moveChoices(army) : upgradeChoices(army));
  }
  parts.choices.querySelectorAll<HTMLButtonElement>('button[data-value]').forEach((b) => {
    press(b, c.kind === MOVE ? b.dataset.value === c.target : Number(b.dataset.value) === c.levels);
  });

  parts.send.textContent = c.kind === MOVE ? 'Bewegung buchen' : 'Aufwertung buchen';
  const refused = c.kind === MOVE ? army.moveRefused : army.upgradeRefused;
  parts.send.disabled = busy || refused !== '' || (c.kind === MOVE ? !c.target : !c.levels);
  parts.send.setAttribute('aria-busy', String(busy));
}

/**
 * M8: a booking of Runde r counts before that round's battles. When those already changed the
 * army, say so: the page offers (and the save checks) the army as it stood before them.
 */
function placeHint(army: LimitedArmy, data: PortalFirstPage): string {
  const now = data.overview.armies.find((a) => a.name === army.name);
  if (!now || (now.level === army.level && (now.field ?? '') === army.field)) return '';
  const then = army.field ? `Stufe ${army.level} auf ${army.field}` : `Stufe ${army.level}`;
  return (
    `Buchungen der Runde ${data.booking.round} zählen vor deren Schlachten: dort hatte ${army.name} ${then}. ` +
    'Das Ergebnis der Schlachten wird danach neu berechnet.'
  );
}

function moveChoices(army: LimitedArmy): HTMLElement {
  // The kind's hint above already says why (R5): said once (user test 35 read it twice).
  if (army.moveRefused) return h('div', {});
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
      ...army.targets.map((field) => {
        const button = pick(field, () => change({ target: field }));
        button.dataset.value = field;
        button.dataset.key = `field:${field}`;
        return button;
      }),
    ),
  );
}

function upgradeChoices(army: LimitedArmy): HTMLElement {
  if (army.upgradeRefused) return h('p', { class: 'book-none' }, army.upgradeRefused);
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
          const button = pick(label, () => undefined);
          button.disabled = true;
          button.append(h('span', { class: 'book-detail' }, u.refused));
          return button;
        }
        const button = pick(label, () => change({ levels: u.levels }));
        button.dataset.value = String(u.levels);
        button.dataset.key = `levels:${u.levels}`;
        button.append(
          h('span', { class: 'book-detail' }, `kostet ${shownNumber(u.cost)} VP · danach ${shownNumber(u.poolAfter)} VP`),
        );
        return button;
      }),
    ),
  );
}

function submit(c: Choice, round: number, token: string): void {
  const payload: BookingPayload = {
    art: c.kind,
    runde: round,
    datum: today(),
    armee: c.army,
    ...(c.kind === MOVE ? { feld: c.target } : { stufen: c.levels }),
    einreichungsId: runner.submissionId,
  };
  void runner.submit(
    () => callServer('bookForArmy', token, payload),
    (answer: BookingSubmitResult) => {
      const saved = savedText(answer, c);
      note = { spot: 'send', text: saved, ok: true };
      choice = { ...c, target: '', levels: 0 };
      runner.renew();
      return callServer('getPortalData', token).then(
        (fresh) => reloaded(fresh),
        () =>
          setNote({
            spot: 'send',
            text: notReloaded(saved),
            ok: true,
          }),
      );
    },
    (refusal) => {
      // The round moved on under the page (the organiser began the Schlachtphase or the next
      // round, a battle of the round was entered: R4's refusals name the field „round“): the
      // refusal is said, and the page shows where the round stands now (R7) rather than offering
      // what the server just refused. Any other refusal stays at its field, the page as it was.
      if (refusal.field !== 'round') return false;
      setNote({ spot: spotOf(refusal.field), text: refusal.message, ok: false }, true);
      callServer('getPortalData', token).then(
        (fresh) => reloaded(fresh),
        () => undefined,
      );
      return true;
    },
  );
}
