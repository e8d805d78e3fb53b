// A save looks for its Einreichungs-ID in every row of the sheet (src/server/submission.ts,
// findSaved); holdsSubmissionId skips the parse of a cell that cannot hold the id (issue 24).
// Whatever the cell, it must answer what the plain parse answers: the cell's stored id is the id.
import fc from 'fast-check';
import { holdsSubmissionId, readStoredSubmissionId, storedSubmissionId } from '../../src/server/submissionFingerprint';

const piece = fc.stringMatching(/^[a-f0-9~ x-]{0,6}$/);
const hex8 = fc.stringMatching(/^[0-9a-f]{8}$/);
const blanks = fc.constantFrom('', ' ', '  ', '\t', '\u00a0');
const id = fc.oneof(piece, fc.constant(''), fc.stringMatching(/^[a-z0-9-]{1,12}$/));

/** Cells as the column holds them: an id alone, with its fingerprint, near misses, other values. */
const cellFor = (of: string) =>
  fc.oneof(
    fc.tuple(blanks, blanks).map(([a, b]) => `${a}${of}${b}`),
    fc.tuple(blanks, hex8, blanks).map(([a, h, b]) => `${a}${storedSubmissionId(of, h)}${b}`),
    fc.tuple(piece, hex8, piece).map(([a, h, b]) => `${a}${of}~${h}${b}`),
    fc.tuple(hex8, hex8).map(([h, g]) => `${of}~${h}~${g}`),
    fc.tuple(piece, piece).map(([a, b]) => `${a}${of}${b}`),
    piece,
    fc.constantFrom(null, undefined, '', 0, 12345678, true, false, new Date(Date.UTC(2026, 10, 21))),
    fc.integer().map((n) => n),
  );

describe('holdsSubmissionId', () => {
  it('answers what the plain parse answers, for any cell and id', () => {
    fc.assert(
      fc.property(
        id.chain((of) => fc.tuple(fc.constant(of), cellFor(of), id)),
        ([of, cell, other]) => {
          expect(holdsSubmissionId(cell, of)).toBe(readStoredSubmissionId(cell).id === of);
          expect(holdsSubmissionId(cell, other)).toBe(readStoredSubmissionId(cell).id === other);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('finds an id saved with its fingerprint and blanks around it', () => {
    expect(holdsSubmissionId(` ${storedSubmissionId('abc-1', '0a1b2c3d')} `, 'abc-1')).toBe(true);
    expect(holdsSubmissionId(storedSubmissionId('abc-1', '0a1b2c3d'), 'abc-10')).toBe(false);
  });
});
