/**
 * What Google leaves open about named ranges: the twin offers every plausible answer
 * (namedRanges.ts, sheetsApi.ts), and the add-on must be right under all of them.
 *
 * Google's reference says only: `getRangeByName` "Returns a named range, or null if no range with
 * the given name is found"; `setNamedRange` "Names a range"; `removeNamedRange` "Throws an
 * exception if no range with the given name is found". A name whose cells were all deleted (its
 * row, column or sheet) stays in the spreadsheet as #REF! (Data → Named ranges). Users report
 * (https://github.com/burnash/gspread/issues/1530, Google issue 126262167) that the Sheets API's
 * Spreadsheets.get then leaves it out, that addNamedRange refuses its name ("a named range with
 * that name already exists") and that it cannot be deleted through the API. Open:
 * - `brokenRange` — what getRangeByName answers for such a name: null (as an unknown name), a
 *   throw, or the cells it named before they were deleted (now holding what moved there).
 * - `brokenListed` — Spreadsheets.get's namedRanges: the name left out (reported), listed
 *   without a range, or listed with the cells it named before.
 * - `takenName` — setNamedRange on a name the spreadsheet has: it names the new cells (what the
 *   NamedRange class's setRange does), it throws for every taken name, or only for a broken one
 *   (as the API's addNamedRange is reported to).
 * - `removeBroken` — removeNamedRange on a broken name: removed, or a throw as for a name that
 *   does not exist (so a broken name may be stuck: neither set again nor removed).
 */
export interface NamedRangeBehaviour {
  brokenRange: 'null' | 'throws' | 'oldCells';
  brokenListed: 'omitted' | 'withoutRange' | 'oldCells';
  takenName: 'replaces' | 'throws' | 'throwsIfBroken';
  removeBroken: 'removes' | 'throws';
}

/** The default: the reported answers where there are any, null and replacing where there are none. */
export const REPORTED_NAMED_RANGES: NamedRangeBehaviour = {
  brokenRange: 'null',
  brokenListed: 'omitted',
  takenName: 'replaces',
  removeBroken: 'removes',
};

/**
 * For tests that must hold under each answer: the default, each dimension's other answers one
 * at a time, and the two stuck names (set refused, remove refused) — throwing or answering the
 * old cells everywhere. By name, for the KRIEGSRAT_NAMED_RANGES switch of the test suites.
 */
export const NAMED_RANGE_BEHAVIOURS: Readonly<Record<string, NamedRangeBehaviour>> = {
  reported: REPORTED_NAMED_RANGES,
  getThrows: { ...REPORTED_NAMED_RANGES, brokenRange: 'throws' },
  getOldCells: { ...REPORTED_NAMED_RANGES, brokenRange: 'oldCells' },
  listedWithoutRange: { ...REPORTED_NAMED_RANGES, brokenListed: 'withoutRange' },
  listedOldCells: { ...REPORTED_NAMED_RANGES, brokenListed: 'oldCells' },
  setThrows: { ...REPORTED_NAMED_RANGES, takenName: 'throws' },
  setThrowsIfBroken: { ...REPORTED_NAMED_RANGES, takenName: 'throwsIfBroken' },
  removeThrows: { ...REPORTED_NAMED_RANGES, removeBroken: 'throws' },
  stuckThrowing: { brokenRange: 'throws', brokenListed: 'withoutRange', takenName: 'throws', removeBroken: 'throws' },
  stuckOldCells: { brokenRange: 'oldCells', brokenListed: 'oldCells', takenName: 'throwsIfBroken', removeBroken: 'throws' },
};

/** Google's English messages, as a script would see them unhandled. */
export const NAME_TAKEN_MESSAGE = 'Exception: A named range with that name already exists.';
export const BROKEN_RANGE_MESSAGE = 'Exception: Range not found';
