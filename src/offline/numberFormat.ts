/**
 * Display text of a cell as a de_DE spreadsheet shows it (Range.getDisplayValues): decimal
 * comma, thousands dot, WAHR/FALSCH, dates by their number format. Number formats use Sheets'
 * pattern language (`0.00`, `#,##0`, `0%`, `dd.MM.yyyy HH:mm`, `@`); only the common subset is
 * rendered: no fractions, scientific patterns, colours or conditions.
 */
import { wallClockOfSerial, WallClock } from './dateSerial';

/** What Apps Script reports for a cell nobody formatted ("Automatisch"). */
export const DEFAULT_NUMBER_FORMAT = '0.###############';
export const TEXT_FORMAT = '@';
export const DEFAULT_DATE_FORMAT = 'dd.MM.yyyy';
export const DEFAULT_DATETIME_FORMAT = 'dd.MM.yyyy HH:mm:ss';
export const DEFAULT_TIME_FORMAT = 'HH:mm:ss';

const MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];
const WEEKDAYS = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'];

export type DateKind = 'date' | 'datetime' | 'time';

/** Removes quoted literals and escapes, so pattern letters can be looked at. */
function stripLiterals(format: string): string {
  return format.replace(/"[^"]*"/g, '').replace(/\\./g, '');
}

export function isDateFormat(format: string | undefined): boolean {
  if (!format || format === DEFAULT_NUMBER_FORMAT) return false;
  return /[dDyYMHhs]|(^|[^#0.,])m/.test(
    stripLiterals(format)
      .replace(/\[[^\]]*\]/g, '')
      .replace(/AM\/PM|A\/P/gi, ''),
  );
}

