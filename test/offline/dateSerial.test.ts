import fc from 'fast-check';
import { formatDate, wallClockAt, wallClockAtCached } from '../../src/offline';

// Zones with summer time, half- and quarter-hour offsets, southern summers and none.
const ZONES = [
  'Europe/Berlin',
  'America/New_York',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'Pacific/Chatham',
  'America/St_Johns',
  'Africa/Casablanca',
  'UTC',
];
const FROM = Date.UTC(1970, 0, 1);
const TO = Date.UTC(2100, 0, 1);

describe('wallClockAtCached (Utilities.formatDate without Intl per date)', () => {
  it('reads the same wall clock as Intl at any instant 1970–2100', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), fc.integer({ min: FROM, max: TO }), (zone, ms) => {
        expect(wallClockAtCached(ms, zone)).toEqual(wallClockAt(ms, zone));
      }),
      { numRuns: 3000 },
    );
  });

  it('is right next to a change off the quarter hours: Berlin leaving local mean time (+0:53:28) in 1893', () => {
    const change = Date.UTC(1893, 2, 31, 23, 6, 32);
    for (const ms of [change - 60_000, change - 1, change, change + 1, change + 60_000]) {
      expect(wallClockAtCached(ms, 'Europe/Berlin')).toEqual(wallClockAt(ms, 'Europe/Berlin'));
    }
  });

  it('is right on both sides of each clock change, to the millisecond', () => {
    // Berlin 2026: 29 March 01:00 UTC (+1 → +2), 25 October 01:00 UTC (+2 → +1).
    for (const change of [Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1)]) {
      for (const ms of [change - 1, change, change + 1]) {
        expect(wallClockAtCached(ms, 'Europe/Berlin')).toEqual(wallClockAt(ms, 'Europe/Berlin'));
      }
    }
    expect(formatDate(new Date(Date.UTC(2026, 2, 29, 0, 59, 59, 999)), 'Europe/Berlin', 'yyyy-MM-dd HH:mm:ss.SSS Z')).toBe(
      '2026-03-29 01:59:59.999 +0100',
    );
    expect(formatDate(new Date(Date.UTC(2026, 2, 29, 1)), 'Europe/Berlin', 'yyyy-MM-dd HH:mm:ss.SSS Z')).toBe(
      '2026-03-29 03:00:00.000 +0200',
    );
  });
});
