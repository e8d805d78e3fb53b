/**
 * The Sheets advanced service (`Sheets`, API v4) as far as Kriegsrat calls it:
 * `Sheets.Spreadsheets.get(id, { fields })` (the time zone and the sheets' titles) and
 * `Sheets.Spreadsheets.Values.batchGet(id, { ranges, valueRenderOption: 'UNFORMATTED_VALUE',
 * dateTimeRenderOption: 'SERIAL_NUMBER' })` — a range is a sheet, its rows or columns, or a
 * named range by its name (answered with the cells' A1 range; an unknown or broken name fails the
 * call). Each call is one counted call ("Sheets.…").
 *
 * Pessimistic where Google leaves room (sheetsApi switch, `SheetsApiMode`):
 * - 'works': answers as the API documents — values unformatted, dates as serial numbers in the
 *   spreadsheet's time zone, trailing empty cells of a row and trailing empty rows left out, a
 *   range without values has no `values`; an unknown sheet fails the whole call ("Unable to parse range").
 * - 'absent': the project has not enabled the service — there is no `Sheets` global at all.
 * - 'throws': every call fails as a quota or server error does.
 * - 'stale': Google does not say whether a read right after flush() — or right after another
 *   execution's save released the campaign lock — sees those writes. Here it does not: a read
 *   answers every sheet as it was when the previous execution started (the first execution:
 *   as it started), without the previous execution's writes and this one's — consistently: a
 *   sheet created since is not among Spreadsheets.get's sheets, and has no values; a named range
 *   answers the cells it named then.
 * In every mode a read refuses while this execution has SpreadsheetApp writes it has not
 * flushed: the API reads the stored spreadsheet, which does not have them yet (Google:
 * SpreadsheetApp "bundles" operations until flush()). A script must flush before it reads.
 */
import { formatA1, GridRect } from './a1Notation';
import { dateToSerial, isDateLike } from './dateSerial';
import type { OfflineSpreadsheet } from './offlineSpreadsheet';

export type SheetsApiMode = 'works' | 'absent' | 'throws' | 'stale';
export const SHEETS_API_MODES: readonly SheetsApiMode[] = ['works', 'absent', 'throws', 'stale'];

/** How Google reports a refused advanced-service call (English, as the user would see it unhandled). */
const QUOTA_MESSAGE =
  "API call to sheets.spreadsheets.values.batchGet failed with error: Quota exceeded for quota metric 'Read requests' " +
  "and limit 'Read requests per minute per user' of service 'sheets.googleapis.com'.";
export const UNFLUSHED_MESSAGE =
  'Offline: the Sheets API read the stored spreadsheet while this execution had SpreadsheetApp writes it had not flushed (call SpreadsheetApp.flush() first).';

type Cell = string | number | boolean;

/** A sheet's values as the 'stale' API answers them (Apps Script values; dates become serials when answered). */
type StoredSheet = unknown[][];

/** A named range resolved: its sheet's name and its cells. */
interface NamedCells {
  sheet: string;
  rect: GridRect;
}

/** A name as Spreadsheets.get could list it: its cells, or — broken — its last cells or none. */
interface ListedName {
  /** As given. */
  name: string;
  sheet: string;
  rect: GridRect | undefined;
  lastRect: GridRect | undefined;
}

interface ValueRange {
  range: string;
  majorDimension: 'ROWS';
  values?: Cell[][];
}

export class OfflineSheetsApi {
  readonly Spreadsheets: {
    get(spreadsheetId: string, optionalArgs?: { fields?: string; ranges?: string[] }): unknown;
    Values: {
      batchGet(
        spreadsheetId: string,
        optionalArgs: { ranges?: string[]; valueRenderOption?: string; dateTimeRenderOption?: string },
      ): { spreadsheetId: string; valueRanges: ValueRange[] };
    };
  };

  /** 'stale': the sheets at the start of the previous execution and of this one, by name. */
  private previousStart: Map<string, StoredSheet> | null = null;
  private thisStart: Map<string, StoredSheet> | null = null;
  /** 'stale': the named ranges at those two starts, by name in lower case. */
  private previousNames: Map<string, ListedName> | null = null;
  private thisNames: Map<string, ListedName> | null = null;

