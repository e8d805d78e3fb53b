import { RuleError } from '../rules/ruleError';

/** How long a submission waits for another one to finish before giving up. */
const LOCK_WAIT_MS = 20_000;

/** Whoever holds the lock may be saving a battle, a booking or a new round: the message names none. */
export const LOCK_BUSY_MESSAGE =
  'Gerade speichert jemand anderes etwas in dieser Kampagne (eine Schlacht, eine Buchung oder eine neue Runde). Bitte in ein paar Sekunden erneut senden.';

/**
 * Runs `work` while holding the document lock, so two players submitting at once cannot both
 * read the same state and write the same row. Released in `finally`, also when `work` throws.
 */
export function withDocumentLock<T>(work: () => T): T {
  const lock = LockService.getDocumentLock();
  if (!lock.tryLock(LOCK_WAIT_MS)) {
    throw new RuleError(LOCK_BUSY_MESSAGE);
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
