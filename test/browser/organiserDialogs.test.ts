// The organiser's pages on a large campaign (40 players, 200 armies, long German names): the
// dialogs Spielerlinks and Karte anzeigen at the size the server opens them with, and at 200 %
// zoom (half the CSS pixels); the sidebar Buchung eintragen at 300 px.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Browser, Locator, Page } from 'playwright-core';
import type { AddonHandle } from '../../src/offline';
import { ARTIFACTS, DIST, launchChromium, ROOT } from '../support';
import { playerTokens, setSetting } from '../integration/campaignWorkbook';
import { LARGE_ARMIES, largeArmy, largeCampaignAddon, largePlayer } from './largeCampaign';
import { openSidebar, SidebarPage } from './sidebarPage';

const EXEC = 'https://script.google.com/macros/s/AKfyTEST/exec';
/** The README's pictures (taken here, so each is as current as the last run). */
const README_SCREENSHOTS = path.join(ROOT, 'test', 'screenshots');

let browser: Browser;
let addon: AddonHandle;
beforeAll(async () => {
  browser = await launchChromium();
  mkdirSync(ARTIFACTS, { recursive: true });
  addon = largeCampaignAddon();
  addon.environment.webAppUrl = EXEC;
});
afterAll(async () => {
  await browser?.close();
});

/** The dialog a menu item opened, as a file at its size (`zoom` 2: the organiser's browser at 200 %). */
async function openDialog(menuFunction: string, zoom = 1): Promise<SidebarPage> {
  addon.run(menuFunction);
  const output = addon.workbook.ui.lastDialog!.html;
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'dialog-')), `${menuFunction}.html`);
  writeFileSync(file, output.getContent());
  const scope = {
    setPortalUrl: (url: string) => addon.runFromClient('setPortalUrl', url),
    renewPlayerLink: (player: string) => addon.runFromClient('renewPlayerLink', player),
    revokePlayerLink: (player: string) => addon.runFromClient('revokePlayerLink', player),
  };
  const dialog = await openSidebar(browser, scope, file);
  await dialog.page.setViewportSize({
    width: Math.round(output.getWidth() / zoom),
    height: Math.round(output.getHeight() / zoom),
  });
  return dialog;
}

/** In sight and on top: the point at its middle is the element itself (not the status bar over it). */
function uncovered(locator: Locator): Promise<boolean> {
  return locator.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    return y >= 0 && y <= window.innerHeight && node.contains(document.elementFromPoint(x, y));
  });
}

/** Nothing wider than the dialog: no sideways scrolling, every button inside. */
async function fitsWidth(dialog: SidebarPage): Promise<{ overflow: number; outside: string[] }> {
  return dialog.page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside = Array.from(document.querySelectorAll('button'))
      .filter((b) => b.offsetParent !== null && b.getBoundingClientRect().right > width + 0.5)
      .map((b) => b.textContent ?? '');
    return { overflow: document.documentElement.scrollWidth - width, outside: [...new Set(outside)] };
  });
}

