// Reading a submission's sheets through the Sheets API (issue 24, src/sheets/sheetsApiRead.ts):
// the API reads the stored spreadsheet, so SpreadsheetApp's writes earlier in the same execution
// must be flushed first — the offline twin refuses such a read, and the submission would fall
// back to SpreadsheetApp, which these counts would show. Two flushes stand between a save's
// writes and the next read of the same execution (withCampaignLock's after the write, the read's
// own before it); without both this test fails.
import type { AddonHandle, OfflineSpreadsheet } from '../../src/offline';
import { playerTokens, SMALL_CAMPAIGN, smallCampaignBattle, valuesOf, WEB_APP_URL, workbookWith } from './campaignWorkbook';
import { CONFIRMATION_HEADER } from '../rules/campaign/fixture';

/** SMALL_CAMPAIGN with confirmation columns, e-mail addresses and automatic confirmation after 3 days. */
function campaign(): { workbook: OfflineSpreadsheet; addon: AddonHandle; token: (player: string) => string } {
  const { workbook, addon } = workbookWith(
    {
      Spieler: [
        [...SMALL_CAMPAIGN.Spieler[0], 'E-Mail'],
        [...SMALL_CAMPAIGN.Spieler[1], 'anna@example.com'],
        [...SMALL_CAMPAIGN.Spieler[2], 'bernd@example.com'],
      ],
      Armeen: SMALL_CAMPAIGN.Armeen,
      Schlachten: [[...SMALL_CAMPAIGN.Schlachten[0], ...CONFIRMATION_HEADER]],
      Buchungen: SMALL_CAMPAIGN.Buchungen,
      Einstellungen: [
        ['Einstellung', 'Wert'],
        ['Bestätigung durch den Gegner', 'ja'],
        ['Automatisch bestätigen nach Tagen', 3],
      ],
    },
    'orga@example.com',
    { sheetsApi: 'works' },
  );
  addon.environment.webAppUrl = WEB_APP_URL;
  const token = playerTokens(workbook, addon);
  return { workbook, addon, token };
}

test('a save that sets off the automatic confirmation reads both times through the API, after its own writes', () => {
  const { workbook, addon, token } = campaign();
  expect(addon.webApp.run('reportBattle', token('Anna'), smallCampaignBattle('r-1'))).toMatchObject({ ok: true });
  // Anna's report is four days old: the next save notices it is past its automatic confirmation (N4).
  const header = valuesOf(workbook, 'Schlachten')[0] as string[];
  workbook
    .getSheetByName('Schlachten')!
    .getRange(2, header.indexOf('Gemeldet am') + 1)
    .setValue(new Date(Date.now() - 4 * 24 * 3_600_000));

  workbook.calls.reset();
  const saved = addon.runFromClient('submitBattle', {
    ...smallCampaignBattle('o-1'),
    angreifer: 'Grüne Flut',
    verteidiger: 'Rote Faust',
  }) as { ok: boolean; zeile: number };
  expect(saved).toMatchObject({ ok: true, zeile: 3 });
  const calls = workbook.calls.byMethod();

  // The save, then — after the lock, once the mail went out and was recorded — the deadline
  // check as a submission of its own: each opens the campaign with one API read of three calls.
  const status = valuesOf(workbook, 'Schlachten')[1][header.indexOf('Status')];
  expect(status).toBe('bestätigt');
  expect(calls['Sheets.Spreadsheets.get']).toBe(2);
  expect(calls['Sheets.Spreadsheets.Values.batchGet']).toBe(4);
  // No sheet read through SpreadsheetApp but the checks of the deadline check's plan (writeBlocks:
  // the cells must still hold what the API read found, submission.ts): Einstellungen whole (the
  // days it consulted), Status and Gemeldet am of every report (what it decides over), and the
  // confirmed row it writes — and, since confirming may change battles counted after the report,
  // the cells of every battle row that decide what counts (reportDecision.ts battlesAsRead: an API
  // read may miss a battle typed a moment ago); the battle just saved stands after the report, so
  // also the replayed cells of Armeen, Spieler and Buchungen (a row typed there may change it).
  // The battle's save consulted no setting: it checks only its new row.
  expect(calls['Sheet.getSheetValues']).toBe(7);
  expect(addon.environment.logs.messages().filter((m) => m.includes('Sheets API read failed'))).toEqual([]);
});

describe('a sheet the API read cannot be sure of is read through SpreadsheetApp, with the same answer', () => {
  /** Renames Buchungen as `name`, then the organiser saves a battle: the answer and the calls. */
  function saveWithBookingsNamed(name: string) {
    const { workbook, addon } = campaign();
    workbook.getSheetByName('Buchungen')!.setName(name);
    workbook.calls.reset();
    const answer = addon.runFromClient('submitBattle', smallCampaignBattle('o-1')) as { ok: boolean; message?: string };
    return { answer, calls: workbook.calls.byMethod() };
  }

  it('a required sheet missing: refused in German, as SpreadsheetApp finds it', () => {
    const { answer, calls } = saveWithBookingsNamed('Alte Buchungen');
    expect(answer).toMatchObject({ ok: false, message: expect.stringMatching(/^Das Blatt „Buchungen“ fehlt\./) });
    expect(calls['Sheets.Spreadsheets.get']).toBe(1);
    expect(calls['Sheets.Spreadsheets.Values.batchGet']).toBeUndefined();
  });

  it('a name that differs only in case or blanks: SpreadsheetApp decides which sheet is meant', () => {
    const { answer, calls } = saveWithBookingsNamed('buchungen ');
    // The twin's getSheetByName matches exactly, so here the sheet is missing; whatever Google's
    // does, the answer is SpreadsheetApp's, never the API's „Unable to parse range“.
    expect(answer).toMatchObject({ ok: false, message: expect.stringMatching(/^Das Blatt „Buchungen“ fehlt\./) });
    expect(calls['Sheets.Spreadsheets.Values.batchGet']).toBeUndefined();
    expect(calls['Sheet.getSheetValues']).toBeGreaterThan(0);
  });
});

// The API reads a date as its serial number; SpreadsheetApp's check before writing gets a Date.
// Both are the same cell: a date typed anywhere into Einstellungen must not make every save that
// consults them decide twice (a second, whole SpreadsheetApp read).
test('a date typed into Einstellungen is the same cell to the check before writing: the report is decided once', () => {
  const report = (typed: unknown[][]) => {
    const { workbook, addon, token } = campaign();
    for (const row of typed) workbook.getSheetByName('Einstellungen')!.appendRow(row);
    workbook.calls.reset();
    expect(addon.webApp.run('reportBattle', token('Anna'), smallCampaignBattle('r-1'))).toMatchObject({ ok: true });
    expect(addon.environment.logs.messages().filter((m) => m.includes('Deciding again'))).toEqual([]);
    return workbook.calls.byMethod();
  };
  expect(report([['Saisonstart', new Date(2026, 2, 1, 12, 30)]])).toEqual(report([['Saisonstart', 'März']]));
});
