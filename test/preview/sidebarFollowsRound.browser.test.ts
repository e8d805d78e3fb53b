// The organiser's week in the preview: the sidebar „Schlacht eintragen“ stays open while
// „Neue Runde beginnen“ runs from the menu. Back in the sidebar it must show the new round —
// header and Runde field — or the next battle typed there lands in last week's round.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { ARTIFACTS, launchChromium } from '../support';
import { OpenPreview, openPreviewPage } from './previewKit';

let browser: Browser;
let opened: OpenPreview;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  opened = await openPreviewPage(browser);
  ({ page } = opened);
});

afterAll(async () => {
  expect(opened?.pageErrors).toEqual([]);
  await opened?.close();
  await browser?.close();
});

async function beginRound(round: number): Promise<void> {
  await page.locator('#menu-button').click();
  await page.locator('#menu-popup .menu-item', { hasText: 'Neue Runde beginnen' }).click();
  await page.locator('#prompt button', { hasText: 'OK' }).click();
  await page.locator('#prompt-message', { hasText: 'Wie viele VP Versorgung' }).waitFor();
  await page.locator('#prompt button', { hasText: 'OK' }).click();
  await page.locator('.toast', { hasText: `Runde ${round} beginnt` }).waitFor();
}

test('after „Neue Runde beginnen“ the open Schlacht sidebar shows the new round and phase once the organiser is back in it', async () => {
  const sidebar: FrameLocator = page.frameLocator('#sidebar-frame');
  const header = sidebar.locator('#round-phase');
  await header.filter({ hasText: /^Runde \d+ · / }).waitFor();
  const before = Number(/^Runde (\d+)/.exec(await header.innerText())![1]);
  await expect(sidebar.locator('[name="runde"]').inputValue()).resolves.toBe(String(before));

  await beginRound(before + 1);
  // Back in the sidebar: a click on its form (the window gets the focus, as in Sheets).
  await sidebar.locator('#battle-form legend').first().click();
  await header.filter({ hasText: `Runde ${before + 1} · Befehlsphase` }).waitFor({ timeout: 10_000 });
  await expect(sidebar.locator('[name="runde"]').inputValue()).resolves.toBe(String(before + 1));
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, 'sidebar-neue-runde.png') });
});

test('a Runde the organiser typed himself stays when the round changes behind the sidebar', async () => {
  const sidebar: FrameLocator = page.frameLocator('#sidebar-frame');
  const header = sidebar.locator('#round-phase');
  const before = Number(/^Runde (\d+)/.exec(await header.innerText())![1]);
  await sidebar.locator('[name="runde"]').fill(String(before - 1));
  await beginRound(before + 1);
  await sidebar.locator('#battle-form legend').first().click();
  await header.filter({ hasText: `Runde ${before + 1} · ` }).waitFor({ timeout: 10_000 });
  await expect(sidebar.locator('[name="runde"]').inputValue()).resolves.toBe(String(before - 1));
});

test('„Buchung eintragen“ follows the round the same way', async () => {
  await page.locator('#menu-button').click();
  await page.locator('#menu-popup .menu-item', { hasText: 'Buchung eintragen' }).click();
  const sidebar: FrameLocator = page.frameLocator('#sidebar-frame');
  const header = sidebar.locator('#round-phase');
  await header.filter({ hasText: /^Runde \d+ · / }).waitFor();
  const before = Number(/^Runde (\d+)/.exec(await header.innerText())![1]);
  await expect(sidebar.locator('[name="runde"]').inputValue()).resolves.toBe(String(before));
  await beginRound(before + 1);
  await sidebar.locator('#booking-form legend').first().click();
  await header.filter({ hasText: `Runde ${before + 1} · Befehlsphase` }).waitFor({ timeout: 10_000 });
  await expect(sidebar.locator('[name="runde"]').inputValue()).resolves.toBe(String(before + 1));
});
