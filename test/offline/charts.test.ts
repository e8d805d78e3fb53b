// Embedded charts in the offline workbook behave as Google's reference describes them: a
// built chart has no id until insertChart; getCharts gives copies; modify() changes nothing
// until updateChart; Charts.ChartType is the enum the script passes.
import {
  ChartType,
  chartsFromJson,
  chartsToJson,
  createAppsScriptEnvironment,
  OfflineSpreadsheet,
  workbookFromJson,
  workbookMeta,
  workbookToJson,
} from '../../src/offline';

function sheetWithChart() {
  const workbook = new OfflineSpreadsheet({ sheets: ['Verlauf'] });
  const sheet = workbook.getSheetByName('Verlauf')!;
  const built = sheet
    .newChart()
    .setChartType(ChartType.LINE)
    .addRange(sheet.getRange('A2:C10'))
    .setPosition(3, 2, 5, 6)
    .setOption('title', 'Stufen der Armeen')
    .build();
  return { workbook, sheet, built };
}

describe('offline embedded charts', () => {
  it('a built chart has no id until it is inserted; the inserted one keeps type, ranges, options and position', () => {
    const { sheet, built } = sheetWithChart();
    expect(built.getChartId()).toBeNull();
    expect(sheet.getCharts()).toHaveLength(0);
    sheet.insertChart(built);
    const [chart] = sheet.getCharts();
    expect(typeof chart.getChartId()).toBe('number');
    expect(chart.modify().getChartType()).toBe('LINE');
    expect(chart.getRanges().map((r) => r.getA1Notation())).toEqual(['A2:C10']);
    expect(chart.getOptions().get('title')).toBe('Stufen der Armeen');
    expect(chart.getOptions().get('vAxis.title')).toBeNull();
    const info = chart.getContainerInfo();
    expect([info.getAnchorRow(), info.getAnchorColumn(), info.getOffsetX(), info.getOffsetY()]).toEqual([3, 2, 5, 6]);
  });

  it('modify() changes nothing until updateChart; removeChart takes it off the sheet', () => {
    const { sheet, built } = sheetWithChart();
    sheet.insertChart(built);
    const changed = sheet.getCharts()[0].modify().setOption('title', 'Neu').build();
    expect(sheet.getCharts()[0].getOptions().get('title')).toBe('Stufen der Armeen');
    sheet.updateChart(changed);
    expect(sheet.getCharts()[0].getOptions().get('title')).toBe('Neu');
    sheet.removeChart(sheet.getCharts()[0]);
    expect(sheet.getCharts()).toHaveLength(0);
  });

  it('addRange does not add a range twice; clearRanges empties; setNumHeaders is kept', () => {
    const { sheet } = sheetWithChart();
    const builder = sheet.newChart().addRange(sheet.getRange('A1:B2')).addRange(sheet.getRange('A1:B2')).setNumHeaders(1);
    expect(builder.getRanges()).toHaveLength(1);
    expect(builder.build().getNumHeaders()).toBe(1);
    expect(builder.clearRanges().getRanges()).toHaveLength(0);
  });

  it('addRange takes a Range, not A1 text, as in Apps Script', () => {
    const { sheet } = sheetWithChart();
    expect(() => sheet.newChart().addRange('A1:B2' as never)).toThrow(/don't match the method signature/);
  });

  it('the script sees Charts.ChartType', () => {
    const env = createAppsScriptEnvironment(new OfflineSpreadsheet({ sheets: ['A'] }));
    expect(env.globals.Charts.ChartType.LINE).toBe('LINE');
  });
});

describe('charts in the workbook file (helpers for persistence.ts)', () => {
  it('round-trip: type, ranges, options and position come back on a fresh workbook', () => {
    const { sheet, built } = sheetWithChart();
    sheet.insertChart(built);
    const model = (s: unknown) => (s as { model: never }).model;
    const json = JSON.parse(JSON.stringify(chartsToJson(model(sheet))));
    const fresh = new OfflineSpreadsheet({ sheets: ['Verlauf'] });
    const target = fresh.getSheetByName('Verlauf')!;
    chartsFromJson(model(target), json, (name, a1) => fresh.getSheetByName(name)?.getRange(a1) ?? null);
    const [chart] = target.getCharts();
    expect(chart.modify().getChartType()).toBe('LINE');
    expect(chart.getRanges().map((r) => `${r.getSheet().getName()}!${r.getA1Notation()}`)).toEqual(['Verlauf!A2:C10']);
    expect(chart.getOptions().get('title')).toBe('Stufen der Armeen');
    expect(chart.getContainerInfo().getAnchorRow()).toBe(3);
  });
});

describe('charts are saved with the workbook', () => {
  const chartOf = (workbook: OfflineSpreadsheet) => {
    const [chart] = workbook.getSheetByName('Verlauf')!.getCharts();
    return (
      chart && {
        title: chart.getOptions().get('title'),
        ranges: chart.getRanges().map((r) => r.getA1Notation()),
        row: chart.getContainerInfo().getAnchorRow(),
      }
    );
  };

  it('workbookToJson keeps them; workbookFromJson puts them back', () => {
    const { workbook, sheet, built } = sheetWithChart();
    sheet.insertChart(built);
    const reloaded = workbookFromJson(JSON.parse(JSON.stringify(workbookToJson(workbook))));
    expect(chartOf(reloaded)).toEqual({ title: 'Stufen der Armeen', ranges: ['A2:C10'], row: 3 });
  });

  it('a chart added or removed after the save travels in the next change (the sheet settings)', () => {
    const { workbook, sheet, built } = sheetWithChart();
    const saved = JSON.parse(JSON.stringify(workbookToJson(workbook)));
    sheet.insertChart(built);
    const added = JSON.parse(JSON.stringify({ meta: workbookMeta((workbook as unknown as { model: never }).model) }));
    expect(chartOf(workbookFromJson(saved, [added]))).toEqual({ title: 'Stufen der Armeen', ranges: ['A2:C10'], row: 3 });
    sheet.removeChart(sheet.getCharts()[0]);
    const removed = JSON.parse(JSON.stringify({ meta: workbookMeta((workbook as unknown as { model: never }).model) }));
    expect(chartOf(workbookFromJson(saved, [added, removed]))).toBeUndefined();
  });

  it('a broken chart entry is refused in German', () => {
    const { workbook, sheet, built } = sheetWithChart();
    sheet.insertChart(built);
    const json = JSON.parse(JSON.stringify(workbookToJson(workbook)));
    json.sheets[0].charts[0].ranges = 'A1';
    expect(() => workbookFromJson(json)).toThrow(/Die Arbeitsmappe lässt sich nicht lesen: .*charts\[0\]\.ranges/);
  });
});
