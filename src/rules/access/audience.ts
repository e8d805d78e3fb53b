/**
 * Who may call a server function (issue 22). Every top-level function of the Apps Script bundle
 * is reachable through google.script.run from any page the web app serves, by anyone who has
 * the portal's address, executing as the organiser — so each function declares its caller
 * (ServerFunctionSpec.audience) and this rule decides, for that declaration and what the server
 * read, whether the call runs. The server reads the signals (src/server/sheetsOnly.ts) only
 * when asked here, each on its own, and counts a signal it could not read as failed.
 */
import { CallerFailure, callerFailures, CallerSignals } from './callerSignals';

/**
 * - absent: the organiser, in the spreadsheet's own UI (menu entries, sidebar endpoints);
 * - 'players': the portal's endpoints, which check the link's token on every call
 *   (server/portal/portalData.ts checkToken, then linkHolder.ts) — and
 *   deliverPendingNotifications, which takes no input and sends only what saves claimed;
 * - 'openTrigger': onOpen/onInstall, which only build the menu: run only where a UI is;
 * - 'editTrigger': onEdit, run only with a real edit event (isRealEditEvent);
 * - 'timeTrigger': a time-driven trigger (no UI, no active user): run only with an event whose
 *   triggerUid is one of the project's triggers (ScriptApp.getProjectTriggers).
 */
export type Audience = 'players' | 'openTrigger' | 'editTrigger' | 'timeTrigger';

/** The signals, read on demand; each answers false (or null addresses) when it could not be read. */
export interface CallSignals {
  /** SpreadsheetApp.getUi() returned a UI. */
  ui(): boolean;
  /** The UI and both e-mail addresses (callerSignals.ts). */
  person(): CallerSignals;
  /** The first argument is the event of one of this project's time-driven triggers. */
  projectTriggerEvent(): boolean;
}

/** Why a call is refused: the caller's failures, or 'event' for a trigger called without its event. */
export type Refusal = CallerFailure[] | 'event';

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
      return signals.projectTriggerEvent() ? null : 'event';
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