  /** @internal */
  constructor(
    private readonly workbook: OfflineSpreadsheet,
    private readonly mode: () => SheetsApiMode,
  ) {
    const calls = workbook.model.calls;
    this.Spreadsheets = {
      get: (id, optionalArgs = {}) =>
        calls.track('Sheets.Spreadsheets.get', () => {
          this.check(id, 'get');
          if (optionalArgs.ranges?.length) throw new Error('Offline: Spreadsheets.get with ranges is not emulated.');
          return {
            spreadsheetId: this.workbook.getId(),
            properties: { title: this.workbook.getName(), timeZone: this.workbook.getSpreadsheetTimeZone() },
            // 'stale': the sheets as the previous execution found them — one created since is not there yet.
            sheets: this.workbook.model.sheets
              .filter((s) => this.mode() !== 'stale' || !this.previousStart || this.previousStart.has(s.name))
              .map((s, index) => ({ properties: { sheetId: s.sheetId, title: s.name, index } })),
            ...(optionalArgs.fields?.includes('namedRanges') ? { namedRanges: this.namedRangesAnswer() } : {}),
          };
        }),
      Values: {
        batchGet: (id, optionalArgs) =>
          calls.track('Sheets.Spreadsheets.Values.batchGet', () => {
            this.check(id, 'values.batchGet');
            if (optionalArgs.valueRenderOption !== 'UNFORMATTED_VALUE' || optionalArgs.dateTimeRenderOption !== 'SERIAL_NUMBER') {
              throw new Error('Offline: only UNFORMATTED_VALUE with SERIAL_NUMBER dates is emulated.');
            }
            const ranges = optionalArgs.ranges ?? [];
            if (ranges.length === 0) throw new Error('Offline: batchGet without ranges.');
            return { spreadsheetId: this.workbook.getId(), valueRanges: ranges.map((r) => this.valueRange(r)) };
          }),
      },
    };
  }

  /**
   * @internal loadAddon: an execution starts. Under 'stale' the sheets are copied (uncounted, as
   * Google's own storage is), so a read can answer them as the previous execution found them.
   */
  executionStarts(): void {
    if (this.mode() !== 'stale') {
      this.previousStart = this.thisStart = null;
      this.previousNames = this.thisNames = null;
      return;
    }
    const names = new Map(this.listedNames().map((listed) => [listed.name.toLowerCase(), listed]));
    this.previousNames = this.thisNames ?? names;
    this.thisNames = names;
    const now = new Map<string, StoredSheet>();
    for (const model of this.workbook.model.sheets) {
      const rows = model.lastRow();
      const columns = model.lastColumn();
      now.set(model.name, rows && columns ? model.readValues({ row: 1, column: 1, numRows: rows, numColumns: columns }) : []);
    }
    this.previousStart = this.thisStart ?? now;
    this.thisStart = now;
  }

  private check(id: string, method: string): void {
    if (this.mode() === 'throws') throw new Error(QUOTA_MESSAGE.replace('values.batchGet', method));
    if (String(id) !== this.workbook.getId())
      throw new Error(`API call to sheets.spreadsheets.${method} failed with error: Requested entity was not found.`);
    if (this.workbook.model.changes.unflushed) throw new Error(UNFLUSHED_MESSAGE);
  }

