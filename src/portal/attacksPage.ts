/// <reference lib="dom" />
/**
 * Attack declarations in the portal (A3–A7, R7): where the round stands and what the player can
 * do now; per own army whom it may attack — „Angriff ansagen“ from this list or from the map
 * (mapAttackActions) — and its standing declaration with „Zurückziehen“ (A4); „Du wirst
 * angegriffen“; from the Schlachten phase on, every declaration of the round with what became of
 * it, as the round report says it (A7: gespielt, nicht gespielt, or its report still open). The allowed actions come from PortalData.round (rules/rounds/playerRound.ts,
 * the checks the server runs again under the lock). Text goes in as textContent only.
 */
import type { ArmyTargets, AttackTarget, DeclarationView, PortalData, PortalFirstPage } from '../shared/portalContract';
import type { Answer } from '../shared/submission';
import { byId, fill, h } from '../sidebar/dom';
import { placeView } from '../sidebar/kit/placeView';
import { ServerRunner } from '../sidebar/kit/serverRunner';
import { callServer } from '../sidebar/scriptRun';
import { declarationSheetRow } from '../rules/rounds/declarationRow';
import { nameKey } from '../rules/campaign/names';
import { declaredAttacksOfRound } from '../rules/rounds/declaredAttacksName';
import { reloadThenDone } from './doneNote';

/** What the portal gives this module: fresh data after a declaration or withdrawal. */
export type Reload = (fresh: PortalData) => void;

/**
 * „Sternenwacht (Konrad) greift Sturmfalken (Sabine) auf Felsgrat an“; on the player's own page
 * their own army goes without their name (`me`).
 */
function line(d: DeclarationView, me = ''): string {
  // Matched like names (Armeen may spell the player otherwise than Spieler).
  const named = (army: string, player: string) => (me && nameKey(player) === nameKey(me) ? army : `${army} (${player || '?'})`);
  return `${named(d.attacker, d.attackerPlayer)} greift ${named(d.defender, d.defenderPlayer)}${d.field ? ` auf ${d.field}` : ''} an`;
}

/** The line with its status, the same words for attacker and defender (declarationStatus). */
const withStatus = (d: DeclarationView, me: string) => `${line(d, me)} – ${d.status}.`;

/**
 * Where a declaration's or withdrawal's button stands: on Angriffe (under its army) or on the
 * Karte (under the tapped field, naming the attacker). What came of it is said in that page's
 * note, which takes the focus: the page is drawn afresh without the tapped button.
 */
interface ActionPlace {
  note: 'attacks-done' | 'map-done';
  namingAttacker: boolean;
}
const ON_ATTACKS: ActionPlace = { note: 'attacks-done', namingAttacker: false };
const ON_MAP: ActionPlace = { note: 'map-done', namingAttacker: true };

/**
 * What a button asks before it sends (user test 32: one mis-tap on „Angriff ansagen“ told the
 * defender of an attack nobody meant): the question, a line on what follows, and the word of the
 * button that sends.
 */
interface Ask {
  question: string;
  detail: string;
  yes: string;
}

/** Whose question is open: one at a time on the portal, the tapped button's. */
let closeOpenAsk: (() => void) | null = null;
let asks = 0;

/**
 * A declaration's or withdrawal's button with its message below it, and its own runner (one
 * Einreichungs-ID per button: „Erneut senden“ sends the same): the buttons rest while `send`
 * runs; the page reloads when it is done. With `ask`, the tap asks first, in the page under the
 * button (a window.confirm may be blocked in Google's sandboxed iframe): the question takes the
 * focus, „Abbrechen“ (or Escape) takes it away and gives the focus back to the button.
 */
function actionButton(
  button: HTMLButtonElement,
  send: (id: string) => Promise<Answer<object>>,
  token: string,
  done: string,
  reload: Reload,
  place: ActionPlace,
  ask?: Ask,
): HTMLElement {
  const message = h('p', { class: 'answer-error', role: 'alert', hidden: '' });
  let asking: { box: HTMLElement; buttons: HTMLButtonElement[] } | null = null;
  const runner = new ServerRunner(placeView({ buttons: () => [button, ...(asking?.buttons ?? [])], message }));
  const submit = () =>
    void runner.submit(
      () => send(runner.submissionId),
      () => reloadThenDone(token, reload, place.note, done, message),
    );
  if (!ask) {
    button.addEventListener('click', submit);
    return h('div', {}, button, message);
  }
  const close = () => {
    asking?.box.remove();
    asking = null;
    button.setAttribute('aria-expanded', 'false');
    if (closeOpenAsk === close) closeOpenAsk = null;
  };
  button.setAttribute('aria-expanded', 'false');
  button.addEventListener('click', () => {
    if (!asking) {
      if (closeOpenAsk) closeOpenAsk();
      closeOpenAsk = close;
      const id = `declare-ask-${++asks}`;
      const yes = h('button', { type: 'button', class: 'primary' }, ask.yes);
      const cancel = h('button', { type: 'button', class: 'secondary' }, 'Abbrechen');
      yes.addEventListener('click', submit);
      const takeBack = () => {
        close();
        button.focus();
      };
      cancel.addEventListener('click', takeBack);
      const box = h(
        'div',
        { class: 'declare-ask', role: 'group', 'aria-labelledby': id, tabindex: '-1' },
        h('p', { class: 'lead', id }, ask.question),
        h('p', {}, ask.detail),
        h('div', { class: 'answer-actions' }, yes, cancel),
      );
      // Escape as „Abbrechen“, for a keyboard.
      box.addEventListener('keydown', (e) => {
        if (e.key === 'Escape' && !cancel.disabled) takeBack();
      });
      asking = { box, buttons: [yes, cancel] };
      button.after(box);
      button.setAttribute('aria-expanded', 'true');
    }
    asking.box.focus();
  });
  return h('div', {}, button, message);
}

