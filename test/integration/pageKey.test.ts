// The third guard (issue 23): the endpoints of the organiser's pages run only with the page's key,
// a per-person secret in that person's user properties that every page the organiser's UI opens
// carries (src/server/pageKey.ts, rules/access/pageKey.ts). It rests on nothing Google could
// change: were SpreadsheetApp.getUi() and the e-mail addresses ever to answer in the web app as in
// Sheets, a page without the key — the portal's, a forged one, a co-editor's, a sidebar from
// before the key — still runs nothing and writes nothing. The key itself never leaves the
// organiser's own pages: no server function returns it, no portal page, log, sheet or mail holds it.
import { AddonHandle, OfflineHtmlOutput, OfflineSpreadsheet, WEB_APP_BEHAVIOURS, WebAppBehaviour } from '../../src/offline';
import { PAGE_KEY_FUNCTIONS, PAGE_KEY_PROPERTY, PageKeyFunction } from '../../src/shared/pageKey';
import { PAGE_KEY_PATTERN } from '../../src/rules/access/pageKey';
import { readRefusal } from '../../src/shared/thrownRefusal';
import { PORTAL_URL_KEY } from '../../src/server/portal/webAppUrl';
import { GUARD_MESSAGES, STALE_PAGE_MESSAGE } from '../../src/server/sheetsOnly';
import { MENU_ITEMS } from '../../src/server/menu';
import { SERVER_FUNCTIONS } from '../../src/server/serverFunctions';
import type { ServerFunctionSpec } from '../../src/server/serverFunctionSpec';
import { PAGE_KEY_PARAM } from '../../src/server/serverParams';
import type { PlayerLinksView } from '../../src/shared/portalContract';
import { MAP_CAMPAIGN, SMALL_CAMPAIGN_REPORT_REF, smallCampaignBattle, workbookWith } from './campaignWorkbook';

const ORGANISER = 'orga@example.com';
const CO_EDITOR = 'mitorga@example.com';
const EXEC_URL = 'https://script.google.com/macros/s/offline/exec';
/** Google's or the engine's words: no refusal may carry them. */
const ENGLISH = /\b(the|is|not|of|cannot|undefined|null|error|function|permission|exception|failed)\b/i;

/** What each endpoint's page sends before the key: a call that would save or answer with a valid key. */
const ARGS: Record<PageKeyFunction, unknown[]> = {
  getBattleFormData: [],
  submitBattle: [{ ...smallCampaignBattle('k-1'), rueckzug: 'Ödland' }],
  getBookingFormData: [],
  submitBooking: [
    { art: 'Bewegung', runde: 1, datum: '2026-11-20', armee: 'Rote Faust', feld: 'Nordwacht', einreichungsId: 'k-2' },
  ],
  getOpenReports: [],
  decideReport: [{ ...SMALL_CAMPAIGN_REPORT_REF, aktion: 'verwerfen', notiz: '', einreichungsId: 'k-3' }],
  renewPlayerLink: ['Anna'],
  revokePlayerLink: ['Bernd'],
  setPortalUrl: [EXEC_URL],
};

const FORGED = 'f'.repeat(64);
const ownKey = (addon: AddonHandle) =>
  addon.environment.globals.PropertiesService.getUserProperties().getProperty(PAGE_KEY_PROPERTY) ?? '';

/** A campaign with a battle entered and the players' links made, by the organiser (whose key exists now). */
function campaign(): { workbook: OfflineSpreadsheet; addon: AddonHandle; organiserKey: string; coEditorKey: string } {
  const { workbook, addon } = workbookWith(MAP_CAMPAIGN, ORGANISER);
  addon.environment.webAppUrl = EXEC_URL;
  addon.run('setupCampaign');
  expect(addon.runFromClient('submitBattle', { ...smallCampaignBattle('orga-1'), rueckzug: 'Ödland' })).toMatchObject({
    ok: true,
  });
  addon.run('showPlayerLinks');
  // A co-editor opened a sidebar too: a key of their own, in their own user properties.
  addon.setUser({ email: CO_EDITOR });
  addon.runFromClient('getOpenReports');
  const coEditorKey = ownKey(addon);
  addon.setUser({ email: ORGANISER });
  const organiserKey = ownKey(addon);
  for (const key of [organiserKey, coEditorKey]) expect(key).toMatch(PAGE_KEY_PATTERN);
  expect(coEditorKey).not.toBe(organiserKey);
  return { workbook, addon, organiserKey, coEditorKey };
}

