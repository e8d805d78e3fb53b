// C11 with M6 on the card „Bestätigen“, a player on a phone at 390×844 through the preview's web
// app path: the proposal offers Rückzug nach as the report form does — the legal fields of the
// side that loses by the proposal's result, prefilled with what was reported — a proposal that
// leaves the loser without a retreat is refused at that field, one that only moves the retreat
// is sent and lands in Einspruch. Screenshots: test-artifacts/portal-vorschlag-rueckzug*.png.
import path from 'node:path';
import type { Locator } from 'playwright-core';
import type { PortalData } from '../../src/shared/portalContract';
import { otherSide, winner } from '../../src/rules/winner';
import { ARTIFACTS } from '../support';
import { openOnPhone, playerLinks, reportLastBattles } from './phoneKit';
import { portalOnPhone } from './portalOnPhone';

const PLAYER = 'Helga';
const REASON = 'Wir sind woandershin zurückgewichen';

let links: Map<string, string>;
let row = -1;
/** The Rückzug nach as reported and as proposed in the first test. */
const retreats = { reported: '', proposed: '' };

const fixture = portalOnPhone((opened) => {
  [{ row }] = reportLastBattles(opened.preview.session.workbook, PLAYER, 1);
  links = playerLinks(opened.preview);
});

const cellOf = (header: string) => {
  const sheet = fixture.opened.preview.session.workbook.getSheetByName('Schlachten')!;
  const headers = sheet.getRange(1, 1, 1, sheet.getLastColumn()).getValues()[0].map(String);
  return sheet.getRange(row, headers.indexOf(header) + 1).getValue();
};

const optionTexts = (select: Locator) => select.locator('option').allTextContents();

