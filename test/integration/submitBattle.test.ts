// submitBattle() from the built Code.js on the offline spreadsheet: accepted battles append one
// row under the right headers; refused ones write nothing and release the lock.
import { OfflineSpreadsheet, SHEETS_API_MODES, SheetsApiMode, workbookToJson } from '../../src/offline';
import { generatedWorkbook, typedWhileReading, valuesOf, workbookWith, SMALL_CAMPAIGN } from './campaignWorkbook';

/** Rote Faust (Stufe 3, Anna) attacks Eisenwölfe (Stufe 1, Bernd, pool 250). */
const VALID = {
  runde: 1,
  datum: '2026-11-21',
  angreifer: 'Rote Faust',
  verteidiger: 'Eisenwölfe',
  mobilisierung: 250,
  skaliertAuf: 0,
  siegpunkteAngreifer: 30,
  siegpunkteVerteidiger: 20,
  aufgegeben: '',
  verlusteAngreifer: 300,
  verlusteVerteidiger: 700,
  mission: 'Vorposten halten',
  notiz: '',
  einreichungsId: 'id-1',
};

function setUp(sheets = SMALL_CAMPAIGN) {
  const { workbook, addon } = workbookWith(sheets, 'bernd@example.com');
  addon.run('setupCampaign');
  return { workbook, addon };
}

const battleRows = (workbook: OfflineSpreadsheet) => valuesOf(workbook, 'Schlachten');

describe('an accepted battle', () => {
  const { workbook, addon } = setUp();
  const result = addon.runFromClient('submitBattle', VALID) as Record<string, unknown>;
  const rows = battleRows(workbook);
  const header = rows[0] as string[];
  const cell = (name: string) => rows[(result.zeile as number) - 1][header.indexOf(name)];

  it('returns the row and the consequences', () => {
    // 1500 vs 500 + 500 bonus + 250 mobilised = 1250; 700 lost at 1250 (313/626/939) → 2 levels.
    expect(result).toEqual({
      ok: true,
      zeile: 2,
      sieger: 'Angreifer',
      neueStufeAngreifer: 3,
      neueStufeVerteidiger: 0,
      versorgung: 250,
      stufenverlustAngreifer: 0,
      stufenverlustVerteidiger: 2,
      doppelt: false,
    });
  });

  it('writes the inputs under their headers, with who and when', () => {
    expect(cell('Angreifer')).toBe('Rote Faust');
    expect(cell('Mobilisierung')).toBe(250);
    expect(cell('Skaliert auf')).toBe('');
    expect(cell('Verluste Verteidiger')).toBe(700);
    // Midnight of 21 November in the spreadsheet's zone (Europe/Berlin, UTC+1 in November).
    expect(cell('Datum')).toEqual(new Date(Date.UTC(2026, 10, 20, 23)));
    expect(cell('Eingetragen von')).toBe('bernd@example.com');
    expect(cell('Eingetragen am')).toBeInstanceOf(Date);
    // The id with the fingerprint of what it saved.
    expect(cell('Einreichungs-ID')).toMatch(/^id-1~[0-9a-f]{8}$/);
  });

  it('recalculates the standings and releases the lock', () => {
    const form = addon.runFromClient('getBattleFormData') as {
      armeen: { name: string; stufe: number; status: string }[];
      spieler: { name: string; versorgungspool: number }[];
    };
    expect(form.armeen.find((a) => a.name === 'Eisenwölfe')).toMatchObject({ stufe: 0, status: 'vernichtet' });
    expect(form.spieler.find((p) => p.name === 'Bernd')!.versorgungspool).toBe(0);
    expect(form.spieler.find((p) => p.name === 'Anna')!.versorgungspool).toBe(750);
    expect(workbook.locks.isHeld('document')).toBe(false);
  });

  it('writes one row for the same submission id twice', () => {
    const again = addon.runFromClient('submitBattle', VALID) as Record<string, unknown>;
    expect(again).toMatchObject({ zeile: 2, doppelt: true });
    expect(battleRows(workbook)).toHaveLength(2);
  });
});

