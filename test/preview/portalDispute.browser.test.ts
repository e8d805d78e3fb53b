// A dispute with a proposal (C11), players on phones at 390×844 through the preview's web app
// path: Helga disputes a report with a reason and proposes the result; the reporter's
// Neuigkeiten quote only the reason and say the proposal apart, and „Meine Schlachten“ says a
// proposal waits — never the proposal's line glued into the quote; the Übersicht says in short
// what the proposal changes and that the Spielleitung decides (user test 31), once (user test 32);
// Helga finds it under „Von dir bestritten“, not among her own reports (user test 32). Screenshots:
// test-artifacts/portal-bestritten-*.png.
import path from 'node:path';
import type { PortalData } from '../../src/shared/portalContract';
import { ARTIFACTS } from '../support';
import { openOnPhone, playerLinks, reportLastBattles } from './phoneKit';
import { portalOnPhone } from './portalOnPhone';

const PLAYER = 'Helga';
const REASON = 'Falsches Ergebnis';

let links: Map<string, string>;
let report: { row: number; opponent: string };

const fixture = portalOnPhone((opened) => {
  [report] = reportLastBattles(opened.preview.session.workbook, PLAYER, 1);
  links = playerLinks(opened.preview);
});

const tokenOf = (player: string) => links.get(player)!.split('?t=')[1];

