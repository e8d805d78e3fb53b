// What a player reads when a call from an open portal page does not go through (issue 22 item 9,
// through the pages' one runner): the organiser renewed the link while the page was open —
// "Aktualisieren" and "Buchen" say "Dieser Link gilt nicht (mehr)" in German, as the server
// said it; nothing is written. The phone at 390×844 through the preview's web app path.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import type { PreviewHandle } from '../../src/preview/preview';
import { LINK_REFUSED_TEXT } from '../../src/server/portal/refusalPage';
import { ARTIFACTS, launchChromium } from '../support';
import { OpenPreview, openPreviewPage } from './previewKit';
import { beginNextRound, openOnPhone, phoneContext, playerLinks } from './phoneKit';

let browser: Browser;
let opened: OpenPreview;
let preview: PreviewHandle;
let phone: BrowserContext;

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  browser = await launchChromium();
  opened = await openPreviewPage(browser);
  preview = opened.preview;
  // Players book in the Befehle phase of a round without battles yet (R4).
  beginNextRound(preview);
  phone = await phoneContext(browser);
});

afterAll(async () => {
  await phone?.close();
  await opened?.close();
  await browser?.close();
});

test('a link renewed while its page is open: Aktualisieren and Buchen say so in German, nothing is written', async () => {
  const [player, url] = [...playerLinks(preview).entries()][0];
  const { page, errors } = await openOnPhone(phone, url);
  await page.locator('#armies li').first().waitFor();
  preview.session.addon.run('renewPlayerLink', player);
  const bookings = () => preview.session.workbook.getSheetByName('Buchungen')!.getLastRow();
  const before = bookings();

  await page.locator('#refresh').tap();
  await page.locator('#message:not([hidden])').waitFor();
  await expect(page.locator('#message').innerText()).resolves.toBe(LINK_REFUSED_TEXT);
  await expect(page.locator('#refresh').isEnabled()).resolves.toBe(true);
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-link-erneuert.png'), fullPage: true });

  await page.locator('.tabs button[data-page="book"]').tap();
  const choices = page.locator('#page-book [role="group"] button:enabled');
  // An army, then whatever the page offers for it (a field or a number of Stufen), then send.
  const count = await choices.count();
  for (let i = count - 1; i >= 0; i -= 1) {
    const send = page.locator('#book-send');
    if (await send.isEnabled()) break;
    await choices.nth(i).tap();
  }
  await page.locator('#book-send').tap();
  await page.locator('.book-note.error').waitFor();
  await expect(page.locator('.book-note.error').innerText()).resolves.toBe(LINK_REFUSED_TEXT);
  await expect(page.evaluate(() => document.activeElement?.classList.contains('book-note'))).resolves.toBe(true);
  expect(bookings()).toBe(before);
  expect(errors).toEqual([]);
  await page.close();
});
