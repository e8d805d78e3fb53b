/**
 * "Neue Runde beginnen": what the menu's two questions and startNewRound accept. One reader
 * for both, so the prompt re-asks exactly what the server would refuse.
 */
import { CellValue, isBlank } from './cells/cellValue';
import { parseNumber } from './cells/parseCell';
import { BOOKINGS_SPEC } from './campaign/columns';
import { MAX_SUPPLY } from './constants';
import { formatNumber } from './format';
import { RuleError } from './ruleError';
import { wholeNumber } from './validate';

const ROUND = BOOKINGS_SPEC.columns.round.header;
const SUPPLY = BOOKINGS_SPEC.columns.supply.header;

function whole(value: unknown, label: string, min: number, max?: number): number {
  if (isBlank(value as CellValue) || (typeof value === 'object' && !(value instanceof Date))) {
    throw new RuleError(`${label} fehlt; erwartet wird eine ganze Zahl ab ${min}.`);
  }
  return wholeNumber(parseNumber(value as CellValue, label), label, min, max);
}

/** The round to start: from 1 up to the one after the highest Runde of the log. */
export function readNewRound(value: unknown, highestRound: number): number {
  return whole(value, ROUND, 1, highestRound + 1);
}

/** Every player's supply for the round, in VP: a whole number from 1 to MAX_SUPPLY. */
export function readRoundSupply(value: unknown): number {
  return whole(value, SUPPLY, 1, MAX_SUPPLY);
}

/** What the menu's question says is allowed, from the same limit. */
export const ROUND_SUPPLY_ALLOWED = `Erlaubt sind 1 bis ${formatNumber(MAX_SUPPLY)} VP`;
