// N7: when the hourly check counts as stopped — a rule (src/rules/notify/hourlyCheck.ts), which
// the menu „Benachrichtigungen“ only reads the script property for.
import { HOURLY_CHECK_STOPPED_AFTER_HOURS, hourlyCheckStopped } from '../../../src/rules/notify/hourlyCheck';

const HOUR = 3_600_000;
const now = Date.UTC(2026, 10, 27, 15, 0);

test('stopped only after more than three hours without a run', () => {
  expect(HOURLY_CHECK_STOPPED_AFTER_HOURS).toBe(3);
  expect(hourlyCheckStopped(now - 3 * HOUR, now)).toBe(false);
  expect(hourlyCheckStopped(now - 3 * HOUR - 1, now)).toBe(true);
  expect(hourlyCheckStopped(now - HOUR / 2, now)).toBe(false);
});

test('no run noted (switched on before runs were noted, or the property unreadable) counts as running', () => {
  for (const ran of [0, Number.NaN, -5]) expect(hourlyCheckStopped(ran, now)).toBe(false);
});
