// C6 through the built add-on in the offline twin: a player books Bewegung and Aufwertung for
// their own armies through their link (bookForArmy), validated as the organiser's booking is,
// counted at once, with Gemeldet von; everything else refused at its field, nothing written.
import { generateCampaign } from '../../src/demo';
import type { AddonHandle, OfflineSpreadsheet, SheetsApiMode } from '../../src/offline';
import type { PortalData } from '../../src/shared/portalContract';
import { MAP_CAMPAIGN, playerTokens, setSetting, valuesOf, WEB_APP_URL, workbookWith } from './campaignWorkbook';

const ORGANISER = 'orga@example.com';

function campaign(
  sheets = MAP_CAMPAIGN,
  sheetsApi?: SheetsApiMode,
): { workbook: OfflineSpreadsheet; addon: AddonHandle; token: (p: string) => string } {
  const { workbook, addon } = workbookWith(sheets, ORGANISER, { sheetsApi });
  addon.environment.webAppUrl = WEB_APP_URL;
  addon.run('setupCampaign');
  // Players book in the Befehle phase (R4).
  setSetting(workbook, 'Phase', 'Befehle');
  const token = playerTokens(workbook, addon);
  return { workbook, addon, token };
}

const book = (addon: AddonHandle, token: string, payload: object) =>
  addon.webApp.run('bookForArmy', token, payload) as { ok: boolean; field?: string; message?: string; [k: string]: unknown };
const portal = (addon: AddonHandle, token: string) => addon.webApp.run('getPortalData', token) as PortalData;

const UPGRADE = { art: 'Aufwertung', armee: 'Rote Faust', stufen: 1, runde: 1, datum: '2026-11-24', einreichungsId: 'p-1' };
const MOVE = { art: 'Bewegung', armee: 'Rote Faust', feld: 'Nordwacht', runde: 1, datum: '2026-11-24', einreichungsId: 'p-2' };

/** The Buchungen rows below the header, by header. */
function bookings(workbook: OfflineSpreadsheet): Record<string, unknown>[] {
  const [headers, ...rows] = valuesOf(workbook, 'Buchungen');
  return rows.filter((r) => r.some((c) => c !== '')).map((r) => Object.fromEntries(headers.map((h, i) => [String(h), r[i]])));
}

test('setup gives Buchungen a Gemeldet von column', () => {
  const { workbook } = campaign();
  expect(valuesOf(workbook, 'Buchungen')[0]).toContain('Gemeldet von');
});

test('the portal data offers my armies with their legal moves and the Aufwertung preview', () => {
  const { addon, token } = campaign();
  const data = portal(addon, token('Anna'));
  expect(data.booking.round).toBe(1);
  const faust = data.booking.armies.find((a) => a.name === 'Rote Faust')!;
  expect(faust.field).toBe('Hügel');
  expect(faust.targets).toEqual(['Nordwacht']);
  expect(faust.upgrades[0]).toEqual({ levels: 1, cost: 500, newLevel: 4, poolAfter: 0 });
  // Only Anna's armies that may be booked now: Bernd's are not hers, Späte Garde is raised in round 3.
  expect(data.booking.armies.map((a) => a.name)).toEqual(['Rote Faust']);
  // What the pool does not cover is offered with the reason (Bernd: 250 VP, 500 per Stufe).
  const wolves = portal(addon, token('Bernd')).booking.armies.find((a) => a.name === 'Eisenwölfe')!;
  expect(wolves.upgrades).toHaveLength(3);
  expect(wolves.upgrades[0]).toEqual({ levels: 1, refused: expect.stringMatching(/Pool darf nicht unter 0/) });
});

test('an Aufwertung of my army is written with Gemeldet von and counts at once', () => {
  const { workbook, addon, token } = campaign();
  const answer = book(addon, token('Anna'), UPGRADE);
  expect(answer).toMatchObject({
    ok: true,
    art: 'Aufwertung',
    armee: 'Rote Faust',
    stufe: 4,
    versorgungspool: 0,
    doppelt: false,
  });
  const rows = bookings(workbook);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    Art: 'Aufwertung',
    Armee: 'Rote Faust',
    Spieler: 'Anna',
    Stufen: 1,
    Versorgung: -500,
    'Gemeldet von': 'Anna',
  });
  const after = portal(addon, token('Anna'));
  expect(after.overview.armies.find((a) => a.name === 'Rote Faust')!.level).toBe(4);
  expect(after.overview.supply).toBe(0);
});

