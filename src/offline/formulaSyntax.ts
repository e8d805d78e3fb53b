/**
 * Formula text in three spellings, translated with a small lexer (strings, quoted sheet names
 * and error literals are never touched):
 *
 * - **api** — what Apps Script's Range.setFormula/getFormulas use regardless of the sheet's
 *   locale: English function names, `.` decimals, `,` between arguments. Sheets also accepts
 *   `;` between arguments in every locale, so `=TRUPPENBONUS(500;1500)` works here too;
 *   getFormulas gives it back as `=TRUPPENBONUS(500,1500)`, like Sheets does.
 * - **local** — what a user of a de_DE sheet types: `;` between arguments, `,` decimals, `\`
 *   between array columns, German function names (`=SUMME(A1;2,5)`, `=WENN(…)`). Only the
 *   preview's input box needs it (localFormula.ts; not an Apps Script method).
 * - **engine** — HyperFormula's en-US syntax. Same as api except that HyperFormula knows no
 *   half-open ranges (`F2:F`) and no bare `TRUE`: those become `F2:F<last row>` and `TRUE()`.
 *   Going back, a range ending on the sheet's last grid row is written open again, so a formula
 *   typed as `F2:F1000` on a 1000-row sheet reads back as `F2:F` (documented limitation).
 */
import { columnToLetters, lettersToColumn } from './a1Notation';

export type FormulaDialect = 'api' | 'local';

export interface GridLookup {
  /** The sheet the formula is on: unqualified references point here. */
  sheetName: string;
  /** Grid size of a sheet by name, `undefined` for unknown sheets. */
  grid(sheetName: string): { rows: number; columns: number } | undefined;
}

interface Token {
  type: 'string' | 'quoted' | 'word' | 'number' | 'error' | 'space' | 'punct';
  text: string;
}

const ERROR_LITERAL = /^#(N\/A|NV|NULL!|DIV\/0!|VALUE!|REF!|NAME\?|NUM!|ERROR!|SPILL!|CYCLE!|WERT!|BEZUG!|ZAHL!)/i;
const WORD_START = /[A-Za-z_$\u00C0-\u024F]/;
const WORD_CHAR = /[A-Za-z0-9_.$\u00C0-\u024F]/;
const CELL = /^(\$?)([A-Za-z]{1,3})(\$?)(\d+)$/;
const COLUMN_ONLY = /^(\$?)([A-Za-z]{1,3})$/;
const ROW_ONLY = /^(\$?)(\d+)$/;

