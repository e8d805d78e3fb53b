// broadcast reads each cell by its parameter's spec and keeps a rule's error in its cell; a bug
// (any other error) is not hidden as "Fehler: …".
import { broadcast } from '../../src/functions/broadcast';
import { RuleError } from '../../src/rules';
import type { ParamSpec } from '../../src/shared/paramSpec';

const NUM = { name: 'punkte', description: 'Punkte', type: 'number' } as const satisfies ParamSpec;
const BOOL = { name: 'aufgegeben', description: 'WAHR/FALSCH', type: 'boolean', optional: true } as const satisfies ParamSpec;
const CELL = { kind: 'cell' } as const;

describe('broadcast', () => {
  it('hands the compute function typed values, read by the specs', () => {
    const seen: unknown[] = [];
    broadcast(['1.500', 'WAHR'], [NUM, BOOL], CELL, (points, gaveUp) => {
      seen.push(points, gaveUp);
      return 0;
    });
    expect(seen).toEqual([1500, true]);
  });

  it('labels a cell that cannot be read with the parameter name, in its own cell', () => {
    expect(broadcast([[[1], ['x'], [3]]], [NUM], CELL, (p) => Number(p) * 2)).toEqual([
      [2],
      ['Fehler: punkte: „x“ ist keine Zahl.'],
      [6],
    ]);
  });

  it('keeps a RuleError in its cell but lets any other error surface', () => {
    const compute = (p: number) => {
      if (p === 2) throw new RuleError('zwei ist verboten', 'unitPoints');
      if (p === 3) throw new TypeError('bug');
      return p;
    };
    expect(broadcast([[[1], [2]]], [NUM], CELL, compute)).toEqual([[1], ['Fehler: zwei ist verboten']]);
    expect(() => broadcast([[[1], [3]]], [NUM], CELL, compute)).toThrow(TypeError);
  });
});
