/**
 * Reads a formula and a result as docs/REGELN.md writes them, the way a German Google Sheet
 * reads typed input: `;` between arguments, decimal comma, text in "…" ("" inside is one "),
 * WAHR/FALSCH. Only what the documentation uses: one call of one function with literal
 * arguments. Anything else throws, so a typo in the document fails its test.
 */
export type Literal = string | number | boolean;

export interface FormulaCall {
  name: string;
  args: Literal[];
}

/** What a documented result means: a value, a row of side-by-side cells, or a refusal. */
export type Expected = { kind: 'value'; value: Literal } | { kind: 'row'; values: Literal[] } | { kind: 'error' };

export const ERROR_RESULT = '#ERROR!';

const NUMBER = /^-?\d+(,\d+)?$/;

function literal(text: string, context: string): Literal {
  const t = text.trim();
  if (t === 'WAHR') return true;
  if (t === 'FALSCH') return false;
  if (NUMBER.test(t)) return Number(t.replace(',', '.'));
  const quoted = /^"((?:[^"]|"")*)"$/.exec(t);
  if (quoted) return quoted[1].replace(/""/g, '"');
  throw new Error(`${context}: "${text}" ist weder Zahl noch WAHR/FALSCH noch Text in Anführungszeichen.`);
}

/** Splits at `;` outside "…". */
function splitArguments(text: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    if (ch === ';' && !quoted) {
      parts.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  parts.push(current);
  return parts;
}

export function parseFormula(formula: string): FormulaCall {
  const match = /^=([A-ZÄÖÜ_]+)\((.*)\)$/.exec(formula.trim());
  if (!match) throw new Error(`Keine Formel der Form =NAME(…): ${formula}`);
  const [, name, inner] = match;
  const args = inner.trim() === '' ? [] : splitArguments(inner).map((arg) => literal(arg, formula));
  return { name, args };
}

export function parseExpected(result: string): Expected {
  const text = result.trim();
  if (text === ERROR_RESULT) return { kind: 'error' };
  if (text.includes('|')) return { kind: 'row', values: text.split('|').map((cell) => literal(quoteWord(cell), result)) };
  return { kind: 'value', value: literal(quoteWord(text), result) };
}

/** A result cell shows text without quotes ("Vernichtung"); read a bare word as text. */
function quoteWord(cell: string): string {
  const t = cell.trim();
  return t === 'WAHR' || t === 'FALSCH' || NUMBER.test(t) || t.startsWith('"') ? t : `"${t.replace(/"/g, '""')}"`;
}
