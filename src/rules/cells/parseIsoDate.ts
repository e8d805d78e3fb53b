import { MAX_DATE_YEAR, MIN_DATE_YEAR } from '../constants';
import { FIELDS } from '../fields';
import { RuleError } from '../ruleError';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date as a date input sends it, yyyy-mm-dd, naming a day that exists (no 2026-02-30) from
 * MIN_DATE_YEAR to MAX_DATE_YEAR; local midnight, as Sheets stores a typed date.
 */
export function parseIsoDate(text: string, label = FIELDS.date.header): Date {
  const trimmed = text.trim();
  if (!trimmed) throw new RuleError(`${label} fehlt; bitte das Datum der Schlacht eintragen.`, 'date');
  const m = ISO_DATE.exec(trimmed);
  const date = m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : undefined;
  if (!m || !date || date.getMonth() !== Number(m[2]) - 1 || date.getDate() !== Number(m[3])) {
    throw new RuleError(`${label} „${trimmed}“ ist ungültig; erwartet wird JJJJ-MM-TT, z. B. 2026-11-21.`, 'date');
  }
  const year = Number(m[1]);
  if (year < MIN_DATE_YEAR || year > MAX_DATE_YEAR) {
    throw new RuleError(
      `${label} „${trimmed}“ liegt außerhalb des erlaubten Bereichs (${MIN_DATE_YEAR}-01-01 bis ${MAX_DATE_YEAR}-12-31).`,
      'date',
    );
  }
  return date;
}
