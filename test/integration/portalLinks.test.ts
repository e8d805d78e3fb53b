// The player portal's links (C8) and its web app (issue 19 §1–2), through the built add-on in the
// offline twin: links in the script properties, the web app run as Google runs it (anonymous
// visitor, the deployer's authority, no active spreadsheet).
import type { AddonHandle, OfflineHtmlOutput, OfflineSpreadsheet } from '../../src/offline';
import type { PlayerLinksView, PortalData, PortalDetails } from '../../src/shared/portalContract';
import { MAP_CAMPAIGN, workbookWith } from './campaignWorkbook';

const URL_BASE = 'https://script.google.com/macros/s/AKfyTEST/exec';
const ORGANISER = 'orga@example.com';

function campaign(): { workbook: OfflineSpreadsheet; addon: AddonHandle } {
  const opened = workbookWith(MAP_CAMPAIGN, ORGANISER);
  opened.addon.environment.webAppUrl = URL_BASE;
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

test('Spielerlinks: one secret link per player, "Name: URL" per line, kept in the script properties only', () => {
  const { workbook, addon } = campaign();
  const view = showLinks(workbook, addon);
  expect(view.rows.map((r) => r.player)).toEqual(['Anna', 'Bernd']);
  expect(view.notice).toBeNull();
  const tokens = view.rows.map((r) => tokenOf(view, r.player));
  for (const token of tokens) expect(token).toMatch(/^[0-9a-f]{64}$/);
  expect(new Set(tokens).size).toBe(2);
  expect(view.text).toBe(view.rows.map((r) => `${r.player}: ${URL_BASE}?t=${tokenOf(view, r.player)}`).join('\n'));
  // Never in a sheet.
  for (const sheet of workbook.getSheets())
    for (const row of sheet.getDataRange().getValues()) for (const cell of row) expect(tokens).not.toContain(String(cell));
  expect(Object.values(addon.environment.scriptProperties.getProperties()).join(' ')).toContain(tokens[0]);
  // The same links on the next call; a player added later gets one.
  workbook.getSheetByName('Spieler')!.appendRow(['Clara', 'Aeldari', 0]);
  const again = showLinks(workbook, addon);
  expect(tokenOf(again, 'Anna')).toBe(tokens[0]);
  expect(tokenOf(again, 'Clara')).toMatch(/^[0-9a-f]{64}$/);
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
  expect(() => addon.runFromClient('renewPlayerLink', 'Zora')).toThrow('„Zora“ steht nicht in der Spielerliste.');
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
});

test('the web app has no active spreadsheet; openById and addMetaTag behave as Google documents', () => {
  const { workbook, addon } = campaign();
  const app = addon.environment.globals.SpreadsheetApp;
  expect(app.getActiveSpreadsheet()).toBe(workbook);
  app.inWebApp = true;
  try {
    expect(app.getActiveSpreadsheet()).toBeNull();
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
