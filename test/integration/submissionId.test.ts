// Issue 17 §2: an Einreichungs-ID keeps what was first saved under it. The same id with the same
// content (a retry after a lost answer) is answered with the saved row; the same id with other
// content is refused in German and writes nothing — for battles, bookings and Neue Armee.
import { AddonHandle, OfflineSpreadsheet, workbookToJson } from '../../src/offline';
import { smallCampaignBattle, SMALL_CAMPAIGN, workbookWith } from './campaignWorkbook';

function setUp(): { workbook: OfflineSpreadsheet; addon: AddonHandle } {
  const { workbook, addon } = workbookWith(SMALL_CAMPAIGN, 'anna@example.com');
  addon.run('setupCampaign');
  return { workbook, addon };
}

const snapshot = (workbook: OfflineSpreadsheet) => JSON.stringify(workbookToJson(workbook));
const REUSED =
  /^Diese Einreichungs-ID wurde schon in Zeile \d+ des Blatts \w+ für andere Angaben gespeichert; nichts wurde gespeichert\./;

const BATTLE = smallCampaignBattle('id-7');
const CORRECTION = {
  runde: 1,
  datum: '2026-11-21',
  einreichungsId: 'id-7',
  art: 'Korrektur',
  spieler: 'Anna',
  versorgung: 100,
  notiz: 'Turnierbonus',
};
const NEW_ARMY = {
  runde: 1,
  datum: '2026-11-21',
  einreichungsId: 'id-7',
  art: 'Neue Armee',
  armee: 'Blaue Klinge',
  spieler: 'Bernd',
  startstufe: 1,
  versorgung: '',
};

describe.each([
  ['a battle', 'submitBattle', BATTLE, { ...BATTLE, siegpunkteAngreifer: 10, siegpunkteVerteidiger: 25 }],
  ['a booking', 'submitBooking', CORRECTION, { ...CORRECTION, versorgung: 200 }],
  ['a Neue Armee', 'submitBooking', NEW_ARMY, { ...NEW_ARMY, armee: 'Grüne Klinge' }],
])('%s saved under an id', (_, endpoint, first, changed) => {
  it('is answered as saved when the same content comes again', () => {
    const { workbook, addon } = setUp();
    expect(addon.runFromClient(endpoint, first)).toMatchObject({ ok: true, doppelt: false });
    const before = snapshot(workbook);
    expect(addon.runFromClient(endpoint, first)).toMatchObject({ ok: true, doppelt: true });
    expect(snapshot(workbook)).toBe(before);
  });

  it('refuses other content under the same id in German and writes nothing', () => {
    const { workbook, addon } = setUp();
    addon.runFromClient(endpoint, first);
    const before = snapshot(workbook);
    expect(addon.runFromClient(endpoint, changed)).toEqual({ ok: false, message: expect.stringMatching(REUSED) });
    expect(snapshot(workbook)).toBe(before);
    // With a new id, the changed content is saved.
    expect(addon.runFromClient(endpoint, { ...changed, einreichungsId: 'id-8' })).toMatchObject({ ok: true, doppelt: false });
  });
});

it('answers a row saved before fingerprints (a bare id) as saved', () => {
  const { workbook, addon } = setUp();
  addon.runFromClient('submitBattle', BATTLE);
  const schlachten = workbook.getSheetByName('Schlachten')!;
  const column = (schlachten.getRange('1:1').getValues()[0] as string[]).indexOf('Einreichungs-ID') + 1;
  schlachten.getRange(2, column).setValue('id-7');
  expect(addon.runFromClient('submitBattle', BATTLE)).toMatchObject({ ok: true, doppelt: true, zeile: 2 });
});

// The cell holds "id~fingerprint": an id with "~" could read as another id with a fingerprint,
// and a text Sheets parses (a formula) is no token. The pages make UUIDs; anything else is refused.
describe.each([
  ['a battle', 'submitBattle', BATTLE],
  ['a booking', 'submitBooking', CORRECTION],
])('%s under an id that is no token', (_, endpoint, payload) => {
  it.each(['id~0123abcd', '=1+1', 'id 7', "'id"])('refuses %j at its field and writes nothing', (id) => {
    const { workbook, addon } = setUp();
    const before = snapshot(workbook);
    expect(addon.runFromClient(endpoint, { ...payload, einreichungsId: id })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Einreichungs-ID „.*“ enthält .+; erlaubt sind Buchstaben, Ziffern, „-“ und „_“\./),
    });
    expect(snapshot(workbook)).toBe(before);
  });
});

// Google leaves open whether an API read sees the sheets as they are ('stale': as the execution
// before found them). A resent id found there names the row as that read had it: after the
// organiser moved the rows by hand, the answer must name where the battle is now.
it("answers a resent id with the row it is in now, though the API read still has the row before a sort ('stale')", () => {
  const { workbook, addon } = workbookWith(SMALL_CAMPAIGN, 'anna@example.com', { sheetsApi: 'stale' });
  addon.run('setupCampaign');
  expect(addon.runFromClient('submitBattle', BATTLE)).toMatchObject({ ok: true, zeile: 2 });
  expect(addon.runFromClient('submitBattle', smallCampaignBattle('id-9'))).toMatchObject({ ok: true, zeile: 3 });
  addon.runFromClient('getBattleFormData');
  // Sorted by hand: the two battles swap rows.
  const schlachten = workbook.getSheetByName('Schlachten')!;
  const width = schlachten.getLastColumn();
  const rows = schlachten.getRange(2, 1, 2, width).getValues();
  schlachten.getRange(2, 1, 2, width).setValues([rows[1], rows[0]]);
  const before = snapshot(workbook);
  expect(addon.runFromClient('submitBattle', BATTLE)).toMatchObject({ ok: true, doppelt: true, zeile: 3 });
  expect(snapshot(workbook)).toBe(before);
});
