// The portal's page "Buchen" (C6) in headless Chromium at 390×844 through the preview's web app
// path: a demo player upgrades an army and sees its Stufe and the VP change, moves an army and
// sees it on the map. The page's pictures in the README (test/screenshots) are taken here.
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { PreviewHandle } from '../../src/preview/preview';
import type { PortalData } from '../../src/shared/portalContract';
import { ARTIFACTS } from '../support';
import { openOnPhone, playerLinks, readmeScreenshot, setSetting } from './phoneKit';
import { portalOnPhone } from './portalOnPhone';

let preview: PreviewHandle;
let player: string;
let url: string;

const portalData = (link: string) => preview.session.addon.webApp.run('getPortalData', link.split('?t=')[1]) as PortalData;

const fixture = portalOnPhone((opened) => {
  preview = opened.preview;
  const links = playerLinks(preview);
  // A demo player with an army that may still rise and one that may move.
  [player, url] = [...links.entries()].find(([, link]) => {
    const { armies } = portalData(link).booking;
    return armies.some((a) => a.upgrades.length > 0) && armies.some((a) => a.targets.length > 0);
  })!;
  // The organiser begins the next round (Versorgungsphase for all): players book at a round's
  // start, so the booking's place in the log (M8: before the round's battles) is the state shown.
  const round = portalData(url).booking.round;
  const begun = preview.session.addon.runFromClient('startNewRound', round + 1, 1000) as { ok: boolean };
  expect(begun.ok).toBe(true);
});

async function openBooking(): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openOnPhone(fixture.phone, url);
  await page.locator('#armies li').first().waitFor();
  expect(await page.locator('#player').textContent()).toContain(player);
  await page.locator('.tabs button[data-page="book"]').tap();
  await page.locator('#page-book h1').waitFor();
  return { page, errors };
}

const pick = (page: Page, group: string, text: string) =>
  page.locator(`#page-book [role="group"][aria-label="${group}"] button`, { hasText: text }).first();

