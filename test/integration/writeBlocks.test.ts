// writeBlocks (src/sheets/writeBlocks.ts) on the offline spreadsheet: rows planned as new are
// checked empty before anything is written, rows that exist compared with what the plan read;
// an occupied or changed one writes nothing in any block.
import { createAppsScriptEnvironment, OfflineDataValidationBuilder, OfflineSpreadsheet } from '../../src/offline';
import { ChangedRows, OccupiedRows, writeBlocks } from '../../src/sheets/writeBlocks';
import { RuleError } from '../../src/rules';

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

test('a write into existing rows is not checked empty: only against the basis it gives (below)', () => {
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

describe('rows that exist: the cells the plan rests on are compared first', () => {
  /** Armeen row 2's Spieler rewritten, resting on Armee and Spieler as `read`. */
  const existing = (book: OfflineSpreadsheet, read: unknown[], columns = [1, 2]) =>
    ({
      sheet: book.getSheetByName('Armeen'),
      row: 2,
      runs: [{ firstColumn: 2, values: [['Bernd']] }],
      headers: [],
      basis: { columns, values: [read] },
    }) as never;

  test('unchanged: written; the check is one getSheetValues (its range is wider than the write)', () => {
    const book = workbook();
    book.calls.reset();
    writeBlocks(book as never, [existing(book, ['Rote Faust', 'Anna'])]);
    expect(book.calls.byMethod()).toMatchObject({ 'Sheet.getSheetValues': 1, 'Sheet.getRange': 1, 'Range.setValues': 1 });
    expect(book.calls.byMethod()['Range.getValues']).toBeUndefined();
    expect(book.getSheetByName('Armeen')!.getRange('A2:B2').getValues()).toEqual([['Rote Faust', 'Bernd']]);
  });

  test('exactly the written range: checked with getValues on the range setValues then uses', () => {
    const book = workbook();
    book.calls.reset();
    writeBlocks(book as never, [existing(book, ['Anna'], [2])]);
    expect(book.calls.byMethod()).toMatchObject({ 'Sheet.getRange': 1, 'Range.getValues': 1, 'Range.setValues': 1 });
    expect(book.getSheetByName('Armeen')!.getRange('B2').getValue()).toBe('Bernd');
  });

  test('changed since the read: nothing written in any block, sheet and row named', () => {
    const book = workbook();
    let thrown: unknown;
    try {
      writeBlocks(book as never, [block(book, 'Buchungen', 2, [['Eisenwölfe', 100]]), existing(book, ['Rote Faust', 'Clara'])]);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ChangedRows);
    expect(thrown).toMatchObject({ sheet: 'Armeen', row: 2 });
    expect(book.getSheetByName('Armeen')!.getRange('A2:B2').getValues()).toEqual([['Rote Faust', 'Anna']]);
    expect(book.getSheetByName('Buchungen')!.getRange('A2:B2').getValues()).toEqual([['', '']]);
  });

  test('a date read through the API (a serial, up to rounding) is the same date; a blank is only blank', () => {
    const book = workbook();
    const at = new Date(2026, 10, 20, 19, 30, 15, 500);
    book.getSheetByName('Armeen')!.getRange('C2').setValue(at);
    writeBlocks(book as never, [existing(book, ['Rote Faust', 'Anna', new Date(at.getTime() + 1)], [1, 2, 3])]);
    expect(book.getSheetByName('Armeen')!.getRange('B2').getValue()).toBe('Bernd');
    expect(() => writeBlocks(book as never, [existing(book, ['Rote Faust', 'Bernd', ''], [1, 2, 3])])).toThrow(ChangedRows);
    // A number as read against a Date now is compared as the date it stands for (Utilities: the zone's wall clock).
    Object.assign(globalThis, { Utilities: createAppsScriptEnvironment(book).globals.Utilities });
    try {
      expect(() => writeBlocks(book as never, [existing(book, ['Rote Faust', 'Bernd', 0], [1, 2, 3])])).toThrow(ChangedRows);
    } finally {
      delete (globalThis as { Utilities?: unknown }).Utilities;
    }
  });
});

test('a run Sheets refuses in rows that exist leaves the runs before it as they were, not cleared', () => {
  // A decision writes Status and the audit columns; a column the organiser inserted between them
  // splits the write into two runs. Should Sheets refuse the second (a validation), the first is
  // undone to what the row held — the report's Status is not lost.
  const book = workbook();
  const sheet = book.getSheetByName('Armeen')!;
  sheet.getRange('C1:C2').setValues([['Notiz'], ['alt']]);
  sheet
    .getRange('C2')
    .setDataValidation(new OfflineDataValidationBuilder().requireValueInList(['alt']).setAllowInvalid(false).build());
  let thrown: unknown;
  try {
    writeBlocks(book as never, [
      {
        sheet,
        row: 2,
        runs: [
          { firstColumn: 2, values: [['Bernd']] },
          { firstColumn: 3, values: [['neu']] },
        ],
        headers: ['Armee', 'Spieler', 'Notiz'],
        basis: { columns: [1, 2, 3], values: [['Rote Faust', 'Anna', 'alt']] },
      } as never,
    ]);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(RuleError);
  expect(sheet.getRange('A2:C2').getValues()).toEqual([['Rote Faust', 'Anna', 'alt']]);
});
