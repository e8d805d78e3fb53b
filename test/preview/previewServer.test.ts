// The preview server in-process: page, state, the bridged sidebar calls, typed edits, saving
// to its file and refusing a damaged one. Every test gets its own temp directory and port.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import type { BattleFormData, BattleSubmitResult } from '../../src/shared/battleContract';
import type { ActionReply } from '../../src/preview/pageState';
import { PreviewHandle, startPreview } from '../../src/preview/preview';
import { WorkbookFileError } from '../../src/preview/workbookFile';
import { battleBetweenEquals, builtPreview, call, findRow, rowByHeader, scriptRun, sheetOf, state, tempDir } from './previewKit';

let paths: ReturnType<typeof builtPreview>;
const open: PreviewHandle[] = [];
const dirs: string[] = [];

beforeAll(() => {
  paths = builtPreview();
});

afterEach(async () => {
  for (const p of open.splice(0)) await p.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** What Chromium sends for the page's iframe (Sec-Fetch-* go to 127.0.0.1, a trustworthy origin). */
const AS_FRAME = { 'Sec-Fetch-Dest': 'iframe', 'Sec-Fetch-Site': 'same-origin' };

async function preview(file?: string): Promise<PreviewHandle & { file: string }> {
  let target = file;
  if (!target) {
    const dir = tempDir();
    dirs.push(dir);
    target = path.join(dir, 'kampagne.json');
  }
  const handle = await startPreview({ file: target, port: 0, paths });
  open.push(handle);
  return { ...handle, file: target };
}

test('a first start creates the demo campaign in its file and serves the page on a free port', async () => {
  const p = await preview();
  expect(p.created).toBe(true);
  expect(p.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  expect(p.port).toBeGreaterThan(0);

  const page = await call(p.url, '/');
  expect(page.status).toBe(200);
  expect(page.text).toContain('<html lang="de">');
  expect(page.text).toContain('src="/seite.js"');
  expect((await call(p.url, '/seite.js')).status).toBe(200);
  expect((await call(p.url, '/seite.css')).text).toContain('.sidebar');

  const s = await state(p.url);
  expect(s.sheets.map((x) => x.name)).toEqual([
    'Armeen',
    'Spieler',
    'Schlachten',
    'Buchungen',
    'Felder',
    // The demo brings its Einstellungen (Angriffe ansagen: nein, demoWorkbook.ts); setup adds the rest.
    'Einstellungen',
    'Stand',
    'Auswertung',
    'Buchungsprüfung',
    'Feldstand',
    'Karte',
    'Verlauf',
    'Angriffe',
  ]);
  // The standings are computed by the add-on's KAMPAGNE_ formulas, and protected.
  const stand = sheetOf(s, 'Stand');
  expect(stand.formulas).toContainEqual([0, 0, expect.stringMatching(/^=KAMPAGNE_ARMEEN\(Armeen!A:E;/)]);
  expect(stand.display[0].slice(0, 3)).toEqual(['Armee', 'Spieler', 'Stufe']);
  expect(stand.display.length).toBe(sheetOf(s, 'Armeen').display.length);
  expect(stand.editable).toBe(false);
  expect(stand.protection).toMatch(/Von Kriegsrat berechnet/);
  expect(sheetOf(s, 'Schlachten').editable).toBe(true);
  // Menus and sidebar are what Code.js recorded.
  expect(s.menus).toEqual([
    {
      name: 'Kriegsrat',
      items: [
        { menu: 'Kriegsrat', caption: 'Schlacht eintragen' },
        { menu: 'Kriegsrat', caption: 'Buchung eintragen' },
        { menu: 'Kriegsrat', caption: 'Offene Meldungen' },
        { menu: 'Kriegsrat', caption: 'Neue Runde beginnen' },
        { menu: 'Kriegsrat', caption: 'Schlachtphase beginnen' },
        { menu: 'Kriegsrat', caption: 'Rundenbericht' },
        { menu: 'Kriegsrat', caption: 'Karte anzeigen' },
        { menu: 'Kriegsrat', caption: 'Spielerlinks' },
        { menu: 'Kriegsrat', caption: 'Benachrichtigungen' },
        { menu: 'Kriegsrat', caption: 'Kampagnenblatt einrichten' },
        { menu: 'Kriegsrat', caption: 'Neu berechnen' },
        { menu: 'Kriegsrat', caption: 'Kriegsrat prüfen' },
      ],
    },
  ]);
  expect(s.sidebar).toMatchObject({ kind: 'sidebar', title: 'Schlacht eintragen' });
  // The start created the players' portal links; their dialog does not stay open.
  expect(s.dialog).toBeNull();
  const sidebar = await call(p.url, `/dialog/${s.sidebar!.id}?k=${s.sidebar!.key}`, { headers: AS_FRAME });
  expect(sidebar.text).toContain('<form id="battle-form"');
  expect(sidebar.text.indexOf('window.google.script')).toBeLessThan(sidebar.text.indexOf('id="battle-form"'));
  expect(sidebar.text).toContain("fetch('/api/run'");

  await p.close();
  const saved = JSON.parse(readFileSync(p.file, 'utf8'));
  expect(saved.format).toBe('kriegsrat-offline-workbook');
  expect(readdirSync(path.dirname(p.file))).toEqual(['kampagne.json']);
});

test('a battle submitted through the bridge is appended, recalculated in the standings and saved', async () => {
  const p = await preview();
  const form = await scriptRun<BattleFormData>(p.url, 'getBattleFormData');
  expect(form.ok).toBe(true);
  const { payload } = battleBetweenEquals(form.value!, 'test-bridge-1');
  const before = await state(p.url);
  const battlesBefore = sheetOf(before, 'Schlachten').display.length;

  const submitted = await scriptRun<BattleSubmitResult>(p.url, 'submitBattle', payload);
  expect(submitted).toEqual({
    ok: true,
    value: expect.objectContaining({
      zeile: battlesBefore + 1,
      sieger: 'Angreifer',
      neueStufeAngreifer: 3,
      neueStufeVerteidiger: 1,
      doppelt: false,
    }),
  });

  const after = await state(p.url);
  expect(after.version).toBeGreaterThan(before.version);
  const battles = sheetOf(after, 'Schlachten');
  expect(battles.display.length).toBe(battlesBefore + 1);
  expect(rowByHeader(battles, battlesBefore)).toMatchObject({
    Runde: String(payload.runde),
    // The time of day depends on the process's time zone, which jest fixes; the CLI test checks it.
    Datum: expect.stringMatching(/^21\.11\.2026/),
    Angreifer: payload.angreifer,
    Verteidiger: payload.verteidiger,
    'Verluste Verteidiger': '800',
    // The id with the fingerprint of what it saved.
    'Einreichungs-ID': expect.stringMatching(/^test-bridge-1~[0-9a-f]{8}$/),
    // The preview runs as the organiser (PREVIEW_USER): the guard needs an address.
    'Eingetragen von': 'spielleitung@example.com',
  });
  expect(rowByHeader(sheetOf(after, 'Auswertung'), battlesBefore)).toMatchObject({
    Sieger: 'Angreifer',
    'Stufenverlust Verteidiger': '2',
    'Neue Stufe Verteidiger': '1',
    Prüfung: 'OK',
  });
  const stand = sheetOf(after, 'Stand');
  expect(rowByHeader(stand, findRow(stand, 'Armee', payload.verteidiger))).toMatchObject({ Stufe: '1', Punkte: '500' });

  // Saved: a new preview on the same file sees the battle.
  await p.close();
  open.splice(open.indexOf(p), 1);
  const again = await preview(p.file);
  expect(again.created).toBe(false);
  const reloaded = sheetOf(await state(again.url), 'Schlachten');
  expect(rowByHeader(reloaded, battlesBefore)['Einreichungs-ID']).toMatch(/^test-bridge-1~[0-9a-f]{8}$/);
  expect(rowByHeader(sheetOf(await state(again.url), 'Stand'), findRow(stand, 'Armee', payload.verteidiger)).Stufe).toBe('1');
});

test('a battle the rules refuse comes back as an answer with the German message and writes nothing', async () => {
  const p = await preview();
  const form = (await scriptRun<BattleFormData>(p.url, 'getBattleFormData')).value!;
  const { payload } = battleBetweenEquals(form, 'test-refused');
  const before = sheetOf(await state(p.url), 'Schlachten').display.length;
  const refused = await scriptRun(p.url, 'submitBattle', { ...payload, verteidiger: payload.angreifer });
  // A refusal is the server's answer, not a failure of the call.
  expect(refused).toEqual({
    ok: true,
    value: expect.objectContaining({
      ok: false,
      message: expect.stringMatching(/^Angreifer und Verteidiger sind dieselbe Armee/),
    }),
  });
  expect(sheetOf(await state(p.url), 'Schlachten').display.length).toBe(before);
});

test('typed cells are read like German input and the standings follow', async () => {
  const p = await preview();
  const s = await state(p.url);
  const battles = sheetOf(s, 'Schlachten');
  const results = sheetOf(s, 'Auswertung');
  // A counted battle in which the defender lost Stufen, played with at least 2000 points (so 1.500 losses are no annihilation).
  const row0 = battles.display.findIndex(
    (_, r) =>
      r > 0 &&
      rowByHeader(results, r).Prüfung === 'OK' &&
      Number(rowByHeader(results, r)['Stufenverlust Verteidiger']) > 0 &&
      Number(rowByHeader(results, r)['Gespielt Verteidiger']) >= 2000 &&
      rowByHeader(battles, r).Aufgegeben === '',
  );
  expect(row0).toBeGreaterThan(0);
  const losses = battles.display[0].indexOf('Verluste Verteidiger') + 1;
  const date = battles.display[0].indexOf('Datum') + 1;
  const stufe = rowByHeader(results, row0)['Stufe Verteidiger'];

  const edit = (body: unknown) => call<ActionReply>(p.url, '/api/edit', { body });
  expect((await edit({ sheet: 'Schlachten', row: row0 + 1, column: losses, text: '0' })).body.ok).toBe(true);
  expect((await edit({ sheet: 'Schlachten', row: row0 + 1, column: date, text: '21.11.2026' })).body.ok).toBe(true);
  let after = await state(p.url);
  expect(rowByHeader(sheetOf(after, 'Schlachten'), row0)).toMatchObject({ 'Verluste Verteidiger': '0', Datum: '21.11.2026' });
  expect(rowByHeader(sheetOf(after, 'Auswertung'), row0)).toMatchObject({
    'Stufenverlust Verteidiger': '0',
    'Neue Stufe Verteidiger': stufe,
  });

  // German thousands separator: 1.500 losses cost Stufen again.
  expect((await edit({ sheet: 'Schlachten', row: row0 + 1, column: losses, text: '1.500' })).body.ok).toBe(true);
  after = await state(p.url);
  expect(rowByHeader(sheetOf(after, 'Schlachten'), row0)['Verluste Verteidiger']).toBe('1500');
  const result = rowByHeader(sheetOf(after, 'Auswertung'), row0);
  expect(Number(result['Stufenverlust Verteidiger'])).toBeGreaterThan(0);
  expect(Number(result['Neue Stufe Verteidiger'])).toBe(Math.max(0, Number(stufe) - Number(result['Stufenverlust Verteidiger'])));
});

test('edits the page must not make are refused with a German reason', async () => {
  const p = await preview();
  const edit = (body: unknown) => call<ActionReply>(p.url, '/api/edit', { body });
  const stand = await edit({ sheet: 'Stand', row: 2, column: 3, text: '4' });
  expect(stand.body).toMatchObject({
    ok: false,
    message: expect.stringMatching(/^Stand!C2 ist geschützt: Von Kriegsrat berechnet/),
  });
  const unknownArmy = await edit({ sheet: 'Schlachten', row: 2, column: 3, text: 'Niemandsland' });
  expect(unknownArmy.body).toMatchObject({
    ok: false,
    message: expect.stringContaining('Bitte eine Armee aus dem Blatt Armeen wählen.'),
  });
  expect((await edit({ sheet: 'Gibtsnicht', row: 1, column: 1, text: 'x' })).body.message).toMatch(/gibt es nicht/);
  expect((await edit({ sheet: 'Schlachten', row: 0, column: 1, text: 'x' })).body.ok).toBe(false);
  expect(sheetOf(await state(p.url), 'Stand').display[1][2]).not.toBe('4');
});

test('menu items run the add-on functions onOpen registered', async () => {
  const p = await preview();
  const before = await state(p.url);
  const reply = await call<ActionReply>(p.url, '/api/menu', {
    body: { menu: 'Kriegsrat', caption: 'Kampagnenblatt einrichten' },
  });
  expect(reply.body.ok).toBe(true);
  const after = await state(p.url);
  expect(after.toasts[after.toasts.length - 1]).toMatchObject({
    title: 'Kriegsrat',
    message: expect.stringMatching(/schon vollständig eingerichtet/),
  });
  expect(after.version).toBeGreaterThan(before.version);
  const unknown = await call<ActionReply>(p.url, '/api/menu', { body: { menu: 'Kriegsrat', caption: 'Alles löschen' } });
  expect(unknown.body).toMatchObject({ ok: false, message: expect.stringMatching(/Kein Menüeintrag/) });
});

test('only the script’s own functions, JSON from this origin and this host are served', async () => {
  const p = await preview();
  expect(await scriptRun(p.url, 'eval', 'process.exit(3)')).toEqual({
    ok: false,
    message: 'Die Serverfunktion „eval“ gibt es nicht.',
  });
  expect(await scriptRun(p.url, 'Function', 'return 1')).toMatchObject({ ok: false });
  const plain = await call(p.url, '/api/run', {
    body: JSON.stringify({ name: 'getBattleFormData', args: '[]' }),
    headers: { 'Content-Type': 'text/plain' },
  });
  expect(plain.status).toBe(415);
  const foreign = await call(p.url, '/api/edit', {
    body: { sheet: 'Schlachten', row: 2, column: 12, text: 'x' },
    headers: { Origin: 'http://evil.example' },
  });
  expect(foreign.status).toBe(403);
  // fetch will not send a foreign Host header; a DNS-rebinding page would.
  const rebinding = await new Promise<number>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: p.port, path: '/api/state', headers: { Host: `evil.example:${p.port}` } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject);
  });
  expect(rebinding).toBe(403);
  expect((await call(p.url, '/dialog/99')).status).toBe(404);
  expect((await call(p.url, '/../package.json')).status).toBe(404);
});

test('a dialog answers only to the page that opened it: with its key, as a frame of this origin, while it is open', async () => {
  const p = await preview();
  const open = (await state(p.url)).sidebar!;
  const dialog = (route: string, headers: Record<string, string> = AS_FRAME) => call(p.url, route, { headers });
  expect((await dialog(`/dialog/${open.id}?k=${open.key}`)).status).toBe(200);
  // Guessing the number is not enough; nor is a wrong or missing key.
  expect((await dialog(`/dialog/${open.id}`)).status).toBe(404);
  expect((await dialog(`/dialog/${open.id}?k=${'0'.repeat(open.key.length)}`)).status).toBe(404);
  // Opened as a page of its own (a link from elsewhere) or framed by another site: refused.
  expect(
    (await dialog(`/dialog/${open.id}?k=${open.key}`, { 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Site': 'none' })).status,
  ).toBe(403);
  expect(
    (await dialog(`/dialog/${open.id}?k=${open.key}`, { 'Sec-Fetch-Dest': 'iframe', 'Sec-Fetch-Site': 'cross-site' })).status,
  ).toBe(403);
  // The player links' dialog holds every secret: once closed it is gone, key or not.
  const links = await call<ActionReply>(p.url, '/api/menu', { body: { menu: 'Kriegsrat', caption: 'Spielerlinks' } });
  expect(links.body.ok).toBe(true);
  const shown = (await state(p.url)).dialog!;
  expect((await dialog(`/dialog/${shown.id}?k=${shown.key}`)).status).toBe(200);
  expect((await call<ActionReply>(p.url, '/api/dialog/close', { body: { id: shown.id } })).body.ok).toBe(true);
  expect((await dialog(`/dialog/${shown.id}?k=${shown.key}`)).status).toBe(404);
});

test('a malformed /api/run or /api/webapp/run body is answered in German, never with English from the engine', async () => {
  const p = await preview();
  const english = /\b(the|is|not|of|Unexpected|token|function|iterable|found|undefined|null|object)\b/;
  const bodies: unknown[] = [
    { name: 'getBattleFormData', args: '[1,' },
    { name: 'getBattleFormData', args: 'null' },
    { name: 'getBattleFormData', args: '5' },
    { name: 'getBattleFormData', args: '{"length": 2}' },
    { name: 'gibtEsNicht', args: '[]' },
    { name: 'x'.repeat(500), args: '[]' },
    { name: 7, args: '[]' },
    { args: '[]' },
    [],
    null,
    '"text"',
  ];
  for (const route of ['/api/run', '/api/webapp/run']) {
    for (const body of bodies) {
      const reply = await call<{ ok: boolean; message: string }>(p.url, route, { body: JSON.stringify(body) });
      expect([route, body, reply.body.ok]).toEqual([route, body, false]);
      expect([route, body, reply.body.message]).toEqual([route, body, expect.not.stringMatching(english)]);
      expect(reply.body.message.length).toBeLessThan(200);
    }
  }
});

test('a damaged or foreign file stops the start and stays as it was', async () => {
  const dir = tempDir();
  dirs.push(dir);
  for (const content of [
    '{"format": "kriegsrat-offline-workbook", kaputt',
    JSON.stringify({ name: 'Einkaufsliste', items: ['Brot'] }),
    '',
  ]) {
    const file = path.join(dir, 'kampagne.json');
    writeFileSync(file, content);
    await expect(startPreview({ file, port: 0, paths })).rejects.toThrow(WorkbookFileError);
    await expect(startPreview({ file, port: 0, paths })).rejects.toThrow(
      /keine lesbare Kriegsrat-Kampagne.*\n.*bleibt unverändert/,
    );
    expect(readFileSync(file, 'utf8')).toBe(content);
    expect(readdirSync(dir)).toEqual(['kampagne.json']);
  }
});

test('a request body that trickles in is cut off after seconds, not held for minutes', async () => {
  const p = await preview();
  const socket = net.connect(p.port, '127.0.0.1');
  socket.on('error', () => undefined); // a drip after the server hung up
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(
    'POST /api/edit HTTP/1.1\r\n' +
      `Host: 127.0.0.1:${p.port}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
  );
  // One byte a second: Node's default would keep this request (and its memory) for 300 s.
  const drip = setInterval(() => socket.write(' '), 1000);
  let reply = '';
  socket.on('data', (d) => (reply += String(d)));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  try {
    await closed;
  } finally {
    clearInterval(drip);
  }
  expect(reply).toMatch(/^HTTP\/1\.1 408/);
}, 40_000);

test('no typed cell can take the server down: too long is refused in German, huge formulas end at the grid or in an error', async () => {
  const p = await preview();
  const edit = (body: unknown) => call<ActionReply>(p.url, '/api/edit', { body });
  const column = p.session.workbook.getSheetByName('Spieler')!.getMaxColumns();
  const where = { sheet: 'Spieler', row: 40, column };
  const long = await edit({ ...where, text: 'x'.repeat(50_001) });
  expect(long.body).toMatchObject({
    ok: false,
    message: expect.stringMatching(/^Spieler!\w+40: Eine Zelle fasst höchstens 50\.000 Zeichen, eingegeben wurden 50\.001\./),
  });
  expect((await edit({ ...where, text: '=WIEDERHOLEN("x";10000000)' })).body.ok).toBe(true);
  const sheet = sheetOf(await state(p.url), 'Spieler');
  expect(sheet.display[39][column - 1]).toBe('#VALUE!');
  expect(sheet.marks.find((m) => m.r === 39 && m.c === column - 1)?.error).toBe(
    'Das Textergebnis ist länger als die Obergrenze von 50.000 Zeichen.',
  );
  expect((await edit({ ...where, text: '=SUMME(Felder!A1:Z2000000)' })).body.ok).toBe(true);
  expect((await call(p.url, '/api/version')).status).toBe(200);
});
