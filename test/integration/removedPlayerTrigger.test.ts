// C8's last hole: a row of Spieler deleted and the name pasted back (no onEdit path sees a
// paste's name), with no page, sidebar, Spielerlinks or hourly check in between. Google fires no
// onEdit for a deleted row; the installable change trigger that „Spielerlinks“ installs hears it
// (changeType REMOVE_ROW / REMOVE_GRID / OTHER) and stops the departed player's link at once.
// The twin runs the trigger after a user's change as Google would (src/offline/changeTrigger.ts).
import type { AddonHandle, OfflineHtmlOutput, OfflineSpreadsheet } from '../../src/offline';
import type { PlayerLinksView } from '../../src/shared/portalContract';
import { MANIFEST_SCOPES, TRIGGER_SCOPE } from '../../src/server/permissions';
import { NOT_AN_EVENT_MESSAGE } from '../../src/server/sheetsOnly';
import { MAP_CAMPAIGN, workbookWith } from './campaignWorkbook';

const URL_BASE = 'https://script.google.com/macros/s/AKfyTEST/exec';
const ORGANISER = 'orga@example.com';
const HANDLER = 'checkRemovedPlayers';
const REFUSED = 'Dieser Link gilt nicht (mehr)';

function campaign(grantedScopes?: string[]): { workbook: OfflineSpreadsheet; addon: AddonHandle } {
  const opened = workbookWith(MAP_CAMPAIGN, ORGANISER, grantedScopes ? { grantedScopes } : {});
  opened.addon.environment.webAppUrl = URL_BASE;
  return opened;
}

