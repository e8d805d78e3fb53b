/**
 * No single formula may hold the preview's one Node process for long: each formula gets
 * FORMULA_TIME_LIMIT_MS from its first step. HyperFormula evaluates a formula node by node
 * (Interpreter.evaluateAst, re-entered for every operand) and a function element by element
 * when given arrays (FunctionPlugin.calculateSingleCellOfResultArray); both look at the clock
 * and, once the formula's time is up, answer #VALUE! instead of working on, so the rest of
 * the formula ends at once. A single step's own work is bounded elsewhere (array sizes and
 * MMULT's multiplications: boundedFunctions.ts). Sheets' own limit is not documented; the
 * twin's only shows an error where a formula would otherwise block every page for minutes.
 */
import { CellError, ErrorType, FunctionPlugin } from 'hyperformula';

export const FORMULA_TIME_LIMIT_MS = 10_000;

/** Explanation behind the #VALUE! (the twin's English, as its other messages). */
export const FORMULA_TOO_SLOW_MESSAGE = `Calculation of this formula took longer than ${FORMULA_TIME_LIMIT_MS / 1000} seconds.`;

/** Evaluation is synchronous and never interleaved: one formula at a time in this process. */
let depth = 0;
let deadline = Infinity;

/** Read at every step: one step of a large array can take seconds, so skipping some could skip the limit. */
function timeIsUp(): boolean {
  return depth > 0 && performance.now() > deadline;
}

function tooSlow(): CellError {
  return new CellError(ErrorType.VALUE, FORMULA_TOO_SLOW_MESSAGE);
}

type Evaluate = (ast: unknown, state: unknown) => unknown;
const WRAPPED = Symbol('formulaTimeLimit');

/** Gives `interpreter` (an engine's, reached through a plugin) the per-formula deadline; once per interpreter. */
export function limitFormulaTime(interpreter: object): void {
  const target = interpreter as { evaluateAst: Evaluate; [WRAPPED]?: true };
  if (target[WRAPPED]) return;
  const evaluate = target.evaluateAst.bind(interpreter);
  target[WRAPPED] = true;
  target.evaluateAst = (ast, state) => {
    if (depth === 0) {
      deadline = performance.now() + FORMULA_TIME_LIMIT_MS;
    } else if (timeIsUp()) {
      return tooSlow();
    }
    depth++;
    try {
      return evaluate(ast, state);
    } finally {
      depth--;
    }
  };
  limitFunctionElements();
}

let elementsLimited = false;

/** A function given arrays runs once per element (vectorisation): each element checks the clock too. */
function limitFunctionElements(): void {
  if (elementsLimited) return;
  elementsLimited = true;
  const proto = FunctionPlugin.prototype as unknown as { calculateSingleCellOfResultArray: (...args: unknown[]) => unknown };
  const calculate = proto.calculateSingleCellOfResultArray;
  proto.calculateSingleCellOfResultArray = function (this: unknown, ...args: unknown[]) {
    return timeIsUp() ? tooSlow() : calculate.apply(this, args);
  };
}
