// „Offene Meldungen“ (issue 18, C3) from the built Code.js on the offline spreadsheet: the list
// with what a report would change, and the organiser's Bestätigen / Entscheiden / Verwerfen —
// the right cells in one write, the same action again writes nothing, a refused one nothing.
import { generateCampaign } from '../../src/demo';
import { AddonHandle, OfflineSpreadsheet, workbookToJson } from '../../src/offline';
import { shownStand, decideNow, smallCampaignBattle, SMALL_CAMPAIGN, valuesOf, workbookWith } from './campaignWorkbook';

type Card = {
  zeile: number;
  runde: number;
  status: string;
  folgen: string;
  angreifer: string;
  verteidiger: string;
  gemeldet: Record<string, string | number>;
  stand: string;
};

function columnOf(workbook: OfflineSpreadsheet, header: string): number {
  return (valuesOf(workbook, 'Schlachten')[0] as string[]).indexOf(header) + 1;
}

/** SMALL_CAMPAIGN with one battle in row 2, reported by Anna and waiting for Bernd. */
function reported(status = 'gemeldet'): { workbook: OfflineSpreadsheet; addon: AddonHandle } {
  const { workbook, addon } = workbookWith(SMALL_CAMPAIGN, 'orga@example.com');
  addon.run('setupCampaign');
  expect(addon.runFromClient('submitBattle', smallCampaignBattle('s-1'))).toMatchObject({ ok: true });
  const sheet = workbook.getSheetByName('Schlachten')!;
  sheet.getRange(2, columnOf(workbook, 'Status')).setValue(status);
  sheet.getRange(2, columnOf(workbook, 'Gemeldet von')).setValue('Anna');
  return { workbook, addon };
}

const cell = (workbook: OfflineSpreadsheet, header: string) =>
  valuesOf(workbook, 'Schlachten')[1][columnOf(workbook, header) - 1];
const snapshot = (workbook: OfflineSpreadsheet) => JSON.stringify(workbookToJson(workbook));
const open = (addon: AddonHandle) => (addon.runFromClient('getOpenReports') as { meldungen: Card[] }).meldungen;

describe('getOpenReports', () => {
  it('lists a gemeldet battle with the Stufen and VP it would bring if it counted', () => {
    const { addon } = reported();
    const [card, ...rest] = open(addon);
    expect(rest).toEqual([]);
    expect(card).toMatchObject({ zeile: 2, status: 'gemeldet', angreifer: 'Rote Faust' });
    expect(card.folgen).toMatch(/Sieger Rote Faust/);
    expect(card.folgen).toMatch(/Eisenwölfe Stufe 1 →/);
    expect(card.folgen).toMatch(/VP für Anna/);
  });

  it('a report of a battle the organiser typed too says so before it counts twice (user test 34)', () => {
    const { workbook, addon } = reported();
    expect((open(addon)[0] as Card & { vielleichtDoppelt?: string }).vielleichtDoppelt).toBeUndefined();
    // The organiser types the same battle below the report (it counts at once).
    const sheet = workbook.getSheetByName('Schlachten')!;
    const row = valuesOf(workbook, 'Schlachten')[1].slice(0, columnOf(workbook, 'Status') - 1);
    sheet.getRange(3, 1, 1, row.length).setValues([row]);
    const [card] = open(addon) as (Card & { vielleichtDoppelt?: string })[];
    expect(card.zeile).toBe(2);
    expect(card.vielleichtDoppelt).toBe(
      'Vielleicht doppelt: Zeile 3 hat dieselben Armeen in Runde 1 (Rote Faust gegen Eisenwölfe, 30:20, von der Spielleitung eingetragen, zählt). ' +
        'Ist es dieselbe Schlacht, zählt sie mit dieser Meldung doppelt – dann „Verwerfen“.',
    );
  });

  it('shows what was reported (C9): every field of the row', () => {
    const { addon } = reported();
    expect(open(addon)[0].gemeldet).toEqual({
      datum: '2026-11-21',
      mission: 'Vorposten halten',
      mobilisierung: 0,
      skaliertAuf: 0,
      siegpunkteAngreifer: 30,
      siegpunkteVerteidiger: 20,
      verlusteAngreifer: 0,
      verlusteVerteidiger: 0,
      aufgegeben: '',
      rueckzug: '',
      notiz: '',
    });
  });
});

