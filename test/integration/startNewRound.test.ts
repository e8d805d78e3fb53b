// "Neue Runde beginnen" on the offline spreadsheet: one Versorgungsphase row per player in one
// write, never twice for the same round; the menu asks for round and supply like Apps Script's
// Ui.prompt, and Cancel books nothing.
import { AddonHandle, OfflineSpreadsheet, workbookToJson } from '../../src/offline';
import { MAP_CAMPAIGN, valuesOf, workbookWith, SMALL_CAMPAIGN } from './campaignWorkbook';

function setUp(): { workbook: OfflineSpreadsheet; addon: AddonHandle } {
  const { workbook, addon } = workbookWith(SMALL_CAMPAIGN);
  addon.run('setupCampaign');
  addon.onOpen();
  return { workbook, addon };
}

/** The Buchungen data rows as objects by header. */
function bookings(workbook: OfflineSpreadsheet): Record<string, unknown>[] {
  const [header, ...rows] = valuesOf(workbook, 'Buchungen');
  return rows.map((row) => Object.fromEntries((header as string[]).map((h, i) => [h, row[i]])));
}

const last = <T>(list: T[]): T => list[list.length - 1];

const pools = (addon: AddonHandle) =>
  (addon.runFromClient('getBookingFormData') as { spieler: { name: string; versorgungspool: number }[] }).spieler.map((p) => [
    p.name,
    p.versorgungspool,
  ]);

