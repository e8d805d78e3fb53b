// The README's function table is generated (build.mjs --docs); an example like
// "1500 | 1250" must not split its row into more cells than the header has.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CUSTOM_FUNCTIONS } from '../../src/functions/customFunctions';
import { tableBetween } from './markdownTable';

const readme = readFileSync(path.join(__dirname, '..', '..', 'README.md'), 'utf8');

it('every row of the README function table has exactly the three columns of its header', () => {
  const rows = tableBetween(readme, '<!-- FUNKTIONEN:START -->', '<!-- FUNKTIONEN:END -->');
  expect(rows.length).toBeGreaterThan(10);
  const wrong = rows.filter((cells) => cells.length !== 3).map((cells) => cells[0]);
  expect(wrong).toEqual([]);
});

it('each example reads as the function list states it, pipes of row results included', () => {
  const rows = tableBetween(readme, '<!-- FUNKTIONEN:START -->', '<!-- FUNKTIONEN:END -->');
  for (const f of CUSTOM_FUNCTIONS) {
    const row = rows.find((cells) => cells[0].startsWith(`\`${f.name}(`));
    expect(row?.[2]).toBe(`\`${f.example.formula}\` → ${f.example.result}`);
  }
  expect(CUSTOM_FUNCTIONS.some((f) => f.example.result.includes('|'))).toBe(true);
});
