// Named ranges in the offline twin (namedRanges.ts): Spreadsheet.setNamedRange, getRangeByName and
// removeNamedRange, the range moving with inserted and deleted rows and columns as in Sheets, and
// — where Google's reference is silent — each plausible answer for a name whose cells were
// deleted (#REF!) or that is taken (namedRangeBehaviour.ts), by default null as for a name that
// never existed.
import {
  BROKEN_RANGE_MESSAGE,
  NAME_TAKEN_MESSAGE,
  NAMED_RANGE_BEHAVIOURS,
  NamedRangeBehaviour,
  OfflineSpreadsheet,
  REPORTED_NAMED_RANGES,
  workbookFromJson,
  workbookMeta,
  workbookToJson,
} from '../../src/offline';

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

/** The workbook above with the Speicherstand's row deleted (B3 now holds nothing), under `behaviour`. */
function brokenUnder(behaviour: Partial<NamedRangeBehaviour>) {
  const { wb, sheet } = workbook();
  wb.model.namedRanges.behaviour = { ...REPORTED_NAMED_RANGES, ...behaviour };
  sheet.getRange('A4:B4').setValues([['Chat-Webhook', 'https://example.com']]);
  sheet.deleteRow(3);
  return { wb, sheet };
}

test('a broken name: getRangeByName answers null, throws, or answers the cells it named before (now another row)', () => {
  expect(brokenUnder({ brokenRange: 'null' }).wb.getRangeByName('KriegsratSpeicherstand')).toBeNull();
  expect(() => brokenUnder({ brokenRange: 'throws' }).wb.getRangeByName('KriegsratSpeicherstand')).toThrow(BROKEN_RANGE_MESSAGE);
  const old = brokenUnder({ brokenRange: 'oldCells' }).wb.getRangeByName('KriegsratSpeicherstand')!;
  expect(old.getA1Notation()).toBe('B3');
  expect(old.getValue()).toBe('https://example.com');
  // Its sheet deleted too: no cells to answer.
  const gone = brokenUnder({ brokenRange: 'oldCells' });
  gone.wb.deleteSheet(gone.sheet);
  expect(gone.wb.getRangeByName('KriegsratSpeicherstand')).toBeNull();
  // An unknown name is null under every answer.
  for (const behaviour of Object.values(NAMED_RANGE_BEHAVIOURS)) {
    expect(brokenUnder(behaviour).wb.getRangeByName('Unbekannt')).toBeNull();
  }
});

test("a taken name: named anew, refused with Google's message, or refused only while broken", () => {
  const replaces = workbook();
  replaces.wb.setNamedRange('KriegsratSpeicherstand', replaces.sheet.getRange('A1'));
  expect(replaces.wb.getRangeByName('KriegsratSpeicherstand')!.getA1Notation()).toBe('A1');
  const refused = workbook();
  refused.wb.model.namedRanges.behaviour = { ...REPORTED_NAMED_RANGES, takenName: 'throws' };
  expect(() => refused.wb.setNamedRange('kriegsratspeicherstand', refused.sheet.getRange('A1'))).toThrow(NAME_TAKEN_MESSAGE);
  expect(refused.wb.getRangeByName('KriegsratSpeicherstand')!.getA1Notation()).toBe('B3');
  refused.wb.removeNamedRange('KriegsratSpeicherstand');
  refused.wb.setNamedRange('KriegsratSpeicherstand', refused.sheet.getRange('A1'));
  expect(refused.wb.getRangeByName('KriegsratSpeicherstand')!.getA1Notation()).toBe('A1');
  const ifBroken = workbook();
  ifBroken.wb.model.namedRanges.behaviour = { ...REPORTED_NAMED_RANGES, takenName: 'throwsIfBroken' };
  ifBroken.wb.setNamedRange('KriegsratSpeicherstand', ifBroken.sheet.getRange('A1'));
  expect(ifBroken.wb.getRangeByName('KriegsratSpeicherstand')!.getA1Notation()).toBe('A1');
  ifBroken.sheet.deleteRow(1);
  expect(() => ifBroken.wb.setNamedRange('KriegsratSpeicherstand', ifBroken.sheet.getRange('B2'))).toThrow(NAME_TAKEN_MESSAGE);
});

test('a broken name removed, or not (then, refused as taken too, it is stuck)', () => {
  const removes = brokenUnder({ removeBroken: 'removes', takenName: 'throwsIfBroken' });
  removes.wb.removeNamedRange('KriegsratSpeicherstand');
  removes.wb.setNamedRange('KriegsratSpeicherstand', removes.sheet.getRange('B2'));
  expect(removes.wb.getRangeByName('KriegsratSpeicherstand')!.getA1Notation()).toBe('B2');
  const stuck = brokenUnder(NAMED_RANGE_BEHAVIOURS.stuckOldCells);
  expect(() => stuck.wb.removeNamedRange('KriegsratSpeicherstand')).toThrow(/does not exist/);
  expect(() => stuck.wb.setNamedRange('KriegsratSpeicherstand', stuck.sheet.getRange('B2'))).toThrow(NAME_TAKEN_MESSAGE);
  // Another name for the cell is no trouble.
  stuck.wb.setNamedRange('KriegsratSpeicherstand2', stuck.sheet.getRange('B2'));
  expect(stuck.wb.getRangeByName('KriegsratSpeicherstand2')!.getA1Notation()).toBe('B2');
});
