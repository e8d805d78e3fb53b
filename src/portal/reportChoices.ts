/// <reference lib="dom" />
/**
 * What „Melden“ offers (issue 23 §3–4, R3, C5, A5): the battles the player may report now —
 * their own declarations and those against them (with Angriffe ansagen), or the opponents
 * their armies can attack (without) — grouped by the opponent's player; a tap fills the form's
 * sides, armies and the current round. When nothing may be reported, the reason and no form.
 * From PortalData.round (rules/rounds/playerRound.ts), the rules the server checks again; the
 * buttons are the battle form's (sidebar/battleChoices.ts), as „Schlacht eintragen“ offers declarations.
 */
import type { PortalData, ReportableBattle } from '../shared/portalContract';
import { fill, h } from '../sidebar/dom';
import { battleChoiceGroups, groupedBy } from '../sidebar/battleChoices';
import { DECLARED_ATTACKS } from '../rules/rounds/declaredAttacksName';

/** Fills the form with one battle: `mine` is the side of the player's army. */
export type FillBattle = (battle: ReportableBattle, mine: 'angreifer' | 'verteidiger') => void;

/** Which side of `b` is `player`'s. */
export function sideOf(b: ReportableBattle, player: string): 'angreifer' | 'verteidiger' {
  return b.attackerPlayer === player ? 'angreifer' : 'verteidiger';
}

/** The opponent's player of `b` as `player` sees it. */
const opponentOf = (b: ReportableBattle, player: string) =>
  sideOf(b, player) === 'angreifer' ? b.defenderPlayer : b.attackerPlayer;

export function renderReportChoices(box: HTMLElement, d: PortalData, onPick: FillBattle): void {
  const r = d.round;
  const me = d.overview.player;
  if (!r.report.allowed) {
    fill(box, h('p', { class: 'book-none', id: 'report-closed' }, r.report.reason));
    return;
  }
  const groups = groupedBy(r.reportable, (b) => opponentOf(b, me)).map((g) => ({ ...g, label: `Gegen ${g.label}` }));
  fill(
    box,
    h('h2', {}, r.declarationsOn ? DECLARED_ATTACKS : 'Wen du melden kannst'),
    h('p', { class: 'hint' }, `Nur Runde ${r.round}. Antippen füllt das Formular aus.`),
    ...battleChoiceGroups(
      groups,
      (b) => (b.field ? `auf ${b.field}` : `${b.attackerPlayer} gegen ${b.defenderPlayer}`),
      (b) => onPick(b, sideOf(b, me)),
    ),
  );
}

/** The armies each side of the form may offer: only those of a battle the player may report now. */
export function reportableArmies(
  d: PortalData,
  side: 'angreifer' | 'verteidiger',
  mySide: 'angreifer' | 'verteidiger',
): Set<string> {
  const me = d.overview.player;
  const out = new Set<string>();
  for (const b of d.round.reportable) {
    if (sideOf(b, me) !== mySide) continue;
    out.add(side === 'angreifer' ? b.attacker : b.defender);
  }
  return out;
}
