// User test 31: a typed Einspruch and proposal on „Bestätigen“ were lost whenever the page was
// drawn again — by „Aktualisieren“ (which refusals tell the player to tap) or by answering
// another report. Helga, on a phone at 390×844 through the preview's web app path, with two
// reports waiting: what she typed into one card stays after „Aktualisieren“ and after she
// confirms the other; disputing then sends it. Screenshot:
// test-artifacts/portal-bestaetigen-eingabe-bleibt.png.
import path from 'node:path';
import { ARTIFACTS } from '../support';
import { openOnPhone, playerLinks, reportLastBattles } from './phoneKit';
import { portalOnPhone } from './portalOnPhone';

const PLAYER = 'Helga';
const REASON = 'Wir haben anders gezählt: die Missionsziele fehlen.';

let rows: number[] = [];
let url = '';
const fixture = portalOnPhone((opened) => {
  rows = reportLastBattles(opened.preview.session.workbook, PLAYER, 2).map((r) => r.row);
  url = playerLinks(opened.preview).get(PLAYER)!;
});

const cellOf = (row: number, header: string) => {
  const sheet = fixture.opened.preview.session.workbook.getSheetByName('Schlachten')!;
  const headers = sheet.getRange(1, 1, 1, sheet.getLastColumn()).getValues()[0].map(String);
  return sheet.getRange(row, headers.indexOf(header) + 1).getValue();
};

test('what Helga typed into a card survives „Aktualisieren“ and her answer to another card', async () => {
  const [other, typed] = rows;
  const { page, errors } = await openOnPhone(fixture.phone, url);
  await page.locator('#armies li').first().waitFor();
  await page.locator('#waiting-go').tap();
  const card = () => page.locator(`#page-confirm .answer[data-row="${typed}"]`);
  await card().waitFor();
  await card().locator('textarea').fill(REASON);
  await card().locator('summary', { hasText: 'Richtiges Ergebnis vorschlagen' }).tap();
  const vp = () => card().getByLabel('Siegpunkte Verteidiger', { exact: true });
  const proposed = String(Number(await vp().inputValue()) + 3);
  await vp().fill(proposed);

  // „Aktualisieren“: the page is drawn from fresh data; her text and proposal stay.
  const before = await card().elementHandle();
  await page.locator('#refresh').tap();
  await page.waitForFunction((old) => !old?.isConnected, before);
  await expect(card().locator('textarea').inputValue()).resolves.toBe(REASON);
  await expect(
    card()
      .locator('details.proposal')
      .evaluate((d) => (d as HTMLDetailsElement).open),
  ).resolves.toBe(true);
  await expect(vp().inputValue()).resolves.toBe(proposed);

  // She confirms the other report: this card is drawn again, still with what she typed.
  await page.locator(`#page-confirm .answer[data-row="${other}"] button[data-action="bestätigen"]`).tap();
  await page.locator('#confirm-done').waitFor();
  expect(cellOf(other, 'Status')).toBe('bestätigt');
  await expect(card().locator('textarea').inputValue()).resolves.toBe(REASON);
  await expect(vp().inputValue()).resolves.toBe(proposed);
  await card().locator('textarea').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-bestaetigen-eingabe-bleibt.png') });

  // Disputing sends what was kept: the reason and the proposal.
  await card().locator('button[data-action="bestreiten"]').tap();
  await page.locator('#confirm-done', { hasText: 'Bestritten' }).waitFor();
  expect(cellOf(typed, 'Status')).toBe('bestritten');
  expect(String(cellOf(typed, 'Einspruch'))).toContain(`${REASON}\nVorschlag: `);
  expect(String(cellOf(typed, 'Einspruch'))).toContain(`Siegpunkte Verteidiger ${proposed};`);
  expect(errors).toEqual([]);
  await page.close();
}, 120_000);
