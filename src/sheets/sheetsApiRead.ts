import { CellMatrix, CellValue, isBlank } from '../rules/cells/cellValue';
import { battleCheckColumnOf } from './battleCheckColumn';
import { columnLetter } from './columnLetter';
import { isDateHeader } from './dateColumns';
import { serialDateReader } from './serialDate';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** The input sheets as one read through the Sheets API found them. */
export interface ApiRead {
  /** The spreadsheet's time zone (Spreadsheets.get). */
  timeZone: string;
  /** Each sheet that exists, every cell through its last row and column with content, header first. */
  values: ReadonlyMap<string, CellMatrix>;
  /** The battles sheet: its header and the columns left of Prüfung, without blank rows at the end. */
  battles: { values: CellMatrix; checkColumn: number };
  /** The named ranges as this read found them (Spreadsheets.get), by name in lower case. */
  namedRanges: ReadonlyMap<string, NamedCells>;
}

/** A named range's sheet, its first cell (1-based) and its size (Infinity: to the sheet's end). */
export interface NamedCells {
  sheet: string;
  row: number;
  column: number;
  numRows: number;
  numColumns: number;
}

/**
 * Reads a submission's input sheets in three Sheets API calls, whatever the campaign's size
 * (issue 24: a SpreadsheetApp read is one call per sheet): which sheets exist and the time zone;
 * the battles sheet's header row with every other sheet; the battles sheet's columns left of
 * Prüfung (its formulas show Auswertung's results: reading them would wait for the campaign
 * formulas to recalculate). The cells are what getValues gives (see toCellMatrix).
 *
 * `dateColumns`: a sheet's columns (0-based) whose numbers are dates whatever their header says
 * (a record sheet's Zeitpunkt); the input sheets' date fields are found by their headers.
 *
 * Null — the caller reads through SpreadsheetApp instead, correct with more calls — when the
 * advanced service is not enabled, any call fails (quota, a server error; Google's English
 * message goes to the log only), a required sheet is missing (SpreadsheetApp's read then says so
 * in German) or a sheet's name differs from ours only in case or blanks (SpreadsheetApp decides
 * then which sheet is meant).
 */
export function readSheetsByApi(
  spreadsheet: Spreadsheet,
  battlesSheet: string,
  required: readonly string[],
  optional: readonly string[],
  dateColumns: ReadonlyMap<string, readonly number[]> = new Map(),
  /** Sheet → the named range of its input columns (from A): read only those where the name is there. */
  inputsOnly: ReadonlyMap<string, string> = new Map(),
): ApiRead | null {
  if (typeof Sheets === 'undefined' || !Sheets?.Spreadsheets?.Values) return null;
  try {
    // The API reads the stored spreadsheet: SpreadsheetApp's writes of this execution must reach it first.
    SpreadsheetApp.flush();
    const id = spreadsheet.getId();
    const meta = Sheets.Spreadsheets.get(id, {
      fields: 'properties.timeZone,sheets.properties(sheetId,title),namedRanges(name,range)',
    });
    const timeZone = meta.properties?.timeZone;
    if (!timeZone) return null;
    const titles = (meta.sheets ?? []).map((s) => s.properties?.title ?? '');
    const present = (name: string) => titles.includes(name);
    const looseKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
    const wanted = [battlesSheet, ...required, ...optional];
    if (wanted.some((name) => !present(name) && titles.some((t) => looseKey(t) === looseKey(name)))) return null;
    if (![battlesSheet, ...required].every(present)) return null;
    const others = [...required, ...optional.filter(present)];
    const named = namedRangesOf(meta);
    // A sheet with a computed column right of its inputs (Angriffe's Prüfung): read up to it only.
    const rangeOf = (name: string) => {
      const inputs = inputsOnly.get(name);
      const at = inputs === undefined ? undefined : named.get(inputs.toLowerCase());
      // From A to the name's last column: a column inserted left of A moves the name, not the inputs' start.
      const fits = at && at.sheet === name && at.row === 1 && Number.isFinite(at.numColumns);
      return fits ? `${quoted(name)}!A:${columnLetter(at.column + at.numColumns - 1)}` : quoted(name);
    };

    const options = { valueRenderOption: 'UNFORMATTED_VALUE', dateTimeRenderOption: 'SERIAL_NUMBER' };
    const first = Sheets.Spreadsheets.Values.batchGet(id, {
      ...options,
      ranges: [`${quoted(battlesSheet)}!1:1`, ...others.map(rangeOf)],
    });
    const ranges = first.valueRanges ?? [];
    if (ranges.length !== others.length + 1) return null;
    const header = ranges[0].values?.[0] ?? [];
    const checkColumn = battleCheckColumnOf(header as CellValue[]);
    const battlesRange = checkColumn <= 1 ? quoted(battlesSheet) : `${quoted(battlesSheet)}!A:${columnLetter(checkColumn - 1)}`;
    const second = Sheets.Spreadsheets.Values.batchGet(id, { ...options, ranges: [battlesRange] });
    const battleRows = second.valueRanges?.[0]?.values;

    const dateOf = serialDateReader(timeZone);
    const values = new Map<string, CellMatrix>();
    others.forEach((name, i) => values.set(name, toCellMatrix(ranges[i + 1].values, 0, dateOf, dateColumns.get(name))));
    const battles = toCellMatrix(battleRows, checkColumn <= 1 ? 0 : checkColumn - 1, dateOf);
    let end = battles.length;
    while (end > 1 && battles[end - 1].every(isBlank)) end--;
    battles.length = end;
    return { timeZone, values, battles: { values: battles, checkColumn }, namedRanges: named };
  } catch (error) {
    console.warn(
      `Sheets API read failed, reading through SpreadsheetApp: ${error instanceof Error ? error.message : String(error)}`,
    );
    return null;
  }
}

