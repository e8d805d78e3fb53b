// Setup adds the sheet Verlauf: KAMPAGNE_VERLAUF tables (Versorgung, Stufen; Felder once a
// Felder sheet exists) side by side in row 40, each as wide as the campaign's players or armies
// plus spare columns, and per table a line chart at the top (two per row); a second run changes
// nothing, charts included. A campaign of any size fits, and grows through onEdit.
import { generateCampaign } from '../../src/demo';
import { OfflineCharts, OfflineSpreadsheet, sheetCharts, workbookToJson } from '../../src/offline';
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
      anchor: [
        chart.getContainerInfo().getAnchorRow(),
        chart.getContainerInfo().getAnchorColumn(),
        chart.getContainerInfo().getOffsetX(),
        chart.getContainerInfo().getOffsetY(),
      ],
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

  it('places the Versorgung and Stufen tables side by side below the charts; no Felder table without a map', () => {
    const verlauf = workbook.getSheetByName('Verlauf')!;
    // Setup's inputs, the (still empty) Felder sheet included.
    expect(verlauf.getRange('A40').getFormula()).toBe(
      '=KAMPAGNE_VERLAUF(Armeen!A:E,Spieler!A:C,Schlachten!A:W,Buchungen!A:K,Felder!A:F,"Versorgung",Einstellungen!$B$3)',
    );
    expect(verlauf.getRange('A40:C42').getValues()).toEqual([
      ['Runde', 'Anna', 'Bernd'],
      [0, 500, 250],
      [1, 750, 250],
    ]);
    // Two players and ten spare columns: the Stufen table starts in column 14 (N).
    expect(verlauf.getRange('N40').getFormula()).toMatch(/^=KAMPAGNE_VERLAUF\(.*,"Stufen",Einstellungen!\$B\$3\)$/);
    // The strongest first: Rote Faust (3), Grüne Flut (2), Eisenwölfe (1), Späte Garde not yet raised.
    expect(verlauf.getRange('N40:R40').getValues()[0]).toEqual([
      'Runde',
      'Rote Faust',
      'Grüne Flut',
      'Eisenwölfe',
      'Späte Garde',
    ]);
    expect(summary).toMatch(/Verlauf/);
  });

  it('adds one line chart per table at the top, side by side, titled in German, over its table to the foot of the sheet', () => {
    const verlauf = workbook.getSheetByName('Verlauf')!;
    expect(sheetCharts((verlauf as unknown as { model: never }).model).map((c) => c.type)).toEqual(['LINE', 'LINE']);
    const rows = verlauf.getMaxRows();
    expect(chartsOf(workbook)).toEqual([
      { title: 'Versorgungspool je Spieler', headers: 1, domain: true, anchor: [1, 1, 0, 0], ranges: [`Verlauf!A40:L${rows}`] },
      // The ten strongest armies: Runde and ten columns.
      {
        title: 'Stufen der 10 stärksten Armeen',
        headers: 1,
        domain: true,
        anchor: [1, 1, 620, 0],
        ranges: [`Verlauf!N40:X${rows}`],
      },
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
    // Felder takes the Stufen table's place; Stufen moves right, its chart below the first.
    expect(verlauf.getRange('N40').getFormula()).toMatch(/^=KAMPAGNE_VERLAUF\(.*,Felder!A:F,"Felder",Einstellungen!\$B\$3\)$/);
    expect(verlauf.getRange('AA40').getFormula()).toMatch(/^=KAMPAGNE_VERLAUF\(.*,"Stufen",Einstellungen!\$B\$3\)$/);
    expect(verlauf.getRange('A40').getFormula()).toMatch(
      /^=KAMPAGNE_VERLAUF\(.*,Felder!A:F,"Versorgung",Einstellungen!\$B\$3\)$/,
    );
    expect(verlauf.getRange('N40:P41').getValues()).toEqual([
      ['Runde', 'Anna', 'Bernd'],
      [0, 1, 1],
    ]);
    expect(verlauf.getRange('AA40:AB40').getValues()[0]).toEqual(['Runde', 'Rote Faust']);
    expect(chartsOf(workbook).map((c) => [c.title, c.anchor, c.ranges[0].replace(/\d+$/, '')])).toEqual([
      ['Versorgungspool je Spieler', [1, 1, 0, 0], 'Verlauf!A40:L'],
      ['Stufen der 10 stärksten Armeen', [1, 1, 0, 400], 'Verlauf!AA40:AK'],
      ['Gehaltene Felder je Spieler', [1, 1, 620, 0], 'Verlauf!N40:Y'],
    ]);
    const before = JSON.stringify(workbookToJson(workbook));
    addon.run('setupCampaign');
    expect(chartsOf(workbook)).toHaveLength(3);
    expect(JSON.stringify(workbookToJson(workbook))).toBe(before);
  });
});

/** Every value of Verlauf that is an error code. */
function errorsIn(workbook: OfflineSpreadsheet): string[] {
  const verlauf = workbook.getSheetByName('Verlauf')!;
  return verlauf
    .getRange(1, 1, verlauf.getMaxRows(), verlauf.getMaxColumns())
    .getValues()
    .flat()
    .filter((v) => typeof v === 'string' && v.startsWith('#'))
    .map(String);
}