test('a Bewegung to an adjacent free field moves my army', () => {
  const { workbook, addon, token } = campaign();
  expect(book(addon, token('Anna'), MOVE)).toMatchObject({ ok: true, art: 'Bewegung', armee: 'Rote Faust' });
  expect(bookings(workbook)[0]).toMatchObject({ Art: 'Bewegung', Feld: 'Nordwacht', 'Gemeldet von': 'Anna' });
  const after = portal(addon, token('Anna'));
  expect(after.overview.armies.find((a) => a.name === 'Rote Faust')!.field).toBe('Nordwacht');
  expect(after.map.fields.find((f) => f.name === 'Nordwacht')!.armies).toContain('Rote Faust');
});

describe('refused at the field, nothing written', () => {
  test.each([
    ['a move to a field not adjacent', 'Anna', { ...MOVE, feld: 'Sumpf' }, 'field', /nicht benachbart/],
    ['a move onto an enemy army', 'Anna', { ...MOVE, feld: 'Furt' }, 'field', /Furt/],
    ['another player’s army', 'Bernd', { ...UPGRADE, armee: 'Rote Faust' }, 'army', /gehört nicht dir/],
    ['another player’s army moved', 'Anna', { ...MOVE, armee: 'Eisenwölfe', feld: 'Ödland' }, 'army', /gehört nicht dir/],
    [
      'a Neue Armee',
      'Anna',
      { ...UPGRADE, art: 'Neue Armee', armee: 'Blaue Wacht', startstufe: 1, spieler: 'Anna' },
      'kind',
      /nur Bewegung und Aufwertung/,
    ],
    [
      'a Korrektur',
      'Anna',
      { ...UPGRADE, art: 'Korrektur', versorgung: 1000, notiz: 'x' },
      'kind',
      /nur Bewegung und Aufwertung/,
    ],
    ['an upgrade beyond the pool', 'Bernd', { ...UPGRADE, armee: 'Eisenwölfe', stufen: 3 }, 'supply', /./],
  ])('%s', (_, player, payload, field, message) => {
    const { workbook, addon, token } = campaign();
    const before = JSON.stringify(valuesOf(workbook, 'Buchungen'));
    const armies = JSON.stringify(valuesOf(workbook, 'Armeen'));
    const answer = book(addon, token(player), payload);
    expect(answer.ok).toBe(false);
    expect(answer.field).toBe(field);
    expect(answer.message).toMatch(message);
    expect(JSON.stringify(valuesOf(workbook, 'Buchungen'))).toBe(before);
    expect(JSON.stringify(valuesOf(workbook, 'Armeen'))).toBe(armies);
  });
});

test('a forged token is refused in German and writes nothing', () => {
  const { workbook, addon, token } = campaign();
  const real = token('Anna');
  const before = JSON.stringify(valuesOf(workbook, 'Buchungen'));
  for (const forged of [real.slice(0, 63) + (real[63] === '0' ? '1' : '0'), 'a'.repeat(64), '', 'x']) {
    const answer = book(addon, forged, UPGRADE);
    expect(answer).toMatchObject({ ok: false, message: expect.stringContaining('Dieser Link gilt nicht (mehr)') });
  }
  expect(JSON.stringify(valuesOf(workbook, 'Buchungen'))).toBe(before);
});

test('the same Einreichungs-ID twice writes once', () => {
  const { workbook, addon, token } = campaign();
  expect(book(addon, token('Anna'), UPGRADE)).toMatchObject({ ok: true, doppelt: false });
  expect(book(addon, token('Anna'), UPGRADE)).toMatchObject({ ok: true, doppelt: true, stufe: 4 });
  expect(bookings(workbook)).toHaveLength(1);
});

/** The organiser types „Nordwach“ into the first booking's Feld (past the cell's list, as a hand edit can). */
function mistypeFirstField(workbook: ReturnType<typeof campaign>['workbook']): void {
  const [headers] = valuesOf(workbook, 'Buchungen');
  workbook
    .getSheetByName('Buchungen')!
    .getRange(2, headers.indexOf('Feld') + 1)
    .clearDataValidations()
    .setValue('Nordwach');
}

