// What the organiser's menu pages cost in Sheets calls (issue 24): the map dialog (Karte
// anzeigen), the round report (Rundenbericht) and the question of Schlachtphase beginnen read the
// campaign in the one read of every page (src/sheets/campaignRead.ts: four calls at any size);
// Spielerlinks, the Benachrichtigungen menu and Neue Runde beginnen read just their few sheets
// through SpreadsheetApp. Each shows the same under every Sheets API switch (works | absent |
// throws | stale), at 10 battles as at 5,000 with the same calls.
import type { AddonHandle, OfflineSpreadsheet, SheetsApiMode } from '../../src/offline';
import { SHEETS_API_MODES } from '../../src/offline';
import { simulateMapCampaign } from '../rules/map/simulatedMapCampaign';
import { generatedWorkbook, workbookWith } from './campaignWorkbook';

type Entry = 'showMapDialog' | 'showRoundReport' | 'showPlayerLinks' | 'askNewRound' | 'askBattlePhase' | 'showNotifySettings';
const ENTRIES: Entry[] = [
  'showMapDialog',
  'showRoundReport',
  'showPlayerLinks',
  'askNewRound',
  'askBattlePhase',
  'showNotifySettings',
];

/** Declining each question, so a measured run only reads and shows (the first button would act). */
const DECLINE: Partial<Record<Entry, string>> = { askNewRound: 'CANCEL', askBattlePhase: 'NO', showNotifySettings: 'NO' };

/**
 * Entries that read just the sheets they need through SpreadsheetApp, each with getSheetByName
 * and getSheetValues (Schlachten: its header, then its columns left of Prüfung): Spielerlinks
 * Spieler, Benachrichtigungen Spieler and Einstellungen — small sheets, fewer calls than the
 * campaign's API read; Neue Runde beginnen Schlachten, Buchungen and Armeen, as saved (its proposal is
 * what a blank answer starts: see the last test).
 */
const ONLY_SHEETS: Partial<Record<Entry, { reads: number; most: number }>> = {
  showPlayerLinks: { reads: 1, most: 3 }, // and getId: it remembers the campaign for the web app
  showNotifySettings: { reads: 2, most: 4 },
  askNewRound: { reads: 4, most: 7 },
};

/** Calls on the workbook, its sheets and ranges and the Sheets API: SpreadsheetApp's own (getActiveSpreadsheet, flush …) left out. */
const sheetsCalls = (calls: Record<string, number>) =>
  Object.entries(calls).reduce((sum, [method, n]) => (method.startsWith('SpreadsheetApp.') ? sum : sum + n), 0);

const PAGE_DATA = /<script id="page-data" type="application\/json">([\s\S]*?)<\/script>/;

/**
 * What a menu entry showed: its dialog (title and inlined data, or its whole page when it has
 * none) or the questions and alerts it put up; and its Sheets calls.
 */
function runEntry(workbook: OfflineSpreadsheet, addon: AddonHandle, entry: Entry) {
  const dialogs = workbook.ui.dialogs.length;
  const alerts = workbook.ui.alerts.length;
  workbook.ui.clearResponses();
  const decline = DECLINE[entry];
  if (decline) workbook.ui.respondWith(decline as never);
  const { byMethod } = workbook.calls.measure(() => addon.run(entry));
  const shown = workbook.ui.dialogs.slice(dialogs).map((d) => {
    const html = d.html.getContent();
    const data = PAGE_DATA.exec(html);
    return { title: d.title, data: data ? (JSON.parse(data[1]) as unknown) : html };
  });
  const asked = workbook.ui.alerts.slice(alerts).map((a) => ({ title: a.title, prompt: a.prompt }));
  return { entry, shown, asked, calls: byMethod };
}

/** A generated campaign of `battles` battles, set up as an organiser does (Einstellungen, Angriffe …), portal links created. */
function generated(battles: number, mode: SheetsApiMode) {
  const { workbook, addon } = generatedWorkbook(battles, () => [], mode, 'orga@example.com');
  addon.environment.webAppUrl = 'https://script.google.com/macros/s/AKfyTEST/exec';
  addon.run('setupCampaign');
  return { workbook, addon };
}

function entriesOf(workbook: OfflineSpreadsheet, addon: AddonHandle) {
  return ENTRIES.map((entry) => runEntry(workbook, addon, entry));
}

