// Menu "Rundenbericht": the built Code.js on an offline campaign shows the current round's
// KAMPAGNE_BERICHT in a modal dialog; in Chromium the dialog shows the sentences as text (names
// that look like HTML stay text) and its button copies them to the clipboard.
import { Browser } from 'playwright-core';
import { appendRows, campaignAddon, XSS, XSS_PLAYER } from './campaignWorkbook';
import { launchChromium } from '../support';
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
});
