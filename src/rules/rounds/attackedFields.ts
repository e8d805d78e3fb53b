/**
 * A7 on the portal's Karte: the fields the player's map marks as attacked this round, with their
 * attackers and the words a screen reader adds to the field's name. Only what the player may see:
 * the declarations playerRound already gives him (A7 decided there — his own and those against
 * him, the whole round's from the Schlachten phase on), not withdrawn, on a field.
 */
import { nameKey } from '../campaign/names';
import type { DeclarationView, PlayerRound } from './playerRound';
import { PHASE_ORDERS } from './roundSettings';
import { CANNOT_TAKE_PLACE } from './declarationOutcome';

export interface AttackedField {
  field: string;
  /** The attacking armies, in the order they were declared (the map draws an arrow from each one's field). */
  attackers: string[];
  /** „wird von Rote Faust (Anna) angegriffen“; the player's own army „(deine)“, as the map's field names say. */
  note: string;
}

type SeenDeclarations = Pick<PlayerRound, 'myDeclarations' | 'againstMe' | 'roundDeclarations'>;

export function attackedFields(r: SeenDeclarations, player: string): AttackedField[] {
  // Each declaration once (a player's own stands in two lists from the Schlachten phase on), in sheet order.
  const seen = new Map<number, DeclarationView>();
  for (const d of [...r.myDeclarations, ...r.againstMe, ...r.roundDeclarations]) {
    if (!d.withdrawn && d.field) seen.set(d.row, d);
  }
  const byField = new Map<string, DeclarationView[]>();
  for (const d of [...seen.values()].sort((a, b) => a.row - b.row)) {
    byField.set(d.field, [...(byField.get(d.field) ?? []), d]);
  }
  const me = nameKey(player);
  const who = (d: DeclarationView) => `${d.attacker} (${nameKey(d.attackerPlayer) === me ? 'deine' : d.attackerPlayer || '?'})`;
  const names = (list: DeclarationView[]) => list.map(who).join(' und ');
  return [...byField].map(([field, list]) => {
    const toFight = list.filter((d) => d.toFight);
    // A reported or played one is past: its status as the Angriffe page says it.
    const past = list
      .filter((d) => !d.toFight)
      .map((d) =>
        // Never fought: „wurde angegriffen“ would be untrue (stillFightable).
        d.status === CANNOT_TAKE_PLACE
          ? `der Angriff von ${who(d)} ${CANNOT_TAKE_PLACE}`
          : `wurde von ${who(d)} angegriffen (${d.status})`,
      );
    const note = [...(toFight.length ? [`wird von ${names(toFight)} angegriffen`] : []), ...past].join('; ');
    return { field, attackers: list.map((d) => d.attacker), note };
  });
}

/** The map legend's entry for the marks; blank without declarations (A1). */
export function attackedFieldsLegend(r: Pick<PlayerRound, 'round' | 'phase' | 'declarationsOn'>): string {
  if (!r.declarationsOn) return '';
  const base = `In Runde ${r.round} angegriffen (Pfeil: vom Feld des Angreifers)`;
  return r.phase === PHASE_ORDERS ? `${base} – bis zur Schlachtphase nur deine Angriffe und die gegen dich` : base;
}
