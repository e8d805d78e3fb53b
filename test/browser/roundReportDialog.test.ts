// Menu "Rundenbericht": the built Code.js on an offline campaign shows the current round's
// KAMPAGNE_BERICHT in a modal dialog; in Chromium the dialog shows the sentences as text (names
// that look like HTML stay text) and its button copies them to the clipboard; Drucken prints the
// whole report (user test 29), not the text box's visible part.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Browser } from 'playwright-core';
import { appendRows, campaignAddon, XSS, XSS_PLAYER } from './campaignWorkbook';
import { ARTIFACTS, launchChromium } from '../support';
import { AddonHandle } from '../../src/offline';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

function reportAddon(): AddonHandle {
  const addon = campaignAddon();
  appendRows(addon.workbook, 'Schlachten', [
    {
      Runde: 2,
      Angreifer: XSS,
      Verteidiger: 'Eiserne Wacht',
      'Siegpunkte Angreifer': 15,
      'Siegpunkte Verteidiger': 5,
      'Verluste Angreifer': 0,
      'Verluste Verteidiger': 0,
    },
  ]);
  return addon;
}

/** KAMPAGNE_BERICHT of round 2 as the formula gives it, over the whole input sheets. */
function reportLines(addon: AddonHandle): string[] {
  const values = ['Armeen', 'Spieler', 'Schlachten', 'Buchungen'].map((name) =>
    addon.workbook.getSheetByName(name)!.getDataRange().getValues(),
  );
  return (addon.run('KAMPAGNE_BERICHT', ...values, '', 2) as string[][]).map((row) => row[0]);
}

describe('menu Rundenbericht', () => {
  it('is in the add-on menu and opens a modal dialog titled with the current round', () => {
    const addon = reportAddon();
    addon.onOpen();
    addon.clickMenuItem('Rundenbericht');
    const dialog = addon.workbook.ui.lastDialog!;
    expect(dialog.kind).toBe('modal');
    // R7: the round and its phase (no Phase row: Schlachten, R2).
    expect(dialog.title).toBe('Rundenbericht Runde 2 (Schlachtphase)');
    // The names reach the page only inside the JSON data, never as markup.
    expect(dialog.html.getContent()).not.toContain(XSS);
    expect(dialog.html.getContent()).not.toContain(XSS_PLAYER);
  });

  it('shows the sentences as text and copies them with the button', async () => {
    const addon = reportAddon();
    addon.onOpen();
    addon.clickMenuItem('Rundenbericht');
    const expected = reportLines(addon);
    expect(expected).toContain(`${XSS} (${XSS_PLAYER}) greift Eiserne Wacht (Bernd) an: ${XSS} siegt (Siegpunkte 15:5).`);
    const context = await browser.newContext({ locale: 'de-DE' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: 'http://localhost' });
    const page = await context.newPage();
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.dismiss();
    });
    await page.route('http://localhost/', (route) =>
      route.fulfill({ contentType: 'text/html', body: addon.workbook.ui.lastDialog!.html.getContent() }),
    );
    await page.goto('http://localhost/');
    expect((await page.locator('#report').inputValue()).split('\n')).toEqual(expected);
    expect(await page.locator('img').count()).toBe(0);
    await page.getByRole('button', { name: 'Kopieren' }).click();
    await page.getByText('Kopiert – jetzt im Gruppenchat einfügen.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected.join('\n'));
    expect(alerts).toEqual([]);
    await context.close();
  });

  it('prints the whole report: Drucken opens the print dialog, the printout shows every sentence and no controls', async () => {
    const addon = reportAddon();
    // Many battles: more sentences than the text box shows, all on paper.
    appendRows(
      addon.workbook,
      'Schlachten',
      Array.from({ length: 30 }, (_, i) => ({
        Runde: 2,
        Angreifer: i % 2 ? 'Eiserne Wacht' : XSS,
        Verteidiger: i % 2 ? XSS : 'Eiserne Wacht',
        'Siegpunkte Angreifer': 10 + i,
        'Siegpunkte Verteidiger': 5,
        'Verluste Angreifer': 0,
        'Verluste Verteidiger': 0,
      })),
    );
    addon.onOpen();
    addon.clickMenuItem('Rundenbericht');
    const expected = reportLines(addon);
    expect(expected.length).toBeGreaterThan(30);
    const page = await browser.newPage({ viewport: { width: 560, height: 420 }, locale: 'de-DE' });
    await page.route('http://localhost/', (route) =>
      route.fulfill({ contentType: 'text/html', body: addon.workbook.ui.lastDialog!.html.getContent() }),
    );
    await page.goto('http://localhost/');
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      // As Chromium's print(): the page hears beforeprint before the print dialog opens.
      window.print = () => {
        (window as unknown as { printed: number }).printed++;
        window.dispatchEvent(new Event('beforeprint'));
      };
    });
    await page.getByRole('button', { name: 'Drucken' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    // Printed: no word about printing, also after the wait that tells an ignored print().
    await page.waitForTimeout(1800);
    expect(await page.locator('#status').textContent()).toBe('');

    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('#report').isVisible()).toBe(false);
    expect(await page.locator('button').count()).toBe(2);
    for (const button of await page.locator('button').all()) expect(await button.isVisible()).toBe(false);
    const printed = page.locator('#printout');
    expect(await printed.isVisible()).toBe(true);
    expect(await printed.locator('h1').textContent()).toBe(expected[0]);
    expect(await printed.locator('p').allTextContents()).toEqual(expected.slice(1));
    expect(await page.locator('img').count()).toBe(0);
    // The printout to look at: Chromium's PDF of the page, its first page as a picture.
    mkdirSync(ARTIFACTS, { recursive: true });
    const pdf = path.join(ARTIFACTS, 'rundenbericht-druck.pdf');
    writeFileSync(pdf, await page.pdf({ format: 'A4' }));
    const png = spawnSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', pdf, pdf.replace(/\.pdf$/, '')]);
    expect(png.status).toBe(0);
    await page.close();
  });

  // Google does not document whether its dialog frame may open the print dialog (the sandbox's
  // allow-modals); without it Chromium ignores print() without a word. The organiser is told how to print instead.
  it('Drucken in a frame that may not print: the dialog says so and how to print instead', async () => {
    const addon = reportAddon();
    addon.onOpen();
    addon.clickMenuItem('Rundenbericht');
    const page = await browser.newPage({ viewport: { width: 600, height: 480 }, locale: 'de-DE' });
    const dialog = addon.workbook.ui.lastDialog!.html.getContent();
    await page.route('http://localhost/dialog', (route) => route.fulfill({ contentType: 'text/html', body: dialog }));
    await page.route('http://localhost/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<iframe src="/dialog" sandbox="allow-scripts allow-same-origin allow-forms allow-popups" width="560" height="420"></iframe>',
      }),
    );
    await page.goto('http://localhost/');
    const frame = page.frameLocator('iframe');
    await frame.getByRole('button', { name: 'Drucken' }).click();
    await frame.locator('#status').filter({ hasText: 'Drucken ist in diesem Fenster nicht möglich' }).waitFor({ timeout: 5000 });
    expect(await frame.locator('#status').textContent()).toMatch(/^Drucken ist in diesem Fenster nicht möglich.*„Kopieren“/);
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, 'rundenbericht-drucken-gesperrt.png') });
    await page.close();
  });
});
