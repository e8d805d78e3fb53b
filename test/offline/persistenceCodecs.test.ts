// Persistence is the list of feature codecs (src/offline/codecs): every stateful field of a
// sheet or workbook is saved by one of them or declared transient here with the reason, and
// each codec gives back what it wrote. A new feature without a codec fails the first test.
import {
  CELL_PROPS_SAVED,
  ChartType,
  SHEET_CODECS,
  OfflineConditionalFormatRuleBuilder,
  OfflineDataValidationBuilder,
  OfflineSpreadsheet,
  workbookFromJson,
  workbookToJson,
} from '../../src/offline';

/** SheetModel fields no codec saves, and why. */
const SHEET_FIELDS_NOT_BY_CODEC: Record<string, string> = {
  workbook: 'the owner',
  name: 'the sheet itself (persistence: name)',
  sheetId: 'the sheet itself (persistence: sheetId)',
  maxRows: 'the grid (persistence: rows)',
  maxColumns: 'the grid (persistence: columns)',
  props: 'per cell: format, style, validation, note (persistence: CELL_PROPS_SAVED)',
  knownValues: 'a cache of read values',
  facadeCache: 'a cache of the facade',
};

/** WorkbookModel fields saved by persistence itself or not at all. */
const WORKBOOK_FIELDS: Record<string, string> = {
  id: 'saved (id)',
  name: 'saved (name)',
  locale: 'saved (locale)',
  zone: 'saved (timeZone)',
  sheets: 'saved (sheets)',
  active: 'saved (activeSheet)',
  documentProperties: 'saved (documentProperties)',
  facade: 'the owner',
  calls: 'counts calls of a run',
  changes: 'what the next save writes',
  ui: 'menus and dialogs of a run',
  locks: 'locks of a run',
  engine: 'computed from the saved contents',
  defaultRows: 'a setting for new sheets',
  defaultColumns: 'a setting for new sheets',
  customFunctionInvoker: 'set by loadAddon',
  nextSheetId: 'follows from the saved sheetIds',
};

function featureWorkbook(): OfflineSpreadsheet {
  const workbook = new OfflineSpreadsheet({ name: 'Codecs', sheets: ['Daten', 'Zweites'] });
  const sheet = workbook.getSheetByName('Daten')!;
  sheet.getRange('A1:B3').setValues([
    ['Name', 'Wert'],
    ['a', 1],
    ['b', 2],
  ]);
  sheet.setFrozenRows(1);
  sheet.setColumnWidth(2, 140);
  sheet.setTabColor('#ff0000');
  sheet.protect().setDescription('ganz');
  sheet.getRange('B2:B3').protect().setDescription('Werte').setWarningOnly(true);
  sheet.insertChart(
    sheet.newChart().setChartType(ChartType.LINE).addRange(sheet.getRange('A1:B3')).setPosition(5, 1, 0, 0).build(),
  );
  sheet.setConditionalFormatRules([
    new OfflineConditionalFormatRuleBuilder()
      .whenTextEqualTo('a')
      .setBackground('#00ff00')
      .setRanges([sheet.getRange('A2:A3')])
      .build(),
  ]);
  workbook.getSheetByName('Zweites')!.hideSheet();
  return workbook;
}

test('every field of a sheet and a workbook is saved by a codec or declared transient', () => {
  const workbook = featureWorkbook();
  const sheet = workbook.model.sheets[0];
  const owned = new Set(SHEET_CODECS.flatMap((codec) => codec.owns));
  const unsaved = Object.keys(sheet).filter((field) => !owned.has(field) && !(field in SHEET_FIELDS_NOT_BY_CODEC));
  expect(unsaved).toEqual([]);
  expect(Object.keys(workbook.model).filter((field) => !(field in WORKBOOK_FIELDS))).toEqual([]);
  // A codec owns fields that exist.
  expect([...owned].filter((field) => !(field in sheet))).toEqual([]);
});

test('each codec gives back what it wrote, and the file round-trips whole', () => {
  const workbook = featureWorkbook();
  const saved = workbookToJson(workbook);
  const again = workbookFromJson(JSON.parse(JSON.stringify(saved)));
  for (const codec of SHEET_CODECS) {
    const before = workbook.model.sheets.map((s) => JSON.stringify(codec.write(s)));
    const after = again.model.sheets.map((s) => JSON.stringify(codec.write(s)));
    expect([codec.keys.join(','), after]).toEqual([codec.keys.join(','), before]);
    // The feature workbook exercises every codec.
    expect([codec.keys.join(','), before.some((json) => json !== '{}')]).toEqual([codec.keys.join(','), true]);
  }
  expect(workbookToJson(again)).toEqual(saved);
});

test('every cell property is saved under its JSON key', () => {
  const workbook = new OfflineSpreadsheet({ sheets: ['Daten'] });
  const range = workbook.getSheetByName('Daten')!.getRange('C2');
  range.setValue(3).setNumberFormat('0.00').setBackground('#abcdef').setNote('Notiz');
  range.setDataValidation(new OfflineDataValidationBuilder().requireNumberBetween(1, 5).build());
  const cell = workbookToJson(workbook).sheets[0];
  const json = { ...cell.cells.find((c) => c.row === 2 && c.column === 3), ...cell.ranges?.find((r) => r.range === 'C2') };
  expect(Object.values(CELL_PROPS_SAVED).filter((key) => !(key in json))).toEqual([]);
});
