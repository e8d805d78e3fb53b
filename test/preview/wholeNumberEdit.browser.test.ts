// The preview's grid runs the add-on's onEdit like Sheets: 12,5 typed into a whole-number
// column passes Sheets' validation, and Kriegsrat takes it back — the grid shows the old value
// again and the add-on's German toast says why (issue 10 §3).
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support';
import { OpenPreview, openPreviewPage } from './previewKit';

let browser: Browser;
let opened: OpenPreview;
let page: Page;
let pageErrors: string[];

beforeAll(async () => {
  browser = await launchChromium();
  opened = await openPreviewPage(browser);
  ({ page, pageErrors } = opened);
});

afterAll(async () => {
  await opened?.close();
  await browser?.close();
});

const cellSelector = (row0: number, column0: number) => `#grid td[data-row="${row0}"][data-column="${column0}"]`;

test('12,5 typed into Siegpunkte Angreifer: the old value is back and a German toast says why', async () => {
  await page.locator('.tab[data-sheet="Schlachten"]').click();
  await page.locator('.tab.active', { hasText: 'Schlachten' }).waitFor();
  const headers = await page.$$eval('#grid tbody tr:first-child td', (tds) => tds.map((td) => td.textContent ?? ''));
  const vp = headers.indexOf('Siegpunkte Angreifer');
  expect(vp).toBeGreaterThanOrEqual(0);
  const cell = page.locator(cellSelector(1, vp));
  const before = (await cell.textContent()) ?? '';
  expect(before).toMatch(/^\d+$/);

  await cell.dblclick();
  await page.locator('input.cell-editor').fill('12,5');
  await page.locator('input.cell-editor').press('Enter');

  const letter = String.fromCharCode(65 + vp);
  const toast = page.locator('.toast', { hasText: `Schlachten!${letter}2 (Siegpunkte Angreifer): 12,5 ist keine ganze Zahl` });
  await toast.waitFor();
  expect(await toast.textContent()).toContain('die Eingabe wurde zurückgenommen. Erlaubt: ganze Zahl von 0 bis 999.');
  await page.waitForFunction(([selector, expected]) => document.querySelector(selector)?.textContent === expected, [
    cellSelector(1, vp),
    before,
  ] as const);
  await page.locator('#grid td.saving').waitFor({ state: 'detached' });
  // One message, the add-on's, in German: no refusal of the edit itself beside it.
  const texts = await page.locator('.toast').allTextContents();
  expect(texts.filter((t) => t.includes('12,5'))).toHaveLength(1);
  expect(texts.join(' ')).not.toMatch(/\b(the|is|not|error|invalid)\b/i);
  expect(pageErrors).toEqual([]);
});
