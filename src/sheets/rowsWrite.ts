import { CellValue } from '../rules/cells/cellValue';
import { normaliseHeader } from '../rules/campaign';
import { RuleError } from '../rules/ruleError';
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
      throw new RuleError(`Im Blatt „${sheet}“ fehlt die Spalte „${header}“. Bitte ${menuPath(SETUP_CAPTION)} ausführen.`);
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
