// The player portal's links (C8) and its web app (issue 19 §1–2, issue 22 §3–4), through the built
// add-on in the offline twin: tokens derived from a secret in the deployer's user properties, the
// web app run as Google runs it (anonymous visitor, the deployer's authority, no active spreadsheet).
import type { AddonHandle, OfflineHtmlOutput, OfflineSpreadsheet } from '../../src/offline';
import type { PlayerLinksView, PortalData, PortalDetails } from '../../src/shared/portalContract';
import { MAP_CAMPAIGN, workbookWith } from './campaignWorkbook';

const URL_BASE = 'https://script.google.com/macros/s/AKfyTEST/exec';
const ORGANISER = 'orga@example.com';
const DEV_URL = 'https://script.google.com/macros/s/AKfyTEST/dev';
const PASTED = 'https://script.google.com/macros/s/AKfyPASTED-1_a/exec';

function campaign(): { workbook: OfflineSpreadsheet; addon: AddonHandle } {
  const opened = workbookWith(MAP_CAMPAIGN, ORGANISER);
  opened.addon.environment.webAppUrl = URL_BASE;
  // These tests are about the executions that notice a deleted row without the change trigger
  // Spielerlinks installs: Google has not run it yet (removedPlayerTrigger.test.ts runs it).
  opened.addon.changeTriggers.timing = 'held';
  return opened;
}

/** Runs the menu item and reads the dialog's inlined list. */
function showLinks(workbook: OfflineSpreadsheet, addon: AddonHandle): PlayerLinksView {
  addon.run('showPlayerLinks');
  const dialog = workbook.ui.dialogs[workbook.ui.dialogs.length - 1];
  expect(dialog.title).toBe('Spielerlinks');
  return inlined<PlayerLinksView>(dialog.html.getContent())!;
}

function inlined<T>(html: string): T | null {
  const json = /<script id="page-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as T) : null;
}

const tokenOf = (view: PlayerLinksView, player: string) =>
  /\?t=([0-9a-f]+)$/.exec(view.rows.find((r) => r.player === player)!.url)?.[1] ?? '';

function open(addon: AddonHandle, token: string): { html: string; data: PortalData | null; output: OfflineHtmlOutput } {
  const output = addon.webApp.doGet(`t=${token}`) as OfflineHtmlOutput;
  return { html: output.getContent(), data: inlined<PortalData>(output.getContent()), output };
}

test('Spielerlinks: one secret link per player, "Name: URL" per line; no working token stored anywhere', () => {
  const { workbook, addon } = campaign();
  const view = showLinks(workbook, addon);
  expect(view.rows.map((r) => r.player)).toEqual(['Anna', 'Bernd']);
  expect(view.notice).toBeNull();
  const tokens = view.rows.map((r) => tokenOf(view, r.player));
  for (const token of tokens) expect(token).toMatch(/^[0-9a-f]{64}$/);
  expect(new Set(tokens).size).toBe(2);
  expect(view.text).toBe(view.rows.map((r) => `${r.player}: ${URL_BASE}?t=${tokenOf(view, r.player)}`).join('\n'));
  // Neither in a sheet nor in the script's or the document's properties (every editor reads those).
  for (const sheet of workbook.getSheets())
    for (const row of sheet.getDataRange().getValues()) for (const cell of row) expect(tokens).not.toContain(String(cell));
  const shared = [addon.environment.scriptProperties.getProperties(), workbook.documentProperties.getProperties()];
  for (const token of tokens) expect(JSON.stringify(shared)).not.toContain(token);
  // The same links on the next call; a player added later gets one.
  workbook.getSheetByName('Spieler')!.appendRow(['Clara', 'Aeldari', 0]);
  const again = showLinks(workbook, addon);
  expect(tokenOf(again, 'Anna')).toBe(tokens[0]);
  expect(tokenOf(again, 'Clara')).toMatch(/^[0-9a-f]{64}$/);
  expect(open(addon, tokenOf(again, 'Clara')).data!.overview.player).toBe('Clara');
});