function tokenize(body: string, dialect: FormulaDialect): Token[] {
  const tokens: Token[] = [];
  const number = dialect === 'api' ? /^(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?/ : /^\d+(,\d+)?([eE][+-]?\d+)?/;
  let i = 0;
  while (i < body.length) {
    const ch = body[i];
    const rest = body.slice(i);
    if (ch === '"' || ch === "'") {
      let j = i + 1;
      while (j < body.length) {
        if (body[j] === ch) {
          if (body[j + 1] === ch) {
            j += 2;
            continue;
          }
          break;
        }
        j++;
      }
      tokens.push({ type: ch === '"' ? 'string' : 'quoted', text: body.slice(i, j + 1) });
      i = j + 1;
      continue;
    }
    if (ch === '#') {
      const m = ERROR_LITERAL.exec(rest);
      if (m) {
        tokens.push({ type: 'error', text: m[0] });
        i += m[0].length;
        continue;
      }
    }
    const num = /[0-9.]/.test(ch) ? number.exec(rest) : null;
    if (num) {
      // Digits directly followed by letters belong to a word only when it started with a letter;
      // here a row reference like `2` or a number like `1.5`.
      tokens.push({ type: 'number', text: num[0] });
      i += num[0].length;
      continue;
    }
    if (WORD_START.test(ch)) {
      let j = i + 1;
      while (j < body.length && WORD_CHAR.test(body[j])) j++;
      tokens.push({ type: 'word', text: body.slice(i, j) });
      i = j;
      continue;
    }
    if (/\s/.test(ch)) {
      let j = i + 1;
      while (j < body.length && /\s/.test(body[j])) j++;
      tokens.push({ type: 'space', text: body.slice(i, j) });
      i = j;
      continue;
    }
    tokens.push({ type: 'punct', text: ch });
    i++;
  }
  return tokens;
}

function isPunct(t: Token | undefined, text: string): boolean {
  return !!t && t.type === 'punct' && t.text === text;
}

/** The sheet a reference at tokens[i] points to: `Name!` or `'Name'!` before it, else the own sheet. */
function sheetOf(tokens: Token[], i: number, own: string): string {
  if (i >= 2 && isPunct(tokens[i - 1], '!')) {
    const prefix = tokens[i - 2];
    if (prefix.type === 'quoted') return prefix.text.slice(1, -1).replace(/''/g, "'");
    if (prefix.type === 'word') return prefix.text;
  }
  return own;
}

function isSheetPrefix(tokens: Token[], i: number): boolean {
  return isPunct(tokens[i + 1], '!');
}

function isFunctionName(tokens: Token[], i: number): boolean {
  return isPunct(tokens[i + 1], '(');
}

/** A reference-shaped token that is really a reference (not a function name or sheet prefix). */
function isCellToken(tokens: Token[], i: number): boolean {
  const t = tokens[i];
  return t.type === 'word' && CELL.test(t.text) && !isFunctionName(tokens, i) && !isSheetPrefix(tokens, i);
}

let germanNames: { toEnglish: Map<string, string>; toGerman: Map<string, string> } | undefined;

/** German function names from HyperFormula's deDE language pack. */
function german(): { toEnglish: Map<string, string>; toGerman: Map<string, string> } {
  if (!germanNames) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const pack = require('hyperformula/commonjs/i18n/languages/deDE').default as { functions: Record<string, string> };
    const toEnglish = new Map<string, string>();
    const toGerman = new Map<string, string>();
    for (const [english, local] of Object.entries(pack.functions)) {
      toGerman.set(english.toUpperCase(), local);
      toEnglish.set(local.toUpperCase(), english);
    }
    germanNames = { toEnglish, toGerman };
  }
  return germanNames;
}

function split(formula: string): { prefix: string; body: string } | undefined {
  if (!formula.startsWith('=')) return undefined;
  return { prefix: '=', body: formula.slice(1) };
}

