// Every save reads the Runde of every row without a replay (organiserRound, highestRoundIn) and
// asks of every row whether it is blank (isBlankRow). Their quick paths (issue 24: a blank Runde
// answered without an error built to be caught; the present columns listed once per table) must
// answer what the plain definitions answer, for any cells in any column order.
import fc from 'fast-check';
import { CellValue, isBlank } from '../../../src/rules/cells/cellValue';
import { parseBattle, parseRound } from '../../../src/rules/campaign/entries';
import {
  BattleColumn,
  BATTLES_SPEC,
  BOOKINGS_SPEC,
  highestRoundIn,
  isBlankRow,
  readTable,
  SheetSpec,
  Table,
} from '../../../src/rules/campaign';
import { organiserRound } from '../../../src/rules/rounds';

/** Runde cells as organisers leave them: blanks of every kind, whole numbers, text, near misses. */
const roundCell: fc.Arbitrary<CellValue> = fc.oneof(
  fc.constantFrom<CellValue>('', ' ', '\u00a0', '  \t', null, undefined as unknown as CellValue),
  fc.integer({ min: -2, max: 12 }),
  fc.constantFrom<CellValue>(2.5, '3', ' 4 ', '2,0', 'viele', true, false, new Date(Date.UTC(2026, 0, 5))),
);
const otherCell: fc.Arbitrary<CellValue> = fc.oneof(
  fc.constantFrom<CellValue>('', ' ', null, 'A', 'B', 0, 7),
  fc.constantFrom<CellValue>('', '', '', ''),
);

/** A sheet of `spec`: its headers in any order, some optional ones left out, an extra column, rows of any cells. */
function sheetArb(spec: SheetSpec<string>): fc.Arbitrary<CellValue[][]> {
  const keys = Object.keys(spec.columns);
  return fc
    .tuple(
      fc.shuffledSubarray(keys, { minLength: keys.length, maxLength: keys.length }),
      fc.subarray(keys.filter((k) => !spec.columns[k].required)),
      fc.boolean(),
    )
    .chain(([order, left, extra]) => {
      const header: CellValue[] = order.filter((k) => !left.includes(k)).map((k) => spec.columns[k].header);
      if (extra) header.splice(1, 0, 'Eigene Spalte');
      const cell = (c: number) => (header[c] === spec.columns.round.header ? roundCell : otherCell);
      const row = fc.tuple(...header.map((_, c) => cell(c))).chain((cells) =>
        // Rows as the API gives them may be shorter than the header.
        fc.integer({ min: 0, max: cells.length }).map((n) => cells.slice(0, n)),
      );
      return fc.array(row, { maxLength: 12 }).map((rows) => [header, ...rows]);
    });
}

/** The plain definitions. */
const plainBlankRow = (matrix: CellValue[][], spec: SheetSpec<string>, row: number): boolean => {
  const table = readTable(matrix, spec);
  const cells = table.rows[row];
  return !cells || Object.values<number>(table.columns).every((c) => c < 0 || isBlank(cells[c]));
};
const plainRound = (cell: CellValue): number => {
  try {
    return parseRound(cell);
  } catch {
    return 0;
  }
};
/** `counts(table, row)`: whether a non-blank row's Runde counts (every row's, unless told). */
const plainHighest = (
  matrix: CellValue[][],
  spec: SheetSpec<string>,
  counts: (table: Table<string>, row: number) => boolean = () => true,
): number => {
  const table = readTable(matrix, spec);
  let highest = 0;
  for (let row = 0; row < table.rows.length; row++) {
    if (!plainBlankRow(matrix, spec, row) && counts(table, row)) {
      highest = Math.max(highest, plainRound(table.rows[row][table.columns.round]));
    }
  }
  return highest;
};
/** R1: a Schlachten row of the organiser counts once it reads as a battle. */
const readsAsBattle = (table: Table<string>, row: number) => parseBattle(table as Table<BattleColumn>, row).ok;

describe('the round readers of a save', () => {
  it('isBlankRow answers whether every known column of the row is blank', () => {
    fc.assert(
      fc.property(fc.oneof(sheetArb(BATTLES_SPEC), sheetArb(BOOKINGS_SPEC)), (matrix) => {
        const spec = matrix[0].includes(BATTLES_SPEC.columns.attacker.header) ? BATTLES_SPEC : BOOKINGS_SPEC;
        const table = readTable<string>(matrix, spec);
        for (let row = 0; row <= table.rows.length; row++) {
          expect(isBlankRow(table, row)).toBe(plainBlankRow(matrix, spec, row));
        }
      }),
      { numRuns: 400 },
    );
  });

  it('highestRoundIn and organiserRound answer the highest Runde that can be read', () => {
    fc.assert(
      fc.property(sheetArb(BATTLES_SPEC), sheetArb(BOOKINGS_SPEC), (battles, bookings) => {
        expect(highestRoundIn(battles, BATTLES_SPEC)).toBe(plainHighest(battles, BATTLES_SPEC));
        expect(highestRoundIn(bookings, BOOKINGS_SPEC)).toBe(plainHighest(bookings, BOOKINGS_SPEC));
        // Without Gemeldet von and Status every row is the organiser's: a booking counts, a battle
        // once it reads as one (R1).
        expect(organiserRound({ battles, bookings })).toBe(
          Math.max(plainHighest(battles, BATTLES_SPEC, readsAsBattle), plainHighest(bookings, BOOKINGS_SPEC)),
        );
      }),
      { numRuns: 400 },
    );
  });
});
