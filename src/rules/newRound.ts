/**
 * "Neue Runde beginnen": what the menu's two questions and startNewRound accept. One reader
 * for both, so the prompt re-asks exactly what the server would refuse.
 */
import { CellValue, isBlank } from './cells/cellValue';
import { isNumberText, parseNumber } from './cells/parseCell';
import { BOOKINGS_SPEC } from './campaign/columns';
import { MAX_SUPPLY } from './constants';
import { formatNumber } from './format';
import { RuleError } from './ruleError';
import { ruleText } from './ruleText';
import { missing } from './readerWords';
import { wholeNumber } from './validate';

const ROUND = BOOKINGS_SPEC.columns.round.header;
const SUPPLY = BOOKINGS_SPEC.columns.supply.header;

function whole(value: unknown, label: string, min: number, max?: number): number {
  if (isBlank(value as CellValue) || (typeof value === 'object' && !(value instanceof Date))) {
    throw new RuleError(ruleText`${label}${missing(`eine ganze Zahl ab ${min}`)}`);
  }
  return wholeNumber(parseNumber(value as CellValue, label), label, min, max);
}

/** „Runde 3“, „3.“ (the German ordinal): the round's number as the question's answer may be typed. */
const ROUND_WORDS = /^(?:Runde\s*)?(\d+)\.?$/i;

/** The round to start: from 1 up to the one after the highest Runde of the log. */
export function readNewRound(value: unknown, highestRound: number): number {
  const typed = typeof value === 'string' ? ROUND_WORDS.exec(value.trim())?.[1] : undefined;
  return whole(typed ?? value, ROUND, 1, highestRound + 1);
}

/** What the menu's question says is allowed, from the same limit. */
export const ROUND_SUPPLY_ALLOWED = `Erlaubt sind 1 bis ${formatNumber(MAX_SUPPLY)} VP`;

/** The unit an organiser may type after the number: „1000 VP“, „1.000 Punkte“, „1500 Pkt.“. */
const SUPPLY_UNIT = /^(.*\d)\s*(VP|Punkte?|Pkt\.?)$/i;
/** „1,000“: an English thousands comma, which German reads as 1 — refused rather than booked as 1 VP. */
const THOUSANDS_COMMA = /^[+-]?\d{1,3}(,\d{3})+$/;

/**
 * Every player's supply for the round, in VP: a whole number from 1 to MAX_SUPPLY, typed as a
 * German organiser writes it (parseNumber: „1000“, „1.000“), with or without a unit after it.
 */
export function readRoundSupply(value: unknown): number {
  if (typeof value !== 'string' || value.trim() === '') return whole(value, SUPPLY, 1, MAX_SUPPLY);
  const typed = value.trim();
  const number = SUPPLY_UNIT.exec(typed)?.[1] ?? typed;
  if (THOUSANDS_COMMA.test(number.replace(/\s/g, ''))) {
    throw new RuleError(
      `${SUPPLY}: „${typed}“ ist mehrdeutig – das Komma trennt Nachkommastellen. Für tausend bitte 1000 oder 1.000 schreiben.`,
    );
  }
  // Not a number at all: say which forms are read, not only that this one is not.
  if (!isNumberText(number))
    throw new RuleError(`${SUPPLY}: „${typed}“ ist keine Zahl. ${ROUND_SUPPLY_ALLOWED}, z. B. 1000, 1.000 oder 1000 VP.`);
  return whole(number, SUPPLY, 1, MAX_SUPPLY);
}
