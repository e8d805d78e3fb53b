/**
 * Sending notifications (N2, N5), in an execution of its own — never the save's, so the save's
 * answer never waits for a mail or the chat, and a webhook that hangs delays nobody's save:
 *
 * 1. Under the campaign's lock: the record's rows „wird gesendet“ (claimed by saves,
 *    outbox.ts) are taken — marked „in Zustellung (Lauf …, seit …)“ in one write; the lock
 *    makes the take exclusive, so two senders at once never send one row twice.
 * 2. The lock released: the mails and the chat post go out (channels.ts), each failure the
 *    row's result.
 * 3. Under the lock again: the results replace this run's marks, in one write (the lock keeps
 *    another sender's results in the same block intact).
 *
 * A row taken by a sender that never wrote its result (the execution was killed) is never sent
 * again — at most once, N5 — and counts as „Zustellung unklar“ once SENDER_DEAD_AFTER_MS have
 * passed. Who runs it: the page that made a save, right after its answer (kit/serverRunner.ts);
 * a one-off trigger after a menu action (scheduleDelivery.ts); the hourly check
 * (checkReportDeadlines.ts) sweeps what is left. It only ever sends what a save claimed, so a
 * call from anywhere is harmless. It never throws.
 */
import { nameKey, PLAYERS_SPEC } from '../../rules/campaign';
import { parseText } from '../../rules/cells/parseCell';
import { MAIL_SUBJECT_PREFIX } from '../../rules/notify/messages';
import { CHANNELS, Channel } from '../../rules/notify/notificationEvent';
import { LOG_COLUMN, LOG_HEADERS, LOG_SHEET, RESULT, sendPlan } from '../../rules/notify/notificationLog';
import { readNotifySettings } from '../../rules/notify/notifySettings';
import { mailAddresses } from '../../rules/notify/playerAddresses';
import { zoneOffset } from '../../sheets/serialDate';
import { asTextCell } from '../../sheets/textCell';
import { withCampaignLock } from '../../sheets/withCampaignLock';
import { playerLinkUrl } from '../portal/playerLinkUrl';
import { FETCH_SCOPE, MAIL_SCOPE, scopeGranted } from '../permissions';
import { missingScope, QUOTA_USED_UP, remainingMailQuota, SendBudget, sendChat, sendMails } from './channels';
import { mailOptOuts } from './playerPreferences';
import { readSettingsValues } from './settingsValues';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** One taken row, as the record holds it (the mail's address and link are looked up when sending). */
export interface Outgoing {
  /** Null: a row whose Kanal the organiser changed to something else — not guessed at. */
  channel: Extract<Channel, 'mail' | 'chat'> | null;
  /** The player's name; „Chat“ for the chat. */
  recipient: string;
  /** The mail's subject: the event as recorded. */
  subject: string;
  /** The text without the link. */
  text: string;
  /** When the save queued it (the record's Zeitpunkt); null when the cell holds no date (changed by hand). */
  queuedAt: Date | null;
}

export const NOTHING_TO_SEND = 'Nichts zu senden.';
/**
 * Google ends an execution after 6 minutes (https://developers.google.com/apps-script/guides/services/quotas):
 * a run killed mid-send leaves every row it took „Zustellung unklar“, never sent — also those it
 * had not reached. So a run that has used this much starts no further send and gives the rest
 * back („wird gesendet“, for the next run), keeping time for the record's write. Counted from the
 * start of the execution, whatever it did before sending.
 */
export const SEND_BUDGET_MS = 4 * 60_000;
const RESULT_COLUMN = LOG_COLUMN.result + 1;

/**
 * What one run did, in German (no name, no address: anyone may call it). `startedAt`: when the
 * execution began (Date.now()) — the budget counts from there, not from here: the hourly check
 * and a menu action without the trigger permission have used part of Google's 6 minutes before
 * they send.
 */
export function deliverPending(spreadsheet: Spreadsheet, now = new Date(), startedAt = Date.now()): string {
  try {
    const sheet = spreadsheet.getSheetByName(LOG_SHEET);
    if (!sheet) return NOTHING_TO_SEND;
    // Without the lock first, one column: most calls find nothing to do and wait for nobody.
    const resume = resumable();
    if (!workToDo(sheet, now, resume)) return NOTHING_TO_SEND;
    const run = Math.random().toString(36).slice(2, 8) || 'x';
    const mark = RESULT.taken(run, now, offsetMinutes(now));
    const taken = take(sheet, mark, now, resume);
    if (!taken || taken.items.length === 0) return NOTHING_TO_SEND;
    const results = send(spreadsheet, taken.items, { inTime: () => Date.now() - startedAt < SEND_BUDGET_MS, later: new Set() });
    record(sheet, taken, results, mark);
    const sent = results.filter((r) => r === RESULT.sent).length;
    const later = results.filter((r) => r === RESULT.pending).length;
    const other = results.length - sent - later;
    return (
      `${sent} Benachrichtigung(en) gesendet` +
      `${other ? `, ${other} nicht – siehe Blatt „${LOG_SHEET}“` : ''}${later ? `, ${later} im nächsten Lauf` : ''}.`
    );
  } catch (error) {
    console.error('Benachrichtigungen nicht gesendet', error);
    return 'Die Benachrichtigungen werden später gesendet.';
  }
}

/**
 * The offset of the mark's wall clock, in minutes: the script's time zone (the manifest's
 * Europe/Berlin), read without a Sheets call; the mark names the offset, so it stays right in a
 * spreadsheet set to another zone. UTC when Google cannot say.
 */
function offsetMinutes(now: Date): number {
  try {
    return Math.round(zoneOffset(now.getTime(), Session.getScriptTimeZone()) / 60_000);
  } catch {
    return 0;
  }
}

function resultsOf(sheet: Sheet, last: number): string[] {
  return sheet
    .getRange(2, RESULT_COLUMN, last - 1, 1)
    .getValues()
    .map((row) => parseText(row[0] ?? ''));
}

/**
 * Which paused rows this run can send now (sendPlan): paused for a permission this run's user has
 * (Google runs a trigger as whoever made it, a sidebar as whoever is at the sheet — a co-editor
 * who refused e-mails pauses them; the organiser's next run sends them) or for the day's quota,
 * when Google has quota again. Asked once per run, and only when a paused row is there.
 */
function resumable(): (paused: string) => boolean {
  let mail: boolean | undefined;
  let chat: boolean | undefined;
  return (paused) => {
    if (paused === RESULT.paused(missingScope(MAIL_SCOPE)) || paused === RESULT.paused(QUOTA_USED_UP))
      return (mail ??= scopeGranted(MAIL_SCOPE) && (remainingMailQuota() ?? 0) > 0);
    if (paused === RESULT.paused(missingScope(FETCH_SCOPE))) return (chat ??= scopeGranted(FETCH_SCOPE));
    return false;
  };
}

function workToDo(sheet: Sheet, now: Date, resume: (paused: string) => boolean): boolean {
  const last = sheet.getLastRow();
  if (last < 2) return false;
  const plan = sendPlan(resultsOf(sheet, last), now, resume);
  return plan.send.length > 0 || plan.dead.length > 0;
}

interface Taken {
  /** 1-based sheet row of the block's first row. */
  firstRow: number;
  /** Block offsets of this run's rows, with what each is. */
  offsets: number[];
  items: Outgoing[];
}

/** Step 1, under the lock: marks the pending rows as this run's (`mark`) and the dead senders' rows as unclear; one write. */
function take(sheet: Sheet, mark: string, now: Date, resume: (paused: string) => boolean): Taken | null {
  return withCampaignLock(() => {
    const last = sheet.getLastRow();
    if (last < 2) return null;
    const plan = sendPlan(resultsOf(sheet, last), now, resume);
    const touched = [...plan.send, ...plan.dead.map((d) => d.index)];
    if (touched.length === 0) return null;
    const first = Math.min(...touched);
    const height = Math.max(...touched) - first + 1;
    const block = sheet.getRange(first + 2, 1, height, LOG_HEADERS.length).getValues();
    const marks = block.map((row) => parseText(row[LOG_COLUMN.result] ?? ''));
    for (const d of plan.dead) marks[d.index - first] = RESULT.unclear(d.run);
    const offsets: number[] = [];
    const items: Outgoing[] = [];
    for (const index of plan.send) {
      const row = block[index - first];
      marks[index - first] = mark;
      offsets.push(index - first);
      items.push({
        channel: channelOf(parseText(row[LOG_COLUMN.channel] ?? '')),
        recipient: parseText(row[LOG_COLUMN.recipient] ?? ''),
        subject: MAIL_SUBJECT_PREFIX + parseText(row[LOG_COLUMN.event] ?? ''),
        text: parseText(row[LOG_COLUMN.text] ?? ''),
        queuedAt: row[LOG_COLUMN.at] instanceof Date ? row[LOG_COLUMN.at] : null,
      });
    }
    sheet.getRange(first + 2, RESULT_COLUMN, height, 1).setValues(marks.map((m) => [asTextCell(m)]));
    return { firstRow: first + 2, offsets, items };
  });
}

function channelOf(label: string): Outgoing['channel'] {
  if (label === CHANNELS.mail) return 'mail';
  return label === CHANNELS.chat ? 'chat' : null;
}

/** Step 2, the lock released: each item's result (RESULT.pending: given back, time was up). Addresses, opt-outs and the webhook as they are now. */
function send(spreadsheet: Spreadsheet, items: Outgoing[], budget: SendBudget): string[] {
  const results = items.map((item) =>
    item.channel === null
      ? RESULT.failed(`unbekannter Kanal (nur ${CHANNELS.mail} und ${CHANNELS.chat} werden gesendet)`)
      : (RESULT.pending as string),
  );
  const properties = PropertiesService.getScriptProperties();
  if (items.some((i) => i.channel === 'mail')) {
    const players = spreadsheet.getSheetByName(PLAYERS_SPEC.sheet);
    const addresses = mailAddresses(players ? players.getDataRange().getValues() : []);
    const optedOut = mailOptOuts(properties.getProperties());
    items.forEach((item, i) => {
      if (item.channel !== 'mail' || results[i] !== RESULT.pending) return;
      if (optedOut.has(nameKey(item.recipient))) results[i] = 'nicht gesendet: E-Mails inzwischen abgeschaltet';
      else if (!addresses.has(nameKey(item.recipient))) results[i] = 'nicht gesendet: keine E-Mail-Adresse mehr in Spieler';
    });
    sendMails(items, results, addresses, (player) => playerLinkUrl(player, properties), budget);
  }
  if (items.some((i) => i.channel === 'chat')) {
    const webhook = readNotifySettings(readSettingsValues(spreadsheet)).chatWebhook;
    if (webhook) sendChat(items, results, webhook, budget);
    else
      items.forEach((item, i) => {
        if (item.channel === 'chat' && results[i] === RESULT.pending) results[i] = 'nicht gesendet: kein „Chat-Webhook“ mehr';
      });
  }
  // Given back when time was up: the next run sends it. Anything else a channel left untouched
  // (it threw before its turn) is not sent again either.
  return results.map((r, i) =>
    r !== RESULT.pending ? r : budget.later.has(i) ? RESULT.pending : RESULT.failed('Kriegsrat konnte nicht senden'),
  );
}

/** Step 3: this run's results over its marks, one write under the lock; when the lock stays busy, each row of this run on its own. */
function record(sheet: Sheet, taken: Taken, results: string[], mark: string): void {
  const height = Math.max(...taken.offsets) + 1;
  try {
    withCampaignLock(() => {
      const now = sheet
        .getRange(taken.firstRow, RESULT_COLUMN, height, 1)
        .getValues()
        .map((row) => parseText(row[0] ?? ''));
      taken.offsets.forEach((offset, i) => {
        // Only this run's own marks: the organiser may have written over one meanwhile.
        if (now[offset] === mark) now[offset] = results[i];
      });
      sheet.getRange(taken.firstRow, RESULT_COLUMN, height, 1).setValues(now.map((r) => [asTextCell(r)]));
    });
  } catch {
    taken.offsets.forEach((offset, i) => sheet.getRange(taken.firstRow + offset, RESULT_COLUMN).setValue(asTextCell(results[i])));
  }
}
