import { today } from '../../src/sidebar/kit/today';

afterEach(() => jest.useRealTimers());

// The local date (the tests' zone is the machine's; a browser's is the player's), padded as a
// date picker's value is.
test.each([
  ['2026-11-21', 0, 30],
  ['2026-11-21', 23, 30],
  ['2027-01-05', 12, 0],
])("a new form's Datum is the local date: %s at %i:%i", (date, hour, minute) => {
  const [year, month, day] = date.split('-').map(Number);
  jest.useFakeTimers({ now: new Date(year, month - 1, day, hour, minute) });
  expect(today()).toBe(date);
});
