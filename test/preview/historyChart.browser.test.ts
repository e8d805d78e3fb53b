// The preview draws the Verlauf sheet's embedded line charts as SVG over the grid: the demo
// campaign's setup inserts them; the page shows each with its German title, one line per
// series of the table below it, and the legend names the table's columns.
import path from 'node:path';
import { mkdirSync, rmSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { PreviewHandle, startPreview } from '../../src/preview/preview';
import { ARTIFACTS, launchChromium } from '../support';
import { builtPreview, sheetOf, state, tempDir } from './previewKit';

let browser: Browser;
let preview: PreviewHandle;
let dir: string;

beforeAll(async () => {
  browser = await launchChromium();
  dir = tempDir();
  preview = await startPreview({ file: path.join(dir, 'kampagne.json'), port: 0, paths: builtPreview() });
});

afterAll(async () => {
  await preview?.close();
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

test('the Verlauf tab shows the line charts with their titles and one line per column of the table', async () => {
  const verlauf = sheetOf(await state(preview.url), 'Verlauf');
  const charts = verlauf.charts ?? [];
  expect(charts.map((c) => c.title)).toEqual([
    'Versorgungspool je Spieler',
    'Gehaltene Felder je Spieler',
    'Stufen der 10 stärksten Armeen',
  ]);
  // The Versorgung chart reads the table under it: Runde as the domain, one series per player.
  const header = verlauf.display[39];
  expect(header[0]).toBe('Runde');
  expect(charts[0].series.map((s) => s.name)).toEqual(header.slice(1, header.indexOf('Runde', 1)).filter((h) => h !== ''));
  // The Stufen chart: the ten strongest armies, the first ten of its table.
  const stufen = header.lastIndexOf('Runde');
  expect(charts[2].series.map((s) => s.name)).toEqual(header.slice(stufen + 1, stufen + 11));
  expect(charts[0].categories).toEqual(
    verlauf.display
      .slice(40)
      .map((row) => row[0])
      .filter((r) => r !== ''),
  );
  expect(charts[0].series.length).toBeGreaterThan(1);

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'de-DE' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(preview.url);
  await page.locator('.tab[data-sheet="Verlauf"]').click();
  const boxes = page.locator('#grid .embedded-chart');
  await boxes.first().waitFor();
  expect(await boxes.count()).toBe(charts.length);
  const first = boxes.nth(0);
  expect(await first.locator('.chart-title').textContent()).toBe('Versorgungspool je Spieler');
  expect(await first.locator('g.series').count()).toBe(charts[0].series.length);
  expect(await first.locator('g.series polyline').count()).toBeGreaterThan(0);
  const legend = await first.locator('text.legend').allTextContents();
  expect(legend.length).toBeGreaterThan(0);
  expect(legend).toEqual(charts[0].series.map((s) => s.name).slice(0, legend.length));
  // At the top, two side by side: every chart in the window's width, above the tables.
  const tableTop = (await page.locator('#grid td[data-row="39"][data-column="0"]').boundingBox())!;
  for (let i = 0; i < charts.length; i++) {
    const box = (await boxes.nth(i).boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(tableTop.y);
    expect(box.x + box.width).toBeLessThanOrEqual(1440);
  }
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, 'verlauf-diagramme.png') });
  // The menu's Rundenbericht opens as a dialog in the preview too.
  await page.locator('#menu-button').click();
  await page.locator('#menu-popup .menu-item', { hasText: 'Rundenbericht' }).click();
  await page.locator('#dialog-title', { hasText: 'Rundenbericht Runde' }).waitFor();
  const report = page.frameLocator('#dialog-frame').locator('#report');
  await expect(report.inputValue()).resolves.toMatch(/^Rundenbericht Runde \d+\n.+ greift .+ an: /);
  // Kopieren and Drucken in sight in the dialog's 560×420 (user test 29: the report printed).
  for (const name of ['Kopieren', 'Drucken']) await page.frameLocator('#dialog-frame').getByRole('button', { name }).waitFor();
  await page.screenshot({ path: path.join(ARTIFACTS, 'rundenbericht-dialog-1440.png') });
  expect(errors).toEqual([]);
  await context.close();
});

test('the charts are saved in the workbook file: a restarted preview still has them', async () => {
  await preview.close();
  preview = await startPreview({ file: path.join(dir, 'kampagne.json'), port: 0, paths: builtPreview() });
  const charts = sheetOf(await state(preview.url), 'Verlauf').charts ?? [];
  expect(charts.map((c) => c.title)).toEqual([
    'Versorgungspool je Spieler',
    'Gehaltene Felder je Spieler',
    'Stufen der 10 stärksten Armeen',
  ]);
  expect(charts[0].series.length).toBeGreaterThan(1);
});
