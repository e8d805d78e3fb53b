import { isDateLike } from './dateSerial';

/**
 * What google.script.run delivers to the page: the server function's result as JSON. Apps
 * Script refuses Dates in a result (the success handler then gets null, not the object), so a
 * server function that returns one fails here as it would in Google — instead of JSON quietly
 * turning the Date into a string that works offline only.
 */
export function resultForClient(value: unknown): unknown {
  if (value === undefined || containsDate(value) || containsServiceObject(value)) return null;
  return JSON.parse(JSON.stringify(value));
}

/**
 * An object of an Apps Script service (an HtmlOutput, a Spreadsheet) is no legal return value
 * either: the page gets null. Plain objects and arrays are, from any realm.
 */
function containsServiceObject(value: unknown, seen = new Set<object>()): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (seen.has(value)) return false;
  seen.add(value);
  if (!Array.isArray(value)) {
    const proto = Object.getPrototypeOf(value) as object | null;
    if (proto !== null && Object.getPrototypeOf(proto) !== null) return true;
  }
  return Object.values(value).some((v) => containsServiceObject(v, seen));
}

/** Dates from any realm (a vm context's Date is not `instanceof Date` here). */
function containsDate(value: unknown, seen = new Set<object>()): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (isDateLike(value)) return true;
  if (seen.has(value)) return false;
  seen.add(value);
  return Object.values(value).some((v) => containsDate(v, seen));
}
