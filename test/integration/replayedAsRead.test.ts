// An answer that counts a report (the opponent's Bestätigen, the organiser's decision) rests on
// every sheet the replay reads, not only Schlachten: a row typed by hand into Armeen, Spieler or
// Buchungen a second before can make a battle entered after the report count, or change it —
// and counting the report would then change that battle (R6, C3). Google does not say whether a
// Sheets API read sees such a typed row ('stale' answers as the previous execution found the
// sheets); the save must end as with a current read, in every mode.
import { AddonHandle, OfflineSpreadsheet, SHEETS_API_MODES, SheetsApiMode, workbookToJson } from '../../src/offline';
import { answerNow, decideNow, MAP_CAMPAIGN, playerTokens, SMALL_CAMPAIGN, WEB_APP_URL, workbookWith } from './campaignWorkbook';
import { CONFIRMATION_HEADER } from '../rules/campaign/fixture';

type Row = (string | number | boolean | Date)[];
type Answer = { ok: boolean; field?: string; message?: string; [key: string]: unknown };

const REPORTED_AT = new Date(2026, 10, 20, 19, 30);

function battle(round: number, attacker: string, defender: string, status = '', reportedBy = '', defenderLosses = 0): Row {
  const base = [round, '', attacker, defender, 0, 0, 30, 20, '', 0, defenderLosses, '', '', '', '', ''];
  return [...base, status, reportedBy, reportedBy ? REPORTED_AT : '', '', '', ''];
}

const REPORT = { zeile: 3, runde: 1, angreifer: 'Grüne Flut', verteidiger: 'Rote Faust' };
const CLARA: Row = ['Clara', 'Aeldari', 300];
const STERNENSPEER: Row = ['Sternenspeer', 'Clara', 2, ''];

/**
 * Row 3: Grüne Flut (Bernd) beat Rote Faust (Anna), reported by Anna, waiting for Bernd. Row 4
 * (round 2): `later` — a battle after it. `sheets` replaces SMALL_CAMPAIGN's sheets (with Clara and
 * her Sternenspeer unless replaced).
 */
function campaign(mode: SheetsApiMode, later: Row, sheets: Record<string, Row[]> = {}) {
  const { workbook, addon } = workbookWith(
    {
      ...SMALL_CAMPAIGN,
      Spieler: [...SMALL_CAMPAIGN.Spieler, CLARA],
      Armeen: [...SMALL_CAMPAIGN.Armeen, STERNENSPEER],
      Schlachten: [
        [...SMALL_CAMPAIGN.Schlachten[0], ...CONFIRMATION_HEADER],
        battle(1, 'Rote Faust', 'Eisenwölfe'),
        battle(1, 'Grüne Flut', 'Rote Faust', 'gemeldet', 'Anna', 600),
        later,
      ],
      ...sheets,
    },
    'orga@example.com',
    { sheetsApi: mode },
  );
  const token = playerTokens(workbook, addon);
  return { workbook, addon, token };
}

/** Types `row` by hand below the last row of `sheet` (typing is no save: no Speicherstand). */
function typeRow(workbook: OfflineSpreadsheet, sheet: string, row: Row): void {
  const target = workbook.getSheetByName(sheet)!;
  target.getRange(target.getLastRow() + 1, 1, 1, row.length).setValues([row]);
}

const snapshot = (workbook: OfflineSpreadsheet) => JSON.stringify(workbookToJson(workbook));
const status = (workbook: OfflineSpreadsheet) => {
  const values = workbook.getSheetByName('Schlachten')!.getDataRange().getValues();
  return values[2][(values[0] as string[]).indexOf('Status')];
};

/** Bernd's page loads (an execution: the stale read's state), the organiser types, Bernd confirms at once. */
function confirmAfterTyping(addon: AddonHandle, workbook: OfflineSpreadsheet, token: (p: string) => string, type: () => void) {
  addon.webApp.run('getPortalData', token('Bernd'));
  type();
  const before = snapshot(workbook);
  const answer = answerNow(workbook, addon, token('Bernd'), { ...REPORT, aktion: 'bestätigen' }) as Answer;
  return { answer, unchanged: snapshot(workbook) === before };
}

/** The later battle as Bernd reads it: by armies and Runde (row 4 has no Datum) — players never see the sheet. */
const CHANGED = /: (Rote Faust|Eisenwölfe) gegen Sternenspeer \(Runde 2\): /;

/** R6's refusal at Status naming the later battle, and nothing written. */
function expectRefusedUnchanged(answer: Answer, unchanged: boolean): void {
  expect(answer).toMatchObject({ ok: false, field: 'status' });
  expect(answer.message).toMatch(CHANGED);
  expect(answer.message).not.toContain('Zeile');
  expect(unchanged).toBe(true);
}

