import type { ParamSpec } from '../shared/paramSpec';
import type { ServerApi, ServerFunctionName } from '../shared/serverApi';
import type { Audience } from '../rules/access/audience';

/** Who calls a server function, and what that admits: a rule (rules/access/audience.ts). */
export type { Audience };

/**
 * A top-level function Apps Script calls by name: a trigger (onOpen), a menu entry, or an
 * endpoint of the sidebar (google.script.run). The build generates its wrapper from this;
 * its name and `run` must match the ServerApi map.
 */
export type ServerFunctionSpec = {
  [K in ServerFunctionName]: {
    name: K;
    summary: string;
    params: ParamSpec[];
    run: ServerApi[K];
    /** Who may call it, which decides its guard (sheetsOnly.ts); absent: the organiser in the spreadsheet's UI. */
    audience?: Audience;
  };
}[ServerFunctionName];

/** Compiles only when `specs` names every server function of the map (and no other). */
export type EveryServerFunction<Specs extends readonly ServerFunctionSpec[]> = ServerFunctionName extends Specs[number]['name']
  ? Specs
  : never;
