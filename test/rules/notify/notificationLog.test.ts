// N2c: Neuigkeiten are the player's rows of the record, newest first; those after the previous
// visit are marked. N5: a key in the record is never delivered again.
import {
  LOG_HEADERS,
  newsFor,
  recordedKeys,
  RESULT,
  sendPlan,
  SENDER_DEAD_AFTER_MS,
  takenBy,
} from '../../../src/rules/notify/notificationLog';
import { discordPayload, looksSecret, mailBody } from '../../../src/rules/notify/messages';

const at = (h: number) => new Date(Date.UTC(2026, 10, 20, h));
const row = (h: number, channel: string, recipient: string, text: string) => [
  at(h),
  channel,
  recipient,
  'Ereignis',
  text,
  'im Portal',
  `k${h}`,
];

describe('Neuigkeiten', () => {
  const rows = [
    [...LOG_HEADERS],
    row(8, 'Neuigkeiten', 'Bert', 'eins'),
    row(9, 'E-Mail', 'Bert', 'per Mail'),
    row(10, 'Neuigkeiten', 'Anna', 'für Anna'),
    row(11, 'Neuigkeiten', ' bert ', 'zwei'),
  ];

  it('the player’s own, newest first; new since the previous visit', () => {
    expect(newsFor(rows, 'Bert', at(9))).toEqual([
      { at: at(11).toISOString(), text: 'zwei', fresh: true },
      { at: at(8).toISOString(), text: 'eins', fresh: false },
    ]);
  });

  it('on the first visit nothing is marked new', () => {
    expect(newsFor(rows, 'Bert', null).map((n) => n.fresh)).toEqual([false, false]);
  });

  it('at most the limit', () => {
    expect(newsFor(rows, 'Bert', null, 1).map((n) => n.text)).toEqual(['zwei']);
  });
});

describe('the record’s keys', () => {
  it('are read from the Schlüssel column, blanks skipped', () => {
    expect([...recordedKeys([['Schlüssel'], ['a'], [''], ['b']])]).toEqual(['a', 'b']);
  });
});

describe('messages', () => {
  it('the mail: the sentence and the player’s own link', () => {
    expect(mailBody('Runde 2 hat begonnen.', 'https://script.google.com/macros/s/X/exec?t=abc')).toBe(
      'Runde 2 hat begonnen.\n\nDein Link zur Kampagne: https://script.google.com/macros/s/X/exec?t=abc\n\n' +
        'Diese E-Mails kannst du über deinen Link unter „Neuigkeiten“ abschalten.',
    );
  });

  it('Discord: content, and no mention pings anyone', () => {
    expect(discordPayload('@everyone Runde 2')).toEqual({ content: '@everyone Runde 2', allowed_mentions: { parse: [] } });
    expect(discordPayload('x'.repeat(2500)).content).toHaveLength(2000);
  });

  it('a public line with a link, a token or an address is held back', () => {
    expect(looksSecret('Runde 2 hat begonnen.')).toBe(false);
    expect(looksSecret('siehe https://x.example')).toBe(true);
    expect(looksSecret('a'.repeat(64).replace(/a/g, 'f'))).toBe(true);
    expect(looksSecret('anna@example.com')).toBe(true);
  });
});

describe('the sender’s plan (N5: at most once)', () => {
  const now = new Date(Date.UTC(2026, 10, 27, 12));
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('takes the pending rows only; a taken row is never taken again, and counts as dead only after the time', () => {
    const fresh = RESULT.taken('ab12', ago(60_000), 60);
    const dead = RESULT.taken('cd34', ago(SENDER_DEAD_AFTER_MS + 1000), -180);
    const results = [
      RESULT.shown,
      RESULT.pending,
      fresh,
      RESULT.sent,
      dead,
      RESULT.pending,
      RESULT.unclear('cd34'),
      'fehlgeschlagen: x',
    ];
    expect(sendPlan(results, now)).toEqual({ send: [1, 5], dead: [{ index: 4, run: 'cd34' }] });
  });

  it('shows the time as Germans read it, on the wall clock with its offset; reads it back to the second', () => {
    const at = new Date(Date.UTC(2026, 10, 27, 0, 15, 3, 456));
    const exact = new Date(Date.UTC(2026, 10, 27, 0, 15, 3));
    expect(RESULT.taken('x9', at, 60)).toBe('in Zustellung (Lauf x9, seit 27.11.2026 01:15:03 Uhr, UTC+1)');
    expect(RESULT.taken('x9', at, 120)).toBe('in Zustellung (Lauf x9, seit 27.11.2026 02:15:03 Uhr, UTC+2)');
    expect(RESULT.taken('x9', at, -210)).toBe('in Zustellung (Lauf x9, seit 26.11.2026 20:45:03 Uhr, UTC-3:30)');
    expect(RESULT.taken('x9', at, 0)).toBe('in Zustellung (Lauf x9, seit 27.11.2026 00:15:03 Uhr, UTC+0)');
    for (const offset of [60, 120, -210, 0, 330])
      expect(takenBy(RESULT.taken('x9', at, offset))).toEqual({ run: 'x9', at: exact });
    // Marks written before the German form (UTC, ISO) are still read.
    expect(takenBy('in Zustellung (Lauf x9, seit 2026-11-27T00:15:03Z)')).toEqual({ run: 'x9', at: exact });
    for (const other of [
      RESULT.pending,
      RESULT.sent,
      RESULT.unclear('x9'),
      'in Zustellung',
      '',
      'in Zustellung (Lauf x9, seit 27.11.2026 01:15:03 Uhr)',
    ])
      expect(takenBy(other)).toBeNull();
  });
});