test('a demo player upgrades an army and sees its Stufe and the VP change', async () => {
  const before = portalData(url);
  const army = before.booking.armies.find((a) => a.upgrades.some((u) => !('refused' in u)))!;
  const { page, errors } = await openBooking();
  await pick(page, 'Armee', army.name).tap();
  await page.locator('#page-book .book-kinds button', { hasText: 'Aufwertung' }).tap();
  const option = page.locator('#page-book [aria-label="Stufen"] button').first();
  await expect(option.textContent()).resolves.toContain(`Stufe ${army.level + 1}`);
  await expect(option.textContent()).resolves.toContain('kostet 500 VP');
  await option.tap();
  expect(await option.getAttribute('aria-pressed')).toBe('true');
  // Touch targets and no sideways scrolling at 390 px.
  for (const target of await page.locator('#page-book button').all()) {
    const box = (await target.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await readmeScreenshot(page, 'portal-buchen');

  await page.locator('#book-send').tap();
  await page.locator('#page-book .book-note.ok').waitFor();
  await expect(page.locator('#page-book .book-note.ok').textContent()).resolves.toContain(
    `${army.name} ist jetzt Stufe ${army.level + 1}`,
  );
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-buchen-gebucht.png'), fullPage: true });
  // The portal's data was loaded again: Übersicht shows the new Stufe and the pool 500 VP lower.
  await page.locator('.tabs button[data-page="overview"]').tap();
  const card = page.locator('#armies li', { hasText: army.name }).first();
  await expect(card.textContent()).resolves.toContain(`Stufe ${army.level + 1}`);
  const supply = (before.overview.supply - 500).toLocaleString('de-DE');
  await expect(page.locator('#supply').textContent()).resolves.toBe(`${supply} VP`);
  expect(errors).toEqual([]);
  await page.close();
});

test('a demo player moves an army and the map shows it on its new field', async () => {
  const army = portalData(url).booking.armies.find((a) => a.targets.length > 0)!;
  const target = army.targets[0];
  const { page, errors } = await openBooking();
  await pick(page, 'Armee', army.name).tap();
  await page.locator('#page-book .book-kinds button', { hasText: 'Bewegung' }).tap();
  // Only the legal targets are offered.
  const offered = await page.locator('#page-book [aria-label="Zielfeld"] button').allTextContents();
  expect(offered).toEqual(army.targets);
  await pick(page, 'Zielfeld', target).tap();
  await readmeScreenshot(page, 'portal-buchen-bewegung');
  await page.locator('#book-send').tap();
  await page.locator('#page-book .book-note.ok').waitFor();
  // R5: a second Bewegung is refused, and the page says why once (user test 35 read it twice).
  const refused = portalData(url).booking.armies.find((a) => a.name === army.name)!.moveRefused;
  expect(refused).not.toBe('');
  const said = (await page.locator('#page-book').textContent())!.split(refused).length - 1;
  expect(said).toBe(1);
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-buchen-schon-bewegt.png') });
  await page.locator('.tabs button[data-page="map"]').tap();
  const tile = page.locator(`#page-map g.field[data-field="${target}"]`);
  await expect(tile.textContent()).resolves.toContain(army.name);
  expect(portalData(url).overview.armies.find((a) => a.name === army.name)!.field).toBe(target);
  expect(errors).toEqual([]);
  await page.close();
});

test('an army in a declaration of the round offers no Bewegung and says why; Aufwertung stays', async () => {
  // Declarations on (A1) for this test; the demo's value is put back at its end.
  const settings = preview.session.workbook.getSheetByName('Einstellungen')!.getDataRange().getValues();
  const switched = String(settings.find((r) => r[0] === 'Angriffe ansagen')?.[1] ?? 'nein');
  setSetting(preview, 'Angriffe ansagen', 'ja');
  const [who, link] = [...playerLinks(preview).entries()].find(([, l]) =>
    portalData(l).round.armies.some((a) => a.targets.length > 0 && a.declared === null),
  )!;
  const token = link.split('?t=')[1];
  const declaring = portalData(link).round.armies.find((a) => a.targets.length > 0 && a.declared === null)!;
  const sides = { angreifer: declaring.army, verteidiger: declaring.targets[0].army };
  const declared = preview.session.addon.webApp.run('declareAttack', token, { ...sides, einreichungsId: 'buchen-angesagt' }) as {
    ok: boolean;
    zeile: number;
    runde: number;
  };
  expect(declared.ok).toBe(true);
  const { page, errors } = await openOnPhone(fixture.phone, link);
  await page.locator('#armies li').first().waitFor();
  expect(await page.locator('#player').textContent()).toContain(who);
  await page.locator('.tabs button[data-page="book"]').tap();
  await page.locator('#page-book h1').waitFor();
  await pick(page, 'Armee', declaring.army).tap();
  expect(await page.locator('#page-book .book-kinds button', { hasText: 'Bewegung' }).isDisabled()).toBe(true);
  expect(await page.locator('#page-book .book-kinds button', { hasText: 'Aufwertung' }).isDisabled()).toBe(false);
  await expect(page.locator('#page-book').textContent()).resolves.toContain(
    `„${declaring.army}“ hat in Runde ${declared.runde} einen Angriff auf „${sides.verteidiger}“ angesagt`,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-buchen-angesagt.png'), fullPage: true });
  expect(errors).toEqual([]);
  await page.close();
  // Withdrawn again, the switch as it was: the demo campaign as the other tests found it.
  const withdrawal = { runde: declared.runde, ...sides, zeile: declared.zeile, einreichungsId: 'buchen-zurueck' };
  expect(preview.session.addon.webApp.run('withdrawAttack', token, withdrawal)).toMatchObject({ ok: true });
  setSetting(preview, 'Angriffe ansagen', switched);
});
