// Calls every custom function through dist/Code.js in a fresh vm context, the way Sheets
// calls them: single values, ranges (2-D arrays), blanks as "", German number text, bad input.
import fc from 'fast-check';
import { CUSTOM_FUNCTIONS } from '../../src/functions/customFunctions';
import { MAP_FUNCTIONS } from '../../src/functions/mapFunctions';
import { loadCodeJs } from '../support';

const gas = loadCodeJs();

interface Case {
  args: unknown[];
  result: unknown;
}

/** Per function: scalar calls with their expected results (worked by hand from docs/REGELN.md). */
const SCALAR_CASES: Record<string, Case[]> = {
  STUFE: [
    { args: [1250], result: 2 },
    { args: ['1.500'], result: 3 },
    { args: [' 2000 '], result: 4 },
  ],
  ARMEEPUNKTE: [
    { args: [3], result: 1500 },
    { args: ['4'], result: 2000 },
  ],
  TRUPPENBONUS: [
    { args: [500, 1500], result: 500 },
    { args: [1500, 500], result: 0 },
    { args: ['1.000', '1.500'], result: 250 },
  ],
  MOBILISIERUNG: [
    { args: [500, 1500, 250], result: 250 },
    { args: [500, 1500, 5000], result: 500 },
    { args: [1500, 500, 5000], result: 0 },
  ],
  SKALIERBAR: [
    { args: [1500, 1500], result: true },
    { args: [1000, 1000], result: false },
  ],
  GESPIELTEPUNKTE: [
    { args: [1500, 500, 250], result: [[1500, 1250]] },
    { args: [1500, 500, 500, 2000], result: [[2000, 2000]] },
    { args: [1000, 1000], result: [[1000, 1000]] },
  ],
  STARTSIEGPUNKTE: [
    { args: [1250, 1500], result: 5 },
    { args: [1500, 1250], result: 0 },
  ],
  BEFEHLSPUNKTE: [
    { args: [500], result: 3 },
    { args: [1000], result: 6 },
    { args: [1500], result: 12 },
    { args: [3000], result: 18 },
  ],
  PUNKTETOLERANZ: [
    { args: [1510, 1500], result: true },
    { args: [1511, 1500], result: false },
    { args: [1490, 1500], result: true },
  ],
  SIEGER: [
    { args: [10, 10], result: 'Verteidiger' },
    { args: [11, 10], result: 'Angreifer' },
    { args: [40, 10, 'Angreifer'], result: 'Verteidiger' },
  ],
  VERLUSTSTUFE: [
    { args: [1500, 374], result: 0 },
    { args: [1500, '751'], result: 2 },
    { args: [1500, 1126], result: 'Vernichtung' },
  ],
  VERLUSTSCHWELLEN: [
    { args: [1500], result: [[375, 751, 1126]] },
    { args: ['2.250'], result: [[563, 1126, 1689]] },
  ],
  NEUESTUFE: [
    { args: [3, 1500, 800, true], result: 0 },
    { args: [3, 1500, 800], result: 1 },
    { args: [2, 1000, 100, 'FALSCH'], result: 2 },
  ],
  VERSORGUNGSBELOHNUNG: [
    { args: [1, 3], result: 500 },
    { args: [3, 3], result: 250 },
  ],
  VERLUSTPUNKTE: [
    { args: [200, 10, 4], result: 200 },
    { args: [200, 10, 5], result: 0 },
    { args: [150, 1, 1, 12, 5, 'Fahrzeug'], result: 150 },
  ],
};

/** Per function: one bad single argument and a fragment of the German message it must give. */
const BAD_INPUT: Record<string, [unknown[], RegExp]> = {
  STUFE: [['viel'], /punkte: „viel“ ist keine Zahl/],
  ARMEEPUNKTE: [[5], /Stufe 5 liegt außerhalb des erlaubten Bereichs \(0 bis 4\)/],
  TRUPPENBONUS: [[500, -1], /Gegnerische Punkte -1 liegt außerhalb/],
  MOBILISIERUNG: [[500, 1500, 'x'], /versorgungspool: „x“ ist keine Zahl/],
  SKALIERBAR: [[1500, 3500], /Punkte des Verteidigers 3500 liegt außerhalb.*0 bis 3000/],
  GESPIELTEPUNKTE: [[1500, 500, 300], /Mobilisierung 300 ist nicht in 250er-Schritten/],
  STARTSIEGPUNKTE: [[1.5, 1500], /ist keine ganze Zahl/],
  BEFEHLSPUNKTE: [[3500], /übersteigen die größte Schlachtgröße/],
  PUNKTETOLERANZ: [[new Date(2026, 0, 1), 1500], /listenpunkte: ein Datum ist keine gültige Zahl/],
  SIEGER: [[10, 5, 'Beide'], /Aufgegeben „Beide“ ist unbekannt; erlaubt sind leer, „Angreifer“ oder „Verteidiger“/],
  VERLUSTSTUFE: [[1500, 1600], /Verlustpunkte 1600 übersteigen das Maximum von 1510/],
  VERLUSTSCHWELLEN: [[0], /Gespielte Punkte 0 liegt außerhalb/],
  NEUESTUFE: [[5, 1500, 10], /Stufe 5 liegt außerhalb/],
  VERSORGUNGSBELOHNUNG: [[0, 3], /Stufe des Siegers 0 liegt außerhalb des erlaubten Bereichs \(1 bis 4\)/],
  VERLUSTPUNKTE: [[100, 5, 7], /Verbleibende Modelle 7 liegt außerhalb des erlaubten Bereichs \(0 bis 5\)/],
};

