import { columnToLetters, formatA1, lettersToColumn, parseA1Notation, resolveA1Range } from '../../src/offline';

describe('A1 notation', () => {
  test.each([
    ['A1', { startRow: 1, startColumn: 1, endRow: 1, endColumn: 1 }],
    ['$C$7', { startRow: 7, startColumn: 3, endRow: 7, endColumn: 3 }],
    ['A1:B2', { startRow: 1, startColumn: 1, endRow: 2, endColumn: 2 }],
    ['b2:a1', { startRow: 1, startColumn: 1, endRow: 2, endColumn: 2 }],
    ['A:A', { startColumn: 1, endColumn: 1 }],
    ['C:AA', { startColumn: 3, endColumn: 27 }],
    ['2:2', { startRow: 2, endRow: 2 }],
    ['A2:A', { startRow: 2, startColumn: 1, endColumn: 1 }],
    ['B3:3', { startRow: 3, startColumn: 2, endRow: 3 }],
  ])('%s', (a1, expected) => {
    expect(parseA1Notation(a1)).toEqual(expected);
  });

  test('sheet-qualified, quoted with spaces and doubled quotes', () => {
    expect(parseA1Notation("'Meine Schlachten'!A2:P")).toEqual({
      sheetName: 'Meine Schlachten',
      startRow: 2,
      startColumn: 1,
      endColumn: 16,
    });
    expect(parseA1Notation("'Orks'' Beute'!B2")).toMatchObject({ sheetName: "Orks' Beute", startRow: 2, startColumn: 2 });
    expect(parseA1Notation('Kampagne!C:C')).toEqual({ sheetName: 'Kampagne', startColumn: 3, endColumn: 3 });
  });

  test.each(['', 'A', '7', 'A0', 'A1:B2:C3', '1A', "'Offen!A1", 'A1:', '!A1'])('rejects %j like Apps Script', (a1) => {
    expect(() => parseA1Notation(a1)).toThrow('Range not found');
  });

  test('open bounds reach the grid edge', () => {
    expect(resolveA1Range(parseA1Notation('A2:A'), 1000, 26)).toEqual({ row: 2, column: 1, numRows: 999, numColumns: 1 });
    expect(resolveA1Range(parseA1Notation('2:2'), 1000, 26)).toEqual({ row: 2, column: 1, numRows: 1, numColumns: 26 });
    expect(resolveA1Range(parseA1Notation('B:C'), 50, 26)).toEqual({ row: 1, column: 2, numRows: 50, numColumns: 2 });
  });

  test('columns and formatting', () => {
    expect([1, 26, 27, 52, 703, 18278].map(columnToLetters)).toEqual(['A', 'Z', 'AA', 'AZ', 'AAA', 'ZZZ']);
    expect(['A', 'z', 'AA', 'ZZZ'].map(lettersToColumn)).toEqual([1, 26, 27, 18278]);
    expect(formatA1({ row: 2, column: 3, numRows: 1, numColumns: 1 })).toBe('C2');
    expect(formatA1({ row: 2, column: 1, numRows: 999, numColumns: 16 })).toBe('A2:P1000');
    expect(formatA1({ row: 1, column: 1, numRows: 1, numColumns: 2 }, 'Meine Schlachten')).toBe("'Meine Schlachten'!A1:B1");
  });
});
