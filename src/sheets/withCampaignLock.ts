import { RuleError } from '../rules/ruleError';

/** How long a submission waits for another one to finish before giving up. */
const LOCK_WAIT_MS = 20_000;

/** Whoever holds the lock may be saving a battle, a booking or a new round: the message names none. */
export const LOCK_BUSY_MESSAGE =
  'Gerade speichert jemand anderes etwas in dieser Kampagne (eine Schlacht, eine Buchung oder eine neue Runde). Bitte in ein paar Sekunden erneut senden.';

/**
 * Runs `work` while holding the campaign's lock, so two players submitting at once cannot both
 * read the same state and write the same row. Released in `finally`, also when `work` throws.
 *
 * The script lock, not the document lock: the sidebars and the player portal (a web app of the
 * same bound project) must exclude each other, and Google returns no document lock "outside of
 * the context of a containing document (such as from a standalone script or webapp)"
 * (https://developers.google.com/apps-script/reference/lock/lock-service#getDocumentLock()).
 * A bound project belongs to one spreadsheet, so its script lock guards exactly that campaign.
 */
export function withCampaignLock<T>(work: () => T, busyMessage = LOCK_BUSY_MESSAGE): T {
  const lock = campaignLock();
  if (!lock.tryLock(LOCK_WAIT_MS)) {
    throw new RuleError(busyMessage);
  }
  try {
    const result = work();
    // Make the write visible before the next submission reads.
    SpreadsheetApp.flush();
    return result;
  } finally {
    lock.releaseLock();
  }
}

/**
 * The same lock for work that writes no cell (a player's link stopped in the script's
 * properties, unlistedLinks.ts), which no page waits for: it runs only if the lock comes within
 * `waitMs`, else not at all (false) — the next execution tries again. No flush: nothing to show.
 */
export function whileCampaignLocked(work: () => void, waitMs: number): boolean {
  const lock = campaignLock();
  if (!lock.tryLock(waitMs)) return false;
  try {
    work();
    return true;
  } finally {
    lock.releaseLock();
  }
}

/** Which lock is the campaign's: declared once, for both. */
function campaignLock(): GoogleAppsScript.Lock.Lock {
  return LockService.getScriptLock();
}
