/// <reference lib="dom" />
/**
 * Renders what the rules computed: the pre-battle numbers, the outcome and the server's
 * answer. Pure presentation: every number comes from the BattleEvaluation.
 */
import { ANNIHILATION, ATTACKER, LossLevel, MIN_SCALING_POINTS } from '../rules';
import { conquestOf } from '../rules/savedMessages';
import { BattleEvaluation } from './battleForm';
import { Child, fill, h } from './dom';

function sideTable(caption: string, rows: Array<[string, Child, Child]>): HTMLTableElement {
  return h(
    'table',
    { class: 'sides' },
    h('caption', { class: 'visually-hidden' }, caption),
    h('thead', {}, h('tr', {}, h('td', {}), h('th', { scope: 'col' }, 'Angreifer'), h('th', { scope: 'col' }, 'Verteidiger'))),
    h('tbody', {}, ...rows.map(([label, a, v]) => h('tr', {}, h('th', { scope: 'row' }, label), h('td', {}, a), h('td', {}, v)))),
  );
}

const note = (text: string, kind = 'hint') => h('p', { class: kind }, text);

/** Shown while a marked field stops the preview. */
const WAITING = 'Die Vorschau erscheint, sobald die markierten Angaben stimmen.';

/** Stufenabgleich, bonuses, played points, start SP, command points and loss thresholds. */
export function renderPlan(container: HTMLElement, evaluation: BattleEvaluation): void {
  const { plan, attacker, defender } = evaluation;
  if (!plan || !attacker || !defender) {
    // A problem is shown next to its field (BattleSidebar), never a second time here.
    fill(
      container,
      note(
        attacker && defender
          ? WAITING
          : 'Wähle Angreifer und Verteidiger: dann erscheinen hier Boni, Punkte und Verlustschwellen.',
      ),
    );
    return;
  }
  const matching = plan.levelsMatch
    ? `gleiche Stufe ${plan.attackerLevel} (${plan.attackerPoints} Punkte), kein Truppenbonus`
    : `Stufe ${plan.attackerLevel} gegen Stufe ${plan.defenderLevel} (${plan.attackerPoints} gegen ${plan.defenderPoints} Punkte)`;
  const size = plan.battleSize;
  fill(
    container,
    h('p', { class: 'summary' }, h('strong', {}, 'Stufenabgleich: '), matching),
    sideTable('Punkte vor der Schlacht', [
      ['Armeepunkte', plan.attackerPoints, plan.defenderPoints],
      ['Truppenbonus', plan.attackerBonus, plan.defenderBonus],
      ['Mobilisierung', '–', plan.mobilisation],
      ['Gespielte Punkte', plan.attacker, plan.defender],
      ['Startsiegpunkte', plan.attackerStartVP, plan.defenderStartVP],
      ['1 Stufe Verlust ab', plan.attackerThresholds.oneLevel, plan.defenderThresholds.oneLevel],
      ['2 Stufen ab', plan.attackerThresholds.twoLevels, plan.defenderThresholds.twoLevels],
      ['Vernichtung ab', plan.attackerThresholds.annihilation, plan.defenderThresholds.annihilation],
    ]),
    h(
      'p',
      { class: 'summary' },
      h('strong', {}, 'Befehlspunkte: '),
      `je ${size.commandPoints} (${size.name}, bis ${size.upTo} Punkte)`,
    ),
  );
}

/** The hint under the Mobilisierung select: the maximum and where it comes from. */
export function mobilisationHint(evaluation: BattleEvaluation): string {
  const { plan, defenderPlayer } = evaluation;
  if (!plan) return 'Erst beide Armeen wählen.';
  if (plan.defenderPoints >= plan.attackerPoints) return 'Nur ein unterlegener Verteidiger darf mobilisieren.';
  const pool = defenderPlayer ? `Pool von ${defenderPlayer.name}: ${defenderPlayer.versorgungspool} VP` : 'Pool unbekannt';
  return `Höchstens ${plan.maxMobilisation} Punkte (${pool}).`;
}

export function scalingHint(evaluation: BattleEvaluation): string {
  const { plan } = evaluation;
  if (!plan) return '';
  if (plan.scalingAllowed) return `Skalieren erlaubt: beide Seiten haben ${plan.attackerBeforeScaling} Punkte.`;
  return `Skalieren nicht erlaubt: dafür brauchen beide Seiten nach allen Boni gleich viele Punkte, mindestens ${MIN_SCALING_POINTS}.`;
}

function lossText(loss: LossLevel): string {
  if (loss === ANNIHILATION) return 'Vernichtung';
  return loss === 1 ? '1 Stufe' : `${loss} Stufen`;
}

function levelChange(before: number, after: number): string {
  return `${before} → ${after}${after === 0 ? ' (vernichtet)' : ''}`;
}

/** Winner, level losses, new Stufen and the supply reward. */
export function renderOutcome(container: HTMLElement, evaluation: BattleEvaluation): void {
  const { outcome, plan, attacker, defender } = evaluation;
  if (!outcome || !plan || !attacker || !defender) {
    const waiting = evaluation.problems.some((p) => !p.blank);
    fill(
      container,
      note(waiting ? WAITING : 'Siegpunkte und Verluste eintragen: dann erscheinen hier Sieger, Stufenverlust und neue Stufen.'),
    );
    return;
  }
  const winnerArmy = outcome.winner === ATTACKER ? attacker : defender;
  fill(
    container,
    h('p', { class: 'summary' }, h('strong', {}, 'Sieger: '), `${winnerArmy.name} (${outcome.winner})`),
    sideTable('Ergebnis der Schlacht', [
      ['Stufenverlust', lossText(outcome.attackerLoss), lossText(outcome.defenderLoss)],
      [
        'Neue Stufe',
        levelChange(plan.attackerLevel, outcome.attackerNewLevel),
        levelChange(plan.defenderLevel, outcome.defenderNewLevel),
      ],
    ]),
    h('p', { class: 'summary' }, h('strong', {}, 'Versorgung: '), `+${outcome.supply} VP für ${winnerArmy.spieler}`),
    mapCost(evaluation),
  );
}

/** „Karte: „Furt“ gehört dann Anna, Rote Faust zieht ein.“ — on a map, before sending (M5); the retreat has its own field. */
function mapCost({ map, outcome, attacker, defender }: BattleEvaluation): HTMLElement | null {
  if (!map?.attackedField || !outcome || !attacker || !defender) return null;
  const sides = { attackedField: map.attackedField, attackerPlayer: attacker.spieler, defenderPlayer: defender.spieler };
  const line = conquestOf(outcome.winner === ATTACKER, outcome.attackerNewLevel > 0, attacker.name, sides, 'dann');
  return h('p', { class: 'summary' }, h('strong', {}, 'Karte: '), `${line}.`);
}
