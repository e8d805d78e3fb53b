/**
 * The installable change trigger's run (ScriptApp…forSpreadsheet(ss).onChange()): Google runs
 * its handler after a user changed the spreadsheet's content or structure, with an event
 * `{ authMode: FULL, changeType, source, triggerUid, user }`, as a separate execution under the
 * account that installed it (https://developers.google.com/apps-script/guides/triggers/events,
 * "Change"; https://developers.google.com/apps-script/guides/triggers/installable). Google does
 * not say how soon after the change it runs, nor that it runs before the user's next change —
 * so the twin offers both: 'afterChange' (the moment the change is done, before anything else)
 * and 'held' (not yet: the test or the preview fires what is held later, e.g. after the user's
 * next edit). Script changes fire nothing, as for onEdit ("Script executions and API requests do
 * not cause triggers to run"): the pessimistic reading.
 */
import type { OfflineSpreadsheet } from './offlineSpreadsheet';

/** The changeType values Google documents for the change event. */
export type ChangeType =
  'EDIT' | 'INSERT_ROW' | 'INSERT_COLUMN' | 'REMOVE_ROW' | 'REMOVE_COLUMN' | 'INSERT_GRID' | 'REMOVE_GRID' | 'FORMAT' | 'OTHER';

export type ChangeTiming = 'afterChange' | 'held';

export interface ChangeEvent {
  authMode: 'FULL';
  changeType: ChangeType;
  source: OfflineSpreadsheet;
  triggerUid: string;
  /** The user who made the change (not the trigger's owner, as whom it runs). */
  user: { getEmail(): string };
}

/** The add-on handle's view of its change triggers (loadAddon.ts). */
export interface ChangeTriggers {
  /** When Google runs them, for the following changes; default 'afterChange'. */
  timing: ChangeTiming;
  /** The runs Google still owes ('held'), oldest first. */
  readonly held: { handler: string; event: ChangeEvent }[];
  /** Google runs what it owes, each as its own execution; the results in order. */
  fireHeld(): unknown[];
  /** What the runs threw (Google logs it among the executions; the user's change stands). */
  readonly errors: Error[];
}
