// submitBooking() from the built Code.js on the offline spreadsheet, for every Art of the form
// "Buchung eintragen": an accepted booking writes one row under the right headers (a new army
// also its Armeen row); a refused one writes nothing, names its field and releases the lock.
import { BOOKING_FORM_LABELS, bookingKeyOf } from '../../src/rules/bookingForm';
import type { FieldKey } from '../../src/rules/fields';
import { AddonHandle, OfflineSpreadsheet, workbookToJson } from '../../src/offline';
import { generatedWorkbook, typedBattleRow, valuesOf, workbookWith, SMALL_CAMPAIGN } from './campaignWorkbook';

type Row = (string | number | boolean | Date)[];

const BASE = { runde: 1, datum: '2026-11-21', einreichungsId: 'b-1' };
/** Rote Faust (Anna, Stufe 3, pool 500) gains one Stufe for 500 VP. */
const UPGRADE = { ...BASE, art: 'Aufwertung', armee: 'Rote Faust', stufen: 1 };
/** Bernd (pool 250) raises Blaue Klinge at Startstufe 2 for 250 VP. */
const NEW_ARMY = { ...BASE, art: 'Neue Armee', armee: 'Blaue Klinge', spieler: 'Bernd', startstufe: 2, versorgung: -250 };
const CORRECTION = { ...BASE, art: 'Korrektur', spieler: 'Anna', versorgung: 100, notiz: 'Nachtrag Turnierbonus' };
const MOVE = { ...BASE, art: 'Bewegung', armee: 'Rote Faust', feld: 'Brücke' };

/** A map of three fields in a row: Wald – Brücke – Festung; Rote Faust on Wald, Eisenwölfe on Festung. */
const WITH_MAP: Record<string, Row[]> = {
  ...SMALL_CAMPAIGN,
  Armeen: [
    [...SMALL_CAMPAIGN.Armeen[0], 'Startfeld'],
    ...SMALL_CAMPAIGN.Armeen.slice(1).map((row) => [
      ...row,
      row[0] === 'Rote Faust' ? 'Wald' : row[0] === 'Eisenwölfe' ? 'Festung' : '',
    ]),
  ],
  Buchungen: [[...SMALL_CAMPAIGN.Buchungen[0], 'Feld']],
  Felder: [
    ['Feld', 'Typ', 'Besitzer', 'Nachbarn', 'Zeile', 'Spalte'],
    ['Wald', '', '', 'Brücke', 1, 1],
    ['Brücke', '', '', 'Wald, Festung', 1, 2],
    ['Festung', '', '', 'Brücke', 1, 3],
  ],
};

function setUp(sheets = SMALL_CAMPAIGN): { workbook: OfflineSpreadsheet; addon: AddonHandle } {
  const { workbook, addon } = workbookWith(sheets, 'anna@example.com');
  addon.run('setupCampaign');
  return { workbook, addon };
}

/** The cell under `header` in 1-based sheet row `row`. */
function cellAt(workbook: OfflineSpreadsheet, sheet: string, row: number, header: string): unknown {
  const values = valuesOf(workbook, sheet);
  return values[row - 1][(values[0] as string[]).indexOf(header)];
}

const snapshot = (workbook: OfflineSpreadsheet) => JSON.stringify(workbookToJson(workbook));

/**
 * Submits through google.script.run, expects the answer to be a refusal matching `message` at
 * `field` (or at none), and that nothing changed.
 */
function expectRefused(sheets: Record<string, Row[]>, payload: object, message: RegExp, field?: string): void {
  const { workbook, addon } = setUp(sheets);
  const before = snapshot(workbook);
  const answer = addon.runFromClient('submitBooking', payload) as { ok: boolean; field?: string; message: string };
  expect(answer.ok).toBe(false);
  expect(answer.message).toMatch(message);
  // The field key the answer carries, shown as the form shows it: the label of the control it is placed at.
  if (field !== undefined) expect(BOOKING_FORM_LABELS[bookingKeyOf(answer.field as FieldKey)!]).toBe(field);
  expect(snapshot(workbook)).toBe(before);
  expect(workbook.locks.isHeld('document')).toBe(false);
}

