import { CellMatrix, CellValue } from '../cells/cellValue';
import { parseText } from '../cells/parseCell';
import { cellOf, nameKey, readTable, SETTINGS_SPEC } from '../campaign';

/**
 * The Einstellungen rows of the notifications (N2b, N3, N4), each declared once: its name, its
 * default, the note setup writes beside it. Values are read leniently — a setting the organiser
 * mistyped falls back to its default, never stops a save.
 */
export const CHAT_WEBHOOK_SETTING = {
  name: 'Chat-Webhook',
  default: '',
  note: 'Adresse eines Discord-Webhooks (Servereinstellungen → Integrationen → Webhooks → URL kopieren). Leer: kein Chat. Der Chat bekommt nur Öffentliches: neue Runden, Phasen, bestätigte Schlachten.',
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

/** A setting's cell by its name (matched like names); undefined when the sheet, column or row is missing. */
export function settingCell(settings: CellMatrix | null, name: string): CellValue | undefined {
  if (!settings || settings.length === 0) return undefined;
  let table;
  try {
    table = readTable(settings, SETTINGS_SPEC);
  } catch {
    return undefined;
  }
  const key = nameKey(name);
  for (let row = 0; row < table.rows.length; row++) {
    if (nameKey(parseText(cellOf(table, row, 'name'))) === key) return cellOf(table, row, 'value');
  }
  return undefined;
}

function positive(value: CellValue | undefined): number | null {
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'number' ? value : Number(parseText(value).trim().replace(',', '.'));
  return Number.isFinite(n) && n > 0 ? n : null;
}

/**
 * A webhook URL we post to: https, or plain http to this machine only (the preview's and the
 * tests' receiver; Google cannot reach it) — a typo never sends the campaign to a plain-http host.
 */
export function webhookUrl(value: CellValue | undefined): string {
  const text = value === undefined ? '' : parseText(value).trim();
  return /^https:\/\/[^\s]+$/i.test(text) || /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/[^\s]*)?$/i.test(text) ? text : '';
}

export function readNotifySettings(settings: CellMatrix | null): NotifySettings {
  return {
    chatWebhook: webhookUrl(settingCell(settings, CHAT_WEBHOOK_SETTING.name)),
    reminderHours: positive(settingCell(settings, REMINDER_SETTING.name)) ?? REMINDER_SETTING.default,
    autoConfirmDays: positive(settingCell(settings, AUTO_CONFIRM_SETTING.name)),
  };
}