describe('startNewRound', () => {
  it('books every player once, in one write; a second run adds nothing and says so', () => {
    const { workbook, addon } = setUp();
    workbook.calls.reset();
    expect(addon.run('startNewRound', 1, 1000)).toEqual({ ok: true, runde: 1, gebucht: 2 });
    // The Versorgungsphase rows in one write, and Einstellungen's Phase set to Befehle (R2).
    expect(workbook.calls.byMethod()['Range.setValues']).toBe(2);
    expect(valuesOf(workbook, 'Einstellungen').find((r) => r[0] === 'Phase')).toEqual(['Phase', 'Befehle']);
    expect(bookings(workbook).map((b) => [b.Runde, b.Spieler, b.Art, b.Versorgung, b.Armee, b.Stufen])).toEqual([
      [1, 'Anna', 'Versorgungsphase', 1000, '', ''],
      [1, 'Bernd', 'Versorgungsphase', 1000, '', ''],
    ]);
    expect(bookings(workbook)[0].Notiz).toMatch(/Versorgungsphase Runde 1: 1000 VP/);
    expect(last(workbook.ui.toasts).message).toBe(
      'Runde 1 beginnt: 2 Spieler bekommen je 1000 VP Versorgung. Phase: Befehle – Spieler bewegen und werten auf.',
    );
    expect(pools(addon)).toEqual([
      ['Anna', 1500],
      ['Bernd', 1250],
    ]);

    expect(addon.run('startNewRound', '1', '1000')).toEqual({ ok: true, runde: 1, gebucht: 0 });
    expect(bookings(workbook)).toHaveLength(2);
    // The round runs already (user test 34: the organiser could not tell): say so, and which round is next.
    expect(last(workbook.ui.toasts).message).toBe(
      'Runde 1 läuft schon, alle Spieler haben ihre Versorgungsphase – nichts gebucht. Eine neue Runde wäre Runde 2.',
    );
    addon.run('startNewRound', 2, 1000);
    expect(addon.run('startNewRound', 1, 1000)).toEqual({ ok: true, runde: 1, gebucht: 0 });
    expect(last(workbook.ui.toasts).message).toBe(
      'Runde 1: alle Spieler haben ihre Versorgungsphase schon – nichts gebucht (laufend ist Runde 2).',
    );
    expect(workbook.locks.isHeld('document')).toBe(false);
  });

  it('names attack declarations in its Befehle note only where the campaign declares them (A1)', () => {
    // With a map, setup's Einstellungen say Angriffe ansagen: ja (SMALL_CAMPAIGN above has no map: no declarations).
    const { workbook, addon } = workbookWith(MAP_CAMPAIGN);
    addon.run('setupCampaign');
    addon.run('startNewRound', 1, 1000);
    expect(last(workbook.ui.toasts).message).toMatch(/ Phase: Befehle – Spieler bewegen, werten auf und sagen Angriffe an\.$/);
  });

  it('gives a player added later theirs when run again', () => {
    const { workbook, addon } = setUp();
    addon.run('startNewRound', 1, 1000);
    workbook
      .getSheetByName('Spieler')!
      .getRange('A4:C4')
      .setValues([['Clara', 'Aeldari', 0]]);
    expect(addon.run('startNewRound', 1, 1000)).toEqual({ ok: true, runde: 1, gebucht: 1 });
    expect(bookings(workbook).map((b) => b.Spieler)).toEqual(['Anna', 'Bernd', 'Clara']);
    expect(last(workbook.ui.toasts).message).toBe(
      'Runde 1: 1 Spieler bekommt je 1000 VP Versorgung nachgebucht (2 hatten sie schon); die Phase bleibt.',
    );
  });

  // R2: „Neue Runde beginnen“ sets Befehle when it begins a round — not when it is run again for
  // a round begun already (a player added since) or books a forgotten earlier round: the current
  // round's Schlachten phase stays, so players cannot book or declare in it again.
  it('run again for a begun round, or for an earlier one, leaves the current round’s phase', () => {
    const { workbook, addon } = setUp();
    const phase = () => valuesOf(workbook, 'Einstellungen').find((r) => r[0] === 'Phase')?.[1];
    addon.run('startNewRound', 1, 1000);
    addon.run('startNewRound', 2, 1000);
    expect(phase()).toBe('Befehle');
    expect(addon.run('startBattlePhase')).toMatchObject({ ok: true, runde: 2 });
    workbook
      .getSheetByName('Spieler')!
      .getRange('A4:C4')
      .setValues([['Clara', 'Aeldari', 0]]);
    expect(addon.run('startNewRound', 2, 1000)).toEqual({ ok: true, runde: 2, gebucht: 1 });
    expect(phase()).toBe('Schlachten');
    expect(addon.run('startNewRound', 1, 1000)).toEqual({ ok: true, runde: 1, gebucht: 1 });
    expect(phase()).toBe('Schlachten');
    expect(last(workbook.ui.toasts).message).toBe(
      'Runde 1: 1 Spieler bekommt je 1000 VP Versorgung nachgebucht (2 hatten sie schon); die Phase bleibt.',
    );
    // The next round begins with its orders.
    expect(addon.run('startNewRound', 3, 1000)).toEqual({ ok: true, runde: 3, gebucht: 3 });
    expect(phase()).toBe('Befehle');
  });

  it.each([
    ['a round beyond the next', [3, 1000], /^Runde 3 liegt außerhalb des erlaubten Bereichs \(1 bis 1\)/],
    ['no supply', [1, ''], /^Versorgung fehlt/],
    ['a negative supply', [1, -5], /^Versorgung -5 liegt außerhalb/],
    ['text for the round', ['erste', 1000], /^Runde: „erste“ ist keine Zahl/],
  ])('refuses %s in German and writes nothing', (_, args, message) => {
    const { workbook, addon } = setUp();
    const before = JSON.stringify(workbookToJson(workbook));
    expect(addon.run('startNewRound', ...args)).toMatchObject({ ok: false, message: expect.stringMatching(message) });
    expect(JSON.stringify(workbookToJson(workbook))).toBe(before);
    expect(workbook.locks.isHeld('document')).toBe(false);
  });
});

