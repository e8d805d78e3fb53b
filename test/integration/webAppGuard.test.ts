// google.script.run reaches every top-level function of dist/Code.js from any page the web app
// serves, executing as the organiser (issue 19, issue 22). Under every answer Google leaves open
// (webAppBehaviour.ts), every function called with every argument shape writes nothing, returns
// nothing of the campaign, and says no in German; the organiser in Sheets still works.
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import {
  AddonHandle,
  OfflineHtmlOutput,
  OfflineSpreadsheet,
  REPORTED_WEB_APP,
  WEB_APP_BEHAVIOURS,
  WebAppBehaviour,
} from '../../src/offline';
import { WEB_CHECK_KEY } from '../../src/server/selfTestPage';
import { CODE_JS_PATH } from '../support/paths';
import { MENU_ITEMS } from '../../src/server/menu';
import { SERVER_FUNCTIONS } from '../../src/server/serverFunctions';
import type { ServerFunctionSpec } from '../../src/server/serverFunctionSpec';
import { readRefusal } from '../../src/shared/thrownRefusal';
import { PORTAL_URL_KEY } from '../../src/server/portal/webAppUrl';
import { GUARD_MESSAGES, NO_EMAIL_MESSAGE, NOT_AN_EVENT_MESSAGE, SHEETS_ONLY_MESSAGE } from '../../src/server/sheetsOnly';
import { LINK_SECRET_KEY } from '../../src/server/portal/linkSecret';
import { PAGE_KEY_PROPERTY } from '../../src/shared/pageKey';
import type { PlayerLinksView } from '../../src/shared/portalContract';
import {
  MAP_CAMPAIGN,
  PLAYER_ADDRESSES,
  SMALL_CAMPAIGN_REPORT_REF,
  smallCampaignBattle,
  valuesOf,
  withAddresses,
  workbookWith,
} from './campaignWorkbook';

const ORGANISER = 'orga@example.com';
/** What must never reach a visitor: names, fields and the organiser's address from the workbook. */
const CAMPAIGN_MARKERS = [
  'Anna',
  'Bernd',
  'Rote Faust',
  'Eisenwölfe',
  'Grüne Flut',
  'Späte Garde',
  'Nordwacht',
  'Sumpf',
  ORGANISER,
];
/** Google's or the engine's words: no refusal may carry them. */
const ENGLISH = /\b(the|is|not|of|cannot|undefined|null|error|function|permission|exception|failed)\b/i;
const FORGED_TOKEN = 'a'.repeat(64);
/** A battle of MAP_CAMPAIGN the organiser enters: the loser retreats to Ödland. */
const battle = (id: string) => ({ ...smallCampaignBattle(id), rueckzug: 'Ödland' });

/** Argument shapes a visitor can send through google.script.run (JSON only: no functions, no Dates). */
const ARGUMENT_SHAPES: unknown[][] = [
  [],
  [{}],
  [null],
  [FORGED_TOKEN],
  [{ authMode: 'FULL', triggerUid: '1', range: { getSheet: 'x', rowStart: 2, columnStart: 1 }, source: {}, value: '5' }],
  [{ parameter: { t: FORGED_TOKEN, pruefung: 'x' }, queryString: `t=${FORGED_TOKEN}` }],
  [FORGED_TOKEN, { runde: 1, art: 'Korrektur', versorgung: 5000, zeile: 2, aktion: 'verwerfen', einreichungsId: 'x-1' }],
  [{ runde: 1, art: 'Korrektur', versorgung: 5000, zeile: 2, aktion: 'bestaetigen', einreichungsId: 'x-2' }],
  [
    [
      [1, 2],
      ['a', 'b'],
    ],
    3,
    'Angreifer',
  ],
];

function campaign(): { workbook: OfflineSpreadsheet; addon: AddonHandle } {
  const { workbook, addon } = workbookWith(MAP_CAMPAIGN, ORGANISER);
  addon.environment.webAppUrl = 'https://script.google.com/macros/s/offline/exec';
  addon.run('setupCampaign');
  // A campaign with a battle reported and the links created (the web app knows the spreadsheet).
  expect(addon.runFromClient('submitBattle', battle('orga-1'))).toMatchObject({ ok: true });
  addon.run('showPlayerLinks');
  return { workbook, addon };
}

