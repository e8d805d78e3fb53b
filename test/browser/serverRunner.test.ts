// The one client runner (src/sidebar/kit/serverRunner.ts) on a page that is no form: the
// organiser's "Offene Meldungen" (dist/ReportsSidebar.html), its google.script.run bridged to the
// built Code.js. A German refusal the server throws reaches the user as it is, whatever Google
// puts before it; Google's own failures get their German line and "Erneut senden", which sends
// the same decision with the same Einreichungs-ID; a refusal with a field stands at that field,
// focused.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Browser } from 'playwright-core';
import { SHEETS_ONLY_MESSAGE, STALE_PAGE_MESSAGE } from '../../src/server/sheetsOnly';
import { withPageKey } from '../../src/server/pageKey';
import { PAGE_KEY_CONTRACT, PAGE_KEY_PROPERTY } from '../../src/shared/pageKey';
import { markRefusal } from '../../src/shared/thrownRefusal';
import { GOOGLE_FAILED, NO_CONNECTION, SEVERAL_ACCOUNTS } from '../../src/sidebar/scriptRun';
import { AddonHandle, loadAddon, OfflineSpreadsheet } from '../../src/offline';
import { SCRIPT_PROJECT_NAME } from '../../src/sheets/menuPath';
import { campaignAddon, readRows } from './campaignWorkbook';
import { ARTIFACTS, DIST, launchChromium, readCodeJs } from '../support';
import { openSidebar } from './sidebarPage';

const REPORTS_SIDEBAR = path.join(DIST, 'ReportsSidebar.html');

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A campaign whose first battle waits for a decision (gemeldet by Bernd). */
function reportedCampaign(): AddonHandle {
  const addon = campaignAddon();
  const sheet = addon.workbook.getSheetByName('Schlachten')!;
  const headers = sheet.getRange(1, 1, 1, sheet.getLastColumn()).getValues()[0].map(String);
  sheet.getRange(2, headers.indexOf('Status') + 1).setValue('gemeldet');
  sheet.getRange(2, headers.indexOf('Gemeldet von') + 1).setValue('Bernd');
  return addon;
}

type Server = Record<string, (...args: unknown[]) => unknown>;

/** A page's HTML as a file of its own. */
function writePage(html: string): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'seite-')), 'ReportsSidebar.html');
  writeFileSync(file, html);
  return file;
}

describe.each([
  ['the text as it is', ''],
  ['"Error: " before it', 'Error: '],
  ['"Exception: " before it', 'Exception: '],
])("a German refusal the server throws, with Google's failure text as %s", (_, failurePrefix) => {
  it('is shown as it is, without the mark, and offers no retry', async () => {
    const addon = reportedCampaign();
    // The real Code.js, called as from a portal page: its guard throws the German refusal.
    const server = { getOpenReports: () => addon.webApp.run('getOpenReports') };
    const sidebar = await openSidebar(browser, server, REPORTS_SIDEBAR, { failurePrefix });
    const page = sidebar.page;
    await page.locator('#list-error:not([hidden])').waitFor();
    await expect(page.locator('#list-error').innerText()).resolves.toBe(SHEETS_ONLY_MESSAGE);
    await expect(page.locator('button.retry').count()).resolves.toBe(0);
    expect(sidebar.pageErrors).toEqual([]);
    await page.context().close();
  });
});