export function isTextFormat(format: string | undefined): boolean {
  return format === TEXT_FORMAT;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

function germanDecimal(text: string): string {
  return text.replace('.', ',');
}

/** The "Automatisch" rendering: up to 10 significant digits, decimal comma. */
export function formatGeneralNumber(n: number): string {
  if (!Number.isFinite(n)) return '#NUM!';
  if (Number.isInteger(n) && Math.abs(n) < 1e15) return String(n);
  const abs = Math.abs(n);
  if (abs >= 1e15 || abs < 1e-9) {
    const [mantissa, exponent] = n.toExponential().split('e');
    const m = germanDecimal(String(Number(Number(mantissa).toPrecision(3))));
    const e = Number(exponent);
    return `${m}E${e < 0 ? '-' : '+'}${pad(Math.abs(e), 2)}`;
  }
  return germanDecimal(String(Number(n.toPrecision(10))));
}

function splitSections(format: string): string[] {
  const sections: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < format.length; i++) {
    const ch = format[i];
    if (ch === '"') quoted = !quoted;
    if (ch === '\\' && !quoted) {
      current += ch + (format[i + 1] ?? '');
      i++;
      continue;
    }
    if (ch === ';' && !quoted) {
      sections.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  sections.push(current);
  return sections;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** Renders one section of a numeric pattern such as `#,##0.00 "Pkt."` or `0%`. */
function formatNumberSection(value: number, section: string): string {
  let prefix = '';
  let suffix = '';
  let core = '';
  let seenCore = false;
  let percent = false;
  for (let i = 0; i < section.length; i++) {
    const ch = section[i];
    let literal: string | undefined;
    if (ch === '"') {
      const end = section.indexOf('"', i + 1);
      literal = section.slice(i + 1, end < 0 ? undefined : end);
      i = end < 0 ? section.length : end;
    } else if (ch === '\\') {
      literal = section[i + 1] ?? '';
      i++;
    } else if (
      '0#?,.'.includes(ch) &&
      (ch !== ',' && ch !== '.' ? true : seenCore || /[0#?]/.test(section.slice(i + 1, i + 2)))
    ) {
      core += ch;
      seenCore = true;
      continue;
    } else if (ch === '%') {
      percent = true;
      literal = '%';
    } else if (ch === '_' || ch === '*') {
      i++;
      continue;
    } else {
      literal = ch;
    }
    if (seenCore) suffix += literal;
    else prefix += literal;
  }
  if (!core) return prefix + suffix;
  const [intPattern, decPattern = ''] = core.split('.');
  const grouping = intPattern.includes(',');
  const minInt = (intPattern.match(/0/g) ?? []).length;
  const minDec = (decPattern.match(/0/g) ?? []).length;
  const maxDec = (decPattern.match(/[0#?]/g) ?? []).length;
  const scaled = Math.abs(value) * (percent ? 100 : 1);
  let [intDigits, decDigits = ''] = scaled.toFixed(maxDec).split('.');
  while (decDigits.length > minDec && decDigits.endsWith('0')) decDigits = decDigits.slice(0, -1);
  if (intDigits === '0' && minInt === 0) intDigits = '';
  intDigits = intDigits.padStart(minInt, '0');
  if (grouping) intDigits = groupThousands(intDigits);
  return prefix + intDigits + (decDigits ? `,${decDigits}` : '') + suffix;
}

export function formatNumber(value: number, format: string | undefined): string {
  if (!format || format === DEFAULT_NUMBER_FORMAT || /^general$/i.test(format)) return formatGeneralNumber(value);
  if (!Number.isFinite(value)) return '#NUM!';
  const sections = splitSections(format);
  if (value < 0 && sections.length > 1) return formatNumberSection(value, sections[1]);
  if (value === 0 && sections.length > 2) return formatNumberSection(value, sections[2]);
  const text = formatNumberSection(value, sections[0]);
  return value < 0 && /[1-9]/.test(text) ? `-${text}` : text;
}

/**
 * Renders a serial with a Sheets date pattern. `M` is a month; `m` is a minute next to an hour
 * or a second, else a month (as in `dd.mm.yyyy`).
 */
export function formatSerialAsDate(serial: number, format: string): string {
  const w = wallClockOfSerial(serial);
  return renderDatePattern(w, format, 'sheets');
}

/** A date pattern read once: its literals and fields, `minute` set on an `m`/`M` that is a minute. */
interface DatePattern {
  tokens: { kind: 'lit' | 'tok'; text: string; minute?: boolean }[];
  hasAmPm: boolean;
}

/** Patterns by dialect and text: a script formats many dates with the same few patterns. */
const datePatterns = { sheets: new Map<string, DatePattern>(), java: new Map<string, DatePattern>() };

function datePattern(format: string, dialect: 'sheets' | 'java'): DatePattern {
  const known = datePatterns[dialect];
  let pattern = known.get(format);
  if (!pattern) {
    pattern = compileDatePattern(format, dialect);
    if (known.size > 1000) known.clear();
    known.set(format, pattern);
  }
  return pattern;
}

function compileDatePattern(format: string, dialect: 'sheets' | 'java'): DatePattern {
  const tokens: DatePattern['tokens'] = [];
  for (let i = 0; i < format.length;) {
    const ch = format[i];
    if (ch === '"' && dialect === 'sheets') {
      const end = format.indexOf('"', i + 1);
      tokens.push({ kind: 'lit', text: format.slice(i + 1, end < 0 ? undefined : end) });
      i = end < 0 ? format.length : end + 1;
    } else if (ch === "'" && dialect === 'java') {
      if (format[i + 1] === "'") {
        tokens.push({ kind: 'lit', text: "'" });
        i += 2;
        continue;
      }
      const end = format.indexOf("'", i + 1);
      tokens.push({ kind: 'lit', text: format.slice(i + 1, end < 0 ? undefined : end) });
      i = end < 0 ? format.length : end + 1;
    } else if (ch === '\\' && dialect === 'sheets') {
      tokens.push({ kind: 'lit', text: format[i + 1] ?? '' });
      i += 2;
    } else if (/[A-Za-z]/.test(ch)) {
      if (dialect === 'sheets' && /^(AM\/PM|A\/P)/i.test(format.slice(i))) {
        const m = /^(AM\/PM|A\/P)/i.exec(format.slice(i))![0];
        tokens.push({ kind: 'tok', text: m.toUpperCase() });
        i += m.length;
        continue;
      }
      let j = i;
      while (j < format.length && format[j] === ch) j++;
      tokens.push({ kind: 'tok', text: format.slice(i, j) });
      i = j;
    } else {
      tokens.push({ kind: 'lit', text: ch });
      i++;
    }
  }
  const hasAmPm = tokens.some(
    (t) => t.kind === 'tok' && (/^(AM\/PM|A\/P)$/.test(t.text) || (dialect === 'java' && t.text[0] === 'a')),
  );
  const isTimeToken = (t: { kind: string; text: string } | undefined) => !!t && t.kind === 'tok' && /^[Hhs]/.test(t.text);
  const tokenAt = (from: number, step: number) => {
    for (let k = from + step; k >= 0 && k < tokens.length; k += step) if (tokens[k].kind === 'tok') return tokens[k];
    return undefined;
  };
  tokens.forEach((t, index) => {
    const c = t.text[0];
    if (t.kind !== 'tok' || (c !== 'm' && c !== 'M')) return;
    t.minute =
      dialect === 'java'
        ? c === 'm'
        : c === 'm' && t.text.length <= 2 && (isTimeToken(tokenAt(index, -1)) || /^s/.test(tokenAt(index, 1)?.text ?? ''));
  });
  return { tokens, hasAmPm };
}

/**
 * Shared renderer for Sheets number-format dates and Java SimpleDateFormat (Utilities.formatDate).
 * Java: `mm` is always minutes, `MMM` is an English short month, `E` a weekday, `S` millis,
 * `a` AM/PM, `Z` the offset (passed in `offsetMinutes`).
 */
export function renderDatePattern(w: WallClock, format: string, dialect: 'sheets' | 'java', offsetMinutes = 0): string {
  const { tokens, hasAmPm } = datePattern(format, dialect);
  let text = '';
  for (const t of tokens) text += t.kind === 'lit' ? t.text : renderField(t, w, dialect, hasAmPm, offsetMinutes);
  return text;
}

/** One field of a date pattern (a token of letters). */
function renderField(
  t: DatePattern['tokens'][number],
  w: WallClock,
  dialect: 'sheets' | 'java',
  hasAmPm: boolean,
  offsetMinutes: number,
): string {
  const n = t.text.length;
  const c = t.text[0];
  switch (c) {
    case 'y':
    case 'Y':
      return n === 2 ? pad(w.year % 100, 2) : String(w.year).padStart(n, '0');
    case 'd':
      if (dialect === 'sheets' && n >= 3) return n === 3 ? WEEKDAYS[w.weekday].slice(0, 2) : WEEKDAYS[w.weekday];
      return n >= 2 ? pad(w.day, 2) : String(w.day);
    case 'D':
      return n >= 2 ? pad(w.day, 2) : String(w.day);
    case 'E':
      return n >= 4
        ? ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][w.weekday]
        : ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][w.weekday];
    case 'H':
      return n >= 2 ? pad(w.hour, 2) : String(w.hour);
    case 'h': {
      const h = dialect === 'sheets' && !hasAmPm ? w.hour : w.hour % 12 === 0 ? 12 : w.hour % 12;
      return n >= 2 ? pad(h, 2) : String(h);
    }
    case 's':
      return n >= 2 ? pad(w.second, 2) : String(w.second);
    case 'S':
      return pad(w.millisecond, 3).slice(0, Math.max(n, 3));
    case 'a':
      return w.hour < 12 ? 'AM' : 'PM';
    case 'A':
      if (t.text === 'AM/PM') return w.hour < 12 ? 'AM' : 'PM';
      if (t.text === 'A/P') return w.hour < 12 ? 'A' : 'P';
      return t.text;
    case 'Z': {
      const sign = offsetMinutes < 0 ? '-' : '+';
      const abs = Math.abs(offsetMinutes);
      return `${sign}${pad(Math.floor(abs / 60), 2)}${pad(abs % 60, 2)}`;
    }
    case 'm':
    case 'M': {
      if (t.minute) return n >= 2 ? pad(w.minute, 2) : String(w.minute);
      if (n >= 4) return dialect === 'java' ? ENGLISH_MONTHS[w.month - 1] : MONTHS[w.month - 1];
      if (n === 3) return dialect === 'java' ? ENGLISH_MONTHS[w.month - 1].slice(0, 3) : MONTHS[w.month - 1].slice(0, 3);
      return n === 2 ? pad(w.month, 2) : String(w.month);
    }
    default:
      return t.text;
  }
}

const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export interface DisplayInput {
  /** A number, text, boolean, `null` for empty, or an error code such as `#REF!`. */
  value: number | string | boolean | null;
  isError?: boolean;
  /** Set when the engine knows the number is a date (e.g. from TODAY()) and no format says otherwise. */
  dateKind?: DateKind;
}

export function defaultFormatForDateKind(kind: DateKind): string {
  return kind === 'date' ? DEFAULT_DATE_FORMAT : kind === 'time' ? DEFAULT_TIME_FORMAT : DEFAULT_DATETIME_FORMAT;
}

/** The text a de_DE sheet shows for a cell. */
export function displayText(input: DisplayInput, format: string | undefined): string {
  const { value } = input;
  if (value === null) return '';
  if (input.isError) return String(value);
  if (typeof value === 'boolean') return value ? 'WAHR' : 'FALSCH';
  if (typeof value === 'string') return value;
  if (isDateFormat(format)) return formatSerialAsDate(value, format!);
  if (input.dateKind && (!format || format === DEFAULT_NUMBER_FORMAT)) {
    return formatSerialAsDate(value, defaultFormatForDateKind(input.dateKind));
  }
  if (isTextFormat(format)) return formatGeneralNumber(value);
  return formatNumber(value, format);
}
