/**
 * A value as the players' and the organiser's pages show it (the portal, the sidebars, and the
 * refusals that name what changed): numbers grouped the German way (1.500), a day as 14.03.2026,
 * a blank in the words it means where it means something. Declared once, so a message never
 * says „1500“ of what its page showed as „1.500“. Pure: no Intl, the same on the server.
 */
import { FieldKey } from './fields';
import { germanDay } from './format';

/** 1500 → „1.500“, -2500 → „-2.500“, 2.5 → „2,5“. */
export function shownNumber(n: number): string {
  const [whole, fraction] = String(Math.abs(n)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${n < 0 ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** What a blank (or, for Mobilisierung and Skaliert auf, a 0) means where it means something. */
const BLANK_MEANS: Partial<Record<FieldKey, string>> = {
  mobilisation: 'keine',
  scaledTo: 'nicht skaliert',
  gaveUp: 'niemand',
  retreatTo: 'kein Rückzug',
};

/** A cell of `field` as shown; `blank`: what an empty cell without a meaning of its own reads as. */
export function shownCell(field: FieldKey, value: string | number | null | undefined, blank = '–'): string {
  const none = BLANK_MEANS[field] ?? blank;
  if (value === null || value === undefined || value === '') return none;
  if (typeof value === 'number')
    return value === 0 && (field === 'mobilisation' || field === 'scaledTo') ? none : shownNumber(value);
  const day = field === 'date' ? germanDay(value) : null;
  if (day) return day;
  return value.trim() || none;
}