describe('the menu "Neue Runde beginnen"', () => {
  it('proposes the round after the highest Runde of the log and 1000 VP; blank answers take them', () => {
    const { workbook, addon } = setUp();
    addon.run('startNewRound', 1, 1000);
    workbook.ui.respondWith({ button: 'OK', text: '' }, { button: 'OK', text: '' });
    addon.clickMenuItem('Neue Runde beginnen');
    const prompts = workbook.ui.alerts.filter((a) => a.kind === 'prompt');
    expect(prompts.map((p) => [p.title, p.prompt, p.buttons])).toEqual([
      ['Neue Runde beginnen', 'Welche Runde beginnt? Leer lassen für Runde 2.', 'OK_CANCEL'],
      [
        'Neue Runde beginnen',
        'Wie viele VP Versorgung bekommt jeder Spieler in Runde 2? Erlaubt sind 1 bis 100000 VP; leer lassen für 1000 VP.',
        'OK_CANCEL',
      ],
    ]);
    expect(
      bookings(workbook)
        .filter((b) => b.Runde === 2)
        .map((b) => b.Versorgung),
    ).toEqual([1000, 1000]);
  });

  it('names the reports still open first, and begins only when the organiser says so', () => {
    const { workbook, addon } = setUp();
    addon.run('startNewRound', 1, 1000);
    // Anna's report of round 1 waits for Bernd; a battle the organiser typed counts.
    const sheet = workbook.getSheetByName('Schlachten')!;
    const headers = sheet.getRange(1, 1, 1, sheet.getLastColumn()).getValues()[0].map(String);
    const row = (attacker: string, defender: string, status: string, by: string) => {
      const cells = new Array<unknown>(headers.length).fill('');
      const set = (header: string, value: unknown) => (cells[headers.indexOf(header)] = value);
      set('Runde', 1);
      set('Angreifer', attacker);
      set('Verteidiger', defender);
      set('Siegpunkte Angreifer', 30);
      set('Siegpunkte Verteidiger', 20);
      set('Status', status);
      set('Gemeldet von', by);
      return cells.slice(0, headers.indexOf('Prüfung'));
    };
    sheet
      .getRange(2, 1, 2, headers.indexOf('Prüfung'))
      .setValues([row('Rote Faust', 'Eisenwölfe', 'gemeldet', 'Anna'), row('Grüne Flut', 'Späte Garde', '', '')] as never);
    const before = JSON.stringify(workbookToJson(workbook));
    workbook.ui.respondWith({ button: 'NO', text: '' });
    addon.clickMenuItem('Neue Runde beginnen');
    expect(last(workbook.ui.alerts)).toMatchObject({
      kind: 'alert',
      buttons: 'YES_NO',
      prompt:
        'Noch offen ist 1 Meldung: Zeile 2: Rote Faust gegen Eisenwölfe (gemeldet). ' +
        'Bestätigt ein Spieler sie später, darf das keine Schlacht ändern, die dann schon zählt – ' +
        'sonst entscheidest du sie unter „Offene Meldungen“.\n\nTrotzdem Runde 2 beginnen?',
    });
    expect(JSON.stringify(workbookToJson(workbook))).toBe(before);
    workbook.ui.respondWith({ button: 'YES', text: '' }, { button: 'OK', text: '' }, { button: 'OK', text: '' });
    addon.clickMenuItem('Neue Runde beginnen');
    expect(bookings(workbook).filter((b) => b.Runde === 2)).toHaveLength(2);
  });

  it.each([
    ['Cancel at the round', [{ button: 'CANCEL' as const, text: '3' }]],
    [
      'Cancel at the supply',
      [
        { button: 'OK' as const, text: '' },
        { button: 'CANCEL' as const, text: '' },
      ],
    ],
    ['closing the dialog', [{ button: 'CLOSE' as const, text: '' }]],
  ])('%s books nothing', (_, answers) => {
    const { workbook, addon } = setUp();
    const before = JSON.stringify(workbookToJson(workbook));
    const toasts = workbook.ui.toasts.length;
    workbook.ui.respondWith(...answers);
    addon.clickMenuItem('Neue Runde beginnen');
    expect(JSON.stringify(workbookToJson(workbook))).toBe(before);
    expect(workbook.ui.toasts).toHaveLength(toasts);
  });

  it('asks again with the reason after a wrong answer, then books what was typed', () => {
    const { workbook, addon } = setUp();
    workbook.ui.respondWith({ button: 'OK', text: 'zwei' }, { button: 'OK', text: '1' }, { button: 'OK', text: '1.500' });
    addon.clickMenuItem('Neue Runde beginnen');
    const prompts = workbook.ui.alerts.filter((a) => a.kind === 'prompt');
    expect(prompts[1].prompt).toMatch(/^Runde: „zwei“ ist keine Zahl.*\n\nWelche Runde beginnt\?/s);
    expect(bookings(workbook).map((b) => b.Versorgung)).toEqual([1500, 1500]);
  });

  it('books the supply as an organiser types it: „1.000 VP“', () => {
    const { workbook, addon } = setUp();
    workbook.ui.respondWith({ button: 'OK', text: '' }, { button: 'OK', text: '1.000 VP' });
    addon.clickMenuItem('Neue Runde beginnen');
    expect(workbook.ui.alerts.filter((a) => a.kind === 'prompt')).toHaveLength(2);
    expect(bookings(workbook).map((b) => b.Versorgung)).toEqual([1000, 1000]);
  });

  it('asks again after garbage, saying which forms are read', () => {
    const { workbook, addon } = setUp();
    workbook.ui.respondWith({ button: 'OK', text: '' }, { button: 'OK', text: 'tausend' }, { button: 'CANCEL', text: '' });
    addon.clickMenuItem('Neue Runde beginnen');
    const prompts = workbook.ui.alerts.filter((a) => a.kind === 'prompt');
    expect(prompts[2].prompt).toMatch(
      /^Versorgung: „tausend“ ist keine Zahl\. Erlaubt sind 1 bis 100000 VP, z\. B\. 1000, 1\.000 oder 1000 VP\.\n\nWie viele VP/,
    );
    expect(bookings(workbook)).toEqual([]);
  });

  it('refuses a supply above the limit up front, naming it, and asks again', () => {
    const { workbook, addon } = setUp();
    workbook.ui.respondWith({ button: 'OK', text: '' }, { button: 'OK', text: '100001' }, { button: 'CANCEL', text: '' });
    addon.clickMenuItem('Neue Runde beginnen');
    const prompts = workbook.ui.alerts.filter((a) => a.kind === 'prompt');
    expect(prompts[2].prompt).toMatch(/^Versorgung 100001 liegt außerhalb des erlaubten Bereichs \(1 bis 100000\)/);
    expect(bookings(workbook)).toEqual([]);
    expect(addon.run('startNewRound', 1, 100_001)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Versorgung 100001 liegt außerhalb des erlaubten Bereichs \(1 bis 100000\)/),
    });
    expect(bookings(workbook)).toEqual([]);
  });

  it('gives up after three wrong answers, in German, booking nothing', () => {
    const { workbook, addon } = setUp();
    workbook.ui.respondWith(...['x', 'y', 'z'].map((text) => ({ button: 'OK' as const, text })));
    addon.clickMenuItem('Neue Runde beginnen');
    expect(last(workbook.ui.alerts)).toMatchObject({ kind: 'alert', prompt: '3 ungültige Eingaben – es wurde nichts gebucht.' });
    expect(bookings(workbook)).toEqual([]);
  });
});

