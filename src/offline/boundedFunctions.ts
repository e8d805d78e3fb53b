/**
 * Built-in functions whose result size or work a typed argument decides, bounded so that no
 * single formula can exhaust the process (the preview serves every edit from one Node process):
 * REPT stops at a cell's 50,000 characters with the #VALUE! Sheets shows, SEQUENCE at
 * ARRAY_CELL_LIMIT cells, MMULT (and HyperFormula's MAXPOOL/MEDIANPOOL) at
 * ARRAY_WORK_LIMIT multiplications — two 1000×1000 matrices would be 10⁹, seconds in one step.
 * The plugin also gives its engine's interpreter the per-formula time limit (formulaTimeLimit.ts). Sheets' own bound for arrays is the spreadsheet's 10 million cells;
 * the twin's is smaller (a larger array does not fit a campaign's sheets anyway), so such a
 * formula shows #VALUE! here where Sheets might compute it.
 */
import { ArraySize, CellError, ErrorType, FunctionPlugin, HyperFormula } from 'hyperformula';
import type { ProcedureAst } from 'hyperformula/typings/parser/Ast';
import type { InterpreterState } from 'hyperformula/typings/interpreter/InterpreterState';
import type { InterpreterValue } from 'hyperformula/typings/interpreter/InterpreterValue';
import { CELL_TEXT_LIMIT, TOO_LONG_RESULT_MESSAGE } from './cellTextLimit';
import { limitFormulaTime } from './formulaTimeLimit';

/** Cells of one array result. */
export const ARRAY_CELL_LIMIT = 1_000_000;

/** Explanation behind #VALUE! for a larger array (Sheets' English, as the twin's other messages). */
export const ARRAY_TOO_LARGE_MESSAGE = `Array result is larger than the limit of ${ARRAY_CELL_LIMIT} cells.`;

/** Multiplications (or compared cells) of one matrix function. */
export const ARRAY_WORK_LIMIT = 10_000_000;

/** Explanation behind #VALUE! for a matrix function over ARRAY_WORK_LIMIT (the twin's English). */
export const ARRAY_WORK_TOO_LARGE_MESSAGE = `Matrix calculation needs more than ${ARRAY_WORK_LIMIT} operations.`;

/** A matrix argument as HyperFormula hands it over (SimpleRangeValue). */
interface Matrix {
  width(): number;
  height(): number;
}

type PluginClass = typeof FunctionPlugin & { implementedFunctions: Record<string, { method: string }> };

interface Runner {
  runFunction(
    args: ProcedureAst['args'],
    state: InterpreterState,
    metadata: unknown,
    fn: (...values: never[]) => InterpreterValue | CellError | undefined,
  ): InterpreterValue;
  metadata(name: string): unknown;
}

function builtin(functionId: string): PluginClass {
  return HyperFormula.getFunctionPlugin(functionId) as PluginClass;
}

let plugins: PluginClass[] | undefined;

