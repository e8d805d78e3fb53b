/**
 * N7: when the hourly check of the reports (checkReportDeadlines) counts as stopped. Google runs
 * an hourly trigger at some time within each hour, so one late run is no sign; after this long
 * without a run its account likely lost its edit rights or the day's trigger runtime is used up —
 * the menu „Benachrichtigungen“ says so, and lets another account switch on its own.
 */
export const HOURLY_CHECK_STOPPED_AFTER_HOURS = 3;

/**
 * Whether a check last noted running at `ranAt` (ms since the epoch) has stopped by `now`. No run
 * noted (0, unreadable: switched on before runs were noted) counts as running.
 */
export function hourlyCheckStopped(ranAt: number, now: number): boolean {
  return ranAt > 0 && now - ranAt > HOURLY_CHECK_STOPPED_AFTER_HOURS * 3_600_000;
}