describe('decideReport', () => {
  it.each([
    ['bestätigen', 'bestätigt', 'gemeldet'],
    ['entscheiden', 'entschieden', 'bestritten'],
    ['verwerfen', 'verworfen', 'bestritten'],
  ])('%s writes Status %s, Bestätigt von/am and the note in one write; the list is then empty', (aktion, status, before) => {
    const { workbook, addon } = reported(before);
    workbook.calls.reset();
    const answer = decideNow(addon.workbook, addon, { zeile: 2, aktion, notiz: 'Foto geprüft', einreichungsId: 'd-1' });
    expect(answer).toMatchObject({ ok: true, zeile: 2, status, geschrieben: true });
    // Status…Bestätigt am, Notiz further left, and the record of the players' notification (N5).
    expect(workbook.calls.byMethod()['Range.setValues']).toBe(3);
    expect(cell(workbook, 'Status')).toBe(status);
    expect(cell(workbook, 'Bestätigt von')).toBe('orga@example.com');
    expect(cell(workbook, 'Bestätigt am')).toBeInstanceOf(Date);
    expect(cell(workbook, 'Notiz')).toBe('Spielleitung: Foto geprüft');
    expect(cell(workbook, 'Gemeldet von')).toBe('Anna');
    expect(open(addon)).toEqual([]);
  });

  it('without a note writes Status, Bestätigt von and am with one setValues', () => {
    const { workbook, addon } = reported();
    workbook.calls.reset();
    decideNow(addon.workbook, addon, { zeile: 2, aktion: 'bestätigen', einreichungsId: 'd-1' });
    // The row, and the record of the players' notification (N5).
    expect(workbook.calls.byMethod()['Range.setValues']).toBe(2);
    expect(cell(workbook, 'Notiz')).toBe('');
  });

  it('the same action again writes nothing and answers as done', () => {
    const { workbook, addon } = reported();
    decideNow(addon.workbook, addon, { zeile: 2, aktion: 'verwerfen', einreichungsId: 'd-1' });
    const before = snapshot(workbook);
    const again = decideNow(addon.workbook, addon, { zeile: 2, aktion: 'verwerfen', einreichungsId: 'd-1' });
    expect(again).toMatchObject({ ok: true, status: 'verworfen', geschrieben: false });
    expect(snapshot(workbook)).toBe(before);
  });

  it('finds the report by its battle when rows moved since the list was drawn', () => {
    const { workbook, addon } = reported();
    const [card] = open(addon);
    workbook.getSheetByName('Schlachten')!.insertRowBefore(2);
    const { zeile, runde, angreifer, verteidiger, stand } = card;
    const answer = decideNow(addon.workbook, addon, {
      zeile,
      runde,
      angreifer,
      verteidiger,
      aktion: 'verwerfen',
      stand,
      einreichungsId: 'd-1',
    });
    expect(answer).toMatchObject({ ok: true, zeile: 3, status: 'verworfen', geschrieben: true });
    expect(valuesOf(workbook, 'Schlachten')[2][columnOf(workbook, 'Status') - 1]).toBe('verworfen');
    expect(valuesOf(workbook, 'Schlachten')[1].every((c) => c === '')).toBe(true);
  });

  it.each([
    [
      { zeile: 2, aktion: 'bestätigen' },
      /^Die Schlacht in Zeile 2 ist schon „verworfen“.* Bitte die Liste neu laden\.$/,
      'verwerfen',
    ],
    [{ zeile: 9, aktion: 'bestätigen' }, /Zeile 9 gibt es.* Bitte die Liste neu laden\.$/, ''],
    [{ zeile: 2, aktion: 'löschen' }, /Unbekannte Aktion „löschen“; erlaubt sind: bestätigen, entscheiden, verwerfen/, ''],
  ])('refuses %j in German and writes nothing', (payload, message, first) => {
    const { workbook, addon } = reported();
    if (first) decideNow(addon.workbook, addon, { zeile: 2, aktion: first, einreichungsId: 'd-0' });
    const before = snapshot(workbook);
    const answer = decideNow(addon.workbook, addon, { ...payload, einreichungsId: 'd-1' }) as { ok: boolean; message: string };
    expect(answer.ok).toBe(false);
    expect(answer.message).toMatch(message);
    expect(snapshot(workbook)).toBe(before);
  });
});

