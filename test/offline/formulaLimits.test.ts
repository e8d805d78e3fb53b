// No single typed formula holds the preview: a matrix product beyond ARRAY_WORK_LIMIT
// multiplications is #VALUE! before it starts, and any formula still computing after
// FORMULA_TIME_LIMIT_MS ends in #VALUE! (issue 22: one formula blocked every page for minutes).
import { ARRAY_WORK_TOO_LARGE_MESSAGE, FORMULA_TOO_SLOW_MESSAGE, OfflineSpreadsheet } from '../../src/offline';

function cell(formula: string): { value: unknown; error: string | null } {
  const workbook = new OfflineSpreadsheet();
  const range = workbook.getSheets()[0].getRange('A1');
  range.setFormula(formula);
  const value = range.getValue();
  const engineValue = workbook.model.engine.value(workbook.model.sheets[0].engineId, 0, 0);
  // An error value (EngineError) carries the explanation Sheets shows beside #VALUE!.
  const error = engineValue !== null && typeof engineValue === 'object' ? engineValue.message : null;
  return { value, error };
}

test('a matrix product of two 1000×1000 arrays (10⁹ multiplications) is refused before it starts', () => {
  const product = cell('=SUM(MMULT(SEQUENCE(1000,1000),SEQUENCE(1000,1000)))');
  expect(product.value).toBe('#VALUE!');
  expect(product.error).toBe(ARRAY_WORK_TOO_LARGE_MESSAGE);
  // Within the bound it computes: Σ of [1 2;3 4]·[1 2;3 4] = 7+10+15+22.
  expect(cell('=SUM(MMULT(SEQUENCE(2,2),SEQUENCE(2,2)))').value).toBe(54);
  expect(cell('=SUM(MAXPOOL(SEQUENCE(1000,1000),500,1))').value).toBe('#VALUE!');
});

test('a formula of many large array steps ends after the time limit with #VALUE!, the next formula computes', () => {
  // 300 additions of 490,000 cells each: minutes of work in one formula on any machine (300 of
  // 90,000 once finished inside the limit on an idle one; more steps overflow the engine's stack),
  // each step well under a second.
  const slow = cell(`=SUM(ARRAYFORMULA(${'SEQUENCE(700,700)+'.repeat(300)}0))`);
  expect(slow).toEqual({ value: '#VALUE!', error: FORMULA_TOO_SLOW_MESSAGE });
  expect(cell('=SUM(SEQUENCE(10,10))').value).toBe(5050);
});

test('a function given arrays element by element stops at the time limit too', () => {
  // COUNTIF once per element of 2,000 criteria, each over 10,000 cells.
  const slow = cell('=SUM(ARRAYFORMULA(COUNTIF(SEQUENCE(100,100),SEQUENCE(2000,1))))');
  expect(slow).toEqual({ value: '#VALUE!', error: FORMULA_TOO_SLOW_MESSAGE });
});
