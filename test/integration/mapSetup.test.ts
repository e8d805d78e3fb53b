// setupCampaign() and the map: Felder and the map's columns created or adopted, its own
// four-argument formulas upgraded, KAMPAGNE_FELDER and the coloured Karte placed; a second
// run changes nothing. Built Code.js on the offline workbook.
import { OfflineDataValidation, OfflineSpreadsheet, workbookToJson } from '../../src/offline';
import { karteColour, karteRules, MAP_CAMPAIGN, SMALL_CAMPAIGN, valuesOf, workbookWith } from './campaignWorkbook';

const headers = (workbook: OfflineSpreadsheet, sheet: string) => valuesOf(workbook, sheet)[0];
const validation = (workbook: OfflineSpreadsheet, a1: string) =>
  workbook.getRange(a1).getDataValidation() as OfflineDataValidation | null;
/** Each rule as [criteria, value, background]. */
const describeRules = (workbook: OfflineSpreadsheet) =>
  karteRules(workbook).map((rule) => {
    const condition = rule.getBooleanCondition()!;
    return [
      String(condition.getCriteriaType()),
      condition.getCriteriaValues()[0],
      condition.getBackgroundObject()!.asRgbColor().asHexString(),
    ];
  });
describe('on an empty workbook', () => {
  const { workbook, addon } = workbookWith({});
  addon.run('setupCampaign');

  it('creates Felder and appends the map’s columns after each sheet’s own', () => {
    expect(headers(workbook, 'Felder')).toEqual(['Feld', 'Typ', 'Besitzer', 'Nachbarn', 'Zeile', 'Spalte']);
    expect(headers(workbook, 'Armeen').slice(-2)).toEqual(['Aufgestellt in Runde', 'Startfeld']);
    // Then the confirmation's columns and Schlachten's computed Prüfung (battleCheckColumn.test.ts).
    const battles = headers(workbook, 'Schlachten');
    expect(battles.slice(battles.indexOf('Einreichungs-ID'), battles.indexOf('Einreichungs-ID') + 3)).toEqual([
      'Einreichungs-ID',
      'Rückzug nach',
      'Status',
    ]);
    expect(battles.slice(-1)).toEqual(['Prüfung']);
    // Then Gemeldet von (C6: a player's own booking through the portal).
    expect(headers(workbook, 'Buchungen').slice(-3)).toEqual(['Einreichungs-ID', 'Feld', 'Gemeldet von']);
  });

  it('offers fields from Felder, players for Besitzer, Typ as a list, Zeile/Spalte from 1 to 100 (built-in criteria)', () => {
    for (const a1 of ['Armeen!E2', 'Schlachten!Q2', 'Buchungen!J2']) {
      const rule = validation(workbook, a1)!;
      expect(String(rule.getCriteriaType())).toBe('VALUE_IN_RANGE');
      const source = rule.getCriteriaValues()[0] as { getSheet(): { getName(): string }; getColumn(): number; getRow(): number };
      expect([source.getSheet().getName(), source.getRow(), source.getColumn()]).toEqual(['Felder', 2, 1]);
      expect(rule.getHelpText()).toMatch(/Feld aus dem Blatt Felder/);
    }
    expect(String(validation(workbook, 'Felder!C2')!.getCriteriaType())).toBe('VALUE_IN_RANGE');
    const type = validation(workbook, 'Felder!B2')!;
    expect(type.getCriteriaValues()[0]).toEqual(['Festung', 'Primärgebiet']);
    expect(type.getAllowInvalid()).toBe(true);
    for (const a1 of ['Felder!E2', 'Felder!F2']) {
      const rule = validation(workbook, a1)!;
      expect(String(rule.getCriteriaType())).toBe('NUMBER_BETWEEN');
      expect(rule.getCriteriaValues()).toEqual([1, 100]);
    }
  });

  it('places the standings with the map, KAMPAGNE_FELDER on Feldstand and KAMPAGNE_KARTE on Karte', () => {
    // The Rechenstand last (recalcArgument.ts).
    const inputs = 'Armeen!A:E,Spieler!A:C,Schlachten!A:W,Buchungen!A:K,Felder!A:F,Einstellungen!$B$3';
    expect(workbook.getRange('Stand!A1').getFormula()).toBe(`=KAMPAGNE_ARMEEN(${inputs})`);
    expect(workbook.getRange('Stand!K1').getFormula()).toBe(`=KAMPAGNE_SPIELER(${inputs})`);
    expect(workbook.getRange('Feldstand!A1').getFormula()).toBe(`=KAMPAGNE_FELDER(${inputs})`);
    expect(workbook.getRange('Feldstand!A1').getValue()).toBe('Feld');
    expect(workbook.getRange('Karte!A1').getFormula()).toBe(`=KAMPAGNE_KARTE(${inputs})`);
    const karte = workbook.getSheetByName('Karte')!;
    expect(karte.getColumnWidth(1)).toBe(100);
    expect(karte.getColumnWidth(26)).toBe(100);
    expect(karte.getProtections('SHEET' as never)[0].isWarningOnly()).toBe(true);
  });
});

