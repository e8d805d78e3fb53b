// What every test of the player portal needs: a phone (390×844, touch, German) and the demo
// players' links as the preview prints them ("Name: URL" per line).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { OfflineSpreadsheet } from '../../src/offline';
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

/**
 * Sets the last `count` counting battles `player` fought — last as the replay counts them: by
 * Runde, then row — each of other armies than those before it (C5: one open report per army), to
 * gemeldet, reported by the opponent; then deletes every battle the replay counts after the
 * latest, so confirming it changes no battle that already counted (a player may confirm it, C3).
 * Their 1-based rows (latest first) after the deletion, and who reported each.
 */
export function reportLastBattles(
  workbook: OfflineSpreadsheet,
  player: string,
  count: number,
): { row: number; opponent: string }[] {
  const sheet = workbook.getSheetByName('Schlachten')!;
  const values = sheet.getDataRange().getValues();
  const headers = values[0].map(String);
  const column = (header: string) => {
    const i = headers.indexOf(header);
    if (i < 0) throw new Error(`Spalte ${header} fehlt`);
    return i;
  };
  const armies = workbook.getSheetByName('Armeen')!.getDataRange().getValues();
  const playerOf = (army: unknown) => String(armies.find((r) => r[0] === army)?.[1] ?? '');
  const round = (r: number) => Number(values[r][column('Runde')]);
  const fought = (r: number) => [values[r][column('Angreifer')], values[r][column('Verteidiger')]];
  const replayOrder = values
    .map((_, r) => r)
    .slice(1)
    .sort((x, y) => round(y) - round(x) || y - x);
  const found: { r: number; opponent: string }[] = [];
  for (const r of replayOrder) {
    if (found.length === count) break;
    const [a, d] = fought(r).map(playerOf);
    if (!a || !d || /^Zählt nicht/.test(String(values[r][column('Prüfung')]))) continue;
    if (a !== player && d !== player) continue;
    if (found.some((f) => fought(r).some((army) => fought(f.r).includes(army)))) continue;
    const opponent = a === player ? d : a;
    sheet.getRange(r + 1, column('Status') + 1, 1, 2).setValues([['gemeldet', opponent]]);
    found.push({ r, opponent });
  }
  if (found.length < count) throw new Error(`Keine ${count} Schlachten von ${player}`);
  const later = replayOrder.slice(0, replayOrder.indexOf(found[0].r)).sort((x, y) => y - x);
  for (const r of later) sheet.deleteRow(r + 1);
  return found.map(({ r, opponent }) => ({ row: r + 1 - later.filter((gone) => gone < r).length, opponent }));
}
