// „Neuigkeiten“ and the e-mail switch in the player portal (N2c, N6), in headless Chromium at
// 390×844 through the preview's web app: a new round begun between two visits is shown „neu“;
// Helga switches her e-mails off — the next round reaches her Neuigkeiten, not her mailbox;
// her address never appears on her page (C12). Screenshots go to test-artifacts/.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from '../support';
import { openOnPhone, playerLinks, readmeScreenshot } from './phoneKit';
import { portalOnPhone } from './portalOnPhone';

const PLAYER = 'Helga';
const ADDRESS = 'helga@example.com';

let url: string;

const fixture = portalOnPhone((opened) => {
  // The organiser enters Helga's address in a new E-Mail column of Spieler.
  const players = opened.preview.session.workbook.getSheetByName('Spieler')!;
  const values = players.getDataRange().getValues();
  const row = values.findIndex((r) => r[0] === PLAYER) + 1;
  const column = values[0].length + 1;
  players.getRange(1, column).setValue('E-Mail');
  players.getRange(row, column).setValue(ADDRESS);
  url = playerLinks(opened.preview).get(PLAYER)!;
});

const addon = () => fixture.opened.preview.session.addon;
const mailsToHelga = () => addon().environment.globals.MailApp.sent.filter((m) => m.to === ADDRESS);

async function startRound(): Promise<number> {
  // Ten minutes after the page was last opened (the tests' clock stands still otherwise).
  await fixture.clock.advance(10);
  const round = (addon().runFromClient('getBattleFormData') as { runde: number }).runde + 1;
  expect(addon().run('startNewRound', round, 1000)).toMatchObject({ ok: true });
  // What Google does a moment later: the one-off trigger sends the round's mails (N5).
  fixture.opened.preview.session.runOneOffTriggers();
  return round;
}

async function visit(): Promise<Page> {
  const { page, errors } = await openOnPhone(fixture.phone, url);
  await page.locator('#news-list li').first().waitFor();
  expect(errors).toEqual([]);
  return page;
}

test('a round begun since the last visit is new; switching e-mails off keeps the Neuigkeiten', async () => {
  const first = await visit();
  await expect(first.locator('#news-list').textContent()).resolves.toContain('Noch keine Neuigkeiten.');
  await first.close();

  const round = await startRound();
  expect(mailsToHelga().map((m) => m.subject)).toEqual(['Kriegsrat: Neue Runde']);
  const page = await visit();
  const item = page.locator('#news-list li').first();
  await expect(item.textContent()).resolves.toContain(`Runde ${round} hat begonnen – Befehlsphase`);
  // When the organiser began it, on the tests' clock (not the wall clock: the README's picture shows it).
  expect(await item.locator('.when').textContent()).toBe('14.03., 18:10');
  expect(await item.evaluate((li) => li.classList.contains('fresh'))).toBe(true);
  expect(await page.locator('#news-count').textContent()).toBe('1');
  expect(await page.locator('#mail-on').isChecked()).toBe(true);
  const box = (await page.locator('#mail-switch label').boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await page.content()).not.toContain(ADDRESS);
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-neuigkeiten.png') });
  await readmeScreenshot(page, 'portal-neuigkeiten');

  // E-Mails off: stored on the server at once.
  await page.locator('#mail-on').tap();
  await page.waitForFunction(() => document.getElementById('mail-status')!.textContent!.startsWith('E-Mails sind aus'));
  expect(await page.locator('#mail-on').isChecked()).toBe(false);
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-neuigkeiten-aus.png') });

  const next = await startRound();
  expect(mailsToHelga()).toHaveLength(1);
  await page.locator('#refresh').tap();
  await page.waitForFunction((r) => document.getElementById('news-list')!.textContent!.includes(`Runde ${r} hat begonnen`), next);
  expect(await page.locator('#mail-on').isChecked()).toBe(false);
});