describe('a campaign on a map', () => {
  const withColour = {
    ...MAP_CAMPAIGN,
    Spieler: MAP_CAMPAIGN.Spieler.map((row, i) => [...row, ['Farbe', '', '#E06666'][i]]),
  };
  const { workbook, addon } = workbookWith(withColour);
  addon.run('setupCampaign');

  it('draws the map on the Karte', () => {
    expect(workbook.getRange('Karte!A1').getValue()).toBe('Nordwacht\nFestung\n⚑ Anna');
    expect(workbook.getRange('Karte!C1').getValue()).toBe('Furt\nEisenwölfe\n⚑ Bernd');
    expect(workbook.getRange('Karte!B2').getValue()).toBe('Ödland');
  });

  it('colours each player’s fields with one text-ends-with rule: palette, or the player’s Farbe', () => {
    expect(describeRules(workbook)).toEqual([
      ['TEXT_ENDS_WITH', '⚑ Anna', '#f4cccc'],
      ['TEXT_ENDS_WITH', '⚑ Bernd', '#e06666'],
    ]);
    expect(karteColour(workbook, 'A1')).toBe('#f4cccc');
    expect(karteColour(workbook, 'C1')).toBe('#e06666');
    expect(karteColour(workbook, 'B2')).toBeNull();
  });

  it('changes nothing when run again, its colours included', () => {
    const before = JSON.stringify(workbookToJson(workbook));
    const rules = describeRules(workbook);
    expect(addon.run('setupCampaign')).toMatch(/nichts geändert/);
    expect(JSON.stringify(workbookToJson(workbook))).toBe(before);
    expect(describeRules(workbook)).toEqual(rules);
  });

  it('colours a player added later, keeping the others', () => {
    const spieler = workbook.getSheetByName('Spieler')!;
    spieler.getRange(4, 1, 1, 3).setValues([['Clara', 'Aeldari', 0]]);
    expect(addon.run('setupCampaign')).toMatch(/Kartenfarben für: Clara/);
    expect(describeRules(workbook).map((r) => r[1])).toEqual(['⚑ Anna', '⚑ Bernd', '⚑ Clara']);
  });
});