test('a co-editor finds no working token in script or document properties, and cannot show or renew links', () => {
  const { workbook, addon } = campaign();
  const anna = tokenOf(showLinks(workbook, addon), 'Anna');
  addon.setUser({ email: 'mit@example.com' });
  const { PropertiesService } = addon.environment.globals;
  const readable = [
    PropertiesService.getScriptProperties().getProperties(),
    PropertiesService.getDocumentProperties().getProperties(),
    PropertiesService.getUserProperties().getProperties(),
  ];
  const candidates = new Set<string>();
  for (const store of readable)
    for (const [key, value] of Object.entries(store)) {
      for (const text of [key, value]) {
        candidates.add(text);
        for (const hex of text.match(/[0-9a-fA-F]{64}/g) ?? []) candidates.add(hex.toLowerCase());
      }
    }
  expect(candidates.size).toBeGreaterThan(0);
  for (const candidate of candidates) expect(open(addon, encodeURIComponent(candidate)).data).toBeNull();
  // The dialog shows the co-editor the names, no link, and why.
  const view = showLinks(workbook, addon);
  expect(view.rows.map((r) => r.url)).toEqual(['', '']);
  expect(view.text).not.toContain(URL_BASE);
  expect(view.notice).toContain('nur das Google-Konto');
  expect(() => addon.runFromClient('renewPlayerLink', 'Anna')).toThrow('nur das Google-Konto');
  // Nothing the co-editor did changed the organiser's links.
  addon.setUser({ email: ORGANISER });
  expect(open(addon, anna).data!.overview.player).toBe('Anna');
  expect(tokenOf(showLinks(workbook, addon), 'Anna')).toBe(anna);
});

test('links stored the old way (token in the script properties) stop working; Spielerlinks removes them and makes new ones', () => {
  const { workbook, addon } = campaign();
  const old = 'ab'.repeat(32);
  const revokedOld = 'cd'.repeat(32);
  addon.environment.scriptProperties.setProperties({
    'kriegsrat.spreadsheetId': workbook.getId(),
    'kriegsrat.link.anna': JSON.stringify({ player: 'Anna', token: old, revoked: false }),
    'kriegsrat.link.bernd': JSON.stringify({ player: 'Bernd', token: revokedOld, revoked: true }),
  });
  expect(open(addon, old).data).toBeNull();
  const view = showLinks(workbook, addon);
  expect(tokenOf(view, 'Anna')).toMatch(/^[0-9a-f]{64}$/);
  expect(tokenOf(view, 'Anna')).not.toBe(old);
  expect(view.rows.find((r) => r.player === 'Bernd')).toEqual({ player: 'Bernd', url: '', revoked: true });
  const stored = JSON.stringify(addon.environment.scriptProperties.getProperties());
  expect(stored).not.toContain(old);
  expect(stored).not.toContain(revokedOld);
  expect(open(addon, old).data).toBeNull();
  expect(open(addon, tokenOf(view, 'Anna')).data!.overview.player).toBe('Anna');
});

test('an entry that still holds a token of the old kind is no link, whatever counter it names, until Spielerlinks rewrites it', () => {
  const { workbook, addon } = campaign();
  const anna = tokenOf(showLinks(workbook, addon), 'Anna');
  expect(open(addon, anna).data!.overview.player).toBe('Anna');
  // The same counter, but marked as the old kind: it opens nothing (one rule decides, rules/access/linkState.ts).
  addon.environment.scriptProperties.setProperty(
    'kriegsrat.link.anna',
    JSON.stringify({ player: 'Anna', version: 1, revoked: false, token: 'ab'.repeat(32) }),
  );
  expect(open(addon, anna).data).toBeNull();
  // Spielerlinks rewrites it with a new counter: a new link, the old one stays dead.
  const renewed = tokenOf(showLinks(workbook, addon), 'Anna');
  expect(renewed).not.toBe(anna);
  expect(open(addon, anna).data).toBeNull();
  expect(open(addon, renewed).data!.overview.player).toBe('Anna');
});