const pool = (addon: AddonHandle, player: string) =>
  (addon.runFromClient('getBookingFormData') as { spieler: { name: string; versorgungspool: number }[] }).spieler.find(
    (p) => p.name === player,
  )!.versorgungspool;
const army = (addon: AddonHandle, name: string) =>
  (
    addon.runFromClient('getBookingFormData') as {
      armeen: { name: string; stufe: number; feld: string; ziele: string[]; aufgestellt: number }[];
    }
  ).armeen.find((a) => a.name === name)!;

describe('Aufwertung', () => {
  it('books the price of the Stufen, fills in the player, and says what follows', () => {
    const { workbook, addon } = setUp();
    const result = addon.runFromClient('submitBooking', UPGRADE);
    expect(result).toEqual({
      ok: true,
      zeile: 2,
      blatt: 'Buchungen',
      buchungszeile: 2,
      art: 'Aufwertung',
      spieler: 'Anna',
      armee: 'Rote Faust',
      versorgungspool: 0,
      stufe: 4,
      doppelt: false,
    });
    const at = (header: string) => cellAt(workbook, 'Buchungen', 2, header);
    expect([at('Runde'), at('Spieler'), at('Armee'), at('Art'), at('Versorgung'), at('Stufen'), at('Einreichungs-ID')]).toEqual([
      1,
      'Anna',
      'Rote Faust',
      'Aufwertung',
      -500,
      1,
      expect.stringMatching(/^b-1~[0-9a-f]{8}$/),
    ]);
    expect(at('Datum')).toEqual(new Date(Date.UTC(2026, 10, 20, 23)));
    expect(army(addon, 'Rote Faust').stufe).toBe(4);
    expect(pool(addon, 'Anna')).toBe(0);
  });

  it('takes its Runde up to the current round (R1) + 1, as the form offers it (the next round once confirmed) — a typed row of round 7 with an unknown army moves neither', () => {
    // The organiser typed round 7 with „Blut Engel“ for an army of the list: the campaign stays in round 1 (R1).
    const header = SMALL_CAMPAIGN.Schlachten[0];
    const typed = typedBattleRow(header, { Runde: 7, Angreifer: 'Blut Engel', Verteidiger: 'Eisenwölfe' });
    const sheets = { ...SMALL_CAMPAIGN, Schlachten: [header, typed] };
    const { addon } = setUp(sheets);
    expect((addon.runFromClient('getBookingFormData') as { runde: number }).runde).toBe(1);
    expectRefused(sheets, { ...UPGRADE, runde: 8 }, /^Runde .*2/, 'Runde');
    // Round 2 would begin for everyone: asked first (R1 with R6's confirmation), saved once confirmed.
    expect(addon.runFromClient('submitBooking', { ...UPGRADE, runde: 2 })).toMatchObject({
      ok: false,
      aenderungen: [expect.stringMatching(/^Runde 2 hat noch nicht begonnen \(laufend ist Runde 1\)/)],
    });
    expect(addon.runFromClient('submitBooking', { ...UPGRADE, runde: 2, aenderungenBestaetigt: true })).toMatchObject({
      ok: true,
    });
  });

  it('writes one row for the same submission id twice', () => {
    const { workbook, addon } = setUp();
    addon.runFromClient('submitBooking', UPGRADE);
    expect(addon.runFromClient('submitBooking', UPGRADE)).toMatchObject({ zeile: 2, doppelt: true, stufe: 4 });
    expect(valuesOf(workbook, 'Buchungen')).toHaveLength(2);
  });

  it.each([
    ['more than the pool', { armee: 'Eisenwölfe' }, /Versorgungspool/, 'Versorgung'],
    ['beyond Stufe 4', { stufen: 2 }, /Stufe 5; erlaubt sind Stufen 0 bis 4/, 'Stufen'],
    [
      'a price other than 500 per Stufe',
      { versorgung: -400 },
      /Versorgung -400 passt nicht zur Aufwertung: 1 Stufe\(n\) kosten 500 VP/,
      'Versorgung',
    ],
    ['no Stufen', { stufen: '' }, /^Stufen fehlt/, 'Stufen'],
    ['0 Stufen', { stufen: 0 }, /^Stufen 0 liegt außerhalb/, 'Stufen'],
    ['an unknown army', { armee: 'Geisterheer' }, /Armee „Geisterheer“ ist unbekannt/, 'Armee'],
    ['no army', { armee: '' }, /^Armee fehlt/, 'Armee'],
    ['an army not yet raised', { armee: 'Späte Garde' }, /erst in Runde 3/, 'Armee'],
    ['a round beyond the next', { runde: 3 }, /^Runde 3 liegt außerhalb des erlaubten Bereichs \(1 bis 2\)/, 'Runde'],
    [
      'an unknown Art',
      { art: 'Plünderung' },
      /^Art „Plünderung“ ist unbekannt; erlaubt sind „Aufwertung“, „Neue Armee“, „Bewegung“, „Korrektur“/,
      'Art',
    ],
    ['no einreichungsId', { einreichungsId: '' }, /^Einreichungs-ID fehlt/, 'Einreichungs-ID'],
    ['a list for a number', { stufen: [1] }, /^Stufen: erwartet wird ein einzelner Wert/, 'Stufen'],
  ])('refuses %s and writes nothing', (_, change, message, field) => {
    expectRefused(SMALL_CAMPAIGN, { ...UPGRADE, ...change }, message, field);
  });

  it('tells the form when an army is raised, so it offers none too early', () => {
    const { addon } = setUp();
    expect(army(addon, 'Späte Garde').aufgestellt).toBe(3);
    expect(army(addon, 'Rote Faust').aufgestellt).toBe(1);
  });

  it('takes numbers as numeric text', () => {
    const { addon } = setUp();
    expect(addon.runFromClient('submitBooking', { ...UPGRADE, runde: '1', stufen: '1', versorgung: '-500' })).toMatchObject({
      stufe: 4,
    });
  });
});

