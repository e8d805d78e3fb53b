import { RuleError } from '../ruleError';
import { ruleText } from '../ruleText';
import { missing } from '../readerWords';
import { CellValue, isBlank, isDate } from './cellValue';
import type { FieldKey } from '../fields';

/** German number text: "1.500", "1.500,5", "1500 ", "-250", "2,5". */
const GERMAN_GROUPED = /^[+-]?\d{1,3}(\.\d{3})+(,\d+)?$/;
const PLAIN = /^[+-]?(\d+([.,]\d+)?|[.,]\d+)$/;

/**
 * Reads a cell as a number: numbers as they are, text as German users type it (thousands
 * dots, decimal comma, blanks around). `label` names the argument in the error, `field` is its
 * registry key when it is one.
 */
export function parseNumber(value: CellValue, label: string, field?: FieldKey): number {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RuleError(`${label}: ${value} ist keine gültige Zahl.`, field);
    return value;
  }
  if (typeof value === 'string') {
    const text = withoutBlanks(value);
    if (GERMAN_GROUPED.test(text)) return Number(text.replace(/\./g, '').replace(',', '.'));
    if (PLAIN.test(text)) return Number(text.replace(',', '.'));
    if (text === '') throw new RuleError(ruleText`${label}${missing('eine Zahl')}`, field);
    throw new RuleError(`${label}: „${value}“ ist keine Zahl.`, field);
  }
  if (isDate(value)) throw new RuleError(`${label}: ein Datum ist keine gültige Zahl.`, field);
  if (typeof value === 'boolean') throw new RuleError(`${label}: ${value ? 'WAHR' : 'FALSCH'} ist keine Zahl.`, field);
  throw new RuleError(ruleText`${label}${missing('eine Zahl')}`, field);
}

const withoutBlanks = (text: string) => text.replace(/[\s\u00a0\u202f]/g, '');

/** Whether parseNumber reads `text` as a number (German or plain, blanks anywhere ignored). */
export function isNumberText(text: string): boolean {
  const compact = withoutBlanks(text);
  return GERMAN_GROUPED.test(compact) || PLAIN.test(compact);
}

/** An optional number: blank gives `undefined`. */
export function parseOptionalNumber(value: CellValue, label: string, field?: FieldKey): number | undefined {
  return isBlank(value) ? undefined : parseNumber(value, label, field);
}

const TRUE_TEXTS = ['wahr', 'true', 'ja', 'x', '1'];
const FALSE_TEXTS = ['falsch', 'false', 'nein', '0', ''];

/** A checkbox or yes/no cell: TRUE/FALSE, WAHR/FALSCH, ja/nein, 1/0; blank is FALSE. */
export function parseBoolean(value: CellValue, label: string): boolean {
  if (typeof value === 'boolean') return value;
  if (value === null || value === undefined) return false;
  if (typeof value === 'number' && (value === 0 || value === 1)) return value === 1;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (TRUE_TEXTS.includes(text)) return true;
    if (FALSE_TEXTS.includes(text)) return false;
  }
  throw new RuleError(`${label}: „${String(value)}“ ist kein Wahrheitswert; erlaubt sind WAHR oder FALSCH.`);
}

/** A text cell; numbers and booleans are read as their text. */
export function parseText(value: CellValue): string {
  // The usual cell first: the replay reads a few texts per row.
  if (typeof value === 'string') return value.trim();
  if (value === null || value === undefined) return '';
  if (isDate(value)) return value.toISOString();
  return String(value).trim();
}
