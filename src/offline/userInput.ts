/**
 * What a de_DE spreadsheet makes of a string written with setValue/setValues, which Apps Script
 * treats like typed input: `=…` is a formula, a leading apostrophe forces text, and German
 * numbers, percentages, booleans and dates become typed values. Deliberately small: currency,
 * fractions and month names stay text. A cell formatted as plain text (`@`) keeps the string.
 */
import { serialFromWallClock } from './dateSerial';

export type ParsedInput =
  { kind: 'empty' } | { kind: 'formula'; formula: string } | { kind: 'value'; value: number | string | boolean; format?: string };

const GERMAN_NUMBER = /^[+-]?(\d+|\d{1,3}(\.\d{3})+)(,\d+)?([eE][+-]?\d+)?$/;
const GERMAN_PERCENT = /^([+-]?\d+(,\d+)?)\s?%$/;
const GERMAN_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

function germanNumber(text: string): number {
  return Number(text.replace(/\./g, '').replace(',', '.'));
}

function validDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

function dateValue(
  year: number,
  month: number,
  day: number,
  time: [string | undefined, string | undefined, string | undefined],
  dateFormat: string,
): ParsedInput | undefined {
  if (!validDate(year, month, day)) return undefined;
  const [h, m, s] = time.map((t) => (t === undefined ? undefined : Number(t)));
  if (h === undefined) return { kind: 'value', value: serialFromWallClock(year, month, day), format: dateFormat };
  if (h > 23 || (m ?? 0) > 59 || (s ?? 0) > 59) return undefined;
  return {
    kind: 'value',
    value: serialFromWallClock(year, month, day, h, m ?? 0, s ?? 0),
    format: `${dateFormat} HH:mm:ss`,
  };
}

export function parseUserInput(text: string, cellFormat?: string): ParsedInput {
  if (text === '') return { kind: 'empty' };
  if (cellFormat === '@') return { kind: 'value', value: text };
  if (text.startsWith("'")) return { kind: 'value', value: text.slice(1) };
  if (text.startsWith('=') && text.length > 1) return { kind: 'formula', formula: text };
  const trimmed = text.trim();
  if (GERMAN_NUMBER.test(trimmed)) return { kind: 'value', value: germanNumber(trimmed) };
  const percent = GERMAN_PERCENT.exec(trimmed);
  if (percent) {
    return { kind: 'value', value: germanNumber(percent[1]) / 100, format: percent[2] ? '0.00%' : '0%' };
  }
  const upper = trimmed.toUpperCase();
  if (upper === 'TRUE' || upper === 'WAHR') return { kind: 'value', value: true };
  if (upper === 'FALSE' || upper === 'FALSCH') return { kind: 'value', value: false };
  let m = GERMAN_DATE.exec(trimmed);
  if (m) {
    const year = m[3].length === 2 ? 2000 + Number(m[3]) - (Number(m[3]) > 29 ? 100 : 0) : Number(m[3]);
    const parsed = dateValue(year, Number(m[2]), Number(m[1]), [m[4], m[5], m[6]], 'dd.MM.yyyy');
    if (parsed) return parsed;
  }
  m = ISO_DATE.exec(trimmed);
  if (m) {
    const parsed = dateValue(Number(m[1]), Number(m[2]), Number(m[3]), [m[4], m[5], m[6]], 'yyyy-MM-dd');
    if (parsed) return parsed;
  }
  m = TIME.exec(trimmed);
  if (m && Number(m[1]) < 24 && Number(m[2]) < 60 && Number(m[3] ?? 0) < 60) {
    const seconds = Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3] ?? 0);
    return { kind: 'value', value: seconds / 86400, format: 'HH:mm:ss' };
  }
  return { kind: 'value', value: text };
}
