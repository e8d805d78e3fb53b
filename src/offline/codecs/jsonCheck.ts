/**
 * Checking saved JSON before anything is built: each check names the path and what is allowed,
 * in German (the preview shows it when a campaign file is damaged).
 */
import { GridRect, parseA1Notation, resolveA1Range } from '../a1Notation';

/** Thrown by the checks; persistence turns it into "Die Arbeitsmappe lässt sich nicht lesen: …". */
export class CorruptWorkbookError extends Error {}

export function fail(path: string, expected: string): never {
  throw new CorruptWorkbookError(`${path}: erwartet wird ${expected}`);
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function str(value: unknown, path: string): string {
  return typeof value === 'string' ? value : fail(path, 'ein Text');
}

export function int(value: unknown, path: string, min: number): number {
  return Number.isInteger(value) && (value as number) >= min ? (value as number) : fail(path, `eine ganze Zahl ab ${min}`);
}

export function bool(value: unknown, path: string): boolean {
  return typeof value === 'boolean' ? value : fail(path, 'WAHR oder FALSCH (true/false)');
}

export function list(value: unknown, path: string): unknown[] {
  return Array.isArray(value) ? value : fail(path, 'eine Liste');
}

export function numberMap(value: unknown, path: string): Record<string, number> {
  if (!isObject(value)) fail(path, 'ein Objekt');
  for (const [k, v] of Object.entries(value)) if (typeof v !== 'number' || !/^\d+$/.test(k)) fail(`${path}.${k}`, 'eine Zahl');
  return value as Record<string, number>;
}

/** An A1 range inside a sheet of `rows` × `columns`. */
export function a1In(text: unknown, path: string, rows: number, columns: number): GridRect {
  const s = str(text, path);
  try {
    const rect = resolveA1Range(parseA1Notation(s), rows, columns);
    if (rect.row + rect.numRows - 1 > rows || rect.column + rect.numColumns - 1 > columns) throw new Error();
    return rect;
  } catch {
    return fail(path, 'ein Bereich in A1-Schreibweise innerhalb des Tabellenblatts');
  }
}
