import { parseGaveUp } from '../rules';
import { CellValue } from '../rules/cells/cellValue';
import { parseBoolean, parseNumber, parseOptionalNumber, parseText } from '../rules/cells/parseCell';
import type { ParamSpec } from '../shared/paramSpec';
import type { ArgumentValues } from './functionSpec';

/** One cell read as its parameter declares; the parameter's German name labels the error. */
export function parseArgument(param: ParamSpec, cell: CellValue): unknown {
  switch (param.type) {
    case 'number':
      return param.optional ? parseOptionalNumber(cell, param.name, param.field) : parseNumber(cell, param.name, param.field);
    case 'boolean':
      return parseBoolean(cell, param.name);
    case 'text':
      return parseText(cell);
    case 'gaveUp':
      return parseGaveUp(parseText(cell));
    default:
      return cell;
  }
}

/** One row of cells read by the parameters' specs, in order. */
export function parseArguments<Ps extends readonly ParamSpec[]>(params: Ps, cells: CellValue[]): ArgumentValues<Ps> {
  return params.map((param, i) => parseArgument(param, cells[i])) as ArgumentValues<Ps>;
}