describe('R6: a decision that would change battles entered after the report', () => {
  // Round 1, reported by Anna: Rote Faust wipes out Eisenwölfe (Stufe 1, played 1000, 1000 lost).
  // Round 2, entered by the organiser meanwhile: Rote Faust against Eisenwölfe again — it counts
  // while the report waits; deciding the report makes it stop counting (Eisenwölfe is destroyed).
  function laterBattle() {
    const { workbook, addon } = workbookWith(SMALL_CAMPAIGN, 'orga@example.com');
    addon.run('setupCampaign');
    expect(addon.runFromClient('submitBattle', { ...smallCampaignBattle('s-1'), verlusteVerteidiger: 1000 })).toMatchObject({
      ok: true,
    });
    const sheet = workbook.getSheetByName('Schlachten')!;
    sheet.getRange(2, columnOf(workbook, 'Status')).setValue('gemeldet');
    sheet.getRange(2, columnOf(workbook, 'Gemeldet von')).setValue('Anna');
    // The organiser begins round 2 with this entry, confirmed (R1: asked first).
    const round2 = { ...smallCampaignBattle('s-2'), runde: 2, aenderungenBestaetigt: true };
    expect(addon.runFromClient('submitBattle', round2)).toMatchObject({ ok: true });
    return { workbook, addon };
  }

  it.each(['entscheiden', 'bestätigen'])('%s names them and saves only when confirmed', (aktion) => {
    const { workbook, addon } = laterBattle();
    const before = snapshot(workbook);
    const asked = decideNow(addon.workbook, addon, { zeile: 2, aktion, einreichungsId: 'd-1' }) as { message: string };
    expect(asked).toMatchObject({
      ok: false,
      aenderungen: [
        'Zeile 3 (Runde 2, Rote Faust gegen Eisenwölfe): zählt dann nicht mehr – Verteidiger „Eisenwölfe“ ist vernichtet (Stufe 0) und kann keine Schlachten mehr schlagen',
      ],
    });
    expect(asked.message).toMatch(/^Dieser Eintrag ändert 1 Schlacht, die schon eingetragen ist: /);
    expect(snapshot(workbook)).toBe(before);
    const confirmed = { zeile: 2, aktion, einreichungsId: 'd-1', aenderungenBestaetigt: true };
    expect(decideNow(addon.workbook, addon, confirmed)).toMatchObject({ ok: true, geschrieben: true });
  });

  it('the list says so beforehand: the opponent cannot confirm it, the organiser decides', () => {
    const { addon } = laterBattle();
    expect(open(addon)).toEqual([
      expect.objectContaining({
        zeile: 2,
        // One line per battle, with why it would stop counting (user test 34: the line gave no reason).
        nurSpielleitung: [expect.stringMatching(/^Zeile 3 \(Runde 2, Rote Faust gegen Eisenwölfe\): zählt dann nicht mehr – \S/)],
      }),
    ]);
  });

  it('a report answered last changes nothing after it: nothing to say', () => {
    const { addon } = reported();
    expect(open(addon)[0]).not.toHaveProperty('nurSpielleitung');
  });

  it('verwerfen changes nothing entered and is saved at once', () => {
    const { addon } = laterBattle();
    expect(decideNow(addon.workbook, addon, { zeile: 2, aktion: 'verwerfen', einreichungsId: 'd-1' })).toMatchObject({
      ok: true,
      status: 'verworfen',
    });
  });
});

