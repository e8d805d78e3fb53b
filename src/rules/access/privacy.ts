/**
 * C12: a player's pages and everything sent to players carry no e-mail address; where the
 * organiser acted they say "Spielleitung". The sheets keep who did what (Bestätigt von,
 * Eingetragen von hold the organiser's address where Google gives it — for the organiser and
 * co-editors); what leaves for a player passes through playerSafe, the one last filter, and the
 * battle form's copy of the campaign leaves out the columns only the organiser reads
 * (PLAYER_HIDDEN_FIELDS, formCampaign).
 */
import type { FieldKey } from '../fields';

/** Who acted, as players read it where the organiser did (C12: never an e-mail address). */
export const ORGANISER_NAME = 'Spielleitung';

/**
 * The Schlachten columns the battle form never reads and a player is not to see: when a report
 * was made, who confirmed it and when (the organiser's address), and every battle's Einspruch
 * (a dispute's reason is for its two players, who get it with what waits for them).
 */
export const PLAYER_HIDDEN_FIELDS: ReadonlySet<FieldKey> = new Set<FieldKey>([
  'reportedAt',
  'confirmedBy',
  'confirmedAt',
  'dispute',
]);

/** An e-mail address anywhere in a text (RFC 5322 is wider; this is what people type and Google gives). */
const EMAIL_ADDRESS = /[^\s"'<>()[\]{},;:@]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/** `value` with every e-mail address in its texts replaced by "Spielleitung" (a copy; dates kept). */
export function playerSafe<T>(value: T): T {
  return scrub(value) as T;
}

function scrub(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(EMAIL_ADDRESS, ORGANISER_NAME);
  if (Array.isArray(value)) return value.map(scrub);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) out[key] = scrub(inner);
    return out;
  }
  return value;
}