describe('a refused battle writes nothing', () => {
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['unknown army', { angreifer: 'Geisterheer' }, /Angreifer „Geisterheer“ ist unbekannt/],
    [
      'same army on both sides',
      { verteidiger: 'Rote Faust', mobilisierung: 0 },
      /beide Seiten|dieselbe Armee|gegen sich selbst/i,
    ],
    ['army not yet raised', { verteidiger: 'Späte Garde', mobilisierung: 0 }, /Runde 3/],
    [
      'mobilisation by a weaker attacker',
      { angreifer: 'Eisenwölfe', verteidiger: 'Rote Faust' },
      /nur ein unterlegener Verteidiger darf mobilisieren/,
    ],
    [
      'mobilisation above the pool',
      { mobilisierung: 500 },
      /Mobilisierung 500 übersteigt das Maximum von 250 \(Versorgungspool: 250 VP\)/,
    ],
    ['mobilisation not in 250 steps', { mobilisierung: 100 }, /Mobilisierung 100 ist nicht in 250er-Schritten/],
    ['scaling not allowed', { skaliertAuf: 2000 }, /Skalieren ist nicht erlaubt/],
    [
      'scaling out of range',
      { angreifer: 'Rote Faust', verteidiger: 'Grüne Flut', mobilisierung: 0, skaliertAuf: 3250 },
      /Skalieren ist nicht erlaubt|Skaliert auf 3250/,
    ],
    [
      'losses above played points + 10',
      { verlusteVerteidiger: 1261 },
      /Verluste Verteidiger 1261 übersteigen das Maximum von 1260/,
    ],
    ['negative losses', { verlusteAngreifer: -5 }, /Verluste Angreifer -5 liegt außerhalb/],
    ['victory points not a number', { siegpunkteAngreifer: 'viele' }, /Siegpunkte Angreifer: „viele“ ist keine Zahl/],
    [
      'a bad aufgegeben',
      { aufgegeben: 'beide' },
      /Aufgegeben „beide“ ist unbekannt; erlaubt sind leer, „Angreifer“ oder „Verteidiger“/,
    ],
    ['a bad date', { datum: '31.02.2026' }, /Datum „31.02.2026“ ist ungültig/],
    // Plausible values only (issue 8 §4): the campaign is in round 1, so round 2 may start.
    ['a round beyond the next', { runde: 3 }, /^Runde 3 liegt außerhalb des erlaubten Bereichs \(1 bis 2\)\.$/],
    ['"1.500" read as round 1500', { runde: '1.500' }, /^Runde 1500 liegt außerhalb des erlaubten Bereichs \(1 bis 2\)\.$/],
    [
      'victory points above 999',
      { siegpunkteVerteidiger: 1000 },
      /^Siegpunkte Verteidiger 1000 liegt außerhalb des erlaubten Bereichs \(0 bis 999\)\.$/,
    ],
    [
      'a note longer than a cell holds',
      { notiz: 'x'.repeat(50_001) },
      /^Notiz ist 50001 Zeichen lang; erlaubt sind höchstens 50000 Zeichen\.$/,
    ],
    ['a mission longer than a cell holds', { mission: 'y'.repeat(60_000) }, /^Mission ist 60000 Zeichen lang/],
    ['no einreichungsId', { einreichungsId: '' }, /^Einreichungs-ID fehlt; das Formular erzeugt sie/],
    [
      'an einreichungsId of 201 characters',
      { einreichungsId: 'i'.repeat(201) },
      /^Einreichungs-ID ist 201 Zeichen lang; erlaubt sind höchstens 200 Zeichen\.$/,
    ],
    [
      'an object for a name',
      { angreifer: { name: 'Rote Faust' } },
      /^Angreifer: erwartet wird ein einzelner Wert, keine Liste und kein Objekt\.$/,
    ],
    [
      'a list for a number',
      { verlusteAngreifer: [300] },
      /^Verluste Angreifer: erwartet wird ein einzelner Wert, keine Liste und kein Objekt\.$/,
    ],
    ['an object whose conversion throws', { mission: Object.create(null) }, /^Mission: erwartet wird ein einzelner Wert/],
    // A field the form does not have is refused, never silently dropped (issue 22).
    ['a field the form does not have', { status: 'bestätigt' }, /^Das Feld „status“ gehört nicht zu diesem Formular;/],
    ['a field of another form', { versorgung: 5000 }, /^Das Feld „versorgung“ gehört nicht zu diesem Formular;/],
  ];

  it.each(cases)('%s', (_, change, message) => {
    const { workbook, addon } = setUp();
    const before = JSON.stringify(workbookToJson(workbook));
    // A refusal is an answer through google.script.run, not a failure.
    expect(addon.runFromClient('submitBattle', { ...VALID, ...change })).toMatchObject({
      ok: false,
      message: expect.stringMatching(message),
    });
    expect(JSON.stringify(workbookToJson(workbook))).toBe(before);
    expect(workbook.locks.isHeld('document')).toBe(false);
  });

  it.each([
    ['attacker', { angreifer: 'Geisterheer' }],
    ['mobilisation', { mobilisierung: 500 }],
    ['defenderLosses', { verlusteVerteidiger: 1261 }],
    ['date', { datum: '31.02.2026' }],
  ])('names its field, %s, in the answer', (field, change) => {
    const { addon } = setUp();
    expect(addon.runFromClient('submitBattle', { ...VALID, ...change })).toMatchObject({ ok: false, field });
  });

  it('a destroyed army cannot fight again', () => {
    const { workbook, addon } = setUp();
    addon.runFromClient('submitBattle', VALID);
    const before = JSON.stringify(workbookToJson(workbook));
    expect(
      addon.runFromClient('submitBattle', { ...VALID, angreifer: 'Grüne Flut', mobilisierung: 0, einreichungsId: 'id-2' }),
    ).toMatchObject({ ok: false, field: 'defender', message: expect.stringMatching(/Eisenwölfe.*vernichtet/) });
    expect(JSON.stringify(workbookToJson(workbook))).toBe(before);
  });
});

