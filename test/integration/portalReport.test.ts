// "Schlacht melden" in the player portal (issue 19 §3, C5, C7): reportBattle through the built
// add-on's web app in the offline twin — the token checked, the one submission pipeline, the
// row written as gemeldet (or bestätigt when confirmation is off) with Gemeldet von/am.
import { AddonHandle, OfflineSpreadsheet, SheetsApiMode, workbookToJson } from '../../src/offline';
import type { BattlePayload } from '../../src/shared/battleContract';
import type { PortalData } from '../../src/shared/portalContract';
import {
  answerNow,
  generatedWorkbook,
  MAP_CAMPAIGN,
  playerTokens,
  setSetting,
  smallCampaignBattle,
  typedBattleRow,
  valuesOf,
  WEB_APP_URL,
  workbookWith,
} from './campaignWorkbook';
import { SHEET_OUT_OF_ORDER_LOAD, SHEET_OUT_OF_ORDER_SAVE } from '../../src/rules/access/sheetOutOfOrder';

type Answer = { ok: boolean; field?: string; message?: string; zeile?: number; status?: string; doppelt?: boolean };

/** MAP_CAMPAIGN (or `sheets`) set up (Status columns, Einstellungen), with Clara (no army) and every player's token. */
function campaign(sheets = MAP_CAMPAIGN): {
  workbook: OfflineSpreadsheet;
  addon: AddonHandle;
  token: (player: string) => string;
} {
  const { workbook, addon } = workbookWith(sheets, 'orga@example.com');
  addon.environment.webAppUrl = WEB_APP_URL;
  workbook.getSheetByName('Spieler')!.appendRow(['Clara', 'Aeldari', 0]);
  addon.run('setupCampaign');
  // These reports need no declaration (A1 off); Angriffe's own tests are in rounds.test.ts.
  setSetting(workbook, 'Angriffe ansagen', 'nein');
  const token = playerTokens(workbook, addon);
  return { workbook, addon, token };
}

/** Rote Faust (Anna, Hügel) beats Eisenwölfe (Bernd, Furt), who retreat to Ödland. */
const battle = (id: string, changes: Partial<BattlePayload> = {}): BattlePayload => ({
  ...smallCampaignBattle(id),
  rueckzug: 'Ödland',
  ...changes,
});

const report = (addon: AddonHandle, token: string, payload: BattlePayload) =>
  addon.webApp.run('reportBattle', token, payload) as Answer;

function columnOf(workbook: OfflineSpreadsheet, header: string): number {
  return (valuesOf(workbook, 'Schlachten')[0] as string[]).indexOf(header);
}
const cell = (workbook: OfflineSpreadsheet, row: number, header: string) =>
  valuesOf(workbook, 'Schlachten')[row - 1]?.[columnOf(workbook, header)];
const snapshot = (workbook: OfflineSpreadsheet) => JSON.stringify(workbookToJson(workbook));

function setConfirmation(workbook: OfflineSpreadsheet, value: 'ja' | 'nein'): void {
  const rows = valuesOf(workbook, 'Einstellungen');
  const row = rows.findIndex((r) => r[0] === 'Bestätigung durch den Gegner') + 1;
  workbook.getSheetByName('Einstellungen')!.getRange(row, 2).setValue(value);
}