test('a valid link shows the portal with its own player’s data only; viewport by addMetaTag', () => {
  const { workbook, addon } = campaign();
  const view = showLinks(workbook, addon);
  const { html, data, output } = open(addon, tokenOf(view, 'Bernd'));
  expect(output.getTitle()).toBe('Kriegsrat – Spielerportal');
  expect(output.getMetaTags().map((t) => [t.getName(), t.getContent()])).toEqual([
    ['viewport', 'width=device-width, initial-scale=1'],
  ]);
  expect(data!.overview.player).toBe('Bernd');
  expect(data!.overview.armies.map((a) => a.name)).toEqual(['Eisenwölfe', 'Grüne Flut']);
  expect(data!.overview.armies.map((a) => a.field)).toEqual(['Furt', 'Sumpf']);
  expect(data!.token).toBe(tokenOf(view, 'Bernd'));
  expect(html).not.toContain(tokenOf(view, 'Anna'));
  expect(data!.standings.players.map((p) => p.player)).toEqual(['Anna', 'Bernd']);
  // The map and the battle form follow with one call once the page is drawn (issue 24).
  expect(Object.keys(data!)).not.toContain('map');
  expect(Object.keys(data!)).not.toContain('battleForm');
  const details = addon.webApp.run('getPortalDetails', tokenOf(view, 'Bernd')) as PortalDetails;
  expect(details.map.fields.map((f) => f.name)).toEqual(['Nordwacht', 'Hügel', 'Furt', 'Sumpf', 'Ödland']);
  expect(details.battleForm.armeen.map((a) => a.name)).toContain('Eisenwölfe');
  expect(details).toEqual({
    map: full(addon, tokenOf(view, 'Bernd')).map,
    battleForm: full(addon, tokenOf(view, 'Bernd')).battleForm,
  });
});

const full = (addon: AddonHandle, token: string) => addon.webApp.run('getPortalData', token) as PortalData;

test('a forged, malformed or missing token gets the German refusal page, which reveals nothing', () => {
  const { workbook, addon } = campaign();
  const view = showLinks(workbook, addon);
  const real = tokenOf(view, 'Anna');
  const forged = [real.slice(0, 63) + (real[63] === '0' ? '1' : '0'), 'a'.repeat(64), 'abc', '', `${real}x`, real.toUpperCase()];
  for (const token of forged) {
    const { html, data } = open(addon, encodeURIComponent(token));
    expect(data).toBeNull();
    expect(html).toContain('Dieser Link gilt nicht (mehr)');
    for (const secret of ['Anna', 'Bernd', 'Rote Faust', 'Nordwacht', workbook.getName()]) expect(html).not.toContain(secret);
  }
  expect(() => addon.webApp.run('getPortalData', 'a'.repeat(64))).toThrow('Dieser Link gilt nicht (mehr)');
  expect(() => addon.webApp.run('getPortalDetails', 'a'.repeat(64))).toThrow('Dieser Link gilt nicht (mehr)');
  expect((addon.webApp.run('getPortalData', real) as PortalData).overview.player).toBe('Anna');
});

test('renew: the old link stops at once; revoke: refused, and not recreated by the next call', () => {
  const { workbook, addon } = campaign();
  const old = tokenOf(showLinks(workbook, addon), 'Anna');
  const renewed = addon.runFromClient('renewPlayerLink', 'anna') as PlayerLinksView;
  const fresh = tokenOf(renewed, 'Anna');
  expect(fresh).not.toBe(old);
  expect(open(addon, old).data).toBeNull();
  expect(open(addon, fresh).data!.overview.player).toBe('Anna');
  const revoked = addon.runFromClient('revokePlayerLink', 'Anna') as PlayerLinksView;
  expect(revoked.rows.find((r) => r.player === 'Anna')).toEqual({ player: 'Anna', url: '', revoked: true });
  expect(revoked.text).toContain('Anna: gesperrt');
  expect(open(addon, fresh).data).toBeNull();
  expect(showLinks(workbook, addon).rows.find((r) => r.player === 'Anna')!.revoked).toBe(true);
  // "Neuer Link" after Sperren: a third link, neither of the earlier ones comes back.
  const third = tokenOf(addon.runFromClient('renewPlayerLink', 'Anna') as PlayerLinksView, 'Anna');
  expect([old, fresh]).not.toContain(third);
  expect(open(addon, old).data).toBeNull();
  expect(open(addon, fresh).data).toBeNull();
  expect(open(addon, third).data!.overview.player).toBe('Anna');
  expect(() => addon.runFromClient('renewPlayerLink', 'Zora')).toThrow('„Zora“ steht nicht in der Spielerliste.');
});

