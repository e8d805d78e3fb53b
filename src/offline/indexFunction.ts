/**
 * INDEX(range, row, column) without copying the range: HyperFormula's own INDEX reads every cell
 * of its range first, so a column of `=INDEX(Auswertung!$Q:$Q,ROW())` (Kriegsrat's Prüfung in
 * Schlachten) costs rows² — seconds per recalculation at 5,000 battles, where Sheets answers at
 * once. Same results: the cell's value, #VALUE! below 1, #NUM! outside the range.
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
  range?: { start: { sheet: number; row: number; col: number } };
  _data?: unknown;
}

interface CellSource {
  getCellValue(address: { sheet: number; row: number; col: number }): InterpreterValue;
}

/** The plugin method named in INDEX_METADATA; `this` is the function plugin. */
export function cellOfRange(this: FunctionPlugin, ast: ProcedureAst, state: InterpreterState): InterpreterValue | SimpleRangeValue {
  const self = this as unknown as {
    runFunction(args: unknown, state: InterpreterState, metadata: unknown, fn: (range: SimpleRangeValue, row: number, col: number) => InterpreterValue): InterpreterValue;
    metadata(name: string): unknown;
    dependencyGraph: CellSource;
  };
  return self.runFunction(ast.args, state, self.metadata('INDEX'), (range, row, col) => {
    if (col < 1 || row < 1) return new CellError(ErrorType.VALUE);
    if (col > range.width() || row > range.height()) return new CellError(ErrorType.NUM);
    const lazy = range as unknown as LazyRange;
    if (lazy.range && lazy._data === undefined) {
      const { sheet, row: top, col: left } = lazy.range.start;
      const value = self.dependencyGraph.getCellValue({ sheet, row: top + row - 1, col: left + col - 1 });
      return value instanceof SimpleRangeValue ? new CellError(ErrorType.VALUE) : value;
    }
    return (range.data[row - 1]?.[col - 1] ?? new CellError(ErrorType.VALUE)) as InterpreterValue;
  });
}
