// A player never sees the spreadsheet (user test 28): battles the organiser typed that break a
// rule — an unknown army, two armies of one player, a Mobilisierung, a field not adjacent, a
// retreat to nowhere, numbers out of range — reach Meine Schlachten and the Bericht without the
// organiser's Prüfung words (sheets, columns, cells to fill), each saying who puts it right.
// The phone at 390×844; screenshots of both pages.
import path from 'node:path';
import type { PreviewHandle } from '../../src/preview/preview';
import type { PortalData } from '../../src/shared/portalContract';
import { SHEET_OUT_OF_ORDER_LOAD } from '../../src/rules/access/sheetOutOfOrder';
import { ARTIFACTS } from '../support';
import { organiserWording } from '../rules/playerWording';
import { openOnPhone, playerLinks } from './phoneKit';
import { portalOnPhone } from './portalOnPhone';

let preview: PreviewHandle;
const PLAYER = 'Konrad';

const fixture = portalOnPhone((opened) => {
  preview = opened.preview;
  const link = playerLinks(preview).get(PLAYER)!;
  const data = preview.session.addon.webApp.run('getPortalData', link.split('?t=')[1]) as PortalData;
  // One of Konrad's armies that may attack, its neighbour, and an army of his own to meet.
  const armies = data.round.armies;
  const attacker = armies.find((a) => a.targets.length > 0)!;
  const other = armies.find((a) => a.army !== attacker.army)!.army;
  const sheet = preview.session.workbook.getSheetByName('Schlachten')!;
  const header = sheet.getRange(1, 1, 1, sheet.getLastColumn()).getValues()[0].map(String);
  const row = (cells: Record<string, string | number>) => {
    const typed: Record<string, string | number> = {
      Runde: data.round.round,
      Datum: '2026-03-14',
      Angreifer: attacker.army,
      Verteidiger: attacker.targets[0].army,
      'Siegpunkte Angreifer': 60,
      'Siegpunkte Verteidiger': 20,
      'Verluste Angreifer': 100,
      'Verluste Verteidiger': 300,
      ...cells,
    };
    return header.map((h) => typed[h] ?? '');
  };
  const rows = [
    row({ Verteidiger: 'Niemandsarmee' }),
    row({ Verteidiger: other }),
    row({ Mobilisierung: 100 }),
    row({ 'Rückzug nach': 'Atlantis' }),
    row({ 'Siegpunkte Angreifer': '' }),
    row({ Runde: '' }),
  ];
  const range = sheet.getRange(sheet.getLastRow() + 1, 1, rows.length, header.length);
  // The organiser types past the validations' warnings; the twin would refuse them.
  range.clearDataValidations();
  range.setValues(rows);
});

test('Meine Schlachten and the Bericht: a rule broken, in a player’s words, and who fixes it', async () => {
  const { page, errors } = await openOnPhone(fixture.phone, playerLinks(preview).get(PLAYER)!);
  await page.locator('#armies li').first().waitFor();
  const mine = await page.locator('#my-battles').innerText();
  expect(mine).toContain('„Niemandsarmee“ ist in der Kampagne unbekannt.');
  expect(mine).toContain('gehören beide dir');
  // Two of her own armies: the other one is hers — she is never named as her own opponent (user test 29).
  expect(mine).toContain('(auch deine Armee)');
  expect(mine).not.toContain(`(${PLAYER})`);
  expect(mine).not.toContain(`Gegner: ${PLAYER}`);
  expect(mine).toContain('Die Spielleitung muss die Schlacht berichtigen; du musst nichts tun.');
  expect(mine.split('\n').filter((line) => organiserWording(PLAYER).test(line))).toEqual([]);
  // The list's top, under the sticky tabs: the newest battles, those typed above.
  await page.locator('#my-battles-section').evaluate((section) => {
    section.scrollIntoView();
    window.scrollBy(0, -110);
  });
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-meine-schlachten-regel.png') });

  await page.locator('.tabs button[data-page="report"]').tap();
  const report = await page.locator('#page-report').innerText();
  expect(report).toMatch(/Schlachten dieser Runde zählen nicht; die Spielleitung muss sie berichtigen\./);
  expect(report.split('\n').filter((line) => organiserWording(PLAYER).test(line))).toEqual([]);
  // The line that says so, under the sticky tabs (the round's lines above it are many).
  await page.getByText(/dieser Runde zählen nicht/).evaluate((line) => {
    line.scrollIntoView();
    window.scrollBy(0, -300);
  });
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-bericht-zaehlt-nicht.png') });
  expect(errors).toEqual([]);
  await page.close();
});

test('a column the organiser renamed: the player reads that the Spielleitung must fix the campaign, not which column', async () => {
  const sheet = preview.session.workbook.getSheetByName('Schlachten')!;
  const header = sheet.getRange(1, 1, 1, sheet.getLastColumn()).getValues()[0].map(String);
  const angreifer = sheet.getRange(1, header.indexOf('Angreifer') + 1);
  angreifer.setValue('Angreiffer');
  try {
    const { page, errors } = await openOnPhone(fixture.phone, playerLinks(preview).get(PLAYER)!);
    await expect(page.locator('body').innerText()).resolves.toContain(SHEET_OUT_OF_ORDER_LOAD);
    await expect(page.locator('body').innerText()).resolves.not.toMatch(/Blatt|Spalte|Angreif/);
    await page.screenshot({ path: path.join(ARTIFACTS, 'portal-kampagnentabelle-nicht-in-ordnung.png') });
    expect(errors).toEqual([]);
    await page.close();
  } finally {
    angreifer.setValue('Angreifer');
  }
});