function showLinks(workbook: OfflineSpreadsheet, addon: AddonHandle): PlayerLinksView {
  addon.run('showPlayerLinks');
  const html = workbook.ui.dialogs[workbook.ui.dialogs.length - 1].html.getContent();
  return JSON.parse(/<script id="page-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]) as PlayerLinksView;
}

const tokenOf = (view: PlayerLinksView, player: string) =>
  /\?t=([0-9a-f]+)$/.exec(view.rows.find((r) => r.player === player)!.url)?.[1] ?? '';

const page = (addon: AddonHandle, token: string) => (addon.webApp.doGet(`t=${token}`) as OfflineHtmlOutput).getContent();

/** Every account's change triggers of the add-on's handler. */
const changeTriggers = (addon: AddonHandle) =>
  addon.environment.triggers.list.filter((t) => t.getHandlerFunction() === HANDLER && t.getEventType() === 'ON_CHANGE');

/** Clara listed, Spielerlinks opened (her link works); `addon` as given. */
function claraLinked(grantedScopes?: string[]) {
  const { workbook, addon } = campaign(grantedScopes);
  const spieler = workbook.getSheetByName('Spieler')!;
  spieler.appendRow(['Clara', 'Aeldari', 0]);
  const view = showLinks(workbook, addon);
  const old = tokenOf(view, 'Clara');
  expect(page(addon, old)).toContain('"player":"Clara"');
  return { workbook, addon, spieler, view, old, anna: tokenOf(view, 'Anna') };
}

/** The user pastes Clara's row back (three cells: onEdit gets no value, so retypedName.ts cannot see the name). */
function pasteClara(addon: AddonHandle, spieler: ReturnType<OfflineSpreadsheet['getSheetByName']>) {
  const row = spieler!.getLastRow() + 1;
  expect(addon.edit('Spieler', row, 1, [['Clara', 'Necrons', 0]]).triggerError).toBeNull();
}

test('the hole: Clara’s row deleted and her name pasted back, nothing else in between — the change trigger stops the old link', () => {
  const { workbook, addon, spieler, old, anna } = claraLinked();
  expect(changeTriggers(addon).map((t) => [t.owner, t.getTriggerSourceId()])).toEqual([[ORGANISER, workbook.getId()]]);
  spieler.deleteRow(spieler.getLastRow());
  pasteClara(addon, spieler);
  expect(addon.changeTriggers.errors).toEqual([]);
  expect(page(addon, old)).toContain(REFUSED);
  expect(showLinks(workbook, addon).rows.find((r) => r.player === 'Clara')!.revoked).toBe(true);
  expect(page(addon, anna)).toContain('"player":"Anna"');
  expect(workbook.locks.balance('script')).toBe(0);
});

test('a sheet deleted (REMOVE_GRID) runs the same check; Spieler itself deleted stops nothing, as no reader can list names', () => {
  const { workbook, addon, spieler, old, anna } = claraLinked();
  // Clara's row went and Google never ran the trigger for it (a run it dropped).
  addon.changeTriggers.timing = 'held';
  spieler.deleteRow(spieler.getLastRow());
  addon.changeTriggers.held.splice(0);
  addon.changeTriggers.timing = 'afterChange';
  workbook.deleteSheet(workbook.insertSheet('Notizen'));
  pasteClara(addon, spieler);
  expect(page(addon, old)).toContain(REFUSED);
  // Spieler deleted and put back (Rückgängig): an accident must not stop every link.
  const copy = spieler.getDataRange().getValues();
  workbook.deleteSheet(spieler);
  workbook.insertSheet('Spieler').getRange(1, 1, copy.length, copy[0].length).setValues(copy);
  expect(addon.changeTriggers.errors).toEqual([]);
  expect(page(addon, anna)).toContain('"player":"Anna"');
  expect(workbook.locks.balance('script')).toBe(0);
});

test('Google runs the trigger later (held): before the paste the link stops; after it, the old link is back — what remains', () => {
  const early = claraLinked();
  early.addon.changeTriggers.timing = 'held';
  early.spieler.deleteRow(early.spieler.getLastRow());
  expect(early.addon.changeTriggers.held.map((h) => h.event.changeType)).toEqual(['REMOVE_ROW']);
  early.addon.changeTriggers.fireHeld();
  pasteClara(early.addon, early.spieler);
  expect(page(early.addon, early.old)).toContain(REFUSED);

  const late = claraLinked();
  late.addon.changeTriggers.timing = 'held';
  late.spieler.deleteRow(late.spieler.getLastRow());
  pasteClara(late.addon, late.spieler);
  late.addon.changeTriggers.fireHeld();
  // The run finds Clara listed again: nothing tells it the row was gone (README, Links verteilen).
  expect(page(late.addon, late.old)).toContain('"player":"Clara"');
});

test('without the trigger permission the links work as before and the dialog says so in German; the paste brings the old link back', () => {
  const { workbook, addon, spieler, view, old } = claraLinked(MANIFEST_SCOPES.filter((scope) => scope !== TRIGGER_SCOPE));
  expect(addon.environment.triggers.list).toEqual([]);
  expect(view.rows.every((r) => r.url)).toBe(true);
  expect(view.notice).toMatch(/^Gelöschte Zeilen in „Spieler“ bemerkt Kriegsrat .*Benachrichtigungen/);
  // Erneuern and Sperren redraw the dialog: the sentence stays while the trigger is missing.
  for (const name of ['renewPlayerLink', 'revokePlayerLink'])
    expect((addon.runFromClient(name, 'Anna') as PlayerLinksView).notice).toBe(view.notice);
  spieler.deleteRow(spieler.getLastRow());
  pasteClara(addon, spieler);
  expect(page(addon, old)).toContain('"player":"Clara"');
  expect(workbook.locks.balance('script')).toBe(0);
});

test('a trigger that cannot be created (too many triggers) leaves the links working, with the German sentence', () => {
  const { workbook, addon } = campaign();
  for (let i = 0; i < 20; i++) addon.environment.triggers.add('probe', 1);
  const view = showLinks(workbook, addon);
  expect(view.rows.every((r) => r.url)).toBe(true);
  expect(view.notice).toMatch(/^Gelöschte Zeilen in „Spieler“ bemerkt Kriegsrat /);
  expect(changeTriggers(addon)).toEqual([]);
});

test('Spielerlinks opened twice installs one trigger; a co-editor opening it installs none; plain setup installs none', () => {
  const { workbook, addon } = campaign();
  addon.run('setupCampaign');
  expect(changeTriggers(addon)).toEqual([]);
  showLinks(workbook, addon);
  showLinks(workbook, addon);
  expect(changeTriggers(addon)).toHaveLength(1);
  addon.setUser({ email: 'co@example.com' });
  showLinks(workbook, addon);
  expect(changeTriggers(addon)).toHaveLength(1);
});

test('a player calling the handler through google.script.run changes nothing: refused without the event, harmless with it', () => {
  const { workbook, addon, view } = claraLinked();
  const properties = () => JSON.stringify(addon.environment.scriptProperties.getProperties());
  const before = properties();
  for (const changeType of ['REMOVE_ROW', 'REMOVE_GRID', 'OTHER'])
    for (const event of [undefined, {}, { changeType }, { changeType, triggerUid: 'offline' }, { changeType, triggerUid: '1x' }])
      expect(() => addon.webApp.run(HANDLER, event)).toThrow(NOT_AN_EVENT_MESSAGE);
  // Even with the trigger's own uid (no page shows it) it only stops links of names Spieler does not list: none.
  const uid = changeTriggers(addon)[0].getUniqueId();
  addon.webApp.run(HANDLER, { changeType: 'REMOVE_ROW', triggerUid: uid });
  expect(properties()).toBe(before);
  for (const player of ['Anna', 'Bernd', 'Clara']) expect(page(addon, tokenOf(view, player))).toContain(`"player":"${player}"`);
  expect(workbook.locks.balance('script')).toBe(0);
});

test('a busy campaign lock: the trigger stops nothing and waits for no one; the next execution notices', () => {
  const { workbook, addon, spieler, old } = claraLinked();
  const stored = () => addon.environment.scriptProperties.getProperty('kriegsrat.link.clara');
  const before = stored();
  const other = addon.environment.globals.LockService.getScriptLock();
  expect(other.tryLock(0)).toBe(true);
  try {
    spieler.deleteRow(spieler.getLastRow());
    expect(stored()).toBe(before);
  } finally {
    other.releaseLock();
  }
  expect(addon.changeTriggers.errors).toEqual([]);
  expect(page(addon, old)).toContain('Dein Name steht nicht mehr in der Spielerliste');
  pasteClara(addon, spieler);
  expect(page(addon, old)).toContain(REFUSED);
  expect(workbook.locks.balance('script')).toBe(0);
});

test('edits (changeType EDIT) cost the trigger no Sheets call; a page costs the same with the trigger as without', () => {
  const withTrigger = claraLinked();
  const without = claraLinked(MANIFEST_SCOPES.filter((scope) => scope !== TRIGGER_SCOPE));
  const edit = (addon: AddonHandle) => addon.edit('Spieler', 2, 3, [[5]]);
  const a = withTrigger.workbook.calls.measure(() => edit(withTrigger.addon)).byMethod;
  const b = without.workbook.calls.measure(() => edit(without.addon)).byMethod;
  expect(a).toEqual(b);
  page(withTrigger.addon, withTrigger.anna);
  page(without.addon, without.anna);
  const pageA = withTrigger.workbook.calls.measure(() => page(withTrigger.addon, withTrigger.anna)).byMethod;
  const pageB = without.workbook.calls.measure(() => page(without.addon, without.anna)).byMethod;
  expect(pageA).toEqual(pageB);
});
