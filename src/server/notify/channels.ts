/**
 * The two channels that leave the workbook (N2a, N2b), each paused with a German note when its
 * scope was not granted (partial consent) or Google's daily quota is used up (N7); a failure
 * is the delivery's result, never an error of the save.
 */
import { nameKey } from '../../rules/campaign/names';
import { DISCORD_LIMIT, discordPayload, looksSecret, mailBody } from '../../rules/notify/messages';
import { RESULT } from '../../rules/notify/notificationLog';
import { FETCH_SCOPE, MAIL_SCOPE, scopeGranted, scopeLabel } from '../permissions';
import type { Outgoing } from './deliverPending';

export const MAIL_SENDER_NAME = 'Kriegsrat';
export const QUOTA_USED_UP = 'Googles Tageskontingent für E-Mails ist aufgebraucht; morgen geht es weiter.';
export const missingScope = (scope: string) =>
  `Berechtigung „${scopeLabel(scope)}“ nicht erteilt – im Kriegsrat-Menü „Benachrichtigungen“ wählen und zustimmen.`;
export const SECRET_HELD_BACK = 'nicht gesendet: die Zeile sah nach einem Link oder einer Adresse aus';

/** Google's reasons, in German: an address Google refuses, the quota, anything else. */
export function mailFailure(error: unknown): string {
  const text = String((error as Error | undefined)?.message ?? error);
  if (/invalid email|ungültige/i.test(text)) return 'Google nimmt die Adresse nicht an';
  if (/too many times|quota|kontingent/i.test(text)) return QUOTA_USED_UP;
  return 'Google hat die E-Mail nicht angenommen';
}

/** MailApp's remaining daily quota; null when Google cannot say (no scope, service failure). */
export function remainingMailQuota(): number | null {
  if (!scopeGranted(MAIL_SCOPE)) return null;
  try {
    return MailApp.getRemainingDailyQuota();
  } catch {
    return null;
  }
}

/**
 * A run's time for sending: `inTime()` is asked before each send; an item not started because
 * time is up goes into `later` (given back to the queue, never half-sent).
 */
export interface SendBudget {
  inTime(): boolean;
  later: Set<number>;
}

/** No time limit (a fresh set each call: a shared default would collect other calls' items). */
const unlimited = (): SendBudget => ({ inTime: () => true, later: new Set() });

/** Sends the mails among `items` to `addresses` (by name key); `results[i]` becomes what came of item i. */
export function sendMails(
  items: readonly Outgoing[],
  results: string[],
  addresses: ReadonlyMap<string, string>,
  linkOf: (player: string) => string | null,
  budget: SendBudget = unlimited(),
): void {
  const indexes = items.flatMap((d, i) => (d.channel === 'mail' && results[i] === RESULT.pending ? [i] : []));
  if (indexes.length === 0) return;
  if (!scopeGranted(MAIL_SCOPE)) {
    for (const i of indexes) results[i] = RESULT.paused(missingScope(MAIL_SCOPE));
    return;
  }
  let quota = remainingMailQuota() ?? 0;
  for (const i of indexes) {
    const d = items[i];
    if (quota <= 0) {
      results[i] = RESULT.paused(QUOTA_USED_UP);
      continue;
    }
    if (!budget.inTime()) {
      budget.later.add(i);
      continue;
    }
    try {
      MailApp.sendEmail({
        to: addresses.get(nameKey(d.recipient)) ?? '',
        subject: d.subject,
        body: mailBody(d.text, safeLink(linkOf, d.recipient)),
        name: MAIL_SENDER_NAME,
      });
      results[i] = RESULT.sent;
      quota--;
    } catch (error) {
      // Google words its refusal in the account's language (users report it in Japanese): a
      // failure the words do not explain is asked of the quota itself — used up (0, or -1 as
      // reported after a refusal) pauses the mail for the next run instead of losing it.
      let why = mailFailure(error);
      if (why !== QUOTA_USED_UP && (remainingMailQuota() ?? 1) <= 0) why = QUOTA_USED_UP;
      results[i] = why === QUOTA_USED_UP ? RESULT.paused(why) : RESULT.failed(why);
      if (why === QUOTA_USED_UP) quota = 0;
    }
  }
}

