// The player portal in headless Chromium at 390×844 (a phone), through the preview's web app
// path (/exec, doGet, google.script.run): every page, touch targets, no sideways scrolling,
// names with markup inert, forged and renewed links refused; the organiser's dialogs
// "Spielerlinks" and "Karte anzeigen" at desktop size. The README's pictures go to test/screenshots/, the rest to test-artifacts/.
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { PreviewHandle } from '../../src/preview/preview';
import { ARTIFACTS } from '../support';
import { openOnPhone, playerLinks, readmeScreenshot } from './phoneKit';
import { portalOnPhone } from './portalOnPhone';

const MARKUP_PLAYER = '<img src=x onerror="window.__pwned=1">Mallory';
const MARKUP_ARMY = '<b onmouseover="window.__pwned=1">Schatten</b> der sehr, sehr langen Namen';

let preview: PreviewHandle;
let links: Map<string, string>;

const fixture = portalOnPhone((opened) => {
  preview = opened.preview;
  // A player and an army whose names are markup, on the map's first field.
  const workbook = preview.session.workbook;
  const firstField = String(workbook.getSheetByName('Felder')!.getRange(2, 1).getValue());
  workbook.getSheetByName('Spieler')!.appendRow([MARKUP_PLAYER, 'Chaos', 500]);
  const armies = workbook.getSheetByName('Armeen')!;
  const headers = armies.getRange(1, 1, 1, armies.getLastColumn()).getValues()[0].map(String);
  const row = headers.map((h) => ({ Armee: MARKUP_ARMY, Spieler: MARKUP_PLAYER, Startstufe: 2, Startfeld: firstField })[h] ?? '');
  armies.appendRow(row);
  links = playerLinks(preview);
});

const openLink = (url: string) => openOnPhone(fixture.phone, url);

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('preview prints a link per player, served by the web app path', () => {
  expect(links.size).toBeGreaterThanOrEqual(3);
  for (const url of links.values()) expect(url).toMatch(new RegExp(`^${preview.url}exec\\?t=[0-9a-f]{64}$`));
});

test('every page of the portal at 390×844: Übersicht, Karte, Stand, Angriffe, Bericht', async () => {
  const [player, url] = [...links.entries()][0];
  const { page, errors } = await openLink(url);
  await page.locator('#armies li').first().waitFor();
  expect(await page.locator('meta[name="viewport"]').getAttribute('content')).toBe('width=device-width, initial-scale=1');
  expect(await page.locator('#player').textContent()).toContain(player);
  await noSidewaysScroll(page);
  for (const target of await page.locator('.tabs button, #refresh').all()) {
    const box = (await target.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
  }
  await readmeScreenshot(page, 'portal-uebersicht');

  await page.locator('.tabs button[data-page="map"]').tap();
  await page.locator('#page-map svg g.field').first().waitFor();
  expect(await page.locator('#page-map g.field.own').count()).toBeGreaterThan(0);
  for (const zoom of await page.locator('.kr-map-zoom button').all())
    expect((await zoom.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await noSidewaysScroll(page);
  await readmeScreenshot(page, 'portal-karte', { fullPage: false });
  const before = Number(await page.locator('#page-map svg').getAttribute('width'));
  await page.locator('.kr-map-zoom button[aria-label="Vergrößern"]').tap();
  expect(Number(await page.locator('#page-map svg').getAttribute('width'))).toBeGreaterThan(before);
  await page.locator('#page-map g.field').first().dispatchEvent('click');
  await expect(page.locator('#map-history h2').textContent()).resolves.toMatch(/ – /);
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-karte-feld.png'), fullPage: true });

  await page.locator('.tabs button[data-page="standings"]').tap();
  expect(await page.locator('#standing-players tr.me').count()).toBe(1);
  await noSidewaysScroll(page);
  await readmeScreenshot(page, 'portal-stand');

  await page.locator('.tabs button[data-page="attacks"]').tap();
  await page.locator('#page-attacks h1').waitFor();
  await noSidewaysScroll(page);
  await readmeScreenshot(page, 'portal-angriffe');

  await page.locator('.tabs button[data-page="report"]').tap();
  await expect(page.locator('#report-title').textContent()).resolves.toMatch(/^Rundenbericht Runde \d+$/);
  await readmeScreenshot(page, 'portal-bericht');

  // "Aktualisieren": one call with the token, through google.script.run.
  await page.locator('#refresh').tap();
  await page.waitForFunction(() => !(document.getElementById('refresh') as HTMLButtonElement).disabled);
  expect(await page.locator('#message').isHidden()).toBe(true);
  expect(errors).toEqual([]);
  await page.close();
});

test('names with markup are inert on every page, and long names stay inside their tile', async () => {
  const { page, errors } = await openLink(links.get(MARKUP_PLAYER)!);
  await page.locator('#armies li').first().waitFor();
  expect(await page.locator('#player').textContent()).toContain(MARKUP_PLAYER);
  expect(await page.locator('#armies .name').first().textContent()).toBe(MARKUP_ARMY);
  for (const tab of ['map', 'standings', 'report']) await page.locator(`.tabs button[data-page="${tab}"]`).tap();
  await page.locator('.tabs button[data-page="map"]').tap();
  const tile = page.locator('#page-map g.field.own').first();
  const rect = (await tile.locator('rect.tile').boundingBox())!;
  for (const text of await tile.locator('text').all()) {
    const box = (await text.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(rect.x + rect.width + 0.5);
  }
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-markup.png') });
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await page.locator('img, b').count()).toBe(0);
  expect(errors).toEqual([]);
  await page.close();
});

test('a forged token and a renewed link get the German refusal page', async () => {
  const [player, url] = [...links.entries()][1];
  const forged = url.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
  const { page } = await openLink(forged);
  await expect(page.locator('body').textContent()).resolves.toContain('Dieser Link gilt nicht (mehr)');
  expect(await page.locator('body').textContent()).not.toContain(player);
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-abgelehnt.png') });
  preview.session.addon.runFromClient('renewPlayerLink', player);
  await page.goto(url);
  await expect(page.locator('body').textContent()).resolves.toContain('Dieser Link gilt nicht (mehr)');
  await page.close();
});

test('organiser dialogs in the preview: "Spielerlinks" and "Karte anzeigen" at desktop size', async () => {
  const desk = fixture.opened.page;
  for (const [caption, file, ready] of [
    ['Spielerlinks', 'preview-spielerlinks.png', '#links tbody tr'],
    ['Karte anzeigen', 'preview-karte-anzeigen.png', 'svg g.field'],
  ]) {
    await desk.locator('#menu-button').click();
    await desk.locator('#menu-popup .menu-item', { hasText: caption }).click();
    await desk.locator('#dialog').waitFor();
    await desk.frameLocator('#dialog-frame').locator(ready).first().waitFor();
    await desk.screenshot({ path: path.join(ARTIFACTS, file) });
    await desk.locator('#dialog-close').click();
    await desk.locator('#dialog').waitFor({ state: 'hidden' });
  }
  expect(fixture.opened.pageErrors).toEqual([]);
});
