/**
 * Who may call a server function (issue 22). Every top-level function of the Apps Script bundle
 * is reachable through google.script.run from any page the web app serves, by anyone who has
 * the portal's address, executing as the organiser — so each function declares its caller
 * (ServerFunctionSpec.audience) and this rule decides, for that declaration and what the server
 * read, whether the call runs. The server reads the signals (src/server/sheetsOnly.ts) only
 * when asked here, each on its own, and counts a signal it could not read as failed.
 */
import { CallerFailure, callerFailures, CallerSignals } from './callerSignals';
import { isOwnPageKey } from './pageKey';

/**
 * - absent: the organiser, in the spreadsheet's own UI (menu entries: Sheets calls them, so they
 *   carry nothing. A trailing underscore would hide a function from google.script.run — widely
 *   reported, not in Google's reference — but nothing documents Menu.addItem naming such a
 *   private function, so menu entries stay public, guarded by the UI and the e-mail addresses);
 * - 'organiserPage': the endpoints of the organiser's sidebars and dialogs — the organiser in the
 *   UI, and the page's key (pageKey.ts): a third guard that rests on nothing Google could change;
 * - 'players': the portal's endpoints, which check the link's token on every call
 *   (server/portal/portalData.ts checkToken, then linkHolder.ts) — and
 *   deliverPendingNotifications, which takes no input and sends only what saves claimed;
 * - 'openTrigger': onOpen/onInstall, which only build the menu: run only where a UI is;
 * - 'editTrigger': onEdit, run only with a real edit event (isRealEditEvent);
 * - 'timeTrigger': a time-driven trigger (no UI, no active user): run only with an event whose
 *   triggerUid is one of the project's triggers (ScriptApp.getProjectTriggers) and runs this function;
 * - 'changeTrigger': the spreadsheet's installable change trigger (no UI; a page's google.script.run
 *   runs as the same organiser, so the account proves nothing): the same test as 'timeTrigger' — a
 *   triggerUid no page ever shows. Its handler may only stop links of names Spieler does not list,
 *   so even a call that got through stops nothing a page's own read would not stop.
 */
export type Audience = 'players' | 'organiserPage' | 'openTrigger' | 'editTrigger' | 'timeTrigger' | 'changeTrigger';

/** The signals, read on demand; each answers false (or null addresses) when it could not be read. */
export interface CallSignals {
  /** SpreadsheetApp.getUi() returned a UI. */
  ui(): boolean;
  /** The UI and both e-mail addresses (callerSignals.ts). */
  person(): CallerSignals;
  /** The first argument is the event of one of this project's installable triggers that runs this very function (its triggerUid). */
  projectTriggerEvent(): boolean;
  /** The key the call sent, and the caller's own (null: none, or it could not be read). */
  pageKey(): { sent: unknown; own: string | null };
}

/**
 * Why a call is refused: the caller's failures, 'event' for a trigger called without its event,
 * or 'pageKey' for a page that does not carry its user's key (opened elsewhere, or before the key).
 */
export type Refusal = CallerFailure[] | 'event' | 'pageKey';

/** Null: the call runs. The first argument `event` is what the caller passed first. */
export function refusalFor(audience: Audience | undefined, event: unknown, signals: CallSignals): Refusal | null {
  switch (audience) {
    case 'players':
      return null;
    case 'openTrigger':
      // Builds the menu only; in AuthMode.NONE Google gives no e-mail, so only the UI counts.
      return signals.ui() ? null : ['noUi'];
    case 'editTrigger':
      return isRealEditEvent(event) ? null : 'event';
    case 'timeTrigger':
    case 'changeTrigger':
      return signals.projectTriggerEvent() ? null : 'event';
    case 'organiserPage': {
      // The person first: outside the UI the refusal says so; then the key, read only for them.
      const failures = callerFailures(signals.person());
      if (failures.length) return failures;
      const { sent, own } = signals.pageKey();
      return isOwnPageKey(sent, own) ? null : 'pageKey';
    }
    default: {
      const failures = callerFailures(signals.person());
      return failures.length ? failures : null;
    }
  }
}

/** A simple trigger's event as Sheets passes it: a range whose methods exist (JSON carries no functions). */
export function isRealEditEvent(event: unknown): boolean {
  const range = (event as { range?: Record<string, unknown> } | null | undefined)?.range;
  return (
    typeof range === 'object' &&
    range !== null &&
    ['getSheet', 'getRow', 'getLastRow', 'getColumn', 'getValues'].every((method) => typeof range[method] === 'function')
  );
}
