import { nameKey } from './names';

/** C10: the Einspruch a report carries once its reporter withdrew it. */
export const withdrawnBy = (player: string) => `zurückgezogen von ${player}`;

/** C10: whether a verworfen row's Einspruch says its reporter withdrew it (withdrawnBy), matched like names. */
export function withdrawnByReporter(dispute: string, reportedBy: string): boolean {
  return reportedBy !== '' && nameKey(dispute) === nameKey(withdrawnBy(reportedBy));
}
