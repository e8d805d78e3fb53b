/**
 * Readers of one value a form sends (google.script.run payloads of the battle and booking
 * forms): each refuses what a cell could not hold, in German, naming the field by its registry
 * header; the error's field is the registry key.
 */
import { MAX_CELL_TEXT } from './constants';
import { CellValue, isBlank, isDate } from './cells/cellValue';
import { parseNumber } from './cells/parseCell';
import { FieldKey, FIELDS, FieldSpec } from './fields';
import { RuleError } from './ruleError';
import { wholeNumber } from './validate';

const label = (key: FieldKey) => FIELDS[key].header;

/** One value as a cell: a list or an object (only a hand-made payload sends one) is refused. */
export function single(value: unknown, key: FieldKey): CellValue {
  if (value !== null && typeof value === 'object' && !isDate(value)) {
    throw new RuleError(`${label(key)}: erwartet wird ein einzelner Wert, keine Liste und kein Objekt.`, key);
  }
  return value as CellValue;
}

/** A text, trimmed; at most the registry's length for `key` (else what a cell holds). */
export function text(value: unknown, key: FieldKey): string {
  const cell = single(value, key);
  const max = (FIELDS[key] as FieldSpec).maxLength ?? MAX_CELL_TEXT;
  const result = cell === null || cell === undefined ? '' : String(cell).trim();
  if (result.length > max) {
    throw new RuleError(`${label(key)} ist ${result.length} Zeichen lang; erlaubt sind höchstens ${max} Zeichen.`, key);
  }
  return result;
}

export function requiredText(value: unknown, key: FieldKey, missing: string): string {
  const result = text(value, key);
  if (!result) throw new RuleError(`${label(key)} fehlt; ${missing}`, key);
  return result;
}

/**
 * An Einreichungs-ID: a token of letters, digits, "-" and "_" (the pages make UUIDs). The sheet
 * stores it as "id~fingerprint" and Sheets parses a written text like typed input: an id with
 * "~", a space, a quote or a formula's "=" could read back as another id, or as no text at all.
 */
export function submissionToken(value: unknown, key: FieldKey): string {
  const result = requiredText(value, key, 'das Formular erzeugt sie; bitte die Seite neu laden.');
  const foreign = /[^A-Za-z0-9_-]/.exec(result);
  if (foreign) {
    const shown = foreign[0] === ' ' ? 'ein Leerzeichen' : `„${foreign[0]}“`;
    throw new RuleError(
      `${label(key)} „${result}“ enthält ${shown}; erlaubt sind Buchstaben, Ziffern, „-“ und „_“. Bitte die Seite neu laden.`,
      key,
    );
  }
  return result;
}

/** A whole number within the registry's limits of `key`, or within `min`/`max` where given. */
export function whole(value: unknown, key: FieldKey, min?: number, max?: number): number {
  const spec = FIELDS[key] as FieldSpec;
  return wholeNumber(
    parseNumber(single(value, key), label(key), key),
    label(key),
    min ?? spec.min ?? -Infinity,
    max ?? spec.max ?? Infinity,
    key,
  );
}

/**
 * Verluste of a form (the battle form, a dispute's proposal): blank is not 0 — the replay refuses
 * a blank Verluste cell (REGELN „Siegpunkte oder Verluste fehlen“), and a form that saved it as 0
 * would count a forgotten field as no loss. So blank is refused, saying what to type for a side
 * that lost nothing (user test 29).
 */
export function losses(value: unknown, key: FieldKey): number {
  if (isBlank(single(value, key)))
    throw new RuleError(`${label(key)} fehlt; bitte die Verlustpunkte angeben – 0, wenn die Seite nichts verloren hat.`, key);
  return whole(value, key);
}
