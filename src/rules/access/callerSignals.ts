/**
 * Who may run an organiser's function: a person in the spreadsheet's own UI (issue 22). Two
 * signals Google documents, read by the server (src/server/sheetsOnly.ts) and judged here:
 * `SpreadsheetApp.getUi()` succeeds only where there is a spreadsheet UI ("Cannot call
 * SpreadsheetApp.getUi() from this context" in a web app), and the active user is the
 * effective one — in a web app executing as its deployer the visitor is blank ("anonymous")
 * or another person (Session.getActiveUser,
 * https://developers.google.com/apps-script/reference/base/session#getActiveUser()). A signal
 * that could not be read counts as failed: the guard fails closed.
 */

/** What the server read; `null`: the call threw. */
export interface CallerSignals {
  /** Whether SpreadsheetApp.getUi() returned a UI. */
  ui: boolean;
  activeEmail: string | null;
  effectiveEmail: string | null;
}

/** Why a call is not a person in the spreadsheet's own UI; none: it is. */
export type CallerFailure = 'noUi' | 'noActiveEmail' | 'noEffectiveEmail' | 'otherUser';

export function callerFailures(signals: CallerSignals): CallerFailure[] {
  const failures: CallerFailure[] = [];
  const active = (signals.activeEmail ?? '').trim();
  const effective = (signals.effectiveEmail ?? '').trim();
  if (!signals.ui) failures.push('noUi');
  if (active === '') failures.push('noActiveEmail');
  if (effective === '') failures.push('noEffectiveEmail');
  if (active !== '' && effective !== '' && active.toLowerCase() !== effective.toLowerCase()) failures.push('otherUser');
  return failures;
}
