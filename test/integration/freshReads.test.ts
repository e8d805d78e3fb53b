// Every read after a save sees that save, under every answer the Sheets API may give (issue 24):
// Google does not say whether an API read right after another execution's writes, flush and
// lock release sees them ('stale' answers as the previous execution found the sheets). A page that
// shows the state before a player's own report invites a second report (a new fill, a new
// Einreichungs-ID: a duplicate); a save that plans on the state before the last save decides wrong.
// One save → read → save scenario per switch, set per test (not by KRIEGSRAT_SHEETS_API).
import { AddonHandle, OfflineSpreadsheet, SHEETS_API_MODES, SheetsApiMode } from '../../src/offline';
import type { BattlePayload } from '../../src/shared/battleContract';
import type { PortalData } from '../../src/shared/portalContract';
import {
  answerNow,
  MAP_CAMPAIGN,
  OEDLAND_KORREKTUR,
  playerTokens,
  SMALL_CAMPAIGN,
  smallCampaignBattle,
  valuesOf,
  workbookWith,
} from './campaignWorkbook';

type Answer = { ok: boolean; field?: string; message?: string; [key: string]: unknown };

function campaign(mode: SheetsApiMode): { workbook: OfflineSpreadsheet; addon: AddonHandle; token: (player: string) => string } {
  const { workbook, addon } = workbookWith(MAP_CAMPAIGN, 'orga@example.com', { sheetsApi: mode });
  addon.run('setupCampaign');
  const token = playerTokens(workbook, addon);
  return { workbook, addon, token };
}

const supplyRows = (workbook: OfflineSpreadsheet, round: number) =>
  valuesOf(workbook, 'Buchungen').filter((r) => r[0] === round && r[4] === 'Versorgungsphase').length;

/** Rote Faust (Anna, Hügel) beats Eisenwölfe (Bernd, Furt), who retreat to Ödland. */
const battle = (id: string): BattlePayload => ({ ...smallCampaignBattle(id), rueckzug: 'Ödland' });

describe.each(SHEETS_API_MODES)('Sheets API %s: a read right after a save sees it', (mode) => {
  it('pages, menu actions and the next save after the organiser’s and the players’ saves', () => {
    const { workbook, addon, token } = campaign(mode);
    // An answer is sent as the portal sends it: with the stand of the card it answers (loaded just now).
    const run = (name: string, who: string, payload: object) =>
      (name === 'answerReport'
        ? answerNow(workbook, addon, token(who), payload)
        : addon.webApp.run(name, token(who), payload)) as Answer;
    const data = (who: string) => addon.webApp.run('getPortalData', token(who)) as PortalData;

    // The organiser begins round 1: the players' pages show it at once, the booking form the supply.
    expect(addon.run('startNewRound', 1, 1000)).toMatchObject({ ok: true, runde: 1, gebucht: 2 });
    expect(data('Anna').round).toMatchObject({ round: 1, phase: 'Befehle' });
    const pools = addon.runFromClient('getBookingFormData') as { spieler: { name: string; versorgungspool: number }[] };
    expect(pools.spieler.map((p) => [p.name, p.versorgungspool])).toEqual([
      ['Anna', 1500],
      ['Bernd', 1250],
    ]);
    // Run again at once: nothing booked twice.
    expect(addon.run('startNewRound', 1, 1000)).toMatchObject({ ok: true, runde: 1, gebucht: 0 });
    expect(supplyRows(workbook, 1)).toBe(2);

    // Anna declares; Bernd's page, read right after, shows the attack.
    expect(
      run('declareAttack', 'Anna', { angreifer: 'Rote Faust', verteidiger: 'Eisenwölfe', einreichungsId: 'a-1' }),
    ).toMatchObject({
      ok: true,
    });
    expect(data('Bernd').round.againstMe.map((d) => d.attacker)).toEqual(['Rote Faust']);

    // The battle phase begins; Anna's page says so, and her report is taken.
    expect(addon.run('startBattlePhase')).toMatchObject({ ok: true, phase: 'Schlachten' });
    expect(data('Anna').round).toMatchObject({ phase: 'Schlachten' });
    expect(run('reportBattle', 'Anna', battle('r-1'))).toMatchObject({ ok: true, zeile: 2, status: 'gemeldet' });
    // Her own page right after shows her report waiting for Bernd: nothing invites a second one.
    expect(data('Anna').waiting.mine.map((m) => m.zeile)).toEqual([2]);
    expect(data('Bernd').waiting.toAnswer.map((m) => m.zeile)).toEqual([2]);

    // Bernd confirms right after; Anna's page then shows nothing waiting.
    const ref = { zeile: 2, runde: 1, angreifer: 'Rote Faust', verteidiger: 'Eisenwölfe' };
    expect(run('answerReport', 'Bernd', { ...ref, aktion: 'bestätigen' })).toMatchObject({ ok: true, status: 'bestätigt' });
    expect(data('Anna').waiting.mine).toEqual([]);

    // R6: the organiser's Korrektur right after sees the battle it would change, and asks.
    const asked = addon.runFromClient('submitBooking', OEDLAND_KORREKTUR) as Answer;
    expect(asked).toMatchObject({
      ok: false,
      aenderungen: [
        'Zeile 2 (Runde 1, Rote Faust gegen Eisenwölfe): zählt dann nicht mehr – ' +
          'Angreifer „Rote Faust“ steht auf Feld „Hügel“; es ist nicht benachbart zum Feld „Ödland“ des Verteidigers „Eisenwölfe“. Angegriffen werden kann nur ein benachbartes Feld',
      ],
    });
  });
});