const column = (values: unknown[]): unknown[][] => values.map((v) => [v]);

describe.each(CUSTOM_FUNCTIONS.filter((f) => SCALAR_CASES[f.name]).map((f) => [f.name]))('%s in Code.js', (name) => {
  const fn = (...args: unknown[]) => gas[name](...args);
  const cases = SCALAR_CASES[name];

  it('answers single values', () => {
    for (const c of cases) expect(fn(...c.args)).toEqual(c.result);
  });

  it('combines ranges row by row, blank rows stay blank, a bad row only breaks its cell', () => {
    const arity = Math.max(...cases.map((c) => c.args.length));
    const padded = cases.map((c) => [...c.args, ...new Array(arity - c.args.length).fill('')]);
    const [badArgs] = BAD_INPUT[name];
    const badRow = [...badArgs, ...new Array(Math.max(0, arity - badArgs.length)).fill('')].slice(0, arity);
    const rows = [...padded, new Array(arity).fill(''), badRow];
    const ranges = Array.from({ length: arity }, (_, i) => column(rows.map((r) => r[i])));
    const out = fn(...ranges) as unknown[][];
    expect(out).toHaveLength(rows.length);
    cases.forEach((c, i) => {
      const expected = Array.isArray(c.result) ? (c.result as unknown[][])[0] : [c.result];
      expect(out[i]).toEqual(expected);
    });
    expect(out[cases.length].every((cell) => cell === '')).toBe(true);
    expect(String(out[cases.length + 1][0])).toMatch(/^Fehler: /);
  });

  it('throws a German error for a bad single value', () => {
    const [args, message] = BAD_INPUT[name];
    expect(() => fn(...args)).toThrow(message);
  });

  it('gives a blank cell when the first argument is blank', () => {
    const blank = fn('', ...cases[0].args.slice(1));
    expect(Array.isArray(blank) ? (blank as unknown[][])[0].every((c) => c === '') : blank).toBe(
      Array.isArray(blank) ? true : '',
    );
  });
});

it('every custom function has scalar cases and a bad-input case here', () => {
  const broadcastFunctions = CUSTOM_FUNCTIONS.filter((f) => !f.name.startsWith('KAMPAGNE_') && !MAP_FUNCTIONS.includes(f)).map(
    (f) => f.name,
  );
  expect(Object.keys(SCALAR_CASES).sort()).toEqual([...broadcastFunctions].sort());
  expect(Object.keys(BAD_INPUT).sort()).toEqual([...broadcastFunctions].sort());
});

it('repeats a single value along a range and keeps a row range 2-D', () => {
  expect(gas.TRUPPENBONUS([[500], [1000], [1500]], 1500)).toEqual([[500], [250], [0]]);
  expect(gas.TRUPPENBONUS([[500, 1000, 1500]], [[1500]])).toEqual([[500, 250, 0]]);
});

it('refuses ranges of different sizes with a German message', () => {
  expect(() => gas.VERLUSTSTUFE([[1500], [1500]], [[1], [2], [3]])).toThrow(/Die Bereiche passen nicht zusammen/);
});

it('broadcasting a range equals calling per cell (VERLUSTSTUFE, TRUPPENBONUS)', () => {
  const row = fc.tuple(fc.integer({ min: 1, max: 3000 }), fc.integer({ min: 0, max: 3100 }));
  fc.assert(
    fc.property(fc.array(row, { minLength: 1, maxLength: 30 }), (rows) => {
      const perCell = (f: string) =>
        rows.map(([a, b]) => {
          try {
            return [gas[f](a, b)];
          } catch (error) {
            return [`Fehler: ${(error as Error).message}`];
          }
        });
      for (const f of ['VERLUSTSTUFE', 'TRUPPENBONUS']) {
        expect(gas[f](column(rows.map((r) => r[0])), column(rows.map((r) => r[1])))).toEqual(perCell(f));
      }
    }),
  );
});

it('runs without Node globals', () => {
  expect(Object.keys(gas)).not.toContain('require');
  expect(typeof gas.process).toBe('undefined');
});
