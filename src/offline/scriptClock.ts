/**
 * The script's clock. Apps Script reads the time from Google's servers; the twin reads the
 * host's, unless a test or the preview gives a clock (EnvironmentOptions.clock): then what the
 * script reads as now — `new Date()`, `Date()`, `Date.now()` — is that clock's instant, e.g. a
 * fixed one, so what a page shows of the time is the same on every run.
 */

/** The instant the script reads as now, in ms since the epoch. */
export type Clock = () => number;

/**
 * The script's `Date`: the host's, so `instanceof Date` agrees between the script, the workbook
 * and tests — with a clock, the same constructor seen through a proxy that reads the current
 * time from it; every other use (a Date of given parts or ms, parse, UTC, instanceof) is the host's.
 */
export function scriptDate(clock?: Clock): DateConstructor {
  if (!clock) return Date;
  return new Proxy(Date, {
    construct: (host, args: unknown[], target) => Reflect.construct(host, args.length === 0 ? [clock()] : args, target),
    // Date() called without new ignores its arguments and answers the current time as text.
    apply: (host) => new host(clock()).toString(),
    get: (host, key, receiver) => (key === 'now' ? () => clock() : Reflect.get(host, key, receiver)),
  });
}
