// What a page costs in Sheets calls (issue 24): the player portal's first page (doGet), its
// details (getPortalDetails) and all its data (getPortalData), the battle and booking sidebars'
// form data and the Offene Meldungen list read their sheets through the one Sheets API read
// (src/sheets/sheetsApiRead.ts, three calls at any size), falling back to SpreadsheetApp sheet by
// sheet — with the same data — when the advanced service is absent or fails.
import { generateCampaign } from '../../src/demo';
import type { AddonHandle, OfflineHtmlOutput, OfflineSpreadsheet, SheetsApiMode } from '../../src/offline';
import type { PlayerLinksView } from '../../src/shared/portalContract';
import { smallCampaignBattle, workbookWith } from './campaignWorkbook';
import { LOG_HEADERS, LOG_SHEET } from '../../src/rules/notify/notificationLog';
import { simulateMapCampaign } from '../rules/map/simulatedMapCampaign';

const URL_BASE = 'https://script.google.com/macros/s/AKfyTEST/exec';

/** A set-up campaign of `battles` battles with the Sheets API as `mode` says; one report waits (so Benachrichtigungen has a row). */
function campaign(battles: number, mode: SheetsApiMode): { workbook: OfflineSpreadsheet; addon: AddonHandle; token: string } {
  const demo = generateCampaign({ battles, armies: 20, bookings: 10, faultShare: 0 });
  const armies = [...demo.armies, ['Neue Wacht', demo.players[1][0], 2, 1], ['Alte Wacht', demo.players[2][0], 2, 1]];
  const { workbook, addon } = workbookWith(
    { Armeen: armies, Spieler: demo.players, Schlachten: demo.battles, Buchungen: demo.bookings } as never,
    'orga@example.com',
    { sheetsApi: mode },
  );
  addon.environment.webAppUrl = URL_BASE;
  addon.run('setupCampaign');
  addon.run('showPlayerLinks');
  const dialog = workbook.ui.dialogs[workbook.ui.dialogs.length - 1];
  const view = JSON.parse(
    /<script id="page-data" type="application\/json">([\s\S]*?)<\/script>/.exec(dialog.html.getContent())![1],
  ) as PlayerLinksView;
  const tokenOf = (player: unknown) => /t=(\w+)$/.exec(view.rows.find((r) => r.player === player)!.url)![1];
  const form = addon.runFromClient('getBattleFormData') as { runde: number };
  const reported = addon.webApp.run('reportBattle', tokenOf(demo.players[1][0]), {
    ...smallCampaignBattle(`n-${battles}`),
    runde: form.runde,
    angreifer: 'Neue Wacht',
    verteidiger: 'Alte Wacht',
  });
  expect(reported).toMatchObject({ ok: true });
  // The opponent's page: the report waits for their answer, the notification is in their news.
  return { workbook, addon, token: tokenOf(demo.players[2][0]) };
}

type Page = 'doGet' | 'getPortalDetails' | 'getPortalData' | 'getBattleFormData' | 'getBookingFormData' | 'getOpenReports';
const PAGES: Page[] = ['doGet', 'getPortalDetails', 'getPortalData', 'getBattleFormData', 'getBookingFormData', 'getOpenReports'];

