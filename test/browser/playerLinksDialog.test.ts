// Menu "Spielerlinks" in Chromium (issue 22 §3): the built Code.js on an offline campaign opens the
// dialog; each player's link has its own copy button and a QR code that a phone can read (decoded
// here from the drawn pixels); without the portal's /exec address the dialog refuses to show links
// and takes the pasted address. Screenshots: test-artifacts/spielerlinks*.png.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { Browser } from 'playwright-core';
import type { AddonHandle } from '../../src/offline';
import type { PlayerLinksView } from '../../src/shared/portalContract';
import { ARTIFACTS, launchChromium, ROOT } from '../support';
import { campaignAddon, XSS_PLAYER } from './campaignWorkbook';
import { openSidebar, SidebarPage } from './sidebarPage';

const EXEC = 'https://script.google.com/macros/s/AKfyTEST/exec';
const DEV = 'https://script.google.com/macros/s/AKfyTEST/dev';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
  mkdirSync(ARTIFACTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/** The dialog the menu item opened, as a file, with google.script.run reaching the add-on as the organiser. */
async function openDialog(addon: AddonHandle): Promise<{ sidebar: SidebarPage; view: PlayerLinksView }> {
  addon.run('showPlayerLinks');
  const html = addon.workbook.ui.lastDialog!.html.getContent();
  const view = JSON.parse(
    /<script id="page-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1],
  ) as PlayerLinksView;
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'spielerlinks-')), 'PlayerLinks.html');
  writeFileSync(file, html);
  const scope = {
    setPortalUrl: (url: string) => addon.runFromClient('setPortalUrl', url),
    renewPlayerLink: (player: string) => addon.runFromClient('renewPlayerLink', player),
    revokePlayerLink: (player: string) => addon.runFromClient('revokePlayerLink', player),
  };
  const sidebar = await openSidebar(browser, scope, file);
  await sidebar.page.setViewportSize({ width: 720, height: 600 });
  await sidebar.page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  return { sidebar, view };
}

/** qr's decoder, bundled for the page: reads the QR code from the pixels the dialog drew. */
const DECODER = buildSync({
  stdin: { contents: "import decodeQR from 'qr/decode.js'; window.decodeQR = decodeQR;", resolveDir: ROOT },
  bundle: true,
  format: 'iife',
  write: false,
}).outputFiles[0].text;

async function decodeShownQr(sidebar: SidebarPage): Promise<string> {
  await sidebar.page.addScriptTag({ content: DECODER });
  return sidebar.page.evaluate(async () => {
    const svg = document.querySelector('#qr svg') as SVGSVGElement;
    const text = new XMLSerializer().serializeToString(svg);
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 400;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 400, 400);
    context.drawImage(image, 0, 0, 400, 400);
    const { data } = context.getImageData(0, 0, 400, 400);
    return (window as unknown as { decodeQR(i: object): string }).decodeQR({ width: 400, height: 400, data });
  });
}

test('each link: its own copy button and a QR code that reads back as the link', async () => {
  const addon = campaignAddon();
  addon.environment.webAppUrl = EXEC;
  const { sidebar, view } = await openDialog(addon);
  const { page } = sidebar;
  const urlOf = (player: string) => view.rows.find((r) => r.player === player)!.url;
  expect(urlOf('Bernd').startsWith(`${EXEC}?t=`)).toBe(true);
  await page.screenshot({ path: path.join(ARTIFACTS, 'spielerlinks.png') });
  const bernd = page.locator('#links tbody tr', { hasText: 'Bernd' });
  await bernd.getByRole('button', { name: 'Link kopieren' }).click();
  await page.getByText('Link von Bernd kopiert.').waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(urlOf('Bernd'));
  // A name that looks like HTML stays text.
  await page.locator('#links tbody tr', { hasText: XSS_PLAYER }).getByRole('button', { name: 'QR-Code' }).click();
  await page.locator('#qr').waitFor();
  expect(await page.locator('#qr h2').textContent()).toBe(`QR-Code für ${XSS_PLAYER}`);
  await page.locator('#links tbody tr', { hasText: 'Anna' }).getByRole('button', { name: 'QR-Code' }).click();
  expect(await page.locator('#qr h2').textContent()).toBe('QR-Code für Anna');
  await page.screenshot({ path: path.join(ARTIFACTS, 'spielerlinks-qr.png') });
  expect(await decodeShownQr(sidebar)).toBe(urlOf('Anna'));
  await page.getByRole('button', { name: 'Schließen' }).click();
  expect(await page.locator('#qr').isHidden()).toBe(true);
  expect(sidebar.pageErrors).toEqual([]);
  // No remote script: everything the page runs is inline.
  expect(await page.locator('script[src]').count()).toBe(0);
  await page.context().close();
});

test('a /dev address: no link shown, the German notice, and the pasted /exec address makes the links', async () => {
  const addon = campaignAddon();
  addon.environment.webAppUrl = DEV;
  const { sidebar } = await openDialog(addon);
  const { page } = sidebar;
  await expect(page.locator('#notice').textContent()).resolves.toContain('/dev');
  expect(await page.getByRole('button', { name: 'Link kopieren' }).count()).toBe(0);
  await page.screenshot({ path: path.join(ARTIFACTS, 'spielerlinks-dev.png') });
  await page.getByLabel('Web-App-Adresse (endet auf /exec)').fill(DEV);
  await page.getByRole('button', { name: 'Adresse speichern' }).click();
  await page.getByText('Diese Adresse passt nicht').waitFor();
  const pasted = 'https://script.google.com/macros/s/AKfyPASTED/exec';
  await page.getByLabel('Web-App-Adresse (endet auf /exec)').fill(pasted);
  await page.getByRole('button', { name: 'Adresse speichern' }).click();
  await page.locator('#links tbody tr', { hasText: 'Anna' }).getByRole('button', { name: 'Link kopieren' }).waitFor();
  expect(await page.locator('#notice').isHidden()).toBe(true);
  expect(await page.locator('#links-text').inputValue()).toContain(`Anna: ${pasted}?t=`);
  expect(sidebar.pageErrors).toEqual([]);
  await page.context().close();
});

test('without the change trigger (Google refused it): the links as always, the German notice above them', async () => {
  const addon = campaignAddon();
  addon.environment.webAppUrl = EXEC;
  for (let i = 0; i < 20; i++) addon.environment.triggers.add('probe', 1);
  const { sidebar, view } = await openDialog(addon);
  const { page } = sidebar;
  await expect(page.locator('#notice').textContent()).resolves.toMatch(/^Gelöschte Zeilen in „Spieler“ bemerkt Kriegsrat/);
  expect(view.rows.every((r) => r.url)).toBe(true);
  expect(await page.getByRole('button', { name: 'Link kopieren' }).count()).toBe(view.rows.length);
  await page.screenshot({ path: path.join(ARTIFACTS, 'spielerlinks-ohne-ausloeser.png') });
  expect(sidebar.pageErrors).toEqual([]);
  await page.context().close();
});
