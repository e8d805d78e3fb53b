// The preview's notifications (issue 25 §9): `npm start` says where mails and chat go; the
// Postausgang page shows the mails the add-on would have sent, escaped; none leaves the machine.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { PreviewHandle, startPreview } from '../../src/preview/preview';
import { outboxPage } from '../../src/preview/http/outboxPage';
import { builtPreview, call, tempDir } from './previewKit';

let handle: PreviewHandle | null = null;
let dir = '';

afterEach(async () => {
  await handle?.close();
  handle = null;
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('a new round’s mails appear in the Postausgang, escaped; the start names where mails and chat go', async () => {
  dir = tempDir();
  handle = await startPreview({ file: path.join(dir, 'kampagne.json'), port: 0, paths: builtPreview() });
  expect(handle.notifications).toBe(
    `E-Mails gehen nicht hinaus; sie stehen im Postausgang: ${handle.url}postausgang\n` +
      'Chat: kein „Chat-Webhook“ in Einstellungen – es wird nichts gepostet.',
  );
  expect((await call(handle.url, '/postausgang')).text).toContain('Noch keine E-Mail.');

  // The first player gets an address in a new E-Mail column; the organiser starts the next round.
  const players = handle.session.workbook.getSheetByName('Spieler')!;
  const width = players.getLastColumn();
  players.getRange(1, width + 1, 2, 1).setValues([['E-Mail'], ['erster.spieler@example.com']]);
  const { addon } = handle.session;
  const round = (addon.runFromClient('getBattleFormData') as { runde: number }).runde;
  expect(addon.run('startNewRound', round + 1, 1000)).toMatchObject({ ok: true });
  // The save sent nothing itself (N5): the one-off trigger it left does, as Google fires it a moment later.
  expect((await call(handle.url, '/postausgang')).text).toContain('Noch keine E-Mail.');
  handle.session.runOneOffTriggers();

  const page = await call(handle.url, '/postausgang');
  expect(page.status).toBe(200);
  expect(page.text).toContain('<h2>Kriegsrat: Neue Runde</h2>');
  expect(page.text).toContain('an erster.spieler@example.com');
  expect(page.text).toContain(`Runde ${round + 1} hat begonnen – Befehlsphase`);
});

test('the Postausgang shows a mail’s text as text', () => {
  const page = outboxPage([{ to: 'a@example.com', subject: '<b>x</b>', body: '<script>', at: new Date() }]);
  expect(page).toContain('<h2>&#60;b&#62;x&#60;/b&#62;</h2>');
  expect(page).not.toContain('<script>');
});