/** Whether the advanced service answers (Kriegsrat prüfen): enabled and working, not enabled, or failing now. */
export function sheetsApiStatus(spreadsheet: Spreadsheet): 'works' | 'absent' | 'fails' {
  if (typeof Sheets === 'undefined' || !Sheets?.Spreadsheets?.Values) return 'absent';
  try {
    const meta = Sheets.Spreadsheets.get(spreadsheet.getId(), { fields: 'properties.timeZone' });
    return meta.properties?.timeZone ? 'works' : 'fails';
  } catch {
    return 'fails';
  }
}

/** A sheet name as A1 notation quotes it: 'Name', a quote doubled. */
function quoted(name: string): string {
  return `'${name.replace(/'/g, "''")}'`;
}

/**
 * The API's rows as getValues gives them: rectangular (the API leaves out empty cells at a row's
 * end), `width` columns or as wide as the widest row, blanks "". A number under a date field's
 * header is a date: the API gives a date cell as its serial number, getValues as a Date in the
 * spreadsheet's time zone. (A plain number typed there without a date format reads as the date
 * it stands for — the day Sheets itself would compute with; SpreadsheetApp's reads do the same,
 * dateColumns.ts.)
 *
 * In place where a row is whole: the rows are this answer's own (parsed from the API's JSON), and
 * a save reads some thousand of them — a copy of each was a fifth of what the read allocated (issue 24).
 */
function toCellMatrix(
  rows: unknown[][] | undefined,
  width: number,
  dateOf: (serial: number) => Date,
  dateColumns: readonly number[] = [],
): CellMatrix {
  if (!rows || rows.length === 0) return [];
  let columns = width;
  if (columns <= 0) for (const row of rows) columns = Math.max(columns, row.length);
  const dates = Array.from({ length: columns }, (_, c) => dateColumns.includes(c) || isDateHeader(rows[0]?.[c]));
  // A short row is copied once into an array of the exact width, its blanks written in the same
  // pass: concat was most of this function's time (a third less on JSON-parsed rows, issue 24);
  // pushing grew each row's store with slack that the whole save then carried.
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r];
    if (row.length > columns) row.length = columns;
    const given = row.length;
    const out: unknown[] = given < columns ? new Array(columns) : row;
    for (let c = 0; c < given; c++) {
      const cell = row[c];
      if (cell === undefined || cell === null) out[c] = '';
      else if (r > 0 && dates[c] && typeof cell === 'number') out[c] = dateOf(cell);
      else if (out !== row) out[c] = cell;
    }
    if (out !== row) {
      for (let c = given; c < columns; c++) out[c] = '';
      rows[r] = out;
    }
  }
  return rows as CellMatrix;
}

/**
 * Spreadsheets.get's named ranges by name (lower case: Sheets compares names without case).
 * Protobuf JSON leaves out an index or sheetId of 0; a range without its sheet is left out.
 */
function namedRangesOf(meta: GoogleAppsScript.Sheets.Schema.Spreadsheet): Map<string, NamedCells> {
  const titles = new Map((meta.sheets ?? []).map((s) => [s.properties?.sheetId ?? 0, s.properties?.title ?? '']));
  const named = new Map<string, NamedCells>();
  for (const { name, range } of meta.namedRanges ?? []) {
    const sheet = titles.get(range?.sheetId ?? 0);
    if (!name || !range || sheet === undefined) continue;
    const [row, column] = [range.startRowIndex ?? 0, range.startColumnIndex ?? 0];
    // An end left out is the sheet's end (a whole column or row).
    const size = (end: number | undefined, start: number) => (end === undefined ? Infinity : end - start);
    named.set(name.toLowerCase(), {
      sheet,
      row: row + 1,
      column: column + 1,
      numRows: size(range.endRowIndex, row),
      numColumns: size(range.endColumnIndex, column),
    });
  }
  return named;
}