const snapshot = (workbook: OfflineSpreadsheet) =>
  JSON.stringify(workbook.getSheets().map((s) => [s.getName(), s.getDataRange().getFormulas(), s.getDataRange().getValues()]));
/**
 * Script and document properties, but for one write a live request may make: the portal's own
 * /exec address, which a request to /exec remembers (webAppUrl.ts) — never anything else.
 */
const properties = (addon: AddonHandle) => {
  const script = { ...addon.environment.scriptProperties.getProperties() };
  if (script[PORTAL_URL_KEY] === addon.environment.webAppUrl) delete script[PORTAL_URL_KEY];
  const { globals, triggers } = addon.environment;
  return JSON.stringify([
    script,
    addon.workbook.documentProperties.getProperties(),
    // The deployer's own store (the web app runs as the deployer), read as the organiser outside the web app.
    globals.PropertiesService.getUserProperties().getProperties(),
    triggers.list.map((t) => [t.getHandlerFunction(), t.getUniqueId()]),
    globals.MailApp.sent.length,
    globals.UrlFetchApp.requests.length,
  ]);
};
/**
 * What a refused call may ask Sheets: an organiser's function only the guard's signal
 * (getUi); a players' one, with a forged token, nothing. deliverPendingNotifications, made to be
 * called by anyone, looks whether anything is to send (deliverPending.ts).
 */
const SIGNALS_ONLY = ['SpreadsheetApp.getUi'];
const mayRead = (name: string) => name === 'deliverPendingNotifications';

/** What the page gets back: the answer, or the thrown message. */
function callFromPortal(addon: AddonHandle, name: string, args: unknown[]): { answer?: unknown; message?: string } {
  try {
    return { answer: addon.webApp.run(name, ...args) };
  } catch (error) {
    // Thrown, it is marked as the server's own German refusal (refusalsMarked.ts): the page shows it as it is.
    const text = (error as Error).message;
    return { message: readRefusal(text)?.message ?? `unmarked: ${text}` };
  }
}

const specs = SERVER_FUNCTIONS as readonly ServerFunctionSpec[];
const audienceOf = (name: string) => specs.find((s) => s.name === name)?.audience;
const isServerFunction = (name: string) => specs.some((s) => s.name === name);

const label = (b: WebAppBehaviour) => `aktive Tabelle ${b.activeSpreadsheet}, Besucher ${b.activeUser}, URL ${b.serviceUrl}`;

// Every top-level function the built script declares (not a hand list).
const NAMES = workbookWith({}, ORGANISER).addon.functionNames.filter((n) => !n.endsWith('_'));

test('dist/Code.js declares every server function and the custom functions', () => {
  for (const spec of specs) expect(NAMES).toContain(spec.name);
  expect(NAMES.length).toBeGreaterThan(specs.length);
});

test('NAMES is every top-level binding of dist/Code.js that could be a function (parsed, not just the globals the twin sees)', () => {
  // A top-level const/let/class is no property of the global object, so the twin's list would miss it.
  const source = ts.createSourceFile(
    'Code.js',
    readFileSync(CODE_JS_PATH, 'utf8'),
    ts.ScriptTarget.Latest,
    false,
    ts.ScriptKind.JS,
  );
  const declared: string[] = [];
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) declared.push(statement.name?.text ?? '?');
    else if (ts.isVariableStatement(statement))
      for (const d of statement.declarationList.declarations) declared.push(ts.isIdentifier(d.name) ? d.name.text : '?');
    else expect(ts.isExpressionStatement(statement)).toBe(true);
  }
  // The bundle's namespace (an object: google.script.run calls functions only) and the functions the suite calls.
  expect(declared.filter((name) => !name.endsWith('_')).sort()).toEqual(['Kriegsrat', ...NAMES].sort());
});

