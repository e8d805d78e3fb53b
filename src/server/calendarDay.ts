/**
 * A battle's day as the spreadsheet should show it: midnight of that calendar day in the
 * spreadsheet's own time zone. A Date built in the script runs in the script's zone
 * (Europe/Berlin, appsscript.json); in a spreadsheet set to a zone west of it, that midnight
 * is still the day before.
 */
export function midnightIn(day: Date, timeZone: string): Date {
  const utcMidnight = Date.UTC(day.getFullYear(), day.getMonth(), day.getDate());
  // The second pass settles the offset when the first guess lies across a clock change.
  let instant = utcMidnight;
  for (let pass = 0; pass < 2; pass++) instant = utcMidnight - offsetAt(new Date(instant), timeZone);
  return new Date(instant);
}

/** The zone's offset from UTC at `at`, in ms; Utilities formats it as "+0100". */
function offsetAt(at: Date, timeZone: string): number {
  const match = /^([+-])(\d{2})(\d{2})$/.exec(Utilities.formatDate(at, timeZone, 'Z'));
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return (match[1] === '-' ? -minutes : minutes) * 60000;
}
