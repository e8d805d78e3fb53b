import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createAppsScriptEnvironment, LOCK_TIMEOUT_MESSAGE, loadAddon, OfflineSpreadsheet } from '../../src/offline';

function environment(options: Parameters<typeof createAppsScriptEnvironment>[1] = {}) {
  const workbook = new OfflineSpreadsheet({ sheets: ['Kampagne'] });
  return { workbook, env: createAppsScriptEnvironment(workbook, options) };
}

describe('LockService', () => {
  test('records acquire and release', () => {
    const { workbook, env } = environment();
    const lock = env.globals.LockService.getDocumentLock();
    lock.waitLock(30000);
    expect(lock.hasLock()).toBe(true);
    expect(workbook.locks.isHeld('document')).toBe(true);
    lock.releaseLock();
    expect(lock.hasLock()).toBe(false);
    expect(workbook.locks.isHeld('document')).toBe(false);
    expect(workbook.locks.events).toEqual([
      { scope: 'document', action: 'acquire', timeoutMs: 30000 },
      { scope: 'document', action: 'release' },
    ]);
    expect(workbook.locks.balance()).toBe(0);
  });

  test('a lock never released makes the next waitLock time out like Apps Script', () => {
    const { workbook, env } = environment();
    env.globals.LockService.getDocumentLock().waitLock(1000);
    const next = env.globals.LockService.getDocumentLock();
    expect(() => next.waitLock(1000)).toThrow(LOCK_TIMEOUT_MESSAGE);
    expect(next.tryLock(10)).toBe(false);
    expect(workbook.locks.held()).toEqual(['document']);
    expect(workbook.locks.balance('document')).toBe(1);
    // The script lock is a different lock.
    expect(env.globals.LockService.getScriptLock().tryLock(10)).toBe(true);
  });

  test('user locks are per user', () => {
    const { env } = environment({ user: { email: 'a@example.com' } });
    expect(env.globals.LockService.getUserLock().tryLock(10)).toBe(true);
    env.setUser({ email: 'b@example.com' });
    expect(env.globals.LockService.getUserLock().tryLock(10)).toBe(true);
    env.setUser({ email: 'a@example.com' });
    expect(env.globals.LockService.getUserLock().tryLock(10)).toBe(false);
  });
});