test('the reporter reads the reason quoted alone and the proposal apart', async () => {
  const { addon, workbook } = fixture.opened.preview.session;
  const sheet = workbook.getSheetByName('Schlachten')!;
  const headers = sheet.getRange(1, 1, 1, sheet.getLastColumn()).getValues()[0].map(String);
  const cell = (header: string) => sheet.getRange(report.row, headers.indexOf(header) + 1).getValue();
  const [attackerVP, defenderVP] = [Number(cell('Siegpunkte Angreifer')), Number(cell('Siegpunkte Verteidiger'))];
  // The same winner, by one Siegpunkt less for the loser (or one more for the winner).
  const proposed =
    attackerVP > defenderVP
      ? defenderVP > 0
        ? [attackerVP, defenderVP - 1]
        : [attackerVP + 1, defenderVP]
      : attackerVP > 0
        ? [attackerVP - 1, defenderVP]
        : [attackerVP, defenderVP + 1];
  const answer = addon.webApp.run('answerReport', tokenOf(PLAYER), {
    zeile: report.row,
    runde: Number(cell('Runde')),
    angreifer: String(cell('Angreifer')),
    verteidiger: String(cell('Verteidiger')),
    aktion: 'bestreiten',
    einspruch: REASON,
    vorschlag: {
      siegpunkteAngreifer: proposed[0],
      siegpunkteVerteidiger: proposed[1],
      verlusteAngreifer: Number(cell('Verluste Angreifer')),
      verlusteVerteidiger: Number(cell('Verluste Verteidiger')),
      aufgegeben: String(cell('Aufgegeben') ?? ''),
      rueckzug: String(cell('Rückzug nach') ?? ''),
    },
    // What Helga's card shows of the report (its stand), as her page sends it.
    stand: (addon.webApp.run('getPortalData', tokenOf(PLAYER)) as PortalData).waiting.toAnswer[0].stand,
    einreichungsId: 'dispute-1',
  }) as { ok: boolean; message?: string };
  expect(answer.message ?? '').toBe('');
  expect(answer).toMatchObject({ ok: true });
  expect(String(cell('Einspruch'))).toContain(`${REASON}\nVorschlag: `);

  const { page, errors } = await openOnPhone(fixture.phone, links.get(report.opponent)!);
  const news = page.locator('#news-list li', { hasText: 'wurde bestritten' }).first();
  await news.waitFor();
  const text = (await news.textContent())!;
  expect(text).toContain(
    `wurde bestritten: „${REASON}“. Gegenvorschlag (Angreifer:Verteidiger): Siegpunkte ${proposed[0]}:${proposed[1]}, `,
  );
  expect(text).toContain('Die Spielleitung entscheidet.');
  expect(text).not.toContain('Vorschlag: Siegpunkte Angreifer');
  await news.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-bestritten-neuigkeiten.png') });

  const battle = page.locator('#my-battles li', { hasText: 'Bestritten' }).first();
  await expect(battle.textContent()).resolves.toContain(
    `Bestritten („${REASON}“, mit Gegenvorschlag) – die Spielleitung entscheidet`,
  );
  await battle.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-bestritten-meine-schlachten.png') });
  const [field, was, now] =
    proposed[0] !== attackerVP
      ? ['Siegpunkte Angreifer', attackerVP, proposed[0]]
      : ['Siegpunkte Verteidiger', defenderVP, proposed[1]];
  // The Übersicht's „Deine offenen Meldungen“ says in short who proposes what and who decides
  // (user test 31) — who decides once: the status line leaves it to the proposal's sentence (user test 32).
  const overview = page.locator('#mine-list li', { hasText: 'Bestritten' }).first();
  await expect(overview.locator('.pruefung').textContent()).resolves.toBe(`Bestritten („${REASON}“, mit Gegenvorschlag).`);
  await expect(overview.locator('.proposal-short').textContent()).resolves.toBe(
    `Vorschlag von ${PLAYER}: ${field} ${now} statt ${was}. ` +
      'Die Spielleitung wählt zwischen deiner Meldung und dem Vorschlag; du musst nichts tun.',
  );
  expect((await overview.textContent())!.match(/Spielleitung/g)).toHaveLength(1);
  // Its heading in sight below the sticky tabs.
  await overview.evaluate((li) => li.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-bestritten-uebersicht.png') });
  // Helga disputed it, she did not report it (user test 32): not among her own reports, but
  // under „Von dir bestritten“, read as hers — on the Übersicht and on „Bestätigen“.
  const helga = await openOnPhone(fixture.phone, links.get(PLAYER)!);
  const title = `${String(cell('Angreifer'))} gegen ${String(cell('Verteidiger'))}`;
  await expect(helga.page.locator('#mine-list').textContent()).resolves.not.toContain(title);
  await expect(helga.page.locator('#disputed h2').textContent()).resolves.toBe('Von dir bestritten');
  const hers = helga.page.locator('#disputed-list li', { hasText: title });
  await expect(hers.locator('.pruefung').textContent()).resolves.toBe(`Von dir bestritten („${REASON}“, mit Gegenvorschlag).`);
  await expect(hers.locator('.proposal-short').textContent()).resolves.toMatch(
    new RegExp(
      `^Dein Vorschlag: ${field} ${now} statt ${was}\\. Die Spielleitung wählt zwischen der Meldung und deinem Vorschlag; du musst nichts tun\\.$`,
    ),
  );
  expect((await hers.textContent())!.match(/Spielleitung/g)).toHaveLength(1);
  await helga.page.locator('#disputed').evaluate((section) => section.scrollIntoView({ block: 'center' }));
  await helga.page.screenshot({ path: path.join(ARTIFACTS, 'portal-bestritten-von-dir-uebersicht.png') });
  await helga.page.locator('button[data-page="confirm"]').tap();
  await expect(helga.page.locator('#confirm-mine').textContent()).resolves.not.toContain(title);
  const hersToo = helga.page.locator('#confirm-disputed li', { hasText: title });
  await expect(hersToo.locator('.pruefung').textContent()).resolves.toBe(
    `Von dir bestritten („${REASON}“, mit Gegenvorschlag) – die Spielleitung entscheidet.`,
  );
  await hersToo.scrollIntoViewIfNeeded();
  await helga.page.screenshot({ path: path.join(ARTIFACTS, 'portal-bestritten-von-dir-bestaetigen.png') });
  expect(await helga.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(helga.errors).toEqual([]);
  await helga.page.close();
  // „Deine offenen Meldungen“: what the opponent proposed, by the registry's labels — only what
  // differs from the report, beside what was reported (user test 30).
  await page.locator('button[data-page="confirm"]').tap();
  const mine = page.locator('#confirm-mine li', { hasText: 'Bestritten' }).first();
  await mine.waitFor();
  await expect(mine.locator('table.reported caption').textContent()).resolves.toBe('Meldung und Vorschlag');
  await expect(
    mine
      .locator('table.reported tbody tr')
      .evaluateAll((rows) => rows.map((tr) => Array.from(tr.children, (cell) => cell.textContent))),
  ).resolves.toEqual([[field, String(was), String(now)]]);
  await mine.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-bestritten-offene-meldung.png') });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const data = addon.webApp.run('getPortalData', tokenOf(report.opponent)) as PortalData;
  expect(data.news.items.some((n) => n.text.includes('Vorschlag: Siegpunkte Angreifer'))).toBe(false);
  expect(errors).toEqual([]);
  await page.close();
}, 120_000);