test('a player taken off Spieler: Spielerlinks stops the old link, so the same name listed again gets a new one (audit 31)', () => {
  const { workbook, addon } = campaign();
  // Clara: a player without an army, whose row the organiser may delete and later fill again.
  const spieler = workbook.getSheetByName('Spieler')!;
  spieler.appendRow(['Clara', 'Aeldari', 0]);
  const old = tokenOf(showLinks(workbook, addon), 'Clara');
  expect(open(addon, old).data!.overview.player).toBe('Clara');
  spieler.deleteRow(spieler.getLastRow());
  expect(open(addon, old).html).toContain('Dein Name steht nicht mehr in der Spielerliste');
  // The organiser cannot name her to Sperren any more (she is not listed): opening the dialog stops her link.
  showLinks(workbook, addon);
  // A new player of the same name (or the row typed again) is listed: the old link stays dead.
  spieler.appendRow(['Clara', 'Necrons', 0]);
  const view = showLinks(workbook, addon);
  expect(view.rows.find((r) => r.player === 'Clara')!.revoked).toBe(true);
  expect(open(addon, old).data).toBeNull();
  const fresh = tokenOf(addon.runFromClient('renewPlayerLink', 'Clara') as PlayerLinksView, 'Clara');
  expect(fresh).not.toBe(old);
  expect(open(addon, old).data).toBeNull();
  expect(open(addon, fresh).data!.overview.player).toBe('Clara');
  // Players still listed keep their links: opening the dialog again changes none.
  const anna = tokenOf(view, 'Anna');
  expect(tokenOf(showLinks(workbook, addon), 'Anna')).toBe(anna);
});

/** Clara listed with a working link, then her row deleted (no onEdit: Sheets fires none for a deleted row). */
function claraTakenOff(): { workbook: OfflineSpreadsheet; addon: AddonHandle; old: string; anna: string } {
  const { workbook, addon } = campaign();
  const spieler = workbook.getSheetByName('Spieler')!;
  spieler.appendRow(['Clara', 'Aeldari', 0]);
  const view = showLinks(workbook, addon);
  const old = tokenOf(view, 'Clara');
  expect(open(addon, old).data!.overview.player).toBe('Clara');
  spieler.deleteRow(spieler.getLastRow());
  return { workbook, addon, old, anna: tokenOf(view, 'Anna') };
}

test('taken off Spieler and listed again without Spielerlinks in between: any player’s page in between stops the old link (C8)', () => {
  const { workbook, addon, old, anna } = claraTakenOff();
  // Anna opens her page while Clara is not listed: that execution reads Spieler and stops Clara's link,
  // deciding on Spieler as saved (2 Sheets calls more, this once); the next page costs what it did.
  const noticing = workbook.calls.measure(() => open(addon, anna));
  expect(noticing.result.data!.overview.player).toBe('Anna');
  const after = workbook.calls.measure(() => open(addon, anna)).byMethod;
  const more = Object.entries(noticing.byMethod).filter(([method, n]) => n !== (after[method] ?? 0));
  expect(Object.fromEntries(more)).toEqual({ 'Spreadsheet.getSheetByName': 1, 'Sheet.getSheetValues': 1 });
  // Clara is listed again (a newcomer of that name, or the row written back): the old link stays dead.
  workbook.getSheetByName('Spieler')!.appendRow(['Clara', 'Necrons', 0]);
  const refused = open(addon, old);
  expect(refused.data).toBeNull();
  expect(refused.html).toContain('Dieser Link gilt nicht (mehr)');
  expect(() => addon.webApp.run('getPortalData', old)).toThrow('Dieser Link gilt nicht (mehr)');
  // Spielerlinks shows her gesperrt; Erneuern hands out a new link that works.
  expect(showLinks(workbook, addon).rows.find((r) => r.player === 'Clara')!.revoked).toBe(true);
  const fresh = tokenOf(addon.runFromClient('renewPlayerLink', 'Clara') as PlayerLinksView, 'Clara');
  expect(fresh).not.toBe(old);
  expect(open(addon, fresh).data!.overview.player).toBe('Clara');
  expect(open(addon, old).data).toBeNull();
  // Anna's own link is untouched.
  expect(open(addon, anna).data!.overview.player).toBe('Anna');
  expect(workbook.locks.balance('script')).toBe(0);
});