it.each(['Europe/Berlin', 'Pacific/Honolulu', 'Asia/Tokyo'])('keeps the chosen day in a spreadsheet set to %s', (zone) => {
  const { workbook, addon } = setUp();
  workbook.setSpreadsheetTimeZone(zone);
  const { zeile } = addon.runFromClient('submitBattle', VALID) as { zeile: number };
  const rows = battleRows(workbook);
  const date = rows[zeile - 1][(rows[0] as string[]).indexOf('Datum')] as Date;
  const env = addon.context as unknown as { Utilities: { formatDate(d: Date, tz: string, f: string): string } };
  expect(env.Utilities.formatDate(date, zone, 'yyyy-MM-dd HH:mm')).toBe('2026-11-21 00:00');
});

it('writes a side that gave up into the validated Aufgegeben column', () => {
  const { workbook, addon } = setUp();
  const result = addon.runFromClient('submitBattle', { ...VALID, aufgegeben: 'Angreifer' }) as { zeile: number; sieger: string };
  expect(result.sieger).toBe('Verteidiger');
  const rows = battleRows(workbook);
  expect(rows[result.zeile - 1][(rows[0] as string[]).indexOf('Aufgegeben')]).toBe('Angreifer');
});

it('stores text that looks like a formula, a time or a number as text', () => {
  const { workbook, addon } = setUp();
  const { zeile } = addon.runFromClient('submitBattle', {
    ...VALID,
    mission: '=HYPERLINK("http://example.invalid";"klick")',
    notiz: '+1 Punkt, -2 Moral, @alle',
  }) as { zeile: number };
  const second = addon.runFromClient('submitBattle', {
    ...VALID,
    angreifer: 'Grüne Flut',
    verteidiger: 'Rote Faust',
    mobilisierung: 0,
    einreichungsId: 'id-2',
    mission: '3:1',
    notiz: '1.500',
  }) as { zeile: number };
  const sheet = workbook.getSheetByName('Schlachten')!;
  const header = sheet.getRange(1, 1, 1, sheet.getLastColumn()).getValues()[0];
  const mission = sheet.getRange(zeile, header.indexOf('Mission') + 1);
  const note = sheet.getRange(zeile, header.indexOf('Notiz') + 1);
  expect(mission.getFormula()).toBe('');
  expect(mission.getValue()).toBe('=HYPERLINK("http://example.invalid";"klick")');
  expect(note.getValue()).toBe('+1 Punkt, -2 Moral, @alle');
  // Text Sheets would read as a time or a number stays text too.
  expect(sheet.getRange(second.zeile, header.indexOf('Mission') + 1).getValue()).toBe('3:1');
  expect(sheet.getRange(second.zeile, header.indexOf('Notiz') + 1).getValue()).toBe('1.500');
  expect(sheet.getRange(second.zeile, header.indexOf('Angreifer') + 1).getValue()).toBe('Grüne Flut');
});

