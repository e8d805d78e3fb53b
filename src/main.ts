/**
 * Entry of the Apps Script bundle. esbuild wraps this module in an IIFE whose result is the
 * global `Kriegsrat`; build.mjs adds one top-level wrapper per public function that calls in.
 */
import { CUSTOM_FUNCTIONS } from './functions/customFunctions';
import { SERVER_FUNCTIONS } from './server/serverFunctions';
import type { ServerFunctionSpec } from './server/serverFunctionSpec';
import { guardedRun } from './server/sheetsOnly';
import { refusalsMarked } from './server/refusalsMarked';

const byName = <T extends { name: string; run: unknown }>(specs: T[]): Record<string, T['run']> =>
  Object.fromEntries(specs.map((s) => [s.name, s.run]));

export const customFunctions = byName(CUSTOM_FUNCTIONS);
export const serverFunctions = byName(
  (SERVER_FUNCTIONS as readonly ServerFunctionSpec[]).map((spec) => ({ name: spec.name, run: refusalsMarked(guardedRun(spec)) })),
);

/** Names, parameters and documentation of every public function, for the build and the docs. */
export const publicApi = {
  customFunctions: CUSTOM_FUNCTIONS.map(({ run: _run, ...doc }) => doc),
  serverFunctions: (SERVER_FUNCTIONS as readonly ServerFunctionSpec[]).map(({ run: _run, audience: _audience, ...doc }) => doc),
};