describe('Neue Armee', () => {
  it('appends the army to Armeen and its cost to Buchungen', () => {
    const { workbook, addon } = setUp();
    const result = addon.runFromClient('submitBooking', NEW_ARMY);
    expect(result).toEqual({
      ok: true,
      zeile: 6,
      blatt: 'Armeen',
      buchungszeile: 2,
      art: 'Neue Armee',
      spieler: 'Bernd',
      armee: 'Blaue Klinge',
      versorgungspool: 0,
      stufe: 2,
      doppelt: false,
    });
    const armyRow = valuesOf(workbook, 'Armeen')[5];
    expect(armyRow.slice(0, 4)).toEqual(['Blaue Klinge', 'Bernd', 2, 1]);
    expect(cellAt(workbook, 'Buchungen', 2, 'Versorgung')).toBe(-250);
    expect(cellAt(workbook, 'Buchungen', 2, 'Armee')).toBe('Blaue Klinge');
    expect(army(addon, 'Blaue Klinge').stufe).toBe(2);
    // The same id again: neither sheet grows.
    expect(addon.runFromClient('submitBooking', NEW_ARMY)).toMatchObject({
      zeile: 6,
      blatt: 'Armeen',
      buchungszeile: 2,
      doppelt: true,
    });
    expect(valuesOf(workbook, 'Armeen')).toHaveLength(6);
    expect(valuesOf(workbook, 'Buchungen')).toHaveLength(2);
  });

  it('costs nothing when Versorgung is blank, and raises the army in the booking round', () => {
    const { workbook, addon } = setUp();
    addon.runFromClient('submitBooking', { ...NEW_ARMY, versorgung: '' });
    expect(pool(addon, 'Bernd')).toBe(250);
    expect(cellAt(workbook, 'Buchungen', 2, 'Versorgung')).toBe('');
  });

  it.each([
    [
      'a name already in use (any letter case)',
      { armee: 'rote faust' },
      /^Eine Armee „Rote Faust“ gibt es schon \(Zeile \d+ im Blatt Armeen, Spieler \S+\); bitte einen anderen Namen wählen\.$/,
      'Armee',
    ],
    ['an unknown player', { spieler: 'Zora' }, /Spieler „Zora“ ist unbekannt/, 'Spieler'],
    ['no player', { spieler: '' }, /^Spieler fehlt/, 'Spieler'],
    ['Startstufe 5', { startstufe: 5 }, /^Startstufe 5 liegt außerhalb des erlaubten Bereichs \(1 bis 4\)/, 'Startstufe'],
    ['no Startstufe', { startstufe: '' }, /^Startstufe fehlt/, 'Startstufe'],
    ['a cost above the pool', { versorgung: -500 }, /Versorgungspool/, 'Versorgung'],
    ['a positive Versorgung', { versorgung: 500 }, /eine neue Armee kostet VP/, 'Versorgung'],
    ['a Startfeld without a map', { feld: 'Wald' }, /keine Karte/, 'Feld'],
    [
      'a cost beyond the supply limit',
      { versorgung: -100_001 },
      /^Versorgung -100001 liegt außerhalb des erlaubten Bereichs \(-100000 bis 100000\)/,
      'Versorgung',
    ],
    // Names are text a user can read: no booleans or numbers, nothing invisible, one short line.
    ['a name that is a boolean', { armee: true }, /^Armee: erwartet wird ein Name \(Text\)/, 'Armee'],
    ['a name that is a number', { armee: 1e308 }, /^Armee: erwartet wird ein Name \(Text\)/, 'Armee'],
    ['a name with NUL', { armee: 'Rote\u0000Wacht' }, /^Armee enthält ein Steuerzeichen \(U\+0000\)/, 'Armee'],
    ['a name of zero-width spaces', { armee: '\u200b\u200b' }, /^Armee enthält ein Steuerzeichen \(U\+200B\)/, 'Armee'],
    ['a name with a bidi override', { armee: 'Wacht\u202eetor' }, /^Armee enthält ein Steuerzeichen \(U\+202E\)/, 'Armee'],
    ['a name over two lines', { armee: 'Rote\nWacht' }, /^Armee enthält ein Steuerzeichen \(U\+000A\)/, 'Armee'],
    [
      'a name of 50,000 characters',
      { armee: 'x'.repeat(50_000) },
      /^Armee ist 50000 Zeichen lang; erlaubt sind höchstens 100 Zeichen/,
      'Armee',
    ],
    [
      'a name of 101 characters',
      { armee: 'ä'.repeat(101) },
      /^Armee ist 101 Zeichen lang; erlaubt sind höchstens 100 Zeichen/,
      'Armee',
    ],
  ])('refuses %s and writes neither sheet', (_, change, message, field) => {
    expectRefused(SMALL_CAMPAIGN, { ...NEW_ARMY, ...change }, message, field);
  });

  it('accepts a name of 100 visible characters, emoji and umlauts included', () => {
    const { workbook, addon } = setUp();
    const name = `Ödland-Wacht 🛡️ ${'ä'.repeat(84)}`;
    expect([...name].length).toBe(100);
    expect(addon.runFromClient('submitBooking', { ...NEW_ARMY, armee: name })).toMatchObject({ armee: name, doppelt: false });
    expect(cellAt(workbook, 'Armeen', 6, 'Armee')).toBe(name);
  });

  it('places the army on its Startfeld on the map', () => {
    const { workbook, addon } = setUp(WITH_MAP);
    addon.runFromClient('submitBooking', { ...NEW_ARMY, feld: 'brücke' });
    expect(cellAt(workbook, 'Armeen', 6, 'Startfeld')).toBe('Brücke');
    expect(army(addon, 'Blaue Klinge').feld).toBe('Brücke');
  });

  it('refuses a Startfeld not on the map', () => {
    expectRefused(WITH_MAP, { ...NEW_ARMY, feld: 'Mond' }, /Startfeld „Mond“ ist unbekannt/, 'Feld');
  });
});