describe('Spielerlinks with 40 players', () => {
  test.each([1, 2])('zoom %d: „Alle kopieren“ without scrolling past 40 rows; nothing wider than the dialog', async (zoom) => {
    const dialog = await openDialog('showPlayerLinks', zoom);
    const { page } = dialog;
    // Zoom 1 is the README's picture of the dialog: the links' secret part left out, so the
    // picture is the same on every run (and shows no working-looking key).
    if (zoom === 1) {
      await page.evaluate(() => {
        const hide = (text: string) => text.replace(/\?t=[0-9a-f]+/g, '?t=…');
        for (const cell of Array.from(document.querySelectorAll('#links td.url')))
          cell.textContent = hide(cell.textContent ?? '');
        for (const box of Array.from(document.querySelectorAll('textarea'))) box.value = hide(box.value);
      });
    }
    await page.screenshot({
      path:
        zoom === 1
          ? path.join(README_SCREENSHOTS, 'spielerlinks-40.png')
          : path.join(ARTIFACTS, `spielerlinks-gross-${zoom}.png`),
    });
    const copyAll = await page.getByRole('button', { name: 'Alle kopieren' }).boundingBox();
    expect(copyAll!.y + copyAll!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    await expect(fitsWidth(dialog)).resolves.toEqual({ overflow: 0, outside: [] });
    expect(dialog.pageErrors).toEqual([]);
    await page.context().close();
  });

  test.each([1, 2])(
    'zoom %d: the QR code of a player far down: focus on Schließen, and back on that player’s button after it',
    async (zoom) => {
      const dialog = await openDialog('showPlayerLinks', zoom);
      const { page } = dialog;
      const player = largePlayer(35);
      const row = page.locator('#links tbody tr', { hasText: player });
      // What an action far down says stays in sight.
      await row.getByRole('button', { name: 'Link kopieren' }).click();
      await expect(page.locator('#status').textContent()).resolves.toBe(`Link von ${player} kopiert.`);
      const status = await page.locator('#status').boundingBox();
      expect(status!.y + status!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
      expect(status!.y).toBeGreaterThanOrEqual(0);
      await page.screenshot({ path: path.join(ARTIFACTS, `spielerlinks-gross-kopiert-${zoom}.png`) });
      const qrButton = row.getByRole('button', { name: 'QR-Code' });
      await qrButton.click();
      await expect(page.locator('#qr h2').textContent()).resolves.toBe(`QR-Code für ${player}`);
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Schließen');
      await expect(uncovered(page.getByRole('button', { name: 'Schließen' }))).resolves.toBe(true);
      await expect(page.locator('#qr').isVisible()).resolves.toBe(true);
      await page.screenshot({ path: path.join(ARTIFACTS, `spielerlinks-gross-qr-${zoom}.png`) });
      await page.keyboard.press('Enter');
      await expect(page.locator('#qr').isHidden()).resolves.toBe(true);
      await expect(qrButton.evaluate((b) => b === document.activeElement)).resolves.toBe(true);
      await expect(uncovered(qrButton)).resolves.toBe(true);
      expect(dialog.pageErrors).toEqual([]);
      await page.context().close();
    },
  );

  test('Erneuern far down: after the answer the focus is on that player’s Erneuern again', async () => {
    const dialog = await openDialog('showPlayerLinks');
    const { page } = dialog;
    await page.evaluate(() => (window.confirm = () => true));
    const player = largePlayer(30);
    const row = page.locator('#links tbody tr', { hasText: player });
    const before = await row.locator('td.url').textContent();
    await row.getByRole('button', { name: 'Erneuern' }).click();
    await page.getByText('Gespeichert.').waitFor();
    expect(await row.locator('td.url').textContent()).not.toBe(before);
    await expect(row.getByRole('button', { name: 'Erneuern' }).evaluate((b) => b === document.activeElement)).resolves.toBe(true);
    expect(dialog.pageErrors).toEqual([]);
    await page.context().close();
  });
});

/** The part of `selector` inside the viewport, in px (0: out of sight). */
async function visibleHeight(dialog: SidebarPage, selector: string): Promise<number> {
  return dialog.page.locator(selector).evaluate((node) => {
    const box = node.getBoundingClientRect();
    return Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0));
  });
}

describe('Karte anzeigen with 80 fields and 40 players', () => {
  test.each([1, 2])(
    'zoom %d: the map gets most of the width; „Ein Feld anklicken“ in sight above the 40 colours',
    async (zoom) => {
      const dialog = await openDialog('showMapDialog', zoom);
      const { page } = dialog;
      await page.locator('#map-canvas svg').waitFor();
      await page.screenshot({ path: path.join(ARTIFACTS, `karte-gross-${zoom}.png`) });
      await expect(visibleHeight(dialog, '#map-history')).resolves.toBeGreaterThan(10);
      const canvas = await page.locator('#map-canvas').boundingBox();
      expect(canvas!.width).toBeGreaterThanOrEqual(page.viewportSize()!.width * 0.6);
      await expect(fitsWidth(dialog)).resolves.toEqual({ overflow: 0, outside: [] });
      expect(dialog.pageErrors).toEqual([]);
      await page.context().close();
    },
  );

  test('Verkleinern shows more of the map; a clicked field’s history is in sight', async () => {
    const dialog = await openDialog('showMapDialog');
    const { page } = dialog;
    const svgWidth = () => page.locator('#map-canvas svg').evaluate((svg) => svg.getBoundingClientRect().width);
    const before = await svgWidth();
    await page.getByRole('button', { name: 'Verkleinern' }).click();
    await page.getByRole('button', { name: 'Verkleinern' }).click();
    expect(await svgWidth()).toBeLessThan(before * 0.8);
    await page.locator('#map-canvas g.field', { hasText: 'Südmoorfestung' }).click();
    await page.locator('#map-history h2', { hasText: 'Südmoorfestung' }).waitFor();
    await expect(visibleHeight(dialog, '#map-history h2')).resolves.toBeGreaterThan(10);
    await page.screenshot({ path: path.join(README_SCREENSHOTS, 'karte-anzeigen.png') });
    expect(dialog.pageErrors).toEqual([]);
    await page.context().close();
  });
});