describe('a campaign of any size: 30 players, 200 armies, and more players typed later', () => {
  const demo = generateCampaign({ battles: 400, armies: 200, bookings: 200, players: 30, faultShare: 0 });
  const felder = [
    ['Feld', 'Typ', 'Besitzer', 'Nachbarn', 'Zeile', 'Spalte'],
    ['Hügel', '', '', 'Senke', 1, 1],
    ['Senke', '', '', 'Hügel', 1, 2],
  ];
  const { workbook, addon } = workbookWith({
    Armeen: demo.armies,
    Spieler: demo.players,
    Schlachten: demo.battles,
    Buchungen: demo.bookings,
    Felder: felder,
  } as never);
  addon.run('setupCampaign');
  const verlauf = workbook.getSheetByName('Verlauf')!;
  const header = (column: number, width: number) => verlauf.getRange(40, column, 1, width).getValues()[0];

  it('lays the three tables out without one spilling into the next: no #REF! anywhere', () => {
    expect(errorsIn(workbook)).toEqual([]);
    // Versorgung: Runde + 30 players; Felder from column 42; Stufen from 83 with all 200 armies.
    expect(header(1, 31)[30]).not.toBe('');
    expect(verlauf.getRange(40, 42).getFormula()).toMatch(/"Felder",Einstellungen!\$B\$3\)$/);
    expect(verlauf.getRange(40, 83).getFormula()).toMatch(/"Stufen",Einstellungen!\$B\$3\)$/);
    expect(header(83, 201).filter((h) => h !== '')).toHaveLength(201);
    expect(verlauf.getMaxColumns()).toBeGreaterThanOrEqual(83 + 200);
  });

  it('charts the ten strongest armies, all three charts at the top where they are seen', () => {
    const charts = chartsOf(workbook);
    expect(charts.map((c) => c.anchor)).toEqual([
      [1, 1, 0, 0],
      [1, 1, 620, 0],
      [1, 1, 0, 400],
    ]);
    const stufen = charts[2].ranges[0];
    expect(stufen).toMatch(/^Verlauf!CE40:CO\d+$/);
    // The first ten armies of the table are the strongest after the last round.
    const table = verlauf.getRange(40, 83, verlauf.getLastRow() - 39, 201).getValues();
    const last = table[table.length - 1].slice(1).map((v) => (typeof v === 'number' ? v : -1));
    expect(last.slice(0, 10).every((level) => level >= Math.max(...last.slice(10)))).toBe(true);
  });

  it('moves the tables apart when players typed into Spieler outgrow the spare columns (onEdit)', () => {
    const spieler = workbook.getSheetByName('Spieler')!;
    const added = Array.from({ length: 12 }, (_, i) => [`Neuling ${i + 1}`, 'Orks', 100]);
    const { triggerError } = addon.edit('Spieler', spieler.getLastRow() + 1, 1, added);
    expect(triggerError).toBeNull();
    expect(errorsIn(workbook)).toEqual([]);
    expect(header(1, 43)[42]).toBe('Neuling 12');
    const felderAt = header(1, 200).findIndex((h, i) => i > 0 && h === 'Runde') + 1;
    expect(felderAt).toBeGreaterThan(43);
    expect(verlauf.getRange(40, felderAt).getFormula()).toMatch(/"Felder",Einstellungen!\$B\$3\)$/);
    expect(chartsOf(workbook)[2].ranges[0]).not.toMatch(/^Verlauf!CE40/);
  });
});

test('a Verlauf laid out by an earlier Kriegsrat (row 22, columns A and BA) is moved below the charts', () => {
  const { workbook, addon } = withBattle();
  const verlauf = workbook.insertSheet('Verlauf');
  verlauf.insertColumnsAfter(26, 130);
  const args = 'Armeen!A:E,Spieler!A:C,Schlachten!A:Q,Buchungen!A:J,Felder!A:F';
  verlauf.getRange('A22').setFormula(`=KAMPAGNE_VERLAUF(${args},"Versorgung")`);
  verlauf.getRange('BA22').setFormula(`=KAMPAGNE_VERLAUF(${args},"Stufen")`);
  for (const [title, a1, column] of [
    ['Versorgungspool je Spieler', 'A22:Z1000', 1],
    ['Stufen der Armeen', 'BA22:EW1000', 53],
  ] as const) {
    verlauf.insertChart(
      verlauf
        .newChart()
        .setChartType(OfflineCharts.ChartType.LINE)
        .addRange(verlauf.getRange(a1))
        .setPosition(1, column, 0, 0)
        .setOption('title', title)
        .build(),
    );
  }
  addon.run('setupCampaign');
  expect(verlauf.getRange('A22').getFormula()).toBe('');
  expect(verlauf.getRange('BA22').getFormula()).toBe('');
  expect(verlauf.getRange('A40').getFormula()).toMatch(/"Versorgung",Einstellungen!\$B\$3\)$/);
  expect(verlauf.getRange('N40').getFormula()).toMatch(/"Stufen",Einstellungen!\$B\$3\)$/);
  expect(chartsOf(workbook).map((c) => [c.title, c.anchor, c.ranges[0].replace(/\d+$/, '')])).toEqual([
    ['Versorgungspool je Spieler', [1, 1, 0, 0], 'Verlauf!A40:L'],
    ['Stufen der 10 stärksten Armeen', [1, 1, 620, 0], 'Verlauf!N40:X'],
  ]);
});
