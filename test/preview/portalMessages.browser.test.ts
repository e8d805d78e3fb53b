// What a player reads when a call from an open portal page does not go through (issue 22 item 9,
// through the pages' one runner): the organiser renewed the link while the page was open —
// "Aktualisieren" and "Buchen" say "Dieser Link gilt nicht (mehr)" in German, as the server
// said it; nothing is written. The phone at 390×844 through the preview's web app path.
import path from 'node:path';
import type { PreviewHandle } from '../../src/preview/preview';
import type { PortalData } from '../../src/shared/portalContract';
import { LINK_REFUSED_TEXT } from '../../src/server/portal/refusalPage';
import { ARTIFACTS } from '../support';
import { beginNextRound, openOnPhone, playerLinks } from './phoneKit';
import { portalOnPhone } from './portalOnPhone';

let preview: PreviewHandle;

const fixture = portalOnPhone((opened) => {
  preview = opened.preview;
  // Players book in the Befehle phase of a round without battles yet (R4).
  beginNextRound(preview);
});

const portalData = (link: string) => preview.session.addon.webApp.run('getPortalData', link.split('?t=')[1]) as PortalData;

test('a link renewed while its page is open: Aktualisieren and Buchen say so in German, nothing is written', async () => {
  const links = [...playerLinks(preview).entries()];
  // The organiser begins the next round: its Befehle phase is when players book (R4).
  const begun = preview.session.addon.runFromClient('startNewRound', portalData(links[0][1]).round.round + 1, 1000) as {
    ok: boolean;
  };
  expect(begun.ok).toBe(true);
  const upgradable = (link: string) => portalData(link).booking.armies.find((a) => a.upgrades.some((u) => !('refused' in u)));
  const [player, url] = links.find(([, link]) => upgradable(link))!;
  const army = upgradable(url)!;
  const { page, errors } = await openOnPhone(fixture.phone, url);
  await page.locator('#player').waitFor();
  preview.session.addon.runFromClient('renewPlayerLink', player);
  const bookings = () => preview.session.workbook.getSheetByName('Buchungen')!.getLastRow();
  const before = bookings();

  await page.locator('#refresh').tap();
  await page.locator('#message:not([hidden])').waitFor();
  await expect(page.locator('#message').innerText()).resolves.toBe(LINK_REFUSED_TEXT);
  await expect(page.locator('#refresh').isEnabled()).resolves.toBe(true);
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-link-erneuert.png'), fullPage: true });

  // Buchen, from the page as it was loaded: an upgrade of one of my armies.
  await page.locator('.tabs button[data-page="book"]').tap();
  await page.locator('#page-book [aria-label="Armee"] button', { hasText: army.name }).tap();
  await page.locator('#page-book .book-kinds button', { hasText: 'Aufwertung' }).tap();
  await page.locator('#page-book [aria-label="Stufen"] button:not([disabled])').first().tap();
  await page.locator('#book-send').tap();
  await page.locator('.book-note.error').waitFor();
  await expect(page.locator('.book-note.error').innerText()).resolves.toBe(LINK_REFUSED_TEXT);
  // No field: the focus is on the message itself.
  await expect(page.evaluate(() => document.activeElement?.classList.contains('book-note'))).resolves.toBe(true);
  expect(bookings()).toBe(before);
  expect(errors).toEqual([]);
  await page.close();
});

test('Aktualisieren without connection: „Keine Verbindung“ in German, the focus on „Erneut senden“; online again, it loads', async () => {
  const [, url] = [...playerLinks(preview).entries()][1];
  const { page, errors } = await openOnPhone(fixture.phone, url);
  await page.locator('#armies li').first().waitFor();
  await page.context().setOffline(true);
  await page.locator('#refresh').tap();
  const retry = page.locator('#message').getByRole('button', { name: 'Erneut senden' });
  await retry.waitFor();
  await expect(page.locator('#message').innerText()).resolves.toMatch(/^Keine Verbindung zu Google\./);
  // Aktualisieren rested while the call ran: the focus is on the next step, not lost to the page.
  expect(await retry.evaluate((node) => node === document.activeElement)).toBe(true);
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-aktualisieren-offline.png') });
  await page.context().setOffline(false);
  await retry.tap();
  await page.locator('#message').waitFor({ state: 'hidden' });
  await expect(page.locator('#refresh').isEnabled()).resolves.toBe(true);
  expect(errors).toEqual([]);
  await page.close();
});
