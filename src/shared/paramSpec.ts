import type { FieldKey } from '../rules/fields';

/**
 * What a public function's parameter holds; a custom function's arguments are read by it
 * (src/functions/parseArguments.ts). `table`: a range with its header row; `event`/`payload`:
 * what Apps Script hands a trigger or a sidebar call.
 */
export type ParamType = 'number' | 'boolean' | 'text' | 'gaveUp' | 'table' | 'event' | 'payload';

/** One argument of a public function, as autocomplete and the README show it. */
export interface ParamSpec {
  /** The German parameter name users see, e.g. "eigene_punkte"; also the label in its errors. */
  name: string;
  /** What it means, with its unit. */
  description: string;
  type: ParamType;
  /** Blank is allowed: a number is then `undefined`, a text "", a boolean FALSE. */
  optional?: boolean;
  /** The input field it is (a Schlachten column): its refusal carries this key (RuleError.field). */
  field?: FieldKey;
}