/** The plugins replacing REPT, SEQUENCE and the matrix functions; list them after HyperFormula's own. */
export function boundedFunctionPlugins(): PluginClass[] {
  if (plugins) return plugins;
  const Text = builtin('REPT');
  const Sequence = builtin('SEQUENCE');
  const rept = Text.prototype as unknown as { rept(ast: ProcedureAst, state: InterpreterState): InterpreterValue };
  const sequence = Sequence.prototype as unknown as {
    sequence(ast: ProcedureAst, state: InterpreterState): InterpreterValue;
    sequenceArraySize(ast: ProcedureAst, state: InterpreterState): ArraySize;
  };

  class BoundedRept extends Text {
    static override implementedFunctions = { REPT: Text.implementedFunctions.REPT };
    rept(ast: ProcedureAst, state: InterpreterState): InterpreterValue {
      const self = this as unknown as Runner;
      // Checked before the text is built: REPT("x";1E9) would throw "Invalid string length" inside the engine.
      const tooLong = self.runFunction(ast.args, state, self.metadata('REPT'), ((text: string, count: number) =>
        text.length * Math.trunc(count) > CELL_TEXT_LIMIT
          ? new CellError(ErrorType.VALUE, TOO_LONG_RESULT_MESSAGE)
          : undefined) as never);
      return tooLong instanceof CellError ? tooLong : rept.rept.call(this, ast, state);
    }
  }

  class BoundedSequence extends Sequence {
    static override implementedFunctions = { SEQUENCE: Sequence.implementedFunctions.SEQUENCE };
    sequence(ast: ProcedureAst, state: InterpreterState): InterpreterValue {
      const self = this as unknown as Runner;
      const tooLarge = self.runFunction(ast.args, state, self.metadata('SEQUENCE'), ((rows: number, columns: number) =>
        Math.trunc(rows) * Math.trunc(columns) > ARRAY_CELL_LIMIT
          ? new CellError(ErrorType.VALUE, ARRAY_TOO_LARGE_MESSAGE)
          : undefined) as never);
      return tooLarge instanceof CellError ? tooLarge : sequence.sequence.call(this, ast, state);
    }
    // The size HyperFormula reserves for the result before computing it: a larger one as one cell (the error).
    sequenceArraySize(ast: ProcedureAst, state: InterpreterState): ArraySize {
      const size = sequence.sequenceArraySize.call(this, ast, state);
      return size.width * size.height > ARRAY_CELL_LIMIT ? ArraySize.scalar() : size;
    }
  }

  const Matrix = builtin('MMULT');
  type MatrixMethod = 'mmult' | 'maxpool' | 'medianpool';
  const matrix = Matrix.prototype as unknown as Record<
    MatrixMethod,
    (ast: ProcedureAst, state: InterpreterState) => InterpreterValue
  >;
  const poolWork = (range: Matrix, window: number, stride = window): number => {
    const w = Math.max(1, Math.trunc(window));
    const s = Math.max(1, Math.trunc(stride));
    const cells = (Math.floor((range.width() - w) / s) + 1) * (Math.floor((range.height() - w) / s) + 1);
    return Math.max(0, cells) * w * w;
  };
  /** Runs HyperFormula's `method` unless `work` of its arguments exceeds ARRAY_WORK_LIMIT. */
  function boundedWork(
    plugin: unknown,
    ast: ProcedureAst,
    state: InterpreterState,
    name: string,
    method: MatrixMethod,
    work: (...args: never[]) => number,
  ): InterpreterValue {
    const runner = plugin as Runner;
    const tooMuch = runner.runFunction(ast.args, state, runner.metadata(name), ((...args: never[]) =>
      work(...args) > ARRAY_WORK_LIMIT ? new CellError(ErrorType.VALUE, ARRAY_WORK_TOO_LARGE_MESSAGE) : undefined) as never);
    return tooMuch instanceof CellError ? tooMuch : matrix[method].call(plugin, ast, state);
  }

  class BoundedMatrix extends Matrix {
    static override implementedFunctions = {
      MMULT: Matrix.implementedFunctions.MMULT,
      MAXPOOL: Matrix.implementedFunctions.MAXPOOL,
      MEDIANPOOL: Matrix.implementedFunctions.MEDIANPOOL,
    };
    constructor(interpreter: object) {
      super(interpreter as never);
      limitFormulaTime(interpreter);
    }
    mmult(ast: ProcedureAst, state: InterpreterState): InterpreterValue {
      return boundedWork(
        this,
        ast,
        state,
        'MMULT',
        'mmult',
        ((left: Matrix, right: Matrix) => left.height() * left.width() * right.width()) as never,
      );
    }
    maxpool(ast: ProcedureAst, state: InterpreterState): InterpreterValue {
      return boundedWork(this, ast, state, 'MAXPOOL', 'maxpool', poolWork as never);
    }
    medianpool(ast: ProcedureAst, state: InterpreterState): InterpreterValue {
      return boundedWork(this, ast, state, 'MEDIANPOOL', 'medianpool', poolWork as never);
    }
  }

  plugins = [BoundedRept, BoundedSequence, BoundedMatrix] as unknown as PluginClass[];
  return plugins;
}