it("Google's own failure: its German line with the likely cause, and a retry with the same Einreichungs-ID", async () => {
  const addon = reportedCampaign();
  let failures = 1;
  const server: Server = {
    getOpenReports: () => addon.runFromClient('getOpenReports'),
    decideReport: (payload) => {
      if (failures-- > 0) throw new Error('Authorization is required to perform that action.');
      return addon.runFromClient('decideReport', payload);
    },
  };
  const sidebar = await openSidebar(browser, server, REPORTS_SIDEBAR, { failurePrefix: 'ScriptError: ' });
  const page = sidebar.page;
  const card = page.locator('section.report');
  await card.waitFor();
  await card.getByLabel('Notiz').fill('am Tisch geklärt');
  const held = sidebar.hold();
  await card.getByRole('button', { name: 'Bestätigen' }).click();
  // Busy: no second decision while the first is on its way.
  await expect(card.getByRole('button', { name: 'Verwerfen' }).isDisabled()).resolves.toBe(true);
  held.release();
  await card.locator('button.retry').waitFor();
  await expect(card.locator('.report-error').innerText()).resolves.toContain(SEVERAL_ACCOUNTS);
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, 'offene-meldungen-ausfall.png'), fullPage: true });
  await expect(card.locator('.report-error').innerText()).resolves.not.toMatch(/Authorization/);
  expect(readRows(addon.workbook, 'Schlachten')[0]).toMatchObject({ Status: 'gemeldet' });

  await card.locator('button.retry').click();
  await page.getByText('Keine offenen Meldungen.', { exact: false }).waitFor();
  const decisions = sidebar.calls.filter((c) => c.name === 'decideReport').map((c) => c.args[0] as Record<string, unknown>);
  expect(decisions).toHaveLength(2);
  expect(decisions[1]).toEqual(decisions[0]);
  expect(decisions[0].einreichungsId).toMatch(/^[0-9a-f-]{36}$/);
  expect(readRows(addon.workbook, 'Schlachten')[0]).toMatchObject({
    Status: 'bestätigt',
    Notiz: expect.stringContaining('am Tisch geklärt'),
  });
  expect(sidebar.pageErrors).toEqual([]);
  await page.context().close();
});

it('a refusal with a field stands at that field, focused; unmarked English never reaches the page', async () => {
  const addon = reportedCampaign();
  const NOTE_REFUSED = 'Notiz: höchstens 500 Zeichen.';
  let calls = 0;
  const server: Server = {
    getOpenReports: () => addon.runFromClient('getOpenReports'),
    decideReport: () => {
      calls += 1;
      if (calls === 1) throw new Error(markRefusal(NOTE_REFUSED, 'note'));
      throw new TypeError("Cannot read properties of undefined (reading 'getRange')");
    },
  };
  const sidebar = await openSidebar(browser, server, REPORTS_SIDEBAR);
  const page = sidebar.page;
  const card = page.locator('section.report');
  await card.waitFor();
  await card.getByRole('button', { name: 'Verwerfen' }).click();
  await card.locator('.field-error').waitFor();
  await expect(card.locator('.field-error').innerText()).resolves.toBe(NOTE_REFUSED);
  await expect(card.getByLabel('Notiz').getAttribute('aria-invalid')).resolves.toBe('true');
  await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe('TEXTAREA');
  await page.screenshot({ path: path.join(ARTIFACTS, 'offene-meldungen-feld.png'), fullPage: true });

  await card.getByRole('button', { name: 'Verwerfen' }).click();
  await card.locator('button.retry').waitFor();
  // The next send cleared the field's message; Google's (here: the engine's) failure is said in German.
  await expect(card.locator('.field-error').count()).resolves.toBe(0);
  await expect(card.locator('.report-error').innerText()).resolves.toContain(GOOGLE_FAILED);
  await expect(card.innerText()).resolves.not.toMatch(/Cannot read|undefined/);
  expect(readRows(addon.workbook, 'Schlachten')[0]).toMatchObject({ Status: 'gemeldet' });
  await page.context().close();
});

