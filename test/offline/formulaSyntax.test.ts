import { fromEngineFormula, shiftFormula, toEngineFormula } from '../../src/offline';

const grid = {
  sheetName: 'Schlachten',
  grid: (name: string) => (name === 'Armeen' ? { rows: 50, columns: 4 } : { rows: 1000, columns: 26 }),
};

describe('formula spellings', () => {
  test.each([
    ['=TRUPPENBONUS(500;1500)', '=TRUPPENBONUS(500,1500)'],
    ['=COUNTIF(A2:A;"x;y")', '=COUNTIF(A2:A1000,"x;y")'],
    ["=SUM('Meine Armeen'!B2:B;Armeen!C3:C)", "=SUM('Meine Armeen'!B2:B1000,Armeen!C3:C50)"],
    ['={1,2;3,4}', '={1,2;3,4}'],
    ['=IF(TRUE,FALSE,1)', '=IF(TRUE(),FALSE(),1)'],
    ['=SUM(A:A)+B2:2', '=SUM(A:A)+B2:Z2'],
  ])('Apps Script %s → engine %s', (api, engine) => {
    expect(toEngineFormula(api, 'api', grid)).toBe(engine);
  });

  test('back to Apps Script: open ranges reopen, TRUE() is TRUE again', () => {
    expect(fromEngineFormula("=SUM(A2:A1000,'Meine Armeen'!B2:C1000,Armeen!A2:A50,A1:A999)", 'api', grid)).toBe(
      "=SUM(A2:A,'Meine Armeen'!B2:C,Armeen!A2:A,A1:A999)",
    );
    expect(fromEngineFormula('=IF(TRUE(),1,0)', 'api', grid)).toBe('=IF(TRUE,1,0)');
  });

  test('German spelling both ways; texts keep their commas and semicolons', () => {
    expect(toEngineFormula('=WENN(A1>1,5;"a;b";{1\\2;3\\4})', 'local', grid)).toBe('=IF(A1>1.5,"a;b",{1,2;3,4})');
    expect(fromEngineFormula('=IF(A1>1.5,"a,b",{1,2;3,4})', 'local', grid)).toBe('=WENN(A1>1,5;"a,b";{1\\2;3\\4})');
    expect(toEngineFormula('=SUMME(F2:F;WAHR)', 'local', grid)).toBe('=SUM(F2:F1000,TRUE())');
    expect(fromEngineFormula('=VERLUSTSTUFE(F2:F1000,G2:G1000)', 'local', grid)).toBe('=VERLUSTSTUFE(F2:F;G2:G)');
  });

  test('moving a formula moves relative references only', () => {
    expect(shiftFormula('=SUM(A1:A3,$B$1,C$2,$D4,E:E,2:2)', 2, 1)).toBe('=SUM(B3:B5,$B$1,D$2,$D6,F:F,4:4)');
    expect(shiftFormula('=A2&"A1"', -1, 0)).toBe('=A1&"A1"');
    expect(shiftFormula('=A1*2', -1, 0)).toBe('=#REF!*2');
    expect(shiftFormula('=LOG10(A1)', 1, 0)).toBe('=LOG10(A2)');
  });
});
