import { ResultShape } from './broadcast';
import { Argument, CellMatrix, CellValue } from '../rules/cells/cellValue';

/** One argument of a public function, as autocomplete and the README show it. */
export interface ParamSpec {
  /** The German parameter name users see, e.g. "eigene_punkte". */
  name: string;
  /** What it means, with its unit. */
  description: string;
  optional?: boolean;
}

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

export type ScalarCompute = (...cells: CellValue[]) => CellValue | CellValue[];
export type { ResultShape };
