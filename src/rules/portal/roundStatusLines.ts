/**
 * The round report's lines about the round itself (R7, A7): where the round stands — its phase
 * and what happens in it — and its attack declarations, each „gespielt“, „nicht gespielt“ or
 * „zurückgezogen“. Declarations are public only from the Schlachten phase on (A7): in the
 * Befehle phase of the current round the report names how many, not which. Pure.
 */
import { reportOf } from '../rounds/admission';
import { PHASE_ORDERS } from '../rounds/roundSettings';
import type { RoundSituation } from '../rounds/roundSituation';

export function roundStatusLines(s: RoundSituation, round: number): string[] {
  const out: string[] = [];
  const current = round === s.round;
  if (current) {
    out.push(
      s.phase === PHASE_ORDERS
        ? `Runde ${round} läuft, Befehlsphase: bewegen, aufwerten${s.declarationsOn ? ', Angriffe ansagen' : ''}.`
        : `Runde ${round} läuft, Schlachtphase: Schlachten melden und bestätigen.`,
    );
  }
  const declared = s.declarations.filter((d) => d.round === round);
  if (declared.length === 0) return out;
  if (current && s.phase === PHASE_ORDERS) {
    const standing = declared.filter((d) => !d.withdrawn).length;
    out.push(`${standing === 1 ? '1 Angriff ist' : `${standing} Angriffe sind`} angesagt; sichtbar ab der Schlachtphase.`);
    return out;
  }
  for (const d of declared) {
    const who = (army: string) => `${army} (${s.ownerOf(army) ?? '?'})`;
    const what = d.withdrawn ? 'zurückgezogen' : reportOf(s, d) ? 'gespielt' : 'nicht gespielt';
    out.push(`Angriff angesagt: ${who(d.attacker)} auf ${who(d.defender)}${d.field ? ` (${d.field})` : ''} – ${what}.`);
  }
  return out;
}

/**
 * The lines for a report of `reported` (the last round with battles): the current round's state
 * first when the organiser has begun a later one, then `reported`'s.
 */
export function roundLines(s: RoundSituation, reported: number): string[] {
  return [...(s.round !== reported ? roundStatusLines(s, s.round) : []), ...roundStatusLines(s, reported)];
}
