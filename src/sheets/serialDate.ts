/**
 * A date cell as the Sheets API gives it unformatted (a serial number: days since 1899-12-30 on
 * the spreadsheet's wall clock) turned into the Date getValues gives for it: that wall clock
 * read in the spreadsheet's time zone.
 */
const MS_PER_DAY = 86_400_000;
const QUARTER_HOUR = 900_000;
/** Days from 1899-12-30 (serial 0) to 1970-01-01. */
const UNIX_EPOCH_SERIAL = 25_569;

/** A converter for one time zone; it asks Utilities for the zone's offset about once per day the dates span. */
export function serialDateReader(timeZone: string): (serial: number) => Date {
  const byDay = new Map<number, number | null>();
  const byQuarter = new Map<number, number>();
  const offsetAt = (ms: number): number => {
    const day = Math.floor(ms / MS_PER_DAY);
    let offset = byDay.get(day);
    if (offset === undefined) {
      // One offset for the whole UTC day unless the clocks change that day.
      const start = zoneOffset(day * MS_PER_DAY, timeZone);
      offset = start === zoneOffset((day + 1) * MS_PER_DAY - 1, timeZone) ? start : null;
      byDay.set(day, offset);
    }
    if (offset !== null) return offset;
    // Offsets change on quarter hours at most.
    const quarter = Math.floor(ms / QUARTER_HOUR);
    let exact = byQuarter.get(quarter);
    if (exact === undefined) byQuarter.set(quarter, (exact = zoneOffset(quarter * QUARTER_HOUR, timeZone)));
    return exact;
  };
  return (serial) => {
    const wall = Math.round((serial - UNIX_EPOCH_SERIAL) * MS_PER_DAY);
    // The second pass settles the offset next to a clock change.
    let instant = wall - offsetAt(wall);
    instant = wall - offsetAt(instant);
    return new Date(instant);
  };
}

/**
 * The zone's offset from UTC at instant `ms`, in ms, to the second: the wall clock Utilities
 * shows minus the instant. (Its "Z" pattern gives whole minutes only — "+0053" for Berlin's
 * local mean time +0:53:28 before 1893, which getValues applies in full.)
 */
export function zoneOffset(ms: number, timeZone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  const wall = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)$/.exec(
    Utilities.formatDate(new Date(whole), timeZone, 'yyyy-MM-dd HH:mm:ss'),
  );
  if (!wall) throw new Error(`No offset for time zone ${timeZone}`);
  const [year, month, day, hour, minute, second] = wall.slice(1).map(Number);
  return Date.UTC(year, month - 1, day, hour, minute, second) - whole;
}