  /**
   * One range as the API answers it: `'Name'`, `'Name'!1:1` or `'Name'!A:P` (A1 notation, quoted
   * or not). Read from the sheet's model, not through Sheet and Range: this is one call already.
   */
  private valueRange(a1: string): ValueRange {
    const m = /^(?:'((?:[^']|'')+)'|([^'!]+))(?:!(?:(\d+):(\d+)|([A-Z]+):([A-Z]+)))?$/.exec(a1);
    let name = m ? (m[1] !== undefined ? m[1].replace(/''/g, "'") : m[2]) : '';
    // Sheet names are matched exactly (a differently cased name fails, as in the API).
    let sheet = m ? this.workbook.model.byName(name) : undefined;
    // Else a named range (A1 notation allows one: "MyNamedRange"); one whose cells were deleted
    // fails the call as an unknown one does (pessimistic: Google does not say).
    const named =
      !sheet && m && m[2] !== undefined && m[3] === undefined && m[5] === undefined ? this.namedCells(m[2]) : undefined;
    if (named) {
      name = named.sheet;
      sheet = this.workbook.model.byName(name);
    }
    if (!m || !sheet) {
      throw new Error(`API call to sheets.spreadsheets.values.batchGet failed with error: Unable to parse range: ${a1}`);
    }
    // 'stale': a sheet created since the previous execution started has no values yet (never today's).
    const stored = this.mode() === 'stale' && this.previousStart ? (this.previousStart.get(name) ?? []) : undefined;
    const lastRow = stored ? stored.length : sheet.lastRow();
    const lastColumn = stored ? stored.reduce((most, row) => Math.max(most, row.length), 0) : sheet.lastColumn();
    let rows = { first: 1, last: lastRow };
    let columns = { first: 1, last: lastColumn };
    if (m[3] !== undefined) rows = { first: Number(m[3]), last: Math.min(Number(m[4]), lastRow) };
    if (m[5] !== undefined) columns = { first: letters(m[5]), last: Math.min(letters(m[6]), lastColumn) };
    if (named) {
      rows = { first: named.rect.row, last: Math.min(named.rect.row + named.rect.numRows - 1, lastRow) };
      columns = { first: named.rect.column, last: Math.min(named.rect.column + named.rect.numColumns - 1, lastColumn) };
    }
    const quoted = `'${name.replace(/'/g, "''")}'`;
    const answer: ValueRange = {
      range: `${quoted}!${named ? formatA1(named.rect) : (a1.split('!')[1] ?? '')}`,
      majorDimension: 'ROWS',
    };
    if (rows.last < rows.first || columns.last < columns.first) return answer;
    const numRows = rows.last - rows.first + 1;
    const numColumns = columns.last - columns.first + 1;
    const values = stored
      ? this.unformatted(stored.slice(rows.first - 1, rows.last).map((line) => line.slice(columns.first - 1, columns.last)))
      : sheet.readUnformatted({ row: rows.first, column: columns.first, numRows, numColumns }, true);
    // The API leaves out empty cells at the end of a row (the model's rows come so; the rows
    // are this answer's own: trimmed in place) and empty rows at the end.
    for (const row of values) {
      let end = row.length;
      while (end > 0 && row[end - 1] === '') end--;
      if (end < row.length) row.length = end;
    }
    while (values.length > 0 && values[values.length - 1].length === 0) values.pop();
    if (values.length > 0) answer.values = values;
    return answer;
  }

  /**
   * Spreadsheets.get's namedRanges: each name with its GridRange (0-based, end exclusive). As
   * protobuf JSON does, an index of 0 is left out. A name whose cells were deleted is left out
   * (as users report), listed without a range or listed with the cells it named before, as the
   * named-range behaviour says (namedRangeBehaviour.ts: Google does not document it). Under
   * 'stale' as the previous execution found them. Absent when there are none.
   */
  private namedRangesAnswer(): object[] | undefined {
    const listed = this.mode() === 'stale' && this.previousNames ? [...this.previousNames.values()] : this.listedNames();
    const broken = this.workbook.model.namedRanges.behaviour.brokenListed;
    const names = listed.flatMap(({ name, sheet, rect, lastRect }): { name: string; sheet: string; cells?: GridRect }[] => {
      if (rect) return [{ name, sheet, cells: rect }];
      if (broken === 'withoutRange') return [{ name, sheet }];
      return broken === 'oldCells' && lastRect ? [{ name, sheet, cells: lastRect }] : [];
    });
    if (names.length === 0) return undefined;
    const index = (n: number) => (n === 0 ? undefined : n);
    return names.map(({ name, sheet, cells }, i) => ({
      namedRangeId: `offline-${i}`,
      name,
      ...(cells
        ? {
            range: {
              sheetId: index(this.workbook.model.byName(sheet)?.sheetId ?? 0),
              startRowIndex: index(cells.row - 1),
              endRowIndex: cells.row - 1 + cells.numRows,
              startColumnIndex: index(cells.column - 1),
              endColumnIndex: cells.column - 1 + cells.numColumns,
            },
          }
        : {}),
    }));
  }

  /** Every name with its cells now (a broken one with its last cells), by sheet name. */
  private listedNames(): ListedName[] {
    return this.workbook.model.namedRanges
      .listing(this.workbook.model.sheets)
      .map(({ name, sheet, rect, lastRect }) => ({ name, sheet: sheet.name, rect, lastRect }));
  }

  /** A named range's sheet and cells, while whole: under 'stale' as the previous execution found them. */
  private namedCells(name: string): NamedCells | undefined {
    if (this.mode() === 'stale' && this.previousNames) {
      const listed = this.previousNames.get(name.toLowerCase());
      return listed?.rect && { sheet: listed.sheet, rect: listed.rect };
    }
    const named = this.workbook.model.namedRanges.cells(name, this.workbook.model.sheets);
    return named && { sheet: named.sheet.name, rect: named.rect };
  }

  /** The 'stale' mode's stored values (as getValues gave them) in the API's unformatted form. */
  private unformatted(values: unknown[][]): Cell[][] {
    const zone = this.workbook.getSpreadsheetTimeZone();
    return values.map((line) => line.map((v) => (isDateLike(v) ? dateToSerial(v, zone) : ((v ?? '') as Cell))));
  }
}

function letters(text: string): number {
  let n = 0;
  for (const ch of text) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}