describe('Bewegung', () => {
  it('offers exactly the legal targets and moves there', () => {
    const { workbook, addon } = setUp(WITH_MAP);
    expect(army(addon, 'Rote Faust')).toMatchObject({ feld: 'Wald', ziele: ['Brücke'] });
    expect(army(addon, 'Eisenwölfe')).toMatchObject({ feld: 'Festung', ziele: ['Brücke'] });
    expect(addon.runFromClient('submitBooking', MOVE)).toMatchObject({
      zeile: 2,
      blatt: 'Buchungen',
      spieler: 'Anna',
      doppelt: false,
    });
    expect(cellAt(workbook, 'Buchungen', 2, 'Feld')).toBe('Brücke');
    expect(cellAt(workbook, 'Buchungen', 2, 'Art')).toBe('Bewegung');
    expect(army(addon, 'Rote Faust')).toMatchObject({ feld: 'Brücke', ziele: ['Wald'] });
    // Brücke is no longer free for Bernd.
    expect(army(addon, 'Eisenwölfe').ziele).toEqual([]);
  });

  it.each([
    ['a field not adjacent', { feld: 'Festung' }, /nicht benachbart/, 'Feld'],
    ['an unknown field', { feld: 'Mond' }, /Feld „Mond“ ist unbekannt/, 'Feld'],
    ['no field', { feld: '' }, /^Feld fehlt/, 'Feld'],
    ['an army off the map', { armee: 'Grüne Flut' }, /steht auf keinem Feld/, 'Armee'],
  ])('refuses %s', (_, change, message, field) => {
    expectRefused(WITH_MAP, { ...MOVE, ...change }, message, field);
  });

  it('refuses a field held by another player', () => {
    const { workbook, addon } = setUp(WITH_MAP);
    addon.runFromClient('submitBooking', MOVE);
    const before = snapshot(workbook);
    expect(addon.runFromClient('submitBooking', { ...MOVE, armee: 'Eisenwölfe', einreichungsId: 'b-2' })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/nicht frei/),
    });
    expect(snapshot(workbook)).toBe(before);
  });

  it('is refused without a map', () => {
    expectRefused(SMALL_CAMPAIGN, MOVE, /erst mit einer Karte/, 'Art');
  });
});

