import { loadAddon, OfflineSpreadsheet, errorMessageAt, workbookSnapshot, workbookToJson } from '../../src/offline';

const SCRIPT = `
function leseAlles() {
  var sheet = SpreadsheetApp.getActive().getSheetByName('Schlachten');
  var values = sheet.getDataRange().getValues();
  sheet.getRange(values.length + 1, 1, 1, 2).setValues([['neu', values.length]]);
  return values.length;
}
function leseZeilenweise() {
  var sheet = SpreadsheetApp.getActive().getSheetByName('Schlachten');
  var n = sheet.getLastRow();
  for (var r = 1; r <= n; r++) sheet.getRange(r, 1).getValue();
  return n;
}
`;

function campaign(rows: number) {
  const workbook = new OfflineSpreadsheet({ sheets: ['Schlachten'] });
  const sheet = workbook.getSheetByName('Schlachten')!;
  sheet.insertRowsAfter(sheet.getMaxRows(), rows);
  sheet.getRange(1, 1, rows, 2).setValues(Array.from({ length: rows }, (_, i) => [`Schlacht ${i + 1}`, i]));
  return { workbook, addon: loadAddon(workbook, SCRIPT) };
}

describe('Sheets service call counting', () => {
  test('counts by method and in total; reset starts over', () => {
    const workbook = new OfflineSpreadsheet();
    const sheet = workbook.getActiveSheet();
    workbook.calls.reset();
    sheet.getRange('A1').setValue(1);
    sheet.getRange('A1').getValue();
    sheet.getRange('A1:B2').getValues();
    expect(workbook.calls.byMethod()).toEqual({
      'Range.getValue': 1,
      'Range.getValues': 1,
      'Range.setValue': 1,
      'Sheet.getRange': 3,
    });
    expect(workbook.calls.total).toBe(6);
    expect(workbook.calls.get('Sheet.getRange')).toBe(3);
    workbook.calls.reset();
    expect(workbook.calls.total).toBe(0);
    expect(workbook.calls.byMethod()).toEqual({});
  });

  test('a call made inside another is counted once; offline helpers are not counted', () => {
    const workbook = new OfflineSpreadsheet({ sheets: ['A', 'B'] });
    workbook.calls.reset();
    workbook.getRange('B!A1:C3').getValues();
    workbookToJson(workbook);
    workbookSnapshot(workbook);
    errorMessageAt(workbook, 'B!A1');
    expect(workbook.calls.byMethod()).toEqual({ 'Range.getValues': 1, 'Spreadsheet.getRange': 1 });
  });

  test('measure reports the calls of one action', () => {
    const { workbook, addon } = campaign(5);
    const { result, total, byMethod } = workbook.calls.measure(() => addon.run('leseAlles'));
    expect(result).toBe(5);
    expect(byMethod).toEqual({
      'SpreadsheetApp.getActive': 1,
      'Spreadsheet.getSheetByName': 1,
      'Sheet.getDataRange': 1,
      'Range.getValues': 1,
      'Sheet.getRange': 1,
      'Range.setValues': 1,
    });
    expect(total).toBe(6);
  });

  test('batch reads stay constant in the campaign size; cell-by-cell reads do not', () => {
    const small = campaign(10);
    const large = campaign(2000);
    const count = (c: ReturnType<typeof campaign>, fn: string) => c.workbook.calls.measure(() => c.addon.run(fn)).total;
    expect(count(large, 'leseAlles')).toBe(count(small, 'leseAlles'));
    expect(count(large, 'leseZeilenweise')).toBeGreaterThan(count(small, 'leseZeilenweise'));
  });
});