/** api or local spelling → HyperFormula's. */
export function toEngineFormula(formula: string, dialect: FormulaDialect, lookup: GridLookup): string {
  const parts = split(formula);
  if (!parts) return formula;
  const tokens = tokenize(parts.body, dialect);
  const out: string[] = [];
  let depth = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.type === 'punct') {
      if (t.text === '{') depth++;
      if (t.text === '}') depth = Math.max(0, depth - 1);
      if (t.text === ';') out.push(depth > 0 ? ';' : ',');
      else if (t.text === '\\' && dialect === 'local' && depth > 0) out.push(',');
      else out.push(t.text);
      continue;
    }
    // Whole rows past the grid (`1:2000000`) stop at its last row too.
    const rowStart = t.type === 'number' || t.type === 'word' ? ROW_ONLY.exec(t.text) : null;
    const next = tokens[i + 2];
    const rowEnd = rowStart && isPunct(tokens[i + 1], ':') && next && next.type !== 'string' ? ROW_ONLY.exec(next.text) : null;
    if (rowStart && rowEnd) {
      const grid = lookup.grid(sheetOf(tokens, i, lookup.sheetName));
      if (grid && Math.max(Number(rowStart[2]), Number(rowEnd[2])) > grid.rows) {
        if (Math.min(Number(rowStart[2]), Number(rowEnd[2])) > grid.rows) {
          if (isPunct(tokens[i - 1], '!')) out.splice(-2, 2);
          out.push('#REF!');
        } else {
          // As cells across the grid's columns: HyperFormula's whole rows reach its 18,278 columns.
          const row = (m: RegExpExecArray) => `${m[1]}${Math.min(Number(m[2]), grid.rows)}`;
          out.push(`$A${row(rowStart)}`, ':', `$${columnToLetters(grid.columns)}${row(rowEnd)}`);
        }
        i += 2;
        continue;
      }
    }
    if (t.type === 'number') {
      out.push(dialect === 'local' ? t.text.replace(',', '.') : t.text);
      continue;
    }
    if (t.type !== 'word') {
      out.push(t.text);
      continue;
    }
    const upper = t.text.toUpperCase();
    if (isFunctionName(tokens, i)) {
      out.push(dialect === 'local' ? (german().toEnglish.get(upper) ?? t.text) : t.text);
      continue;
    }
    const bool =
      upper === 'TRUE' || (dialect === 'local' && upper === 'WAHR')
        ? 'TRUE'
        : upper === 'FALSE' || (dialect === 'local' && upper === 'FALSCH')
          ? 'FALSE'
          : undefined;
    if (bool && !isSheetPrefix(tokens, i) && !isPunct(tokens[i - 1], '!')) {
      out.push(`${bool}()`);
      continue;
    }
    // Half-open ranges `F2:F` / `A2:2`: close them at the sheet's grid edge.
    if (isCellToken(tokens, i) && isPunct(tokens[i + 1], ':') && tokens[i + 2]) {
      const end = tokens[i + 2];
      const endIsWord = end.type === 'word' && !isFunctionName(tokens, i + 2) && !isSheetPrefix(tokens, i + 2);
      const columnOnly = endIsWord ? COLUMN_ONLY.exec(end.text) : null;
      const rowOnly = end.type === 'number' || endIsWord ? ROW_ONLY.exec(end.text) : null;
      if (columnOnly || rowOnly) {
        const grid = lookup.grid(sheetOf(tokens, i, lookup.sheetName));
        if (grid) {
          const closed = columnOnly
            ? `${end.text}${grid.rows}`
            : `${rowOnly![1]}${columnToLetters(grid.columns)}${rowOnly![1]}${rowOnly![2]}`;
          out.push(t.text, ':', closed);
          i += 2;
          continue;
        }
      }
    }
    // A closed range past the grid's edge stops there, as in Sheets: `A1:Z2000000` on a
    // 1000-row sheet is A1:Z1000 (HyperFormula would build all 52 million cells).
    if (isCellToken(tokens, i) && isPunct(tokens[i + 1], ':') && tokens[i + 2] && isCellToken(tokens, i + 2)) {
      const grid = lookup.grid(sheetOf(tokens, i, lookup.sheetName));
      if (grid) {
        const within = rangeWithinGrid(t.text, tokens[i + 2].text, grid);
        // `Sheet!#REF!` is no formula: the error replaces the sheet's name too.
        if (within === '#REF!' && isPunct(tokens[i - 1], '!')) out.splice(-2, 2);
        out.push(within);
        i += 2;
        continue;
      }
    }
    out.push(t.text);
  }
  return parts.prefix + out.join('');
}

/** `start:end` with each corner moved onto the grid; a range wholly outside it is `#REF!`. */
function rangeWithinGrid(start: string, end: string, grid: { rows: number; columns: number }): string {
  const a = CELL.exec(start)!;
  const b = CELL.exec(end)!;
  const rows = [Number(a[4]), Number(b[4])];
  const columns = [lettersToColumn(a[2]), lettersToColumn(b[2])];
  if (Math.min(...rows) > grid.rows || Math.min(...columns) > grid.columns) return '#REF!';
  if (Math.max(...rows) <= grid.rows && Math.max(...columns) <= grid.columns) return `${start}:${end}`;
  const corner = (m: RegExpExecArray, column: number, row: number) =>
    `${m[1]}${columnToLetters(Math.min(column, grid.columns))}${m[3]}${Math.min(row, grid.rows)}`;
  return `${corner(a, columns[0], rows[0])}:${corner(b, columns[1], rows[1])}`;
}

