// The map through the server: getBattleFormData carries it, submitBattle writes Rückzug nach
// and the replay checks it under the lock. Built Code.js on the offline workbook.
import { OfflineSpreadsheet } from '../../src/offline';
import { MAP_CAMPAIGN, SMALL_CAMPAIGN, smallCampaignBattle, valuesOf, workbookWith } from './campaignWorkbook';

/** Rote Faust (Hügel) attacks Eisenwölfe (Furt) and wins; Eisenwölfe survives (100 lost). */
const WON = { ...smallCampaignBattle('map-1'), verlusteAngreifer: 100, verlusteVerteidiger: 100, mission: '' };

function setUp(sheets = MAP_CAMPAIGN) {
  const { workbook, addon } = workbookWith(sheets, 'bernd@example.com');
  addon.run('setupCampaign');
  return { workbook, addon };
}

/** A column of the Schlachten sheet by header, data rows only. */
function battleColumn(workbook: OfflineSpreadsheet, header: string): unknown[] {
  const [head, ...rows] = valuesOf(workbook, 'Schlachten');
  return rows.map((row) => row[(head as string[]).indexOf(header)]);
}

describe('getBattleFormData with a map', () => {
  it('carries the fields, their adjacency and holders, and where each army stands', () => {
    const { addon } = setUp();
    const data = addon.runFromClient('getBattleFormData') as { karte: { felder: unknown[]; standorte: unknown } };
    expect(data.karte.felder).toEqual([
      { name: 'Nordwacht', typ: 'Festung', startBesitzer: 'Anna', besitzer: 'Anna', nachbarn: [1] },
      { name: 'Hügel', typ: '', startBesitzer: 'Anna', besitzer: 'Anna', nachbarn: [0, 2] },
      { name: 'Furt', typ: '', startBesitzer: 'Bernd', besitzer: 'Bernd', nachbarn: [1, 3, 4] },
      { name: 'Sumpf', typ: 'Primärgebiet', startBesitzer: 'Bernd', besitzer: 'Bernd', nachbarn: [2] },
      { name: 'Ödland', typ: '', startBesitzer: '', besitzer: '', nachbarn: [2] },
    ]);
    // Späte Garde is raised in round 3: off the map until then.
    expect(data.karte.standorte).toEqual({ 'Rote Faust': 1, Eisenwölfe: 2, 'Grüne Flut': 3 });
  });

  it('has no map when the campaign has no Felder sheet, exactly as before', () => {
    // Not set up: setup would create an (empty) Felder sheet.
    const { addon } = workbookWith(SMALL_CAMPAIGN);
    const data = addon.runFromClient('getBattleFormData') as Record<string, unknown>;
    expect(Object.keys(data).sort()).toEqual(['armeen', 'kampagne', 'ok', 'phase', 'runde', 'spieler']);
  });
});

describe('submitBattle with a map', () => {
  it('writes the retreat as the Felder sheet spells it', () => {
    const { workbook, addon } = setUp();
    const result = addon.runFromClient('submitBattle', { ...WON, rueckzug: '  ödland ' }) as { zeile: number };
    expect(result.zeile).toBe(2);
    expect(battleColumn(workbook, 'Rückzug nach')[0]).toBe('Ödland');
  });

  it('refuses a missing retreat, naming the legal fields, and writes nothing', () => {
    const { workbook, addon } = setUp();
    expect(addon.runFromClient('submitBattle', WON)).toMatchObject({
      ok: false,
      message: expect.stringMatching(
        /^Rückzug nach fehlt; „[^„“"]+“ hat verloren und muss sich zurückziehen\. Erlaubt: Hügel, Sumpf, Ödland/,
      ),
    });
    expect(battleColumn(workbook, 'Angreifer').filter((v) => v !== '')).toEqual([]);
  });

  it('refuses an attack on a field that is not adjacent', () => {
    const { workbook, addon } = setUp();
    const payload = { ...WON, verteidiger: 'Grüne Flut', rueckzug: 'Furt' };
    expect(addon.runFromClient('submitBattle', payload)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/nicht benachbart/),
    });
    expect(battleColumn(workbook, 'Angreifer').filter((v) => v !== '')).toEqual([]);
  });

  it('refuses a retreat in a campaign without a map column, instead of dropping it', () => {
    // Not set up: setup would add Rückzug nach.
    const { workbook, addon } = workbookWith(SMALL_CAMPAIGN);
    expect(addon.runFromClient('submitBattle', { ...WON, verlusteVerteidiger: 700, rueckzug: 'Ödland' })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/Im Blatt „Schlachten“ fehlt die Spalte „Rückzug nach“/),
    });
    expect(battleColumn(workbook, 'Angreifer')).toEqual([]);
  });
});

describe('Sheets service calls with a map', () => {
  function callsWith(battles: number, method: 'submitBattle' | 'getBattleFormData'): Record<string, number> {
    const { workbook, addon } = setUp();
    const sheet = workbook.getSheetByName('Schlachten')!;
    const header = valuesOf(workbook, 'Schlachten')[0] as string[];
    // Furt changes hands back and forth: Rote Faust and Eisenwölfe trade Hügel and Furt.
    const rows = Array.from({ length: battles }, (_, i) => {
      const row: unknown[] = header.map(() => '');
      const set = (h: string, v: unknown) => (row[header.indexOf(h)] = v);
      const [a, d] = i % 2 === 0 ? ['Rote Faust', 'Eisenwölfe'] : ['Eisenwölfe', 'Rote Faust'];
      set('Runde', 1);
      set('Angreifer', a);
      set('Verteidiger', d);
      for (const h of ['Siegpunkte Angreifer', 'Verluste Angreifer', 'Verluste Verteidiger', 'Siegpunkte Verteidiger']) set(h, 0);
      set('Siegpunkte Angreifer', 10);
      set('Rückzug nach', i % 2 === 0 ? 'Ödland' : 'Hügel');
      return row;
    });
    if (sheet.getMaxRows() < battles + 101) sheet.insertRowsAfter(sheet.getMaxRows(), battles + 101 - sheet.getMaxRows());
    if (battles) sheet.getRange(2, 1, battles, header.length).setValues(rows as never);
    workbook.calls.reset();
    if (method === 'submitBattle') {
      const [a, d] = battles % 2 === 0 ? ['Rote Faust', 'Eisenwölfe'] : ['Eisenwölfe', 'Rote Faust'];
      addon.runFromClient('submitBattle', {
        ...WON,
        angreifer: a,
        verteidiger: d,
        runde: 1,
        rueckzug: battles % 2 === 0 ? 'Ödland' : 'Hügel',
      });
    } else {
      addon.runFromClient('getBattleFormData');
    }
    return workbook.calls.byMethod();
  }

  it.each(['submitBattle', 'getBattleFormData'] as const)('%s makes as many calls with 2 battles as with 400', (method) => {
    expect(callsWith(400, method)).toEqual(callsWith(2, method));
  });
});
