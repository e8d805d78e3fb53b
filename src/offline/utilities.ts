/**
 * Utilities (dates, UUIDs, formatString) and console, recording what the script logs.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { format as formatText } from 'node:util';
import { isDateLike, wallClockAtCached } from './dateSerial';
import { renderDatePattern } from './numberFormat';
import { reportMissingMethods } from './notEmulated';

/**
 * Texts formatDate made, by time zone and pattern, then instant: the text is a function of the
 * three, and a script formats the same instants on every run (Kriegsrat asks for its zone's
 * offset at each day's bounds, thousands per save).
 */
const formatted = new Map<string, Map<string, Map<number, string>>>();
const FORMATTED_PER_PATTERN = 100_000;

/** Java SimpleDateFormat subset: y M d H h m s S E a Z and 'quoted text', in a time zone. */
export function formatDate(date: Date, timeZone: string, pattern: string): string {
  if (!isDateLike(date) || Number.isNaN(date.getTime())) throw new Error('Invalid argument: date');
  const ms = date.getTime();
  let byPattern = formatted.get(timeZone);
  if (!byPattern) formatted.set(timeZone, (byPattern = new Map()));
  let texts = byPattern.get(pattern);
  if (!texts) byPattern.set(pattern, (texts = new Map()));
  let text = texts.get(ms);
  if (text === undefined) {
    const wall = wallClockAtCached(ms, timeZone);
    const offsetMinutes = Math.round(
      (Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second, wall.millisecond) - ms) / 60000,
    );
    text = renderDatePattern(wall, pattern, 'java', offsetMinutes);
    if (texts.size >= FORMATTED_PER_PATTERN) texts.clear();
    texts.set(ms, text);
  }
  return text;
}

export class OfflineUtilities {
  formatDate(date: Date, timeZone: string, format: string): string {
    return formatDate(date, timeZone, format);
  }

  getUuid(): string {
    return randomUUID();
  }

  formatString(template: string, ...args: unknown[]): string {
    return formatText(template, ...args);
  }

  /** Does not wait: tests must not slow down. */
  sleep(_milliseconds: number): void {}

  /** HMAC-SHA256 of UTF-8 strings; Apps Script answers Java's signed bytes (-128…127). */
  computeHmacSha256Signature(value: string, key: string): number[] {
    const digest = createHmac('sha256', Buffer.from(String(key), 'utf8'))
      .update(String(value), 'utf8')
      .digest();
    return [...new Int8Array(digest.buffer, digest.byteOffset, digest.length)];
  }

  base64Encode(data: string): string {
    return Buffer.from(String(data), 'utf8').toString('base64');
  }

  base64Decode(encoded: string): number[] {
    return [...Buffer.from(String(encoded), 'base64')];
  }
}

export interface LogEntry {
  level: 'log' | 'info' | 'warn' | 'error';
  source: 'console';
  message: string;
}

/** What the script logged with console. */
export class LogRecorder {
  readonly entries: LogEntry[] = [];
  /** Also print to the host's console. */
  echo = false;

  add(entry: LogEntry): void {
    this.entries.push(entry);

    if (this.echo) console[entry.level](`[${entry.source}] ${entry.message}`);
  }

  messages(): string[] {
    return this.entries.map((e) => e.message);
  }
}

function render(args: unknown[]): string {
  if (args.length === 0) return '';
  const [first, ...rest] = args;
  return typeof first === 'string' ? formatText(first, ...rest) : formatText('%o', ...args);
}

export function createConsole(recorder: LogRecorder): Pick<Console, 'log' | 'info' | 'warn' | 'error' | 'time' | 'timeEnd'> {
  const timers = new Map<string, number>();
  const write =
    (level: LogEntry['level']) =>
    (...args: unknown[]) =>
      recorder.add({ level, source: 'console', message: render(args) });
  return {
    log: write('log'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    time: (label = 'default') => {
      timers.set(label, Date.now());
    },
    timeEnd: (label = 'default') => {
      const start = timers.get(label);
      timers.delete(label);
      recorder.add({ level: 'log', source: 'console', message: `${label}: ${start === undefined ? 0 : Date.now() - start}ms` });
    },
  };
}

reportMissingMethods(OfflineUtilities, 'Utilities');
