// The page's map view in headless Chromium: the fields of the demo campaign as tiles in their
// holders' colours, armies on them, adjacency lines; a click on a field shows its history. The
// organiser's dialog Karte anzeigen shows every column.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { PageMap } from '../../src/preview/mapState';
import type { PreviewHandle } from '../../src/preview/preview';
import { ARTIFACTS, launchChromium } from '../support';
import { call, OpenPreview, openPreviewPage } from './previewKit';

let browser: Browser;
let opened: OpenPreview;
let preview: PreviewHandle;
let page: Page;
let pageErrors: string[];

beforeAll(async () => {
  browser = await launchChromium();
  opened = await openPreviewPage(browser);
  ({ preview, page, pageErrors } = opened);
});

afterAll(async () => {
  await opened?.close();
  await browser?.close();
});

test('Kartenansicht: tiles in the holders’ colours, armies, lines; a click shows the field’s history', async () => {
  const map = (await call<PageMap>(preview.url, '/api/map')).body;
  expect(map.fields.length).toBeGreaterThanOrEqual(24);

  await page.getByRole('button', { name: 'Kartenansicht' }).click();
  await page.locator('#map-view svg g.field').first().waitFor();
  expect(await page.locator('#grid').isVisible()).toBe(false);
  expect(await page.locator('#map-view svg g.field').count()).toBe(map.fields.length);
  const lines = map.fields.reduce((n, f) => n + f.neighbours.length, 0) / 2;
  expect(await page.locator('#map-view svg line.road').count()).toBe(lines);

  for (const f of map.fields) {
    const tile = page.locator(`#map-view g.field[data-field="${f.name}"]`);
    expect(await tile.locator('rect').getAttribute('fill')).toBe(f.colour ?? '#ffffff');
    const text = (await tile.textContent()) ?? '';
    expect(text).toContain(f.name);
    for (const army of f.armies) expect(text).toContain(army);
  }
  // The legend names every player with their colour.
  for (const p of map.players) {
    expect(await page.locator(`#map-legend [data-player="${p.name}"]`).getAttribute('data-colour')).toBe(p.colour);
  }

  const fought = map.fields.find((f) => f.history.length >= 2)!;
  await page.locator(`#map-view g.field[data-field="${fought.name}"]`).click();
  await page.locator('#map-history li').first().waitFor();
  expect(await page.locator('#map-history h2').textContent()).toContain(fought.name);
  expect(await page.locator('#map-history li').allTextContents()).toEqual(fought.history);

  // Back to the sheets.
  await page.getByRole('button', { name: 'Tabellen' }).click();
  await page.locator('#grid').waitFor({ state: 'visible' });
  expect(pageErrors).toEqual([]);
});

// User test 29: at 1440×900 the dialog (1100 px, the server's size) showed four of the demo's
// five columns; the fifth lay behind the canvas's edge with nothing to say it was there.
test('Karte anzeigen at 1440×900: every field of the demo’s map in sight, nothing to scroll sideways', async () => {
  const map = (await call<PageMap>(preview.url, '/api/map')).body;
  await page.locator('#menu-button').click();
  await page.locator('#menu-popup .menu-item', { hasText: 'Karte anzeigen' }).click();
  const frame = page.frameLocator('#dialog-frame');
  await frame.locator('#map-canvas svg g.field').first().waitFor();
  const canvas = frame.locator('#map-canvas');
  const sizes = await canvas.evaluate((c) => ({ scroll: c.scrollWidth, client: c.clientWidth }));
  expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
  // Each tile's right edge within the canvas's visible part (its client area, not its scroll area).
  const visibleRight = await canvas.evaluate((c) => c.getBoundingClientRect().left + c.clientLeft + c.clientWidth);
  const columns = new Set(map.fields.map((f) => f.column));
  expect(columns.size).toBeGreaterThanOrEqual(5);
  for (const f of map.fields.filter((field) => field.row !== null)) {
    const box = await frame
      .locator(`#map-canvas g.field[data-field="${f.name}"] rect.tile`)
      .evaluate((r) => r.getBoundingClientRect().toJSON() as DOMRect);
    expect([f.name, f.column, box.right <= visibleRight + 0.5]).toEqual([f.name, f.column, true]);
  }
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, 'karte-anzeigen-1440.png') });
  expect(pageErrors).toEqual([]);
});