describe.each(SHEETS_API_MODES)('Sheets API %s: a confirmation right after a row typed into another sheet', (mode) => {
  it('Armeen: the army of a later battle typed in — counting the report changes that battle: the organiser’s', () => {
    const { workbook, addon, token } = campaign(mode, battle(2, 'Rote Faust', 'Sternenspeer'), {
      Armeen: SMALL_CAMPAIGN.Armeen,
    });
    const { answer, unchanged } = confirmAfterTyping(addon, workbook, token, () => typeRow(workbook, 'Armeen', STERNENSPEER));
    expectRefusedUnchanged(answer, unchanged);
  });

  it('Spieler: the player of a later battle’s army typed in — refused the same way', () => {
    const { workbook, addon, token } = campaign(mode, battle(2, 'Rote Faust', 'Sternenspeer'), {
      Spieler: SMALL_CAMPAIGN.Spieler,
    });
    const { answer, unchanged } = confirmAfterTyping(addon, workbook, token, () => typeRow(workbook, 'Spieler', CLARA));
    expectRefusedUnchanged(answer, unchanged);
  });

  it('Buchungen: an Aufwertung Bernd can pay only with the report’s reward typed in — refused the same way', () => {
    // Eisenwölfe (Bernd) against Sternenspeer: as read, counting row 3 changes only Bernd's pool, not that battle.
    const { workbook, addon, token } = campaign(mode, battle(2, 'Eisenwölfe', 'Sternenspeer'));
    const upgrade: Row = [2, '', 'Bernd', 'Eisenwölfe', 'Aufwertung', -300, 1, ''];
    const { answer, unchanged } = confirmAfterTyping(addon, workbook, token, () => typeRow(workbook, 'Buchungen', upgrade));
    expectRefusedUnchanged(answer, unchanged);
  });

  it('the organiser’s decision after the army was typed in: asks first, as R6 says (aenderungen)', () => {
    const { workbook, addon, token } = campaign(mode, battle(2, 'Rote Faust', 'Sternenspeer'), {
      Armeen: SMALL_CAMPAIGN.Armeen,
    });
    addon.webApp.run('getPortalData', token('Bernd'));
    typeRow(workbook, 'Armeen', STERNENSPEER);
    const before = snapshot(workbook);
    const asked = decideNow(workbook, addon, { zeile: 3, aktion: 'entscheiden', einreichungsId: 'd-1' }) as Answer;
    expect(asked).toMatchObject({ ok: false });
    // The organiser finds it in the sheet: by its row.
    expect(String(asked.aenderungen)).toMatch(/Zeile 4 \(Runde 2, (Rote Faust|Eisenwölfe) gegen Sternenspeer\)/);
    expect(snapshot(workbook)).toBe(before);
  });

  it('a typed row that changes no battle after the report: the confirmation is saved', () => {
    const { workbook, addon, token } = campaign(mode, battle(2, 'Eisenwölfe', 'Sternenspeer'));
    const { answer } = confirmAfterTyping(addon, workbook, token, () =>
      typeRow(workbook, 'Armeen', ['Neue Garde', 'Anna', 2, '']),
    );
    expect(answer).toMatchObject({ ok: true, status: 'bestätigt', geschrieben: true });
    expect(status(workbook)).toBe('bestätigt');
  });
});

describe('what the check costs (Sheets service calls, the API answering)', () => {
  /** The confirmation's calls: `later` after the report, or none. */
  function confirmationCalls(later: Row | null): Record<string, number> {
    const { workbook, addon, token } = campaign('works', later ?? battle(1, 'Eisenwölfe', 'Sternenspeer'));
    if (!later) workbook.getSheetByName('Schlachten')!.deleteRow(4);
    addon.webApp.run('getPortalData', token('Bernd'));
    workbook.calls.reset();
    expect(answerNow(workbook, addon, token('Bernd'), { ...REPORT, aktion: 'bestätigen' })).toMatchObject({ ok: true });
    return workbook.calls.byMethod();
  }

  it('a battle after the report: one getSheetValues more for each of Armeen, Spieler and Buchungen (and their lookups)', () => {
    const last = confirmationCalls(null);
    const before = confirmationCalls(battle(2, 'Eisenwölfe', 'Sternenspeer'));
    // The report the last battle: Schlachten' cells that decide what counts are checked all the same.
    expect(last['Sheet.getSheetValues']).toBeGreaterThan(0);
    expect(before['Sheet.getSheetValues']).toBe(last['Sheet.getSheetValues'] + 3);
    expect(before['Spreadsheet.getSheetByName']).toBe(last['Spreadsheet.getSheetByName'] + 3);
    const others = (calls: Record<string, number>) =>
      Object.entries(calls).filter(([m]) => m !== 'Sheet.getSheetValues' && m !== 'Spreadsheet.getSheetByName');
    expect(others(before)).toEqual(others(last));
  });
});