describe('fields that do not belong to the Art', () => {
  // Refused, never silently dropped (issue 22): a Bewegung with Versorgung would move the army and lose the VP.
  it.each([
    ['Versorgung on a Bewegung', WITH_MAP, { ...MOVE, versorgung: 5000 }, /^Versorgung gehört nicht zu „Bewegung“/, 'Versorgung'],
    ['Stufen on a Bewegung', WITH_MAP, { ...MOVE, stufen: 2 }, /^Stufen gehört nicht zu „Bewegung“/, 'Stufen'],
    ['a Feld on an Aufwertung', WITH_MAP, { ...UPGRADE, feld: 'Brücke' }, /^Feld gehört nicht zu „Aufwertung“/, 'Feld'],
    [
      'a Startstufe on a Korrektur',
      SMALL_CAMPAIGN,
      { ...CORRECTION, startstufe: 4 },
      /^Startstufe gehört nicht zu „Korrektur“/,
      undefined,
    ],
    [
      'a field the form does not have',
      SMALL_CAMPAIGN,
      { ...CORRECTION, status: 'bestätigt' },
      /^Das Feld „status“ gehört nicht zu diesem Formular;/,
      undefined,
    ],
  ])('refuses %s', (_, sheets, payload, message, field) => {
    expectRefused(sheets, payload, message, field);
  });

  it('takes a blank or 0 in a field the Art does not use, as the sidebar sends it', () => {
    const { addon } = setUp(WITH_MAP);
    const answer = addon.runFromClient('submitBooking', {
      ...MOVE,
      spieler: '',
      stufen: 0,
      versorgung: 0,
      startstufe: '',
      notiz: '',
    });
    expect(answer).toMatchObject({ ok: true });
  });
});