describe('the Speicherstand under stale: only the read right after a save reads again', () => {
  /** Calls on the workbook, its sheets and ranges and the Sheets API: SpreadsheetApp's own (openById, flush) left out. */
  const sheetsCalls = (calls: Record<string, number>) =>
    Object.entries(calls).reduce((sum, [method, n]) => (method.startsWith('SpreadsheetApp.') ? sum : sum + n), 0);

  it('a portal page right after a save: the API read, then SpreadsheetApp; the next one: the API read alone', () => {
    const { workbook, addon, token } = campaign('stale');
    const load = () => {
      workbook.calls.reset();
      expect((addon.webApp.run('getPortalData', token('Anna')) as PortalData).round).toMatchObject({
        round: 1,
        phase: 'Befehle',
      });
      return workbook.calls.byMethod();
    };
    expect(addon.run('startNewRound', 1, 1000)).toMatchObject({ ok: true });
    const afterSave = load();
    const next = load();
    // Right after the save: the API read (getId, get, two batchGets) shows the Speicherstand before
    // it, so the sheets are read again through SpreadsheetApp as without the service (21 calls:
    // Angriffe's row-1 formulas first — getLastColumn, getRange, getFormulas — so its read stops
    // left of KAMPAGNE_ANGRIFFE and waits for no formula).
    expect(afterSave['Sheets.Spreadsheets.Values.batchGet']).toBe(2);
    expect(afterSave['Sheet.getSheetValues']).toBe(7);
    expect(afterSave['Range.getFormulas']).toBe(1);
    expect(sheetsCalls(afterSave)).toBe(4 + 21);
    // The read after it sees the save: the API read alone, as under 'works' (pageReads.test.ts).
    expect(next['Sheet.getSheetValues']).toBeUndefined();
    expect(sheetsCalls(next)).toBe(4);
  });
});

describe('a campaign set up before the Speicherstand', () => {
  const CONFIRMATION_HEADERS = ['Status', 'Gemeldet von', 'Gemeldet am', 'Bestätigt von', 'Bestätigt am', 'Einspruch'];
  function oldCampaign(settings: (string | number)[][] | null) {
    const sheets: Record<string, (string | number)[][]> = {
      Spieler: SMALL_CAMPAIGN.Spieler as (string | number)[][],
      Armeen: SMALL_CAMPAIGN.Armeen as (string | number)[][],
      Schlachten: [[...(SMALL_CAMPAIGN.Schlachten[0] as string[]), ...CONFIRMATION_HEADERS]],
      Buchungen: SMALL_CAMPAIGN.Buchungen as (string | number)[][],
    };
    if (settings) sheets.Einstellungen = settings;
    const { workbook, addon } = workbookWith(sheets, 'orga@example.com', { sheetsApi: 'stale' });
    const token = playerTokens(workbook, addon);
    return { workbook, addon, token };
  }

  it('gets the row below the last with its first save, nothing moved; the page right after shows the report', () => {
    const typed = [
      ['Einstellung', 'Wert'],
      ['Bestätigung durch den Gegner', 'ja'],
      ['Mein Vermerk', 'bleibt'],
    ];
    const { workbook, addon, token } = oldCampaign(typed);
    expect(addon.webApp.run('reportBattle', token('Anna'), smallCampaignBattle('r-1'))).toMatchObject({ ok: true, zeile: 2 });
    expect(valuesOf(workbook, 'Einstellungen')).toEqual([...typed, ['Speicherstand', 1]]);
    expect(workbook.getRange('Einstellungen!A4').getNote()).toMatch(/^Zählt jede Speicherung von Kriegsrat hoch/);
    const data = addon.webApp.run('getPortalData', token('Anna')) as PortalData;
    expect(data.waiting.mine.map((m) => m.zeile)).toEqual([2]);
    // Bernd confirms right after (the read sees Anna's report); Anna's page right after shows it answered.
    const ref = { zeile: 2, runde: 1, angreifer: 'Rote Faust', verteidiger: 'Eisenwölfe', aktion: 'bestätigen' };
    expect(answerNow(workbook, addon, token('Bernd'), ref)).toMatchObject({ ok: true, status: 'bestätigt' });
    expect(valuesOf(workbook, 'Einstellungen')).toEqual([...typed, ['Speicherstand', 2]]);
    expect((addon.webApp.run('getPortalData', token('Anna')) as PortalData).waiting.mine).toEqual([]);
  });

  it('without Einstellungen: every read after a save goes through SpreadsheetApp, and sees it', () => {
    const { workbook, addon, token } = oldCampaign(null);
    expect(addon.webApp.run('reportBattle', token('Anna'), smallCampaignBattle('r-1'))).toMatchObject({ ok: true, zeile: 2 });
    expect(workbook.getSheetByName('Einstellungen')).toBeNull();
    for (let i = 0; i < 2; i++) {
      workbook.calls.reset();
      expect((addon.webApp.run('getPortalData', token('Anna')) as PortalData).waiting.mine.map((m) => m.zeile)).toEqual([2]);
      expect(workbook.calls.byMethod()['Sheet.getSheetValues']).toBeGreaterThan(0);
    }
  });
});
