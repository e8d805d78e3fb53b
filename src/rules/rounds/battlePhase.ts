/**
 * „Schlachtphase beginnen“ (R2): before the organiser ends the orders, the confirmation names
 * what is still open — armies that could still declare an attack and have not (A3), and the
 * reports still waiting for an answer (C3). Pure; the menu entry asks with it.
 */
import { STATUS_DISPUTED, STATUS_REPORTED } from '../campaign/battleStatus';
import type { CampaignState } from '../campaign/campaignState';
import { nameKey } from '../campaign/names';
import { isAdjacent } from '../map/adjacency';
import { openReportLine } from './openReportLine';
import { RoundSituation, standingDeclarations } from './roundSituation';
import { DECLARED_ATTACKS } from './declaredAttacksName';

export interface BattlePhaseOpen {
  /** A3: per player, the active armies on the map with an enemy next to them and no declaration this round. */
  undeclared: { player: string; armies: string[] }[];
  /** The round's standing declarations. */
  declarations: number;
  /** C3: reports gemeldet or bestritten, as „Zeile 5: A gegen B (gemeldet)“. */
  openReports: string[];
}

export function battlePhaseOpen(s: RoundSituation, state: CampaignState): BattlePhaseOpen {
  const standing = standingDeclarations(s);
  const undeclared = new Map<string, { player: string; armies: string[] }>();
  const positions = state.positions;
  if (s.declarationsOn && positions) {
    const active = state.armies.filter((a) => a.level > 0 && a.raisedInRound <= s.round && positions.fieldOf(a) !== null);
    for (const a of active) {
      if (standing.some((d) => nameKey(d.attacker) === nameKey(a.name))) continue;
      const from = positions.fieldOf(a)!;
      const canAttack = active.some(
        (e) => nameKey(e.player) !== nameKey(a.player) && isAdjacent(positions.map, from, positions.fieldOf(e)!),
      );
      if (!canAttack) continue;
      const key = nameKey(a.player);
      if (!undeclared.has(key)) undeclared.set(key, { player: a.player, armies: [] });
      undeclared.get(key)!.armies.push(a.name);
    }
  }
  return {
    undeclared: [...undeclared.values()],
    declarations: standing.length,
    openReports: s.battles.filter((b) => b.status === STATUS_REPORTED || b.status === STATUS_DISPUTED).map(openReportLine),
  };
}

/** The confirmation's German text. */
export function battlePhaseQuestion(s: RoundSituation, open: BattlePhaseOpen): string {
  const lines = [`Runde ${s.round}: die Befehlsphase endet, die Schlachtphase beginnt.`];
  if (s.declarationsOn) {
    lines.push(`${DECLARED_ATTACKS}: ${open.declarations}.`);
    if (open.undeclared.length > 0) {
      lines.push(
        'Noch nicht angesagt (Armeen mit einem Gegner nebenan): ' +
          open.undeclared.map((u) => `${u.player}: ${u.armies.join(', ')}`).join('; ') +
          '.',
      );
    } else lines.push('Alle Armeen mit einem Gegner nebenan haben angesagt.');
  }
  if (open.openReports.length > 0) lines.push(`Noch nicht beantwortete Meldungen: ${open.openReports.join('; ')}.`);
  lines.push(
    'Danach buchen Spieler keine Bewegungen und Aufwertungen mehr und sagen nichts mehr an; sie melden Schlachten. Beginnen?',
  );
  return lines.join('\n\n');
}
