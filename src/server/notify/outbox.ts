/**
 * Delivering notifications (N2, N5) in two steps around the end of a save:
 *
 * 1. `claimDeliveries`, still under the campaign's lock (the save's rows are written): every
 *    delivery of the events whose key is not yet in the record is appended to the sheet
 *    „Benachrichtigungen“ — Neuigkeiten as „im Portal“, e-mail and chat as „wird gesendet“. The
 *    lock makes the claim exclusive: a retried or concurrent save finds the key and claims
 *    nothing, so no delivery happens twice.
 * 2. `sendClaimed`, after the lock is released: the mails and the chat post go out, and their
 *    results replace „wird gesendet“ in one write.
 *
 * Neither step ever throws: a failure is logged (and recorded where it can be), the save stands.
 */
import { CellMatrix, CellValue } from '../../rules/cells/cellValue';
import { nameKey } from '../../rules/campaign/names';
import { Channel, Delivery, deliveriesOf, deliveryKey, NotificationEvent } from '../../rules/notify/notificationEvent';
import { LOG_COLUMN, LOG_HEADERS, LOG_SHEET, logRow, recordedKeys, RESULT } from '../../rules/notify/notificationLog';
import { NotifySettings } from '../../rules/notify/notifySettings';
import { mailAddresses } from '../../rules/notify/playerAddresses';
import { asTextCell } from '../../sheets/textCell';
import { mailOptOuts } from './playerPreferences';
import { sendChat, sendMails } from './channels';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** What was claimed and still has to be sent. */
export interface Claim {
  sheet: Sheet;
  /** 1-based row of the first claimed delivery. */
  firstRow: number;
  deliveries: Delivery[];
  /** The Ergebnis of each claimed row, as written. */
  results: string[];
  /** Mail addresses by player name key. */
  addresses: Map<string, string>;
  webhook: string;
}

export interface ClaimContext {
  /** Spieler as read by the save (header first): the E-Mail column. */
  players: CellMatrix;
  settings: NotifySettings;
  properties: GoogleAppsScript.Properties.Properties;
  now: Date;
}

/** Step 1 (under the lock): records the events' new deliveries; null when nothing is to send. Never throws. */
export function claimDeliveries(
  spreadsheet: Spreadsheet,
  events: readonly NotificationEvent[],
  context: ClaimContext,
): Claim | null {
  if (events.length === 0) return null;
  try {
    const addresses = mailAddresses(context.players);
    const optedOut = addresses.size ? mailOptOuts(context.properties.getProperties()) : new Set<string>();
    const channels = new Set<Channel>(['portal', 'mail']);
    if (context.settings.chatWebhook) channels.add('chat');
    const wanted = deliveriesOf(events, channels).filter(
      (d) => d.channel !== 'mail' || (addresses.has(nameKey(d.recipient)) && !optedOut.has(nameKey(d.recipient))),
    );
    if (wanted.length === 0) return null;
    const existing = spreadsheet.getSheetByName(LOG_SHEET);
    const sheet = existing ?? spreadsheet.insertSheet(LOG_SHEET);
    const last = existing ? sheet.getLastRow() : 0;
    const known = last >= 1 ? recordedKeys(sheet.getRange(1, LOG_COLUMN.key + 1, last, 1).getValues()) : new Set<string>();
    const fresh = wanted.filter((d) => !known.has(deliveryKey(d)));
    if (fresh.length === 0) return null;
    const results = fresh.map((d) => (d.channel === 'portal' ? RESULT.shown : RESULT.pending));
    const rows = fresh.map((d, i) => logRow(d, context.now, results[i]).map(asCell));
    const firstRow = Math.max(last, 1) + 1;
    const needed = firstRow + rows.length - 1;
    const maxRows = sheet.getMaxRows();
    if (needed > maxRows) sheet.insertRowsAfter(maxRows, Math.max(100, needed - maxRows));
    // A new sheet gets its header with the first rows: one write.
    if (existing) sheet.getRange(firstRow, 1, rows.length, LOG_HEADERS.length).setValues(rows);
    else {
      sheet.getRange(1, 1, rows.length + 1, LOG_HEADERS.length).setValues([[...LOG_HEADERS], ...rows]);
      sheet.setFrozenRows(1);
    }
    return { sheet, firstRow, deliveries: fresh, results, addresses, webhook: context.settings.chatWebhook };
  } catch (error) {
    console.error('Benachrichtigungen nicht vorgemerkt', error);
    return null;
  }
}

/** Step 2 (after the lock): sends the claimed mails and chat lines and records what came of each. Never throws. */
export function sendClaimed(claim: Claim | null, linkOf: (player: string) => string | null): void {
  if (!claim) return;
  try {
    const results = claim.results.slice();
    sendMails(claim, results, linkOf);
    sendChat(claim, results);
    if (results.some((r, i) => r !== claim.results[i])) {
      claim.sheet.getRange(claim.firstRow, LOG_COLUMN.result + 1, results.length, 1).setValues(results.map((r) => [asCell(r)]));
    }
  } catch (error) {
    console.error('Benachrichtigungen nicht gesendet', error);
  }
}

function asCell(value: CellValue): CellValue {
  return typeof value === 'string' ? asTextCell(value) : value;
}
