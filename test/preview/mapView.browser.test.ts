// The page's map view in headless Chromium: the fields of the demo campaign as tiles in their
// holders' colours, armies on them, adjacency lines; a click on a field shows its history. The
// organiser's dialog Karte anzeigen shows every column, and fits the map again when its window
// changes size — unless the organiser zoomed by hand (＋/− or two fingers).
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

/**
 * The dialog Karte anzeigen as its own window, at the size the server opens it with (the preview's
 * frame), so the test can resize it as a browser resizes the dialog. `hasTouch`: a touchscreen laptop.
 */
async function dialogWindow(hasTouch = false): Promise<{ dialog: Page; errors: string[]; close: () => Promise<void> }> {
  if (!(await page.locator('#dialog-frame').isVisible())) {
    await page.locator('#menu-button').click();
    await page.locator('#menu-popup .menu-item', { hasText: 'Karte anzeigen' }).click();
  }
  const frame = page.locator('#dialog-frame');
  await page.frameLocator('#dialog-frame').locator('#map-canvas svg g.field').first().waitFor();
  const src = (await frame.getAttribute('src'))!;
  const viewport = await frame.evaluate((f) => ({ width: f.clientWidth, height: f.clientHeight }));
  // The preview serves a dialog only into its own frame (requestGuard.ts): fetched as the frame
  // fetches it, shown in a window of the frame's size. The map needs no server once drawn.
  const html = (await call(preview.url, src, { headers: { 'Sec-Fetch-Dest': 'iframe', 'Sec-Fetch-Site': 'same-origin' } })).text;
  const context = await browser.newContext({ viewport, hasTouch, locale: 'de-DE' });
  const dialog = await context.newPage();
  const errors: string[] = [];
  dialog.on('pageerror', (error) => errors.push(error.message));
  await dialog.setContent(html);
  await dialog.locator('#map-canvas svg g.field').first().waitFor();
  return { dialog, errors, close: () => context.close() };
}

/** The map's zoom (drawn width over the map's own width) and how it sits in the canvas. */
function mapFit(dialog: Page) {
  return dialog.locator('#map-canvas').evaluate((c) => {
    const svg = c.querySelector('svg')!;
    const own = svg.viewBox.baseVal;
    const zoom = Number(svg.getAttribute('width')) / own.width;
    return {
      zoom,
      /** Every field in sight: nothing to scroll either way. */
      whole: c.scrollWidth <= c.clientWidth && c.scrollHeight <= c.clientHeight,
      /** The zoom at which the map just fits the canvas (FIT_MIN_ZOOM 0.75 … 1 is what fitting may choose). */
      fits: Math.min(1, c.clientWidth / own.width, c.clientHeight / own.height),
    };
  });
}

/** Resizes the dialog's window and waits for the map to follow (a ResizeObserver answers a frame later). */
async function resize(dialog: Page, width: number, height: number): Promise<void> {
  await dialog.setViewportSize({ width, height });
  await dialog.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

describe('Karte anzeigen when its window changes size', () => {
  test('the map fits the window again: larger up to 1, smaller down to 0.75, every field in sight where it fits', async () => {
    const { dialog, errors, close } = await dialogWindow();
    const opened = await mapFit(dialog);
    expect(opened.whole).toBe(true);

    await resize(dialog, 1600, 1000);
    const large = await mapFit(dialog);
    expect(large.zoom).toBeGreaterThan(opened.zoom);
    expect(large.whole).toBe(true);
    expect(large.zoom).toBeCloseTo(large.fits, 2);
    mkdirSync(ARTIFACTS, { recursive: true });
    await dialog.screenshot({ path: path.join(ARTIFACTS, 'karte-anzeigen-gross.png') });

    await resize(dialog, 900, 560);
    const small = await mapFit(dialog);
    expect(small.zoom).toBeLessThan(opened.zoom);
    expect(small.zoom).toBeCloseTo(Math.max(0.75, small.fits), 2);
    await dialog.screenshot({ path: path.join(ARTIFACTS, 'karte-anzeigen-klein.png') });
    expect(errors).toEqual([]);
    await close();
  });

  test('a zoom chosen with ＋ survives a resize', async () => {
    const { dialog, errors, close } = await dialogWindow();
    await dialog.getByRole('button', { name: 'Vergrößern' }).click();
    const chosen = (await mapFit(dialog)).zoom;
    await resize(dialog, 1600, 1000);
    expect((await mapFit(dialog)).zoom).toBe(chosen);
    await resize(dialog, 900, 560);
    expect((await mapFit(dialog)).zoom).toBe(chosen);
    await dialog.screenshot({ path: path.join(ARTIFACTS, 'karte-anzeigen-klein-vergroessert.png') });
    expect(errors).toEqual([]);
    await close();
  });

  test('a zoom chosen with two fingers (touchscreen) survives a resize, as on the portal’s Karte', async () => {
    const { dialog, errors, close } = await dialogWindow(true);
    const before = (await mapFit(dialog)).zoom;
    const box = (await dialog.locator('#map-canvas').boundingBox())!;
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
    const cdp = await dialog.context().newCDPSession(dialog);
    const fingers = (d: number) => [
      { x: cx - d, y: cy, id: 1 },
      { x: cx + d, y: cy, id: 2 },
    ];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(40) });
    for (let step = 1; step <= 5; step++)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(40 + 8 * step) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    const pinched = (await mapFit(dialog)).zoom;
    expect(pinched).toBeGreaterThan(before * 1.2);
    await resize(dialog, 1600, 1000);
    expect((await mapFit(dialog)).zoom).toBe(pinched);
    expect(errors).toEqual([]);
    await close();
  });
});

