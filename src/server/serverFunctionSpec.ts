import type { ParamSpec } from '../shared/paramSpec';
import type { ServerApi, ServerFunctionName } from '../shared/serverApi';

/**
 * Who calls a server function — every top-level function is reachable through google.script.run
 * from any page the web app serves, executing as the organiser, so each declares its caller:
 * - absent: the organiser, in the spreadsheet's own UI (menu entries, sidebar endpoints);
 * - 'players': the portal's endpoints, which check the link's token on every call;
 * - 'openTrigger': onOpen/onInstall, which only build the menu: run only where a UI is;
 * - 'editTrigger': onEdit, run only with a real edit event (e.range's methods exist);
 * - 'timeTrigger': a time-driven trigger (no UI, no active user): run only with an event whose
 *   triggerUid is one of the project's triggers (ScriptApp.getProjectTriggers).
 */
export type Audience = 'players' | 'openTrigger' | 'editTrigger' | 'timeTrigger';

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
