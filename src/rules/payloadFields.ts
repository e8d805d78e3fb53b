/**
 * A payload from a page carries exactly the form's fields. A key the form does not have
 * (`status: 'bestätigt'`, a field of another form) is refused, never silently dropped: whoever
 * sent it meant something by it, and nothing of it would be saved.
 */
import { RuleError } from './ruleError';

/** How much of a foreign key a message repeats: it comes from whoever sent the payload. */
const SHOWN_KEY_LENGTH = 40;

/** A key as a message may show it: printable, and not longer than SHOWN_KEY_LENGTH. */
function shownKey(key: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must not be shown
  const printable = key.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '?');
  return printable.length > SHOWN_KEY_LENGTH ? `${printable.slice(0, SHOWN_KEY_LENGTH)}…` : printable;
}

/** Throws a RuleError for the first key of `payload` that `formKeys` does not list. */
export function refuseForeignKeys(payload: object, formKeys: readonly string[]): void {
  const foreign = Object.keys(payload).find((key) => !formKeys.includes(key));
  if (foreign !== undefined) {
    throw new RuleError(
      `Das Feld „${shownKey(foreign)}“ gehört nicht zu diesem Formular; nichts wurde gespeichert. Bitte die Seite neu laden und erneut senden.`,
    );
  }
}