it('writes under the right headers whatever the column order, leaving other columns alone', () => {
  const [header, ...rows] = SMALL_CAMPAIGN.Schlachten;
  const order = header.map((_, i) => i).reverse();
  const shuffled = [['Bemerkung', ...order.map((i) => header[i])], ...rows.map((r) => ['', ...order.map((i) => r[i])])];
  const { workbook, addon } = setUp({ ...SMALL_CAMPAIGN, Schlachten: shuffled as never });
  workbook.getSheetByName('Schlachten')!.getRange('A5').setValue('Notiz der Orga');
  const { zeile } = addon.runFromClient('submitBattle', VALID) as { zeile: number };
  // Right under the header: the note in a column of the organiser's is no battle.
  expect(zeile).toBe(2);
  const values = valuesOf(workbook, 'Schlachten');
  const at = (name: string) => values[zeile - 1][values[0].indexOf(name)];
  expect(at('Angreifer')).toBe('Rote Faust');
  expect(at('Verteidiger')).toBe('Eisenwölfe');
  expect(at('Runde')).toBe(1);
  expect(at('Bemerkung')).toBe('');
  expect(values[4][0]).toBe('Notiz der Orga');
});

it("keeps an organiser's formula column between the inputs and writes right after the last battle", () => {
  const [header] = SMALL_CAMPAIGN.Schlachten;
  // "Vermerk" stands between Verteidiger and Mobilisierung, filled down 60 rows.
  const withColumn = [[...header.slice(0, 4), 'Vermerk', ...header.slice(4)]];
  const { workbook, addon } = setUp({ ...SMALL_CAMPAIGN, Schlachten: withColumn as never });
  const sheet = workbook.getSheetByName('Schlachten')!;
  const formula = (r: number) => `=IF(C${r}="","","gemeldet")`;
  for (let r = 2; r <= 60; r++) sheet.getRange(r, 5).setFormula(formula(r));
  const maxRows = sheet.getMaxRows();
  workbook.calls.reset();

  const first = addon.runFromClient('submitBattle', VALID) as { zeile: number };
  const writes = workbook.calls.byMethod()['Range.setValues'];
  const second = addon.runFromClient('submitBattle', {
    ...VALID,
    angreifer: 'Grüne Flut',
    verteidiger: 'Rote Faust',
    mobilisierung: 0,
    einreichungsId: 'id-2',
  }) as { zeile: number };

  expect([first.zeile, second.zeile]).toEqual([2, 3]);
  // Two runs of adjacent input columns (A:D and F:Q), one setValues each.
  expect(writes).toBe(2);
  expect(sheet.getRange(2, 5).getFormula()).toBe(formula(2));
  expect(sheet.getRange(2, 5).getValue()).toBe('gemeldet');
  expect(sheet.getRange(3, 4).getValue()).toBe('Rote Faust');
  expect(sheet.getRange(3, 6).getValue()).toBe('');
  expect(sheet.getMaxRows()).toBe(maxRows);
});

