/**
 * MailApp for the twin (N2a), pessimistic: it refuses what Google refuses — without the scope
 * script.send_mail ("You do not have permission …"), beyond the day's quota ("Service invoked
 * too many times for one day: email.", Google's message; consumer accounts get 100 recipients a
 * day: https://developers.google.com/apps-script/guides/services/quotas), an address it cannot
 * parse ("Invalid email: …") — and a test can make the next sends fail however it likes
 * (`failNext`). What it sends is kept in `sent`, the preview's „Postausgang“.
 *
 * Two answers Google leaves open, each a switch (tests run both):
 * - `language`: Google words its exceptions in the account's language — users report the quota's
 *   refusal in Japanese („1 日にサービス email を実行した回数が多すぎます。“,
 *   https://attrise.blog/ceo/?p=12873); 'de' stands for any wording the code cannot recognise.
 * - `exhaustedAnswer`: what getRemainingDailyQuota answers after a refusal — 0, or -1 as one user
 *   observed (http://oki2a24.com/2015/09/15/try-sendemail-through-gas-over-limit/).
 */
import type { GrantedScopes } from './authorization';

export const MAIL_SCOPE = 'https://www.googleapis.com/auth/script.send_mail';
/** Google's daily recipients for a consumer (gmail.com) account. */
export const CONSUMER_MAIL_QUOTA = 100;

export interface SentMail {
  to: string;
  subject: string;
  body: string;
  name?: string;
  at: Date;
}

interface MailMessage {
  to: string;
  subject: string;
  body?: string;
  htmlBody?: string;
  name?: string;
  replyTo?: string;
}

/** The quota's refusal in each language of the switch (the German one stands for any unknown wording). */
export const QUOTA_REFUSAL = {
  en: 'Service invoked too many times for one day: email.',
  de: 'Dienst wurde für einen Tag zu oft aufgerufen: email.',
} as const;

const ADDRESS = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

export class OfflineMailApp {
  readonly sent: SentMail[] = [];
  /** Recipients left today. */
  quota: number;
  /** Throws this (once per send) while set: a mail server down, a timeout — whatever the test needs. */
  failNext: ((mail: MailMessage) => Error | null) | null = null;
  /** The language of Google's exceptions (the account's). */
  language: keyof typeof QUOTA_REFUSAL = 'en';
  /** What getRemainingDailyQuota answers once a send was refused for the quota. */
  exhaustedAnswer: 0 | -1 = 0;

  constructor(
    private readonly granted: GrantedScopes,
    quota = CONSUMER_MAIL_QUOTA,
    /** When a mail is sent: the script's clock. */
    private readonly now: () => Date = () => new Date(),
  ) {
    this.quota = quota;
  }

  private requireScope(method: string): void {
    if (!this.granted.has(MAIL_SCOPE)) {
      throw new Error(`You do not have permission to call MailApp.${method}. Required permissions: ${MAIL_SCOPE}`);
    }
  }

  getRemainingDailyQuota(): number {
    this.requireScope('getRemainingDailyQuota');
    return this.quota;
  }

  sendEmail(recipientOrMessage: string | MailMessage, subject?: string, body?: string, options?: { name?: string }): void {
    this.requireScope('sendEmail');
    const mail: MailMessage =
      typeof recipientOrMessage === 'string'
        ? { to: recipientOrMessage, subject: subject ?? '', body: body ?? '', name: options?.name }
        : recipientOrMessage;
    const recipients = String(mail.to ?? '')
      .split(',')
      .map((r) => r.trim())
      .filter(Boolean);
    if (recipients.length === 0 || recipients.some((r) => !ADDRESS.test(r))) throw new Error(`Invalid email: ${mail.to}`);
    if (this.quota < recipients.length) {
      if (this.quota <= 0) this.quota = this.exhaustedAnswer;
      throw new Error(QUOTA_REFUSAL[this.language]);
    }
    const failure = this.failNext?.(mail) ?? null;
    if (failure) throw failure;
    this.quota -= recipients.length;
    this.sent.push({ to: mail.to, subject: mail.subject, body: mail.body ?? '', name: mail.name, at: this.now() });
  }
}
