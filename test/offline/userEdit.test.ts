// A user's edit (typing, pasting) as opposed to a script's write: German formulas, a paste that
// grows the grid, a strict validation refusing with its help text, then the onEdit trigger.
import { InvalidInputError, loadAddon, OfflineDataValidationBuilder, OfflineSpreadsheet } from '../../src/offline';

const SCRIPT = `
var seen = [];
function onEdit(e) { seen.push([e.authMode, e.range.getA1Notation(), e.value, e.oldValue]); }
function schreibe() { SpreadsheetApp.getActive().getSheetByName('S').getRange('A1').setValue(1); }
`;

function open() {
  const workbook = new OfflineSpreadsheet({ sheets: ['S'] });
  const addon = loadAddon(workbook, SCRIPT);
  const seen = () => (addon.context as unknown as { seen: unknown[][] }).seen;
  return { workbook, addon, sheet: workbook.getSheetByName('S')!, seen };
}

it('fires onEdit (LIMITED) with value and oldValue for one cell, without them for a paste; a script write fires nothing', () => {
  const { addon, sheet, seen } = open();
  addon.run('schreibe');
  expect(seen()).toEqual([]);
  addon.edit('S', 1, 1, [['2']]);
  addon.edit('S', 2, 1, [
    ['x', 'y'],
    ['z', ''],
  ]);
  expect(seen()).toEqual([
    ['LIMITED', 'A1', '2', '1'],
    ['LIMITED', 'A2:B3', undefined, undefined],
  ]);
  expect(sheet.getRange('A1:B3').getValues()).toEqual([
    [2, ''],
    ['x', 'y'],
    ['z', ''],
  ]);
});

// Google's event objects (developers.google.com/apps-script/guides/triggers/events, Edit):
// value and oldValue only for a single cell, oldValue undefined when the cell had no content;
// a paste, even of one cell, has neither (tanaikech's "Enhanced onEdit(e)" notes, observed).
// Both arrive as strings (the reference's examples, @types/google-apps-script): the cell's
// value, not its display — a number in JavaScript's spelling, a date as its serial number, a
// boolean as TRUE/FALSE; a cell emptied has no value.
it('gives value and oldValue as Google does: strings of the values, none for an empty cell', () => {
  const { addon, seen } = open();
  addon.edit('S', 1, 1, [['12,5']]);
  addon.edit('S', 1, 1, [['-3']]);
  addon.edit('S', 1, 1, [['21.11.2026']]);
  addon.edit('S', 1, 1, [['WAHR']]);
  addon.edit('S', 1, 1, [['Text']]);
  addon.edit('S', 1, 1, [['']]);
  // One cell pasted (a value from a sheet, not typed text): Google passes neither.
  addon.edit('S', 1, 1, [[7]]);
  const events = seen().map(([, , value, oldValue]) => [value, oldValue]);
  expect(events).toEqual([
    ['12.5', undefined],
    ['-3', '12.5'],
    ['46347', '-3'],
    ['TRUE', '46347'],
    ['Text', 'TRUE'],
    [undefined, 'Text'],
    [undefined, undefined],
  ]);
});

it('reads formulas in the sheet’s locale and grows the grid for a paste past its end', () => {
  const { addon, sheet } = open();
  addon.edit('S', 999, 1, [['1,5'], ['=SUMME(A999;2)'], ['21.11.2026']]);
  expect(sheet.getMaxRows()).toBe(1001);
  expect(sheet.getRange('A999:A1000').getValues()).toEqual([[1.5], [3.5]]);
  expect(sheet.getRange('A1001').getValue()).toBeInstanceOf(Date);
});

it('a strict validation refuses with its help text, writes nothing and fires nothing', () => {
  const { addon, sheet, seen } = open();
  sheet
    .getRange('B1:B9')
    .setDataValidation(
      new OfflineDataValidationBuilder()
        .requireNumberGreaterThanOrEqualTo(0)
        .setAllowInvalid(false)
        .setHelpText('Siegpunkte: ganze Zahl ab 0.')
        .build(),
    );
  const attempt = () => addon.edit('S', 1, 1, [['ok', 'viel']]);
  expect(attempt).toThrow(InvalidInputError);
  expect(attempt).toThrow('Siegpunkte: ganze Zahl ab 0.');
  expect(sheet.getRange('A1:B1').getValues()).toEqual([['', '']]);
  expect(seen()).toEqual([]);
});