describe("when the Sheets API's read misses the previous save ('stale')", () => {
  const OTHER = { ...VALID, angreifer: 'Grüne Flut', verteidiger: 'Rote Faust', mobilisierung: 0, einreichungsId: 'id-2' };

  /** The answers to `payloads` sent one after the other, and Schlachten without „Eingetragen am“ (the clock). */
  function saves(mode: SheetsApiMode, payloads: object[]) {
    const { workbook, addon } = setUp();
    addon.sheetsApi = mode;
    const answers = payloads.map((p) => addon.runFromClient('submitBattle', p));
    const values = valuesOf(workbook, 'Schlachten');
    const at = values[0].indexOf('Eingetragen am');
    return { answers, battles: values.map((row) => row.filter((_, i) => i !== at)) };
  }

  it('two saves in a row both stand, in their own rows, answered as with a fresh read', () => {
    const stale = saves('stale', [VALID, OTHER]);
    const works = saves('works', [VALID, OTHER]);
    expect(stale.answers.map((a) => (a as { zeile: number }).zeile)).toEqual([2, 3]);
    expect(stale.answers).toEqual(works.answers);
    expect(stale.battles).toEqual(works.battles);
    expect(stale.battles[1].slice(2, 4)).toEqual(['Rote Faust', 'Eisenwölfe']);
    expect(stale.battles[2].slice(2, 4)).toEqual(['Grüne Flut', 'Rote Faust']);
  });

  it('a save sent again right away finds its row (Einreichungs-ID) and writes nothing', () => {
    const stale = saves('stale', [VALID, VALID]);
    const works = saves('works', [VALID, VALID]);
    expect(stale.answers).toEqual(works.answers);
    expect(stale.battles).toEqual(works.battles);
    expect(stale.battles.filter((row) => row[2] === 'Rote Faust')).toHaveLength(1);
  });
});

describe('when a row is typed into Schlachten while a battle is being saved', () => {
  /**
   * Types a battle by hand into the row after the last one at each of the first `times`
   * getRange(…).getValues() of the script (the twin's API read reads without getRange): with
   * the Sheets API the first is the save's check of its new row.
   */
  function typedMeanwhile(times: number) {
    const { workbook, addon } = setUp();
    const sheet = workbook.getSheetByName('Schlachten')!;
    const answer = typedWhileReading(
      workbook,
      { times, getSheetValues: false },
      () => {
        const row =
          sheet
            .getRange('C1:C100')
            .getValues()
            .filter((r) => r[0] !== '').length + 1;
        sheet.getRange(row, 1, 1, 4).setValues([[1, new Date(2026, 10, 20), 'Grüne Flut', 'Eisenwölfe']]);
      },
      () => addon.runFromClient('submitBattle', VALID) as { ok?: boolean; zeile?: number; message?: string },
    );
    const attackers = valuesOf(workbook, 'Schlachten').map((r) => r[2]);
    return { answer, attackers };
  }

  it('the save reads again and takes the row after it; the typed row stays', () => {
    const { answer, attackers } = typedMeanwhile(1);
    expect(answer.zeile).toBe(3);
    expect(attackers.slice(1, 3)).toEqual(['Grüne Flut', 'Rote Faust']);
  });

  it('typed again while it reads again: refused in German, asking to send again; nothing written', () => {
    const { answer, attackers } = typedMeanwhile(Infinity);
    expect(answer.ok).toBe(false);
    expect(answer.message).toMatch(
      /^Zeile \d+ des Blatts Schlachten wurde gerade eben gefüllt; nichts wurde gespeichert\. Bitte erneut senden/,
    );
    expect(attackers).not.toContain('Rote Faust');
  });
});