/**
 * A3: a declaration holds both armies where they stand; `Angriffe` rows typed by hand count like
 * declared ones (README). A player's Bewegung right after the organiser typed one must be refused
 * as after a declared one — in every mode (a declaration saved through the portal counts the
 * Speicherstand; typing does not).
 */
describe.each(SHEETS_API_MODES)('Sheets API %s: a player’s Bewegung right after a declaration typed by hand', (mode) => {
  function round() {
    const { workbook, addon } = workbookWith(MAP_CAMPAIGN, 'orga@example.com', { sheetsApi: mode });
    addon.environment.webAppUrl = WEB_APP_URL;
    addon.run('setupCampaign');
    const token = playerTokens(workbook, addon);
    expect(addon.run('startNewRound', 1, 1000)).toMatchObject({ ok: true });
    // Bernd's page loads (an execution: the stale read's state), then the organiser types the declaration.
    addon.webApp.run('getPortalData', token('Bernd'));
    typeRow(workbook, 'Angriffe', [1, 'Rote Faust', 'Eisenwölfe', 'Furt']);
    return { workbook, addon, token };
  }
  const flee = { art: 'Bewegung', armee: 'Eisenwölfe', feld: 'Ödland', runde: 1, datum: '2026-11-24', einreichungsId: 'b-1' };

  it('refused as held by the declaration, nothing written', () => {
    const { workbook, addon, token } = round();
    const before = snapshot(workbook);
    const refused = addon.webApp.run('bookForArmy', token('Bernd'), flee) as Answer;
    expect(refused).toMatchObject({ ok: false, field: 'army' });
    expect(refused.message).toContain('„Eisenwölfe“ wird in Runde 1 von „Rote Faust“ angegriffen und bleibt');
    expect(snapshot(workbook)).toBe(before);
  });

  it('an Aufwertung stays open: saved', () => {
    const { addon, token } = round();
    const upgrade = { art: 'Aufwertung', armee: 'Eisenwölfe', stufen: 1, runde: 1, datum: '2026-11-24', einreichungsId: 'u-1' };
    expect(addon.webApp.run('bookForArmy', token('Bernd'), upgrade)).toMatchObject({ ok: true });
  });
});

describe('what a player’s Bewegung costs (Sheets service calls, the API answering)', () => {
  /** Bernd moves Eisenwölfe (no declaration stands); `declarations`: the setting „Angriffe ansagen“. */
  function moveCalls(declarations: 'ja' | 'nein', kind: 'Bewegung' | 'Aufwertung' = 'Bewegung'): Record<string, number> {
    const { workbook, addon } = workbookWith(MAP_CAMPAIGN, 'orga@example.com', { sheetsApi: 'works' });
    addon.environment.webAppUrl = WEB_APP_URL;
    addon.run('setupCampaign');
    const settings = workbook.getSheetByName('Einstellungen')!;
    const row =
      settings
        .getDataRange()
        .getValues()
        .findIndex((r) => r[0] === 'Angriffe ansagen') + 1;
    settings.getRange(row, 2).setValue(declarations);
    const token = playerTokens(workbook, addon);
    expect(addon.run('startNewRound', 1, 1000)).toMatchObject({ ok: true });
    addon.webApp.run('getPortalData', token('Bernd'));
    workbook.calls.reset();
    const payload =
      kind === 'Bewegung'
        ? { art: 'Bewegung', armee: 'Eisenwölfe', feld: 'Ödland', runde: 1, datum: '2026-11-24', einreichungsId: 'b-1' }
        : { art: 'Aufwertung', armee: 'Eisenwölfe', stufen: 1, runde: 1, datum: '2026-11-24', einreichungsId: 'u-1' };
    expect(addon.webApp.run('bookForArmy', token('Bernd'), payload)).toMatchObject({ ok: true });
    return workbook.calls.byMethod();
  }

  it('with declarations on: Angriffe checked with one getSheetValues (and its lookup); an Aufwertung or declarations off: none', () => {
    const on = moveCalls('ja');
    const off = moveCalls('nein');
    // Einstellungen (the Phase R4 rests on) either way; Angriffe only for the held move.
    expect(off['Sheet.getSheetValues']).toBe(1);
    expect(on['Sheet.getSheetValues']).toBe(2);
    expect(on['Spreadsheet.getSheetByName']).toBe((off['Spreadsheet.getSheetByName'] ?? 0) + 1);
    expect(moveCalls('ja', 'Aufwertung')['Sheet.getSheetValues']).toBe(1);
  });
});