/** Keys a page may send that are not the caller's own. */
function foreignKeys(own: string, other: string): Record<string, unknown> {
  return {
    keiner: undefined,
    leer: '',
    null: null,
    geraten: FORGED,
    'eines anderen Bearbeiters': other,
    'in Großbuchstaben': own.toUpperCase(),
    'mit Leerzeichen davor': ` ${own}`,
    'mit Leerzeichen danach': `${own} `,
    'mit Zeilenumbruch': `${own}\n`,
    gekürzt: own.slice(0, -1),
    'als Liste': [own],
    'als Objekt': { schluessel: own },
  };
}

/** Everything a refused call must leave as it was. */
function stored(addon: AddonHandle): string {
  const script = { ...addon.environment.scriptProperties.getProperties() };
  // A live request to /exec remembers its own address (webAppUrl.ts): no other write.
  if (script[PORTAL_URL_KEY] === EXEC_URL) delete script[PORTAL_URL_KEY];
  const { globals, triggers } = addon.environment;
  const user = addon.environment.user;
  const userStores = [ORGANISER, CO_EDITOR].map((email) => {
    addon.environment.setUser({ email });
    const properties = globals.PropertiesService.getUserProperties().getProperties();
    addon.environment.setUser(user);
    return properties;
  });
  return JSON.stringify([
    addon.workbook.getSheets().map((s) => [s.getName(), s.getDataRange().getFormulas(), s.getDataRange().getValues()]),
    script,
    addon.workbook.documentProperties.getProperties(),
    userStores,
    triggers.list.map((t) => [t.getHandlerFunction(), t.getUniqueId()]),
    globals.MailApp.sent.length,
    globals.UrlFetchApp.requests.length,
  ]);
}

/** The call as a page makes it: the function's arguments, then the key; the answer or the thrown refusal. */
function call(run: (name: string, ...args: unknown[]) => unknown, name: PageKeyFunction, key: unknown) {
  try {
    return { answer: run(name, ...ARGS[name], key) };
  } catch (error) {
    const text = (error as Error).message;
    return { refusal: readRefusal(text)?.message ?? `unmarked: ${text}` };
  }
}

const label = (b: WebAppBehaviour) => `aktive Tabelle ${b.activeSpreadsheet}, Besucher ${b.activeUser}, URL ${b.serviceUrl}`;

test('every endpoint the organiser’s pages call takes the key, last, and no other function', () => {
  const { addon } = workbookWith({}, ORGANISER);
  const names = addon.functionNames.filter((n) => !n.endsWith('_'));
  for (const name of PAGE_KEY_FUNCTIONS) expect(names).toContain(name);
  // The guard reads the key at the last declared parameter (sheetsOnly.ts guardedRun).
  for (const spec of SERVER_FUNCTIONS as readonly ServerFunctionSpec[]) {
    const takes = spec.audience === 'organiserPage';
    expect([spec.name, spec.params.indexOf(PAGE_KEY_PARAM)]).toEqual([spec.name, takes ? spec.params.length - 1 : -1]);
    expect([spec.name, takes]).toEqual([spec.name, (PAGE_KEY_FUNCTIONS as readonly string[]).includes(spec.name)]);
  }
  // No menu entry: Sheets calls those with nothing, they keep the guard of the UI and the e-mail.
  expect(
    MENU_ITEMS.map((item) => item.functionName).filter((n) => (PAGE_KEY_FUNCTIONS as readonly string[]).includes(n)),
  ).toEqual([]);
});

