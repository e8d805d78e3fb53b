import { parseGaveUp } from '../rules';
import { CellValue } from '../rules/cells/cellValue';
import { parseBoolean, parseNumber, parseOptionalNumber, parseText } from '../rules/cells/parseCell';
import type { ParamSpec } from '../shared/paramSpec';
import { FIELDS } from '../rules/fields';
import { withinField } from '../rules/validate';
import type { ArgumentValues } from './functionSpec';

/** A parameter that is a whole-number input column keeps its field's limits from the registry. */
function checked(value: number | undefined, param: ParamSpec): number | undefined {
  return value === undefined || !param.field || FIELDS[param.field].kind !== 'whole'
    ? value
    : withinField(value, param.field, param.name);
}

/** One cell read as its parameter declares; the parameter's German name labels the error. */
export function parseArgument(param: ParamSpec, cell: CellValue): unknown {
  switch (param.type) {
    case 'number':
      return checked(
        param.optional ? parseOptionalNumber(cell, param.name, param.field) : parseNumber(cell, param.name, param.field),
        param,
      );
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