function open(addon: AddonHandle, token: string, page: Page): unknown {
  if (page === 'doGet') {
    const html = (addon.webApp.doGet(`t=${token}`) as OfflineHtmlOutput).getContent();
    return JSON.parse(/<script id="page-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]);
  }
  if (page === 'getPortalDetails' || page === 'getPortalData') return addon.webApp.run(page, token);
  return addon.runFromClient(page);
}

/** Each page's data and its calls under each of `modes`, in one campaign (the same data, so compared exactly). */
function pagesOf(battles: number, modes: SheetsApiMode[]) {
  const { workbook, addon, token } = campaign(battles, 'works');
  // A first visit (N2c: a page load starts a visit), so each mode's page load marks the news alike.
  open(addon, token, 'doGet');
  return modes.map((mode) => {
    addon.sheetsApi = mode;
    return PAGES.map((page) => {
      const { result, byMethod } = workbook.calls.measure(() => open(addon, token, page));
      return { page, data: result, calls: byMethod };
    });
  });
}

/** Calls on the workbook, its sheets and ranges and the Sheets API: SpreadsheetApp's own (openById, flush …) left out. */
const sheetsCalls = (calls: Record<string, number>) =>
  Object.entries(calls).reduce((sum, [method, n]) => (method.startsWith('SpreadsheetApp.') ? sum : sum + n), 0);

/** The most Sheets calls each page may make with the API: getId, Spreadsheets.get, two batchGets. */
const MOST: Record<Page, number> = {
  doGet: 4,
  getPortalDetails: 4,
  getPortalData: 4,
  getBattleFormData: 4,
  getBookingFormData: 4,
  getOpenReports: 4,
};

describe('Sheets calls of the pages that read the campaign', () => {
  let small: ReturnType<typeof pagesOf>[number];
  let fallbacks: ReturnType<typeof pagesOf>;
  beforeAll(() => {
    [small, ...fallbacks] = pagesOf(10, ['works', 'absent', 'throws']);
    // PRINT_CALLS=1 npx jest test/integration/pageReads.test.ts prints each page's calls.
    if (process.env.PRINT_CALLS) for (const p of small) console.log(p.page, sheetsCalls(p.calls), JSON.stringify(p.calls));
  }, 120_000);

  it.each(PAGES)('%s reads every sheet in one Sheets API read', (page) => {
    const { calls } = small.find((p) => p.page === page)!;
    expect(calls['Sheets.Spreadsheets.get']).toBe(1);
    expect(calls['Sheets.Spreadsheets.Values.batchGet']).toBe(2);
    expect(calls['Sheet.getSheetValues']).toBeUndefined();
    expect(calls['Range.getValues']).toBeUndefined();
    expect(sheetsCalls(calls)).toBeLessThanOrEqual(MOST[page]);
  });

  it('are the same at 10 and 5,000 battles', () => {
    const [large] = pagesOf(5000, ['works']);
    expect(large.map((p) => [p.page, p.calls])).toEqual(small.map((p) => [p.page, p.calls]));
  }, 300_000);

  it.each<[SheetsApiMode, number]>([
    ['absent', 0],
    ['throws', 1],
  ])('without the Sheets API (%s) every page shows the same, read through SpreadsheetApp', (_mode, i) => {
    const fallback = fallbacks[i];
    for (const [p, page] of fallback.entries()) {
      expect([page.page, page.data]).toEqual([small[p].page, small[p].data]);
      expect(page.calls['Sheets.Spreadsheets.Values.batchGet']).toBeUndefined();
      expect(page.calls['Sheet.getSheetValues']).toBeGreaterThan(0);
    }
  });
});

describe('Neuigkeiten from the one read', () => {
  /**
   * The opponent's news when `later` rows for someone else follow their one row in
   * Benachrichtigungen (its Zeitpunkt typed as a plain number if `serial`), under each mode.
   */
  function newsAfter(later: number, serial?: number) {
    const { workbook, addon, token } = campaign(10, 'works');
    const log = workbook.getSheetByName('Benachrichtigungen')!;
    const [header, own] = log.getDataRange().getValues();
    if (serial !== undefined)
      log
        .getRange(2, header.indexOf('Zeitpunkt') + 1)
        .setNumberFormat('0.0')
        .setValue(serial);
    const recipient = header.indexOf('Empfänger');
    const other = own.map((cell, c) => (c === recipient ? 'Jemand anderes' : cell));
    log.insertRowsAfter(log.getMaxRows(), later);
    log.getRange(3, 1, later, other.length).setValues(Array.from({ length: later }, () => other));
    return (['works', 'absent', 'throws'] as const).map((mode) => {
      addon.sheetsApi = mode;
      return (addon.webApp.run('getPortalData', token) as { news: { items: unknown[] } }).news;
    });
  }

  it('shows the newest 2,000 rows of the record, with the Sheets API as without', () => {
    // The player's row is among the newest 2,000 with 1,999 after it, not with 2,000.
    const within = newsAfter(1999);
    expect(within[0].items).toHaveLength(1);
    expect(within.slice(1)).toEqual([within[0], within[0]]);
    const beyond = newsAfter(2000);
    expect(beyond[0].items).toHaveLength(0);
    expect(beyond.slice(1)).toEqual([beyond[0], beyond[0]]);
  }, 120_000);

  it('reads a plain number in Zeitpunkt as the moment it stands for, with the Sheets API as without', () => {
    // 46000.5: noon of 9 December 2025 on the spreadsheet's clock.
    const news = newsAfter(1, 46000.5);
    expect(news[0].items).toHaveLength(1);
    expect(news.slice(1)).toEqual([news[0], news[0]]);
  }, 60_000);
});

describe('the bench’s portal campaign', () => {
  /**
   * doGet's calls in a campaign shaped like `npm run bench`'s (test/bench/run.mjs,
   * portalFirstLoad): a map, the four input sheets, not set up (no Einstellungen, Angriffe),
   * links from Spielerlinks; with `news`, a Benachrichtigungen sheet with a row as well.
   */
  function benchDoGet(news: boolean) {
    const tables = simulateMapCampaign({ battles: 300, armies: 30, bookings: 60, rows: 6, columns: 6, roads: 4, rounds: 6 });
    const sheets: Record<string, unknown[][]> = {
      Armeen: tables.armies,
      Spieler: tables.players,
      Schlachten: tables.battles,
      Buchungen: tables.bookings,
      Felder: tables.fields,
    };
    if (news)
      sheets[LOG_SHEET] = [[...LOG_HEADERS], [new Date(), 'Portal', String(tables.players[1][0]), 'x', 'Neu', 'gezeigt', 'k1']];
    const { workbook, addon } = workbookWith(sheets as never, 'bench@example.com', { sheetsApi: 'works' });
    addon.environment.webAppUrl = URL_BASE;
    addon.run('showPlayerLinks');
    const token = /\?t=([0-9a-f]{64})/.exec(workbook.ui.dialogs[workbook.ui.dialogs.length - 1].html.getContent())![1];
    addon.webApp.doGet(`t=${token}`);
    return workbook.calls.measure(() => (addon.webApp.doGet(`t=${token}`) as OfflineHtmlOutput).getContent());
  }

  it.each([false, true])(
    'doGet makes 4 Sheets calls with a map (and Benachrichtigungen: %s); the bench once counted openById and flush too',
    (news) => {
      const { result, total, byMethod } = benchDoGet(news);
      expect(result).toContain('"overview"');
      expect(sheetsCalls(byMethod)).toBe(MOST.doGet);
      expect(byMethod['Sheets.Spreadsheets.Values.batchGet']).toBe(2);
      // What `calls.total` adds: SpreadsheetApp's own, which the pages' count (and the bench's) leaves out.
      expect(total - sheetsCalls(byMethod)).toBe(2);
      expect([byMethod['SpreadsheetApp.openById'], byMethod['SpreadsheetApp.flush']]).toEqual([1, 1]);
    },
    60_000,
  );
});