/** HyperFormula's spelling → api (or local, for the preview). */
export function fromEngineFormula(formula: string, dialect: FormulaDialect, lookup: GridLookup): string {
  const parts = split(formula);
  if (!parts) return formula;
  const tokens = tokenize(parts.body, 'api');
  const out: string[] = [];
  let depth = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.type === 'punct') {
      if (t.text === '{') depth++;
      if (t.text === '}') depth = Math.max(0, depth - 1);
      if (dialect === 'local' && t.text === ',') out.push(depth > 0 ? '\\' : ';');
      else out.push(t.text);
      continue;
    }
    if (t.type === 'number') {
      out.push(dialect === 'local' ? t.text.replace('.', ',') : t.text);
      continue;
    }
    if (t.type !== 'word') {
      out.push(t.text);
      continue;
    }
    const upper = t.text.toUpperCase();
    if ((upper === 'TRUE' || upper === 'FALSE') && isPunct(tokens[i + 1], '(') && isPunct(tokens[i + 2], ')')) {
      out.push(dialect === 'local' ? (upper === 'TRUE' ? 'WAHR' : 'FALSCH') : upper);
      i += 2;
      continue;
    }
    if (isFunctionName(tokens, i)) {
      out.push(dialect === 'local' ? (german().toGerman.get(upper) ?? t.text) : t.text);
      continue;
    }
    if (isCellToken(tokens, i) && isPunct(tokens[i + 1], ':') && tokens[i + 2] && isCellToken(tokens, i + 2)) {
      const grid = lookup.grid(sheetOf(tokens, i, lookup.sheetName));
      const end = CELL.exec(tokens[i + 2].text)!;
      const startRow = Number(CELL.exec(t.text)![4]);
      if (grid && Number(end[4]) === grid.rows && startRow < grid.rows) {
        out.push(t.text, ':', `${end[1]}${end[2]}`);
        i += 2;
        continue;
      }
    }
    out.push(t.text);
  }
  return parts.prefix + out.join('');
}

function shiftCell(text: string, dRows: number, dColumns: number): string | undefined {
  const m = CELL.exec(text)!;
  const column = m[1] ? lettersToColumn(m[2]) : lettersToColumn(m[2]) + dColumns;
  const row = m[3] ? Number(m[4]) : Number(m[4]) + dRows;
  if (column < 1 || row < 1) return undefined;
  return `${m[1]}${columnToLetters(column)}${m[3]}${row}`;
}

/**
 * Moves the relative references of an api formula by rows/columns, as Sheets does when one
 * formula is set on a multi-cell range (`B2:B4.setFormula('=A2*2')` gives `=A3*2` in B3).
 * A reference moved off the sheet becomes `#REF!`.
 */
export function shiftFormula(formula: string, dRows: number, dColumns: number): string {
  const parts = split(formula);
  if (!parts || (dRows === 0 && dColumns === 0)) return formula;
  const tokens = tokenize(parts.body, 'api');
  const out: string[] = [];
  const rangeNeighbour = (i: number) => isPunct(tokens[i + 1], ':') || isPunct(tokens[i - 1], ':');
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.type === 'word' && isCellToken(tokens, i)) {
      out.push(shiftCell(t.text, dRows, dColumns) ?? '#REF!');
      continue;
    }
    if (t.type === 'word' && rangeNeighbour(i) && !isFunctionName(tokens, i) && !isSheetPrefix(tokens, i)) {
      const col = COLUMN_ONLY.exec(t.text);
      if (col) {
        const column = col[1] ? lettersToColumn(col[2]) : lettersToColumn(col[2]) + dColumns;
        out.push(column < 1 ? '#REF!' : `${col[1]}${columnToLetters(column)}`);
        continue;
      }
    }
    if ((t.type === 'number' || t.type === 'word') && rangeNeighbour(i)) {
      const row = ROW_ONLY.exec(t.text);
      if (row) {
        const value = row[1] ? Number(row[2]) : Number(row[2]) + dRows;
        out.push(value < 1 ? '#REF!' : `${row[1]}${value}`);
        continue;
      }
    }
    out.push(t.text);
  }
  return parts.prefix + out.join('');
}
