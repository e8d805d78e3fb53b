// Google's granular consent lets a user grant only some of the manifest's scopes. Kriegsrat
// detects it (ScriptApp.getAuthorizationInfo with its scopes) and says in German what to do —
// through whatever the granted scopes still allow: an alert, a toast, or the error Sheets shows.
import { PAGE_KEY_CONTRACT } from '../../src/shared/pageKey';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadAddon, OfflineSpreadsheet } from '../../src/offline';
import { MENU_ITEMS } from '../../src/server/menu';
import { MANIFEST_SCOPES } from '../../src/server/permissions';
import { SCRIPT_PROJECT_NAME } from '../../src/sheets/menuPath';
import { readCodeJs, ROOT } from '../support';

const manifest = JSON.parse(readFileSync(path.join(ROOT, 'appsscript.json'), 'utf8')) as { oauthScopes: string[] };
const [SHEET_SCOPE, UI_SCOPE, EMAIL_SCOPE] = manifest.oauthScopes;
const ENGLISH = /\b(permission|required|specified|sufficient|call)\b/i;

function addonWith(grantedScopes: string[]) {
  const workbook = new OfflineSpreadsheet();
  // Set up with every scope granted, then run as the user who granted only some.
  const user = { email: 'orga@example.com' };
  loadAddon(workbook, readCodeJs(), { scriptName: SCRIPT_PROJECT_NAME, user }).run('setupCampaign');
  const addon = loadAddon(workbook, readCodeJs(), {
    scriptName: SCRIPT_PROJECT_NAME,
    grantedScopes,
    user,
    pageKey: PAGE_KEY_CONTRACT,
  });
  addon.onOpen();
  return { workbook, addon };
}

it('asks for exactly the scopes of the manifest', () => {
  expect([...MANIFEST_SCOPES].sort()).toEqual([...manifest.oauthScopes].sort());
  expect(manifest.oauthScopes).toHaveLength(6);
});

it('without the spreadsheet scope every menu entry says so in an alert, in German', () => {
  const { workbook, addon } = addonWith([UI_SCOPE, EMAIL_SCOPE]);
  for (const item of MENU_ITEMS) {
    workbook.ui.alerts.length = 0;
    expect(() => addon.clickMenuItem(item.caption)).not.toThrow();
    expect(workbook.ui.alerts).toHaveLength(1);
    expect(workbook.ui.alerts[0].title).toBe(item.caption);
    expect(workbook.ui.alerts[0].prompt).toMatch(
      /^Kriegsrat fehlt die Berechtigung „Google-Sheets-Tabellen ansehen und bearbeiten“/,
    );
    expect(workbook.ui.alerts[0].prompt).toMatch(/alle Häkchen setzen/);
    expect(workbook.ui.alerts[0].prompt).not.toMatch(ENGLISH);
  }
});

it('a sidebar endpoint without the spreadsheet scope names the permission, not a failure of Sheets', () => {
  const { addon } = addonWith([UI_SCOPE, EMAIL_SCOPE]);
  expect(() => addon.runFromClient('getBattleFormData')).toThrow(
    /^Kriegsrat fehlt die Berechtigung „Google-Sheets-Tabellen ansehen und bearbeiten“/,
  );
});

it('without the UI scope the menu entry says so in a toast', () => {
  const { workbook, addon } = addonWith([SHEET_SCOPE, EMAIL_SCOPE]);
  const toasts = workbook.ui.toasts.length;
  expect(() => addon.clickMenuItem('Schlacht eintragen')).not.toThrow();
  expect(workbook.ui.sidebars).toHaveLength(0);
  expect(workbook.ui.toasts.slice(toasts).map((t) => t.message)).toEqual([
    expect.stringMatching(/^Kriegsrat fehlt die Berechtigung „Seitenleisten und Dialoge anzeigen“/),
  ]);
});

it('with no scope granted the error Sheets shows is German', () => {
  const { addon } = addonWith([]);
  expect(() => addon.clickMenuItem('Rundenbericht')).toThrow(
    /^Kriegsrat fehlt die Berechtigungen „Google-Sheets-Tabellen ansehen und bearbeiten“, „Seitenleisten und Dialoge anzeigen“ und „E-Mail-Adresse ansehen“/,
  );
});

it('without the e-mail permission no menu entry runs: the guard cannot tell who acts, and says which permission', () => {
  const { workbook, addon } = addonWith([SHEET_SCOPE, UI_SCOPE]);
  const before = JSON.stringify(workbook.getSheets().map((s) => s.getDataRange().getValues()));
  for (const item of MENU_ITEMS) {
    workbook.ui.alerts.length = 0;
    expect(() => addon.clickMenuItem(item.caption)).not.toThrow();
    expect(workbook.ui.alerts.map((a) => a.title)).toEqual([item.caption]);
    expect(workbook.ui.alerts[0].prompt).toMatch(/^Kriegsrat fehlt die Berechtigung „E-Mail-Adresse ansehen“/);
  }
  expect(workbook.ui.sidebars).toHaveLength(0);
  expect(JSON.stringify(workbook.getSheets().map((s) => s.getDataRange().getValues()))).toBe(before);
});

it('the offline twin reports granted scopes and refuses what an ungranted one guards, as Google does', () => {
  const { workbook, addon } = addonWith([UI_SCOPE, EMAIL_SCOPE]);
  // The script's own Sheets call failed with Google's message (logged; the user read German).
  expect(() => addon.runFromClient('getBattleFormData')).toThrow(/Berechtigung/);
  expect(addon.environment.logs.messages().join('\n')).toMatch(
    /You do not have permission to call SpreadsheetApp.getActiveSpreadsheet/,
  );
  const context = addon.context as unknown as {
    ScriptApp: {
      AuthMode: { FULL: string };
      AuthorizationStatus: { REQUIRED: string };
      getAuthorizationInfo(
        mode: string,
        scopes?: string[],
      ): { getAuthorizationStatus(): string; getAuthorizedScopes(): string[] | null };
    };
  };
  const info = context.ScriptApp.getAuthorizationInfo(context.ScriptApp.AuthMode.FULL, [SHEET_SCOPE, UI_SCOPE]);
  expect(info.getAuthorizationStatus()).toBe(context.ScriptApp.AuthorizationStatus.REQUIRED);
  expect(info.getAuthorizedScopes()).toEqual([UI_SCOPE]);
  // Reading the workbook outside the script (a test, the preview) is not the user's doing.
  expect(workbook.getSheetByName('Armeen')).not.toBeNull();
});