describe('Korrektur', () => {
  it('books a signed Versorgung with its note', () => {
    const { workbook, addon } = setUp();
    expect(addon.runFromClient('submitBooking', CORRECTION)).toMatchObject({
      spieler: 'Anna',
      armee: '',
      versorgungspool: 600,
      stufe: null,
    });
    expect(cellAt(workbook, 'Buchungen', 2, 'Notiz')).toBe('Nachtrag Turnierbonus');
  });

  it('books signed Stufen of an army', () => {
    const { addon } = setUp();
    addon.runFromClient('submitBooking', { ...CORRECTION, spieler: '', armee: 'Rote Faust', versorgung: '', stufen: -1 });
    expect(army(addon, 'Rote Faust').stufe).toBe(2);
  });

  it.each([
    ['no note', { notiz: '' }, /^Notiz fehlt; eine Korrektur braucht eine Begründung/, 'Notiz'],
    ['nothing to change', { versorgung: 0 }, /mindestens eines davon/, 'Versorgung'],
    ['neither player nor army', { spieler: '' }, /einen Spieler, eine Armee oder beides/, 'Spieler'],
    ['a pool below 0', { versorgung: -501 }, /Versorgungspool/, 'Versorgung'],
    ['Stufen below 0', { spieler: '', armee: 'Rote Faust', versorgung: '', stufen: -4 }, /Stufe -1/, 'Stufen'],
    ['an army of another player', { armee: 'Eisenwölfe' }, /gehört Spieler „Bernd“/, 'Armee'],
    // Refused up front with the limit, not by the sheet's validation blaming setup.
    [
      'a Versorgung above the limit',
      { versorgung: 100_001 },
      /^Versorgung 100001 liegt außerhalb des erlaubten Bereichs \(-100000 bis 100000\)/,
      'Versorgung',
    ],
    [
      'a Versorgung below the limit',
      { versorgung: -100_001 },
      /^Versorgung -100001 liegt außerhalb des erlaubten Bereichs/,
      'Versorgung',
    ],
  ])('refuses %s', (_, change, message, field) => {
    expectRefused(SMALL_CAMPAIGN, { ...CORRECTION, ...change }, message, field);
  });
});

describe('Sheets service calls per booking', () => {
  /** A campaign with `battles` battles logged; counts the calls of one booking of each Art. */
  function callsWith(battles: number): Record<string, number>[] {
    const { workbook, addon, players } = generatedWorkbook(battles, (names) => [['Neue Wacht', names[1], 1, 1]]);
    const player = players[1];
    addon.run('setupCampaign');
    const { runde } = addon.runFromClient('getBookingFormData') as { runde: number };
    const payloads = [
      { ...UPGRADE, runde, armee: 'Neue Wacht', versorgung: -500, einreichungsId: 'c-1' },
      { ...NEW_ARMY, runde, spieler: player, versorgung: 0, einreichungsId: 'c-2' },
      { ...CORRECTION, runde, spieler: player, einreichungsId: 'c-3' },
    ];
    // Enough supply for the upgrade, whatever the generated pools are.
    addon.runFromClient('submitBooking', { ...CORRECTION, runde, spieler: player, versorgung: 10_000, einreichungsId: 'c-0' });
    return payloads.map((payload) => {
      workbook.calls.reset();
      addon.runFromClient('submitBooking', payload);
      return workbook.calls.byMethod();
    });
  }

  it('are the same at 10 and 5,000 existing battles', () => {
    const small = callsWith(10);
    // Every input sheet in one Sheets API read (Schlachten as its header and then its inputs
    // left of Prüfung); one write per sheet written (a Neue Armee writes Armeen and Buchungen),
    // into sheets with room (no getMaxRows).
    for (const calls of small) expect(calls['Sheets.Spreadsheets.Values.batchGet']).toBe(2);
    for (const calls of small) expect(calls['Sheet.getSheetValues']).toBeUndefined();
    for (const calls of small) expect(calls['Sheet.getMaxRows']).toBeUndefined();
    // Each new row's range checked empty (getValues) before setValues writes it.
    expect(small.map((c) => c['Range.getValues'])).toEqual([1, 2, 1]);
    expect(small.map((c) => c['Range.setValues'])).toEqual([1, 2, 1]);
    expect(callsWith(5000)).toEqual(small);
  });
});

describe('while someone else holds the campaign lock', () => {
  test('a booking is refused with a German message that does not claim a battle is being saved, and nothing is written', () => {
    const { workbook, addon } = setUp();
    const other = (addon.context as unknown as { LockService: GoogleAppsScript.Lock.LockService }).LockService.getScriptLock();
    other.waitLock(1000);
    const before = snapshot(workbook);
    const reply = () => addon.runFromClient('submitBooking', UPGRADE) as { ok: boolean; field?: string; message?: string };
    const refused = reply();
    expect(refused).toEqual({
      ok: false,
      message: expect.stringMatching(/^Gerade speichert jemand anderes etwas in dieser Kampagne/),
    });
    expect(refused.message).not.toMatch(/anderes eine Schlacht/);
    expect(snapshot(workbook)).toBe(before);
    other.releaseLock();
    expect(reply()).toMatchObject({ ok: true, zeile: 2 });
  });
});