/**
 * Where `page` shows a map beside its legend (the aside `side`): the canvas's visible part, the
 * aside and every tile, and the map's own size (its zoom 1).
 */
function mapBesideLegend(page: Page, side: string) {
  return page.evaluate((sideSelector) => {
    const canvas = document.getElementById('map-canvas')!;
    const c = canvas.getBoundingClientRect();
    const visible = { left: c.left + canvas.clientLeft, top: c.top + canvas.clientTop, right: 0, bottom: 0 };
    visible.right = visible.left + canvas.clientWidth;
    visible.bottom = visible.top + canvas.clientHeight;
    const legend = document.querySelector(sideSelector)!.getBoundingClientRect();
    const own = canvas.querySelector('svg')!.viewBox.baseVal;
    const overlaps = (a: { left: number; right: number; top: number; bottom: number }, b: typeof a) =>
      a.right > b.left + 0.5 && a.left < b.right - 0.5 && a.bottom > b.top + 0.5 && a.top < b.bottom - 0.5;
    const tiles = Array.from(canvas.querySelectorAll('g.field')).map((g) => ({
      name: g.getAttribute('data-field')!,
      box: g.querySelector('rect.tile')!.getBoundingClientRect(),
    }));
    return {
      canvasUnderLegend: overlaps(visible, legend),
      /** Tiles any part of which lies under the legend (in sight or cut off at the canvas's edge). */
      underLegend: tiles.filter((t) => overlaps(t.box, legend)).map((t) => t.name),
      /** The map fits the canvas at the smallest zoom a fit may choose (0.75). */
      fits: canvas.clientWidth >= own.width * 0.75 && canvas.clientHeight >= own.height * 0.75,
    };
  }, side);
}

// User test 34: at 1440 px the Kartenansicht (the Schlacht eintragen sidebar open) cut the demo's
// fifth column at the legend's edge: the map kept zoom 1 in a canvas 819 px wide for a map of 976.
describe('the legend never covers a field, 390 to 1920 px wide', () => {
  const WIDTHS = [390, 768, 1024, 1440, 1920];

  test('Kartenansicht beside the sidebar: the map fits where it can, no tile under the legend', async () => {
    // The tests above leave Karte anzeigen open over the page.
    if (await page.locator('#dialog').isVisible()) await page.locator('#dialog-close').click();
    await page.getByRole('button', { name: 'Kartenansicht' }).click();
    await page.locator('#map-view svg g.field').first().waitFor();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const seen = await mapBesideLegend(page, '.map-side');
      expect([width, seen.canvasUnderLegend]).toEqual([width, false]);
      if (seen.fits) expect([width, seen.underLegend]).toEqual([width, []]);
      mkdirSync(ARTIFACTS, { recursive: true });
      await page.screenshot({ path: path.join(ARTIFACTS, `kartenansicht-${width}.png`) });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: 'Tabellen' }).click();
    expect(pageErrors).toEqual([]);
  });

  test('Karte anzeigen in a window of each width: no tile under the legend', async () => {
    const { dialog, errors, close } = await dialogWindow();
    for (const width of WIDTHS) {
      await resize(dialog, width, 900);
      const seen = await mapBesideLegend(dialog, '.map-dialog-side');
      expect([width, seen.canvasUnderLegend]).toEqual([width, false]);
      if (seen.fits) expect([width, seen.underLegend]).toEqual([width, []]);
      await dialog.screenshot({ path: path.join(ARTIFACTS, `karte-anzeigen-${width}.png`) });
    }
    expect(errors).toEqual([]);
    await close();
  });
});