test('the hourly check (N3), when switched on, stops the link of a name no longer listed, with no page opened', () => {
  const { workbook, addon, old } = claraTakenOff();
  const hourly = addon.environment.triggers.add('checkReportDeadlines', 1).getUniqueId();
  expect(addon.run('checkReportDeadlines', { triggerUid: hourly, authMode: 'FULL' })).toMatch(/automatisch bestätigt/);
  workbook.getSheetByName('Spieler')!.appendRow(['Clara', 'Necrons', 0]);
  expect(open(addon, old).html).toContain('Dieser Link gilt nicht (mehr)');
  expect(showLinks(workbook, addon).rows.find((r) => r.player === 'Clara')!.revoked).toBe(true);
});

test.each(['getBattleFormData', 'getBookingFormData', 'getOpenReports'])(
  'the organiser’s %s (it reads Spieler anyway) stops the link of a name no longer listed',
  (name) => {
    const { workbook, addon, old } = claraTakenOff();
    expect(addon.runFromClient(name)).toMatchObject({ ok: true });
    workbook.getSheetByName('Spieler')!.appendRow(['Clara', 'Necrons', 0]);
    expect(open(addon, old).html).toContain('Dieser Link gilt nicht (mehr)');
  },
);

test('the departed player’s own refused visit stops the link, so it stays dead when the name is listed again', () => {
  const { workbook, addon, old } = claraTakenOff();
  expect(open(addon, old).html).toContain('Dein Name steht nicht mehr in der Spielerliste');
  workbook.getSheetByName('Spieler')!.appendRow(['Clara', 'Necrons', 0]);
  expect(open(addon, old).html).toContain('Dieser Link gilt nicht (mehr)');
  expect(open(addon, old).data).toBeNull();
});

test('the name typed back into Spieler by hand (onEdit) stops the link it had, even when nothing ran in between', () => {
  const { workbook, addon, old, anna } = claraTakenOff();
  const row = workbook.getSheetByName('Spieler')!.getLastRow() + 1;
  expect(addon.edit('Spieler', row, 1, [['Clara']]).triggerError).toBeNull();
  expect(open(addon, old).html).toContain('Dieser Link gilt nicht (mehr)');
  expect(showLinks(workbook, addon).rows.find((r) => r.player === 'Clara')!.revoked).toBe(true);
  const fresh = tokenOf(addon.runFromClient('renewPlayerLink', 'Clara') as PlayerLinksView, 'Clara');
  expect(open(addon, fresh).data!.overview.player).toBe('Clara');
  // Typing over a listed name with the same name (a spelling fixed in place) stops nothing.
  expect(addon.edit('Spieler', row, 1, [['clara']]).triggerError).toBeNull();
  expect(open(addon, fresh).data!.overview.player).toBe('clara');
  expect(open(addon, anna).data!.overview.player).toBe('Anna');
});

