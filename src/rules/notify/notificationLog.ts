import { CellMatrix, CellValue } from '../cells/cellValue';
import { parseText } from '../cells/parseCell';
import { nameKey } from '../campaign';
import { CHANNELS, Channel, Delivery, deliveryKey, EVENT_KINDS } from './notificationEvent';

/**
 * The record of every notification (N5): a sheet the organiser sees — when, which channel, to
 * whom (a player's name or „Chat“, never an address), which event, the message without the
 * link, and what came of it. Its Schlüssel column makes each delivery happen at most once: a
 * key found there is never sent again. The portal's Neuigkeiten (N2c) are its rows of the
 * channel Neuigkeiten.
 */
export const LOG_SHEET = 'Benachrichtigungen';
export const LOG_HEADERS = ['Zeitpunkt', 'Kanal', 'Empfänger', 'Ereignis', 'Nachricht', 'Ergebnis', 'Schlüssel'] as const;
export const LOG_COLUMN = { at: 0, channel: 1, recipient: 2, event: 3, text: 4, result: 5, key: 6 } as const;

/** What came of a delivery, as the record says it. */
export const RESULT = {
  /** Claimed by the save under the lock, waiting for a sender (deliverPending.ts). */
  pending: 'wird gesendet',
  /**
   * Taken by the sender `run` at `at` under the lock; it sends after releasing it (one sender per
   * row). The time as Germans read it: the wall clock `offsetMinutes` from UTC, the offset named, so
   * the mark reads back to the instant whatever zone it was written in.
   */
  taken: (run: string, at: Date, offsetMinutes: number) =>
    `in Zustellung (Lauf ${run}, seit ${germanWallClock(at, offsetMinutes)})`,
  /** A sender took the row and never wrote what came of it: it is never sent again (at most once). */
  unclear: (run: string) =>
    `Zustellung unklar: der Sendelauf ${run} brach ab – nicht erneut gesendet; bitte beim Empfänger nachfragen`,
  sent: 'gesendet',
  shown: 'im Portal',
  failed: (why: string) => `fehlgeschlagen: ${why}`,
  paused: (why: string) => `pausiert: ${why}`,
} as const;

/**
 * How long a taken row may wait for its sender's result before it counts as „Zustellung unklar“:
 * longer than any Apps Script execution runs (6 minutes per execution; 30 for some Workspace
 * accounts, https://developers.google.com/apps-script/guides/services/quotas#current_limitations),
 * so its sender is surely dead.
 */
export const SENDER_DEAD_AFTER_MS = 30 * 60_000;

const two = (n: number) => String(n).padStart(2, '0');

/** „27.11.2026 01:15:03 Uhr, UTC+1“: `at` on the wall clock `offsetMinutes` from UTC. */
function germanWallClock(at: Date, offsetMinutes: number): string {
  const wall = new Date(Math.floor(at.getTime() / 1000) * 1000 + offsetMinutes * 60_000);
  const date = `${two(wall.getUTCDate())}.${two(wall.getUTCMonth() + 1)}.${wall.getUTCFullYear()}`;
  const time = `${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}:${two(wall.getUTCSeconds())}`;
  const size = Math.abs(offsetMinutes);
  const offset = `${offsetMinutes < 0 ? '-' : '+'}${Math.floor(size / 60)}${size % 60 ? `:${two(size % 60)}` : ''}`;
  return `${date} ${time} Uhr, UTC${offset}`;
}

const TAKEN = /^in Zustellung \(Lauf ([0-9a-z]+), seit (.+)\)$/;
const GERMAN_TIME = /^(\d\d)\.(\d\d)\.(\d{4}) (\d\d):(\d\d):(\d\d) Uhr, UTC([+-])(\d{1,2})(?::(\d\d))?$/;
/** How marks said it before the German form (UTC, ISO): rows taken by an older version still read. */
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;

/** The sender and time of a taken row's result; null for any other result. */
export function takenBy(result: string): { run: string; at: Date } | null {
  const match = TAKEN.exec(result);
  if (!match) return null;
  if (ISO_TIME.test(match[2])) return { run: match[1], at: new Date(match[2]) };
  const t = GERMAN_TIME.exec(match[2]);
  if (!t) return null;
  const offset = (t[7] === '-' ? -1 : 1) * (Number(t[8]) * 60 + Number(t[9] ?? 0));
  const wall = Date.UTC(Number(t[3]), Number(t[2]) - 1, Number(t[1]), Number(t[4]), Number(t[5]), Number(t[6]));
  return { run: match[1], at: new Date(wall - offset * 60_000) };
}

/** What a sender does with the record's Ergebnis column (data rows, 0-based): rows to send, and rows whose sender died. */
export interface SendPlan {
  send: number[];
  dead: { index: number; run: string }[];
}

/**
 * `resume` says which „pausiert: …“ results this sender can send now (the permission is there, the
 * day's quota is back): a paused row was never handed to Google, so sending it keeps „at most once“.
 */
export function sendPlan(results: readonly string[], now: Date, resume: (paused: string) => boolean = () => false): SendPlan {
  const plan: SendPlan = { send: [], dead: [] };
  results.forEach((result, index) => {
    if (result === RESULT.pending || (result.startsWith(RESULT.paused('')) && resume(result))) plan.send.push(index);
    const taken = takenBy(result);
    if (taken && now.getTime() - taken.at.getTime() > SENDER_DEAD_AFTER_MS) plan.dead.push({ index, run: taken.run });
  });
  return plan;
}

/** The keys already in the record: these deliveries never happen again. */
export function recordedKeys(keyColumn: CellMatrix): Set<string> {
  const keys = new Set<string>();
  for (let r = 1; r < keyColumn.length; r++) {
    const key = parseText(keyColumn[r][0] ?? '');
    if (key) keys.add(key);
  }
  return keys;
}

/** A delivery as its record row (the result filled in later for mail and chat). */
export function logRow(d: Delivery, at: Date, result: string): CellValue[] {
  return [at, CHANNELS[d.channel], d.recipient, EVENT_KINDS[d.event.kind], d.text, result, deliveryKey(d)];
}

/** One entry of a player's Neuigkeiten. */
export interface NewsItem {
  /** ISO time. */
  at: string;
  text: string;
  /** Since the player's last visit. */
  fresh: boolean;
}

/**
 * N2c: the player's Neuigkeiten from the record rows (header first), newest first, at most
 * `limit`; `since` is the player's previous visit (null: the first visit, nothing is new).
 */
export function newsFor(rows: CellMatrix, player: string, since: Date | null, limit = 20): NewsItem[] {
  const who = nameKey(player);
  const out: NewsItem[] = [];
  for (let r = rows.length - 1; r >= 1 && out.length < limit; r--) {
    const row = rows[r];
    if (parseText(row[LOG_COLUMN.channel] ?? '') !== CHANNELS.portal) continue;
    if (nameKey(parseText(row[LOG_COLUMN.recipient] ?? '')) !== who) continue;
    const at = row[LOG_COLUMN.at];
    if (!(at instanceof Date)) continue;
    out.push({
      at: at.toISOString(),
      text: parseText(row[LOG_COLUMN.text] ?? ''),
      fresh: since !== null && at.getTime() > since.getTime(),
    });
  }
  return out.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}

export type { Channel };
