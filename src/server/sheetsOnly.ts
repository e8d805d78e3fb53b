/**
 * google.script.run reaches every top-level function of the bundle — also from the player
 * portal's pages, where the web app runs with the organiser's authority (issue 19). Every
 * server function not made for players therefore refuses to run as the web app. Google gives a
 * bound script's web app no active spreadsheet ("not available",
 * https://developers.google.com/apps-script/guides/bound#special_methods), which is how the
 * web app is told apart from Sheets without a call of its own.
 */
import { RuleError } from '../rules/ruleError';
import type { ServerFunctionSpec } from './serverFunctionSpec';

export const SHEETS_ONLY_MESSAGE =
  'Das geht nur in der Kampagnentabelle selbst, über das Kriegsrat-Menü – nicht über das Spielerportal.';

function runsAsWebApp(): boolean {
  try {
    return SpreadsheetApp.getActiveSpreadsheet() === null;
  } catch {
    // Not authorised for the spreadsheet (onOpen before authorisation, a scope not granted):
    // the function itself says so in German (permissions.ts); it cannot reach the campaign.
    return false;
  }
}

/** The function Apps Script calls for `spec`: a player's endpoint as it is, any other refused in the web app. */
export function guardedRun(spec: ServerFunctionSpec): ServerFunctionSpec['run'] {
  if (spec.audience === 'players' || spec.audience === 'timeTrigger') return spec.run;
  const run = spec.run as (...args: unknown[]) => unknown;
  return ((...args: unknown[]) => {
    if (runsAsWebApp()) throw new RuleError(SHEETS_ONLY_MESSAGE);
    return run(...args);
  }) as ServerFunctionSpec['run'];
}