describe('a toast Sheets refuses after the rows are written', () => {
  // afterWrite (a toast, the Prüfung formula) comes after the rows: it cannot undo them, so a
  // failure there must neither answer "not begun" (the organiser would begin the round again)
  // nor skip what follows the rows — the notifications of N1 and the Speicherstand.
  it('Neue Runde and Schlachtphase answer begun, note their notifications and count the save', () => {
    const plain = setUp();
    expect(plain.addon.run('startNewRound', 1, 1000)).toMatchObject({ ok: true, runde: 1 });
    expect(plain.addon.run('startBattlePhase')).toMatchObject({ ok: true, runde: 1 });
    const { workbook, addon } = setUp();
    workbook.toast = () => {
      throw new Error('Exception: Service Spreadsheets failed while accessing document');
    };
    expect(addon.run('startNewRound', 1, 1000)).toMatchObject({ ok: true, runde: 1 });
    expect(addon.run('startBattlePhase')).toMatchObject({ ok: true, runde: 1 });
    const setting = (w: OfflineSpreadsheet, name: string) => valuesOf(w, 'Einstellungen').find((r) => r[0] === name)?.[1];
    expect(setting(workbook, 'Speicherstand')).toBe(setting(plain.workbook, 'Speicherstand'));
    expect(valuesOf(workbook, 'Benachrichtigungen').length).toBe(valuesOf(plain.workbook, 'Benachrichtigungen').length);
    expect(valuesOf(workbook, 'Benachrichtigungen').length).toBeGreaterThan(1);
  });
});
