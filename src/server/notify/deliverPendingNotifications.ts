import { backgroundSpreadsheet } from './backgroundSpreadsheet';
import { deliverPending, NOTHING_TO_SEND } from './deliverPending';
import { deleteSpentTrigger } from './scheduleDelivery';

/**
 * Top-level (audience 'players'): sends what saves claimed and nobody sent yet (N5). Called by
 * the page that made a save right after its answer, by the one-off trigger after a menu action
 * (whose spent trigger it deletes), and by anyone: it takes no input and only ever sends
 * deliveries already claimed — each at most once — so a stranger's call sends nothing earlier
 * than the next page would. The answer says how many, never to whom.
 */
export function deliverPendingNotifications(event?: object): string {
  deleteSpentTrigger(event);
  let spreadsheet;
  try {
    spreadsheet = backgroundSpreadsheet();
  } catch {
    spreadsheet = null;
  }
  return spreadsheet ? deliverPending(spreadsheet) : NOTHING_TO_SEND;
}
