/**
 * A German refusal the server throws instead of answering — the link is no longer valid, a
 * permission is missing, a function is not for the portal — reaches the page through
 * google.script.run's failure handler, the same way as Google's own failures (no connection,
 * several signed-in accounts, a timeout). Google documents neither the error's type nor whether
 * it prefixes the text ("Error: …", "Exception: …"), so the server marks its own refusals at the
 * end of the text and the page shows a marked text as it is (without the mark); an unmarked one
 * is Google's and never shown in its words.
 */
import type { FieldKey } from '../rules/fields';

const MARK = /\s*\[Kriegsrat(?::([A-Za-z]+))?\]\s*$/;
/** What Google or the JS engine may put before the thrown text. */
const PREFIX = /^\s*(?:(?:[A-Za-z]*(?:Error|Exception)|Fehler)\s*:\s*)+/;

export interface ThrownRefusal {
  message: string;
  field?: FieldKey;
}

/** The text the server throws for a refusal: the German message, then the mark (with its field). */
export function markRefusal(message: string, field?: FieldKey): string {
  return `${message} [Kriegsrat${field ? `:${field}` : ''}]`;
}

/** The refusal in a failure's text, or null when the text is not marked (Google's own failure). */
export function readRefusal(text: string): ThrownRefusal | null {
  const mark = MARK.exec(text);
  if (!mark) return null;
  const message = text.slice(0, mark.index).replace(PREFIX, '').trim();
  return mark[1] ? { message, field: mark[1] as FieldKey } : { message };
}
