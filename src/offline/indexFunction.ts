/**
 * INDEX(range, row, column) without copying the range: HyperFormula's own INDEX reads every cell
 * of its range first, so a column of `=INDEX(Auswertung!$Q:$Q,ROW())` (Kriegsrat's Prüfung in
 * Schlachten) costs rows² — seconds per recalculation at 5,000 battles, where Sheets answers at
 * once. The cell's value; #NUM! outside the range, which for a whole column ends at the grid's
 * last row as in Sheets (HyperFormula's ends at its last value).
 */
import { CellError, ErrorType, FunctionArgumentType, FunctionPlugin, SimpleRangeValue } from 'hyperformula';
import type { ProcedureAst } from 'hyperformula/typings/parser/Ast';
import type { InterpreterState } from 'hyperformula/typings/interpreter/InterpreterState';
import type { InterpreterValue } from 'hyperformula/typings/interpreter/InterpreterValue';

/** The metadata a plugin declares for INDEX (as HyperFormula's InformationPlugin does). */
export const INDEX_METADATA = {
  method: 'cellOfRange',
  parameters: [
    { argumentType: FunctionArgumentType.RANGE },
    { argumentType: FunctionArgumentType.NUMBER },
    { argumentType: FunctionArgumentType.NUMBER, defaultValue: 1 },
  ],
};

interface LazyRange {
  range?: { start: { sheet: number; row: number; col: number }; end: { row: number } };
  _data?: unknown;
}

interface CellSource {
  getCellValue(address: { sheet: number; row: number; col: number }): InterpreterValue;
}

/** The plugin method named in INDEX_METADATA; `this` is the function plugin. */
export function cellOfRange(
  this: FunctionPlugin,
  ast: ProcedureAst,
  state: InterpreterState,
): InterpreterValue | SimpleRangeValue {
  const self = this as unknown as {
    runFunction(
      args: unknown,
      state: InterpreterState,
      metadata: unknown,
      fn: (range: SimpleRangeValue, row: number, col: number) => InterpreterValue,
    ): InterpreterValue;
    metadata(name: string): unknown;
    dependencyGraph: CellSource;
    config: { context?: { gridSize?(sheet: number): { rows: number } | undefined } };
  };
  return self.runFunction(ast.args, state, self.metadata('INDEX'), (range, row, col) => {
    if (col < 1 || row < 1) return new CellError(ErrorType.VALUE);
    const lazy = range as unknown as LazyRange;
    if (lazy.range && lazy._data === undefined) {
      const { sheet, row: top, col: left } = lazy.range.start;
      // A whole column reaches the grid's last row, as in Sheets (HyperFormula's stops at its last value).
      const bottom = Number.isFinite(lazy.range.end.row)
        ? lazy.range.end.row
        : (self.config.context?.gridSize?.(sheet)?.rows ?? top + range.height()) - 1;
      if (col > range.width() || row > bottom - top + 1) return new CellError(ErrorType.NUM);
      const value = self.dependencyGraph.getCellValue({ sheet, row: top + row - 1, col: left + col - 1 });
      return value instanceof SimpleRangeValue ? new CellError(ErrorType.VALUE) : value;
    }
    if (col > range.width() || row > range.height()) return new CellError(ErrorType.NUM);
    return (range.data[row - 1]?.[col - 1] ?? new CellError(ErrorType.VALUE)) as InterpreterValue;
  });
}
