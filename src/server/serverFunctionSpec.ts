import type { ParamSpec } from '../shared/paramSpec';
import type { ServerApi, ServerFunctionName } from '../shared/serverApi';

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
    /**
     * 'players': the portal's endpoints, which check the link's token. 'timeTrigger': run by a
     * time-driven trigger, which has no UI and no active spreadsheet to tell it from the web app;
     * it ignores its input (the trigger's event) and does only what its schedule does. Any
     * other refuses the web app (sheetsOnly.ts).
     */
    audience?: 'players' | 'timeTrigger';
  };
}[ServerFunctionName];

/** Compiles only when `specs` names every server function of the map (and no other). */
export type EveryServerFunction<Specs extends readonly ServerFunctionSpec[]> = ServerFunctionName extends Specs[number]['name']
  ? Specs
  : never;