test('a name typed over by hand (onEdit) stops its link, so pasting it back elsewhere brings no old link back', () => {
  // campaign(): the change trigger has not run (it ignores edits anyway); no page runs in between.
  const { workbook, addon } = campaign();
  const spieler = workbook.getSheetByName('Spieler')!;
  spieler.appendRow(['Clara', 'Aeldari', 0]);
  const view = showLinks(workbook, addon);
  const [anna, old] = [tokenOf(view, 'Anna'), tokenOf(view, 'Clara')];
  const row = spieler.getLastRow();
  const column = 1; // Spieler's name column here, as the other tests type it
  // Clara's cell typed over with Zora: one cell, so Google names the old value.
  expect(addon.edit('Spieler', row, column, [['Zora']]).triggerError).toBeNull();
  // Clara pasted back into a new row (several cells: no old values, onEdit cannot tell).
  const pasted = ['Clara', 'Aeldari', '0'];
  expect(addon.edit('Spieler', row + 1, 1, [pasted]).triggerError).toBeNull();
  expect(open(addon, old).html).toContain('Dieser Link gilt nicht (mehr)');
  expect(open(addon, anna).data!.overview.player).toBe('Anna');
  // The name it now holds (a rename) has its own link in Spielerlinks.
  expect(open(addon, tokenOf(showLinks(workbook, addon), 'Zora')).data!.overview.player).toBe('Zora');
  // Cleared instead of typed over: the same.
  const anew = tokenOf(addon.runFromClient('renewPlayerLink', 'Clara') as PlayerLinksView, 'Clara');
  expect(open(addon, anew).data!.overview.player).toBe('Clara');
  expect(addon.edit('Spieler', row + 1, column, [['']]).triggerError).toBeNull();
  expect(addon.edit('Spieler', row + 2, 1, [pasted]).triggerError).toBeNull();
  expect(open(addon, anew).html).toContain('Dieser Link gilt nicht (mehr)');
  expect(workbook.locks.balance('script')).toBe(0);
});

test('a Spieler read through a stale Sheets API stops no listed player’s link: the sheet itself decides', () => {
  // 'stale': the API answers as the previous execution found the sheets (src/offline/sheetsApi.ts).
  const { workbook, addon } = workbookWith(MAP_CAMPAIGN, ORGANISER, { sheetsApi: 'stale' });
  addon.environment.webAppUrl = URL_BASE;
  // The change trigger would stop Clara's link at the deletion, rightly: here it has not run.
  addon.changeTriggers.timing = 'held';
  const spieler = workbook.getSheetByName('Spieler')!;
  spieler.appendRow(['Clara', 'Aeldari', 0]);
  const view = showLinks(workbook, addon);
  const [anna, clara] = [tokenOf(view, 'Anna'), tokenOf(view, 'Clara')];
  // Clara's row moved (taken out and written back) while an execution ran that reads no Spieler.
  const row = spieler.getRange(spieler.getLastRow(), 1, 1, 3).getValues();
  spieler.deleteRow(spieler.getLastRow());
  addon.run('onOpen', { authMode: 'LIMITED' });
  spieler.appendRow(row[0]);
  // Anna's page reads Spieler through the API as it was without Clara: Clara's link still works.
  expect(open(addon, anna).data!.overview.player).toBe('Anna');
  expect(open(addon, clara).data!.overview.player).toBe('Clara');
});

test('the organiser’s functions refuse a web-app visitor (google.script.run reaches every function)', () => {
  const { workbook, addon } = campaign();
  showLinks(workbook, addon);
  for (const name of ['renewPlayerLink', 'revokePlayerLink', 'showPlayerLinks'])
    expect(() => addon.webApp.run(name, 'Anna')).toThrow('Das geht nur in der Kampagnentabelle selbst');
});

test('before the web app is deployed the dialog says how, and the links are kept for later', () => {
  const { workbook, addon } = campaign();
  addon.environment.webAppUrl = null;
  const view = showLinks(workbook, addon);
  expect(view.notice).toContain('Bereitstellen → Neue Bereitstellung → Web-App');
  expect(view.rows.every((r) => r.url === '' && !r.revoked)).toBe(true);
  expect(view.text).not.toContain('http');
});

