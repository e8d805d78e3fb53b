// The script's clock (EnvironmentOptions.clock): a test or the preview runs the add-on at an
// instant of its choosing — what the script reads as now (`new Date()`, `Date()`, `Date.now()`)
// and when MailApp sent — while every other use of Date stays the host's.
import { loadAddon, OfflineSpreadsheet } from '../../src/offline';

const SCRIPT = `
function now_() { return new Date(); }
function nowMs() { return Date.now(); }
function nowText() { return Date(); }
function fromArguments(ms) { return new Date(ms); }
function parsed() { return Date.parse('2026-03-14T17:00:00Z'); }
function isDate(value) { return value instanceof Date; }
function nowIsDate() { return now_() instanceof Date; }
function nowDate() { return now_(); }
function mail() { MailApp.sendEmail('helga@example.com', 'Kriegsrat: Neue Runde', 'Runde 6'); }
`;

const AT = Date.UTC(2026, 2, 14, 17, 0, 0);

function addon(clock?: () => number) {
  return loadAddon(new OfflineSpreadsheet({ sheets: ['Kampagne'] }), SCRIPT, { clock, user: { email: 'orga@example.com' } });
}

test('new Date(), Date.now() and Date() read the given clock; it moves only when the clock does', () => {
  let ms = AT;
  const script = addon(() => ms);
  expect((script.run('nowDate') as Date).getTime()).toBe(AT);
  expect(script.run('nowMs')).toBe(AT);
  expect(script.run('nowText')).toBe(new Date(AT).toString());
  ms += 10 * 60_000;
  expect(script.run('nowMs')).toBe(AT + 10 * 60_000);
});

test('with a clock, every other use of Date is the host’s: instances, parsing, instanceof both ways', () => {
  const script = addon(() => AT);
  expect((script.run('fromArguments', 0) as Date).getTime()).toBe(0);
  expect(script.run('parsed')).toBe(AT);
  expect(script.run('isDate', new Date())).toBe(true);
  expect(script.run('nowIsDate')).toBe(true);
  expect(script.run('nowDate')).toBeInstanceOf(Date);
});

test('MailApp records a mail as sent at the clock’s instant', () => {
  const script = addon(() => AT);
  script.run('mail');
  expect(script.environment.globals.MailApp.sent.map((m) => m.at.getTime())).toEqual([AT]);
});

test('without a clock the script reads the host’s', () => {
  const before = Date.now();
  const read = addon().run('nowMs') as number;
  expect(read).toBeGreaterThanOrEqual(before);
  expect(read).toBeLessThanOrEqual(Date.now());
});
