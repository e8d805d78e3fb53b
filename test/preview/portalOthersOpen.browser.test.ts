// „Weitere offene Meldungen deiner Armeen“ in the player portal, on a phone at 390×844: Helga's
// last battle was reported by her opponent, who has since been renamed — Gemeldet von names a
// player of neither army (C3: the reporting side is unknown, only the organiser confirms). Helga
// neither reported nor disputed it (readerRole 'party'): she finds it under its own heading on
// the Übersicht and on „Bestätigen“, told why it is listed and that she cannot confirm it — no
// Bestätigen button, and the server refuses her answer too. Pictures:
// test/screenshots/portal-weitere-offene-*.png.
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { PortalData } from '../../src/shared/portalContract';
import { openOnPhone, playerLinks, README_SCREENSHOTS, readmeScreenshot, reportLastBattles } from './phoneKit';
import { portalOnPhone } from './portalOnPhone';

const PLAYER = 'Helga';
/** The opponent's name before the organiser renamed him: still in Gemeldet von. */
const OLD_NAME = 'Kalle der Alte';

let links: Map<string, string>;
let report: { row: number; opponent: string };

const fixture = portalOnPhone((opened) => {
  const { workbook } = opened.preview.session;
  [report] = reportLastBattles(workbook, PLAYER, 1);
  const sheet = workbook.getSheetByName('Schlachten')!;
  const headers = sheet.getRange(1, 1, 1, sheet.getLastColumn()).getValues()[0].map(String);
  sheet.getRange(report.row, headers.indexOf('Gemeldet von') + 1).setValue(OLD_NAME);
  links = playerLinks(opened.preview);
});

/** Why the list stands and what she can do: under its heading, on both pages. */
const NOTE =
  'Du hast sie weder gemeldet noch bestritten, bestätigen kannst du sie nicht. Stimmt eine nicht, sag der Spielleitung Bescheid.';
/** Her card's status line: who reported it, why the organiser decides (C3, unknownReporter). */
const STATUS_LINE = `Gemeldet von ${OLD_NAME}, der keine der beiden Armeen mehr spielt – die Spielleitung entscheidet.`;

async function noteOf(page: Page, section: string): Promise<string | null> {
  return page.locator(`${section} .hint`).textContent();
}

const cell = (header: string) => {
  const sheet = fixture.opened.preview.session.workbook.getSheetByName('Schlachten')!;
  const headers = sheet.getRange(1, 1, 1, sheet.getLastColumn()).getValues()[0].map(String);
  return sheet.getRange(report.row, headers.indexOf(header) + 1).getValue();
};

test('a report of her army by a renamed reporter: listed apart, explained, not hers to confirm', async () => {
  const title = `${String(cell('Angreifer'))} gegen ${String(cell('Verteidiger'))}`;
  const { page, errors } = await openOnPhone(fixture.phone, links.get(PLAYER)!);
  await page.locator('#armies li').first().waitFor();

  // Übersicht: nothing waits for her; the report stands under its own heading, not among hers.
  await expect(page.locator('#waiting-list').textContent()).resolves.toBe('Nichts – keine Meldung wartet auf dich.');
  await expect(page.locator('#mine-list').textContent()).resolves.not.toContain(title);
  await expect(page.locator('#others h2').textContent()).resolves.toBe('Weitere offene Meldungen deiner Armeen');
  const item = page.locator('#others-list li', { hasText: title });
  await expect(noteOf(page, '#others')).resolves.toBe(NOTE);
  await expect(item.locator('.pruefung').textContent()).resolves.toBe(STATUS_LINE);
  // The Übersicht is long: the section in sight below the sticky tabs, not the whole page.
  await page.locator('#others').evaluate((section) => section.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: path.join(README_SCREENSHOTS, 'portal-weitere-offene-uebersicht.png') });

  // „Bestätigen“: the same report under the same heading, with nothing to tap.
  await page.locator('button[data-page="confirm"]').tap();
  await expect(page.locator('#confirm-list').textContent()).resolves.toBe('Keine Meldung wartet auf dich.');
  const card = page.locator('#confirm-others li', { hasText: title });
  await expect(noteOf(page, '#confirm-open section:has(#confirm-others)')).resolves.toBe(NOTE);
  await expect(card.locator('.pruefung').textContent()).resolves.toBe(STATUS_LINE);
  // What was reported, so she can tell whether it is right (C9's table, read-only here).
  await expect(card.locator('table.reported caption').textContent()).resolves.toBe('Gemeldet wurde');
  await expect(card.locator('table.reported').textContent()).resolves.toContain(String(cell('Siegpunkte Angreifer')));
  expect(await card.locator('button').count()).toBe(0);
  await readmeScreenshot(page, 'portal-weitere-offene-bestaetigen');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // C3: the server refuses her answer as well — the page only shows what holds.
  const { addon } = fixture.opened.preview.session;
  const token = links.get(PLAYER)!.split('?t=')[1];
  const data = addon.webApp.run('getPortalData', token) as PortalData;
  const answer = addon.webApp.run('answerReport', token, {
    zeile: report.row,
    runde: Number(cell('Runde')),
    angreifer: String(cell('Angreifer')),
    verteidiger: String(cell('Verteidiger')),
    stand: data.waiting.others[0].stand,
    aktion: 'bestätigen',
    einspruch: '',
    einreichungsId: 'others-1',
  }) as { ok: boolean; message?: string };
  expect(answer).toMatchObject({ ok: false });
  expect(answer.message).toContain('bestätigen oder bestreiten kann diese Meldung jetzt nur die Spielleitung');
  expect(String(cell('Status'))).toBe('gemeldet');
  expect(errors).toEqual([]);
  await page.close();
}, 120_000);
