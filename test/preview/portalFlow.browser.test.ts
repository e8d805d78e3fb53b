// Issue 19 §5, the whole way on two phones (390×844, headless Chromium, the preview's web app path):
// Konrad reports a battle, his opponent (Helga when one of her armies stands next to one of his)
// sees it waiting and confirms it, and then Konrad's Stand and Karte have changed. A confirmation
// sent again from a page that still shows the report writes nothing more.
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { PortalData, PortalDetails, PortalFirstPage } from '../../src/shared/portalContract';
import { ARTIFACTS } from '../support';
import { openOnPhone, playerLinks } from './phoneKit';
import { portalOnPhone } from './portalOnPhone';

const REPORTER = 'Konrad';
const WANTED_OPPONENT = 'Helga';

let links: Map<string, string>;

const fixture = portalOnPhone((opened) => {
  links = playerLinks(opened.preview);
});

async function openLink(player: string): Promise<{ page: Page; data: PortalData; errors: string[] }> {
  const { page, errors } = await openOnPhone(fixture.phone, links.get(player)!);
  await page.locator('#armies li').first().waitFor();
  const firstPage = (await page.evaluate(() =>
    JSON.parse(document.getElementById('page-data')!.textContent!),
  )) as PortalFirstPage;
  // The map and the battle form follow the first page (issue 24): here once the page has them.
  await page.locator('#page-battle .loading').waitFor({ state: 'detached' });
  const details = fixture.opened.preview.session.addon.webApp.run('getPortalDetails', firstPage.token) as PortalDetails;
  return { page, data: { ...firstPage, ...details }, errors };
}

const options = (page: Page, select: string) =>
  page.locator(`${select} option`).evaluateAll((os) => (os as HTMLOptionElement[]).map((o) => o.value).filter(Boolean));

const statusCells = () => {
  const values = fixture.opened.preview.session.workbook.getSheetByName('Schlachten')!.getDataRange().getValues();
  const header = values[0].map(String);
  return { values, column: (name: string) => header.indexOf(name) };
};

test('Konrad reports, his opponent confirms, and Konrad’s Stand and Karte change', async () => {
  // Konrad's phone: a battle of one of his armies with an adjacent one, Helga's if there is one.
  const konrad = await openLink(REPORTER);
  const owner = new Map(konrad.data.battleForm.armeen.map((a) => [a.name, a.spieler]));
  await konrad.page.locator('.tabs button[data-page="battle"]').tap();
  /** Every pair the form accepts with Konrad on `side`: [attacker, defender, the other player]. */
  const pairsAs = async (side: 'angreifer' | 'verteidiger') => {
    await konrad.page.locator('#meine-seite').selectOption(side);
    const found: [string, string, string][] = [];
    for (const attacker of await options(konrad.page, '#angreifer')) {
      await konrad.page.locator('#angreifer').selectOption(attacker);
      for (const defender of await options(konrad.page, '#verteidiger')) {
        await konrad.page.locator('#verteidiger').selectOption(defender);
        const refused = await konrad.page
          .locator('#verteidiger-error')
          .isVisible()
          .catch(() => false);
        const other = owner.get(side === 'angreifer' ? defender : attacker)!;
        if ((await konrad.page.locator('#angriffsfeld').textContent()) && !refused) found.push([attacker, defender, other]);
      }
    }
    return { side, found };
  };
  const sides = [await pairsAs('angreifer'), await pairsAs('verteidiger')];
  const chosen =
    sides.flatMap(({ side, found }) => found.filter((p) => p[2] === WANTED_OPPONENT).map((p) => ({ side, pair: p })))[0] ??
    sides.flatMap(({ side, found }) => found.map((p) => ({ side, pair: p })))[0];
  expect(chosen).toBeDefined();
  const [attacker, defender, opponent] = chosen.pair;
  await konrad.page.locator('#meine-seite').selectOption(chosen.side);
  await konrad.page.locator('#angreifer').selectOption(attacker);
  await konrad.page.locator('#verteidiger').selectOption(defender);
  await konrad.page.locator('#siegpunkteAngreifer').fill('40');
  await konrad.page.locator('#siegpunkteVerteidiger').fill('10');
  await konrad.page.locator('#verlusteAngreifer').fill('0');
  await konrad.page.locator('#verlusteVerteidiger').fill('0');
  if (await konrad.page.locator('#rueckzug-field').isVisible()) {
    const retreat = await options(konrad.page, '#rueckzug');
    if (retreat.length) await konrad.page.locator('#rueckzug').selectOption(retreat[0]);
  }
  await expect(konrad.page.locator('#outcome').textContent()).resolves.toContain(`Sieger: ${attacker}`);
  await konrad.page.locator('#submit').tap();
  await konrad.page.locator('#status.success').waitFor();
  await expect(konrad.page.locator('#status').textContent()).resolves.toContain(`Bestätigung durch ${opponent}`);
  const { values, column } = statusCells();
  const row = values.findIndex((r) => r[column('Gemeldet von')] === REPORTER && r[column('Status')] === 'gemeldet') + 1;
  expect(row).toBeGreaterThan(1);
  await konrad.page.close();

  // Before it counts, Konrad's Stand and map are what they were.
  const before = await openLink(REPORTER);
  expect(before.data.standings).toEqual(konrad.data.standings);
  expect(before.data.map).toEqual(konrad.data.map);
  await before.page.close();

  // The opponent's phone: the report waits; she confirms it. A second tab still shows it.
  const other = await openLink(opponent);
  const stale = await openLink(opponent);
  await expect(other.page.locator('#waiting-list').textContent()).resolves.toContain(attacker);
  await other.page.locator('#waiting-go').tap();
  const card = other.page.locator(`#page-confirm .answer[data-row="${row}"]`);
  await expect(card.locator('.consequences').textContent()).resolves.toContain(attacker);
  await other.page.screenshot({ path: path.join(ARTIFACTS, 'portal-ablauf-bestaetigen.png'), fullPage: true });
  await card.locator('button[data-action="bestätigen"]').tap();
  await other.page.waitForFunction(() => !document.querySelector('#page-confirm .answer'));
  expect(statusCells().values[row - 1][column('Status')]).toBe('bestätigt');
  expect(statusCells().values[row - 1][column('Bestätigt von')]).toBe(opponent);
  expect(other.errors).toEqual([]);
  await other.page.close();

  // The same confirmation from the stale tab: answered as done, nothing written again.
  const journal = JSON.stringify(statusCells().values);
  await stale.page.locator('#waiting-go').tap();
  await stale.page.locator(`#page-confirm .answer[data-row="${row}"] button[data-action="bestätigen"]`).tap();
  await stale.page.waitForFunction(() => !document.querySelector('#page-confirm .answer'));
  expect(JSON.stringify(statusCells().values)).toBe(journal);
  await stale.page.close();

  // Konrad again: the battle counts — his Stand and the map have changed.
  const after = await openLink(REPORTER);
  expect(after.data.standings).not.toEqual(konrad.data.standings);
  expect(after.data.map).not.toEqual(konrad.data.map);
  expect(after.data.waiting.mine).toEqual([]);
  await after.page.locator('.tabs button[data-page="map"]').tap();
  await after.page.screenshot({ path: path.join(ARTIFACTS, 'portal-ablauf-karte.png'), fullPage: true });
  expect(after.errors).toEqual([]);
  await after.page.close();
});
