/**
 * A5, A6: the declarations of the current round a battle may still be entered for — standing (not
 * withdrawn), without a report but a verworfen one (reportOf: the organiser's own row plays it
 * too), and its battle still possible (stillFightable: A8, a declaration whose battle can no
 * longer take place stays history; the replay would refuse its battle). The organiser's „Schlacht eintragen“ offers them
 * all (free entry stays, A6); the portal's Melden a player's share of them (playerRound.ts).
 */
import { nameKey } from '../campaign/names';
import type { ArmyStanding } from '../campaign/replayResult';
import { isAdjacent } from '../map/adjacency';
import type { MapPositions } from '../map/positions';
import { reportOf } from './admission';
import { RoundSituation, standingDeclarations } from './roundSituation';

/** A battle offered filled in: a declaration (A5), or without declarations one of the pairs a player may report. */
export interface ReportableBattle {
  round: number;
  attacker: string;
  attackerPlayer: string;
  defender: string;
  defenderPlayer: string;
  /** The defender's field; "" in a campaign without a map. */
  field: string;
}

/** An army that can fight in the round: Stufe above 0 and raised by then. */
export const fightsIn = (a: Pick<ArmyStanding, 'level' | 'raisedInRound'>, round: number) =>
  a.level > 0 && a.raisedInRound <= round;

/** The campaign as a battle of the round finds it: its armies and, on a map, where they stand. */
export interface ArmiesNow {
  armies: readonly ArmyStanding[];
  positions?: MapPositions<ArmyStanding> | null;
}

/**
 * Whether the battle of a declaration can still take place as the campaign stands now: both
 * armies still fight, and on a map, both on it, they still stand side by side (M1, M4) — an earlier battle of
 * the round may have driven the defender (or the attacker) off its field, e.g. when two armies
 * attacked the same one (user test 35).
 */
export function stillFightable(d: { attacker: string; defender: string }, state: ArmiesNow, round: number): boolean {
  return fightingSides(d, state, round) !== null;
}

/** stillFightable's two armies as Armeen lists them (a form's army lists offer that spelling); null when it cannot be fought. */
function fightingSides(
  d: { attacker: string; defender: string },
  state: ArmiesNow,
  round: number,
): { attacker: ArmyStanding; defender: ArmyStanding } | null {
  const armyOf = (name: string) => state.armies.find((a) => nameKey(a.name) === nameKey(name) && fightsIn(a, round));
  const attacker = armyOf(d.attacker);
  const defender = armyOf(d.defender);
  if (!attacker || !defender) return null;
  const positions = state.positions;
  if (!positions) return { attacker, defender };
  const from = positions.fieldOf(attacker);
  const to = positions.fieldOf(defender);
  // An army off the map fights off it (M4): only two armies on the map must border each other.
  return from === null || to === null || isAdjacent(positions.map, from, to) ? { attacker, defender } : null;
}

/**
 * `state`: the campaign as a battle of the round finds it. In Angriffe's row order; the armies as
 * Armeen spells them (a row the organiser typed may differ in case or blanks).
 */
export function openDeclarations(s: RoundSituation, state: ArmiesNow): ReportableBattle[] {
  const ownerOf = (army: string) => s.ownerOf(army) ?? '';
  const out: ReportableBattle[] = [];
  for (const d of standingDeclarations(s)) {
    const sides = reportOf(s, d) ? null : fightingSides(d, state, s.round);
    if (!sides) continue;
    out.push({
      round: d.round,
      attacker: sides.attacker.name,
      attackerPlayer: ownerOf(d.attacker),
      defender: sides.defender.name,
      defenderPlayer: ownerOf(d.defender),
      field: d.field,
    });
  }
  return out;
}
