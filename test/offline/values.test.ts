import {
  OfflineDataValidationBuilder,
  OfflineSpreadsheet,
  cellErrorMessage,
  errorMessageAt,
  localFormula,
  setLocalFormula,
} from '../../src/offline';

function sheet(name = 'Daten') {
  const workbook = new OfflineSpreadsheet({ sheets: [name] });
  return { workbook, sheet: workbook.getSheetByName(name)! };
}

/** Midnight of a day in Berlin, the spreadsheet's time zone. */
const berlin = (iso: string) => new Date(`${iso}T00:00:00+02:00`);

describe('values like Apps Script', () => {
  test('a new sheet is 1000 × 26 and empty cells read as ""', () => {
    const { sheet: s } = sheet();
    expect([s.getMaxRows(), s.getMaxColumns(), s.getLastRow(), s.getLastColumn()]).toEqual([1000, 26, 0, 0]);
    expect(s.getRange('A1:B2').getValues()).toEqual([
      ['', ''],
      ['', ''],
    ]);
    expect(s.getRange('C3').getValue()).toBe('');
    expect(s.getRange('C3').isBlank()).toBe(true);
  });

  test('typed values keep their types; strings are read like typed input in de_DE', () => {
    const { sheet: s } = sheet();
    s.getRange('A1:F1').setValues([[1500, 'Orks', true, '1.500,5', '25%', 'WAHR']]);
    expect(s.getRange('A1:F1').getValues()).toEqual([[1500, 'Orks', true, 1500.5, 0.25, true]]);
    expect(s.getRange('A1:F1').getDisplayValues()).toEqual([['1500', 'Orks', 'WAHR', '1500,5', '25%', 'WAHR']]);
    expect(s.getLastRow()).toBe(1);
    expect(s.getLastColumn()).toBe(6);
  });

  test('an apostrophe or a plain-text format keeps text as text', () => {
    const { sheet: s } = sheet();
    s.getRange('A1').setValue("'0042");
    s.getRange('B1').setNumberFormat('@').setValue('=1+1');
    s.getRange('C1').setNumberFormat('@').setValue('0042');
    expect(s.getRange('A1:C1').getValues()).toEqual([['0042', '=1+1', '0042']]);
    expect(s.getRange('A1:C1').getFormulas()).toEqual([['', '', '']]);
  });

  test('setValues needs exactly the range shape, with Apps Script messages', () => {
    const { sheet: s } = sheet();
    const range = s.getRange('A1:B3');
    expect(() => range.setValues([[1, 2]])).toThrow(
      'The number of rows in the data does not match the number of rows in the range. The data has 1 but the range has 3.',
    );
    expect(() => range.setValues([[1, 2], [3], [5, 6]])).toThrow(
      'The number of columns in the data does not match the number of columns in the range. The data has 1 but the range has 2.',
    );
    expect(() => range.setValues('abc' as never)).toThrow(/don't match the method signature/);
    expect(
      range
        .getValues()
        .flat()
        .every((v) => v === ''),
    ).toBe(true);
  });

  test('ranges outside the grid throw', () => {
    const { sheet: s } = sheet();
    expect(() => s.getRange(0, 1)).toThrow('The starting row of the range is too small.');
    expect(() => s.getRange(1, 1, 1001, 1)).toThrow('The coordinates of the range are outside the dimensions of the sheet.');
    expect(() => s.getRange('AA1')).toThrow('The coordinates of the range are outside the dimensions of the sheet.');
    expect(() => s.getRange('A1:')).toThrow('Range not found');
  });

  test('a Date goes in as a serial with a date format and comes back as the same Date', () => {
    const { sheet: s } = sheet();
    const day = berlin('2026-07-15');
    const moment = new Date('2026-03-29T01:30:00Z'); // 03:30 in Berlin, just after the switch to summer time
    s.getRange('A1:B1').setValues([[day, moment]]);
    const [[a, b]] = s.getRange('A1:B1').getValues();
    expect(a).toBeInstanceOf(Date);
    expect((a as Date).getTime()).toBe(day.getTime());
    expect((b as Date).getTime()).toBe(moment.getTime());
    expect(s.getRange('A1').getNumberFormat()).toBe('dd.MM.yyyy');
    expect(s.getRange('A1:B1').getDisplayValues()).toEqual([['15.07.2026', '29.03.2026 03:30:00']]);
    s.getRange('C1').setFormula('=A1+1');
    s.getRange('D1').setValue('24.12.2026');
    expect((s.getRange('C1').getValue() as Date).getTime()).toBe(berlin('2026-07-16').getTime());
    expect((s.getRange('D1').getValue() as Date).getTime()).toBe(new Date('2026-12-24T00:00:00+01:00').getTime());
  });

  test('a number with a date format reads as a Date; without it as a number', () => {
    const { sheet: s } = sheet();
    s.getRange('A1:B1').setValues([[46218, 46218]]);
    s.getRange('A1').setNumberFormat('yyyy-MM-dd');
    const [[a, b]] = s.getRange('A1:B1').getValues();
    expect((a as Date).getTime()).toBe(berlin('2026-07-15').getTime());
    expect(b).toBe(46218);
    expect(s.getRange('A1').getDisplayValue()).toBe('2026-07-15');
  });

  test('number formats render German display text', () => {
    const { sheet: s } = sheet();
    s.getRange('A1:D1').setValues([[1234567.891, 0.125, -3, 2.5]]);
    s.getRange('A1:D1').setNumberFormats([['#,##0.00', '0.0%', '0', '0.00 "Pkt."']]);
    expect(s.getRange('A1:D1').getDisplayValues()).toEqual([['1.234.567,89', '12,5%', '-3', '2,50 Pkt.']]);
    expect(s.getRange('A1:D1').getNumberFormats()).toEqual([['#,##0.00', '0.0%', '0', '0.00 "Pkt."']]);
    expect(s.getRange('E1').getNumberFormat()).toBe('0.###############');
  });

  test('setValue on several cells fills them all; clearContent empties them', () => {
    const { sheet: s } = sheet();
    s.getRange('A1:B2').setValue(7);
    expect(s.getRange('A1:B2').getValues()).toEqual([
      [7, 7],
      [7, 7],
    ]);
    s.getRange('A1:B2').clearContent();
    expect(s.getRange('A1:B2').getValues()).toEqual([
      ['', ''],
      ['', ''],
    ]);
    expect(s.getLastRow()).toBe(0);
  });

  test('appendRow writes below the last row and grows the grid when full', () => {
    const { sheet: s } = sheet();
    s.appendRow(['Runde', 'Angreifer']);
    s.appendRow([1, 'Orks']);
    expect(s.getRange('A1:B2').getValues()).toEqual([
      ['Runde', 'Angreifer'],
      [1, 'Orks'],
    ]);
    s.deleteRows(3, 998);
    expect(s.getMaxRows()).toBe(2);
    s.appendRow([2, 'Eldar']);
    expect(s.getMaxRows()).toBe(3);
    expect(s.getRange('A3:B3').getValues()).toEqual([[2, 'Eldar']]);
  });

  test('range geometry', () => {
    const { sheet: s } = sheet();
    const r = s.getRange(2, 3, 4, 5);
    expect([r.getRow(), r.getColumn(), r.getNumRows(), r.getNumColumns(), r.getLastRow(), r.getLastColumn()]).toEqual([
      2, 3, 4, 5, 5, 7,
    ]);
    expect(r.getA1Notation()).toBe('C2:G5');
    expect(r.offset(1, -1, 1, 1).getA1Notation()).toBe('B3');
    expect(r.getCell(2, 2).getA1Notation()).toBe('D3');
    expect(r.getSheet().getName()).toBe('Daten');
    expect(s.getRange('A2:A').getA1Notation()).toBe('A2:A1000');
  });
});

describe('formulas', () => {
  test('evaluate with ; or , between arguments; getFormulas gives the Apps Script spelling', () => {
    const { sheet: s } = sheet();
    s.getRange('A1:A3').setValues([[1], [2], [3]]);
    s.getRange('B1').setFormula('=SUM(A1:A3;10)');
    s.getRange('B2').setFormula('=IF(A1>0,"ja","nein")');
    s.getRange('B3').setValue('=ROUND(A2/3;2)');
    expect(s.getRange('B1:B3').getValues()).toEqual([[16], ['ja'], [0.67]]);
    expect(s.getRange('B1:B3').getFormulas()).toEqual([['=SUM(A1:A3,10)'], ['=IF(A1>0,"ja","nein")'], ['=ROUND(A2/3,2)']]);
    expect(s.getRange('B3').getDisplayValue()).toBe('0,67');
  });

  test('errors read as their code; a cycle and a parse error look like Sheets', () => {
    const { workbook, sheet: s } = sheet();
    s.getRange('A1:D1').setFormulas([['=1/0', '=NICHTDA(1)', '=C1+1', '=SUM(']]);
    expect(s.getRange('A1:D1').getValues()).toEqual([['#DIV/0!', '#NAME?', '#REF!', '#ERROR!']]);
    expect(errorMessageAt(workbook, 'Daten!B1')).toBe("Unknown function: 'NICHTDA'.");
    expect(errorMessageAt(workbook, 'Daten!C1')).toBe('Circular dependency detected.');
    expect(cellErrorMessage(s.getRange('A2'))).toBeNull();
  });

  test('half-open ranges reach the last row and grow with the sheet', () => {
    const { sheet: s } = sheet();
    s.getRange('B1').setFormula('=COUNT(A2:A)');
    s.getRange('A2:A3').setValues([[1], [2]]);
    expect(s.getRange('B1').getValue()).toBe(2);
    expect(s.getRange('B1').getFormula()).toBe('=COUNT(A2:A)');
    s.insertRowsAfter(1000, 5);
    s.getRange('A1005').setValue(3);
    expect(s.getRange('B1').getValue()).toBe(3);
    expect(s.getRange('B1').getFormula()).toBe('=COUNT(A2:A)');
  });

  test('a formula the engine cannot parse, written after the sheet grew once, grows with it too', () => {
    const workbook = new OfflineSpreadsheet({ sheets: ['Daten', 'Auswertung'] });
    const data = workbook.getSheetByName('Daten')!;
    const out = workbook.getSheetByName('Auswertung')!;
    out.getRange('A1').setFormula('=COUNT(Daten!A2:A)');
    data.insertRowsAfter(1000, 5);
    out.getRange('A2').setFormula('=SUM(Daten!A2:A');
    data.insertRowsAfter(1005, 5);
    expect(out.getRange('A1:A2').getFormulas()).toEqual([['=COUNT(Daten!A2:A)'], ['=SUM(Daten!A2:A']]);
  });

  test('half-open ranges on another sheet, and beside closed ones, grow with the sheet they name', () => {
    const workbook = new OfflineSpreadsheet({ sheets: ['Daten', 'Auswertung'] });
    const data = workbook.getSheetByName('Daten')!;
    const out = workbook.getSheetByName('Auswertung')!;
    out.getRange('A1').setFormula('=COUNT(Daten!A2:A)');
    out.getRange('A2').setFormula('=SUM(Daten!A2:A)+COUNT(Daten!B2:B3)');
    // A formula the engine cannot parse keeps its text, and its open range too.
    out.getRange('A3').setFormula('=NICHTDA(Daten!A2:A)');
    data.getRange('A2:A3').setValues([[1], [2]]);
    data.insertRowsAfter(1000, 5);
    data.getRange('A1005').setValue(3);
    expect(out.getRange('A1:A2').getValues()).toEqual([[3], [6]]);
    expect(out.getRange('A1:A3').getFormulas()).toEqual([
      ['=COUNT(Daten!A2:A)'],
      ['=SUM(Daten!A2:A)+COUNT(Daten!B2:B3)'],
      ['=NICHTDA(Daten!A2:A)'],
    ]);
    // The grown sheet's own open ranges and a closed one of another sheet stay as they were.
    out.insertRowsAfter(1000, 1);
    expect(out.getRange('A1:A2').getFormulas()).toEqual([['=COUNT(Daten!A2:A)'], ['=SUM(Daten!A2:A)+COUNT(Daten!B2:B3)']]);
  });

  test('after rows are removed or inserted above a formula, reads find it where it moved', () => {
    const { sheet: s } = sheet();
    s.getRange('A1:A4').setValues([[1], [2], [3], [4]]);
    s.getRange('B4').setFormula('=A4*10');
    expect(s.getRange('B4').getValue()).toBe(40);
    s.deleteRows(1, 2);
    s.getRange('A2').setValue(5);
    expect(s.getRange('A1:B2').getValues()).toEqual([
      [3, ''],
      [5, 50],
    ]);
    s.insertRowsBefore(1, 3);
    s.getRange('A5').setValue(6);
    expect(s.getRange('A4:B5').getValues()).toEqual([
      [3, ''],
      [6, 60],
    ]);
  });

  test('inserting rows moves formulas and their references', () => {
    const { sheet: s } = sheet();
    s.getRange('A1:A2').setValues([[5], [7]]);
    s.getRange('B2').setFormula('=A1*2');
    s.insertRowsBefore(2, 1);
    expect(s.getRange('B3').getFormula()).toBe('=A1*2');
    expect(s.getRange('A3').getValue()).toBe(7);
    s.insertRowsBefore(1, 1);
    expect(s.getRange('B4').getFormula()).toBe('=A2*2');
    expect(s.getRange('B4').getValue()).toBe(10);
  });

  test('one formula on a range moves its relative references, like Sheets', () => {
    const { sheet: s } = sheet();
    s.getRange('A1:A3').setValues([[1], [2], [3]]);
    s.getRange('B1:B3').setFormula('=A1*$A$1*10');
    expect(s.getRange('B1:B3').getFormulas()).toEqual([['=A1*$A$1*10'], ['=A2*$A$1*10'], ['=A3*$A$1*10']]);
    expect(s.getRange('B1:B3').getValues()).toEqual([[10], [20], [30]]);
  });

  test('references to other sheets, also quoted names', () => {
    const workbook = new OfflineSpreadsheet({ sheets: ['Stand', 'Meine Armeen'] });
    workbook
      .getSheetByName('Meine Armeen')!
      .getRange('A1:A2')
      .setValues([[3], [4]]);
    const stand = workbook.getSheetByName('Stand')!;
    stand.getRange('A1').setFormula("=SUM('Meine Armeen'!A1:A2)");
    expect(stand.getRange('A1').getValue()).toBe(7);
    workbook.getSheetByName('Meine Armeen')!.setName('Armeen');
    expect(stand.getRange('A1').getFormula()).toBe('=SUM(Armeen!A1:A2)');
    expect(workbook.getRange('Armeen!A2').getValue()).toBe(4);
  });

  test('German spelling for the preview input', () => {
    const { sheet: s } = sheet();
    s.getRange('A1:A2').setValues([[1.5], [2]]);
    setLocalFormula(s.getRange('B1'), '=SUMME(A1:A2;2,5)');
    setLocalFormula(s.getRange('B2'), '=WENN(A1>1;WAHR;FALSCH)');
    expect(s.getRange('B1:B2').getValues()).toEqual([[6], [true]]);
    expect(s.getRange('B1').getFormula()).toBe('=SUM(A1:A2,2.5)');
    expect(localFormula(s.getRange('B1'))).toBe('=SUMME(A1:A2;2,5)');
    expect(s.getRange('B2').getFormula()).toBe('=IF(A1>1,TRUE,FALSE)');
  });

  test('formula results that are dates read as Date', () => {
    const { sheet: s } = sheet();
    s.getRange('A1').setFormula('=DATE(2026,11,21)');
    const value = s.getRange('A1').getValue() as Date;
    expect(value).toBeInstanceOf(Date);
    expect(value.getTime()).toBe(new Date('2026-11-21T00:00:00+01:00').getTime());
    expect(s.getRange('A1').getDisplayValue()).toBe('21.11.2026');
  });

  test('an array formula spills; a blocked spill is #REF!', () => {
    const { sheet: s } = sheet();
    s.getRange('A1').setFormula('={1,2;3,4}');
    expect(s.getRange('A1:B2').getValues()).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(s.getRange('B2').getFormula()).toBe('');
    s.getRange('B2').setValue('x');
    expect(s.getRange('A1').getValue()).toBe('#REF!');
  });
});

describe('data validation', () => {
  test('rules are stored per cell; rejecting rules refuse invalid input like Apps Script', () => {
    const workbook = new OfflineSpreadsheet({ sheets: ['Schlachten', 'Armeen'] });
    const armeen = workbook.getSheetByName('Armeen')!;
    armeen.getRange('A2:A3').setValues([['Orks'], ['Eldar']]);
    const s = workbook.getSheetByName('Schlachten')!;
    const rule = new OfflineDataValidationBuilder()
      .requireValueInRange(armeen.getRange('A2:A'), true)
      .setAllowInvalid(false)
      .setHelpText('Bitte eine Armee wählen.')
      .build();
    s.getRange('C2:C10').setDataValidation(rule);
    expect(s.getRange('C5').getDataValidation()!.getCriteriaType()).toBe('VALUE_IN_RANGE');
    expect(s.getRange('C5').getDataValidation()!.getHelpText()).toBe('Bitte eine Armee wählen.');
    expect(s.getRange('C1').getDataValidation()).toBeNull();
    s.getRange('C2').setValue('Orks');
    expect(() => s.getRange('C3:C4').setValues([['Eldar'], ['Tau']])).toThrow(
      'The data you entered in cell C4 violates the data validation rules set on this cell.',
    );
    expect(s.getRange('C3').getValue()).toBe('');
    s.getRange('C3:C10').clearDataValidations();
    s.getRange('C3').setValue('Tau');
    expect(s.getRange('C3').getValue()).toBe('Tau');
  });

  test('builder criteria and copy', () => {
    const rule = new OfflineDataValidationBuilder().requireNumberBetween(0, 250).build();
    expect(rule.getCriteriaType()).toBe('NUMBER_BETWEEN');
    expect(rule.getCriteriaValues()).toEqual([0, 250]);
    expect(rule.getAllowInvalid()).toBe(true);
    expect(rule.getHelpText()).toBeNull();
    const list = rule.copy().requireValueInList(['Angreifer', 'Verteidiger'], false).build();
    expect(list.getCriteriaType()).toBe('VALUE_IN_LIST');
    expect(list.getCriteriaValues()).toEqual([['Angreifer', 'Verteidiger'], false]);
    expect(new OfflineDataValidationBuilder().requireNumberGreaterThanOrEqualTo(0).build().getCriteriaValues()).toEqual([0]);
    expect(() => new OfflineDataValidationBuilder().build()).toThrow();
  });

  test('a custom-formula rule is refused when created: its locale is undocumented, so it could not be enforced like Sheets', () => {
    expect(() => new OfflineDataValidationBuilder().requireFormulaSatisfied('=A1>0')).toThrow(/custom-formula/);
    expect(() => new OfflineDataValidationBuilder().withCriteria('CUSTOM_FORMULA' as never, ['=A1>0'])).toThrow(/custom-formula/);
  });

  test('number rules refuse text and numbers out of range, in setValues and typed German input alike', () => {
    const s = new OfflineSpreadsheet({ sheets: ['S'] }).getSheetByName('S')!;
    s.getRange('A2:A10').setDataValidation(
      new OfflineDataValidationBuilder().requireNumberGreaterThanOrEqualTo(0).setAllowInvalid(false).build(),
    );
    s.getRange('B2:B10').setDataValidation(
      new OfflineDataValidationBuilder().requireNumberBetween(1500, 3000).setAllowInvalid(false).build(),
    );
    for (const bad of ['viel', '-5', -5, true])
      expect(() => s.getRange('A2').setValue(bad)).toThrow(/violates the data validation rules/);
    for (const bad of ['1.000', 1499, '3.001', 'x'])
      expect(() => s.getRange('B2').setValue(bad)).toThrow(/violates the data validation rules/);
    s.getRange('A2:B2').setValues([['12,5', '1.500']]);
    expect(s.getRange('A2:B2').getValues()).toEqual([[12.5, 1500]]);
    s.getRange('A3').setValue('');
    expect(s.getRange('A3').getValue()).toBe('');
  });
});
