// Attacks as the attacked player reads them (user test of session 30), on phones at 390×844:
// the attacked army's card names its attacker and says that attacking it back is a second,
// separate battle (A3); the attacker's card says the status once; after one of two attacks was
// played, the defender's Übersicht alarms only about the one still to be fought, and Angriffe
// lists each declaration once, with the same status its attacker reads (A7). Karte tells a
// player who has a field's older events (not the Kampagnenbuch); Stand explains „†“.
// Screenshots: test-artifacts/portal-angriffe-*.png.
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { AttackTarget, PortalDetails } from '../../src/shared/portalContract';
import { ARTIFACTS } from '../support';
import { declarationsOnPhone } from './portalOnPhone';

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(ARTIFACTS, `portal-angriffe-${name}.png`) });

const phones = declarationsOnPhone();
const { tokenOf, portalData, open, tab } = phones;

interface Offer {
  player: string;
  army: string;
  /** The attacker's field ("" without a map). */
  from: string;
  target: AttackTarget;
}

function declare(o: Offer, id: string): void {
  const answer = phones.preview.session.addon.webApp.run('declareAttack', tokenOf(o.player), {
    angreifer: o.army,
    verteidiger: o.target.army,
    einreichungsId: id,
  }) as { ok: boolean; message?: string };
  expect(answer.message ?? '').toBe('');
}

/**
 * The organiser enters the battle of `o` (Status leer: it counts, C2): a copy of the sheet's last
 * row with these armies and a result that counts here — the defender holds, the attacker falls
 * back onto its own field (M6, M10), nobody mobilised. A copy's own result broke a rule at its new
 * place, which the pages now say („gespielt, zählt aber nicht“).
 */
function enterBattle(o: Offer, round: number): void {
  const sheet = phones.preview.session.workbook.getSheetByName('Schlachten')!;
  const headers = sheet.getRange(1, 1, 1, sheet.getLastColumn()).getValues()[0].map(String);
  const width = headers.indexOf('Prüfung');
  const row = sheet.getRange(sheet.getLastRow(), 1, 1, width).getValues()[0];
  const set = (header: string, value: string | number) => (row[headers.indexOf(header)] = value);
  set('Runde', round);
  set('Angreifer', o.army);
  set('Verteidiger', o.target.army);
  for (const h of ['Status', 'Gemeldet von', 'Einspruch', 'Aufgegeben']) if (headers.includes(h)) set(h, '');
  const result: [string, string | number][] = [
    ['Mobilisierung', ''],
    ['Skaliert auf', ''],
    ['Siegpunkte Angreifer', 5],
    ['Siegpunkte Verteidiger', 10],
    ['Verluste Angreifer', 0],
    ['Verluste Verteidiger', 0],
    ['Rückzug nach', o.from],
  ];
  for (const [h, value] of result) if (headers.includes(h)) set(h, value);
  sheet.getRange(sheet.getLastRow() + 1, 1, 1, width).setValues([row]);
}

