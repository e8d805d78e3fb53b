/**
 * A date cell as the Sheets API gives it unformatted (a serial number: days since 1899-12-30 on
 * the spreadsheet's wall clock) turned into the Date getValues gives for it: that wall clock
 * read in the spreadsheet's time zone.
 */
const MS_PER_DAY = 86_400_000;
const MS_PER_WEEK = 7 * MS_PER_DAY;
const QUARTER_HOUR = 900_000;
/** Days from 1899-12-30 (serial 0) to 1970-01-01. */
const UNIX_EPOCH_SERIAL = 25_569;

/**
 * A converter for one time zone. It asks Utilities for the zone's offset about twice per week
 * the dates touch (in real Apps Script each ask is a service call; a save reads some thousand
 * dates): a week whose offset is the same at its first and last millisecond has one offset —
 * no time zone changes its clocks and back within seven days. A week with a change is looked
 * at per day, a day with one per quarter hour (offsets change on quarter hours at most).
 */
export function serialDateReader(timeZone: string): (serial: number) => Date {
  const byWeek = new Map<number, number | null>();
  const byDay = new Map<number, number | null>();
  const byQuarter = new Map<number, number>();
  // A sheet's dates repeat (a day, a timestamp) and come in runs of one week: each asked once,
  // and each made once — one Date per serial for the whole read (a save reads thousands of
  // dates; the reads hand them on, nothing changes a Date read from a cell).
  const bySerial = new Map<number, Date>();
  let lastWeek = NaN;
  let lastWeekOffset: number | null = null;
  const offsetAt = (ms: number): number => {
    const week = Math.floor(ms / MS_PER_WEEK);
    let offset = week === lastWeek ? lastWeekOffset : byWeek.get(week);
    if (offset === undefined) byWeek.set(week, (offset = sameOffset(week * MS_PER_WEEK, MS_PER_WEEK, timeZone)));
    lastWeek = week;
    lastWeekOffset = offset;
    if (offset !== null) return offset;
    const day = Math.floor(ms / MS_PER_DAY);
    offset = byDay.get(day);
    if (offset === undefined) byDay.set(day, (offset = sameOffset(day * MS_PER_DAY, MS_PER_DAY, timeZone)));
    if (offset !== null) return offset;
    const quarter = Math.floor(ms / QUARTER_HOUR);
    let exact = byQuarter.get(quarter);
    if (exact === undefined) byQuarter.set(quarter, (exact = zoneOffset(quarter * QUARTER_HOUR, timeZone)));
    return exact;
  };
  return (serial) => {
    let date = bySerial.get(serial);
    if (date === undefined) {
      const wall = Math.round((serial - UNIX_EPOCH_SERIAL) * MS_PER_DAY);
      // The second pass settles the offset next to a clock change.
      const instant = wall - offsetAt(wall);
      date = new Date(wall - offsetAt(instant));
      bySerial.set(serial, date);
    }
    return date;
  };
}

/** The zone's one offset during [start, start + length), or null when its clocks change then. */
function sameOffset(start: number, length: number, timeZone: string): number | null {
  const first = zoneOffset(start, timeZone);
  return first === zoneOffset(start + length - 1, timeZone) ? first : null;
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
