// A facade method the twin lacks fails with a named error that says so, never as a bare
// TypeError ("….setFontLine is not a function"), from tests and from an add-on's code alike.
import { loadAddon, NotEmulatedOfflineError, OfflineConditionalFormatRuleBuilder, OfflineSpreadsheet } from '../../src/offline';

function workbook() {
  return new OfflineSpreadsheet({ sheets: ['Daten'] });
}

test('a missing method of Range, Sheet, Spreadsheet, SpreadsheetApp, a builder or a protection names itself', () => {
  const wb = workbook();
  const sheet = wb.getSheetByName('Daten')!;
  const range = sheet.getRange('A1');
  const cases: [() => unknown, string][] = [
    [() => (range as unknown as { setFontLine(v: string): unknown }).setFontLine('underline'), 'Range.setFontLine'],
    [() => (sheet as unknown as { getSlicers(): unknown }).getSlicers(), 'Sheet.getSlicers'],
    [() => (wb as unknown as { getDeveloperMetadata(): unknown }).getDeveloperMetadata(), 'Spreadsheet.getDeveloperMetadata'],
    [
      () =>
        (new OfflineConditionalFormatRuleBuilder() as unknown as { setStrikethrough(v: boolean): unknown }).setStrikethrough(
          true,
        ),
      'ConditionalFormatRuleBuilder.setStrikethrough',
    ],
    [
      () => (range.protect() as unknown as { setNamedRange(v: unknown): unknown }).setNamedRange(null),
      'Protection.setNamedRange',
    ],
  ];
  for (const [call, name] of cases) {
    expect(call).toThrow(NotEmulatedOfflineError);
    expect(call).toThrow(`not emulated offline: ${name}`);
  }
  // What the twin has is untouched; a name Apps Script does not have stays undefined (no thenable).
  range.setValue(5);
  expect(range.getValue()).toBe(5);
  expect((range as unknown as { then?: unknown }).then).toBeUndefined();
  // Calling a stub is no Sheets call.
  expect(wb.calls.measure(() => expect(cases[0][0]).toThrow(NotEmulatedOfflineError)).total).toBe(0);
});

test('an add-on calling a method the twin lacks gets the named error', () => {
  const wb = workbook();
  const addon = loadAddon(
    wb,
    'function unterstrichen() { SpreadsheetApp.getActiveSpreadsheet().getSheets()[0].getRange("A1").setFontLine("underline"); }\n' +
      'function app() { return SpreadsheetApp.newColor(); }',
  );
  expect(() => addon.run('unterstrichen')).toThrow('not emulated offline: Range.setFontLine');
  expect(() => addon.run('app')).toThrow('not emulated offline: SpreadsheetApp.newColor');
});