test('the proposal offers Rückzug nach like the report form; a missing retreat is refused at it, a moved one is sent', async () => {
  const { addon } = fixture.opened.preview.session;
  const token = links.get(PLAYER)!.split('?t=')[1];
  const data = addon.webApp.run('getPortalData', token) as PortalData;
  const shown = data.waiting.toAnswer.find((c) => c.zeile === row)!;
  const reported = shown.gemeldet;
  // The seed's battle on the map, its loser retreated: a field to move it to.
  expect(reported.rueckzug).not.toBe('');
  const fields = shown.rueckzugFelder!;
  const loser = otherSide(winner(reported.siegpunkteAngreifer, reported.siegpunkteVerteidiger, reported.aufgegeben as ''));
  const other = fields[loser].find((f) => f !== reported.rueckzug)!;
  expect(other).toBeDefined();

  const { page, errors } = await openOnPhone(fixture.phone, links.get(PLAYER)!);
  await page.locator('#armies li').first().waitFor();
  await page.locator('#waiting-go').tap();
  const card = page.locator(`#page-confirm .answer[data-row="${row}"]`);
  await card.waitFor();
  await card.locator('summary', { hasText: 'Richtiges Ergebnis vorschlagen' }).tap();
  const retreat = card.getByLabel('Rückzug nach', { exact: true });
  // Prefilled with what was reported; offered: the legal fields of the side that lost.
  await expect(retreat.inputValue()).resolves.toBe(reported.rueckzug);
  await expect(optionTexts(retreat)).resolves.toEqual(['– Feld wählen –', ...fields[loser]]);

  // A proposal that turns the result around offers the other side's fields, starting from none:
  // the reported field was the other side's, never preselected as „(nicht erlaubt)“ (user test 30).
  const [winnerVP, loserVP] =
    loser === 'Angreifer'
      ? ['Siegpunkte Verteidiger', 'Siegpunkte Angreifer']
      : ['Siegpunkte Angreifer', 'Siegpunkte Verteidiger'];
  const flip = async (turned: boolean) => {
    const [loserValue, winnerValue] = turned
      ? ['100', '0']
      : [
          String(reported[loser === 'Angreifer' ? 'siegpunkteAngreifer' : 'siegpunkteVerteidiger']),
          String(reported[loser === 'Angreifer' ? 'siegpunkteVerteidiger' : 'siegpunkteAngreifer']),
        ];
    await card.getByLabel(loserVP, { exact: true }).fill(loserValue);
    await card.getByLabel(winnerVP, { exact: true }).fill(winnerValue);
  };
  await flip(true);
  const winnerFields = fields[otherSide(loser)];
  await expect(optionTexts(retreat)).resolves.toEqual([
    winnerFields.length ? '– Feld wählen –' : 'kein Rückzug',
    ...winnerFields,
  ]);
  // The reported field stays where the other side may retreat there too (user test 34: it fell
  // back to „– Feld wählen –“); else none, and the field says at once that one is to be chosen.
  const kept = winnerFields.includes(reported.rueckzug) ? reported.rueckzug : '';
  await expect(retreat.inputValue()).resolves.toBe(kept);
  const note = card.locator(`#${await retreat.getAttribute('id')}-hint`);
  const otherArmy = loser === 'Angreifer' ? shown.verteidiger : shown.angreifer;
  await expect(note.textContent()).resolves.toBe(
    kept || !winnerFields.length
      ? ''
      : `„${otherArmy}“ verliert nach deinem Vorschlag und muss sich zurückziehen: bitte ein Feld wählen.`,
  );
  await expect(retreat.getAttribute('aria-describedby')).resolves.toContain(await note.getAttribute('id'));
  await retreat.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-vorschlag-rueckzug-sieger-gewechselt.png') });
  // Flipped back: the reported field again.
  await flip(false);
  await expect(optionTexts(retreat)).resolves.toEqual(['– Feld wählen –', ...fields[loser]]);
  await expect(retreat.inputValue()).resolves.toBe(reported.rueckzug);
  // A field the player chose himself stays when the winner flips, flagged where no longer allowed.
  await retreat.selectOption(other);
  await flip(true);
  await expect(retreat.inputValue()).resolves.toBe(other);
  await expect(optionTexts(retreat)).resolves.toEqual([
    winnerFields.length ? '– Feld wählen –' : 'kein Rückzug',
    ...winnerFields,
    ...(winnerFields.includes(other) ? [] : [`${other} (nicht erlaubt)`]),
  ]);
  // Said at the field at once, not only when Bestreiten is tapped (user test 34).
  await expect(note.textContent()).resolves.toBe(
    winnerFields.includes(other)
      ? ''
      : winnerFields.length
        ? `„${other}“ ist für „${otherArmy}“ nicht erlaubt: bitte ein anderes Feld wählen.`
        : `„${otherArmy}“ zieht sich nach deinem Vorschlag nicht zurück: bitte „kein Rückzug“ wählen.`,
  );
  await flip(false);
  await expect(retreat.inputValue()).resolves.toBe(other);
  await expect(note.textContent()).resolves.toBe('');
  await expect(optionTexts(retreat)).resolves.toEqual(['– Feld wählen –', ...fields[loser]]);

  // Only the retreat moved: the open proposal as the player sees it.
  await card.locator('textarea').fill(REASON);
  await retreat.selectOption(other);
  await retreat.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 150));
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-vorschlag-rueckzug.png') });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // No retreat for a loser that must retreat: refused at Rückzug nach, nothing written.
  await retreat.selectOption('');
  // Said at once, at the field (user test 34), and again as the refusal when Bestreiten is tapped.
  await expect(note.textContent()).resolves.toBe(
    `„${loser === 'Angreifer' ? shown.angreifer : shown.verteidiger}“ verliert nach deinem Vorschlag und muss sich zurückziehen: bitte ein Feld wählen.`,
  );
  await card.locator('button[data-action="bestreiten"]').tap();
  const error = card.locator('.field-error');
  await error.waitFor();
  await expect(error.textContent()).resolves.toContain('Rückzug nach fehlt');
  await expect(retreat.getAttribute('aria-invalid')).resolves.toBe('true');
  await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe(await retreat.getAttribute('id'));
  expect(cellOf('Status')).toBe('gemeldet');
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-vorschlag-rueckzug-fehlt.png') });

  // The moved retreat it is: a proposal all the same, though no number changed.
  await retreat.selectOption(other);
  await card.locator('button[data-action="bestreiten"]').tap();
  await page.locator('#confirm-done').waitFor();
  expect(cellOf('Status')).toBe('bestritten');
  expect(String(cellOf('Einspruch'))).toContain(`${REASON}\nVorschlag: `);
  expect(String(cellOf('Einspruch'))).toMatch(new RegExp(`Rückzug nach ${other}$`));
  Object.assign(retreats, { reported: reported.rueckzug, proposed: other });
  expect(errors).toEqual([]);
  await page.close();
}, 120_000);

test('the organiser sees both retreats side by side in „Offene Meldungen“ and, deciding for the proposal, writes its retreat', async () => {
  expect(retreats.proposed).not.toBe('');
  const { page, pageErrors } = fixture.opened;
  await page.locator('#menu-button').click();
  await page.locator('#menu-popup .menu-item', { hasText: 'Offene Meldungen' }).click();
  const card = page.frameLocator('#sidebar-frame').locator(`section.report[data-row="${row}"]`);
  await card.waitFor();
  // C9, C11: the row Rückzug nach marked as differing, report and proposal beside each other.
  const line = card.locator('table.reported tr[data-field="rueckzug"]');
  await expect(line.getAttribute('class')).resolves.toBe('differs');
  await expect(line.locator('td').allTextContents()).resolves.toEqual([retreats.reported, retreats.proposed]);
  await expect(card.locator('.if-counted').last().textContent()).resolves.toContain(`Rückzug nach ${retreats.proposed}`);
  await line.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(ARTIFACTS, 'offene-meldungen-vorschlag-rueckzug.png') });

  await card.locator('button[data-action="vorschlag"]').click();
  await card.waitFor({ state: 'detached' });
  expect(cellOf('Status')).toBe('entschieden');
  expect(cellOf('Rückzug nach')).toBe(retreats.proposed);
  expect(String(cellOf('Einspruch'))).toMatch(new RegExp(`gemeldet war: .*Rückzug nach ${retreats.reported}$`));
  expect(pageErrors).toEqual([]);
}, 120_000);
