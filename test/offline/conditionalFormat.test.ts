// SpreadsheetApp.newConditionalFormatRule() offline: the built-in text criteria, colours read
// back as Apps Script gives them (Color, null when unset), rules kept per sheet.
import { createAppsScriptEnvironment, OfflineSpreadsheet, workbookFromJson, workbookToJson } from '../../src/offline';

function environment() {
  const workbook = new OfflineSpreadsheet({ sheets: ['Karte'] });
  const { SpreadsheetApp } = createAppsScriptEnvironment(workbook).globals;
  return { workbook, SpreadsheetApp, sheet: workbook.getSheetByName('Karte')! };
}

describe('conditional format rules', () => {
  it('builds a text-ends-with rule and reads its criteria, ranges and colours back', () => {
    const { SpreadsheetApp, sheet } = environment();
    const range = sheet.getRange('A1:C3');
    const rule = SpreadsheetApp.newConditionalFormatRule()
      .whenTextEndsWith('⚑ Anna')
      .setBackground('#F4CCCC')
      .setRanges([range])
      .build();
    const condition = rule.getBooleanCondition()!;
    expect(String(condition.getCriteriaType())).toBe(String(SpreadsheetApp.BooleanCriteria.TEXT_ENDS_WITH));
    expect(condition.getCriteriaValues()).toEqual(['⚑ Anna']);
    expect(condition.getBackgroundObject()!.asRgbColor().asHexString()).toBe('#f4cccc');
    expect(condition.getFontColorObject()).toBeNull();
    expect(rule.getRanges()).toEqual([range]);
  });

  it('matches the cell text like the criterion says', () => {
    const { SpreadsheetApp, sheet } = environment();
    const rule = SpreadsheetApp.newConditionalFormatRule()
      .whenTextEndsWith('⚑ Anna')
      .setBackground('#f4cccc')
      .setRanges([sheet.getRange('A1')])
      .build();
    expect(rule.matches('Hügel\nRote Faust\n⚑ Anna')).toBe(true);
    expect(rule.matches('Hügel\n⚑ Hanna')).toBe(false);
    expect(rule.matches('⚑ Anna\nHügel')).toBe(false);
    expect(rule.matches('')).toBe(false);
  });

  it('needs a range, as Sheets does', () => {
    const { SpreadsheetApp } = environment();
    expect(() => SpreadsheetApp.newConditionalFormatRule().whenTextEndsWith('x').build()).toThrow();
  });

  it('keeps a sheet’s rules, a copy changes only the copy', () => {
    const { SpreadsheetApp, sheet } = environment();
    const rule = SpreadsheetApp.newConditionalFormatRule()
      .whenTextContains('Festung')
      .setBackground('#cccccc')
      .setRanges([sheet.getRange('A1')])
      .build();
    sheet.setConditionalFormatRules([rule]);
    const changed = sheet.getConditionalFormatRules()[0].copy().setBackground('#000000').build();
    expect(sheet.getConditionalFormatRules()).toEqual([rule]);
    expect(changed.getBooleanCondition()!.getBackgroundObject()!.asRgbColor().asHexString()).toBe('#000000');
    expect(rule.getBooleanCondition()!.getBackgroundObject()!.asRgbColor().asHexString()).toBe('#cccccc');
  });
});

it('rules are saved with the workbook: a reloaded preview still colours the Karte', () => {
  const { SpreadsheetApp, workbook, sheet } = environment();
  const rule = SpreadsheetApp.newConditionalFormatRule()
    .whenTextEndsWith('⚑ Anna')
    .setBackground('#f4cccc')
    .setRanges([sheet.getRange('A1:C3')])
    .build();
  sheet.setConditionalFormatRules([rule]);
  const loaded = workbookFromJson(JSON.parse(JSON.stringify(workbookToJson(workbook))));
  const [back] = loaded.getSheetByName('Karte')!.getConditionalFormatRules();
  expect(back.getRanges().map((r) => r.getA1Notation())).toEqual(['A1:C3']);
  expect(back.getBooleanCondition()!.getCriteriaValues()).toEqual(['⚑ Anna']);
  expect(back.getBooleanCondition()!.getBackgroundObject()!.asRgbColor().asHexString()).toBe('#f4cccc');
  expect(back.matches('Hügel\n⚑ Anna')).toBe(true);
});

it('a damaged rule in the file is refused in German, naming where', () => {
  const { SpreadsheetApp, workbook, sheet } = environment();
  sheet.setConditionalFormatRules([
    SpreadsheetApp.newConditionalFormatRule()
      .whenTextEndsWith('⚑ Anna')
      .setRanges([sheet.getRange('A1')])
      .build(),
  ]);
  const json = workbookToJson(workbook) as unknown as { sheets: { conditionalFormats?: unknown[] }[] };
  json.sheets[0].conditionalFormats = [
    { criteria: 'TEXT_ENDS_WITH', values: [3], background: null, fontColor: null, ranges: [] },
  ];
  expect(() => workbookFromJson(json)).toThrow(/conditionalFormats\[0\]\.values: erwartet wird eine Liste von Texten/);
});
