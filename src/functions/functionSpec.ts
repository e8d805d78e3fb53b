import type { ParamSpec } from '../shared/paramSpec';
import type { GaveUp } from '../rules/winner';
import { Argument, CellMatrix, CellValue } from '../rules/cells/cellValue';

export type { ParamSpec };

/** The value a compute function receives for a parameter of this spec. */
export type ParamValue<P extends ParamSpec> = P['type'] extends 'number'
  ? P extends { optional: true }
    ? number | undefined
    : number
  : P['type'] extends 'boolean'
    ? boolean
    : P['type'] extends 'text'
      ? string
      : P['type'] extends 'gaveUp'
        ? GaveUp
        : CellValue;

/** A compute function's arguments, typed from its parameter specs. */
export type ArgumentValues<Ps extends readonly ParamSpec[]> = { -readonly [I in keyof Ps]: ParamValue<Ps[I]> };

/**
 * One entry of the public API: the build generates the top-level wrapper and its JSDoc from
 * it, the README lists it. Adding a custom function is adding one of these.
 */
export interface CustomFunctionSpec {
  name: string;
  /** One line, German: what the function returns. */
  summary: string;
  params: ParamSpec[];
  /** The @return text. */
  returns: string;
  /** A German-locale formula and what it gives, for the README. */
  example: { formula: string; result: string };
  /** Given the raw Apps Script arguments, the cell or range to show. */
  run: (...args: Argument[]) => CellValue | CellMatrix;
}