// User test 34: the organiser's Prüfung words (the sheet to look in) reached the player, and not who puts it right.
test('a booking resent after the organiser mistyped a cell of its row: the booking by its army, who fixes it, no sheet', () => {
  const { workbook, addon, token } = campaign();
  expect(book(addon, token('Anna'), MOVE)).toMatchObject({ ok: true, doppelt: false });
  mistypeFirstField(workbook);
  const again = book(addon, token('Anna'), MOVE);
  expect(again).toMatchObject({ ok: false });
  expect(again.message).toBe(
    'Deine Buchung Bewegung von Rote Faust (Runde 1) ist gespeichert, zählt aber nicht: ' +
      'Feld „Nordwach“ ist in der Kampagne unbekannt. ' +
      'Die Spielleitung muss die Buchung berichtigen; du musst nichts tun.',
  );
});

test('the organiser’s booking resent after a typo in its row: his words, the row and the sheet to look in', () => {
  const { workbook, addon } = campaign();
  const mine = { ...MOVE, einreichungsId: 'o-1' };
  expect(addon.runFromClient('submitBooking', mine)).toMatchObject({ ok: true });
  mistypeFirstField(workbook);
  expect((addon.runFromClient('submitBooking', mine) as { message?: string }).message).toBe(
    'Diese Buchung wurde schon in Zeile 2 gespeichert, zählt dort aber nicht: ' +
      'Feld „Nordwach“ ist unbekannt; bekannte Felder stehen im Blatt Felder.',
  );
});

// A resend is answered by the row it saved, not refused by the rules the save itself made true:
// R5 (the army has moved now) and R4 (the organiser began the Schlachten phase since).
test('a resent Bewegung, and a booking resent after the phase changed, are answered as saved', () => {
  const { workbook, addon, token } = campaign();
  expect(book(addon, token('Anna'), MOVE)).toMatchObject({ ok: true, doppelt: false });
  expect(book(addon, token('Anna'), MOVE)).toMatchObject({ ok: true, doppelt: true, armee: 'Rote Faust' });
  expect(book(addon, token('Anna'), UPGRADE)).toMatchObject({ ok: true, doppelt: false });
  setSetting(workbook, 'Phase', 'Schlachten');
  expect(book(addon, token('Anna'), UPGRADE)).toMatchObject({ ok: true, doppelt: true, stufe: 4 });
  expect(book(addon, token('Anna'), { ...UPGRADE, einreichungsId: 'p-3' })).toMatchObject({ ok: false, field: 'round' });
  expect(bookings(workbook)).toHaveLength(2);
});

describe('Sheets service calls per portal booking', () => {
  function callsWith(battles: number): Record<string, number>[] {
    const demo = generateCampaign({ battles, armies: 20, bookings: 10, faultShare: 0 });
    const player = demo.players[1][0] as string;
    const { workbook, addon, token } = campaign(
      {
        Armeen: [...demo.armies, ['Neue Wacht', player, 1, 1]],
        Spieler: demo.players,
        Schlachten: demo.battles,
        Buchungen: demo.bookings,
      } as never,
      'works',
    );
    // R4: players book before the round's battles — the organiser begins the next round.
    addon.runFromClient('startNewRound', portal(addon, token(player)).booking.round + 1, 1000);
    const runde = portal(addon, token(player)).booking.round;
    // Enough supply for the upgrade, whatever the generated pools are (the organiser's Korrektur).
    addon.runFromClient('submitBooking', {
      art: 'Korrektur',
      runde,
      datum: '2026-11-24',
      spieler: player,
      versorgung: 10_000,
      notiz: 'Bonus',
      einreichungsId: 'c-0',
    });
    workbook.calls.reset();
    const answer = book(addon, token(player), { ...UPGRADE, runde, armee: 'Neue Wacht', einreichungsId: 'c-1' });
    expect(answer.ok).toBe(true);
    return [workbook.calls.byMethod()];
  }

  it('are the same at 10 and 5,000 existing battles', () => {
    const small = callsWith(10);
    // Every input sheet in one Sheets API read (Schlachten: its header, then its inputs left of
    // Prüfung; Felder, Einstellungen and Angriffe too: R4, R5 read the round's sheets); no
    // SpreadsheetApp read but the check of Einstellungen, whose Phase R4 rests on (should the
    // API's read have missed a new round or a setting typed by hand), no getMaxRows into a sheet with room.
    expect(small[0]['Sheets.Spreadsheets.get']).toBe(1);
    expect(small[0]['Sheets.Spreadsheets.Values.batchGet']).toBe(2);
    expect(small[0]['Sheet.getSheetValues']).toBe(1);
    expect(small[0]['Sheet.getMaxRows']).toBeUndefined();
    expect(small[0]['Range.setValues']).toBe(1);
    expect(callsWith(5000)).toEqual(small);
  });
});
