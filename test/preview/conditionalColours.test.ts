// The grid shows conditional-format colours (the Karte's holder colours): the first matching
// rule of a cell wins, as in Sheets; only cells inside the rule's ranges; no rule, no colour.
import { OfflineSpreadsheet, workbookSnapshot } from '../../src/offline';
import { conditionalBackgrounds, ConditionalRuleLike } from '../../src/preview/conditionalColours';
import { sheetView } from '../../src/preview/workbookView';
import path from 'node:path';
import { createDemoWorkbook } from '../../src/preview/demoWorkbook';
import { CODE_JS_PATH, readCodeJs } from '../support';

function rule(endsWith: string, colour: string, range = { row: 1, column: 1, rows: 100, columns: 26 }): ConditionalRuleLike {
  return {
    matches: (value: unknown) => String(value).toLowerCase().endsWith(endsWith.toLowerCase()),
    getBooleanCondition: () => ({ getBackgroundObject: () => ({ asRgbColor: () => ({ asHexString: () => colour }) }) }),
    getRanges: () => [
      {
        getRow: () => range.row,
        getColumn: () => range.column,
        getNumRows: () => range.rows,
        getNumColumns: () => range.columns,
      },
    ],
  };
}

test('each cell takes the background of the first rule that matches its text', () => {
  const display = [
    ['Aschenfeld\n⚑ Konrad', 'Brandhügel\n⚑ Helga', ''],
    ['Kaltwasser', 'Dornental\n⚑ konrad', 'x ⚑ Helga'],
  ];
  const rules = [rule('⚑ Konrad', '#f4cccc'), rule('⚑ Helga', '#c9daf8'), rule('Helga', '#000000')];
  expect([...conditionalBackgrounds(rules, display).entries()].sort()).toEqual([
    ['0:0', '#f4cccc'],
    ['0:1', '#c9daf8'],
    ['1:1', '#f4cccc'],
    ['1:2', '#c9daf8'],
  ]);
});

test('a rule colours only its own ranges', () => {
  const display = [
    ['a ⚑ X', 'b ⚑ X'],
    ['c ⚑ X', 'd ⚑ X'],
  ];
  const only = rule('⚑ X', '#d9ead3', { row: 2, column: 2, rows: 1, columns: 1 });
  expect([...conditionalBackgrounds([only], display).entries()]).toEqual([['1:1', '#d9ead3']]);
  expect(conditionalBackgrounds([], display).size).toBe(0);
});

test('the sheet view carries the colours as cell backgrounds once the sheet has rules', () => {
  const workbook = new OfflineSpreadsheet({ name: 'Probe', sheets: ['Karte'] });
  const sheet = workbook.getSheetByName('Karte')!;
  sheet.getRange(1, 1, 1, 2).setValues([['Aschenfeld ⚑ Konrad', 'Brandhügel']]);
  const view = () => sheetView(workbook, workbookSnapshot(workbook).sheets[0]);
  expect(view().marks.filter((m) => m.style?.background)).toEqual([]);
  // Until src/offline models the rules (branch mapsheets), the sheet is given them here.
  Object.assign(sheet, { getConditionalFormatRules: () => [rule('⚑ Konrad', '#f4cccc')] });
  expect(view().marks.filter((m) => m.style?.background)).toEqual([{ r: 0, c: 0, style: { background: '#f4cccc' } }]);
});

test("the demo's Schlachten shows each battle that does not count in light red, and only those", () => {
  const { workbook } = createDemoWorkbook(readCodeJs(), { htmlDir: path.dirname(CODE_JS_PATH) });
  const snapshot = workbookSnapshot(workbook).sheets.find((s) => s.name === 'Schlachten')!;
  const view = sheetView(workbook, snapshot);
  const sheet = workbook.getSheetByName('Schlachten')!;
  const column = (sheet.getRange(1, 1, 1, sheet.getLastColumn()).getValues()[0] as string[]).indexOf('Prüfung');
  const notCounted = sheet
    .getRange(1, column + 1, sheet.getLastRow(), 1)
    .getValues()
    .flatMap((line, r) => (String(line[0]).startsWith('Zählt nicht:') ? [r] : []));
  expect(notCounted.length).toBeGreaterThan(0);
  const red = view.marks.filter((m) => m.style?.background === '#f4cccc');
  expect(red.map((m) => [m.r, m.c])).toEqual(notCounted.map((r) => [r, column]));
});
