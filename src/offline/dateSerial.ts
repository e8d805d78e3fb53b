/**
 * Sheets stores a date as a serial number of days since 1899-12-30 in the spreadsheet's wall
 * clock; Apps Script turns it into a `Date` (an instant) using the spreadsheet's time zone, and
 * back. These helpers do the same with `Intl`, so `Europe/Berlin` summer time is right.
 */

const MS_PER_DAY = 86_400_000;
/** Days from 1899-12-30 (serial 0) to 1970-01-01. */
const UNIX_EPOCH_SERIAL = 25_569;

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  /** 0 = Sunday. */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The wall clock in `timeZone` at instant `ms`. */
export function wallClockAt(ms: number, timeZone: string): WallClock {
  const out: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0, millisecond: 0, weekday: 0 };
  for (const part of formatter(timeZone).formatToParts(new Date(ms))) {
    switch (part.type) {
      case 'year':
        out.year = Number(part.value);
        break;
      case 'month':
        out.month = Number(part.value);
        break;
      case 'day':
        out.day = Number(part.value);
        break;
      case 'hour':
        out.hour = Number(part.value) % 24;
        break;
      case 'minute':
        out.minute = Number(part.value);
        break;
      case 'second':
        out.second = Number(part.value);
        break;
      case 'weekday':
        out.weekday = WEEKDAYS.indexOf(part.value);
        break;
      default:
        break;
    }
  }
  out.millisecond = ((ms % 1000) + 1000) % 1000;
  return out;
}

/** The wall clock of a serial, read as UTC fields (a serial has no time zone). */
export function wallClockOfSerial(serial: number): WallClock {
  const d = new Date(Math.round((serial - UNIX_EPOCH_SERIAL) * MS_PER_DAY));
  return utcFields(d);
}

function wallMs(w: WallClock): number {
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second, w.millisecond);
}

const QUARTER_HOUR = 900_000;
const offsets = new Map<string, Map<number, number>>();

/**
 * Offset of `timeZone` from UTC at instant `ms`, in ms. Offsets change on quarter-hour
 * boundaries at most, so they are cached per quarter hour: Intl is slow, and a campaign
 * converts thousands of dates per recalculation.
 */
function offsetAt(ms: number, timeZone: string): number {
  let cache = offsets.get(timeZone);
  if (!cache) {
    cache = new Map();
    offsets.set(timeZone, cache);
  }
  const bucket = Math.floor(ms / QUARTER_HOUR);
  let offset = cache.get(bucket);
  if (offset === undefined) {
    const start = bucket * QUARTER_HOUR;
    offset = wallMs(wallClockAt(start, timeZone)) - start;
    if (cache.size > 200_000) cache.clear();
    cache.set(bucket, offset);
  }
  return offset;
}

/**
 * The wall clock in `timeZone` at instant `ms`, as wallClockAt reads it from Intl, but through
 * the quarter-hour offset cache: formatting thousands of dates (Utilities.formatDate) would
 * otherwise ask Intl once per date.
 */
export function wallClockAtCached(ms: number, timeZone: string): WallClock {
  const offset = offsetAt(ms, timeZone);
  // A change inside this quarter hour (local mean time's end, e.g. Berlin 1893 at 23:06:32 UTC): Intl decides.
  if (offset !== offsetAt(ms + QUARTER_HOUR, timeZone)) return wallClockAt(ms, timeZone);
  const d = new Date(ms + offset);
  return utcFields(d);
}

export function dateToSerial(date: Date, timeZone: string): number {
  const ms = date.getTime();
  if (Number.isNaN(ms)) throw new Error('Invalid Date');
  return (ms + offsetAt(ms, timeZone)) / MS_PER_DAY + UNIX_EPOCH_SERIAL;
}

export function serialToDate(serial: number, timeZone: string): Date {
  const local = Math.round((serial - UNIX_EPOCH_SERIAL) * MS_PER_DAY);
  // Two passes settle the offset, also next to a daylight-saving switch.
  let utc = local - offsetAt(local, timeZone);
  utc = local - offsetAt(utc, timeZone);
  return new Date(utc);
}

export function serialFromWallClock(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  return Date.UTC(year, month - 1, day, hour, minute, second) / MS_PER_DAY + UNIX_EPOCH_SERIAL;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A serial as date text the formula engine parses into a *typed* date (date, date-time or
 * time), so formulas on dates give dates again (`=A1+1`), as Sheets infers. Serials outside
 * the years 1900–9999 stay plain numbers.
 */
export function serialToEngineDateText(serial: number): string | number {
  const w = wallClockOfSerial(serial);
  const time = `${two(w.hour)}:${two(w.minute)}:${two(w.second)}.${String(w.millisecond).padStart(3, '0')}`;
  if (serial >= 0 && serial < 1) return time;
  if (w.year < 1900 || w.year > 9999) return serial;
  const date = `${w.year}-${two(w.month)}-${two(w.day)}`;
  return w.hour || w.minute || w.second || w.millisecond ? `${date} ${time}` : date;
}

/** A Date from any realm (the script's vm context has its own Date). */
export function isDateLike(value: unknown): value is Date {
  return Object.prototype.toString.call(value) === '[object Date]';
}

/** A Date's UTC fields as a wall clock (the Date holds the wall clock as if it were UTC). */
function utcFields(d: Date): WallClock {
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    millisecond: d.getUTCMilliseconds(),
    weekday: d.getUTCDay(),
  };
}