function safeLink(linkOf: (player: string) => string | null, player: string): string | null {
  try {
    return linkOf(player);
  } catch {
    return null;
  }
}

/** HTTP 429: Discord's webhook is rate-limited and posted nothing (https://discord.com/developers/docs/topics/rate-limits). */
const RATE_LIMITED = 429;

/**
 * How long a chat line queued (the record's Zeitpunkt) is tried again while the webhook answers
 * 429: Discord's limits last seconds; a webhook refusing for a day is not coming back by itself,
 * and its lines would stay „wird gesendet“ forever, ahead of every later line. Past this, a 429
 * makes the line „fehlgeschlagen“, which the organiser sees in the record.
 */
export const CHAT_RETRY_LIMIT_MS = 24 * 3_600_000;
const REFUSED_TOO_LONG = RESULT.failed(
  `der Chat nimmt seit mehr als ${CHAT_RETRY_LIMIT_MS / 3_600_000} Stunden nichts an (429: zu viele Anfragen) – nicht mehr versucht`,
);

/** Posts the chat lines among `items` to the Discord webhook, as few messages as fit. */
export function sendChat(items: readonly Outgoing[], results: string[], webhook: string, budget: SendBudget = unlimited()): void {
  const indexes = items.flatMap((d, i) => (d.channel === 'chat' && results[i] === RESULT.pending ? [i] : []));
  if (indexes.length === 0) return;
  if (!scopeGranted(FETCH_SCOPE)) {
    for (const i of indexes) results[i] = RESULT.paused(missingScope(FETCH_SCOPE));
    return;
  }
  const batches: number[][] = [];
  let length = 0;
  for (const i of indexes) {
    const text = items[i].text;
    if (looksSecret(text)) {
      results[i] = SECRET_HELD_BACK;
      continue;
    }
    const last = batches[batches.length - 1];
    if (last && length + 1 + text.length <= DISCORD_LIMIT) {
      last.push(i);
      length += 1 + text.length;
    } else {
      batches.push([i]);
      length = text.length;
    }
  }
  // After a 429 in this run: each line tried again by the next run, unless it is past CHAT_RETRY_LIMIT_MS.
  const rateLimitedNow = Date.now();
  const giveBack = (batch: number[]) => {
    for (const i of batch) {
      const queued = items[i].queuedAt;
      if (queued && rateLimitedNow - queued.getTime() > CHAT_RETRY_LIMIT_MS) results[i] = REFUSED_TOO_LONG;
      else budget.later.add(i);
    }
  };
  let rateLimited = false;
  for (const batch of batches) {
    if (rateLimited) {
      giveBack(batch);
      continue;
    }
    if (!budget.inTime()) {
      for (const i of batch) budget.later.add(i);
      continue;
    }
    const content = batch.map((i) => items[i].text).join('\n');
    let result: string;
    try {
      const response = UrlFetchApp.fetch(webhook, {
        method: 'post',
        contentType: 'application/json',
        payload: JSON.stringify(discordPayload(content)),
        muteHttpExceptions: true,
        followRedirects: false,
      });
      const code = response.getResponseCode();
      if (code === RATE_LIMITED) {
        // Discord posted nothing: the next run tries again (still at most once); this run stops posting.
        rateLimited = true;
        giveBack(batch);
        continue;
      }
      result = code >= 200 && code < 300 ? RESULT.sent : RESULT.failed(`der Chat antwortete mit Fehler ${code}`);
    } catch {
      result = RESULT.failed('der Chat war nicht erreichbar (Adresse, Zeitüberschreitung oder Störung)');
    }
    for (const i of batch) results[i] = result;
  }
}
