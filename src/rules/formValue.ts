/**
 * Readers of one value a form sends (google.script.run payloads of the battle and booking
 * forms): each refuses what a cell could not hold, in German, naming the field by its label.
 */
import { MAX_CELL_TEXT } from './constants';
import { CellValue, isDate } from './cells/cellValue';
import { parseNumber } from './cells/parseCell';
import { RuleError } from './ruleError';
import { wholeNumber } from './validate';

/** One value as a cell: a list or an object (only a hand-made payload sends one) is refused. */
export function single(value: unknown, label: string): CellValue {
  if (value !== null && typeof value === 'object' && !isDate(value)) {
    throw new RuleError(`${label}: erwartet wird ein einzelner Wert, keine Liste und kein Objekt.`, label);
  }
  return value as CellValue;
}

export function text(value: unknown, label: string, max = MAX_CELL_TEXT): string {
  const cell = single(value, label);
  const result = cell === null || cell === undefined ? '' : String(cell).trim();
  if (result.length > max) {
    throw new RuleError(`${label} ist ${result.length} Zeichen lang; erlaubt sind höchstens ${max} Zeichen.`, label);
  }
  return result;
}

export function requiredText(value: unknown, label: string, missing: string, max?: number): string {
  const result = text(value, label, max);
  if (!result) throw new RuleError(`${label} fehlt; ${missing}`, label);
  return result;
}

export function whole(value: unknown, label: string, min: number, max?: number): number {
  return wholeNumber(parseNumber(single(value, label), label), label, min, max);
}
