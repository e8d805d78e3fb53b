/**
 * The words of a notification on each channel: the e-mail (N2a: the event in one German
 * sentence and the player's own link) and the chat's Discord message (N2b: public only).
 */
import { EVENT_KINDS, NotificationEvent } from './notificationEvent';

export const MAIL_SUBJECT_PREFIX = 'Kriegsrat: ';

export function mailSubject(event: Pick<NotificationEvent, 'kind'>): string {
  return MAIL_SUBJECT_PREFIX + EVENT_KINDS[event.kind];
}

/** The mail's text: the sentence, the player's own link (none: where to find it), how to switch mails off. */
export function mailBody(text: string, link: string | null): string {
  const where = link ? `Dein Link zur Kampagne: ${link}` : 'Deinen Link zur Kampagne bekommst du von der Spielleitung.';
  return `${text}\n\n${where}\n\nDiese E-Mails kannst du über deinen Link unter „Neuigkeiten“ abschalten.`;
}

/** Discord allows 2,000 characters in a message's `content`: lines are posted together up to it. */
export const DISCORD_LIMIT = 2000;

/**
 * Discord's webhook body (https://discord.com/developers/docs/resources/webhook#execute-webhook):
 * the line as `content`; `allowed_mentions` empty so a name like "@everyone" pings nobody.
 */
export function discordPayload(text: string): { content: string; allowed_mentions: { parse: never[] } } {
  const content = text.length > DISCORD_LIMIT ? text.slice(0, DISCORD_LIMIT - 1) + '…' : text;
  return { content, allowed_mentions: { parse: [] } };
}

/**
 * Belt and braces for the public channel (C12, N2b): a line that looks like it carries a link,
 * a token or an e-mail address is not posted at all.
 */
export function looksSecret(text: string): boolean {
  return /https?:\/\//i.test(text) || /[0-9a-f]{32,}/i.test(text) || /[^\s@]+@[^\s@]+\.[a-z]{2,}/i.test(text);
}