/** The army list `name`: one <optgroup> per player (40), the first player's armies in sheet order, all 200 offered. */
async function expectGroupedByPlayer(page: Page, name: string): Promise<void> {
  const groups = await page.$$eval(`[name="${name}"] optgroup`, (nodes) =>
    nodes.map((g) => ({
      label: g.getAttribute('label'),
      armies: Array.from(g.querySelectorAll('option')).map((o) => o.value),
    })),
  );
  expect(groups).toHaveLength(40);
  expect(groups[0]).toEqual({
    label: largePlayer(0),
    armies: Array.from({ length: LARGE_ARMIES / 40 }, (_, k) => largeArmy(k * 40)),
  });
  expect(groups.flatMap((g) => g.armies)).toHaveLength(LARGE_ARMIES);
}

describe('Buchung eintragen with 200 armies', () => {
  test('the Armee list is grouped by player: each group holds that player’s armies', async () => {
    const sidebar = await openSidebar(browser, addon.context, path.join(DIST, 'BookingSidebar.html'));
    const { page } = sidebar;
    await page.locator('[name="armee"]:enabled').waitFor();
    await page.getByLabel('Art', { exact: true }).selectOption('Aufwertung');
    await expectGroupedByPlayer(page, 'armee');
    await page.getByLabel('Armee', { exact: true }).selectOption(largeArmy(77));
    await page.getByLabel('Stufen', { exact: true }).fill('1');
    await expect(page.locator('#consequences').innerText()).resolves.toContain(`Stufe ${largeArmy(77)}`);
    await page.screenshot({ path: path.join(ARTIFACTS, 'buchung-gross.png'), fullPage: true });
    expect(sidebar.pageErrors).toEqual([]);
    await page.context().close();
  });
});

describe('Schlacht eintragen with 200 armies', () => {
  test('Angreifer and Verteidiger are grouped by player, as in Buchung eintragen', async () => {
    const sidebar = await openSidebar(browser, addon.context, path.join(DIST, 'BattleSidebar.html'));
    const { page } = sidebar;
    await page.locator('[name="angreifer"]:enabled').waitFor();
    for (const side of ['angreifer', 'verteidiger']) await expectGroupedByPlayer(page, side);
    await page.getByLabel('Angreifer', { exact: true }).selectOption(largeArmy(77));
    await page.screenshot({ path: path.join(ARTIFACTS, 'schlacht-gross.png'), fullPage: true });
    expect(sidebar.pageErrors).toEqual([]);
    await page.context().close();
  });
});

describe('the portal’s Buchen with 200 armies', () => {
  test('a player sees only their own armies at 390 × 844', async () => {
    setSetting(addon.workbook, 'Phase', 'Befehle');
    const token = playerTokens(addon.workbook, addon)(largePlayer(3));
    const html = (addon.webApp.doGet(`t=${token}`) as { getContent(): string }).getContent();
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'portal-')), 'Portal.html');
    writeFileSync(file, html);
    const run =
      (name: string) =>
      (...args: unknown[]) =>
        addon.webApp.run(name, ...args);
    const scope = Object.fromEntries(
      ['getPortalData', 'getPortalDetails', 'bookForArmy', 'deliverPendingNotifications'].map((n) => [n, run(n)]),
    );
    const portal = await openSidebar(browser, scope, file);
    const { page } = portal;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('.tabs button[data-page="book"]').click();
    await page.locator('#page-book h1').waitFor();
    const armies = await page.locator('#page-book [role="group"][aria-label="Armee"] button').allTextContents();
    expect(armies.map((a) => a.replace(/ · Stufe \d$/, ''))).toEqual(
      Array.from({ length: LARGE_ARMIES / 40 }, (_, k) => largeArmy(3 + k * 40)),
    );
    await page.screenshot({ path: path.join(ARTIFACTS, 'portal-buchen-gross.png'), fullPage: true });
    expect(portal.pageErrors).toEqual([]);
    await page.context().close();
  });
});
