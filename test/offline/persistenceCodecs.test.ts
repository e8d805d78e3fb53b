// Persistence is the list of feature codecs (src/offline/codecs): every stateful field of a
// sheet or workbook is saved by one of them or declared transient here with the reason, and
// each codec gives back what it wrote. A new feature without a codec fails the first test.
import { readFileSync } from 'fs';
import { join } from 'path';
import {
  cellContentsCodec,
  CELL_PROPS_SAVED,
  ChartType,
  SHEET_CODECS,
  WORKBOOK_CODECS,
  OfflineConditionalFormatRuleBuilder,
  OfflineDataValidationBuilder,
  OfflineSpreadsheet,
  workbookFromJson,
  workbookMeta,
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

/** WorkbookModel fields no codec saves, and why. */
const WORKBOOK_FIELDS_NOT_BY_CODEC: Record<string, string> = {
  id: 'the workbook itself (persistence: id)',
  sheets: 'the sheets, each by SHEET_CODECS (persistence: sheets)',
  active: 'which sheet is shown (persistence: activeSheet)',
  facade: 'the owner',
  calls: 'counts calls of a run',
  changes: 'what the next save writes',
  ui: 'menus and dialogs of a run',
  locks: 'locks of a run',
  defaultRows: 'a setting for new sheets',
  defaultColumns: 'a setting for new sheets',
  customFunctionInvoker: 'set by loadAddon',
  nextSheetId: 'follows from the saved sheetIds',
  deletedSheetReferences: 'a switch of the twin (what a deleted sheet leaves in formulas), not of the workbook',
  listCase: 'a switch of the twin (whether a strict dropdown takes another case: listValidationCase.ts), not of the workbook',
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
  workbook.getSheetByName('Zweites')!.getRange('A1').setFormula('=Daten!B2*2');
  workbook.model.documentProperties.setProperty('kriegsrat.runde', '3');
  workbook.setNamedRange('Werte', sheet.getRange('B2:B3'));
  return workbook;
}

test('every field of a sheet and a workbook is saved by a codec or declared transient', () => {
  const workbook = featureWorkbook();
  const sheet = workbook.model.sheets[0];
  const owned = new Set(SHEET_CODECS.flatMap((codec) => codec.owns));
  const unsaved = Object.keys(sheet).filter((field) => !owned.has(field) && !(field in SHEET_FIELDS_NOT_BY_CODEC));
  expect(unsaved).toEqual([]);
  const workbookOwned = new Set([...WORKBOOK_CODECS.flatMap((codec) => codec.owns), ...cellContentsCodec.owns]);
  const workbookUnsaved = Object.keys(workbook.model).filter(
    (field) => !workbookOwned.has(field) && !(field in WORKBOOK_FIELDS_NOT_BY_CODEC),
  );
  expect(workbookUnsaved).toEqual([]);
  // A field is either owned by a codec or transient, never both; a codec owns fields that exist.
  expect(Object.keys(WORKBOOK_FIELDS_NOT_BY_CODEC).filter((field) => workbookOwned.has(field))).toEqual([]);
  expect(Object.keys(SHEET_FIELDS_NOT_BY_CODEC).filter((field) => owned.has(field))).toEqual([]);
  expect([...owned].filter((field) => !(field in sheet))).toEqual([]);
  expect([...workbookOwned].filter((field) => !(field in workbook.model))).toEqual([]);
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
  for (const codec of WORKBOOK_CODECS) {
    const before = codec.write(workbook.model);
    expect([codec.keys.join(','), codec.write(again.model)]).toEqual([codec.keys.join(','), before]);
    expect([codec.keys.join(','), Object.values(before).some((v) => JSON.stringify(v) !== '{}')]).toEqual([
      codec.keys.join(','),
      true,
    ]);
  }
  const contents = (book: OfflineSpreadsheet) =>
    book.model.sheets.map((s) => [0, 1, 2].map((r) => [0, 1].map((c) => cellContentsCodec.write(s, r, c))));
  expect(contents(again)).toEqual(contents(workbook));
  expect(JSON.stringify(contents(workbook))).toContain('=Daten!B2*2');
  expect(workbookToJson(again)).toEqual(saved);
});

test('a campaign file and its changes written before the contents and properties codecs load unchanged', () => {
  const fixture = (name: string) => JSON.parse(readFileSync(join(__dirname, 'fixtures', name), 'utf8'));
  const loaded = workbookFromJson(fixture('campaign-v2.json'), fixture('campaign-v2.changes.json'));
  expect(workbookToJson(loaded)).toEqual(fixture('campaign-v2.expected.json'));
  const sheet = loaded.getSheetByName('Daten')!;
  expect(sheet.getRange('B4').getFormula()).toBe('=SUM(B2:B3)');
  expect(sheet.getRange('B2:B4').getValues()).toEqual([[5], [true], [5]]);
  expect(sheet.getRange('A3').getValue()).toBe('');
  expect(loaded.model.documentProperties.getProperties()).toEqual({ 'kriegsrat.version': '7', 'kriegsrat.runde': '2' });
  // The file without its changes still reads as written.
  expect(workbookToJson(workbookFromJson(fixture('campaign-v2.json')))).toEqual(fixture('campaign-v2.json'));
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

test("the workbook's name, locale and time zone are saved, also when only a change renames or moves it", () => {
  const workbook = new OfflineSpreadsheet({ name: 'Alt', sheets: ['Daten'], locale: 'en_US', timeZone: 'Asia/Tokyo' });
  const saved = JSON.parse(JSON.stringify(workbookToJson(workbook)));
  const settings = (book: OfflineSpreadsheet) => [book.getName(), book.getSpreadsheetLocale(), book.getSpreadsheetTimeZone()];
  expect(settings(workbookFromJson(saved))).toEqual(['Alt', 'en_US', 'Asia/Tokyo']);
  workbook.rename('Neu');
  workbook.setSpreadsheetLocale('de_DE');
  workbook.setSpreadsheetTimeZone('America/New_York');
  const change = JSON.parse(JSON.stringify({ meta: workbookMeta(workbook.model) }));
  expect(settings(workbookFromJson(saved, [change]))).toEqual(['Neu', 'de_DE', 'America/New_York']);
  expect(() => workbookFromJson({ ...saved, timeZone: 'Mars/Olympus' })).toThrow(/timeZone.*gültige Zeitzone/);
});
