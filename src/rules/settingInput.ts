import { nameKey } from './campaign/names';
import { CONFIRMATION_SETTING, NO } from './campaign/settings';
import { formatNumber } from './format';
import {
  AUTO_CONFIRM_SETTING,
  CHAT_WEBHOOK_SETTING,
  positiveSetting,
  REMINDER_SETTING,
  webhookUrl,
} from './notify/notifySettings';
import { ATTACKS_SETTING, PHASE_SETTING } from './rounds/roundSettings';

/**
 * A value typed into Einstellungen that its reader cannot read (user test 27). The readers
 * fall back to what an empty cell means, so a save never stops at a typo — and without a word
 * the organiser believes „2 Tage“ reminds after two days or „vielleicht“ turned declarations
 * on. This names what is wrong, what is allowed, and what applies meanwhile.
 */
export interface SettingInputProblem {
  /** The value as the cell shows it, quoted: „2 Tage“ */
  quoted: string;
  /** „2 Tage“ ist keine Zahl über 0 */
  reason: string;
  /** What may stand there, and what empty means. */
  allowed: string;
  /** What Kriegsrat reads while the value stands: the reader's fallback. */
  applies: string;
}

interface SettingInput {
  /** The reader's own test: whether the (non-empty, trimmed) text reads as a value. */
  readable(text: string): boolean;
  /** The reason's end after „text“. */
  not: string;
  allowed: string;
  /** What an empty or unreadable value means (what the reader falls back to). */
  applies: string;
}

/** ja/nein, Befehle/Schlachten: matched like names, as readPhase, readAttacksDeclared and confirmationRequired read them. */
function choice(values: readonly string[], applies: string): SettingInput {
  const keys = new Set(values.map(nameKey));
  return {
    readable: (text) => keys.has(nameKey(text)),
    not: 'ist kein erlaubter Wert',
    allowed: `${values.join(' oder ')}; leer: ${applies}`,
    applies,
  };
}

function positive(example: number, applies: string): SettingInput {
  return {
    readable: (text) => positiveSetting(text) !== null,
    not: 'ist keine Zahl über 0',
    allowed: `eine Zahl über 0, z. B. ${formatNumber(example)}; leer: ${applies}`,
    applies,
  };
}

/** The settings a reader reads, by nameKey of the row's name; Rechenstand and Speicherstand are Kriegsrat's own. */
const INPUTS = new Map<string, SettingInput>([
  // C7: anything but nein reads as ja.
  [nameKey(CONFIRMATION_SETTING.name), choice(CONFIRMATION_SETTING.values, CONFIRMATION_SETTING.default)],
  [nameKey(PHASE_SETTING.name), choice(PHASE_SETTING.values, PHASE_SETTING.default)],
  // A1: anything but ja reads as nein (setup's default for a new sheet is ja, the reader's nein).
  [nameKey(ATTACKS_SETTING.name), choice(ATTACKS_SETTING.values, NO)],
  [nameKey(REMINDER_SETTING.name), positive(REMINDER_SETTING.default, formatNumber(REMINDER_SETTING.default))],
  [nameKey(AUTO_CONFIRM_SETTING.name), positive(7, 'nie')],
  [
    nameKey(CHAT_WEBHOOK_SETTING.name),
    {
      readable: (text) => webhookUrl(text) !== '',
      not: 'ist keine https-Adresse',
      allowed: 'die Adresse eines Discord-Webhooks (https://…); leer: kein Chat',
      applies: 'kein Chat',
    },
  ],
]);

/**
 * What is wrong with `text` as the value of setting `name`, or null: it reads, it is empty (the
 * default, as documented), or Kriegsrat reads no such setting. `shown` is the text as the cell
 * shows it, for the message.
 */
export function settingInputProblem(name: string, text: string, shown = text): SettingInputProblem | null {
  const input = INPUTS.get(nameKey(name));
  const value = text.trim();
  if (!input || value === '' || input.readable(value)) return null;
  const quoted = `„${shown.trim()}“`;
  return { quoted, reason: `${quoted} ${input.not}`, allowed: input.allowed, applies: input.applies };
}