describe('Session, properties, utilities, logs', () => {
  test('Session: no e-mail by default, configurable user, Berlin time zone', () => {
    const anonymous = environment().env.globals.Session;
    expect(anonymous.getActiveUser().getEmail()).toBe('');
    expect(anonymous.getEffectiveUser().getEmail()).toBe('');
    expect(anonymous.getScriptTimeZone()).toBe('Europe/Berlin');
    expect(anonymous.getActiveUserLocale()).toBe('de');
    const { env } = environment({ user: { email: 'orga@example.com', effectiveEmail: 'owner@example.com' } });
    expect(env.globals.Session.getActiveUser().getEmail()).toBe('orga@example.com');
    expect(env.globals.Session.getEffectiveUser().getEmail()).toBe('owner@example.com');
  });

  test('PropertiesService stores strings; document properties belong to the workbook', () => {
    const { workbook, env } = environment({ user: { email: 'a@example.com' } });
    const { PropertiesService } = env.globals;
    PropertiesService.getDocumentProperties().setProperty('runde', 3 as never);
    PropertiesService.getScriptProperties().setProperties({ a: '1', b: '2' });
    PropertiesService.getUserProperties().setProperty('farbe', 'rot');
    expect(workbook.documentProperties.getProperty('runde')).toBe('3');
    expect(PropertiesService.getScriptProperties().getKeys()).toEqual(['a', 'b']);
    PropertiesService.getScriptProperties().setProperties({ c: '3' }, true);
    expect(PropertiesService.getScriptProperties().getProperties()).toEqual({ c: '3' });
    expect(PropertiesService.getDocumentProperties().getProperty('fehlt')).toBeNull();
    env.setUser({ email: 'b@example.com' });
    expect(PropertiesService.getUserProperties().getProperty('farbe')).toBeNull();
  });

  test('user properties belong to the user the script runs as: a web app executing as the deployer reads the deployer’s', () => {
    const { env } = environment({ user: { email: 'orga@example.com' } });
    const { PropertiesService } = env.globals;
    PropertiesService.getUserProperties().setProperty('geheim', 'x');
    // A co-editor in the spreadsheet: their own store, not the organiser's.
    env.setUser({ email: 'mit@example.com' });
    expect(PropertiesService.getUserProperties().getProperty('geheim')).toBeNull();
    // The web app (anonymous visitor, executing as the deployer): the deployer's store.
    env.setUser({ email: '', effectiveEmail: 'orga@example.com' });
    expect(PropertiesService.getUserProperties().getProperty('geheim')).toBe('x');
    // Executing as a co-editor who deployed it: not the organiser's.
    env.setUser({ email: '', effectiveEmail: 'mit@example.com' });
    expect(PropertiesService.getUserProperties().getProperty('geheim')).toBeNull();
  });

  test('Utilities.computeHmacSha256Signature: signed bytes as Apps Script returns them (RFC 4231 case 2)', () => {
    const { Utilities } = environment().env.globals;
    const bytes = Utilities.computeHmacSha256Signature('what do ya want for nothing?', 'Jefe');
    expect(bytes.every((b) => Number.isInteger(b) && b >= -128 && b <= 127)).toBe(true);
    expect(bytes.map((b) => (b & 0xff).toString(16).padStart(2, '0')).join('')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  test('Utilities.formatDate in Europe/Berlin, summer and winter', () => {
    const { Utilities } = environment().env.globals;
    const summer = new Date('2026-07-15T21:45:09Z');
    const winter = new Date('2026-12-31T23:30:00Z');
    expect(Utilities.formatDate(summer, 'Europe/Berlin', 'yyyy-MM-dd')).toBe('2026-07-15');
    expect(Utilities.formatDate(summer, 'Europe/Berlin', 'yyyy-MM-dd HH:mm:ss')).toBe('2026-07-15 23:45:09');
    expect(Utilities.formatDate(winter, 'Europe/Berlin', 'yyyy-MM-dd HH:mm:ss')).toBe('2027-01-01 00:30:00');
    expect(Utilities.formatDate(winter, 'UTC', "dd.MM.yy 'um' H:mm")).toBe('31.12.26 um 23:30');
    expect(Utilities.getUuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  test('Utilities.formatDate gives each instant, zone and pattern its own text, also asked again', () => {
    const { Utilities } = environment().env.globals;
    const instant = new Date('2026-07-15T21:45:09Z');
    for (let round = 0; round < 2; round++) {
      expect(Utilities.formatDate(instant, 'Europe/Berlin', 'yyyy-MM-dd HH:mm')).toBe('2026-07-15 23:45');
      expect(Utilities.formatDate(instant, 'UTC', 'yyyy-MM-dd HH:mm')).toBe('2026-07-15 21:45');
      expect(Utilities.formatDate(instant, 'America/New_York', 'yyyy-MM-dd HH:mm Z')).toBe('2026-07-15 17:45 -0400');
      expect(Utilities.formatDate(instant, 'Europe/Berlin', 'HH:mm:ss')).toBe('23:45:09');
      expect(Utilities.formatDate(new Date(instant.getTime() + 1000), 'Europe/Berlin', 'HH:mm:ss')).toBe('23:45:10');
    }
  });

  test('console is recorded', () => {
    const { env } = environment();
    env.globals.console.log('Runde %s', 4);
    env.globals.console.warn('Achtung', { x: 1 });
    expect(env.logs.messages()).toEqual(['Runde 4', 'Achtung { x: 1 }']);
  });

  test('services the add-on never calls are not there: a script using one fails here', () => {
    const { env } = environment();
    const globals = env.globals as unknown as Record<string, unknown>;
    expect(globals.CacheService).toBeUndefined();
    expect(globals.Logger).toBeUndefined();
    // A method the twin lacks names itself instead of failing as "… is not a function" (openById exists for the portal).
    expect(() => (env.globals.SpreadsheetApp as unknown as { openByUrl(url: string): unknown }).openByUrl('x')).toThrow(
      'not emulated offline: SpreadsheetApp.openByUrl',
    );
  });
});

describe('HtmlService', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kriegsrat-html-'));
  writeFileSync(path.join(dir, 'Seite.html'), '<p>Hallo</p>');
  writeFileSync(
    path.join(dir, 'Vorlage.html'),
    '<h1><?= titel ?></h1><? for (var i = 0; i < n; i++) { ?><i><?!= i ?></i><? } ?>',
  );

  test('outputs from files, with title and size', () => {
    const { HtmlService } = environment({ htmlDir: dir }).env.globals;
    const page = HtmlService.createHtmlOutputFromFile('Seite').setTitle('Schlacht eintragen').setWidth(320);
    expect([page.getContent(), page.getTitle(), page.getWidth()]).toEqual(['<p>Hallo</p>', 'Schlacht eintragen', 320]);
    expect(HtmlService.createHtmlOutput('<b>x</b>').append('<i>y</i>').getContent()).toBe('<b>x</b><i>y</i>');
    expect(() => HtmlService.createHtmlOutputFromFile('Fehlt')).toThrow('No HTML file named Fehlt was found.');
    expect(HtmlService.SandboxMode.IFRAME).toBe('IFRAME');
  });

  test('templates run scriptlets with their variables, escaping <?= ?>', () => {
    const { HtmlService } = environment({ htmlDir: dir }).env.globals;
    const template = HtmlService.createTemplateFromFile('Vorlage');
    template.titel = 'Orks & Eldar';
    template.n = 2;
    expect(template.evaluate().getContent()).toBe('<h1>Orks &amp; Eldar</h1><i>0</i><i>1</i>');
  });
});

describe('Ui', () => {
  test('alerts answer OK (or the first button) unless told otherwise; prompts too', () => {
    const { workbook, env } = environment();
    const ui = env.globals.SpreadsheetApp.getUi();
    expect(ui.alert('Gespeichert.')).toBe('OK');
    expect(ui.alert('Wirklich?', ui.ButtonSet.YES_NO)).toBe('YES');
    workbook.ui.respondWith('NO', { button: 'OK', text: 'Runde 5' });
    expect(ui.alert('Titel', 'Wirklich?', ui.ButtonSet.YES_NO)).toBe(ui.Button.NO);
    const answer = ui.prompt('Welche Runde?', ui.ButtonSet.OK_CANCEL);
    expect([answer.getSelectedButton(), answer.getResponseText()]).toEqual(['OK', 'Runde 5']);
    expect(workbook.ui.alerts.map((a) => [a.kind, a.title, a.prompt, a.answer])).toEqual([
      ['alert', '', 'Gespeichert.', 'OK'],
      ['alert', '', 'Wirklich?', 'YES'],
      ['alert', 'Titel', 'Wirklich?', 'NO'],
      ['prompt', '', 'Welche Runde?', 'OK'],
    ]);
  });

  test('menus with separators and submenus are listed; toasts recorded', () => {
    const { workbook, env } = environment();
    const { SpreadsheetApp } = env.globals;
    const ui = SpreadsheetApp.getUi();
    ui.createMenu('Kampagne')
      .addItem('Eintragen', 'eintragen')
      .addSeparator()
      .addSubMenu(ui.createMenu('Mehr').addItem('Hilfe', 'hilfe'))
      .addToUi();
    expect(workbook.ui.listMenuItems()).toEqual([
      { path: ['Kampagne', 'Eintragen'], functionName: 'eintragen' },
      { path: ['Kampagne', 'Mehr', 'Hilfe'], functionName: 'hilfe' },
    ]);
    expect(workbook.ui.findMenuItem('Hilfe')).toBe('hilfe');
    expect(() => workbook.ui.findMenuItem('Gibt es nicht')).toThrow('Kein Menüeintrag');
    SpreadsheetApp.getActive().toast('Schlacht gespeichert', 'Kriegsrat', 3);
    expect(workbook.ui.toasts).toEqual([{ message: 'Schlacht gespeichert', title: 'Kriegsrat', timeoutSeconds: 3 }]);
  });

  test('in onOpen with AuthMode.NONE only menus are allowed, as in Sheets', () => {
    const workbook = new OfflineSpreadsheet();
    const addon = loadAddon(
      workbook,
      `function onOpen(e) { SpreadsheetApp.getUi().createMenu('M').addItem('x', 'x').addToUi(); if (e.authMode === 'NONE') SpreadsheetApp.getActive().getName(); }`,
    );
    expect(() => addon.onOpen()).toThrow('You do not have permission to call SpreadsheetApp.getActive');
    expect(workbook.ui.menus).toHaveLength(1);
    expect(() => addon.onOpen({ authMode: 'LIMITED' })).not.toThrow();
  });
});

describe('SpreadsheetApp and the spreadsheet', () => {
  test('active spreadsheet, locale, time zone, sheets', () => {
    const { workbook, env } = environment();
    const { SpreadsheetApp } = env.globals;
    const ss = SpreadsheetApp.getActiveSpreadsheet();
    expect(ss).toBe(workbook);
    expect([ss.getSpreadsheetLocale(), ss.getSpreadsheetTimeZone()]).toEqual(['de_DE', 'Europe/Berlin']);
    const second = ss.insertSheet('Schlachten', 0);
    expect(ss.getSheets().map((s) => s.getName())).toEqual(['Schlachten', 'Kampagne']);
    expect(ss.getActiveSheet().getName()).toBe('Schlachten');
    expect(ss.insertSheet().getName()).toBe('Tabellenblatt3');
    expect(() => ss.insertSheet('schlachten')).toThrow(
      'A sheet with the name "schlachten" already exists. Please enter another name.',
    );
    ss.setActiveSheet(ss.getSheetByName('Kampagne')!);
    expect(SpreadsheetApp.getActiveSheet().getName()).toBe('Kampagne');
    expect(ss.getSheetById(second.getSheetId())!.getName()).toBe('Schlachten');
    expect(second.getIndex()).toBe(1);
    expect(ss.getRange('Schlachten!B2').getA1Notation()).toBe('B2');
    expect(SpreadsheetApp.ProtectionType.SHEET).toBe('SHEET');
    expect(SpreadsheetApp.DataValidationCriteria.VALUE_IN_LIST).toBe('VALUE_IN_LIST');
  });

  test('sheet settings are kept', () => {
    const { workbook } = environment();
    const sheet = workbook.getSheetByName('Kampagne')!;
    sheet.setFrozenRows(1).setColumnWidth(2, 180).setTabColor('#aa0000');
    expect([sheet.getFrozenRows(), sheet.getColumnWidth(2), sheet.getColumnWidth(3), sheet.getTabColor()]).toEqual([
      1,
      180,
      100,
      '#aa0000',
    ]);
    workbook.insertSheet('Zweites');
    sheet.hideSheet();
    expect(sheet.isSheetHidden()).toBe(true);
    expect(() => workbook.getSheetByName('Zweites')!.hideSheet()).toThrow("You can't hide all the sheets in a document.");
    sheet.getRange('A1').setFontWeight('bold').setBackground('#eeeeee').setNote('Kopf').setHorizontalAlignment('center');
    expect([sheet.getRange('A1').getFontWeight(), sheet.getRange('A1').getBackground(), sheet.getRange('A1').getNote()]).toEqual([
      'bold',
      '#eeeeee',
      'Kopf',
    ]);
    sheet.insertColumnsAfter(26, 4);
    expect(sheet.getMaxColumns()).toBe(30);
  });

  test('protections: sheet and range, kept on their cells when rows move', () => {
    const { workbook } = environment();
    const sheet = workbook.getSheetByName('Kampagne')!;
    const whole = sheet.protect().setDescription('Formeln').setWarningOnly(true);
    expect(sheet.protect().getDescription()).toBe('Formeln');
    const header = sheet.getRange('A1:P1').protect().setDescription('Kopfzeile');
    const block = sheet.getRange('A5:B6').protect();
    expect(workbook.getProtections('SHEET').map((p) => p.isWarningOnly())).toEqual([true]);
    expect(sheet.getProtections('RANGE').map((p) => p.getDescription())).toEqual(['Kopfzeile', '']);
    sheet.insertRowsBefore(2, 3);
    expect(header.getRange().getA1Notation()).toBe('A1:P1');
    expect(block.getRange().getA1Notation()).toBe('A8:B9');
    block.remove();
    expect(sheet.getProtections('RANGE')).toHaveLength(1);
    expect(whole.getProtectionType()).toBe('SHEET');
  });
});
