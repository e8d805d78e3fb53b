// Deleting a sheet in Sheets turns every reference to it into #REF! — in the formula's text, for
// good: a new sheet of the same name is not read again (users report it; Google does not document
// it). HyperFormula instead keeps the name and reads a new sheet of that name. The twin breaks the
// references by default; `deletedSheetReferences: 'relinked'` gives HyperFormula's answer.
import { OfflineSpreadsheet } from '../../src/offline';

function workbook(deletedSheetReferences?: 'broken' | 'relinked') {
  const wb = new OfflineSpreadsheet({ sheets: ['Stand', 'Einstellungen', 'Einstellungen alt'], deletedSheetReferences });
  wb.getSheetByName('Einstellungen')!.getRange('B3').setValue(7);
  wb.getSheetByName('Einstellungen alt')!.getRange('B3').setValue(5);
  const stand = wb.getSheetByName('Stand')!;
  stand.getRange('A1').setFormula('=SUM(Einstellungen!$B$3,Einstellungen!A1:B2,1)');
  stand.getRange('A2').setFormula("='Einstellungen alt'!B3+1");
  stand.getRange('A3').setFormula('="Einstellungen!B3"');
  return { wb, stand };
}

test('by default the references become #REF! in the text and stay broken when the sheet comes back', () => {
  const { wb, stand } = workbook();
  expect(stand.getRange('A1:A2').getValues()).toEqual([[8], [6]]);
  wb.deleteSheet(wb.getSheetByName('Einstellungen')!);
  expect(stand.getRange('A1:A3').getFormulas()).toEqual([
    ['=SUM(#REF!,#REF!,1)'],
    ["='Einstellungen alt'!B3+1"],
    ['="Einstellungen!B3"'],
  ]);
  expect(stand.getRange('A1:A3').getValues()).toEqual([['#REF!'], [6], ['Einstellungen!B3']]);
  wb.insertSheet('Einstellungen').getRange('B3').setValue(7);
  expect(stand.getRange('A1').getValue()).toBe('#REF!');
});

test("'relinked': the text keeps the name and a new sheet of that name is read again", () => {
  const { wb, stand } = workbook('relinked');
  wb.deleteSheet(wb.getSheetByName('Einstellungen')!);
  expect(stand.getRange('A1').getFormula()).toBe('=SUM(Einstellungen!$B$3,Einstellungen!A1:B2,1)');
  expect(stand.getRange('A1').getValue()).toBe('#REF!');
  wb.insertSheet('Einstellungen').getRange('B3').setValue(7);
  expect(stand.getRange('A1').getValue()).toBe(8);
});