/** A button that declares `army`'s attack on `target`. */
export function declareButton(
  d: PortalFirstPage,
  army: ArmyTargets,
  target: AttackTarget,
  reload: Reload,
  place: ActionPlace = ON_ATTACKS,
): HTMLElement {
  const button = h(
    'button',
    { type: 'button', class: 'attack-target', 'data-attacker': army.army, 'data-defender': target.army },
    place.namingAttacker ? `Angriff ansagen: ${army.army} gegen ${target.army}` : `Angriff ansagen: ${target.army}`,
    h('span', { class: 'book-detail' }, `${target.player}, Stufe ${target.level}${target.field ? `, auf ${target.field}` : ''}`),
    // A3 allows it, but it answers nothing: players took it for the answer to the attack.
    target.attacksThisArmy
      ? h(
          'span',
          { class: 'book-detail counter-note' },
          `Eine zweite, eigene Schlacht – der Angriff von ${target.army} bleibt bestehen.`,
        )
      : null,
  );
  return actionButton(
    button,
    (einreichungsId) => callServer('declareAttack', d.token, { angreifer: army.army, verteidiger: target.army, einreichungsId }),
    d.token,
    `Angesagt: ${army.army} greift ${target.army} an.`,
    reload,
    place,
    // The defender reads it at once (A7): asked first, the same from the list and the map.
    {
      question: `Angriff von ${army.army} auf ${target.army} ansagen?`,
      detail: `${target.player || 'Der Gegner'} sieht ihn sofort.`,
      yes: 'Ja, ansagen',
    },
  );
}

function withdrawButton(d: PortalFirstPage, decl: DeclarationView, reload: Reload, place = ON_ATTACKS): HTMLElement {
  const button = h('button', { type: 'button', class: 'secondary' }, 'Zurückziehen');
  return actionButton(
    button,
    (einreichungsId) =>
      callServer('withdrawAttack', d.token, {
        runde: decl.round,
        angreifer: decl.attacker,
        verteidiger: decl.defender,
        zeile: declarationSheetRow(decl.row),
        einreichungsId,
      }),
    d.token,
    `Zurückgezogen: ${decl.attacker} greift ${decl.defender} nicht an.`,
    reload,
    place,
    // The defender hears of it at once as well (N1), and declaring again tells him twice: asked first, as declaring is.
    {
      question: `Angriff von ${decl.attacker} auf ${decl.defender} zurückziehen?`,
      detail: `${decl.defenderPlayer || 'Der Gegner'} erfährt es sofort.`,
      yes: 'Ja, zurückziehen',
    },
  );
}

/** Targets grouped by their player (issue 23 §4: grouped by player). */
function byPlayer(targets: AttackTarget[]): [string, AttackTarget[]][] {
  const groups = new Map<string, AttackTarget[]>();
  for (const t of targets) groups.set(t.player, [...(groups.get(t.player) ?? []), t]);
  return [...groups];
}

function armyCard(d: PortalFirstPage, a: ArmyTargets, reload: Reload): HTMLElement {
  const parts: HTMLElement[] = [h('h3', {}, `${a.army} · Stufe ${a.level}${a.field ? ` · auf ${a.field}` : ''}`)];
  for (const by of a.attackedBy) {
    parts.push(h('p', { class: 'attacked-by' }, `Wird angegriffen von ${by.attacker} (${by.attackerPlayer || '?'})`));
  }
  if (a.declared) {
    parts.push(h('p', {}, withStatus(a.declared, d.overview.player)));
    if (a.declared.mayWithdraw) parts.push(withdrawButton(d, a.declared, reload));
  } else if (d.round.declare.allowed && d.round.phase === 'Befehle') {
    if (a.targets.length === 0) parts.push(h('p', { class: 'hint' }, 'Kein Gegner steht neben dieser Armee.'));
    for (const [player, targets] of byPlayer(a.targets)) {
      parts.push(
        h(
          'div',
          { class: 'attack-group', role: 'group', 'aria-label': `Armeen von ${player}` },
          h('p', { class: 'label' }, player),
          ...targets.map((t) => declareButton(d, a, t, reload)),
        ),
      );
    }
  }
  return h('section', { class: 'answer attack-army', 'data-army': a.army }, ...parts);
}

