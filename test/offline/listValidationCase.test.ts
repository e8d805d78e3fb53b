// A strict dropdown (requireValueInList / requireValueInRange, „Eingabe ablehnen“) and an entry
// that differs from a listed value only in case — „Nein“ for „nein“. Google does not say whether
// Sheets takes it, typed or written by a script (listValidationCase.ts): the twin offers each
// answer, and every answer keeps what was entered as entered.
import {
  InvalidInputError,
  LIST_CASE_BEHAVIOURS,
  loadAddon,
  OfflineDataValidationBuilder,
  OfflineSpreadsheet,
  REPORTED_LIST_CASE,
} from '../../src/offline';
import type { ListCaseBehaviour } from '../../src/offline';

const SCRIPT = `
function schreibe(a1, text) { SpreadsheetApp.getActive().getSheetByName('S').getRange(a1).setValue(text); }
`;

function open(listCase?: ListCaseBehaviour) {
  const workbook = new OfflineSpreadsheet({ sheets: ['S'] });
  const addon = loadAddon(workbook, SCRIPT, listCase ? { listCase } : {});
  const sheet = workbook.getSheetByName('S')!;
  sheet
    .getRange('A1')
    .setDataValidation(
      new OfflineDataValidationBuilder().requireValueInList(['ja', 'nein'], true).setAllowInvalid(false).build(),
    );
  sheet.getRange('C1:C2').setValues([['Rote Faust'], ['Eisenwölfe']]);
  sheet
    .getRange('B1')
    .setDataValidation(
      new OfflineDataValidationBuilder().requireValueInRange(sheet.getRange('C1:C2'), true).setAllowInvalid(false).build(),
    );
  const typed = (a1: 'A1' | 'B1', text: string) => {
    try {
      addon.edit('S', 1, a1 === 'A1' ? 1 : 2, [[text]]);
      return sheet.getRange(a1).getValue();
    } catch (error) {
      if (error instanceof InvalidInputError) return 'abgelehnt';
      throw error;
    }
  };
  const written = (a1: 'A1' | 'B1', text: string) => {
    try {
      addon.run('schreibe', a1, text);
      return sheet.getRange(a1).getValue();
    } catch (error) {
      if (/violates the data validation rules/.test(String(error))) return 'abgelehnt';
      throw error;
    }
  };
  return { addon, typed, written };
}

it('offers each answer by name; the default is the exact match the twin always had', () => {
  expect(Object.keys(LIST_CASE_BEHAVIOURS)).toEqual(['exact', 'ignoreCase', 'typedIgnoresCase']);
  expect(REPORTED_LIST_CASE).toEqual(LIST_CASE_BEHAVIOURS.exact);
  expect(open().addon.listCase).toEqual(REPORTED_LIST_CASE);
});

it.each(Object.entries(LIST_CASE_BEHAVIOURS))('%s: the listed spelling always passes, another word never', (_name, behaviour) => {
  const { typed, written } = open(behaviour);
  expect([typed('A1', 'nein'), written('A1', 'ja'), typed('B1', 'Eisenwölfe')]).toEqual(['nein', 'ja', 'Eisenwölfe']);
  expect([typed('A1', 'vielleicht'), written('A1', 'jein'), written('B1', 'Sturmfalken')]).toEqual([
    'abgelehnt',
    'abgelehnt',
    'abgelehnt',
  ]);
});

it('exact: „Nein“ refused typed and written, in a list and a range dropdown', () => {
  const { typed, written } = open(LIST_CASE_BEHAVIOURS.exact);
  expect([typed('A1', 'Nein'), written('A1', 'NEIN'), typed('B1', 'rote faust'), written('B1', 'EISENWÖLFE')]).toEqual([
    'abgelehnt',
    'abgelehnt',
    'abgelehnt',
    'abgelehnt',
  ]);
});

it('ignoreCase: „Nein“ taken typed and written, kept as entered (not turned into the list’s spelling)', () => {
  const { typed, written } = open(LIST_CASE_BEHAVIOURS.ignoreCase);
  expect([typed('A1', 'Nein'), written('A1', 'NEIN'), typed('B1', 'rote faust'), written('B1', 'EISENWÖLFE')]).toEqual([
    'Nein',
    'NEIN',
    'rote faust',
    'EISENWÖLFE',
  ]);
});

it('typedIgnoresCase: the grid takes „Nein“, a script’s setValue is refused', () => {
  const { typed, written } = open(LIST_CASE_BEHAVIOURS.typedIgnoresCase);
  expect([typed('A1', 'Nein'), written('A1', 'NEIN'), typed('B1', 'rote faust'), written('B1', 'EISENWÖLFE')]).toEqual([
    'Nein',
    'abgelehnt',
    'rote faust',
    'abgelehnt',
  ]);
});

it('switched between runs, as the named-range answers are', () => {
  const { addon, typed } = open();
  expect(typed('A1', 'Nein')).toBe('abgelehnt');
  addon.listCase = LIST_CASE_BEHAVIOURS.ignoreCase;
  expect(typed('A1', 'Nein')).toBe('Nein');
});
