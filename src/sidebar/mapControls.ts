/// <reference lib="dom" />
/**
 * The map's part of the battle form: the attacked field under the armies and the `Rückzug
 * nach` control with its note. Shown only for a campaign with a map; what they show comes from
 * evaluateMap (the rules), this only puts it on the page.
 */
import { byId } from './dom';
import { MapEvaluation } from './retreatChoice';
import { shownCell } from '../rules/shownValue';

/** Offers options and keeps a choice no longer among them, flagged (BattleSidebar's `offer`). */
export type Offer = (target: HTMLSelectElement, options: Array<{ value: string; text: string }>) => void;

/** A chosen retreat no longer among the legal fields, kept and flagged. */
export const notAllowed = (value: string): string => `${value} (nicht erlaubt)`;

/** What `Rückzug nach` offers for these legal fields (also the portal's proposal, C11). */
export function retreatOffer(fields: string[]): Array<{ value: string; text: string }> {
  return [
    { value: '', text: fields.length ? '– Feld wählen –' : shownCell('retreatTo', '') },
    ...fields.map((name) => ({ value: name, text: name })),
  ];
}

export function renderMap(map: MapEvaluation | undefined, retreat: HTMLSelectElement, offer: Offer): void {
  const attacked = byId('angriffsfeld');
  attacked.textContent = map?.attackedField ? `Angegriffenes Feld: ${map.attackedField}` : '';
  const field = byId('rueckzug-field');
  const note = byId('rueckzug-hint');
  const fields = map?.retreatFields ?? [];
  const decided = fields.length > 0 || (map?.retreatNote ?? '') !== '';
  field.hidden = !map?.hasMap || (!decided && retreat.value === '');
  note.textContent = map?.retreatNote ?? '';
  offer(retreat, retreatOffer(fields));
  // Nothing to choose: the note says why; a stale choice stays selectable to be cleared.
  retreat.disabled = fields.length === 0 && retreat.value === '';
}
