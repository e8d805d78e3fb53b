// README.md's "Messungen" are written by `npm run bench` (test/bench/run.mjs), never by hand:
// the table is there, names every file of dist/, and its sizes are those of this build, not of
// one long gone (Code.js had tripled while the README still said 90 KB).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { DIST, ROOT } from '../support';
import { tableCells } from './markdownTable';

const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const section = /<!-- MESSUNGEN:START -->([\s\S]*?)<!-- MESSUNGEN:END -->/.exec(readme)?.[1] ?? '';
const rows = section
  .split('\n')
  .filter((line) => line.startsWith('| '))
  .map(tableCells);

const kilobytes = (label: string): number => {
  const row = rows.find((r) => r[0] === label);
  if (!row) throw new Error(`README.md: no row "${label}" in the measurements`);
  return Number(/^([\d.]+) KB$/.exec(row[1])?.[1]);
};

it('the measurements are the generated table, naming every file of dist/', () => {
  expect(section).toMatch(/^\n`npm run bench` am \d\d\.\d\d\.\d{4} auf /);
  for (const file of readdirSync(DIST).filter((f) => f === 'Code.js' || f.endsWith('.html'))) {
    expect(kilobytes(`Größe dist/${file}`)).toBeGreaterThan(0);
  }
  expect(kilobytes('Größe Demo-Kampagnendatei (npm start, erster Start)')).toBeGreaterThan(0);
});

it('the sizes in the README are within a third of this build’s (else: npm run bench)', () => {
  for (const file of readdirSync(DIST).filter((f) => f === 'Code.js' || f.endsWith('.html'))) {
    const actual = statSync(path.join(DIST, file)).size / 1024;
    const documented = kilobytes(`Größe dist/${file}`);
    expect([file, documented / actual]).toEqual([file, expect.any(Number)]);
    expect(documented / actual).toBeGreaterThan(0.75);
    expect(documented / actual).toBeLessThan(1.33);
  }
});