describe('Sheets service calls of the organiser’s actions', () => {
  function callsWith(battles: number, run: (addon: AddonHandle, zeile: number, stand: string) => void): Record<string, number> {
    const demo = generateCampaign({ battles, armies: 20, bookings: 10, faultShare: 0 });
    const { workbook, addon } = workbookWith({
      Armeen: demo.armies,
      Spieler: demo.players,
      Schlachten: demo.battles,
      Buchungen: demo.bookings,
    } as never);
    addon.run('setupCampaign');
    const zeile = valuesOf(workbook, 'Schlachten').length;
    workbook.getSheetByName('Schlachten')!.getRange(zeile, columnOf(workbook, 'Status')).setValue('gemeldet');
    // What the card shows, read before the calls are counted.
    const stand = shownStand(workbook, zeile);
    workbook.calls.reset();
    run(addon, zeile, stand);
    return workbook.calls.byMethod();
  }

  it('are the same at 10 and 5,000 battles for the list and for a decision', () => {
    const list = (addon: AddonHandle) => expect(open(addon)).toHaveLength(1);
    const decide = (addon: AddonHandle, zeile: number, stand: string) =>
      expect(addon.runFromClient('decideReport', { zeile, aktion: 'bestätigen', einreichungsId: 'x', stand })).toMatchObject({
        ok: true,
      });
    const small = callsWith(10, decide);
    // The row and the record of the players' notification (N5).
    expect(small['Range.setValues']).toBe(2);
    expect(callsWith(5000, decide)).toEqual(small);
    expect(callsWith(5000, list)).toEqual(callsWith(10, list));
  }, 120_000);
});

describe('a card decided after its row changed since the list was loaded (user test 27)', () => {
  type Shown = Card & { stand: string };
  const decide = (addon: AddonHandle, card: Shown, aktion: string) =>
    decideNow(addon.workbook, addon, {
      zeile: card.zeile,
      runde: card.runde,
      angreifer: card.angreifer,
      verteidiger: card.verteidiger,
      aktion,
      stand: card.stand,
      einreichungsId: `d-${aktion}`,
    }) as { ok: boolean; message?: string };

  it('the opponent disputed meanwhile: Bestätigen and Entscheiden refuse, name the Status and the Einspruch, write nothing', () => {
    const { workbook, addon } = reported();
    const [card] = open(addon) as Shown[];
    const sheet = workbook.getSheetByName('Schlachten')!;
    sheet.getRange(2, columnOf(workbook, 'Status')).setValue('bestritten');
    sheet.getRange(2, columnOf(workbook, 'Einspruch')).setValue('Ergebnis vertauscht');
    const before = snapshot(workbook);
    for (const aktion of ['bestätigen', 'entscheiden']) {
      expect(decide(addon, card, aktion)).toMatchObject({
        ok: false,
        message:
          'Die Meldung in Zeile 2 ist inzwischen „bestritten“ (Einspruch: „Ergebnis vertauscht“); nichts wurde gespeichert. Bitte die Liste neu laden.',
      });
    }
    expect(snapshot(workbook)).toBe(before);
  });

  it('its values were edited meanwhile: refused, naming what changed', () => {
    const { workbook, addon } = reported();
    const [card] = open(addon) as Shown[];
    const sheet = workbook.getSheetByName('Schlachten')!;
    const column = columnOf(workbook, 'Siegpunkte Angreifer');
    const old = sheet.getRange(2, column).getValue();
    sheet.getRange(2, column).setValue(5);
    const before = snapshot(workbook);
    expect(decide(addon, card, 'bestätigen')).toMatchObject({
      ok: false,
      message: `Die Meldung in Zeile 2 wurde geändert, seit die Liste geladen wurde (Siegpunkte Angreifer ${old} → 5); nichts wurde gespeichert. Bitte die Liste neu laden.`,
    });
    expect(snapshot(workbook)).toBe(before);
    // Loaded again, it is decided as it stands now.
    const [again] = open(addon) as Shown[];
    expect(decide(addon, again, 'bestätigen')).toMatchObject({ ok: true });
    expect(cell(workbook, 'Status')).toBe('bestätigt');
  });

  it('unchanged, or only moved by a row inserted above: decided as shown', () => {
    const { workbook, addon } = reported();
    const [card] = open(addon) as Shown[];
    workbook.getSheetByName('Schlachten')!.insertRowBefore(2);
    expect(decide(addon, card, 'bestätigen')).toMatchObject({ ok: true, zeile: 3 });
  });
});
