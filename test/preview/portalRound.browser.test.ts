// A full round with attack declarations (issue 23 §10), players on phones at 390×844 through the
// preview's web app path, the organiser through the add-on's functions: Neue Runde → two players
// move and declare (one from the map, one from the list) → Schlachtphase → the declared battle
// reported from „Melden“ (offered, filled in) → confirmed by the defender → Neue Runde; the
// round report says the declaration was played. On the way: a declaration withdrawn and made
// again (the defender's Neuigkeiten, A4), and the Bericht while the report waits (A7). Screenshots: test-artifacts/portal-runde-*.png.
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { PortalData } from '../../src/shared/portalContract';
import { ARTIFACTS } from '../support';
import { declarationsOnPhone } from './portalOnPhone';

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(ARTIFACTS, `portal-runde-${name}.png`) });

const phones = declarationsOnPhone();
const { portalData, open, tab } = phones;

/** Books a Bewegung of one army that is not `keep`, from the page Buchen (C6, R5). */
async function move(page: Page, d: PortalData, keep: string): Promise<string | null> {
  const army = d.booking.armies.find((a) => a.name !== keep && a.targets.length > 0 && !a.moveRefused);
  if (!army) return null;
  await tab(page, 'book');
  await page.locator('#page-book [aria-label="Armee"] button', { hasText: army.name }).tap();
  await page.locator('#page-book .book-kinds button', { hasText: 'Bewegung' }).tap();
  await page.locator('#page-book [aria-label="Zielfeld"] button').first().tap();
  await page.locator('#book-send').tap();
  await page.locator('#page-book .book-note.ok').waitFor();
  return army.name;
}

