// One tap on „Angriff ansagen“ declared at once (user test 32): a mis-tap on a phone told the
// defender of an attack nobody meant. The tap now asks in the page, under the tapped button —
// „Angriff von X auf Y ansagen?“ with „Ja, ansagen“ and „Abbrechen“ — the same from the
// Angriffe list and from the Karte's field box; nothing is sent before „Ja, ansagen“. The
// question takes the focus; „Abbrechen“ (or Escape) gives it back to the button. Phones at 390×844;
// screenshots: test-artifacts/portal-angriff-fragen-*.png.
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { AttackTarget } from '../../src/shared/portalContract';
import { ARTIFACTS } from '../support';
import { declarationsOnPhone } from './portalOnPhone';

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(ARTIFACTS, `portal-angriff-fragen-${name}.png`) });

const phones = declarationsOnPhone();
const { portalData, open, tab } = phones;

interface Offer {
  player: string;
  army: string;
  target: AttackTarget;
}

const declared = (player: string) => portalData(player).round.myDeclarations.map((d) => [d.attacker, d.defender]);
const focused = (page: Page) =>
  page.evaluate(() => {
    const e = document.activeElement as HTMLElement | null;
    return { cls: e?.className ?? '', id: e?.id ?? '', defender: e?.dataset.defender ?? '', text: e?.textContent ?? '' };
  });

test('„Angriff ansagen“ asks first, from the list and from the map; Abbrechen sends nothing', async () => {
  const round = portalData([...phones.links.keys()][0]).round.round + 1;
  expect(phones.preview.session.addon.runFromClient('startNewRound', round, 500)).toMatchObject({ ok: true });
  const offers: Offer[] = [...phones.links.keys()].flatMap((player) =>
    portalData(player).round.armies.flatMap((a) => a.targets.map((target) => ({ player, army: a.army, target }))),
  );
  const fromList = offers[0];
  // From the map: another attacking army, its target on a field of the map.
  const fromMap = offers.find((o) => o.army !== fromList.army && o.target.field !== '')!;
  expect(fromMap).toBeDefined();

  // Angriffe: the tap asks, under the button; nothing is sent yet.
  const a = await open(fromList.player);
  await tab(a.page, 'attacks');
  const card = a.page.locator(`.attack-army[data-army="${fromList.army}"]`);
  const button = card.locator(`.attack-target[data-defender="${fromList.target.army}"]`);
  await button.tap();
  const ask = card.locator('.declare-ask');
  await ask.waitFor();
  await expect(ask.locator('.lead').textContent()).resolves.toBe(
    `Angriff von ${fromList.army} auf ${fromList.target.army} ansagen?`,
  );
  await expect(ask.textContent()).resolves.toContain(`${fromList.target.player} sieht ihn sofort.`);
  await expect(ask.getByRole('button').allTextContents()).resolves.toEqual(['Ja, ansagen', 'Abbrechen']);
  // The question takes the focus, and a screen reader names the group by it.
  await expect(focused(a.page)).resolves.toMatchObject({ cls: expect.stringContaining('declare-ask') });
  await expect(ask.getAttribute('role')).resolves.toBe('group');
  await expect(ask.getAttribute('aria-labelledby')).resolves.toBeTruthy();
  expect(declared(fromList.player)).toEqual([]);
  await ask.scrollIntoViewIfNeeded();
  await shot(a.page, 'liste');

  // Abbrechen: the question goes, the focus is back on the button, nothing was declared.
  await ask.getByRole('button', { name: 'Abbrechen' }).tap();
  await ask.waitFor({ state: 'detached' });
  await expect(focused(a.page)).resolves.toMatchObject({ defender: fromList.target.army });
  expect(declared(fromList.player)).toEqual([]);

  // By keyboard: Enter asks, Escape takes the question back like „Abbrechen“.
  await a.page.keyboard.press('Enter');
  await ask.waitFor();
  await a.page.keyboard.press('Escape');
  await ask.waitFor({ state: 'detached' });
  await expect(focused(a.page)).resolves.toMatchObject({ defender: fromList.target.army });
  await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
  // Enter asks again, Tab reaches „Ja, ansagen“, Enter declares — once.
  await a.page.keyboard.press('Enter');
  await ask.waitFor();
  await a.page.keyboard.press('Tab');
  await expect(focused(a.page)).resolves.toMatchObject({ text: 'Ja, ansagen' });
  await a.page.keyboard.press('Enter');
  await a.page
    .locator('#attacks-done:not([hidden])', { hasText: `Angesagt: ${fromList.army} greift ${fromList.target.army} an.` })
    .waitFor();
  await expect(focused(a.page)).resolves.toMatchObject({ id: 'attacks-done' });
  expect(declared(fromList.player)).toEqual([[fromList.army, fromList.target.army]]);

  // Karte: the same question under the field's button, naming the attacker as the button does.
  const m = fromMap.player === fromList.player ? a : await open(fromMap.player);
  if (m !== a) await m.page.locator('#armies li').first().waitFor();
  await tab(m.page, 'map');
  await m.page.locator(`#page-map g.field[data-field="${fromMap.target.field}"]`).dispatchEvent('click');
  const mapButton = m.page.locator('.map-attacks button', { hasText: `${fromMap.army} gegen ${fromMap.target.army}` });
  await mapButton.tap();
  const mapAsk = m.page.locator('.map-attacks .declare-ask');
  await mapAsk.waitFor();
  await expect(mapAsk.locator('.lead').textContent()).resolves.toBe(
    `Angriff von ${fromMap.army} auf ${fromMap.target.army} ansagen?`,
  );
  await expect(focused(m.page)).resolves.toMatchObject({ cls: expect.stringContaining('declare-ask') });
  const before = declared(fromMap.player);
  await mapAsk.scrollIntoViewIfNeeded();
  await shot(m.page, 'karte');
  await mapAsk.getByRole('button', { name: 'Ja, ansagen' }).tap();
  await m.page
    .locator('#map-done:not([hidden])', { hasText: `Angesagt: ${fromMap.army} greift ${fromMap.target.army} an.` })
    .waitFor();
  await expect(focused(m.page)).resolves.toMatchObject({ id: 'map-done' });
  expect(declared(fromMap.player)).toEqual([...before, [fromMap.army, fromMap.target.army]]);
  await shot(m.page, 'karte-angesagt');
  expect(a.errors).toEqual([]);
  expect(m.errors).toEqual([]);
}, 180_000);