describe.each(WEB_APP_BEHAVIOURS.map((b) => [label(b), b] as const))('from the web app with %s', (_, behaviour) => {
  let addon: AddonHandle;
  let keys: Record<string, unknown>;
  beforeAll(() => {
    const made = campaign();
    addon = made.addon;
    // The organiser's own key too: it would not help a visitor who had it.
    keys = { ...foreignKeys(made.organiserKey, made.coEditorKey), 'der eigene der Spielleitung': made.organiserKey };
    addon.webApp.behaviour = behaviour;
  });

  test.each(PAGE_KEY_FUNCTIONS.map((n) => [n]))(
    '%s: refused in German, nothing asked of Sheets but the UI, nothing written',
    (name) => {
      for (const [what, key] of Object.entries(keys)) {
        const before = stored(addon);
        const { result, byMethod } = addon.workbook.calls.measure(() => call(addon.webApp.run, name, key));
        expect([name, what, Object.keys(byMethod).filter((m) => m !== 'SpreadsheetApp.getUi')]).toEqual([name, what, []]);
        expect([name, what, (GUARD_MESSAGES as readonly string[]).includes(result.refusal ?? '')]).toEqual([name, what, true]);
        expect([name, what, result.refusal]).toEqual([name, what, expect.not.stringMatching(ENGLISH)]);
        expect([name, what, stored(addon) === before]).toEqual([name, what, true]);
        expect(addon.workbook.locks.held()).toEqual([]);
      }
    },
  );
});

describe('were Google’s signals to pass (the organiser’s own UI and address): the key alone decides', () => {
  let made: ReturnType<typeof campaign>;
  beforeAll(() => {
    made = campaign();
  });

  test.each(PAGE_KEY_FUNCTIONS.map((n) => [n]))('%s: a key not the caller’s own is refused, nothing written', (name) => {
    const { addon, organiserKey, coEditorKey } = made;
    for (const [what, key] of Object.entries(foreignKeys(organiserKey, coEditorKey))) {
      const before = stored(addon);
      // As a page sends it (JSON), in the organiser's session: UI there, active = effective user.
      const { result, byMethod } = addon.workbook.calls.measure(() =>
        call((n, ...args) => addon.run(n, ...(JSON.parse(JSON.stringify(args)) as unknown[])), name, key),
      );
      expect([name, what, result.refusal]).toEqual([name, what, STALE_PAGE_MESSAGE]);
      expect([name, what, Object.keys(byMethod).filter((m) => m !== 'SpreadsheetApp.getUi')]).toEqual([name, what, []]);
      expect([name, what, stored(addon) === before]).toEqual([name, what, true]);
    }
    // The control: the organiser's own key reaches the function (its answer is no guard's refusal).
    const { refusal } = call(addon.run, name, organiserKey);
    expect([name, (GUARD_MESSAGES as readonly (string | undefined)[]).includes(refusal)]).toEqual([name, false]);
  });
});

describe('each person’s pages carry that person’s key', () => {
  test('the organiser’s sidebars and dialogs embed the organiser’s key, a co-editor’s theirs; each works only for its own', () => {
    const { workbook, addon, organiserKey, coEditorKey } = campaign();
    addon.onOpen();
    for (const caption of ['Schlacht eintragen', 'Buchung eintragen', 'Offene Meldungen', 'Spielerlinks', 'Karte anzeigen']) {
      const shownBefore = workbook.ui.dialogs.length;
      addon.clickMenuItem(caption);
      // Sidebars and dialogs alike are recorded in `dialogs`, the page just shown last.
      const page = workbook.ui.dialogs.slice(shownBefore).map((d) => d.html.getContent());
      expect([caption, page.length, page.every((html) => html.includes(organiserKey))]).toEqual([caption, 1, true]);
    }
    // The co-editor in their own session: their key works, the organiser's is refused (and the reverse).
    addon.setUser({ email: CO_EDITOR });
    expect(call(addon.run, 'getOpenReports', coEditorKey).answer).toMatchObject({ ok: true });
    expect(call(addon.run, 'getOpenReports', organiserKey).refusal).toBe(STALE_PAGE_MESSAGE);
    addon.clickMenuItem('Offene Meldungen');
    expect(workbook.ui.lastSidebar!.html.getContent()).toContain(coEditorKey);
    expect(workbook.ui.lastSidebar!.html.getContent()).not.toContain(organiserKey);
    addon.setUser({ email: ORGANISER });
    expect(call(addon.run, 'getOpenReports', coEditorKey).refusal).toBe(STALE_PAGE_MESSAGE);
  });

  test('a sidebar left open from before the key, or after the user’s data was cleared: a German sentence, nothing saved; reopened, it works', () => {
    const { workbook, addon } = campaign();
    addon.onOpen();
    addon.clickMenuItem('Schlacht eintragen');
    const opened = ownKey(addon);
    expect(workbook.ui.lastSidebar!.html.getContent()).toContain(opened);
    // The user's properties cleared (another device's reset, a new key elsewhere): the open sidebar's key is gone.
    addon.environment.globals.PropertiesService.getUserProperties().deleteProperty(PAGE_KEY_PROPERTY);
    const before = stored(addon);
    expect(call(addon.run, 'submitBattle', opened).refusal).toBe(STALE_PAGE_MESSAGE);
    // A sidebar built before the key existed sends none ('' from the runner).
    expect(call(addon.run, 'submitBattle', '').refusal).toBe(STALE_PAGE_MESSAGE);
    expect(stored(addon)).toBe(before);
    expect(STALE_PAGE_MESSAGE).toMatch(/schließen und über das Kriegsrat-Menü neu öffnen/);
    // Opened again from the menu: a new key, and the page works.
    addon.clickMenuItem('Schlacht eintragen');
    const renewed = ownKey(addon);
    expect(renewed).toMatch(PAGE_KEY_PATTERN);
    expect(renewed).not.toBe(opened);
    expect(workbook.ui.lastSidebar!.html.getContent()).toContain(renewed);
    expect(call(addon.run, 'getBattleFormData', renewed).answer).toMatchObject({ ok: true });
  });
});

