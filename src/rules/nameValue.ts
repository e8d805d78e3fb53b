/**
 * A name a user gives in a form (a new army): text a person can read in a list — not a
 * boolean or a number a hand-made payload sends, nothing invisible (NUL, zero-width spaces,
 * bidi overrides, line breaks), at most MAX_NAME_LENGTH characters.
 */
import { MAX_NAME_LENGTH } from './constants';
import { FieldKey, FIELDS } from './fields';
import { requiredText } from './formValue';
import { RuleError } from './ruleError';

/** Control (Cc) and format (Cf) characters: invisible, or they reorder or break the line. */
const INVISIBLE = /[\p{Cc}\p{Cf}]/u;

const codePoint = (ch: string) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * `name` if it has no invisible character; else a RuleError naming the first by its code point.
 * Also for names typed into a list sheet (Spieler, Armeen, Felder): the row's Prüfung says it.
 */
export function visibleName(name: string, key: FieldKey): string {
  const invisible = INVISIBLE.exec(name);
  if (invisible) {
    throw new RuleError(
      `${FIELDS[key].header} enthält ein Steuerzeichen (${codePoint(invisible[0])}); erlaubt sind sichtbare Zeichen und Leerzeichen in einer Zeile.`,
      key,
    );
  }
  return name;
}

export function readName(value: unknown, key: FieldKey, missing: string): string {
  const label = FIELDS[key].header;
  if (value !== null && value !== undefined && typeof value !== 'string') {
    throw new RuleError(`${label}: erwartet wird ein Name (Text), kein Wahrheitswert und keine Zahl.`, key);
  }
  const name = visibleName(requiredText(value, key, missing), key);
  const length = [...name].length;
  if (length > MAX_NAME_LENGTH) {
    throw new RuleError(`${label} ist ${length} Zeichen lang; erlaubt sind höchstens ${MAX_NAME_LENGTH} Zeichen.`, key);
  }
  return name;
}
