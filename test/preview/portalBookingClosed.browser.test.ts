// User test 31: Buchen, closed in the Schlachtphase, said „Deine Versorgung: 500 VP“ — the pool
// before the round's battles, where a booking would go (M8) — while the Übersicht of the same
// player said 1.000 VP. A phone at 390×844 through the preview's web app path: with nothing to
// book the page says why and the Versorgung the Übersicht shows. Screenshot:
// test-artifacts/portal-buchen-geschlossen.png.
import path from 'node:path';
import type { PortalData } from '../../src/shared/portalContract';
import { shownNumber } from '../../src/rules/shownValue';
import { ARTIFACTS } from '../support';
import { openOnPhone, playerLinks } from './phoneKit';
import { portalOnPhone } from './portalOnPhone';

let links = new Map<string, string>();
const fixture = portalOnPhone((opened) => {
  links = playerLinks(opened.preview);
});

test('closed in the Schlachtphase, Buchen shows the Versorgung the Übersicht shows', async () => {
  const data = (link: string) =>
    fixture.opened.preview.session.addon.webApp.run('getPortalData', link.split('?t=')[1]) as PortalData;
  // The demo's round 5 is in its Schlachtphase, its battles changed pools: a player whose pool
  // before them (where a booking would go) is not his pool now.
  const [, url] = [...links.entries()].find(([, link]) => data(link).booking.pool !== data(link).overview.supply)!;
  const now = data(url);
  expect(now.round.book.allowed).toBe(false);

  const { page, errors } = await openOnPhone(fixture.phone, url);
  await page.locator('#armies li').first().waitFor();
  await expect(page.locator('#supply').textContent()).resolves.toBe(`${shownNumber(now.overview.supply)} VP`);
  await page.locator('.tabs button[data-page="book"]').tap();
  await page.locator('#book-closed').waitFor();
  const text = (await page.locator('#page-book').textContent())!;
  expect(text).toContain(`Deine Versorgung: ${shownNumber(now.overview.supply)} VP.`);
  expect(text).not.toContain(`${shownNumber(now.booking.pool)} VP`);
  await expect(page.locator('#book-closed').textContent()).resolves.toContain('Schlachtphase');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-buchen-geschlossen.png') });
  expect(errors).toEqual([]);
  await page.close();
}, 120_000);
