import type { ServerFunctionName } from './serverApi';

/**
 * The organiser's page key (issue 23's third guard): every page the organiser's UI opens
 * carries its user's key, embedded by the server (src/server/pageKey.ts); the page's runner
 * (src/sidebar/scriptRun.ts) sends it as the last argument of every call to one of these
 * functions, and the guard (src/server/sheetsOnly.ts) refuses a call whose key is not the
 * caller's own. A portal page never has one.
 */
export const PAGE_KEY_FUNCTIONS = [
  'getBattleFormData',
  'submitBattle',
  'getBookingFormData',
  'submitBooking',
  'getOpenReports',
  'decideReport',
  'renewPlayerLink',
  'revokePlayerLink',
  'setPortalUrl',
] as const satisfies readonly ServerFunctionName[];

export type PageKeyFunction = (typeof PAGE_KEY_FUNCTIONS)[number];

export function takesPageKey(name: string): name is PageKeyFunction {
  return (PAGE_KEY_FUNCTIONS as readonly string[]).includes(name);
}

/** The element holding the page's key, as JSON (read by the page's runner). */
export const PAGE_KEY_ELEMENT_ID = 'page-key';

/** The user property holding a person's key: theirs alone (a co-editor's pages carry the co-editor's key). */
export const PAGE_KEY_PROPERTY = 'kriegsrat.seitenschluessel';

/** The contract for the offline twin's runFromClient (src/offline/loadAddon.ts PageKeyContract). */
export const PAGE_KEY_CONTRACT = { functions: PAGE_KEY_FUNCTIONS, property: PAGE_KEY_PROPERTY };