describe.each(WEB_APP_BEHAVIOURS.map((b) => [label(b), b] as const))('web app with %s', (_, behaviour) => {
  let workbook: OfflineSpreadsheet;
  let addon: AddonHandle;
  beforeAll(() => {
    ({ workbook, addon } = campaign());
    addon.webApp.behaviour = behaviour;
  });

  test.each(NAMES.map((n) => [n]))('%s: nothing read or written, no campaign data, refusals in German', (name) => {
    const before = snapshot(workbook);
    const stored = properties(addon);
    for (const args of ARGUMENT_SHAPES) {
      const { result, byMethod } = workbook.calls.measure(() => callFromPortal(addon, name, args));
      const { answer, message } = result;
      if (!mayRead(name)) {
        const asked = Object.keys(byMethod).filter((method) => !SIGNALS_ONLY.includes(method));
        expect([name, args, asked]).toEqual([name, args, []]);
      }
      const shown = JSON.stringify(answer ?? null) + (message ?? '');
      for (const marker of CAMPAIGN_MARKERS) expect([name, args, shown.includes(marker)]).toEqual([name, args, false]);
      const refused = answer as { ok?: boolean; message?: string } | null | undefined;
      const refusal = message ?? (refused?.ok === false ? refused.message : undefined);
      if (refusal !== undefined) expect([name, args, refusal]).toEqual([name, args, expect.not.stringMatching(ENGLISH)]);
      if (isServerFunction(name) && audienceOf(name) !== 'players') {
        // An organiser's function or a trigger: refused before it ran, with one of the guard's sentences.
        expect([name, args, (GUARD_MESSAGES as readonly (string | undefined)[]).includes(refusal)]).toEqual([name, args, true]);
      }
    }
    expect(snapshot(workbook)).toBe(before);
    expect(properties(addon)).toBe(stored);
    expect(addon.workbook.locks.held()).toEqual([]);
  });
});

describe('the organiser in Sheets', () => {
  test('every menu entry runs without a refusal, and the sidebar endpoints answer', () => {
    const { workbook, addon } = campaign();
    addon.onOpen();
    for (const item of MENU_ITEMS) {
      workbook.ui.alerts.length = 0;
      expect(() => addon.clickMenuItem(item.caption)).not.toThrow();
      for (const alert of workbook.ui.alerts) expect(GUARD_MESSAGES).not.toContain(alert.prompt);
    }
    const form = addon.runFromClient('getBattleFormData') as { ok: true; armeen: unknown[] };
    expect(JSON.stringify(form.armeen)).toContain('Rote Faust');
    // campaign() entered its battle through submitBattle; the same battle again is the rules' business, not the guard's.
    const again = addon.runFromClient('submitBattle', battle('orga-2')) as { ok: boolean; field?: string; message?: string };
    expect(GUARD_MESSAGES).not.toContain(again.message);
    expect(valuesOf(workbook, 'Schlachten').filter((row) => row[2] === 'Rote Faust')).toHaveLength(1);
  });

  test('without an e-mail address (permission not granted, several accounts) nothing runs, in German', () => {
    const { workbook, addon } = campaign();
    addon.onOpen();
    addon.setUser({ email: '' });
    const before = snapshot(workbook);
    expect(() => addon.runFromClient('getBattleFormData')).toThrow(NO_EMAIL_MESSAGE);
    expect(() => addon.runFromClient('submitBattle', battle('orga-3'))).toThrow(NO_EMAIL_MESSAGE);
    workbook.ui.alerts.length = 0;
    addon.clickMenuItem('Schlacht eintragen');
    expect(workbook.ui.alerts.map((a) => [a.title, a.prompt])).toEqual([['Schlacht eintragen', NO_EMAIL_MESSAGE]]);
    expect(snapshot(workbook)).toBe(before);
  });

  test('a co-editor signed in beside another account (active ≠ effective) is refused', () => {
    const { addon } = campaign();
    addon.setUser({ email: 'mitspieler@example.com', effectiveEmail: ORGANISER });
    expect(() => addon.runFromClient('getOpenReports')).toThrow(/anderes Google-Konto/);
  });

  test('onEdit acts only on a real edit event; a JSON look-alike writes nothing', () => {
    const { workbook, addon } = campaign();
    const before = snapshot(workbook);
    const forged = { authMode: 'LIMITED', range: { rowStart: 2, rowEnd: 1300 }, source: {}, triggerUid: 'x' };
    expect(() => addon.runFromClient('onEdit', forged)).toThrow(NOT_AN_EVENT_MESSAGE);
    expect(snapshot(workbook)).toBe(before);
    const { triggerError } = addon.edit('Spieler', 4, 1, [['Clara']]);
    expect(triggerError).toBeNull();
  });

  test('onOpen from outside Sheets builds nothing and says so in German', () => {
    const { addon } = campaign();
    expect(() => addon.webApp.run('onOpen', { authMode: 'NONE' })).toThrow(SHEETS_ONLY_MESSAGE);
  });
});

