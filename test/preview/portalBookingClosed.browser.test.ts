// User test 31: Buchen, closed in the Schlachtphase, said „Deine Versorgung: 500 VP“ — the pool
// before the round's battles, where a booking would go (M8) — while the Übersicht of the same
// player said 1.000 VP. A phone at 390×844 through the preview's web app path: with nothing to
// book the page says why and the Versorgung the Übersicht shows. Screenshot:
// test-artifacts/portal-buchen-geschlossen.png.
import path from 'node:path';
import type { PortalData } from '../../src/shared/portalContract';
import { shownNumber } from '../../src/rules/shownValue';
import { ARTIFACTS } from '../support';
import { beginNextRound, openOnPhone, playerLinks, setSetting } from './phoneKit';
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

// User test 35: Buchen open in the Befehlsphase, the organiser begins the Schlachtphase, the
// player taps „Aufwertung buchen“: the server refuses (R4), but the page went on saying
// „Befehlsphase“ in its header with the button still green. Now the refusal is said and the page
// shows where the round stands. Screenshot: test-artifacts/portal-buchen-phase-gewechselt.png.
test('a booking refused because the Schlachtphase began meanwhile: the page says so and shows the new phase', async () => {
  const round = beginNextRound(fixture.opened.preview);
  const [, url] = [...links.entries()][1];
  const { page, errors } = await openOnPhone(fixture.phone, url);
  await page.locator('#armies li').first().waitFor();
  await expect(page.locator('#round').textContent()).resolves.toContain('Befehlsphase');
  await page.locator('.tabs button[data-page="book"]').tap();
  await page.locator('[data-key="kind:upgrade"]').tap();
  await page.locator('.book-pick[data-key^="levels:"]').first().tap();

  setSetting(fixture.opened.preview, 'Phase', 'Schlachten');
  await page.locator('#book-send').tap();
  await page.locator('#book-closed').waitFor();
  await expect(page.locator('#round').textContent()).resolves.toContain('Schlachtphase');
  const closed = (await page.locator('#book-closed').textContent())!;
  expect(closed).toMatch(/^Nicht gebucht: /);
  expect(closed).toContain(`Runde ${round} ist in der Schlachtphase`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-buchen-phase-gewechselt.png') });
  expect(errors).toEqual([]);
  await page.close();
}, 120_000);