describe('Sheets service calls per submission', () => {
  /**
   * A set-up campaign with `battles` battles already logged and two fresh armies of two players
   * (D9; columns as in the generated list: Armee, Spieler, Startstufe, …); `submit(id)` saves
   * a battle between them with the Sheets API as `mode` says.
   */
  function twoNewArmies(battles: number, mode: SheetsApiMode = 'works') {
    const { workbook, addon } = generatedWorkbook(
      battles,
      (players) => [
        ['Neue Wacht', players[1], 2, 1],
        ['Alte Wacht', players[2], 2, 1],
      ],
      mode,
    );
    addon.run('setupCampaign');
    const form = addon.runFromClient('getBattleFormData') as { runde: number };
    const submit = (einreichungsId: string) =>
      addon.runFromClient('submitBattle', {
        ...VALID,
        runde: form.runde,
        angreifer: 'Neue Wacht',
        verteidiger: 'Alte Wacht',
        mobilisierung: 0,
        verlusteAngreifer: 0,
        verlusteVerteidiger: 0,
        einreichungsId,
      }) as { ok: boolean; zeile: number };
    return { workbook, submit };
  }

  /** A campaign with `battles` battles already logged; one submission with the Sheets API as `mode` says. */
  function submitWith(battles: number, mode: SheetsApiMode) {
    const { workbook, submit } = twoNewArmies(battles, mode);
    workbook.calls.reset();
    const result = submit(`n-${battles}`);
    const calls = workbook.calls.byMethod();
    const values = valuesOf(workbook, 'Schlachten');
    // The row as written, without „Eingetragen am“ (the clock's time of the save).
    const at = values[0].indexOf('Eingetragen am');
    const row = values[result.zeile - 1].map((cell, i) => (i === at ? typeof cell : cell));
    return { calls, result, row };
  }
  const callsWith = (battles: number, mode: SheetsApiMode = 'works') => submitWith(battles, mode).calls;

  // Not under 'stale': there the twin itself copies every sheet, results included, as each
  // execution starts (its model of Google's storage), which recalculates before the save runs.
  it.each<SheetsApiMode>(SHEETS_API_MODES.filter((m) => m !== 'stale'))(
    'a save waits for no formula: its read stops left of every computed column (Schlachten’s and Angriffe’s Prüfung), API %s',
    (mode) => {
      // Setup puts KAMPAGNE_ANGRIFFE into Angriffe's header cell. Reading it would recalculate every
      // KAMPAGNE_… formula the save's writes left pending — seconds per save at 5,000 battles.
      const { workbook, submit } = twoNewArmies(200, mode);
      const engine = workbook.model.engine as unknown as { resume(): void };
      const recalculations = jest.spyOn(engine, 'resume');
      expect(submit('w-1')).toMatchObject({ ok: true });
      recalculations.mockClear();
      // The first save left the formulas pending: the second must not wait for them.
      expect(submit('w-2')).toMatchObject({ ok: true });
      expect(recalculations).not.toHaveBeenCalled();
    },
  );

  /** Calls on the workbook, its sheets and ranges and the Sheets API: SpreadsheetApp's own (getActiveSpreadsheet, flush) left out. */
  const sheetsCalls = (calls: Record<string, number>) =>
    Object.entries(calls).reduce((sum, [method, n]) => (method.startsWith('SpreadsheetApp.') ? sum : sum + n), 0);

  it('are at most 12 and the same at 10 and 5,000 existing battles', () => {
    const small = callsWith(10);
    // Every input sheet in one Sheets API read (issue 24): which sheets there are and the time
    // zone (Spreadsheets.get), then Schlachten's header row with the other six sheets, then
    // Schlachten's inputs left of Prüfung (so no read waits for the campaign formulas). No
    // SpreadsheetApp read of the sheets; the one sheet written is looked up, its new row's range
    // checked empty (getValues: SpreadsheetApp sees every saved write, should the API's read
    // have missed one) and written (setValues on the same range), the row's Prüfung formula.
    expect(small['Spreadsheet.getId']).toBe(1);
    expect(small['Sheets.Spreadsheets.get']).toBe(1);
    expect(small['Sheets.Spreadsheets.Values.batchGet']).toBe(2);
    expect(small['Sheet.getSheetValues']).toBeUndefined();
    expect(small['Range.getValues']).toBe(1);
    expect(small['Sheet.getRange']).toBe(2); // the new row's range and its Prüfung cell
    expect(small['Spreadsheet.getSpreadsheetTimeZone']).toBeUndefined();
    expect(small['Spreadsheet.getSheetByName']).toBe(1);
    expect(small['Sheet.getMaxRows']).toBeUndefined();
    expect(small['Range.setValues']).toBe(1);
    expect(small['Range.setFormula']).toBe(1);
    // Einstellungen' Speicherstand counted up, found by its named range (saveMark.ts: the name
    // moves with rows inserted above it, which a lagging read may not show): a later Sheets API
    // read that shows a lower one missed this save and reads through SpreadsheetApp.
    expect(small['Spreadsheet.getRangeByName']).toBe(1);
    expect(small['Spreadsheet.getRange']).toBeUndefined();
    expect(small['Range.setValue']).toBe(1);
    expect(sheetsCalls(small)).toBeLessThanOrEqual(12);
    expect(sheetsCalls(small)).toBe(12);
    // The guard's look at the UI (sheetsOnly.ts), the submission's active spreadsheet, a flush
    // before the API read and one after the write.
    expect(small['SpreadsheetApp.getUi']).toBe(1);
    expect(small['SpreadsheetApp.getActiveSpreadsheet']).toBe(1);
    expect(small['SpreadsheetApp.flush']).toBe(2);
    expect(callsWith(5000)).toEqual(small);
  });

  it.each<SheetsApiMode>(['absent', 'throws'])(
    'without the Sheets API (%s) save the same through SpreadsheetApp, with more calls',
    (mode) => {
      const works = submitWith(10, 'works');
      const fallback = submitWith(10, mode);
      expect(fallback.result).toEqual(works.result);
      expect(fallback.row).toEqual(works.row);
      // Each input sheet read by SpreadsheetApp: Schlachten's header and inputs, the other five and Einstellungen once.
      expect(fallback.calls['Sheet.getSheetValues']).toBe(7);
      // Range.getValues: Schlachten's header, and the new row checked empty.
      expect(fallback.calls['Range.getValues']).toBe(2);
      expect(fallback.calls['Sheets.Spreadsheets.get']).toBe(mode === 'throws' ? 1 : undefined);
      expect(fallback.calls['Sheets.Spreadsheets.Values.batchGet']).toBeUndefined();
      expect(sheetsCalls(fallback.calls)).toBeGreaterThan(sheetsCalls(works.calls));
    },
  );
});