// Google documents that getUi() throws in a web app; the guard must not rest on that alone
// (audit 31): with a UI answering, a visitor who is not the deployer is still refused by the
// e-mail addresses — every organiser's function, every argument shape, nothing read or written.
describe.each([['blank'], ['another']] as const)('getUi answering in the web app (undocumented), visitor %s', (activeUser) => {
  let workbook: OfflineSpreadsheet;
  let addon: AddonHandle;
  beforeAll(() => {
    ({ workbook, addon } = campaign());
    addon.webApp.behaviour = { activeSpreadsheet: 'container', activeUser, serviceUrl: 'exec', ui: 'answers' };
  });

  test('the twin answers getUi in this web app (the web check of „Kriegsrat prüfen“ sees it)', () => {
    const twin = campaign().addon;
    const seen = (ui: 'throws' | 'answers') => {
      twin.webApp.behaviour = { ...REPORTED_WEB_APP, activeUser, ui };
      const code = 'c'.repeat(64);
      twin.environment.scriptProperties.setProperty(WEB_CHECK_KEY, JSON.stringify({ code, expires: Date.now() + 60_000 }));
      return (twin.webApp.doGet(`pruefung=${code}`) as OfflineHtmlOutput).getContent();
    };
    expect(seen('throws')).toContain('Die Tabellen-Oberfläche ist in der Web-App nicht erreichbar.');
    expect(seen('answers')).toContain('Die Tabellen-Oberfläche war in der Web-App erreichbar');
  });

  // onOpen/onInstall only build the menu where a UI is: they may run, but write nothing either.
  const guarded = NAMES.filter((n) => isServerFunction(n) && audienceOf(n) !== 'players');
  test.each(guarded.map((n) => [n]))('%s: refused by the addresses, nothing written, no campaign data', (name) => {
    const before = snapshot(workbook);
    const stored = properties(addon);
    for (const args of ARGUMENT_SHAPES) {
      workbook.ui.alerts.length = 0;
      const { answer, message } = callFromPortal(addon, name, args);
      const shown = JSON.stringify(answer ?? null) + (message ?? '');
      for (const marker of CAMPAIGN_MARKERS) expect([name, args, shown.includes(marker)]).toEqual([name, args, false]);
      if (audienceOf(name) === 'openTrigger') continue;
      const refused = answer as { ok?: boolean; message?: string } | null | undefined;
      // A menu entry where a UI answers says it in an alert titled like the entry (sheetsOnly.ts refuse), and answers nothing.
      const alerted = refused == null && message === undefined ? workbook.ui.alerts[0]?.prompt : undefined;
      const refusal = message ?? (refused?.ok === false ? refused.message : alerted);
      expect([name, args, (GUARD_MESSAGES as readonly (string | undefined)[]).includes(refusal)]).toEqual([name, args, true]);
    }
    expect(snapshot(workbook)).toBe(before);
    expect(properties(addon)).toBe(stored);
    expect(addon.workbook.locks.held()).toEqual([]);
  });
});

