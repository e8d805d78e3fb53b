// What every test of the player portal needs: a phone (390×844, touch, German) and the demo
// players' links as the preview prints them ("Name: URL" per line).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { PreviewHandle } from '../../src/preview/preview';
import { previewPlayerLinks } from '../../src/preview/playerLinks';

/** A phone's browser context: the size issue 19 names, touch, a German locale and time zone. */
export function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  });
}

/** The preview's player links by name (a name may contain ": ", so the last one splits). */
export function playerLinks(preview: PreviewHandle): Map<string, string> {
  return new Map(
    previewPlayerLinks(preview.session)
      .split('\n')
      .map((line) => [line.slice(0, line.lastIndexOf(': ')), line.slice(line.lastIndexOf(': ') + 2)]),
  );
}

/** Opens `url` in a new tab of `phone`, collecting the page's uncaught errors (a test expects none). */
export async function openOnPhone(phone: BrowserContext, url: string): Promise<{ page: Page; errors: string[] }> {
  const page = await phone.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  return { page, errors };
}

/** Where the README's pictures of the portal live; the tests take them, so they show the pages as built. */
export const README_SCREENSHOTS = path.join(__dirname, '..', 'screenshots');

/** A portal page as the README shows it: test/screenshots/<name>.png, 390 px wide, the whole page. */
export async function readmeScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  mkdirSync(README_SCREENSHOTS, { recursive: true });
  // From the top: a whole-page shot of a scrolled page draws the sticky header and tabs mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(README_SCREENSHOTS, `${name}.png`), fullPage: options.fullPage ?? true });
}

/** Sets a row of Einstellungen (R2 Phase, A1 Angriffe ansagen …) as the organiser types it; adds the row when missing. */
export function setSetting(preview: PreviewHandle, name: string, value: string): void {
  const sheet = preview.session.workbook.getSheetByName('Einstellungen')!;
  const rows = sheet.getDataRange().getValues();
  let row = rows.findIndex((r) => r[0] === name) + 1;
  if (row === 0) row = rows.length + 1;
  sheet.getRange(row, 1, 1, 2).setValues([[name, value]]);
}

/** The organiser begins the next round (Versorgungsphase, Phase Befehle): players may book (R4). */
export function beginNextRound(preview: PreviewHandle): number {
  const [url] = previewPlayerLinks(preview.session)
    .split('\n')
    .map((line) => line.slice(line.lastIndexOf(': ') + 2));
  const data = preview.session.addon.webApp.run('getPortalData', url.split('?t=')[1]) as { round: { round: number } };
  const next = data.round.round + 1;
  const begun = preview.session.addon.runFromClient('startNewRound', next, 500) as { ok: boolean };
  if (!begun.ok) throw new Error(`Neue Runde ${next} nicht begonnen`);
  return next;
}
