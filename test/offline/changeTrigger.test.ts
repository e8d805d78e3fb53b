// The twin's installable change trigger (src/offline/changeTrigger.ts): created as Google's
// SpreadsheetTriggerBuilder creates it, fired after a user's change — never a script's — as its
// own execution under the account that installed it, now ('afterChange') or later ('held').
import { loadAddon, OfflineSpreadsheet } from '../../src/offline';

const SCRIPT = String.raw`
var seen = [];
function install() {
  return ScriptApp.newTrigger('heard').forSpreadsheet(SpreadsheetApp.getActiveSpreadsheet()).onChange().create().getUniqueId();
}
function heard(e) {
  seen.push([e.changeType, e.authMode, e.triggerUid, e.user.getEmail(), Session.getEffectiveUser().getEmail(), e.source.getId()]);
}
function scriptDeletes() {
  SpreadsheetApp.getActiveSpreadsheet().getSheets()[0].deleteRow(1);
}
function onEdit(e) {}
`;

function setUp() {
  const workbook = new OfflineSpreadsheet({ sheets: ['Eins', 'Zwei'] });
  const addon = loadAddon(workbook, SCRIPT, { user: { email: 'orga@example.com' } });
  const seen = () => addon.context.seen as unknown[][];
  return { workbook, addon, seen };
}

test('forSpreadsheet(ss).onChange().create(): an ON_CHANGE trigger of that spreadsheet, listed to its owner only', () => {
  const { workbook, addon } = setUp();
  const uid = addon.run('install') as string;
  const [trigger] = addon.environment.triggers.list;
  expect([trigger.getUniqueId(), trigger.getEventType(), trigger.getTriggerSource(), trigger.getTriggerSourceId()]).toEqual([
    uid,
    'ON_CHANGE',
    'SPREADSHEETS',
    workbook.getId(),
  ]);
  expect(uid).toMatch(/^\d{19}$/);
  addon.setUser({ email: 'mit@example.com' });
  expect(addon.environment.globals.ScriptApp.getProjectTriggers()).toEqual([]);
});

test('a user deleting rows or a sheet fires it after the change, as its owner, with the user in the event; a script’s deletion does not', () => {
  const { workbook, addon, seen } = setUp();
  const uid = addon.run('install') as string;
  addon.setUser({ email: 'mit@example.com' });
  workbook.getSheetByName('Eins')!.deleteRows(1, 2);
  workbook.getSheetByName('Eins')!.deleteRow(1);
  workbook.deleteSheet(workbook.getSheetByName('Zwei')!);
  addon.run('scriptDeletes');
  const owner = ['orga@example.com', workbook.getId()];
  expect(seen()).toEqual([
    ['REMOVE_ROW', 'FULL', uid, 'mit@example.com', ...owner],
    ['REMOVE_ROW', 'FULL', uid, 'mit@example.com', ...owner],
    ['REMOVE_GRID', 'FULL', uid, 'mit@example.com', ...owner],
  ]);
  // An edit: onEdit first, then the change trigger (EDIT).
  addon.edit('Eins', 1, 1, [['x', 'y']]);
  expect(seen()[seen().length - 1][0]).toBe('EDIT');
  expect(addon.changeTriggers.errors).toEqual([]);
});

test('held: Google runs it later — nothing until fireHeld, then each run in order', () => {
  const { workbook, addon, seen } = setUp();
  addon.run('install');
  addon.changeTriggers.timing = 'held';
  workbook.getSheetByName('Eins')!.deleteRow(1);
  addon.edit('Eins', 1, 1, [['x']]);
  expect(seen()).toEqual([]);
  expect(addon.changeTriggers.held.map((h) => h.event.changeType)).toEqual(['REMOVE_ROW', 'EDIT']);
  addon.changeTriggers.fireHeld();
  expect(seen().map((s) => s[0])).toEqual(['REMOVE_ROW', 'EDIT']);
  expect(addon.changeTriggers.held).toEqual([]);
});

test('without a change trigger a deletion runs nothing; creating one needs the trigger scope', () => {
  const workbook = new OfflineSpreadsheet({ sheets: ['Eins'] });
  const addon = loadAddon(workbook, SCRIPT, { user: { email: 'orga@example.com' }, grantedScopes: [] });
  workbook.getSheetByName('Eins')!.deleteRow(1);
  expect(addon.context.seen).toEqual([]);
  expect(() => addon.run('install')).toThrow('script.scriptapp');
});