test('a full round with declarations, on two phones', async () => {
  // Neue Runde: the organiser begins it; the portal shows the Befehle phase.
  const before = portalData([...phones.links.keys()][0]).round.round;
  expect(phones.preview.session.addon.runFromClient('startNewRound', before + 1, 500)).toMatchObject({ ok: true });
  const round = before + 1;

  // Two players: an attacker with an enemy next to one of its armies, and that enemy's player.
  const [attackerPlayer, plan] = [...phones.links.keys()]
    .map((p) => [p, portalData(p)] as const)
    .map(([p, d]) => [p, d.round.armies.find((a) => a.targets.length > 0)] as const)
    .find(([, a]) => a !== undefined)!;
  const target = plan!.targets[0];
  const defenderPlayer = target.player;
  expect(portalData(attackerPlayer).round).toMatchObject({ round, phase: 'Befehle', declarationsOn: true });

  // The attacker moves another army, then declares from the map: tap the enemy's field.
  const a = await open(attackerPlayer);
  await expect(a.page.locator('#round').textContent()).resolves.toBe(`Runde ${round} · Befehlsphase`);
  await expect(a.page.locator('#round-summary').textContent()).resolves.toContain('Befehlsphase');
  await shot(a.page, '1-befehle');
  await move(a.page, portalData(attackerPlayer), plan!.army);
  await tab(a.page, 'map');
  // Wider than the phone: the page says how to reach the rest (user test 30: the cut-off column looked like the edge).
  await expect(a.page.locator('#page-map .hint').textContent()).resolves.toContain('seitlich wischen');
  await a.page.locator(`#page-map g.field[data-field="${target.field}"]`).dispatchEvent('click');
  const declare = a.page.locator('.map-attacks button', { hasText: `${plan!.army} gegen ${target.army}` });
  await declare.waitFor();
  await shot(a.page, '2-karte-ansagen');
  await declare.tap();
  // It asks first (user test 32; portalDeclareConfirm.browser.test.ts).
  await a.page.locator('.map-attacks .declare-ask').getByRole('button', { name: 'Ja, ansagen' }).tap();
  // The field shows the declaration as it stands, as Angriffe does (not the note's sentence again: review 30).
  await a.page
    .locator('.map-attacks .map-declared', {
      hasText: `${plan!.army} greift ${target.army} (${defenderPlayer}) auf ${target.field} an – angesagt.`,
    })
    .waitFor();
  // Said on the Karte, where the tap was, and the note takes the focus (the tapped button is gone; user test 30).
  await a.page.locator('#map-done:not([hidden])', { hasText: `Angesagt: ${plan!.army} greift ${target.army} an.` }).waitFor();
  await expect(a.page.evaluate(() => document.activeElement?.id)).resolves.toBe('map-done');
  await shot(a.page, '2b-karte-angesagt');
  // Another field chosen: the note was about the one before.
  const elsewhere = await a.page
    .locator('#page-map g.field')
    .evaluateAll((gs, f) => gs.map((g) => g.getAttribute('data-field')).find((name) => name !== f), target.field);
  await a.page.locator(`#page-map g.field[data-field="${elsewhere}"]`).dispatchEvent('click');
  await a.page.locator('#map-done').waitFor({ state: 'hidden' });
  expect(portalData(attackerPlayer).round.myDeclarations.map((d) => [d.attacker, d.defender])).toEqual([
    [plan!.army, target.army],
  ]);

  // The defender sees „Du wirst angegriffen“ first on Übersicht, moves, and declares from the list if they can.
  const b = await open(defenderPlayer);
  await expect(b.page.locator('#attacked').isVisible()).resolves.toBe(true);
  await expect(b.page.locator('#attacked-list').textContent()).resolves.toContain(plan!.army);
  await shot(b.page, '3-angegriffen');

  // A4: the attacker withdraws and declares again from the list; the defender's Neuigkeiten say
  // so in order — told, withdrawn, told again — each once (N5).
  await tab(a.page, 'attacks');
  const armyCard = a.page.locator(`.attack-army[data-army="${plan!.army}"]`);
  await armyCard.getByRole('button', { name: 'Zurückziehen' }).tap();
  await armyCard.locator('.declare-ask').getByRole('button', { name: 'Ja, zurückziehen' }).tap();
  await a.page.locator('#attacks-done:not([hidden])').waitFor();
  await armyCard.locator(`.attack-target[data-defender="${target.army}"]`).tap();
  await armyCard.locator('.declare-ask').getByRole('button', { name: 'Ja, ansagen' }).tap();
  await a.page.locator(`.attack-army[data-army="${plan!.army}"] button`, { hasText: 'Zurückziehen' }).waitFor();
  await b.page.locator('#refresh').tap();
  await tab(b.page, 'overview');
  const withdrawnNews = b.page.locator('#news-list li', { hasText: 'Angriff zurückgezogen' });
  await withdrawnNews.waitFor();
  const news = await b.page.locator('#news-list li').allTextContents();
  const aboutIt = news.filter((t) => t.includes(`${plan!.army} (${attackerPlayer})`));
  expect(aboutIt.map((t) => (t.includes('zurückgezogen') ? 'zurückgezogen' : 'angegriffen'))).toEqual([
    'angegriffen',
    'zurückgezogen',
    'angegriffen',
  ]);
  await withdrawnNews.scrollIntoViewIfNeeded();
  await shot(b.page, '3b-neuigkeiten-zurueckgezogen');
  const bData = portalData(defenderPlayer);
  await move(b.page, bData, target.army);
  const counter = portalData(defenderPlayer).round.armies.find((x) => x.army !== target.army && x.targets.length > 0);
  if (counter) {
    await tab(b.page, 'attacks');
    await b.page.locator(`.attack-army[data-army="${counter.army}"] .attack-target`).first().tap();
    await b.page.locator('.declare-ask').getByRole('button', { name: 'Ja, ansagen' }).tap();
    await b.page.locator('#attacks-done:not([hidden])').waitFor();
    // The list was drawn again without the tapped button: the focus is on what came of it.
    await expect(b.page.evaluate(() => document.activeElement?.id)).resolves.toBe('attacks-done');
    await shot(b.page, '4-angriffe-liste');
  }

  // Schlachtphase: the organiser begins it; reporting opens, booking closes.
  expect(phones.preview.session.addon.runFromClient('startBattlePhase')).toMatchObject({ ok: true });
  await a.page.locator('#refresh').tap();
  await a.page.locator('#round', { hasText: `Runde ${round} · Schlachtphase` }).waitFor();

  // A5: the defender's Melden offers the declaration against them too.
  const offeredTo = (page: Page) =>
    page.locator('#report-choices .report-pick', { hasText: `${plan!.army} greift ${target.army} an` });
  await b.page.locator('#refresh').tap();
  await tab(b.page, 'battle');
  await offeredTo(b.page).waitFor();
  // The list has the name it has in the sidebar and the round report (it once said „Angesagte Schlachten“ here).
  await expect(b.page.locator('#report-choices h2').textContent()).resolves.toBe('Angesagte Angriffe');
  await b.page.locator('#report-choices h2').scrollIntoViewIfNeeded();
  await shot(b.page, '4b-melden-angesagt');

  // The attacker reports the declared battle: Melden offers it, a tap fills the form in.
  await tab(a.page, 'battle');
  const offered = offeredTo(a.page);
  await offered.tap();
  await expect(a.page.locator('#angreifer').inputValue()).resolves.toBe(plan!.army);
  await expect(a.page.locator('#verteidiger').inputValue()).resolves.toBe(target.army);
  await expect(a.page.locator('#runde').inputValue()).resolves.toBe(String(round));
  await a.page.locator('#siegpunkteAngreifer').fill('12');
  await a.page.locator('#siegpunkteVerteidiger').fill('7');
  await a.page.locator('#verlusteAngreifer').fill('0');
  await a.page.locator('#verlusteVerteidiger').fill('0');
  const retreat = a.page.locator('#rueckzug');
  if (await retreat.isVisible()) {
    const options = await retreat
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    if (options.length) await retreat.selectOption(options[0]);
  }
  await shot(a.page, '5-melden');
  await a.page.locator('#submit').tap();
  // Saved: the battle is no longer offered; the message stays where the choices were.
  await a.page.locator('#report-done', { hasText: 'Gemeldet' }).waitFor();
  await offered.waitFor({ state: 'detached' });
  // It names the battle (two may have been declared) and takes the focus: the form the tap was in is gone.
  await expect(a.page.locator('#report-done').textContent()).resolves.toContain(
    `Gemeldet: ${plan!.army} gegen ${target.army} (Runde ${round}).`,
  );
  await expect(a.page.evaluate(() => document.activeElement?.id)).resolves.toBe('report-done');
  await shot(a.page, '5b-gemeldet');

  // A7: reported, not yet confirmed — the Bericht says it counts not yet, and nothing says otherwise.
  await b.page.locator('#refresh').tap();
  await tab(b.page, 'report');
  const openLine = `${plan!.army} (${attackerPlayer}) greift ${target.army} (${defenderPlayer}) auf ${target.field} an – gemeldet, zählt noch nicht.`;
  await b.page.locator('#report', { hasText: openLine }).waitFor();
  const openReport = (await b.page.locator('#report').textContent())!;
  expect(openReport).toContain('Noch zählt keine Schlacht dieser Runde.');
  expect(openReport).not.toContain('keine Schlacht geschlagen');
  await shot(b.page, '5c-bericht-offen');
  await b.page.locator('#report li', { hasText: 'gemeldet, zählt noch nicht' }).scrollIntoViewIfNeeded();
  await shot(b.page, '5c2-bericht-ansagen');
  await tab(a.page, 'attacks');
  await expect(a.page.locator(`.attack-army[data-army="${plan!.army}"]`).textContent()).resolves.toContain(
    '– gemeldet, zählt noch nicht.',
  );
  await expect(a.page.locator('#attacks-body h2').allTextContents()).resolves.toContain(`Angesagte Angriffe · Runde ${round}`);
  await shot(a.page, '5d-angriffe-offen');

  // The defender confirms, having seen what was reported (C9).
  await b.page.locator('#refresh').tap();
  await tab(b.page, 'confirm');
  const card = b.page.locator('#confirm-list section.answer').first();
  await expect(card.locator('table.reported').textContent()).resolves.toContain('12');
  await shot(b.page, '6-bestaetigen');
  await card.getByRole('button', { name: 'Bestätigen' }).tap();
  await b.page.locator('#confirm-done:not([hidden])').waitFor();
  // A5: reported (bestätigt, not verworfen), the declaration is offered to neither side again.
  await b.page.locator('#refresh').tap();
  await tab(b.page, 'battle');
  await offeredTo(b.page).waitFor({ state: 'detached' });

  // The round report lists the declaration as played.
  await tab(b.page, 'report');
  await expect(b.page.locator('#report').textContent()).resolves.toContain(
    `${plan!.army} (${attackerPlayer}) greift ${target.army} (${defenderPlayer}) auf ${target.field} an – gespielt.`,
  );
  await shot(b.page, '7-bericht');

  // Neue Runde: Befehle again.
  expect(phones.preview.session.addon.runFromClient('startNewRound', round + 1, 500)).toMatchObject({ ok: true });
  await a.page.locator('#refresh').tap();
  await a.page.locator('#round', { hasText: `Runde ${round + 1} · Befehlsphase` }).waitFor();
  await shot(a.page, '8-neue-runde');
  expect(a.errors).toEqual([]);
  expect(b.errors).toEqual([]);
}, 240_000);
