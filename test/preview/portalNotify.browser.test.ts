// N5 in the player portal, in headless Chromium at 390×844 through the preview's web app path:
// the page that made a save sends the notifications it claimed by a second call of its own
// (deliverPendingNotifications, kit/serverRunner.ts), after it took the save's answer in. Helga
// confirms a report; „Bestätigt“ is on her screen while that second call is still held back and
// nothing is sent; released, the reporter's mail lands in the Postausgang and the chat's line
// reaches a webhook receiver on 127.0.0.1.
import path from 'node:path';
import { ARTIFACTS } from '../support';
import { startWebhookReceiver, WebhookReceiver } from '../support/webhookReceiver';
import { call } from './previewKit';
import { openOnPhone, playerLinks, reportLastBattles, setSetting } from './phoneKit';
import { portalOnPhone } from './portalOnPhone';

const PLAYER = 'Helga';
const REPORTER_ADDRESS = 'gegner@example.com';

const fixture = portalOnPhone();
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
});

afterAll(() => receiver?.stop());

/** The organiser enters `address` for `player` in a new E-Mail column of Spieler. */
function giveAddress(player: string, address: string): void {
  const sheet = fixture.opened.preview.session.workbook.getSheetByName('Spieler')!;
  const values = sheet.getDataRange().getValues();
  const column = values[0].length + 1;
  sheet.getRange(1, column).setValue('E-Mail');
  sheet.getRange(values.findIndex((r) => r[0] === player) + 1, column).setValue(address);
}

test('the save’s answer is on the screen before anything is sent; the page’s second call sends it', async () => {
  const [{ opponent: reporter }] = reportLastBattles(fixture.opened.preview.session.workbook, PLAYER, 1);
  giveAddress(reporter, REPORTER_ADDRESS);
  setSetting(fixture.opened.preview, 'Chat-Webhook', receiver.url('ok'));
  const mails = () =>
    fixture.opened.preview.session.addon.environment.globals.MailApp.sent.filter((m) => m.to === REPORTER_ADDRESS);
  const postsBefore = (await receiver.received()).length;

  const { page, errors } = await openOnPhone(fixture.phone, playerLinks(fixture.opened.preview).get(PLAYER)!);
  // Every google.script.run of the page, in order; the sending is held back until released.
  const calls: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/webapp/run', async (route) => {
    const name = (JSON.parse(route.request().postData() ?? '{}') as { name?: string }).name ?? '';
    calls.push(name);
    if (name === 'deliverPendingNotifications') await held;
    await route.continue();
  });
  await page.locator('#armies li').first().waitFor();
  await page.locator('#waiting-go').tap();
  await page.locator('#page-confirm .answer button[data-action="bestätigen"]').first().tap();
  await page.waitForFunction(() => document.getElementById('confirm-done')!.textContent!.includes('Bestätigt'));
  await expect(page.locator('#confirm-done').textContent()).resolves.toContain('Bestätigt – die Schlacht zählt jetzt.');
  // The answer is shown; the second call is on its way, held: nothing went out.
  for (let i = 0; i < 100 && !calls.includes('deliverPendingNotifications'); i++) await page.waitForTimeout(50);
  expect(calls).toContain('deliverPendingNotifications');
  expect(calls.indexOf('answerReport')).toBeGreaterThanOrEqual(0);
  expect(calls.indexOf('answerReport')).toBeLessThan(calls.indexOf('deliverPendingNotifications'));
  expect(mails()).toEqual([]);
  expect((await receiver.received()).length).toBe(postsBefore);
  const record = () =>
    fixture.opened.preview.session.workbook
      .getSheetByName('Benachrichtigungen')!
      .getDataRange()
      .getValues()
      .filter((r) => r[1] === 'E-Mail' && r[2] === reporter)
      .map((r) => r[5]);
  // The answer, and what it changed in the reporter's later battles (N1).
  const claimed = record().length;
  expect(claimed).toBeGreaterThan(0);
  expect(record()).toEqual(new Array(claimed).fill('wird gesendet'));
  await page.screenshot({ path: path.join(ARTIFACTS, 'portal-bestaetigt-vor-dem-senden.png'), fullPage: true });

  release();
  for (let i = 0; i < 100 && record().some((r) => r !== 'gesendet'); i++) await page.waitForTimeout(50);
  expect(record()).toEqual(new Array(claimed).fill('gesendet'));
  expect(mails()).toHaveLength(claimed);
  expect(mails().map((m) => m.subject)).toContain('Kriegsrat: Meldung beantwortet');
  const outbox = await call(fixture.opened.preview.url, '/postausgang');
  expect(outbox.text).toContain(`an ${REPORTER_ADDRESS}`);
  const posts = (await receiver.received()).slice(postsBefore);
  expect(posts).toHaveLength(1);
  expect(posts[0].body).not.toContain('?t=');
  expect(errors).toEqual([]);
});