// The portal's address as a player has it carries her token (…/exec?t=…): whoever holds a
// forwarded link is Anna to the portal, and may do what Anna may. Audit 33: with that valid token
// in every place an argument can take it (also where a page sends its key), no organiser's
// function or trigger runs, nothing of them is written, and no answer of any function carries
// what Anna must not see — Bernd's token, the links' key, the organiser's page key, an e-mail
// address (C12) — under every answer Google leaves open.
describe.each(WEB_APP_BEHAVIOURS.map((b) => [label(b), b] as const))('a valid player link, web app with %s', (_, behaviour) => {
  let workbook: OfflineSpreadsheet;
  let addon: AddonHandle;
  let anna: string;
  let secrets: Record<string, string>;
  beforeAll(() => {
    ({ workbook, addon } = workbookWith(withAddresses(MAP_CAMPAIGN), ORGANISER));
    addon.environment.webAppUrl = 'https://script.google.com/macros/s/offline/exec';
    addon.run('setupCampaign');
    expect(addon.runFromClient('submitBattle', battle('orga-1'))).toMatchObject({ ok: true });
    addon.run('showPlayerLinks');
    const view = JSON.parse(JSON.stringify(addon.runFromClient('renewPlayerLink', 'Anna'))) as PlayerLinksView;
    const tokenOf = (player: string) =>
      /\?t=([0-9a-f]{64})$/.exec(view.rows.find((r) => r.player === player)?.url ?? '')?.[1] ?? '';
    anna = tokenOf('Anna');
    const user = addon.environment.globals.PropertiesService.getUserProperties();
    secrets = {
      'Bernds Schlüssel': tokenOf('Bernd'),
      Linkschlüssel: user.getProperty(LINK_SECRET_KEY) ?? '',
      Seitenschlüssel: user.getProperty(PAGE_KEY_PROPERTY) ?? '',
      ...PLAYER_ADDRESSES,
      Spielleitung: ORGANISER,
    };
    for (const [what, secret] of Object.entries(secrets)) expect([what, secret.length > 8]).toEqual([what, true]);
    expect(anna).toMatch(/^[0-9a-f]{64}$/);
    addon.webApp.behaviour = behaviour;
  });

  /** ARGUMENT_SHAPES with Anna's token for the forged one, the token as a page's key, and what her pages send. */
  const shapes = (token: string): unknown[][] => [
    ...ARGUMENT_SHAPES.map((args) => JSON.parse(JSON.stringify(args).split(FORGED_TOKEN).join(token)) as unknown[]),
    [token, token],
    ['Bernd', token],
    [{ ...battle('anna-1'), seitenschluessel: token }, token],
    [token, { ...SMALL_CAMPAIGN_REPORT_REF, aktion: 'bestätigen', einreichungsId: 'anna-2' }],
    [{ parameter: { t: token }, triggerUid: token }],
  ];

  test.each(NAMES.map((n) => [n]))(
    '%s: no secret in any answer; an organiser’s function or trigger refused, nothing written',
    (name) => {
      const players = !isServerFunction(name) || audienceOf(name) === 'players';
      const before = snapshot(workbook);
      const stored = properties(addon);
      for (const args of shapes(anna)) {
        const { answer, message } = callFromPortal(addon, name, args);
        // doGet's page is Anna's own (with her token): it is read as HTML, her answers as JSON.
        const page = answer instanceof OfflineHtmlOutput ? answer.getContent() : '';
        const shown = JSON.stringify(answer ?? null) + page + (message ?? '');
        for (const [what, secret] of Object.entries(secrets))
          expect([name, args, what, shown.includes(secret)]).toEqual([name, args, what, false]);
        if (players) continue;
        const refused = answer as { ok?: boolean; message?: string } | null | undefined;
        const refusal = message ?? (refused?.ok === false ? refused.message : undefined);
        expect([name, args, (GUARD_MESSAGES as readonly (string | undefined)[]).includes(refusal)]).toEqual([name, args, true]);
      }
      if (players) return;
      expect(snapshot(workbook)).toBe(before);
      expect(properties(addon)).toBe(stored);
      expect(addon.workbook.locks.held()).toEqual([]);
    },
  );
});
