import { CellValue, isBlank } from '../rules/cells/cellValue';
import { normaliseHeader } from '../rules/campaign';
import { SetupError } from '../rules/setupError';
import { menuPath, SETUP_CAPTION } from './menuPath';
import { asTextCell } from './textCell';

/** A block of adjacent input columns over one or more rows, written with one setValues. */
export interface BlockRun {
  /** 1-based first column. */
  firstColumn: number;
  /** One row of cells per written row; every text marked as text (asTextCell). */
  values: CellValue[][];
}

export interface RowsWrite {
  /** One run in a sheet as set up; more only where an organiser put columns of their own between ours. */
  runs: BlockRun[];
  /** 0-based indexes of the written columns. */
  inputColumns: number[];
  /** The same cells, unescaped, as full-width rows: the replay checks them. */
  fullRows: CellValue[][];
}

/**
 * Where rows of cells (by header) go in a sheet whose header row is `headers`, any column
 * order. Every row fills the same columns (`written`); a missing one is a German error.
 */
export function rowsWrite(
  sheet: string,
  headers: CellValue[],
  written: string[],
  rows: Array<Record<string, CellValue>>,
): RowsWrite {
  const index = new Map<string, number>();
  headers.forEach((h, i) => {
    const key = normaliseHeader(h);
    if (key && !index.has(key)) index.set(key, i);
  });
  const columns = written.map((header) => {
    const i = index.get(normaliseHeader(header));
    if (i === undefined) {
      throw new SetupError(`Im Blatt „${sheet}“ fehlt die Spalte „${header}“. Bitte ${menuPath(SETUP_CAPTION)} ausführen.`);
    }
    return { header, i };
  });
  const inputColumns = columns.map((c) => c.i).sort((a, b) => a - b);
  const fullRows = rows.map((cells) => {
    const full: CellValue[] = headers.map(() => '');
    for (const { header, i } of columns) full[i] = cells[header] ?? '';
    return full;
  });
  const runs: BlockRun[] = [];
  for (const i of inputColumns) {
    const last = runs[runs.length - 1];
    const cells = fullRows.map((row) => (typeof row[i] === 'string' ? asTextCell(row[i] as string) : row[i]));
    if (last && last.firstColumn + last.values[0].length === i + 1) last.values.forEach((row, r) => row.push(cells[r]));
    else runs.push({ firstColumn: i + 1, values: cells.map((c) => [c]) });
  }
  return { runs, inputColumns, fullRows };
}

/**
 * The 1-based row new rows go into: the one after the last row with anything in an input
 * column. Not after the sheet's last row with content — a formula of the organiser's filled down
 * a column of its own (or an ARRAYFORMULA's blanks) reaches to the bottom of the sheet and
 * would push every new row past it.
 */
export function nextFreeRow(values: CellValue[][], inputColumns: readonly number[]): number {
  for (let r = values.length - 1; r > 0; r--) {
    const row = values[r];
    if (inputColumns.some((c) => !isBlank(row[c] ?? ''))) return r + 2;
  }
  return 2;
}