test('a /dev address (only editors can open it) is refused: no link shown, the dialog says what to do', () => {
  const { workbook, addon } = campaign();
  addon.environment.webAppUrl = DEV_URL;
  const view = showLinks(workbook, addon);
  expect(view.notice).toContain('/dev');
  expect(view.notice).toContain('Bereitstellungen verwalten');
  expect(view.rows.map((r) => r.url)).toEqual(['', '']);
  expect(view.text).not.toContain('/dev');
});

test('the /exec address is recorded from a live request and then used, even where Google answers /dev', () => {
  const { workbook, addon } = campaign();
  addon.environment.webAppUrl = URL_BASE;
  open(addon, ''); // anyone opening the web app's address, even without a link
  addon.environment.webAppUrl = DEV_URL;
  const view = showLinks(workbook, addon);
  expect(view.notice).toBeNull();
  expect(view.rows.every((r) => r.url.startsWith(`${URL_BASE}?t=`))).toBe(true);
  // A request through /dev records nothing.
  const other = campaign();
  other.addon.environment.webAppUrl = DEV_URL;
  open(other.addon, '');
  expect(showLinks(other.workbook, other.addon).notice).toContain('/dev');
});

test('the organiser may paste the /exec address; /dev and other addresses are refused in German; a visitor cannot set it', () => {
  const { workbook, addon } = campaign();
  addon.environment.webAppUrl = DEV_URL;
  showLinks(workbook, addon);
  for (const wrong of [DEV_URL, 'https://example.com/macros/s/X/exec', `${URL_BASE}?t=1`, 'Hallo', '']) {
    const refused = addon.runFromClient('setPortalUrl', wrong) as { ok: boolean; message: string };
    expect(refused.ok).toBe(false);
    expect(refused.message).toContain('Diese Adresse passt nicht');
  }
  expect(() => addon.webApp.run('setPortalUrl', PASTED)).toThrow('Das geht nur in der Kampagnentabelle selbst');
  const view = addon.runFromClient('setPortalUrl', ` ${PASTED} `) as PlayerLinksView & { ok: boolean };
  expect(view.ok).toBe(true);
  expect(view.notice).toBeNull();
  expect(view.portalUrl).toBe(PASTED);
  expect(view.rows.every((r) => r.url.startsWith(`${PASTED}?t=`))).toBe(true);
  expect(showLinks(workbook, addon).rows[0].url.startsWith(`${PASTED}?t=`)).toBe(true);
  // A Workspace domain's address has its own shape.
  const domain = 'https://script.google.com/a/macros/verein.de/s/AKfyDOMAIN_1-x/exec';
  expect((addon.runFromClient('setPortalUrl', domain) as PlayerLinksView).rows[0].url.startsWith(`${domain}?t=`)).toBe(true);
});

test('the web app’s active spreadsheet answers as Google leaves open; openById and addMetaTag behave as Google documents', () => {
  const { workbook, addon } = campaign();
  const app = addon.environment.globals.SpreadsheetApp;
  expect(app.getActiveSpreadsheet()).toBe(workbook);
  app.inWebApp = true;
  try {
    // "Not available" (webAppBehaviour.ts): the container as users report, null, or a throw.
    expect(app.getActiveSpreadsheet()).toBe(workbook);
    app.webApp = { ...app.webApp, activeSpreadsheet: 'null' };
    expect(app.getActiveSpreadsheet()).toBeNull();
    app.webApp = { ...app.webApp, activeSpreadsheet: 'throws' };
    expect(() => app.getActiveSpreadsheet()).toThrow();
    expect(() => app.getUi()).toThrow('Cannot call SpreadsheetApp.getUi() from this context.');
    // Writes from the portal need the script lock: there is no document lock in a web app.
    expect(addon.environment.globals.LockService.getDocumentLock()).toBeNull();
    expect(addon.environment.globals.LockService.getScriptLock()).not.toBeNull();
  } finally {
    app.inWebApp = false;
  }
  expect(app.openById(workbook.getId())).toBe(workbook);
  expect(() => app.openById('anders')).toThrow();
  const output = addon.environment.globals.HtmlService.createHtmlOutput('x');
  expect(() => output.addMetaTag('description', 'y')).toThrow();
});

