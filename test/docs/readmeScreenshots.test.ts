// The README's pictures of the player portal are taken by the portal's browser tests
// (readmeScreenshot in test/preview/phoneKit.ts), so each is as current as the last test run:
// every portal page has one, and no picture in the README is one no test takes.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../support';

const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const shown = [...readme.matchAll(/\]\(test\/screenshots\/(portal-[a-z-]+)\.png\)/g)].map((m) => m[1]);
const previewTests = path.join(ROOT, 'test', 'preview');
const taken = new Set(
  readdirSync(previewTests)
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => [
      ...readFileSync(path.join(previewTests, file), 'utf8').matchAll(/readmeScreenshot\(\s*\w+,\s*'(portal-[a-z-]+)'/g),
    ])
    .map((m) => m[1]),
);
/** The portal's pages, by the tab that opens each (src/portal/Portal.html). */
const tabs = [...readFileSync(path.join(ROOT, 'src', 'portal', 'Portal.html'), 'utf8').matchAll(/data-page="(\w+)"/g)].map(
  (m) => m[1],
);

test('every portal picture in the README is taken by a test', () => {
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.filter((name) => !taken.has(name))).toEqual([]);
});

test('every portal page has its picture in the README', () => {
  const picture: Record<string, string> = {
    overview: 'portal-uebersicht',
    confirm: 'portal-bestaetigen',
    battle: 'portal-melden',
    book: 'portal-buchen',
    map: 'portal-karte',
    standings: 'portal-stand',
    report: 'portal-bericht',
    attacks: 'portal-angriffe',
  };
  expect(tabs.length).toBeGreaterThan(0);
  expect(tabs.filter((tab) => !shown.includes(picture[tab] ?? `(kein Bild für ${tab})`))).toEqual([]);
});
