// User test 30: a typed objection is never lost by one tap on „Bestätigen“. Helga, on a phone at
// 390×844 through the preview's web app path, writes an Einspruch and taps „Bestätigen“: nothing
// is sent; the card warns in German what would happen (the battle counts, the Einspruch is
// dropped), the focus on the warning, and offers „Trotzdem bestätigen“. Clearing the text returns
// to one tap; a changed proposal warns too; „Einspruch behalten“ goes back to the text; „Trotzdem
// bestätigen“ confirms. No window.confirm (the web app runs in Google's sandboxed iframe).
// Screenshots: test-artifacts/portal-bestaetigen-trotz-einspruch*.png.
import path from 'node:path';
import { ARTIFACTS } from '../support';
import { openOnPhone } from './phoneKit';
import { reportWaitingOnPhone } from './portalOnPhone';

const PLAYER = 'Helga';

const { fixture, waiting } = reportWaitingOnPhone(PLAYER);

const cellOf = (header: string) => {
  const sheet = fixture.opened.preview.session.workbook.getSheetByName('Schlachten')!;
  const headers = sheet.getRange(1, 1, 1, sheet.getLastColumn()).getValues()[0].map(String);
  return sheet.getRange(waiting.row, headers.indexOf(header) + 1).getValue();
};

test('with an Einspruch or a proposal, „Bestätigen“ first warns; „Trotzdem bestätigen“ confirms', async () => {
  const { page, errors } = await openOnPhone(fixture.phone, waiting.url);
  await page.evaluate(() => {
    // A modal would be blocked in the sandboxed iframe: the page must never ask one.
    const refuse = () => {
      throw new Error('window.confirm/alert used');
    };
    Object.assign(window, { confirm: refuse, alert: refuse });
  });
  await page.locator('#armies li').first().waitFor();
  await page.locator('#waiting-go').tap();
  const card = page.locator(`#page-confirm .answer[data-row="${waiting.row}"]`);
  await card.waitFor();
  const confirm = card.locator('button[data-action="bestätigen"]');
  const warning = card.locator('.confirm-warning');
  const reason = card.locator('textarea');

  // An Einspruch typed: the first tap sends nothing and warns, the focus on the warning.
  await reason.fill('Wir haben 10:12 gespielt, nicht 15:3.');
  await confirm.tap();
  await warning.waitFor();
  expect(cellOf('Status')).toBe('gemeldet');
  const said = (await warning.textContent())!;
  expect(said).toContain('Die Schlacht zählt dann so, wie sie gemeldet wurde');
  expect(said).toContain('dein Einspruch wird nicht gesendet');
  expect(said).toContain('Bestreiten');
  await expect(page.evaluate(() => document.activeElement?.classList.contains('confirm-warning'))).resolves.toBe(true);
  await expect(warning.getAttribute('role')).resolves.toBe('alert');
  for (const button of await warning.locator('button').all()) {
    const box = (await button.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await warning.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-bestaetigen-trotz-einspruch.png') });
  // Tapping „Bestätigen“ again sends nothing either: only the warning's own button confirms.
  await confirm.tap();
  expect(cellOf('Status')).toBe('gemeldet');

  // Cleared: back to normal — no warning, and (checked below) one tap would confirm.
  await reason.fill('');
  await warning.waitFor({ state: 'detached', timeout: 5000 });

  // A changed proposal alone warns as well; „Einspruch behalten“ goes back to it.
  await card.locator('summary', { hasText: 'Richtiges Ergebnis vorschlagen' }).tap();
  const vp = card.getByLabel('Siegpunkte Angreifer', { exact: true });
  await vp.fill(String(Number(await vp.inputValue()) + 1));
  await confirm.tap();
  await warning.waitFor();
  await expect(warning.textContent()).resolves.toContain('dein Vorschlag wird nicht gesendet');
  await warning.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-bestaetigen-trotz-vorschlag.png') });
  // Folded away, the proposal is none (it would not be sent): the warning goes; unfolded, it warns again.
  const summary = card.locator('summary', { hasText: 'Richtiges Ergebnis vorschlagen' });
  await summary.tap();
  // „toggle“ comes as a task of its own, after the tap.
  await warning.waitFor({ state: 'detached', timeout: 5000 });
  await summary.tap();
  await confirm.tap();
  await warning.waitFor();
  await warning.locator('button', { hasText: 'Einspruch behalten' }).tap();
  await warning.waitFor({ state: 'detached', timeout: 5000 });
  await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe('TEXTAREA');
  expect(cellOf('Status')).toBe('gemeldet');

  // Both, by keyboard: Enter on „Bestätigen“ warns, Enter on „Trotzdem bestätigen“ confirms.
  await reason.fill('Falsch!');
  await confirm.focus();
  await page.keyboard.press('Enter');
  await warning.waitFor();
  await expect(warning.textContent()).resolves.toContain('dein Einspruch und dein Vorschlag werden nicht gesendet');
  await warning.locator('button', { hasText: 'Trotzdem bestätigen' }).focus();
  await page.keyboard.press('Enter');
  await page.locator('#confirm-done').waitFor();
  await expect(page.locator('#confirm-done').textContent()).resolves.toContain('Bestätigt – die Schlacht zählt jetzt.');
  expect(cellOf('Status')).toBe('bestätigt');
  expect(String(cellOf('Einspruch') ?? '')).toBe('');
  expect(errors).toEqual([]);
  await page.close();
}, 120_000);