it('adds rows when the Schlachten sheet is full, to Auswertung too', () => {
  const { workbook, addon } = setUp();
  const sheet = workbook.getSheetByName('Schlachten')!;
  sheet.deleteRows(3, sheet.getMaxRows() - 2);
  const results = workbook.getSheetByName('Auswertung')!;
  results.deleteRows(3, results.getMaxRows() - 2);
  expect(sheet.getMaxRows()).toBe(2);
  sheet.getRange('A2:D2').setValues([[1, new Date(2026, 10, 1), 'Grüne Flut', 'Rote Faust']]);
  const { zeile } = addon.runFromClient('submitBattle', VALID) as { zeile: number };
  expect(zeile).toBe(3);
  expect(sheet.getRange(3, 3).getValue()).toBe('Rote Faust');
  expect(results.getMaxRows()).toBeGreaterThanOrEqual(sheet.getMaxRows());
  expect(results.getRange('Q3').getValue()).toBe('OK');
});

describe('army names exactly as the organiser typed them (issue 8 §3)', () => {
  /** SMALL_CAMPAIGN with Eisenwölfe typed with a trailing blank and Rote Faust with a leading one. */
  const sloppy = {
    ...SMALL_CAMPAIGN,
    Armeen: SMALL_CAMPAIGN.Armeen.map((row) =>
      row[0] === 'Eisenwölfe'
        ? ['Eisenwölfe ', ...row.slice(1)]
        : row[0] === 'Rote Faust'
          ? [' Rote Faust', ...row.slice(1)]
          : row,
    ),
  };

  it('saves a battle the sidebar sends with trimmed names through the strict army list', () => {
    const { workbook, addon } = setUp(sloppy);
    const schlachten = workbook.getSheetByName('Schlachten')!;
    // The list on Verteidiger is strict: anything but the typed text is refused by Sheets.
    expect(schlachten.getRange('D2').getDataValidation()!.getAllowInvalid()).toBe(false);
    const form = addon.runFromClient('getBattleFormData') as { armeen: { name: string }[] };
    expect(form.armeen.map((a) => a.name)).toEqual(expect.arrayContaining(['Rote Faust', 'Eisenwölfe']));
    const result = addon.runFromClient('submitBattle', VALID) as { zeile: number };
    const rows = battleRows(workbook);
    const header = rows[0] as string[];
    expect(rows[result.zeile - 1][header.indexOf('Angreifer')]).toBe(' Rote Faust');
    expect(rows[result.zeile - 1][header.indexOf('Verteidiger')]).toBe('Eisenwölfe ');
  });

  it('writes the listed spelling for a payload in another letter case', () => {
    const { workbook, addon } = setUp(sloppy);
    const result = addon.runFromClient('submitBattle', { ...VALID, angreifer: 'ROTE FAUST', verteidiger: 'eisenwölfe' }) as {
      zeile: number;
    };
    const rows = battleRows(workbook);
    const header = rows[0] as string[];
    expect(rows[result.zeile - 1][header.indexOf('Angreifer')]).toBe(' Rote Faust');
    expect(rows[result.zeile - 1][header.indexOf('Verteidiger')]).toBe('Eisenwölfe ');
  });
});

