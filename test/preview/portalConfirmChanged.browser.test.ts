// A report that changed after the player's page showed it (C3, C9: a confirmation is consent to
// the values shown), on a phone at 390×844 through the preview's web app path: Helga's page shows
// a report; the organiser then edits its Siegpunkte. Her Bestätigen is refused at the card,
// saying what changed and to tap the refresh button (no sheet row); nothing is written. Refreshed,
// the card shows the new values, and confirming them counts. Screenshots:
// test-artifacts/portal-bestaetigen-geaendert-*.png.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { PORTAL_REFRESH } from '../../src/rules/portalRefresh';
import { ARTIFACTS } from '../support';
import { openOnPhone } from './phoneKit';
import { reportWaitingOnPhone } from './portalOnPhone';

const PLAYER = 'Helga';

const { fixture, waiting } = reportWaitingOnPhone(PLAYER);

function sheetCell(header: string): { get(): unknown; set(value: unknown): void } {
  const sheet = fixture.opened.preview.session.workbook.getSheetByName('Schlachten')!;
  const headers = sheet.getRange(1, 1, 1, sheet.getLastColumn()).getValues()[0].map(String);
  const range = sheet.getRange(waiting.row, headers.indexOf(header) + 1);
  return { get: () => range.getValue(), set: (value) => range.setValue(value) };
}

async function refreshed(page: Page): Promise<void> {
  await page.locator('#refresh').tap();
  await page.waitForFunction(() => !(document.getElementById('refresh') as HTMLButtonElement).disabled);
}

test('the organiser edits the report after Helga’s page showed it: her Bestätigen is refused at the card', async () => {
  const { page, errors } = await openOnPhone(fixture.phone, waiting.url);
  await page.locator('#waiting-go').tap();
  const card = page.locator(`#page-confirm .answer[data-row="${waiting.row}"]`);
  await card.waitFor();
  const vp = sheetCell('Siegpunkte Angreifer');
  const [was, now] = [Number(vp.get()), Number(vp.get()) + 7];

  // Her page is open; the organiser corrects the attacker's Siegpunkte in the sheet — and, for a
  // moment, the defender's Verluste to a number the page groups (user test 29: „1500“, not „1.500“).
  vp.set(now);
  const losses = sheetCell('Verluste Verteidiger');
  const lossesWas = Number(losses.get());
  losses.set(1200);
  await card.locator('button[data-action="bestätigen"]').tap();
  const refusal = card.locator('.answer-error');
  await refusal.waitFor();
  const said = (await refusal.textContent())!;
  expect(said).toMatch(
    /^Die Meldung .+ gegen .+ \(Runde \d+(, gespielt am [\d.]+)?\) wurde geändert, seit deine Seite sie gezeigt hat: /,
  );
  expect(said).toContain(`Siegpunkte Angreifer ${was} → ${now}`);
  // As her card showed the number, and as it shows the new one.
  expect(said).toContain(`Verluste Verteidiger ${lossesWas.toLocaleString('de-DE')} → 1.200`);
  expect(said).toContain(`„${PORTAL_REFRESH}“`);
  expect(said).not.toMatch(/Zeile|Spalte/);
  expect(sheetCell('Status').get()).toBe('gemeldet');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await refusal.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-bestaetigen-geaendert.png') });

  // „Aktualisieren“: the card shows the values as they are now; confirming them counts.
  losses.set(lossesWas);
  await refreshed(page);
  await page.locator('.tabs button[data-page="confirm"]').tap();
  await card.waitFor();
  expect(await card.locator('.answer-error').isHidden()).toBe(true);
  await expect(card.textContent()).resolves.toContain(String(now));
  await card.locator('h2').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-bestaetigen-geaendert-neu.png') });
  await card.locator('button[data-action="bestätigen"]').tap();
  await page.locator('#confirm-done').waitFor();
  await expect(page.locator('#confirm-done').textContent()).resolves.toContain('Bestätigt – die Schlacht zählt jetzt.');
  expect(sheetCell('Status').get()).toBe('bestätigt');
  expect(sheetCell('Siegpunkte Angreifer').get()).toBe(now);
  expect(errors).toEqual([]);
  await page.close();
}, 120_000);
