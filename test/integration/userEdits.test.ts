// A cell typed in the preview's grid goes the way of a user's edit in Sheets: the validations
// setup created refuse what Sheets refuses, with their German help text, and onEdit runs.
import { editCell, EditError } from '../../src/preview/cellEdit';
import { workbookWith, SMALL_CAMPAIGN } from './campaignWorkbook';

const { workbook, addon } = workbookWith(SMALL_CAMPAIGN);
addon.run('setupCampaign');
const battles = workbook.getSheetByName('Schlachten')!;
const type = (a1: string, text: string): string => {
  const cell = battles.getRange(a1);
  try {
    editCell(addon, { sheet: 'Schlachten', row: cell.getRow(), column: cell.getColumn(), text });
    return 'angenommen';
  } catch (error) {
    if (!(error instanceof EditError)) throw error;
    return error.message;
  }
};

it.each([
  ['G2', 'viel', 'Siegpunkte Angreifer: ganze Zahl von 0 bis 999.'],
  ['G2', '-5', 'Siegpunkte Angreifer: ganze Zahl von 0 bis 999.'],
  ['F2', '1.000', 'Skaliert auf: ganze Zahl von 1500 bis 3000 in 250er-Schritten.'],
  ['C2', 'Niemand', 'Bitte eine Armee aus dem Blatt Armeen wählen.'],
  ['B2', 'gestern', 'Bitte ein Datum eingeben, z. B. 21.11.2026.'],
])('%s: „%s“ is refused with the German help text', (a1, text, help) => {
  expect(type(a1, text)).toBe(`Ungültige Eingabe in Schlachten!${a1}: „${text}“. ${help}`);
  expect(battles.getRange(a1).getValue()).toBe('');
});

it('a fraction passes the number rule, as in Sheets (built-in criteria know no whole numbers); onEdit takes it back (wholeNumberEdits.test.ts)', () => {
  expect(type('G2', '12,5')).toBe('angenommen');
  expect(battles.getRange('G2').getValue()).toBe('');
  expect(workbook.ui.toasts[workbook.ui.toasts.length - 1].message).toMatch(
    /^Schlachten!G2 \(Siegpunkte Angreifer\): 12,5 ist keine ganze Zahl/,
  );
});

it('a typed edit fires onEdit: Auswertung grows when Schlachten did', () => {
  battles.insertRowsAfter(battles.getMaxRows(), 50);
  expect(type('M2', 'Notiz')).toBe('angenommen');
  expect(workbook.getSheetByName('Auswertung')!.getMaxRows()).toBe(battles.getMaxRows());
});

it('a single cell typed below the last row grows the sheet, and onEdit grows Auswertung with it', () => {
  const last = battles.getMaxRows();
  const { range, triggerError } = addon.edit('Schlachten', last + 1, 13, [['ganz unten']]);
  expect(triggerError).toBeNull();
  expect(range.getA1Notation()).toBe(`M${last + 1}`);
  expect(battles.getMaxRows()).toBe(last + 1);
  expect(workbook.getSheetByName('Auswertung')!.getMaxRows()).toBe(last + 1);
  expect(range.getValue()).toBe('ganz unten');
});