describe('no English from Sheets or the JS engine reaches the sidebar (issue 8 §3)', () => {
  const ENGLISH = /\b(the|data|cell|violates|service|cannot|undefined|of|timed out)\b/i;

  it('reports a write Sheets refuses in German, naming the column, and writes nothing', () => {
    const { workbook, addon } = setUp();
    const env = addon.context as unknown as { SpreadsheetApp: GoogleAppsScript.Spreadsheet.SpreadsheetApp };
    // The organiser narrowed Mission to a list of their own.
    const rule = env.SpreadsheetApp.newDataValidation()
      .requireValueInList(['Vorposten halten'], true)
      .setAllowInvalid(false)
      .build();
    workbook
      .getSheetByName('Schlachten')!
      .getRange('L2:L50')
      .setDataValidation(rule as never);
    const before = JSON.stringify(valuesOf(workbook, 'Schlachten'));
    const answer = addon.runFromClient('submitBattle', { ...VALID, mission: 'Nachschub' }) as { field?: string; message: string };
    const { message } = answer;
    expect(message).toMatch(/^Die Tabelle hat den Wert für „Mission“ in Zeile 2 des Blatts Schlachten abgelehnt/);
    expect(answer.field).toBe('mission');
    expect(message).not.toMatch(ENGLISH);
    expect(JSON.stringify(valuesOf(workbook, 'Schlachten'))).toBe(before);
    expect(workbook.locks.isHeld('document')).toBe(false);
    // The same battle with an allowed mission is saved.
    expect(addon.runFromClient('submitBattle', VALID)).toMatchObject({ zeile: 2 });
  });

  it.each([
    ['a Sheets service exception', () => new Error('Service Spreadsheets timed out while accessing document with id 1abc.')],
    ['a JS engine TypeError', () => new TypeError("Cannot read properties of undefined (reading 'getMaxRows')")],
  ])('turns %s into German for submitBattle and getBattleFormData', (_, failure) => {
    const { workbook, addon } = setUp();
    const previous = workbook.calls.beforeCall;
    workbook.calls.beforeCall = (method) => {
      previous?.(method);
      // The Sheets API read fails too (the save then reads through SpreadsheetApp, which fails).
      if (/getSheetValues|getMaxRows|Values\.batchGet/.test(method)) throw failure();
    };
    for (const call of [() => addon.runFromClient('submitBattle', VALID), () => addon.runFromClient('getBattleFormData')]) {
      let message = '';
      try {
        call();
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/Google Sheets hat die Anfrage nicht ausgeführt/);
      expect(message.replace('Google Sheets', '')).not.toMatch(ENGLISH);
    }
    expect(workbook.locks.isHeld('document')).toBe(false);
  });
});