describe('Sheets calls of the organiser’s menu pages', () => {
  let small: ReturnType<typeof entriesOf>;
  beforeAll(() => {
    const { workbook, addon } = generated(10, 'works');
    entriesOf(workbook, addon); // the first run creates the links and settles the script properties
    small = entriesOf(workbook, addon);
    // PRINT_CALLS=1 npx jest test/integration/organiserReads.test.ts prints each entry's calls.
    if (process.env.PRINT_CALLS) for (const e of small) console.log(e.entry, sheetsCalls(e.calls), JSON.stringify(e.calls));
  }, 120_000);

  it.each(ENTRIES)('%s shows what it shows, not an error', (entry) => {
    const e = small.find((x) => x.entry === entry)!;
    expect(e.shown.length + e.asked.length).toBeGreaterThan(0);
    for (const a of e.asked) expect(a.prompt).not.toMatch(/Fehler|fehlt|nicht möglich/);
  });

  it.each(ENTRIES)('%s reads only what it shows: the campaign in one API read, or just its few sheets', (entry) => {
    const { calls } = small.find((e) => e.entry === entry)!;
    const sheets = ONLY_SHEETS[entry];
    if (sheets) {
      expect(calls['Sheet.getSheetValues']).toBe(sheets.reads);
      expect(calls['Sheets.Spreadsheets.Values.batchGet']).toBeUndefined();
      expect(sheetsCalls(calls)).toBeLessThanOrEqual(sheets.most);
    } else {
      // The campaign's one Sheets API read: getId, Spreadsheets.get, two batchGets.
      expect(calls['Sheet.getSheetValues']).toBeUndefined();
      expect(calls['Sheets.Spreadsheets.Values.batchGet']).toBe(2);
      expect(sheetsCalls(calls)).toBeLessThanOrEqual(4);
    }
    expect(calls['Range.getValues']).toBeUndefined();
  });

  it('make the same calls at 10 and 5,000 battles', () => {
    const { workbook, addon } = generated(5000, 'works');
    entriesOf(workbook, addon);
    const large = entriesOf(workbook, addon);
    expect(large.map((e) => [e.entry, e.calls])).toEqual(small.map((e) => [e.entry, e.calls]));
  }, 300_000);
});

describe('the organiser’s menu pages under every Sheets API switch', () => {
  /** A map campaign (the bench's kind, smaller) set up, with an attack declared nowhere: each switch in one workbook. */
  function mapCampaignEntries() {
    const tables = simulateMapCampaign({ battles: 300, armies: 30, bookings: 60, rows: 6, columns: 6, roads: 4, rounds: 6 });
    const { workbook, addon } = workbookWith(
      {
        Armeen: tables.armies,
        Spieler: tables.players,
        Schlachten: tables.battles,
        Buchungen: tables.bookings,
        Felder: tables.fields,
      } as never,
      'orga@example.com',
      { sheetsApi: 'works' },
    );
    addon.environment.webAppUrl = 'https://script.google.com/macros/s/AKfyTEST/exec';
    addon.run('setupCampaign');
    entriesOf(workbook, addon);
    return SHEETS_API_MODES.map((mode) => {
      addon.sheetsApi = mode;
      // 'stale' answers as the previous execution started: one run first, so it is this state.
      entriesOf(workbook, addon);
      return { mode, entries: entriesOf(workbook, addon) };
    });
  }

  let byMode: ReturnType<typeof mapCampaignEntries>;
  beforeAll(() => {
    byMode = mapCampaignEntries();
  }, 180_000);

  it('the map dialog draws the map (not an empty one)', () => {
    const map = byMode[0].entries.find((e) => e.entry === 'showMapDialog')!;
    expect(JSON.stringify(map.shown[0].data)).toContain('Feld 6-6');
  });

  it.each(SHEETS_API_MODES.filter((m) => m !== 'works'))(
    '%s: every entry shows field for field what it shows with the API',
    (mode) => {
      const works = byMode[0].entries;
      const other = byMode.find((b) => b.mode === mode)!.entries;
      for (const [i, e] of other.entries())
        expect([e.entry, e.shown, e.asked]).toEqual([works[i].entry, works[i].shown, works[i].asked]);
    },
  );

  it.each<[SheetsApiMode, boolean]>([
    ['works', true],
    ['stale', true],
    ['absent', false],
    ['throws', false],
  ])('%s: read through the API %s, else sheet by sheet through SpreadsheetApp', (mode, api) => {
    for (const e of byMode.find((b) => b.mode === mode)!.entries) {
      const only = ONLY_SHEETS[e.entry];
      if (only) expect([e.entry, e.calls['Sheet.getSheetValues']]).toEqual([e.entry, only.reads]);
      else if (api) expect([e.entry, e.calls['Sheet.getSheetValues']]).toEqual([e.entry, undefined]);
      else expect([e.entry, e.calls['Sheets.Spreadsheets.Values.batchGet']]).toEqual([e.entry, undefined]);
    }
  });
});

describe('a question whose blank answer writes reads afresh', () => {
  it('under a Sheets API that has not seen the last save yet (stale), „Neue Runde beginnen“ proposes the round after the one just started', () => {
    const { workbook, addon } = generated(10, 'stale');
    const proposal = () => {
      const { asked } = runEntry(workbook, addon, 'askNewRound');
      return Number(/Leer lassen für Runde (\d+)/.exec(asked[0].prompt)![1]);
    };
    const next = proposal();
    expect(addon.run('startNewRound', next, 1000)).toMatchObject({ ok: true });
    // Blank takes the proposal: a stale one would start the same round again.
    expect(proposal()).toBe(next + 1);
  }, 60_000);
});