describe('a campaign set up before the map', () => {
  const old = 'Armeen!A:D,Spieler!A:C,Schlachten!A:P,Buchungen!A:H';
  const organisers = '=KAMPAGNE_SCHLACHTEN(Armeen!A1:D9,Spieler!A:C,Schlachten!A:P,Buchungen!A:H)';
  const { workbook, addon } = workbookWith({ ...SMALL_CAMPAIGN, Stand: [], Auswertung: [] });
  workbook.getRange('Stand!A1').setFormula(`=KAMPAGNE_ARMEEN(${old})`);
  workbook.getRange('Stand!K1').setFormula(`=KAMPAGNE_SPIELER(${old})`);
  workbook.getRange('Auswertung!A1').setFormula(organisers);
  const summary = addon.run('setupCampaign') as string;

  it('upgrades exactly its own four-argument formulas to the map', () => {
    const inputs = 'Armeen!A:E,Spieler!A:C,Schlachten!A:W,Buchungen!A:K,Felder!A:F,Einstellungen!$B$3';
    expect(workbook.getRange('Stand!A1').getFormula()).toBe(`=KAMPAGNE_ARMEEN(${inputs})`);
    expect(workbook.getRange('Stand!K1').getFormula()).toBe(`=KAMPAGNE_SPIELER(${inputs})`);
    expect(workbook.getRange('Auswertung!A1').getFormula()).toBe(organisers);
    expect(summary).toMatch(/um die Karte \(Felder\) ergänzt: KAMPAGNE_ARMEEN in Stand!A1, KAMPAGNE_SPIELER in Stand!K1/);
  });

  it('without fields (an empty Felder sheet) the standings are exactly today’s: no map column', () => {
    const stand = valuesOf(workbook, 'Stand');
    expect(stand[0].slice(0, 10)).toEqual([
      'Armee',
      'Spieler',
      'Stufe',
      'Punkte',
      'Status',
      'Schlachten',
      'Siege',
      'Niederlagen',
      'Prüfung',
      '',
    ]);
    expect(stand[1].slice(0, 3)).toEqual(['Rote Faust', 'Anna', 3]);
  });

  it('changes nothing when run again', () => {
    const before = JSON.stringify(workbookToJson(workbook));
    expect(addon.run('setupCampaign')).toMatch(/nichts geändert/);
    expect(JSON.stringify(workbookToJson(workbook))).toBe(before);
  });
});

it('Feldstand grows with Felder after a paste by hand, so KAMPAGNE_FELDER reaches its last field', () => {
  const { workbook, addon } = workbookWith(MAP_CAMPAIGN);
  addon.run('setupCampaign');
  // 1,200 fields in a line: Feld i neighbours Feld i-1.
  const fields = Array.from({ length: 1200 }, (_, i) => [`Feld ${i + 1}`, '', '', i ? `Feld ${i}` : 'Ödland', '', '']);
  const { triggerError } = addon.edit('Felder', 7, 1, fields as never);
  expect(triggerError).toBeNull();
  const feldstand = workbook.getSheetByName('Feldstand')!;
  expect(feldstand.getMaxRows()).toBeGreaterThanOrEqual(1206);
  expect(feldstand.getRange(1206, 1, 1, 5).getValues()[0]).toEqual(['Feld 1200', '', '', '', 'OK']);
});

it('the Karte grows when a field is placed beyond its last column, so KAMPAGNE_KARTE draws it', () => {
  const { workbook, addon } = workbookWith(MAP_CAMPAIGN);
  addon.run('setupCampaign');
  const karte = workbook.getSheetByName('Karte')!;
  expect(karte.getMaxColumns()).toBe(26);
  addon.edit('Felder', 7, 1, [['Ferne Küste', '', '', 'Ödland', 3, 30]]);
  expect(karte.getMaxColumns()).toBe(30);
  expect(karte.getColumnWidth(30)).toBe(100);
  expect(karte.getRange(3, 30).getValue()).toBe('Ferne Küste');
  // The holder colours cover the new columns.
  for (const rule of karteRules(workbook)) expect(rule.getRanges().map((r) => r.getNumColumns())).toEqual([30]);
});

it("a Zeile or Spalte beyond the map's limit (a typo) grows no Karte; Feldstand says why", () => {
  const { workbook, addon } = workbookWith(MAP_CAMPAIGN);
  addon.run('setupCampaign');
  const karte = workbook.getSheetByName('Karte')!;
  const [rows, columns] = [karte.getMaxRows(), karte.getMaxColumns()];
  // Typed into cells without the validation (an adopted sheet may have none).
  workbook.getRange('Felder!E2:F8').clearDataValidations();
  addon.edit('Felder', 7, 1, [['Ferne Küste', '', '', 'Ödland', 5000, 3]]);
  expect([karte.getMaxRows(), karte.getMaxColumns()]).toEqual([rows, columns]);
  const feldstand = workbook.getSheetByName('Feldstand')!.getDataRange().getValues();
  const check = feldstand[0].indexOf('Prüfung');
  expect(String(feldstand[6][check])).toMatch(/Zeile 5000 liegt außerhalb des erlaubten Bereichs \(1 bis 100\)/);
});
