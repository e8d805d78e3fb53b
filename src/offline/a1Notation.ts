/**
 * A1 notation as Apps Script reads it: `A1`, `$A$1`, `A1:B2`, whole columns `A:C`, whole rows
 * `2:5`, half-open ranges `A2:A` (to the last row) and `A2:2` (to the last column), optionally
 * sheet-qualified (`Kampagne!A1`, `'Meine Schlachten'!A2:P`). Rows and columns are 1-based.
 */

/** A parsed A1 range; an `undefined` bound is open and extends to the edge of the sheet's grid. */
export interface A1Range {
  sheetName?: string;
  startRow?: number;
  startColumn?: number;
  endRow?: number;
  endColumn?: number;
}

/** A concrete rectangle on a sheet, 1-based. */
export interface GridRect {
  row: number;
  column: number;
  numRows: number;
  numColumns: number;
}

/** Apps Script's message for anything getRange cannot read. */
export const RANGE_NOT_FOUND = 'Range not found';

export function columnToLetters(column: number): string {
  if (!Number.isInteger(column) || column < 1) throw new Error(`Invalid column ${column}`);
  let letters = '';
  let n = column;
  while (n > 0) {
    const rem = (n - 1) % 26;
    letters = String.fromCharCode(65 + rem) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

export function lettersToColumn(letters: string): number {
  let column = 0;
  for (const ch of letters.toUpperCase()) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) throw new Error(RANGE_NOT_FOUND);
    column = column * 26 + (code - 64);
  }
  return column;
}

/** Sheet names that are not plain identifiers must be quoted in A1 notation, quotes doubled. */
export function quoteSheetName(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) && !/^[A-Za-z]{1,3}\d+$/.test(name) ? name : `'${name.replace(/'/g, "''")}'`;
}

/** Splits `Sheet!A1` into sheet name and reference; a quoted name may contain `!`. */
function splitSheet(a1: string): { sheetName?: string; ref: string } {
  const text = a1.trim();
  if (text.startsWith("'")) {
    let i = 1;
    let name = '';
    while (i < text.length) {
      if (text[i] === "'") {
        if (text[i + 1] === "'") {
          name += "'";
          i += 2;
          continue;
        }
        break;
      }
      name += text[i];
      i++;
    }
    if (text[i] !== "'" || text[i + 1] !== '!') throw new Error(RANGE_NOT_FOUND);
    return { sheetName: name, ref: text.slice(i + 2) };
  }
  const bang = text.lastIndexOf('!');
  if (bang < 0) return { ref: text };
  return { sheetName: text.slice(0, bang), ref: text.slice(bang + 1) };
}

interface Part {
  column?: number;
  row?: number;
}

const PART = /^\$?([A-Za-z]{0,3})\$?(\d*)$/;

function parsePart(text: string): Part {
  const m = PART.exec(text.trim());
  if (!m || (m[1] === '' && m[2] === '')) throw new Error(RANGE_NOT_FOUND);
  const part: Part = {};
  if (m[1]) part.column = lettersToColumn(m[1]);
  if (m[2]) {
    part.row = Number(m[2]);
    if (part.row < 1) throw new Error(RANGE_NOT_FOUND);
  }
  return part;
}

/** Parses A1 notation; throws `Range not found` like Apps Script for anything else. */
export function parseA1Notation(a1: string): A1Range {
  if (typeof a1 !== 'string' || a1.trim() === '') throw new Error(RANGE_NOT_FOUND);
  const { sheetName, ref } = splitSheet(a1);
  if (sheetName !== undefined && sheetName === '') throw new Error(RANGE_NOT_FOUND);
  const pieces = ref.split(':');
  if (pieces.length > 2) throw new Error(RANGE_NOT_FOUND);
  const start = parsePart(pieces[0]);
  const result: A1Range = sheetName === undefined ? {} : { sheetName };
  if (pieces.length === 1) {
    // A single reference must be a whole cell; `A` or `2` alone are not ranges.
    if (start.row === undefined || start.column === undefined) throw new Error(RANGE_NOT_FOUND);
    return { ...result, startRow: start.row, startColumn: start.column, endRow: start.row, endColumn: start.column };
  }
  const end = parsePart(pieces[1]);
  const wholeColumns = start.row === undefined && start.column !== undefined;
  const wholeRows = start.column === undefined && start.row !== undefined;
  if (wholeColumns) {
    // `A:C` — the end must be a column only.
    if (end.column === undefined || end.row !== undefined) throw new Error(RANGE_NOT_FOUND);
    return { ...result, startColumn: Math.min(start.column!, end.column), endColumn: Math.max(start.column!, end.column) };
  }
  if (wholeRows) {
    if (end.row === undefined || end.column !== undefined) throw new Error(RANGE_NOT_FOUND);
    return { ...result, startRow: Math.min(start.row!, end.row), endRow: Math.max(start.row!, end.row) };
  }
  // Starts at a cell: `A1:B2`, half-open `A2:A` (rows to the end) or `A2:2` (columns to the end).
  const out: A1Range = { ...result, startRow: start.row, startColumn: start.column };
  if (end.row !== undefined && end.column !== undefined) {
    out.startRow = Math.min(start.row!, end.row);
    out.endRow = Math.max(start.row!, end.row);
    out.startColumn = Math.min(start.column!, end.column);
    out.endColumn = Math.max(start.column!, end.column);
  } else if (end.column !== undefined) {
    out.startColumn = Math.min(start.column!, end.column);
    out.endColumn = Math.max(start.column!, end.column);
  } else {
    out.startRow = Math.min(start.row!, end.row!);
    out.endRow = Math.max(start.row!, end.row!);
  }
  return out;
}

/** Fills open bounds from the sheet's grid size. */
export function resolveA1Range(range: A1Range, maxRows: number, maxColumns: number): GridRect {
  const row = range.startRow ?? 1;
  const column = range.startColumn ?? 1;
  const endRow = range.endRow ?? maxRows;
  const endColumn = range.endColumn ?? maxColumns;
  return { row, column, numRows: endRow - row + 1, numColumns: endColumn - column + 1 };
}

/** `A1` for one cell, else `A1:B2` (Apps Script also writes whole columns as `A1:A1000`). */
export function formatA1(rect: GridRect, sheetName?: string): string {
  const start = `${columnToLetters(rect.column)}${rect.row}`;
  const ref =
    rect.numRows === 1 && rect.numColumns === 1
      ? start
      : `${start}:${columnToLetters(rect.column + rect.numColumns - 1)}${rect.row + rect.numRows - 1}`;
  return sheetName === undefined ? ref : `${quoteSheetName(sheetName)}!${ref}`;
}
