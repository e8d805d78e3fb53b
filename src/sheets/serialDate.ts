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

/** The zone's offset from UTC at instant `ms`, in ms; Utilities formats it as "+0100". */
export function zoneOffset(ms: number, timeZone: string): number {
  const match = /^([+-])(\d{2})(\d{2})$/.exec(Utilities.formatDate(new Date(ms), timeZone, 'Z'));
  if (!match) throw new Error(`No offset for time zone ${timeZone}`);
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return (match[1] === '-' ? -minutes : minutes) * 60_000;
}