/** `text` per declaration, or `none`. */
function declarationList(list: DeclarationView[], none: string, text: (d: DeclarationView) => string): HTMLElement {
  return h(
    'ul',
    { class: 'lines' },
    ...(list.length ? list.map((d) => h('li', {}, text(d))) : [h('li', { class: 'none' }, none)]),
  );
}

/** The round list says what the round report says (A7): „nicht gespielt“ where no report stands. */
const reportWords = (d: DeclarationView) => `${line(d)} – ${d.status === 'angesagt' ? d.outcome : d.status}.`;

/** Draws the page „Angriffe“ and the Übersicht's round box from the data. */
export function renderAttacks(d: PortalFirstPage, reload: Reload): void {
  const r = d.round;
  byId('attacks-done').hidden = true;
  byId('attacks-summary').textContent = r.summary;
  const page = byId('attacks-body');
  const me = d.overview.player;
  // Each declaration once on the page: mine stand on my army's card, those against me above.
  const shownAbove = new Set([...r.againstMe, ...r.armies.flatMap((a) => (a.declared ? [a.declared] : []))].map((x) => x.row));
  const others = r.roundDeclarations.filter((x) => !shownAbove.has(x.row));
  const othersNone = r.roundDeclarations.length
    ? 'Sonst wurde in dieser Runde nichts angesagt.'
    : 'In dieser Runde wurde nichts angesagt.';
  if (!r.declarationsOn) {
    fill(page, h('p', { class: 'hint' }, r.declare.reason || 'In dieser Kampagne werden keine Angriffe angesagt.'));
  } else {
    fill(
      page,
      r.declare.allowed ? null : h('p', { class: 'book-none', id: 'declare-closed' }, r.declare.reason),
      h('h2', {}, 'Meine Armeen'),
      ...(r.armies.length ? r.armies.map((a) => armyCard(d, a, reload)) : [h('p', {}, 'Du hast keine aktive Armee.')]),
      h('h2', {}, 'Du wirst angegriffen'),
      declarationList(r.againstMe, 'Keine Armee greift dich in dieser Runde an.', (decl) => withStatus(decl, me)),
      r.phase === 'Schlachten' ? h('h2', {}, declaredAttacksOfRound(r.round)) : null,
      r.phase === 'Schlachten' ? declarationList(others, othersNone, reportWords) : null,
    );
  }

  // Übersicht: the round and what I can do, then who attacks me and what I declared. The alarm
  // is for attacks still to be fought; a played one is news (Neuigkeiten, Meine Schlachten).
  byId('round-summary').textContent = r.summary;
  const incoming = r.againstMe.filter((decl) => decl.toFight);
  byId('attacked').hidden = incoming.length === 0;
  fill(
    byId('attacked-list'),
    ...incoming.map((decl) =>
      h(
        'li',
        {},
        h('strong', {}, `${decl.attacker} (${decl.attackerPlayer})`),
        ` greift ${decl.defender}${decl.field ? ` auf ${decl.field}` : ''} an.`,
      ),
    ),
  );
  const mine = r.myDeclarations;
  byId('my-attacks').hidden = mine.length === 0;
  fill(byId('my-attacks-list'), ...mine.map((decl) => h('li', {}, withStatus(decl, me))));
}

/**
 * The map's part (A3 from the map): the chosen field's enemy armies that one of my armies may
 * declare against now, each as „Angriff ansagen“; null when there is none.
 */
export function mapAttackActions(d: PortalFirstPage, field: string, reload: Reload): HTMLElement | null {
  // What I declared against this field stands here too (with „Zurückziehen“ while allowed).
  const declared = d.round.myDeclarations
    .filter((decl) => decl.field === field && !decl.withdrawn)
    .map((decl) =>
      h(
        'div',
        { class: 'map-declared' },
        h('p', {}, withStatus(decl, d.overview.player)),
        decl.mayWithdraw ? withdrawButton(d, decl, reload, ON_MAP) : null,
      ),
    );
  const buttons = d.round.declare.allowed
    ? d.round.armies.flatMap((a) => a.targets.filter((t) => t.field === field).map((t) => declareButton(d, a, t, reload, ON_MAP)))
    : [];
  if (!buttons.length && !declared.length) return null;
  return h(
    'div',
    { class: 'map-attacks' },
    ...declared,
    buttons.length ? h('p', { class: 'label' }, 'Von deinem Nachbarfeld aus:') : null,
    ...buttons,
  );
}
