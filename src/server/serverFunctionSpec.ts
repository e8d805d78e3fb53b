import { ParamSpec } from '../functions/functionSpec';

/**
 * A top-level function Apps Script calls by name: a trigger (onOpen), a menu entry, or an
 * endpoint of the sidebar (google.script.run). The build generates its wrapper from this.
 */
export interface ServerFunctionSpec {
  name: string;
  summary: string;
  params: ParamSpec[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  run: (...args: any[]) => unknown;
}
