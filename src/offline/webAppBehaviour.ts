/**
 * What Google leaves open while a bound script runs as a web app (issue 22): the twin offers
 * every plausible answer, and the add-on must be right under all of them.
 * - `getActiveSpreadsheet()` / `getActive()`: documented only as "not available"
 *   (https://developers.google.com/apps-script/guides/bound#special_methods); users observe the
 *   container, the twin also offers null and a throw.
 * - The active user: blank for an anonymous visitor, another account for a signed-in visitor,
 *   or the deployer when the organiser opens the page himself (Session.getActiveUser).
 * - `ScriptApp.getService().getUrl()`: the `/exec` URL, or — reported for a request through the
 *   test deployment and outside a live request — the `/dev` URL only editors can open.
 * - `getUi()`: throws, by Google's documentation ("Cannot call SpreadsheetApp.getUi() from this
 *   context"); `ui: 'answers'` is the undocumented opposite, for tests that the guard does not rest
 *   on it alone (the e-mail addresses refuse all the same). Not in WEB_APP_BEHAVIOURS.
 * Always, by Google's documentation: `LockService.getDocumentLock()` is null.
 */
export interface WebAppBehaviour {
  activeSpreadsheet: 'null' | 'container' | 'throws';
  activeUser: 'blank' | 'another' | 'deployer';
  serviceUrl: 'exec' | 'dev';
  /** Absent: 'throws', as Google documents. */
  ui?: 'throws' | 'answers';
}

/** The default: what users of Apps Script report (the container, an anonymous visitor, /exec). */
export const REPORTED_WEB_APP: WebAppBehaviour = { activeSpreadsheet: 'container', activeUser: 'blank', serviceUrl: 'exec' };

/** Every combination, for tests that must hold under each. */
export const WEB_APP_BEHAVIOURS: WebAppBehaviour[] = (['null', 'container', 'throws'] as const).flatMap((activeSpreadsheet) =>
  (['blank', 'another', 'deployer'] as const).flatMap((activeUser) =>
    (['exec', 'dev'] as const).map((serviceUrl) => ({ activeSpreadsheet, activeUser, serviceUrl })),
  ),
);

/** A signed-in visitor who is not the deployer. */
export const ANOTHER_VISITOR = 'besucher@example.com';

/** Google's answer when an active-container method is called where it is not available. */
export const NOT_AVAILABLE_MESSAGE = 'Exception: Service Spreadsheets failed while accessing document with id null.';

/** The `/dev` URL of a web app whose `/exec` URL is given (…/macros/s/<id>/exec → …/dev). */
export function devUrlOf(execUrl: string): string {
  return execUrl.replace(/\/exec$/, '/dev');
}
