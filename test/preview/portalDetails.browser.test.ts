// The portal's first page and its details (issue 24) in headless Chromium at 390×844: the page
// opens with the data of Übersicht, Bestätigen, Buchen, Stand and Bericht; Karte and Melden say
// "Wird geladen …" until the one call for the map and the battle form answers, then show them.
// The call is held back here so the waiting state can be seen. Screenshots go to test-artifacts/.
import path from 'node:path';
import type { Route } from 'playwright-core';
import { WEB_APP_RUN_PATH } from '../../src/preview/http/webAppPage';
import { ARTIFACTS } from '../support';
import { openOnPhone, playerLinks } from './phoneKit';
import { portalOnPhone } from './portalOnPhone';

const fixture = portalOnPhone();

test('Karte and Melden wait for the details, then show the map and the form', async () => {
  const held: Route[] = [];
  await fixture.phone.route(`**${WEB_APP_RUN_PATH}`, (route) => {
    if (JSON.parse(route.request().postData() ?? '{}').name === 'getPortalDetails') held.push(route);
    else void route.continue();
  });
  const { page, errors } = await openOnPhone(fixture.phone, playerLinks(fixture.opened.preview).get('Konrad')!);
  await page.locator('#armies li').first().waitFor();
  // The drawn page asks for its details at once (held back above).
  for (let i = 0; held.length === 0 && i < 200; i++) await page.waitForTimeout(50);
  expect(held.length).toBe(1);
  // The first page carries no map and no battle form.
  const inlined = await page.evaluate(() => Object.keys(JSON.parse(document.getElementById('page-data')!.textContent!)));
  expect(inlined).not.toContain('map');
  expect(inlined).not.toContain('battleForm');

  await page.locator('.tabs button[data-page="map"]').tap();
  await expect(page.locator('#page-map .loading').textContent()).resolves.toBe('Wird geladen …');
  expect(await page.locator('#map-canvas').isHidden()).toBe(true);
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-karte-laedt.png') });
  await page.locator('.tabs button[data-page="battle"]').tap();
  await expect(page.locator('#page-battle .loading').textContent()).resolves.toBe('Wird geladen …');
  expect(await page.locator('#battle-form').isHidden()).toBe(true);
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-melden-laedt.png') });

  await held[0].continue();
  await page.locator('#battle-form').waitFor();
  await page.locator('#page-battle .loading').waitFor({ state: 'detached' });
  expect((await page.locator('#angreifer option').allTextContents()).length).toBeGreaterThan(1);
  await page.locator('.tabs button[data-page="map"]').tap();
  await page.locator('#page-map svg g.field').first().waitFor();
  expect(await page.locator('#page-map .loading').count()).toBe(0);
  expect(errors).toEqual([]);
});
