// sameCells: whether two rows of cells hold the same values, as a save's before/after
// comparison needs it (N1). It must answer exactly what comparing the rows' JSON (dates by
// their time, blanks as "") answered — the definition it replaced, which cost a JSON text per
// row and save — only faster.
import fc from 'fast-check';
import { CellValue } from '../../../src/rules';
import { sameCells } from '../../../src/rules/cells/sameCells';

/** The definition: the rows' JSON, each date by its time and null/undefined as "". */
function byJson(a: CellValue[] | undefined, b: CellValue[] | undefined): boolean {
  const key = (row: CellValue[] | undefined) =>
    JSON.stringify((row ?? []).map((c) => (c instanceof Date ? c.getTime() : (c ?? ''))));
  return key(a) === key(b);
}

// Few distinct values, so that equal rows and rows differing in one cell both come up often.
const cell: fc.Arbitrary<CellValue> = fc.oneof(
  fc.constantFrom<CellValue>('', ' ', 'a', 'A', '1', 'true', null, undefined, 0, -0, 1, 1.5, NaN, Infinity, -Infinity),
  fc.constantFrom(true, false),
  fc.constantFrom(0, 1, 86_400_000, NaN).map((t) => new Date(t)),
);
const row = fc.option(fc.array(cell, { maxLength: 5 }), { nil: undefined });

describe('sameCells', () => {
  it('answers what comparing the rows as JSON answered', () => {
    fc.assert(
      fc.property(row, row, (a, b) => {
        expect(sameCells(a, b)).toBe(byJson(a, b));
        expect(sameCells(a, a)).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('tells rows apart by one cell, a length, a date or a type', () => {
    const day = (t: number) => new Date(t);
    expect(sameCells([1, 'a'], [1, 'b'])).toBe(false);
    expect(sameCells([1], [1, ''])).toBe(false);
    expect(sameCells([day(0)], [day(1)])).toBe(false);
    expect(sameCells([day(5)], [day(5)])).toBe(true);
    expect(sameCells([1], ['1'])).toBe(false);
    expect(sameCells([null, undefined], ['', ''])).toBe(true);
    expect(sameCells(undefined, [])).toBe(true);
    expect(sameCells(undefined, [''])).toBe(false);
  });
});