it('a form\'s first data: Google\'s failure said with its cause and loaded again on "Erneut senden"', async () => {
  const addon = reportedCampaign();
  let failures = 1;
  const server: Server = {
    getBattleFormData: () => {
      if (failures-- > 0) throw new Error('NetworkError: Connection failure due to HTTP 0');
      return addon.runFromClient('getBattleFormData');
    },
  };
  const sidebar = await openSidebar(browser, server);
  const page = sidebar.page;
  await page.locator('#form-error button.retry').waitFor();
  await expect(page.locator('#form-error').innerText()).resolves.toContain(
    `Kampagnendaten konnten nicht geladen werden: ${NO_CONNECTION}`,
  );
  await expect(page.locator('#submit').isDisabled()).resolves.toBe(true);
  await page.locator('#form-error button.retry').click();
  await page.locator('[name="angreifer"]:enabled').waitFor();
  await expect(page.locator('#form-error').isHidden()).resolves.toBe(true);
  await expect(page.locator('#submit').isEnabled()).resolves.toBe(true);
  expect(sidebar.calls.map((c) => c.name)).toEqual(['getBattleFormData', 'getBattleFormData']);
  expect(sidebar.pageErrors).toEqual([]);
  await page.context().close();
});

it('a missing permission: the sidebar says which, in German, as the server said it', async () => {
  const workbook = new OfflineSpreadsheet();
  loadAddon(workbook, readCodeJs(), { scriptName: SCRIPT_PROJECT_NAME }).run('setupCampaign');
  // The user granted the sidebars but not the spreadsheets (Google's granular consent).
  const addon = loadAddon(workbook, readCodeJs(), {
    scriptName: SCRIPT_PROJECT_NAME,
    grantedScopes: ['https://www.googleapis.com/auth/script.container.ui'],
    pageKey: PAGE_KEY_CONTRACT,
  });
  // Through the twin's run, which applies the scopes granted (the vm context alone does not).
  const server = { getBattleFormData: () => addon.runFromClient('getBattleFormData') };
  const sidebar = await openSidebar(browser, server, undefined, { failurePrefix: 'Exception: ' });
  const page = sidebar.page;
  await page.locator('#form-error:not([hidden])').waitFor();
  await expect(page.locator('#form-error').innerText()).resolves.toMatch(
    /^Kampagnendaten konnten nicht geladen werden: Kriegsrat fehlt die Berechtigungen? „Google-Sheets-Tabellen ansehen und bearbeiten“/,
  );
  await expect(page.locator('#form-error').innerText()).resolves.not.toMatch(/\[Kriegsrat|Exception|\bpermission\b/);
  await page.context().close();
});

describe.each([
  ['opened before the key existed (the page carries none)', (_key: string) => undefined],
  ['whose key was cleared with the user’s data since', (key: string) => key],
])('a sidebar %s', (_, keyOnPage) => {
  it('says in German to close it and open it again from the menu, and saves nothing', async () => {
    const addon = reportedCampaign();
    addon.onOpen();
    addon.clickMenuItem('Offene Meldungen');
    const key = addon.environment.globals.PropertiesService.getUserProperties().getProperty(PAGE_KEY_PROPERTY)!;
    addon.environment.globals.PropertiesService.getUserProperties().deleteProperty(PAGE_KEY_PROPERTY);
    // The page as it was built; its calls reach the real Code.js as Google's runner would send them.
    const real = addon.context as unknown as Server;
    const shown = keyOnPage(key);
    const file = shown === undefined ? REPORTS_SIDEBAR : writePage(withPageKey(readFileSync(REPORTS_SIDEBAR, 'utf8'), shown));
    const sidebar = await openSidebar(browser, { getOpenReports: (...args: unknown[]) => real.getOpenReports(...args) }, file);
    const page = sidebar.page;
    await page.locator('#list-error:not([hidden])').waitFor();
    const text = await page.locator('body').innerText();
    expect(text).toContain(STALE_PAGE_MESSAGE);
    expect(text).not.toMatch(/Exception|Error|undefined|\[Kriegsrat/);
    expect(sidebar.calls).toEqual([{ name: 'getOpenReports', args: [shown ?? ''] }]);
    expect(readRows(addon.workbook, 'Schlachten')[0]).toMatchObject({ Status: 'gemeldet' });
    await page.screenshot({ path: path.join(ARTIFACTS, 'offene-meldungen-veraltet.png'), fullPage: true });
    await page.context().close();
  });
});
