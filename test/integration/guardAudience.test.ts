// Who may call a server function is declared with it (ServerFunctionSpec.audience), and the
// guard (sheetsOnly.ts) decides by that declaration — also for a kind no function has yet: a
// time-driven trigger runs only with the event of one of the project's triggers (issue 25's
// checkReportDeadlines will be one). Run on the offline twin's services.
import { createAppsScriptEnvironment, OfflineEnvironment, OfflineSpreadsheet } from '../../src/offline';
import type { Audience, ServerFunctionSpec } from '../../src/server/serverFunctionSpec';
import { guardedRun, NOT_AN_EVENT_MESSAGE, SHEETS_ONLY_MESSAGE } from '../../src/server/sheetsOnly';

const ORGANISER = 'orga@example.com';
let environment: OfflineEnvironment;
let workbook: OfflineSpreadsheet;
const saved: Record<string, unknown> = {};

beforeEach(() => {
  workbook = new OfflineSpreadsheet();
  environment = createAppsScriptEnvironment(workbook, { user: { email: ORGANISER } });
  for (const [name, value] of Object.entries(environment.globals)) {
    saved[name] = (globalThis as Record<string, unknown>)[name];
    (globalThis as Record<string, unknown>)[name] = value;
  }
});
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) (globalThis as Record<string, unknown>)[name] = value;
});

/** A function of this audience that records its calls. */
function declared(audience: Audience | undefined) {
  const calls: unknown[][] = [];
  const spec = { name: 'probe', summary: '', params: [], run: (...args: unknown[]) => calls.push(args), audience };
  return { run: guardedRun(spec as unknown as ServerFunctionSpec) as (...args: unknown[]) => unknown, calls };
}

/** As the web app's execution: the anonymous visitor, the deployer's authority. */
function inWebApp<T>(action: () => T): T {
  environment.globals.SpreadsheetApp.inWebApp = true;
  environment.setUser({ email: '', effectiveEmail: ORGANISER });
  try {
    return action();
  } finally {
    environment.globals.SpreadsheetApp.inWebApp = false;
    environment.setUser({ email: ORGANISER });
  }
}

test('a time-driven trigger runs with its own trigger’s event only — no UI, no active user needed', () => {
  const { run, calls } = declared('timeTrigger');
  const uid = environment.triggers.add('probe', 1).getUniqueId();
  environment.setUser({ email: '', effectiveEmail: ORGANISER });
  run({ triggerUid: uid, authMode: 'FULL' });
  expect(calls).toHaveLength(1);
  for (const event of [undefined, {}, { triggerUid: '' }, { triggerUid: `${uid}2` }, { triggerUid: Number(uid) }]) {
    expect(() => run(event)).toThrow(NOT_AN_EVENT_MESSAGE);
  }
  // From the portal's page, with a guessed id.
  expect(() => inWebApp(() => run({ triggerUid: `${uid}2` }))).toThrow(NOT_AN_EVENT_MESSAGE);
  expect(calls).toHaveLength(1);
});

test('an installable trigger’s id opens only the function that trigger runs (time and change triggers alike)', () => {
  const hourly = environment.triggers.add('checkReportDeadlines', 1).getUniqueId();
  const change = environment.triggers.add('probe', null, null, 'ON_CHANGE', workbook.getId()).getUniqueId();
  for (const audience of ['timeTrigger', 'changeTrigger'] as const) {
    const { run, calls } = declared(audience);
    // Another trigger's real id, as a caller who learnt it would send it.
    expect(() => run({ triggerUid: hourly, changeType: 'REMOVE_ROW' })).toThrow(NOT_AN_EVENT_MESSAGE);
    expect(() => inWebApp(() => run({ triggerUid: '1', changeType: 'REMOVE_ROW' }))).toThrow(NOT_AN_EVENT_MESSAGE);
    run({ triggerUid: change, changeType: 'REMOVE_ROW' });
    expect(calls).toHaveLength(1);
  }
});

test('an edit trigger runs on a real edit event only', () => {
  const { run, calls } = declared('editTrigger');
  run({ range: workbook.getSheets()[0].getRange('A1'), authMode: 'LIMITED' });
  expect(() => run({ range: { getSheet: 'x' } })).toThrow(NOT_AN_EVENT_MESSAGE);
  expect(calls).toHaveLength(1);
});

test('an open trigger runs where a UI is (also without an address), not in the web app', () => {
  const { run, calls } = declared('openTrigger');
  environment.setUser({ email: '' });
  run({ authMode: 'NONE' });
  expect(() => inWebApp(() => run({ authMode: 'NONE' }))).toThrow(SHEETS_ONLY_MESSAGE);
  expect(calls).toHaveLength(1);
});

test('an organiser’s function: in Sheets as the organiser only; players’ endpoints as they are', () => {
  const organiser = declared(undefined);
  organiser.run('x');
  expect(() => inWebApp(() => organiser.run('x'))).toThrow(SHEETS_ONLY_MESSAGE);
  expect(organiser.calls).toEqual([['x']]);
  const players = declared('players');
  inWebApp(() => players.run('token'));
  expect(players.calls).toEqual([['token']]);
});