describe('the key never leaves the organiser’s own pages', () => {
  test('no server function returns it, no page the web app serves, sheet, log, mail or chat message holds it', () => {
    const { workbook, addon, organiserKey } = campaign();
    const seen: string[] = [];
    const keep = (value: unknown) => seen.push(typeof value === 'string' ? value : JSON.stringify(value ?? null));
    const attempt = (action: () => unknown) => {
      try {
        keep(action());
      } catch (error) {
        keep((error as Error).message);
      }
    };
    const names = addon.functionNames.filter((n) => !n.endsWith('_'));
    const token = /\?t=([0-9a-f]+)$/.exec((addon.runFromClient('renewPlayerLink', 'Anna') as PlayerLinksView).rows[0].url)?.[1];
    // As the organiser: every page endpoint with its key, every other function as Sheets calls it.
    for (const name of PAGE_KEY_FUNCTIONS) attempt(() => addon.runFromClient(name, ...ARGS[name]));
    // From the web app, under every switch: every function, with nothing, a forged key, the token
    // (never anything made from the key: a function may well repeat what it was sent).
    for (const behaviour of WEB_APP_BEHAVIOURS) {
      addon.webApp.behaviour = behaviour;
      for (const name of names) {
        for (const args of [[], [FORGED], [token], [token, {}], [{}, FORGED]]) {
          attempt(() => addon.webApp.run(name, ...args));
        }
      }
      for (const query of ['', `t=${token}`, `t=${FORGED}`]) {
        attempt(() => (addon.webApp.doGet(query) as OfflineHtmlOutput).getContent());
      }
    }
    const { globals } = addon.environment;
    const everywhere = [
      ...seen,
      JSON.stringify(
        workbook
          .getSheets()
          .map((s) => [s.getName(), s.getDataRange().getFormulas(), s.getDataRange().getValues(), s.getDataRange().getNotes()]),
      ),
      JSON.stringify(addon.environment.scriptProperties.getProperties()),
      JSON.stringify(workbook.documentProperties.getProperties()),
      JSON.stringify(addon.environment.logs.messages()),
      JSON.stringify(globals.MailApp.sent),
      JSON.stringify(globals.UrlFetchApp.requests),
    ];
    expect(seen.length).toBeGreaterThan(1000);
    for (const text of everywhere) expect(text.toLowerCase()).not.toContain(organiserKey);
    // The control: the scan would find it where it is — in the organiser's own sidebar.
    addon.webApp.behaviour = WEB_APP_BEHAVIOURS[0];
    addon.onOpen();
    addon.clickMenuItem('Schlacht eintragen');
    expect(workbook.ui.lastSidebar!.html.getContent().toLowerCase()).toContain(organiserKey);
  });
});