test('a page that notices a missing name while the campaign lock is busy still opens and stops nothing; the next one stops it (C8)', () => {
  const { workbook, addon, old, anna } = claraTakenOff();
  const other = addon.environment.globals.LockService.getScriptLock();
  expect(other.tryLock(0)).toBe(true);
  // Clara's stored link (a visit's own note, kriegsrat.besuch.*, is written all the same).
  const stored = () => addon.environment.scriptProperties.getProperty('kriegsrat.link.clara');
  const before = stored();
  try {
    expect(open(addon, anna).data!.overview.player).toBe('Anna');
    expect(stored()).toBe(before);
  } finally {
    other.releaseLock();
  }
  expect(workbook.locks.balance('script')).toBe(0);
  expect(open(addon, anna).data!.overview.player).toBe('Anna');
  expect(stored()).not.toBe(before);
  workbook.getSheetByName('Spieler')!.appendRow(['Clara', 'Necrons', 0]);
  expect(open(addon, old).data).toBeNull();
});

test('a busy script lock gets a German answer and writes nothing; the lock is always released', () => {
  const { workbook, addon } = campaign();
  const before = tokenOf(showLinks(workbook, addon), 'Anna');
  expect(workbook.locks.balance('script')).toBe(0);
  const other = addon.environment.globals.LockService.getScriptLock();
  expect(other.tryLock(0)).toBe(true);
  try {
    expect(() => addon.runFromClient('renewPlayerLink', 'Anna')).toThrow('Gerade ändert jemand anderes die Spielerlinks');
  } finally {
    other.releaseLock();
  }
  expect(open(addon, before).data!.overview.player).toBe('Anna');
  expect(workbook.locks.balance('script')).toBe(0);
});

test('a portal deployed under another account than the one that made the links refuses them all (fail closed)', () => {
  const { workbook, addon } = campaign();
  const anna = tokenOf(showLinks(workbook, addon), 'Anna');
  // doGet executes as its deployer: here a co-editor, whose user properties hold no key.
  addon.setUser({ email: 'mit@example.com' });
  expect(open(addon, anna).data).toBeNull();
  expect(open(addon, anna).html).toContain('Dieser Link gilt nicht (mehr)');
  addon.setUser({ email: ORGANISER });
  expect(open(addon, anna).data!.overview.player).toBe('Anna');
});

test('the first request to /exec makes the key in the deployer’s user properties: a co-editor opening Spielerlinks first cannot take it', () => {
  const { workbook, addon } = campaign();
  open(addon, ''); // e.g. npm run deploy's request after deploying
  addon.setUser({ email: 'mit@example.com' });
  const coEditor = showLinks(workbook, addon);
  expect(coEditor.notice).toContain('nur das Google-Konto');
  expect(coEditor.rows.map((r) => r.url)).toEqual(['', '']);
  addon.setUser({ email: ORGANISER });
  const view = showLinks(workbook, addon);
  expect(view.notice).toBeNull();
  expect(open(addon, tokenOf(view, 'Bernd')).data!.overview.player).toBe('Bernd');
  // A request through /dev makes nothing.
  const other = campaign();
  other.addon.environment.webAppUrl = DEV_URL;
  open(other.addon, '');
  expect(other.addon.environment.scriptProperties.getProperty('kriegsrat.linkSecretCheck')).toBeNull();
});

test('handing the links to another deploying account: delete the check value, the new account makes new links', () => {
  const { workbook, addon } = campaign();
  const old = tokenOf(showLinks(workbook, addon), 'Anna');
  addon.environment.scriptProperties.deleteProperty('kriegsrat.linkSecretCheck');
  addon.setUser({ email: 'neu@example.com' }); // now deploys the portal and opens Spielerlinks
  const view = showLinks(workbook, addon);
  expect(view.notice).toBeNull();
  const fresh = tokenOf(view, 'Anna');
  expect(fresh).not.toBe(old);
  expect(open(addon, fresh).data!.overview.player).toBe('Anna');
  expect(open(addon, old).data).toBeNull();
});
