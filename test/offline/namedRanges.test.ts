// Named ranges in the offline twin (namedRanges.ts): Spreadsheet.setNamedRange, getRangeByName and
// removeNamedRange, the range moving with inserted and deleted rows and columns as in Sheets, and
// — pessimistic where Google's reference is silent — a name whose cells were deleted (#REF!)
// answering null, as one that never existed.
import { OfflineSpreadsheet, workbookFromJson, workbookMeta, workbookToJson } from '../../src/offline';

function workbook() {
  const wb = new OfflineSpreadsheet({ sheets: ['Einstellungen', 'Andere'] });
  const sheet = wb.getSheetByName('Einstellungen')!;
  sheet.getRange('A1:B3').setValues([
    ['Einstellung', 'Wert'],
    ['Phase', 'Schlachten'],
    ['Speicherstand', 7],
  ]);
  wb.setNamedRange('KriegsratSpeicherstand', sheet.getRange('B3'));
  return { wb, sheet };
}

test('a named range answers its cells; two Sheets calls to find and write it', () => {
  const { wb } = workbook();
  const range = wb.getRangeByName('KriegsratSpeicherstand')!;
  expect(range.getA1Notation()).toBe('B3');
  expect(range.getSheet().getName()).toBe('Einstellungen');
  expect(range.getValue()).toBe(7);
  expect(wb.getRangeByName('Unbekannt')).toBeNull();
  const used = wb.calls.measure(() => wb.getRangeByName('KriegsratSpeicherstand')!.setValue(8));
  expect(used.total).toBe(2);
  expect(wb.getSheetByName('Einstellungen')!.getRange('B3').getValue()).toBe(8);
});

test('inserted rows and columns above or left of it move the named range with its cell', () => {
  const { wb, sheet } = workbook();
  sheet.insertRowBefore(2);
  expect(wb.getRangeByName('KriegsratSpeicherstand')!.getA1Notation()).toBe('B4');
  sheet.insertColumnBefore(1);
  expect(wb.getRangeByName('KriegsratSpeicherstand')!.getA1Notation()).toBe('C4');
  expect(wb.getRangeByName('KriegsratSpeicherstand')!.getValue()).toBe(7);
  // Rows and columns below or right of it leave it where it is.
  sheet.insertRowsAfter(4, 3);
  sheet.insertColumnAfter(3);
  expect(wb.getRangeByName('KriegsratSpeicherstand')!.getA1Notation()).toBe('C4');
  // Deleted rows above move it back up.
  sheet.deleteRow(1);
  expect(wb.getRangeByName('KriegsratSpeicherstand')!.getA1Notation()).toBe('C3');
  expect(wb.getRangeByName('KriegsratSpeicherstand')!.getValue()).toBe(7);
  // Another sheet's rows do not move it.
  wb.getSheetByName('Andere')!.insertRowBefore(1);
  expect(wb.getRangeByName('KriegsratSpeicherstand')!.getA1Notation()).toBe('C3');
});

test('a named range whose row, column or sheet was deleted answers null (#REF!)', () => {
  const row = workbook();
  row.sheet.deleteRow(3);
  expect(row.wb.getRangeByName('KriegsratSpeicherstand')).toBeNull();
  const column = workbook();
  column.sheet.deleteColumn(2);
  expect(column.wb.getRangeByName('KriegsratSpeicherstand')).toBeNull();
  const sheet = workbook();
  sheet.wb.deleteSheet(sheet.sheet);
  expect(sheet.wb.getRangeByName('KriegsratSpeicherstand')).toBeNull();
  // A broken name can be set again: it answers the new cells.
  row.wb.setNamedRange('KriegsratSpeicherstand', row.sheet.getRange('B2'));
  expect(row.wb.getRangeByName('KriegsratSpeicherstand')!.getA1Notation()).toBe('B2');
});

test('removeNamedRange removes it and fails for a name that does not exist; names are checked', () => {
  const { wb, sheet } = workbook();
  wb.removeNamedRange('KriegsratSpeicherstand');
  expect(wb.getRangeByName('KriegsratSpeicherstand')).toBeNull();
  expect(() => wb.removeNamedRange('KriegsratSpeicherstand')).toThrow();
  expect(() => wb.setNamedRange('1abc', sheet.getRange('A1'))).toThrow();
  expect(() => wb.setNamedRange('A1', sheet.getRange('A1'))).toThrow();
  expect(() => wb.setNamedRange('mit Leerzeichen', sheet.getRange('A1'))).toThrow();
});

test('saved and read back: named ranges keep their cells, a broken one stays broken, a change carries them', () => {
  const { wb, sheet } = workbook();
  wb.setNamedRange('Kaputt', sheet.getRange('A2'));
  sheet.deleteRow(2);
  const saved = JSON.parse(JSON.stringify(workbookToJson(wb)));
  const again = workbookFromJson(saved);
  expect(again.getRangeByName('KriegsratSpeicherstand')!.getA1Notation()).toBe('B2');
  expect(again.getRangeByName('Kaputt')).toBeNull();
  expect(() => again.removeNamedRange('Kaputt')).not.toThrow();
  // A change after the save (the preview's journal): the name moved, the other removed.
  wb.setNamedRange('KriegsratSpeicherstand', sheet.getRange('A1'));
  wb.removeNamedRange('Kaputt');
  const change = JSON.parse(JSON.stringify({ meta: workbookMeta(wb.model) }));
  const changed = workbookFromJson(saved, [change]);
  expect(changed.getRangeByName('KriegsratSpeicherstand')!.getA1Notation()).toBe('A1');
  expect(() => changed.removeNamedRange('Kaputt')).toThrow();
  // A workbook without names writes no key (older files read and write unchanged).
  expect('namedRanges' in workbookToJson(new OfflineSpreadsheet())).toBe(false);
});
