// docs/REGELN.md is part of the product: every formula it documents is evaluated with the
// built custom functions (dist/Code.js, as Sheets runs them) and must give the documented
// result; every decision id has its heading and anchor; every link inside it resolves.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CUSTOM_FUNCTIONS } from '../../src/functions/customFunctions';
import { MAX_PLAYED_POINTS, POINT_STEP, POINTS_PER_LEVEL } from '../../src/rules/constants';
import { loadCodeJs } from '../support';
import { Expected, parseExpected, parseFormula } from './germanFormula';
import { codeSpan, tableBetween, tableCells } from './markdownTable';

const root = path.join(__dirname, '..', '..');
const regeln = readFileSync(path.join(root, 'docs', 'REGELN.md'), 'utf8');
const gas = loadCodeJs();

interface Documented {
  formula: string;
  result: string;
}

/** Every table row anywhere in the document with a formula cell followed by its result cell. */
function documentedFormulas(markdown: string): Documented[] {
  const found: Documented[] = [];
  for (const line of markdown.split('\n')) {
    if (!line.trim().startsWith('|')) continue;
    const cells = tableCells(line);
    cells.forEach((cell, i) => {
      const formula = codeSpan(cell);
      if (formula === null || !formula.startsWith('=')) return;
      const result = codeSpan(cells[i + 1] ?? '');
      if (result === null) throw new Error(`REGELN.md: neben ${formula} fehlt das Ergebnis in \`…\`.`);
      found.push({ formula, result });
    });
  }
  return found;
}

function evaluate(formula: string): unknown {
  const { name, args } = parseFormula(formula);
  if (typeof gas[name] !== 'function') throw new Error(`REGELN.md nennt eine unbekannte Funktion: ${name}`);
  return gas[name](...args);
}

function check(formula: string, expected: Expected): void {
  if (expected.kind === 'error') {
    expect(() => evaluate(formula)).toThrow(/\S/);
    return;
  }
  const actual = evaluate(formula);
  if (expected.kind === 'row') expect(actual).toEqual([expected.values]);
  else expect(actual).toEqual(expected.value);
}

const formulas = documentedFormulas(regeln);
const examples = tableBetween(regeln, '<!-- BEISPIELE:START -->', '<!-- BEISPIELE:END -->');

describe('every formula in docs/REGELN.md gives its documented result', () => {
  it.each(formulas.map((f) => [f.formula, f.result]))('%s → %s', (formula, result) => {
    check(formula, parseExpected(result));
  });
});

it('the worked examples are formula rows and cover every per-cell custom function', () => {
  const bad = examples.filter((cells) => !codeSpan(cells[1])?.startsWith('=') || codeSpan(cells[2]) === null);
  expect(bad).toEqual([]);
  const used = new Set(examples.map((cells) => parseFormula(codeSpan(cells[1]) ?? '').name));
  // Per cell: no sheet (table) argument; the KAMPAGNE_… and map functions replay whole sheets.
  const perCell = CUSTOM_FUNCTIONS.filter((f) => !f.params.some((p) => p.type === 'table')).map((f) => f.name);
  expect(perCell.filter((name) => !used.has(name))).toEqual([]);
});

it('the loss threshold table covers every played value a campaign can produce, ranges included', () => {
  const rows = tableBetween(regeln, '<!-- SCHWELLEN:START -->', '<!-- SCHWELLEN:END -->');
  const played = rows.map((cells) => Number(cells[0]));
  const possible: number[] = [];
  for (let p = POINTS_PER_LEVEL; p <= MAX_PLAYED_POINTS; p += POINT_STEP) possible.push(p);
  expect(played).toEqual(possible);
  for (const [points, formula, , none, one, two, annihilation] of rows) {
    const p = Number(points);
    expect(parseFormula(codeSpan(formula) ?? '')).toEqual({ name: 'VERLUSTSCHWELLEN', args: [p] });
    const [[a, b, v]] = gas.VERLUSTSCHWELLEN(p) as number[][];
    expect([none, one, two, annihilation]).toEqual([`0–${a - 1}`, `${a}–${b - 1}`, `${b}–${v - 1}`, `${v}–${p + 10}`]);
    // The last range ends at the most losses the rules accept (played points + list tolerance).
    expect(gas.VERLUSTSTUFE(p, p + 10)).toBe('Vernichtung');
    expect(() => gas.VERLUSTSTUFE(p, p + 11)).toThrow();
  }
});

describe('decision ids', () => {
  const ids = [...Array.from({ length: 9 }, (_, i) => `D${i + 1}`), ...Array.from({ length: 10 }, (_, i) => `M${i + 1}`)];
  const headings = regeln.split('\n').filter((line) => /^#{2,4} /.test(line));

  it.each(ids)('%s has its own heading and a short anchor', (id) => {
    expect(headings.filter((h) => new RegExp(`^#{2,4} ${id}:`).test(h))).toHaveLength(1);
    expect(regeln).toContain(`<a id="${id.toLowerCase()}"></a>`);
  });
});

/** GitHub's heading anchors: lower case, punctuation dropped, blanks to hyphens. */
function slug(heading: string): string {
  return heading
    .replace(/^#+ /, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

it('every link inside docs/REGELN.md points at a heading or anchor in it', () => {
  const targets = new Set<string>();
  for (const line of regeln.split('\n')) if (/^#{1,6} /.test(line)) targets.add(slug(line));
  for (const match of regeln.matchAll(/<a id="([^"]+)"><\/a>/g)) targets.add(match[1]);
  const links = [...regeln.matchAll(/\]\(#([^)]+)\)/g)].map((m) => m[1]);
  expect(links.length).toBeGreaterThan(10);
  expect(links.filter((link) => !targets.has(link))).toEqual([]);
});

it('README.md links to docs/REGELN.md and to a decision in it', () => {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  expect(readme).toMatch(/\]\(docs\/REGELN\.md\)/);
  expect(readme).toMatch(/\]\(docs\/REGELN\.md#d\d\)/);
});
