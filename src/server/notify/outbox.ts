/**
 * Claiming notifications (N2, N5), the save's part: `claimDeliveries`, under the campaign's lock
 * once the save's rows are written — every delivery of the events whose key is not yet in the
 * record is appended to the sheet „Benachrichtigungen“: Neuigkeiten as „im Portal“, e-mail and
 * chat as „wird gesendet“. The lock makes the claim exclusive: a retried or concurrent save
 * finds the key and claims nothing, so no delivery is recorded twice. The sending is another
 * execution's (deliverPending.ts): nobody's save waits for a mail or the chat.
 *
 * It never throws: a failure is logged, the save stands.
 */
import { CellMatrix, CellValue } from '../../rules/cells/cellValue';
import { nameKey } from '../../rules/campaign/names';
import { Channel, deliveriesOf, deliveryKey, NotificationEvent } from '../../rules/notify/notificationEvent';
import { LOG_COLUMN, LOG_HEADERS, LOG_SHEET, logRow, recordedKeys, RESULT } from '../../rules/notify/notificationLog';
import { NotifySettings } from '../../rules/notify/notifySettings';
import type { RecordedNotice } from '../../rules/notify/reportDeadlines';
import { mailAddresses } from '../../rules/notify/playerAddresses';
import { asTextCell } from '../../sheets/textCell';
import { mailOptOuts } from './playerPreferences';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

export interface ClaimContext {
  /** Spieler as read by the save (header first): the E-Mail column. */
  players: CellMatrix;
  settings: NotifySettings;
  properties: GoogleAppsScript.Properties.Properties;
  now: Date;
}

/** The record as a claim finds it: its sheet (null: none yet), its last row, the keys in it. */
export interface RecordRead {
  sheet: GoogleAppsScript.Spreadsheet.Sheet | null;
  last: number;
  known: Set<string>;
}

/** Reads the record's keys (two calls; none without the sheet): what was delivered — or claimed — ever. */
export function readRecord(spreadsheet: Spreadsheet): RecordRead {
  const sheet = spreadsheet.getSheetByName(LOG_SHEET);
  const last = sheet ? sheet.getLastRow() : 0;
  const known = sheet && last >= 1 ? recordedKeys(sheet.getRange(1, LOG_COLUMN.key + 1, last, 1).getValues()) : new Set<string>();
  return { sheet, last, known };
}

/**
 * Whether the record holds the notice `id` for any of `players` — on Neuigkeiten, the channel
 * every player has: a claim records all of an event's deliveries at once, under the lock.
 */
export function noticeRecorded(record: RecordRead): RecordedNotice {
  return (id, players) => players.some((p) => record.known.has(deliveryKey({ event: { id }, channel: 'portal', recipient: p })));
}

/**
 * Under the lock: records the events' new deliveries; how many wait for a sender (mail, chat).
 * `record`: the record as this lock read it already (readRecord), else it is read here. `more`:
 * events found from the record itself (what was said that no longer holds, toldDeclarations.ts) —
 * asked only when the record is read anyway, so a save with nothing to claim reads no more. Never throws.
 */
export function claimDeliveries(
  spreadsheet: Spreadsheet,
  events: readonly NotificationEvent[],
  context: ClaimContext,
  record?: RecordRead,
  more?: (known: ReadonlySet<string>) => readonly NotificationEvent[],
): number {
  if (events.length === 0) return 0;
  try {
    const addresses = mailAddresses(context.players);
    const optedOut = addresses.size ? mailOptOuts(context.properties.getProperties()) : new Set<string>();
    const channels = new Set<Channel>(['portal', 'mail']);
    if (context.settings.chatWebhook) channels.add('chat');
    const wantedOf = (all: readonly NotificationEvent[]) =>
      deliveriesOf(all, channels).filter(
        (d) => d.channel !== 'mail' || (addresses.has(nameKey(d.recipient)) && !optedOut.has(nameKey(d.recipient))),
      );
    const own = wantedOf(events);
    if (own.length === 0) return 0;
    const { sheet: existing, last, known } = record ?? readRecord(spreadsheet);
    // What this save tells counts as told for what the record finds (a declaration made again now is told by the save, once).
    const told = more ? new Set([...known, ...own.map(deliveryKey)]) : known;
    const wanted = more ? wantedOf([...events, ...more(told)]) : own;
    const sheet = existing ?? spreadsheet.insertSheet(LOG_SHEET);
    const fresh = wanted.filter((d) => !known.has(deliveryKey(d)));
    if (fresh.length === 0) return 0;
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
    return results.filter((r) => r === RESULT.pending).length;
  } catch (error) {
    console.error('Benachrichtigungen nicht vorgemerkt', error);
    return 0;
  }
}

function asCell(value: CellValue): CellValue {
  return typeof value === 'string' ? asTextCell(value) : value;
}
