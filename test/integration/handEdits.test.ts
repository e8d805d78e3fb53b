// What the organiser types by hand, right before a save, decides that save — under every answer
// the Sheets API may give (issue 24). Google does not say whether an API read sees the sheets as
// they are ('stale' answers as the previous execution found them), and typing is no Kriegsrat
// save: the Speicherstand (saveMark.ts) does not count it. So a save checks, before it writes,
// every Einstellungen row and every row it decides over against a fresh read, and plans anew on
// a SpreadsheetApp read when one differs; a refusal made on an API read is decided again on one.
// A page only shows: it may show the sheets a moment old (README „Frische der Daten“) — said
// here explicitly, with the save right after seeing the edit at once.
import { AddonHandle, OfflineSpreadsheet, SHEETS_API_MODES, SheetsApiMode } from '../../src/offline';
import type { PortalData } from '../../src/shared/portalContract';
import {
  shownStand,
  answerNow,
  decideNow,
  notifyingCampaign,
  setSetting,
  SMALL_CAMPAIGN_REPORT_REF,
  smallCampaignBattle,
  valuesOf,
} from './campaignWorkbook';

type Answer = { ok: boolean; message?: string; [key: string]: unknown };

/** As a portal page does it: the save, then — after its answer — the call that sends what it claimed (N5). */
function asThePage(addon: AddonHandle, save: () => Answer): Answer {
  const answer = save();
  addon.webApp.run('deliverPendingNotifications');
  return answer;
}

function campaign(mode: SheetsApiMode, settings: [string, string | number][] = []) {
  const { workbook, addon, token } = notifyingCampaign(settings, { sheetsApi: mode });
  const report = (id = 'r-1') =>
    asThePage(addon, () => addon.webApp.run('reportBattle', token('Anna'), smallCampaignBattle(id)) as Answer);
  const answer = (aktion: string, more: object = {}) =>
    asThePage(
      addon,
      () => answerNow(workbook, addon, token('Bernd'), { ...SMALL_CAMPAIGN_REPORT_REF, aktion, ...more }) as Answer,
    );
  /** The hourly trigger fires it (only a trigger of this project may run it: sheetsOnly.ts). */
  const fired = () =>
    addon.run('checkReportDeadlines', { triggerUid: addon.environment.triggers.add('checkReportDeadlines', 1).getUniqueId() });
  return { workbook, addon, token, report, answer, fired };
}

/** Row 2 of Schlachten under `header`. */
function cellOf(workbook: OfflineSpreadsheet, header: string): unknown {
  const values = valuesOf(workbook, 'Schlachten');
  return values[1][(values[0] as string[]).indexOf(header)];
}