// User test 35: „Zurückziehen“ withdrew at once, though the defender hears of it at once too
// (Neuigkeiten, e-mail) and declaring again tells him a second time. It asks the same way now.
test('„Zurückziehen“ asks first as well; Abbrechen keeps the declaration', async () => {
  const standing = (player: string) =>
    portalData(player)
      .round.myDeclarations.filter((d) => !d.withdrawn)
      .map((d) => [d.attacker, d.defender]);
  const player = [...phones.links.keys()].find((p) => standing(p).length > 0)!;
  const [attacker, defender] = standing(player)[0];
  const defenderPlayer = portalData(player).round.myDeclarations.find((d) => d.attacker === attacker)!.defenderPlayer;

  const a = await open(player);
  await tab(a.page, 'attacks');
  const card = a.page.locator(`.attack-army[data-army="${attacker}"]`);
  await card.getByRole('button', { name: 'Zurückziehen' }).tap();
  const ask = card.locator('.declare-ask');
  await ask.waitFor();
  await expect(ask.locator('.lead').textContent()).resolves.toBe(`Angriff von ${attacker} auf ${defender} zurückziehen?`);
  await expect(ask.textContent()).resolves.toContain(`${defenderPlayer} erfährt es sofort.`);
  await expect(ask.getByRole('button').allTextContents()).resolves.toEqual(['Ja, zurückziehen', 'Abbrechen']);
  // „Ja, zurückziehen“ on one line at 390 px (user test 35: it broke in two).
  const oneLine = await ask.getByRole('button', { name: 'Ja, zurückziehen' }).evaluate((b) => {
    const range = document.createRange();
    range.selectNodeContents(b);
    return range.getClientRects().length;
  });
  expect(oneLine).toBe(1);
  expect(standing(player)).toContainEqual([attacker, defender]);
  await ask.scrollIntoViewIfNeeded();
  await shot(a.page, 'zurueckziehen');

  await ask.getByRole('button', { name: 'Abbrechen' }).tap();
  await ask.waitFor({ state: 'detached' });
  expect(standing(player)).toContainEqual([attacker, defender]);

  await card.getByRole('button', { name: 'Zurückziehen' }).tap();
  await ask.getByRole('button', { name: 'Ja, zurückziehen' }).tap();
  await a.page
    .locator('#attacks-done:not([hidden])', { hasText: `Zurückgezogen: ${attacker} greift ${defender} nicht an.` })
    .waitFor();
  expect(standing(player)).not.toContainEqual([attacker, defender]);
  expect(a.errors).toEqual([]);
}, 120_000);