test('the attacked player reads each attack once, with its status; the alarm only for attacks still to be fought', async () => {
  const round = (portalData([...phones.links.keys()][0]).round.round as number) + 1;
  expect(phones.preview.session.addon.runFromClient('startNewRound', round, 500)).toMatchObject({ ok: true });

  // A defender two armies can attack: the first attack will be played, the second not.
  const offers: Offer[] = [...phones.links.keys()].flatMap((player) =>
    portalData(player).round.armies.flatMap((a) => a.targets.map((target) => ({ player, army: a.army, from: a.field, target }))),
  );
  const [first, second] = offers
    .map((o) => [o, offers.find((x) => x.target.player === o.target.player && x.army !== o.army)] as const)
    .find(([, x]) => x !== undefined)! as [Offer, Offer];
  const defender = first.target.player;
  declare(first, 'angriff-1');
  declare(second, 'angriff-2');

  // Befehle: the attacked army's card names its attacker; attacking it back says it is a second battle.
  const b = await open(defender);
  await tab(b.page, 'attacks');
  const attackedCard = b.page.locator(`.attack-army[data-army="${first.target.army}"]`);
  await expect(attackedCard.locator('.attacked-by').allTextContents()).resolves.toContain(
    `Wird angegriffen von ${first.army} (${first.player})`,
  );
  const counter = attackedCard.locator(`.attack-target[data-defender="${first.army}"]`);
  await expect(counter.textContent()).resolves.toContain('Eine zweite, eigene Schlacht');
  // Only its attackers carry the hint.
  const attackers = [first, second].filter((o) => o.target.army === first.target.army).map((o) => o.army);
  await expect(
    attackedCard
      .locator('.attack-target', { hasText: 'zweite, eigene Schlacht' })
      .evaluateAll((bs) => bs.map((x) => x.getAttribute('data-defender'))),
  ).resolves.toEqual(attackers);
  await attackedCard.scrollIntoViewIfNeeded();
  await shot(b.page, '1-angegriffen-befehle');

  // The attacker's card says the status once, without their own name.
  const a = await open(first.player);
  await tab(a.page, 'attacks');
  const where = first.target.field ? ` auf ${first.target.field}` : '';
  const ownCard = a.page.locator(`.attack-army[data-army="${first.army}"]`);
  await expect(ownCard.textContent()).resolves.toContain(
    `${first.army} greift ${first.target.army} (${defender})${where} an – angesagt.`,
  );
  await expect(ownCard.textContent()).resolves.not.toContain('(angesagt)');
  await ownCard.scrollIntoViewIfNeeded();
  await shot(a.page, '2-angesagt');

  // Schlachtphase: the first attack is played (the organiser entered it), the second not yet.
  expect(phones.preview.session.addon.runFromClient('startBattlePhase')).toMatchObject({ ok: true });
  enterBattle(first, round);
  await b.page.locator('#refresh').tap();
  await b.page.locator('#round', { hasText: 'Schlachtphase' }).waitFor();
  await tab(b.page, 'overview');
  const alarm = (await b.page.locator('#attacked-list li').allTextContents()).join('\n');
  expect(alarm).toContain(`${second.army} (${second.player})`);
  expect(alarm).not.toContain(`${first.army} (${first.player})`);
  await shot(b.page, '3-uebersicht');

  // Angriffe: each declaration against the defender once, with the status its attacker reads.
  await tab(b.page, 'attacks');
  const lines = await b.page.locator('#attacks-body ul.lines li').allTextContents();
  const firstLine = `${first.army} (${first.player}) greift ${first.target.army}${where} an – gespielt.`;
  expect(lines.filter((l) => l.startsWith(`${first.army} (${first.player}) greift ${first.target.army}`))).toEqual([firstLine]);
  expect(lines.filter((l) => l.startsWith(`${second.army} (${second.player}) greift ${second.target.army}`))).toHaveLength(1);
  expect(lines.find((l) => l.startsWith(`${second.army} (`))).toMatch(/ an – angesagt\.$/);
  await b.page.locator('#attacks-body h2', { hasText: 'Du wirst angegriffen' }).scrollIntoViewIfNeeded();
  await shot(b.page, '4-angegriffen-schlachten');
  await a.page.locator('#refresh').tap();
  await tab(a.page, 'overview');
  await expect(a.page.locator('#my-attacks-list').textContent()).resolves.toContain(
    `${first.army} greift ${first.target.army} (${defender})${where} an – gespielt.`,
  );

  // Karte: a field's older events are the organiser's to tell, not a spreadsheet's.
  const details = phones.preview.session.addon.webApp.run('getPortalDetails', tokenOf(defender)) as PortalDetails;
  const busy = details.map!.fields.find((f) => f.earlierEvents > 0)!;
  await tab(b.page, 'map');
  await b.page.locator(`#page-map g.field[data-field="${busy.name}"]`).dispatchEvent('click');
  const note = b.page.locator('#map-history .map-hint', { hasText: 'nicht aufgeführt' });
  await expect(note.textContent()).resolves.toMatch(/nicht aufgeführt; die Spielleitung hat (sie|es)\.$/);
  await note.scrollIntoViewIfNeeded();
  await shot(b.page, '5-karte-feld');

  // Stand: „†“ is explained once, under the armies.
  await tab(b.page, 'standings');
  await expect(b.page.locator('#standing-armies').textContent()).resolves.toContain('†');
  await expect(b.page.locator('#standings-legend').textContent()).resolves.toBe('† vernichtet');
  await b.page.locator('#standings-legend').scrollIntoViewIfNeeded();
  await shot(b.page, '6-stand');
  expect(a.errors).toEqual([]);
  expect(b.errors).toEqual([]);
}, 180_000);
