import { RuleError } from '../rules/ruleError';
import { Argument, CellMatrix, CellValue, isBlank, isMatrix } from '../rules/cells/cellValue';
import type { ParamSpec } from '../shared/paramSpec';
import type { ArgumentValues } from './functionSpec';
import { parseArguments } from './parseArguments';

/**
 * How a custom function answers one row of arguments: a single cell, or a fixed number of
 * cells side by side (GESPIELTEPUNKTE, VERLUSTSCHWELLEN).
 */
export type ResultShape = { kind: 'cell' } | { kind: 'row'; width: number };

/**
 * Runs `compute` the way spreadsheet users expect of a function given ranges (like
 * ARRAYFORMULA): arguments are combined cell by cell, a one-row or one-column range or a
 * single value is repeated along the other arguments, and the result has their shape. A row
 * whose first argument is blank gives blank cells, so open ranges like F2:F work.
 *
 * Each cell is read by its parameter's spec (parseArguments) before `compute` sees it.
 *
 * Called with single values only, a broken rule throws (Sheets shows it on #ERROR!); inside a
 * range it becomes the text "Fehler: …" in that cell and every other cell still computes.
 * Any other error is a bug and surfaces as one.
 */
export function broadcast<Ps extends readonly ParamSpec[]>(
  args: Argument[],
  params: Ps,
  shape: ResultShape,
  compute: (...values: ArgumentValues<Ps>) => CellValue | CellValue[],
): CellValue | CellMatrix {
  const run = (cells: CellValue[]) => compute(...parseArguments(params, cells));
  const blankResult = (): CellValue[] => (shape.kind === 'row' ? new Array<CellValue>(shape.width).fill('') : ['']);
  if (!args.some(isMatrix)) {
    const cells = args as CellValue[];
    if (isBlank(cells[0])) return shape.kind === 'row' ? [blankResult()] : '';
    const value = run(cells);
    return shape.kind === 'row' ? [value as CellValue[]] : (value as CellValue);
  }

  const { rows, cols } = commonSize(args);
  if (shape.kind === 'row' && cols > 1) {
    throw new RuleError('Diese Funktion liefert je Zeile mehrere Werte; die Bereiche dürfen daher nur eine Spalte breit sein.');
  }
  const out: CellMatrix = [];
  for (let r = 0; r < rows; r++) {
    const line: CellValue[] = [];
    for (let c = 0; c < cols; c++) {
      const cells = args.map((arg) => cellAt(arg, r, c));
      line.push(...computeCell(cells));
    }
    out.push(line);
  }
  return out;

  function computeCell(cells: CellValue[]): CellValue[] {
    if (isBlank(cells[0])) return blankResult();
    try {
      const value = run(cells);
      return shape.kind === 'row' ? (value as CellValue[]) : [value as CellValue];
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
      const message = `Fehler: ${error.message}`;
      return shape.kind === 'row' ? [message, ...new Array<CellValue>(shape.width - 1).fill('')] : [message];
    }
  }
}

function cellAt(arg: Argument, r: number, c: number): CellValue {
  if (!isMatrix(arg)) return arg;
  const row = arg.length === 1 ? arg[0] : arg[r];
  if (!row) return '';
  return row.length === 1 ? row[0] : row[c];
}

/** The size all range arguments share; a range of one row or one column fits any size. */
function commonSize(args: Argument[]): { rows: number; cols: number } {
  const matrices = args.filter(isMatrix);
  const rows = Math.max(...matrices.map((m) => m.length));
  const cols = Math.max(...matrices.map((m) => (m[0] ? m[0].length : 0)));
  for (const m of matrices) {
    const width = m[0] ? m[0].length : 0;
    if ((m.length !== rows && m.length !== 1) || (width !== cols && width !== 1)) {
      throw new RuleError(
        `Die Bereiche passen nicht zusammen: ${m.length}×${width} neben ${rows}×${cols}; ` +
          'erlaubt sind gleich große Bereiche oder einzelne Zeilen, Spalten und Werte.',
      );
    }
  }
  return { rows, cols };
}
