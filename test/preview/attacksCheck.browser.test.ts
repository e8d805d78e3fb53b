// A2 in the preview page: the organiser types a row into Angriffe that is no declaration, and
// the Prüfung column beside it says why at once, in red (the screenshot shows it).
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { ARTIFACTS, launchChromium } from '../support';
import { OpenPreview, openPreviewPage, sheetOf, state } from './previewKit';

let browser: Browser;
let opened: OpenPreview;

beforeAll(async () => {
  browser = await launchChromium();
  opened = await openPreviewPage(browser);
});

afterAll(async () => {
  await opened?.close();
  await browser?.close();
});

test('a typed row of Angriffe that is no declaration shows its reason in Prüfung, red', async () => {
  const { page, preview, pageErrors } = opened;
  const armies = sheetOf(await state(preview.url), 'Armeen')
    .display.slice(1, 3)
    .map((row) => String(row[0]));
  await page.locator('.tab[data-sheet="Angriffe"]').click();
  await page.locator('.tab.active', { hasText: 'Angriffe' }).waitFor();
  const cell = (row0: number, column0: number) => page.locator(`#grid td[data-row="${row0}"][data-column="${column0}"]`);
  expect(await cell(0, 8).textContent()).toBe('Prüfung');

  for (const [column0, text] of [
    [0, '2a'],
    [1, armies[0]],
    [2, armies[1]],
  ] as const) {
    await cell(1, column0).dblclick();
    const editor = page.locator('input.cell-editor');
    await editor.fill(text);
    await editor.press('Enter');
    await page.locator('#grid td.saving').waitFor({ state: 'detached' });
  }
  await page.waitForFunction(() =>
    document.querySelector('#grid td[data-row="1"][data-column="8"]')?.textContent?.startsWith('Zählt nicht:'),
  );
  expect(await cell(1, 8).textContent()).toBe('Zählt nicht: Runde: „2a“ ist keine Zahl.');
  const background = await cell(1, 8).evaluate((td) => getComputedStyle(td).backgroundColor);
  expect(background).toBe('rgb(244, 204, 204)');
  await page.screenshot({ path: path.join(ARTIFACTS, 'preview-angriffe-pruefung.png') });
  expect(pageErrors).toEqual([]);
});