test('a report is written as gemeldet, Gemeldet von = the player, Gemeldet am = now as a date-time; it counts for nothing yet', () => {
  const { workbook, addon, token } = campaign();
  const before = Date.now();
  const answer = report(addon, token('Anna'), battle('r-1'));
  expect(answer).toMatchObject({ ok: true, zeile: 2, status: 'gemeldet', doppelt: false });
  expect(cell(workbook, 2, 'Angreifer')).toBe('Rote Faust');
  expect(cell(workbook, 2, 'Rückzug nach')).toBe('Ödland');
  expect(cell(workbook, 2, 'Status')).toBe('gemeldet');
  expect(cell(workbook, 2, 'Gemeldet von')).toBe('Anna');
  const at = cell(workbook, 2, 'Gemeldet am') as Date;
  expect(at).toBeInstanceOf(Date);
  expect(at.getTime()).toBeGreaterThanOrEqual(before - 1000);
  expect(at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  expect(cell(workbook, 2, 'Bestätigt von')).toBe('');
  // Waiting: Anna's and Bernd's overviews are as before the report.
  const data = addon.webApp.run('getPortalData', token('Bernd')) as PortalData;
  expect(data.overview.armies.find((a) => a.name === 'Eisenwölfe')).toMatchObject({ level: 1, field: 'Furt' });
});

test('with Bestätigung durch den Gegner = nein the report is written as bestätigt and counts at once (C7)', () => {
  const { workbook, addon, token } = campaign();
  setConfirmation(workbook, 'nein');
  expect(report(addon, token('Bernd'), battle('r-1'))).toMatchObject({ ok: true, zeile: 2, status: 'bestätigt' });
  expect(cell(workbook, 2, 'Status')).toBe('bestätigt');
  expect(cell(workbook, 2, 'Gemeldet von')).toBe('Bernd');
  const data = addon.webApp.run('getPortalData', token('Bernd')) as PortalData;
  expect(data.overview.armies.find((a) => a.name === 'Eisenwölfe')).toMatchObject({ field: 'Ödland' });
});

test('a player reporting a battle of two armies not theirs is refused at the army field; nothing is written', () => {
  const { workbook, addon, token } = campaign();
  const before = snapshot(workbook);
  const answer = report(addon, token('Clara'), battle('r-1'));
  expect(answer).toMatchObject({ ok: false, field: 'attacker' });
  expect(answer.message).toContain('eigenen Armeen');
  expect(snapshot(workbook)).toBe(before);
});

test('a second open report for the same army is refused (C5: one open report per army)', () => {
  const { workbook, addon, token } = campaign();
  expect(report(addon, token('Anna'), battle('r-1'))).toMatchObject({ ok: true });
  const before = snapshot(workbook);
  const second = report(addon, token('Bernd'), battle('r-2', { verteidiger: 'Grüne Flut', rueckzug: '' }));
  expect(second).toMatchObject({ ok: false, field: 'attacker' });
  expect(second.message).toContain('offene Meldung');
  const third = report(
    addon,
    token('Bernd'),
    battle('r-3', { angreifer: 'Grüne Flut', verteidiger: 'Rote Faust', rueckzug: '' }),
  );
  expect(third).toMatchObject({ ok: false, field: 'defender' });
  expect(snapshot(workbook)).toBe(before);
});

test('a round other than the current one is refused at Runde (R1: a player never moves the round)', () => {
  const { workbook, addon, token } = campaign();
  const before = snapshot(workbook);
  const next = report(addon, token('Anna'), battle('r-1', { runde: 2 }));
  expect(next).toMatchObject({ ok: false, field: 'round' });
  expect(next.message).toContain('laufenden Runde 1');
  expect(snapshot(workbook)).toBe(before);
  setConfirmation(workbook, 'nein');
  // Counting at once (C7 off), a player's report of round 1 still leaves the round at 1.
  expect(report(addon, token('Anna'), battle('r-2', { runde: 1 }))).toMatchObject({ ok: true, status: 'bestätigt' });
  expect((addon.webApp.run('getPortalData', token('Bernd')) as PortalData).round.round).toBe(1);
});

test('the organiser’s complete row of a later round naming an army Armeen does not list moves no round (R1, C2): the report of the running round is accepted', () => {
  // Typed by hand in round 7, „Blut Engel“ for an army of the list: the campaign stays in round 1.
  const header = MAP_CAMPAIGN.Schlachten[0];
  const typed = typedBattleRow(header, {
    Runde: 7,
    Datum: new Date(2026, 10, 21),
    Angreifer: 'Blut Engel',
    Verteidiger: 'Eisenwölfe',
    Mission: 'Vorposten halten',
  });
  const { workbook, addon, token } = campaign({ ...MAP_CAMPAIGN, Schlachten: [header, typed] });
  expect((addon.webApp.run('getPortalData', token('Anna')) as PortalData).round.round).toBe(1);
  expect(report(addon, token('Anna'), battle('r-1'))).toMatchObject({ ok: true, zeile: 3, status: 'gemeldet' });
  expect(cell(workbook, 3, 'Runde')).toBe(1);
  // The typed row's Prüfung still says what is wrong with it.
  expect(cell(workbook, 2, 'Prüfung')).toMatch(/^Zählt nicht: .*Blut Engel.*unbekannt/);
  expect((addon.webApp.run('getPortalData', token('Bernd')) as PortalData).round.round).toBe(1);
});

test('a forged or revoked token is refused in German and nothing is written', () => {
  const { workbook, addon, token } = campaign();
  const before = snapshot(workbook);
  const anna = token('Anna');
  const forged = anna.slice(0, 63) + (anna[63] === '0' ? '1' : '0');
  for (const t of [forged, 'x', '']) {
    const answer = report(addon, t, battle('r-1'));
    expect(answer).toMatchObject({ ok: false });
    expect(answer.message).toContain('Dieser Link gilt nicht (mehr)');
  }
  addon.runFromClient('revokePlayerLink', 'Anna');
  expect(report(addon, anna, battle('r-1')).message).toContain('Dieser Link gilt nicht (mehr)');
  expect(snapshot(workbook)).toBe(before);
});

test('the same Einreichungs-ID twice writes once', () => {
  const { workbook, addon, token } = campaign();
  expect(report(addon, token('Anna'), battle('r-1'))).toMatchObject({ ok: true, zeile: 2, doppelt: false });
  const after = snapshot(workbook);
  expect(report(addon, token('Anna'), battle('r-1'))).toMatchObject({ ok: true, zeile: 2, doppelt: true, status: 'gemeldet' });
  expect(snapshot(workbook)).toBe(after);
  expect(cell(workbook, 3, 'Angreifer') ?? '').toBe('');
});

describe('Sheets service calls per report', () => {
  function callsWith(battles: number, mode: SheetsApiMode = 'works'): Record<string, number> {
    const { workbook, addon, players } = generatedWorkbook(
      battles,
      (names) => [
        ['Neue Wacht', names[1], 2, 1],
        ['Alte Wacht', names[2], 2, 1],
      ],
      mode,
    );
    addon.environment.webAppUrl = WEB_APP_URL;
    addon.run('setupCampaign');
    const token = playerTokens(workbook, addon);
    const form = addon.runFromClient('getBattleFormData') as { runde: number };
    workbook.calls.reset();
    const answer = report(addon, token(players[1]), {
      ...smallCampaignBattle(`n-${battles}`),
      runde: form.runde,
      angreifer: 'Neue Wacht',
      verteidiger: 'Alte Wacht',
    });
    expect(answer).toMatchObject({ ok: true });
    return workbook.calls.byMethod();
  }

  /** Calls on the workbook, its sheets and ranges and the Sheets API: SpreadsheetApp's own (openById, flush) left out. */
  const sheetsCalls = (calls: Record<string, number>) =>
    Object.entries(calls).reduce((sum, [method, n]) => (method.startsWith('SpreadsheetApp.') ? sum : sum + n), 0);

  it('are the same at 10 and 5,000 battles: every sheet in one Sheets API read, one write', () => {
    const small = callsWith(10);
    // The input sheets as for the organiser's battle (submitBattle.test.ts), Einstellungen's C7 switch among them.
    expect(small['Sheets.Spreadsheets.get']).toBe(1);
    expect(small['Sheets.Spreadsheets.Values.batchGet']).toBe(2);
    // The report's new row checked empty before it is written (submission.ts: should the API's read have missed a save).
    expect(small['Range.getValues']).toBe(1);
    // R3 admits a report in the battle phase only, C7 sets its Status: Einstellungen as read are
    // checked whole (its sheet, its cells: should the API's read have missed a new round or a
    // setting typed by hand); the Speicherstand is counted in the row so checked.
    expect(small['Sheet.getSheetValues']).toBe(1);
    expect(small['Spreadsheet.getSheetByName']).toBe(3);
    // The report's row and the record of the opponent's notification (N5), whose sheet this first report creates.
    expect(small['Range.setValues']).toBe(2);
    expect(small['Spreadsheet.insertSheet']).toBe(1);
    // The Speicherstand counted up, found by its named range (saveMark.ts: a later read tells whether it sees this save).
    expect(small['Spreadsheet.getRangeByName']).toBe(1);
    expect(small['Spreadsheet.getRange']).toBeUndefined();
    expect(small['Range.setValue']).toBe(1);
    expect(sheetsCalls(small)).toBe(20);
    expect(callsWith(5000)).toEqual(small);
  });

  it('without the Sheets API save the report too, reading each sheet through SpreadsheetApp', () => {
    const fallback = callsWith(10, 'absent');
    expect(fallback['Sheet.getSheetValues']).toBe(7);
    expect(sheetsCalls(fallback)).toBeGreaterThan(18);
  });
});

describe('a player never reads a sheet row in a refusal (players never see the sheet)', () => {
  it('the same Einreichungs-ID with other content: refused without row or sheet, nothing written', () => {
    const { workbook, addon, token } = campaign();
    expect(report(addon, token('Anna'), battle('r-9'))).toMatchObject({ ok: true, doppelt: false });
    const before = snapshot(workbook);
    const refused = report(addon, token('Anna'), battle('r-9', { siegpunkteAngreifer: 10, siegpunkteVerteidiger: 25 }));
    expect(refused).toEqual({
      ok: false,
      message:
        'Diese Eingabe wurde schon einmal mit anderen Angaben gespeichert; nichts wurde gespeichert. ' +
        'Bitte „Aktualisieren“ antippen und erneut senden.',
    });
    expect(snapshot(workbook)).toBe(before);
  });

  it('a report sent again after the organiser mistyped its Status: who fixes it, not the allowed values', () => {
    const { workbook, addon, token } = campaign();
    expect(report(addon, token('Anna'), battle('r-10'))).toMatchObject({ ok: true, zeile: 2 });
    workbook
      .getSheetByName('Schlachten')!
      .getRange(2, columnOf(workbook, 'Status') + 1)
      .setValue('gemeldte');
    const again = report(addon, token('Anna'), battle('r-10'));
    expect(again).toMatchObject({ ok: false });
    expect(again.message).toMatch(
      /^Diese Schlacht ist schon gemeldet\. Die Spielleitung muss den Status dieser Schlacht berichtigen/,
    );
    expect(again.message).not.toMatch(/Zeile|erlaubt|gemeldte/);
  });

  // User test 34: the organiser's Prüfung words (the sheet to look in) reached the player, and not who puts it right.
  it('a report sent again after the organiser mistyped a cell of its row: the battle by its armies, who fixes it, no sheet', () => {
    const { workbook, addon, token } = campaign();
    expect(report(addon, token('Anna'), battle('r-11'))).toMatchObject({ ok: true, zeile: 2 });
    workbook
      .getSheetByName('Schlachten')!
      .getRange(2, columnOf(workbook, 'Verteidiger') + 1)
      .clearDataValidations()
      .setValue('Eisenwölf');
    const again = report(addon, token('Anna'), battle('r-11'));
    expect(again).toMatchObject({ ok: false });
    expect(again.message).toBe(
      'Deine Meldung Rote Faust gegen Eisenwölf (Runde 1) ist gespeichert, zählt aber nicht: ' +
        'Verteidiger „Eisenwölf“ ist in der Kampagne unbekannt. ' +
        'Die Spielleitung muss die Schlacht berichtigen; du musst nichts tun.',
    );
    // The organiser's words stay his (the row, the sheet where the known armies are): his retry of the row, confirmed.
    workbook
      .getSheetByName('Schlachten')!
      .getRange(2, columnOf(workbook, 'Status') + 1)
      .setValue('bestätigt');
    const organiser = addon.runFromClient('submitBattle', battle('r-11')) as Answer;
    expect(organiser.message).toMatch(
      /^Diese Schlacht wurde schon in Zeile 2 gespeichert, zählt dort aber nicht: .*Blatt Armeen/,
    );
  });

  it('an answer to a report whose row is gone names no row', () => {
    const { addon, token } = campaign();
    expect(report(addon, token('Anna'), battle('r-11'))).toMatchObject({ ok: true, zeile: 2 });
    const refused = answerNow(addon.workbook, addon, token('Bernd'), { zeile: 9, aktion: 'bestätigen' }) as Answer;
    expect(refused).toMatchObject({ ok: false });
    expect(refused.message).toBe(
      'Diese Meldung steht nicht mehr in der Kampagne; nichts wurde gespeichert. Bitte „Aktualisieren“ antippen.',
    );
  });
});

describe('a campaign sheet out of order reaches a player as the organiser’s to fix (a player cannot set it up)', () => {
  const renameHeader = (workbook: OfflineSpreadsheet, from: string, to: string) =>
    workbook
      .getSheetByName('Schlachten')!
      .getRange(1, columnOf(workbook, from) + 1)
      .setValue(to);

  it('a report whose row has no column to go to: no sheet or column named, nothing written', () => {
    const { workbook, addon, token } = campaign();
    renameHeader(workbook, 'Gemeldet am', 'Gemeldet um');
    const before = snapshot(workbook);
    const refused = report(addon, token('Anna'), battle('r-12'));
    expect(refused).toEqual({ ok: false, message: SHEET_OUT_OF_ORDER_SAVE });
    expect(snapshot(workbook)).toBe(before);
  });

  it('a page whose campaign misses a column it reads says the same, without sheet or column', () => {
    const { workbook, addon, token } = campaign();
    renameHeader(workbook, 'Angreifer', 'Angreiffer');
    expect(() => addon.webApp.run('getPortalData', token('Anna'))).toThrow(SHEET_OUT_OF_ORDER_LOAD);
  });

  it('a sheet renamed or deleted: the player reads the same at load and save, without the sheet or the menu', () => {
    const { workbook, addon, token } = campaign();
    const link = token('Anna');
    workbook.getSheetByName('Armeen')!.setName('Armeen alt');
    expect(() => addon.webApp.run('getPortalData', link)).toThrow(SHEET_OUT_OF_ORDER_LOAD);
    const before = snapshot(workbook);
    expect(report(addon, link, battle('r-13'))).toEqual({ ok: false, message: SHEET_OUT_OF_ORDER_SAVE });
    expect(snapshot(workbook)).toBe(before);
  });

  it('the organiser keeps the sheet and the column (Offene Meldungen)', () => {
    const { workbook, addon } = campaign();
    renameHeader(workbook, 'Angreifer', 'Angreiffer');
    const answer = addon.runFromClient('getOpenReports') as { ok: boolean; message?: string };
    expect(JSON.stringify(answer)).toMatch(/Schlachten.*Angreifer/);
  });
});
