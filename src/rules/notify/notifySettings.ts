import { CellMatrix, CellValue } from '../cells/cellValue';
import { settingValue } from '../campaign/settings';
import { formatNumber } from '../format';

/**
 * The Einstellungen rows of the notifications (N2b, N3, N4), each declared once: its name, its
 * default, the note setup writes beside it. Values are read leniently — a setting the organiser
 * mistyped falls back to its default, never stops a save.
 */
export const CHAT_WEBHOOK_SETTING = {
  name: 'Chat-Webhook',
  default: '',
  note: 'Adresse eines Discord-Webhooks (Servereinstellungen → Integrationen → Webhooks → URL kopieren). Leer: kein Chat. Der Chat bekommt nur Öffentliches: neue Runden, Phasen, Angriffsansagen ab der Schlachtphase und Schlachten, sobald sie zählen.',
};
export const REMINDER_SETTING = {
  name: 'Erinnerung nach Stunden',
  default: 48,
  note: 'Eine Meldung, die so viele Stunden unbeantwortet ist, wird dem Gegner einmal in Erinnerung gebracht. Leer: 48.',
};
export const AUTO_CONFIRM_SETTING = {
  name: 'Automatisch bestätigen nach Tagen',
  default: '',
  note: 'Eine Meldung, die so viele Tage unbeantwortet ist, wird bestätigt (Bestätigt von: automatisch). Leer: nie.',
};

export const NOTIFY_SETTINGS = [CHAT_WEBHOOK_SETTING, REMINDER_SETTING, AUTO_CONFIRM_SETTING] as const;

export interface NotifySettings {
  /** The Discord webhook's URL; '' when none (or not an https URL). */
  chatWebhook: string;
  reminderHours: number;
  /** Null: never. */
  autoConfirmDays: number | null;
}

/** A number over 0 as the organiser types it (48, 48,5); null for anything else — then the default applies. */
export function positiveSetting(value: string | null): number | null {
  if (value === null || value === '') return null;
  const n = Number(value.replace(',', '.'));
  return Number.isFinite(n) && n > 0 ? n : null;
}

/**
 * A webhook URL we post to: https, or plain http to this machine only (the preview's and the
 * tests' receiver; Google cannot reach it) — a typo never sends the campaign to a plain-http host.
 */
export function webhookUrl(value: string | null): string {
  const text = (value ?? '').trim();
  return /^https:\/\/[^\s]+$/i.test(text) || /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/[^\s]*)?$/i.test(text) ? text : '';
}

export function readNotifySettings(settings: CellMatrix | null): NotifySettings {
  return {
    chatWebhook: webhookUrl(settingValue(settings, CHAT_WEBHOOK_SETTING.name)),
    reminderHours: positiveSetting(settingValue(settings, REMINDER_SETTING.name)) ?? REMINDER_SETTING.default,
    autoConfirmDays: positiveSetting(settingValue(settings, AUTO_CONFIRM_SETTING.name)),
  };
}

/** When a report was made: Gemeldet am as a date; null when blank or unreadable (then no deadline runs, N3/N4). */
export function reportedAt(value: CellValue): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  return null;
}

/**
 * N4 as the opponent reads it, after the report waiting for them and its reminder — and the
 * organiser in „Benachrichtigungen“: silence confirms. „nach der Meldung“: counted from Gemeldet
 * am (reportsPastDeadline), not from the message.
 */
export function autoConfirmHint(days: number): string {
  return `Antwortest du nicht, wird sie ${days === 1 ? '1 Tag' : `${formatNumber(days)} Tage`} nach der Meldung automatisch bestätigt.`;
}
