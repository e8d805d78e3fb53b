// writeBlocks (src/sheets/writeBlocks.ts) on the offline spreadsheet: rows planned as new are
// checked empty before anything is written; an occupied one writes nothing in any block.
import { OfflineSpreadsheet } from '../../src/offline';
import { OccupiedRows, writeBlocks } from '../../src/sheets/writeBlocks';

function workbook() {
  const book = new OfflineSpreadsheet({ sheets: ['Armeen', 'Buchungen'] });
  book
    .getSheetByName('Armeen')!
    .getRange('A1:B2')
    .setValues([
      ['Armee', 'Spieler'],
      ['Rote Faust', 'Anna'],
    ]);
  book
    .getSheetByName('Buchungen')!
    .getRange('A1:B1')
    .setValues([['Armee', 'Versorgung']]);
  return book;
}

const block = (book: OfflineSpreadsheet, name: string, row: number, values: (string | number)[][], appended = true) =>
  ({ sheet: book.getSheetByName(name), row, runs: [{ firstColumn: 1, values }], headers: [], appended }) as never;

test('an appended row that is not empty writes nothing, in any block, and names sheet and row', () => {
  const book = workbook();
  const before = book.getSheetByName('Buchungen')!.getDataRange().getValues();
  let thrown: unknown;
  try {
    writeBlocks(book as never, [
      block(book, 'Buchungen', 2, [['Eisenwölfe', 100]]),
      block(book, 'Armeen', 2, [['Eisenwölfe', 'Bernd']]),
    ]);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(OccupiedRows);
  expect(thrown).toMatchObject({ sheet: 'Armeen', row: 2 });
  expect(book.getSheetByName('Buchungen')!.getDataRange().getValues()).toEqual(before);
  expect(book.getSheetByName('Armeen')!.getRange('A2:B2').getValues()).toEqual([['Rote Faust', 'Anna']]);
});

test('empty appended rows are written with the range that was checked: one getValues, one setValues', () => {
  const book = workbook();
  book.calls.reset();
  writeBlocks(book as never, [block(book, 'Armeen', 3, [['Eisenwölfe', 'Bernd']])]);
  expect(book.calls.byMethod()).toMatchObject({ 'Sheet.getRange': 1, 'Range.getValues': 1, 'Range.setValues': 1 });
  expect(book.getSheetByName('Armeen')!.getRange('A3:B3').getValues()).toEqual([['Eisenwölfe', 'Bernd']]);
});

test('a write into existing rows (a decision) is not checked', () => {
  const book = workbook();
  book.calls.reset();
  writeBlocks(book as never, [block(book, 'Armeen', 2, [['Rote Faust', 'Bernd']], false)]);
  expect(book.calls.get('Range.getValues')).toBe(0);
  expect(book.getSheetByName('Armeen')!.getRange('A2:B2').getValues()).toEqual([['Rote Faust', 'Bernd']]);
});

test('appended rows beyond the grid: the rows the sheet has are checked, then rows are added', () => {
  const book = workbook();
  const sheet = book.getSheetByName('Armeen')!;
  sheet.deleteRows(3, sheet.getMaxRows() - 2);
  expect(() =>
    writeBlocks(book as never, [
      block(book, 'Armeen', 2, [
        ['A', 'x'],
        ['B', 'y'],
      ]),
    ]),
  ).toThrow(OccupiedRows);
  writeBlocks(book as never, [
    block(book, 'Armeen', 3, [
      ['A', 'x'],
      ['B', 'y'],
    ]),
  ]);
  expect(sheet.getRange('A2:B4').getValues()).toEqual([
    ['Rote Faust', 'Anna'],
    ['A', 'x'],
    ['B', 'y'],
  ]);
});
