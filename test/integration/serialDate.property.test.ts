// serialDateReader (src/sheets/serialDate.ts) asks Utilities for a zone's offset about twice
// per week its dates touch (issue 24: a save converts thousands of dates, each ask a service
// call in Apps Script). Whatever dates come, in whatever order, it must give the instant the
// plain definition gives — the offset asked at that very wall clock, settled once more.
import fc from 'fast-check';
import { createAppsScriptEnvironment, OfflineSpreadsheet } from '../../src/offline';
import { serialDateReader, zoneOffset } from '../../src/sheets/serialDate';

const saved: Record<string, unknown> = {};
const DAY = 86_400_000;
/** Days from 1899-12-30 (serial 0) to 1970-01-01. */
const UNIX_EPOCH_SERIAL = 25_569;

beforeAll(() => {
  const environment = createAppsScriptEnvironment(new OfflineSpreadsheet({ sheets: ['Schlachten'] }), {
    user: { email: 'orga@example.com' },
  });
  for (const [name, value] of Object.entries(environment.globals)) {
    saved[name] = (globalThis as Record<string, unknown>)[name];
    (globalThis as Record<string, unknown>)[name] = value;
  }
});

afterAll(() => {
  for (const [name, value] of Object.entries(saved)) (globalThis as Record<string, unknown>)[name] = value;
});

/** The definition: the wall clock less the offset there, the offset asked again at that instant. */
function plainInstant(serial: number, timeZone: string): number {
  const wall = Math.round((serial - UNIX_EPOCH_SERIAL) * DAY);
  const first = wall - zoneOffset(wall, timeZone);
  return wall - zoneOffset(first, timeZone);
}

/** Serials as sheets hold them: whole days, days with a time of day to the second, in clusters. */
const serial = fc.oneof(
  fc.integer({ min: -18_000, max: 73_000 }),
  fc.tuple(fc.integer({ min: -18_000, max: 73_000 }), fc.integer({ min: 0, max: 86_399 })).map(([d, s]) => d + s / 86_400),
  // Around the clock changes of 2026 in the northern and southern zones, every quarter hour.
  fc
    .tuple(fc.constantFrom(46_089, 46_110, 46_117, 46_299, 46_320, 46_327), fc.integer({ min: -4 * 96, max: 4 * 96 }))
    .map(([d, q]) => d + q / 96),
);

describe.each(['Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata', 'America/Sao_Paulo'])(
  'in %s',
  (timeZone) => {
    it('converts every serial as the definition does, in any order and repetition', () => {
      fc.assert(
        fc.property(fc.array(serial, { minLength: 1, maxLength: 60 }), (serials) => {
          const read = serialDateReader(timeZone);
          for (const s of serials) expect(read(s).getTime()).toBe(plainInstant(s, timeZone));
        }),
        { numRuns: 60 },
      );
    });

    it('asks the zone far less than twice per date for a season of battles', () => {
      const asked = jest.spyOn(Utilities, 'formatDate');
      const read = serialDateReader(timeZone);
      // 5,000 battles over 200 days, each with its day and a time stamp.
      for (let i = 0; i < 5000; i++) {
        const day = 46_000 + (i % 200);
        read(day);
        read(day + ((i * 7919) % 86_400) / 86_400);
      }
      // Two asks per week (29 weeks), more only around a clock change.
      expect(asked.mock.calls.length).toBeLessThan(150);
      asked.mockRestore();
    });
  },
);