/** The organiser types `value` into row 2 of Schlachten under `header`. */
function typeInto(workbook: OfflineSpreadsheet, header: string, value: string | Date): void {
  const column = (valuesOf(workbook, 'Schlachten')[0] as string[]).indexOf(header) + 1;
  workbook.getSheetByName('Schlachten')!.getRange(2, column).setValue(value);
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

describe.each(SHEETS_API_MODES)('Sheets API %s: a save right after a hand edit acts on it', (mode) => {
  it('„Bestätigung durch den Gegner“ typed „nein“: the next report is bestätigt at once (C7)', () => {
    const { workbook, report } = campaign(mode);
    setSetting(workbook, 'Bestätigung durch den Gegner', 'nein');
    expect(report()).toMatchObject({ ok: true, zeile: 2, status: 'bestätigt' });
    expect(cellOf(workbook, 'Status')).toBe('bestätigt');
  });

  it('„Phase“ typed „Befehle“: the next report is refused (R3), nothing written', () => {
    const { workbook, report } = campaign(mode);
    setSetting(workbook, 'Phase', 'Befehle');
    expect(report().message).toMatch(/^Runde 1 ist in der Befehlsphase/);
    expect(valuesOf(workbook, 'Schlachten')).toHaveLength(1);
  });

  it('„Gemeldet am“ backdated past the reminder: the hourly check reminds at once', () => {
    const { workbook, report, fired } = campaign(mode);
    report();
    typeInto(workbook, 'Gemeldet am', hoursAgo(49));
    expect(fired()).toBe('0 Meldung(en) automatisch bestätigt, 1 Erinnerung(en) fällig.');
  });

  it('„Automatisch bestätigen nach Tagen“ typed after the report grew old: the hourly check confirms at once', () => {
    const { workbook, report, fired } = campaign(mode);
    report();
    // Backdated by hand as the previous execution (the page's sending) still saw it; then the setting.
    typeInto(workbook, 'Gemeldet am', hoursAgo(24 * 4));
    fired();
    setSetting(workbook, 'Automatisch bestätigen nach Tagen', '3');
    expect(fired()).toBe('1 Meldung(en) automatisch bestätigt, 0 Erinnerung(en) fällig.');
    expect(cellOf(workbook, 'Status')).toBe('bestätigt');
    expect(cellOf(workbook, 'Bestätigt von')).toBe('automatisch');
  });

  it('a disputed report set back to „gemeldet“ by hand: the opponent’s confirmation is taken, not refused as no longer open', () => {
    const { workbook, report, answer } = campaign(mode);
    report();
    expect(answer('bestreiten', { einspruch: 'So nicht.' })).toMatchObject({ ok: true, status: 'bestritten' });
    typeInto(workbook, 'Status', 'gemeldet');
    expect(answer('bestätigen')).toMatchObject({ ok: true, status: 'bestätigt', geschrieben: true });
    expect(cellOf(workbook, 'Status')).toBe('bestätigt');
  });

  it('a confirmed report set back to „gemeldet“ and backdated by hand: the hourly check right after confirms it again', () => {
    const { workbook, report, answer, fired } = campaign(mode, [['Automatisch bestätigen nach Tagen', 3]]);
    report();
    expect(answer('bestätigen')).toMatchObject({ ok: true });
    typeInto(workbook, 'Status', 'gemeldet');
    typeInto(workbook, 'Gemeldet am', hoursAgo(24 * 4));
    expect(fired()).toBe('1 Meldung(en) automatisch bestätigt, 0 Erinnerung(en) fällig.');
    expect(cellOf(workbook, 'Bestätigt von')).toBe('automatisch');
  });

  it('a page right after the typing may show the sheets a moment old; loaded again it shows what was typed', () => {
    const { workbook, addon, token, report, answer } = campaign(mode);
    report();
    expect(answer('bestätigen')).toMatchObject({ ok: true });
    typeInto(workbook, 'Status', 'gemeldet');
    const waiting = () => (addon.webApp.run('getPortalData', token('Bernd')) as PortalData).waiting.toAnswer.map((r) => r.zeile);
    // A page only shows, reading through the Sheets API: under 'stale' as the execution before
    // found the sheets (the report answered). Nothing is decided on it: the save re-checks.
    expect(waiting()).toEqual(mode === 'stale' ? [] : [2]);
    expect(waiting()).toEqual([2]);
  });

  it('a player’s name typed back into Spieler: the page is shown at once, not refused as no longer listed', () => {
    const { workbook, addon, token } = campaign(mode);
    const name = workbook.getSheetByName('Spieler')!.getRange(2, 1);
    const load = () => {
      try {
        return (addon.webApp.run('getPortalData', token('Anna')) as PortalData).overview.player;
      } catch (error) {
        return (error as Error).message;
      }
    };
    name.setValue('Anne');
    // An execution that reads no Spieler: under 'stale' the next API read shows Spieler without Anna.
    // (A page opened while she is not listed would stop her link for good: portalLinks.test.ts, C8.)
    addon.run('onOpen', { authMode: 'LIMITED' });
    name.setValue('Anna');
    // The refusal a moment-old read would give is decided again on a SpreadsheetApp read, and so is
    // the stopping of her link as no longer listed (unlistedLinks.ts).
    expect(load()).toBe('Anna');
    expect(load()).toBe('Anna');
  });

  it('the sending of notifications counts no save: the page after it needs no second read, and shows the news', () => {
    const { workbook, addon, token, report } = campaign(mode);
    // The report's own page sends right after it (asThePage): its results go into Benachrichtigungen.
    report();
    expect(valuesOf(workbook, 'Benachrichtigungen').map((r) => r[5])).toContain('gesendet');
    workbook.calls.reset();
    const data = addon.webApp.run('getPortalData', token('Bernd')) as PortalData;
    // Neuigkeiten are the rows the save wrote („im Portal“), counted by its Speicherstand; the
    // sending's results (E-Mail, Chat) are read by no page and no save through the API.
    expect(data.news.items.map((n) => n.text)).toEqual([
      'Anna hat die Schlacht Rote Faust gegen Eisenwölfe (Runde 1) gemeldet; sie wartet auf deine Bestätigung.',
    ]);
    if (mode === 'works' || mode === 'stale') expect(workbook.calls.byMethod()['Sheet.getSheetValues']).toBeUndefined();
  });
});

describe('what the fresh checks cost (Sheets service calls with the API answering)', () => {
  /** Calls on the workbook, its sheets and ranges and the Sheets API: SpreadsheetApp's own (openById, flush) left out. */
  const sheetsCalls = (calls: Record<string, number>) =>
    Object.entries(calls).reduce((sum, [method, n]) => (method.startsWith('SpreadsheetApp.') ? sum : sum + n), 0);

  it('a refusal made on the API read is decided again on a SpreadsheetApp read; the hourly check reads Einstellungen and the reports fresh', () => {
    const { workbook, addon, token, report, answer, fired } = campaign('works', [['Automatisch bestätigen nach Tagen', 3]]);
    report();
    expect(answer('bestreiten', { einspruch: 'So nicht.' })).toMatchObject({ ok: true });
    const decided = decideNow(workbook, addon, {
      ...SMALL_CAMPAIGN_REPORT_REF,
      aktion: 'entscheiden',
      notiz: 'geprüft',
      einreichungsId: 'd-1',
    }) as Answer;
    expect(decided).toMatchObject({ ok: true, status: 'entschieden' });

    // Bernd's page shows the report as decided now (its stand read before the calls are counted).
    const stand = shownStand(workbook, SMALL_CAMPAIGN_REPORT_REF.zeile);
    workbook.calls.reset();
    expect(
      addon.webApp.run('answerReport', token('Bernd'), { ...SMALL_CAMPAIGN_REPORT_REF, aktion: 'bestätigen', stand }),
    ).toMatchObject({ ok: false });
    const refused = workbook.calls.byMethod();
    // The API read (getId, get, two batchGets), then each of the five sheets through SpreadsheetApp.
    expect(refused['Sheets.Spreadsheets.Values.batchGet']).toBe(2);
    expect(refused['Sheet.getSheetValues']).toBe(5);
    expect(sheetsCalls(refused)).toBe(14);

    workbook.calls.reset();
    expect(fired()).toBe('0 Meldung(en) automatisch bestätigt, 0 Erinnerung(en) fällig.');
    const check = workbook.calls.byMethod();
    // Einstellungen whole (the days it consulted) and Status and Gemeldet am of every report (what
    // it decides over): each its sheet and one getSheetValues; then the sending's sweep.
    expect(check['Sheet.getSheetValues']).toBe(2);
    expect(check['Spreadsheet.getSheetByName']).toBe(4);
    expect(sheetsCalls(check)).toBe(26);
  });

  it('the hourly check with a reminder due reads the record once: its claim uses the read that found the reminder', () => {
    const { workbook, report, fired } = campaign('works');
    report();
    typeInto(workbook, 'Gemeldet am', hoursAgo(49));
    const { result, byMethod } = workbook.calls.measure(() => fired());
    expect(result).toBe('0 Meldung(en) automatisch bestätigt, 1 Erinnerung(en) fällig.');
    // Benachrichtigungen twice — the check's read (its sheet, last row, the key column) and the
    // sending's sweep —, Schlachten and Einstellungen fresh, Spieler for the claim's addresses.
    expect(byMethod['Spreadsheet.getSheetByName']).toBe(5);
    expect(byMethod['Sheet.getLastRow']).toBe(3);
    expect(sheetsCalls(byMethod)).toBe(34);
  });
});
