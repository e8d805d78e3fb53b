// Setup adds the sheet Verlauf: KAMPAGNE_VERLAUF tables (Versorgung, Stufen; Felder once a
// Felder sheet exists) each with an embedded line chart titled in German; a second run changes
// nothing, charts included.
import { OfflineSpreadsheet, sheetCharts, workbookToJson } from '../../src/offline';
import { workbookWith, SMALL_CAMPAIGN } from './campaignWorkbook';

/** Each chart of Verlauf as type, title, anchor and range. */
function chartsOf(workbook: OfflineSpreadsheet) {
  return workbook
    .getSheetByName('Verlauf')!
    .getCharts()
    .map((chart) => ({
      title: chart.getOptions().get('title'),
      headers: chart.getNumHeaders(),
      domain: chart.getOptions().get('useFirstColumnAsDomain'),
      anchor: [chart.getContainerInfo().getAnchorRow(), chart.getContainerInfo().getAnchorColumn()],
      ranges: chart.getRanges().map((r) => `${r.getSheet().getName()}!${r.getA1Notation()}`),
    }));
}

const withBattle = () => {
  const sheets = structuredClone(SMALL_CAMPAIGN);
  // Round 1: Rote Faust (Anna, 3) beats Grüne Flut (Bernd, 2): Anna 500 → 750.
  sheets.Schlachten.push([1, '', 'Rote Faust', 'Grüne Flut', '', '', 20, 5, '', 0, 0, '', '', '', '', '']);
  return workbookWith(sheets);
};

describe('setup adds the sheet Verlauf', () => {
  const { workbook, addon } = withBattle();
  const summary = addon.run('setupCampaign') as string;

  it('places the Versorgung and Stufen tables, each below its chart; no Felder table without a map', () => {
    const verlauf = workbook.getSheetByName('Verlauf')!;
    // Setup's inputs, the (still empty) Felder sheet included.
    expect(verlauf.getRange('A22').getFormula()).toBe(
      '=KAMPAGNE_VERLAUF(Armeen!A:E,Spieler!A:C,Schlachten!A:W,Buchungen!A:J,Felder!A:F,"Versorgung")',
    );
    expect(verlauf.getRange('A22:C24').getValues()).toEqual([
      ['Runde', 'Anna', 'Bernd'],
      [0, 500, 250],
      [1, 750, 250],
    ]);
    expect(verlauf.getRange('BA22').getFormula()).toMatch(/^=KAMPAGNE_VERLAUF\(.*,"Stufen"\)$/);
    expect(verlauf.getRange('BA22:BE22').getValues()[0]).toEqual([
      'Runde',
      'Rote Faust',
      'Eisenwölfe',
      'Grüne Flut',
      'Späte Garde',
    ]);
    expect(verlauf.getRange('AA22').getFormula()).toBe('');
    expect(summary).toMatch(/Verlauf/);
  });

  it('adds one line chart per table, titled in German, over the table to the foot of the sheet', () => {
    const verlauf = workbook.getSheetByName('Verlauf')!;
    expect(sheetCharts((verlauf as unknown as { model: never }).model).map((c) => c.type)).toEqual(['LINE', 'LINE']);
    const rows = verlauf.getMaxRows();
    expect(chartsOf(workbook)).toEqual([
      { title: 'Versorgungspool je Spieler', headers: 1, domain: true, anchor: [1, 1], ranges: [`Verlauf!A22:Z${rows}`] },
      { title: 'Stufen der Armeen', headers: 1, domain: true, anchor: [1, 53], ranges: [`Verlauf!BA22:EW${rows}`] },
    ]);
  });

  it('changes nothing when run again, charts included', () => {
    const before = JSON.stringify(workbookToJson(workbook));
    const charts = chartsOf(workbook);
    expect(addon.run('setupCampaign')).toMatch(/nichts geändert/);
    expect(JSON.stringify(workbookToJson(workbook))).toBe(before);
    expect(chartsOf(workbook)).toEqual(charts);
  });

  it('adds the Felder table and its chart once the Felder sheet has fields, and only then', () => {
    const felder = workbook.getSheetByName('Felder')!;
    felder.getRange('A1:F3').setValues([
      ['Feld', 'Typ', 'Besitzer', 'Nachbarn', 'Zeile', 'Spalte'],
      ['Hügel', '', 'Anna', 'Senke', 1, 1],
      ['Senke', '', 'Bernd', 'Hügel', 1, 2],
    ]);
    addon.run('setupCampaign');
    const verlauf = workbook.getSheetByName('Verlauf')!;
    expect(verlauf.getRange('AA22').getFormula()).toMatch(/^=KAMPAGNE_VERLAUF\(.*,Felder!A:F,"Felder"\)$/);
    // With a map, battles can break map rules: all three tables now replay with it.
    expect(verlauf.getRange('A22').getFormula()).toMatch(/^=KAMPAGNE_VERLAUF\(.*,Felder!A:F,"Versorgung"\)$/);
    expect(verlauf.getRange('AA22:AC23').getValues()).toEqual([
      ['Runde', 'Anna', 'Bernd'],
      [0, 1, 1],
    ]);
    expect(chartsOf(workbook).map((c) => c.title)).toEqual([
      'Versorgungspool je Spieler',
      'Stufen der Armeen',
      'Gehaltene Felder je Spieler',
    ]);
    addon.run('setupCampaign');
    expect(chartsOf(workbook)).toHaveLength(3);
  });
});
