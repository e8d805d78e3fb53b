// The Karte marks the round's declared attacks (A7), on phones at 390×844: in the Befehle phase
// the defender's map marks his attacked field (frame, badge, arrow from the attacker's field, a
// legend entry) and its accessible name says by whom; a third player's map marks nothing until
// the Schlachten phase, then the same field. The README's picture of it is
// test/screenshots/portal-karte-angriffe.png, taken here.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from '../support';
import { readmeScreenshot } from './phoneKit';
import { declarationsOnPhone } from './portalOnPhone';

const phones = declarationsOnPhone();
const { tokenOf, portalData, open, tab } = phones;

const fieldOf = (page: Page, field: string) => page.locator(`#page-map g.field[data-field="${field}"]`);

test('the Karte marks the attacked field for whom may see it, with its attacker in the field’s name', async () => {
  const round = portalData([...phones.links.keys()][0]).round.round + 1;
  expect(phones.preview.session.addon.runFromClient('startNewRound', round, 500)).toMatchObject({ ok: true });

  // An attacker with an enemy on a neighbouring field; its defender; a player who is neither.
  const [attackerPlayer, army] = [...phones.links.keys()]
    .map((p) => [p, portalData(p).round.armies.find((a) => a.targets.length > 0 && a.field)] as const)
    .find(([, a]) => a !== undefined)!;
  const target = army!.targets[0];
  const bystander = [...phones.links.keys()].find((p) => p !== attackerPlayer && p !== target.player)!;
  const answer = phones.preview.session.addon.webApp.run('declareAttack', tokenOf(attackerPlayer), {
    angreifer: army!.army,
    verteidiger: target.army,
    einreichungsId: 'karte-angriff-1',
  }) as { ok: boolean; message?: string };
  expect(answer.message ?? '').toBe('');
  const said = `wird von ${army!.army} (${attackerPlayer}) angegriffen`;

  // Befehle: the defender sees it on the Karte.
  const b = await open(target.player);
  await tab(b.page, 'map');
  const attacked = fieldOf(b.page, target.field);
  await attacked.locator('.attack-mark').waitFor();
  await expect(attacked.getAttribute('class')).resolves.toContain('attacked');
  await expect(attacked.getAttribute('aria-label')).resolves.toContain(` – ${said}.`);
  // The arrow from the attacker's field, and only the attacked field is marked.
  await expect(
    b.page.locator(`#page-map line.attack-arrow[data-from="${army!.field}"][data-to="${target.field}"]`).count(),
  ).resolves.toBe(1);
  await expect(b.page.locator('#page-map g.field.attacked').count()).resolves.toBe(1);
  await expect(b.page.locator('#map-legend .attack-legend').textContent()).resolves.toContain(`In Runde ${round} angegriffen`);
  // The field's box, tapped, says it in words too.
  await attacked.dispatchEvent('click');
  await expect(b.page.locator('#map-history .attack-note').textContent()).resolves.toBe(
    `Wird von ${army!.army} (${attackerPlayer}) angegriffen.`,
  );
  await attacked.scrollIntoViewIfNeeded();
  await b.page.screenshot({ path: path.join(ARTIFACTS, 'portal-karte-angriff-befehle.png') });

  // A7: private until the Schlachten phase.
  const c = await open(bystander);
  await tab(c.page, 'map');
  await fieldOf(c.page, target.field).waitFor();
  await expect(c.page.locator('#page-map g.field.attacked').count()).resolves.toBe(0);
  await expect(c.page.locator('#map-legend .attack-legend').count()).resolves.toBe(0);

  expect(phones.preview.session.addon.runFromClient('startBattlePhase')).toMatchObject({ ok: true });
  await c.page.locator('#refresh').tap();
  await c.page.locator('#round', { hasText: 'Schlachtphase' }).waitFor();
  await tab(c.page, 'map');
  await fieldOf(c.page, target.field).locator('.attack-mark').waitFor();
  await expect(fieldOf(c.page, target.field).getAttribute('aria-label')).resolves.toContain(` – ${said}.`);
  await expect(c.page.locator('#page-map g.field.attacked').count()).resolves.toBe(1);
  // The README's picture: the attacked field in view near the top of the canvas.
  await c.page.evaluate((f) => {
    const canvas = document.getElementById('map-canvas')!;
    const tile = document.querySelector(`#page-map g.field[data-field="${CSS.escape(f)}"]`)!.getBoundingClientRect();
    const box = canvas.getBoundingClientRect();
    canvas.scrollBy({ left: tile.left - box.left - 40, top: tile.top - box.top - 40 });
  }, target.field);
  // Tapped: its box under the map says it in words; the whole page shows the legend too.
  await fieldOf(c.page, target.field).dispatchEvent('click');
  await c.page.locator('#map-history .attack-note').waitFor();
  const bystanderPage = c.page;
  await readmeScreenshot(bystanderPage, 'portal-karte-angriffe');
  expect(b.errors).toEqual([]);
  expect(c.errors).toEqual([]);
}, 180_000);
