/**
 * Menu „Benachrichtigungen“ (N3, N4, N7): where the channels stand — e-mail with Google's
 * remaining daily quota, the chat, the hourly check — and the switch for the time-driven
 * trigger that runs checkReportDeadlines every hour as the organiser who switches it on.
 */
import { FIELDS } from '../../rules/fields';
import { HOURLY_CHECK_STOPPED_AFTER_HOURS, hourlyCheckStopped } from '../../rules/notify/hourlyCheck';
import { LOG_SHEET } from '../../rules/notify/notificationLog';
import {
  AUTO_CONFIRM_SETTING,
  autoConfirmHint,
  CHAT_WEBHOOK_SETTING,
  readNotifySettings,
} from '../../rules/notify/notifySettings';
import { SETTINGS_SPEC, STATUS_CONFIRMED, STATUS_REPORTED } from '../../rules/campaign';
import { AUTOMATIC } from '../../rules/notify/changeEvents';
import { EVENT_KINDS } from '../../rules/notify/notificationEvent';
import { formatNumber } from '../../rules/format';
import { REPORTS_CAPTION } from '../openReportsFunctions';
import { listedPlayers } from '../../rules/access/linkHolder';
import { mailAddresses } from '../../rules/notify/playerAddresses';
import { readPlayersSheet } from '../../sheets/readCampaign';
import { menuEntry } from '../menuEntry';
import { MAIL_SCOPE, NOTIFY_SCOPES, quotedList, requireScopes, scopeGranted, scopeLabel, TRIGGER_SCOPE } from '../permissions';
import { SPREADSHEET_ID_KEY } from '../portal/linkStore';
import { missingScope, remainingMailQuota } from './channels';
import { readSettingsValues } from './settingsValues';

export const NOTIFY_CAPTION = 'Benachrichtigungen';
export const DEADLINE_HANDLER = 'checkReportDeadlines';

/**
 * Who switched the hourly check on (script property): Google lists each account only its own
 * triggers (ScriptApp.getProjectTriggers: "associated with the current project and current
 * user"), so a co-editor would see it off and switch on a second one, which mails from their
 * account. Readable by every editor, as any script property.
 */
export const DEADLINE_OWNER_KEY = 'kriegsrat.hourlyCheckBy';

/**
 * When the hourly check last ran (script property, ms since the epoch; written when switched on
 * and by each run that could check): an account removed from the spreadsheet keeps its trigger,
 * which then no longer gets at the campaign, and nobody else can see it (getProjectTriggers) —
 * without this a co-editor would be told „an“ for ever and never offered one of their own.
 */
export const DEADLINE_RAN_KEY = 'kriegsrat.hourlyCheckRan';

/** Notes that the hourly check ran (its trigger is alive). Never throws. */
export function noteDeadlineRun(): void {
  try {
    PropertiesService.getScriptProperties().setProperty(DEADLINE_RAN_KEY, String(Date.now()));
  } catch (error) {
    console.warn('Lauf der stündlichen Prüfung nicht vermerkt', error);
  }
}

/** Another account's hourly check as this account sees it. */
export interface OtherHourlyCheck {
  by: string;
  /** No run for HOURLY_CHECK_STOPPED_AFTER_HOURS: its account likely lost its edit rights; this account may switch on its own. */
  stopped: boolean;
}

/** The account running this, '' when Google does not say. */
function me(): string {
  try {
    return String(Session.getEffectiveUser().getEmail() ?? '');
  } catch {
    return '';
  }
}

/** Another account that switched the hourly check on; null when none (or it is this one). */
function switchedOnByOther(): OtherHourlyCheck | null {
  const properties = PropertiesService.getScriptProperties();
  const by = properties.getProperty(DEADLINE_OWNER_KEY);
  if (!by || by === me()) return null;
  return { by, stopped: hourlyStopped(properties) };
}

/** The rule (hourlyCheckStopped) on the run the script property notes. */
function hourlyStopped(properties = PropertiesService.getScriptProperties()): boolean {
  return hourlyCheckStopped(Number(properties.getProperty(DEADLINE_RAN_KEY) ?? ''), Date.now());
}

/** The own hourly check that stopped running: Google's daily runtime for triggers (N7) is the likely reason. */
const OWN_STOPPED =
  `an, aber seit mehr als ${HOURLY_CHECK_STOPPED_AFTER_HOURS} Stunden nicht gelaufen – Google führt Auslöser nicht mehr aus, wenn die ` +
  'Laufzeit des Tages aufgebraucht ist (privat 90 Minuten, Workspace 6 Stunden); dann geht es morgen weiter';

function deadlineTriggers(): GoogleAppsScript.Script.Trigger[] {
  return ScriptApp.getProjectTriggers().filter((t) => t.getHandlerFunction() === DEADLINE_HANDLER);
}

/** The status in German, one line per channel. */
export function notifyStatus(
  spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet,
  triggerOn: boolean | null,
  onByOther: OtherHourlyCheck | null = null,
  /** This account's own check is on but has not run for hours. */
  ownStopped = false,
): string {
  // Spieler and Einstellungen alone: two small sheets, not the campaign.
  const players = readPlayersSheet(spreadsheet).values;
  // „0 von 40 Spielern“: how far the campaign is from mail for everyone, not only how many.
  const listed = listedPlayers(players).length;
  const addresses = `${mailAddresses(players).size} von ${listed === 1 ? 'einem Spieler' : `${listed} Spielern`}`;
  const settings = readNotifySettings(readSettingsValues(spreadsheet));
  const quota = remainingMailQuota();
  const mail = !scopeGranted(MAIL_SCOPE)
    ? `E-Mail: pausiert – ${missingScope(MAIL_SCOPE)}`
    : quota !== null && quota <= 0 // -1 is reported once a send was refused
      ? `E-Mail: pausiert – Googles Tageskontingent ist aufgebraucht (${addresses} mit Adresse).`
      : `E-Mail: ${addresses} mit Adresse in der Spalte „${FIELDS.email.header}“; Google erlaubt heute noch ${quota ?? '?'} E-Mails.`;
  const chat = settings.chatWebhook
    ? 'Chat: Webhook eingetragen – öffentliche Ereignisse gehen in den Chat.'
    : `Chat: aus (Einstellungen, Zeile „${CHAT_WEBHOOK_SETTING.name}“).`;
  // Automatic confirmation's days are said on its own line (autoConfirmStatus), not twice.
  const hourly =
    triggerOn === null
      ? `Stündliche Prüfung: unbekannt – ${missingScope(TRIGGER_SCOPE)}`
      : `Stündliche Prüfung der Meldungen (Erinnerung nach ${settings.reminderHours} Stunden): ${triggerOn ? (ownStopped ? OWN_STOPPED : 'an') : onByOther ? otherCheck(onByOther) : 'aus'}.`;
  // Runs: this account's, or another's that has not stopped.
  const auto = autoConfirmStatus(
    settings.autoConfirmDays,
    triggerOn === true ? !ownStopped : onByOther !== null && !onByOther.stopped,
  );
  return [mail, chat, hourly, auto, `Jede Benachrichtigung steht im Blatt „${LOG_SHEET}“.`].join('\n');
}

/**
 * N4 for the organiser: what the setting does, when (the hourly check or the next save), and who
 * is told what — the players' own sentence quoted (autoConfirmHint), every name from where it is declared.
 */
export function autoConfirmStatus(days: number | null, hourlyRuns: boolean): string {
  if (days === null)
    return `Automatisch bestätigen: aus (${SETTINGS_SPEC.sheet}, Zeile „${AUTO_CONFIRM_SETTING.name}“ leer) – eine Meldung wartet, bis der Gegner oder die Spielleitung antwortet.`;
  const when = hourlyRuns
    ? 'bei der stündlichen Prüfung, also spätestens eine Stunde nach der Frist'
    : 'erst beim nächsten Speichern nach der Frist (die stündliche Prüfung ist aus)';
  return (
    `Automatisch bestätigen nach ${days === 1 ? '1 Tag' : `${formatNumber(days)} Tagen`}: Eine Meldung, die so lange „${STATUS_REPORTED}“ ist ` +
    `(ab „${FIELDS.reportedAt.header}“), wird „${STATUS_CONFIRMED}“, ${FIELDS.confirmedBy.header} „${AUTOMATIC}“ – ${when}. ` +
    `Der Gegner liest schon in der Meldung und in der Erinnerung: „${autoConfirmHint(days)}“ ` +
    `Ist sie bestätigt, hören es beide Spieler (Neuigkeiten; E-Mail, wer eine Adresse hat). ` +
    `Würde sie eine schon gezählte spätere Schlacht ändern, bleibt sie „${STATUS_REPORTED}“ und wartet in „${REPORTS_CAPTION}“ auf die Spielleitung; ` +
    `beide Spieler hören einmal, warum („${EVENT_KINDS.withheld}“).`
  );
}

function otherCheck(other: OtherHourlyCheck): string {
  return other.stopped
    ? `an – eingeschaltet von ${other.by}, aber seit mehr als ${HOURLY_CHECK_STOPPED_AFTER_HOURS} Stunden nicht gelaufen (hat dieses Konto noch Bearbeitungsrechte?)`
    : `an – eingeschaltet von ${other.by}; nur dieses Konto kann sie ausschalten`;
}

/**
 * The menu entry: shows the status, offers to ask Google for the notifications' permissions not
 * granted (the German notes in the record send the organiser here) and to switch the hourly
 * check on or off.
 */
export function showNotifySettings(): void {
  const ask = menuEntry(NOTIFY_CAPTION, (): readonly string[] => {
    const ui = SpreadsheetApp.getUi();
    const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
    const canTrigger = scopeGranted(TRIGGER_SCOPE);
    const on = canTrigger ? deadlineTriggers().length > 0 : null;
    const byOther = on === false ? switchedOnByOther() : null;
    const status = notifyStatus(spreadsheet, on, byOther, on === true && hourlyStopped());
    const missing = NOTIFY_SCOPES.filter((scope) => !scopeGranted(scope));
    if (missing.length) {
      const question =
        `Fehlende Berechtigung${missing.length > 1 ? 'en' : ''} (${quotedList(missing.map(scopeLabel))}) jetzt bei Google erteilen? ` +
        'Google zeigt dann sein Fenster zum Zustimmen; danach diesen Menüpunkt erneut wählen.';
      if (ui.alert(NOTIFY_CAPTION, `${status}\n\n${question}`, ui.ButtonSet.YES_NO) === ui.Button.YES) return missing;
      if (on === null) return [];
    }
    if (on === null || (byOther && !byOther.stopped)) {
      ui.alert(NOTIFY_CAPTION, status, ui.ButtonSet.OK);
      return [];
    }
    const question = on
      ? 'Stündliche Prüfung ausschalten?'
      : byOther
        ? 'Stündliche Prüfung unter diesem Konto einschalten?'
        : 'Stündliche Prüfung einschalten?';
    if (ui.alert(NOTIFY_CAPTION, `${status}\n\n${question}`, ui.ButtonSet.YES_NO) !== ui.Button.YES) return [];
    ui.alert(NOTIFY_CAPTION, switchDeadlineCheck(spreadsheet, !on), ui.ButtonSet.OK);
    return [];
  });
  // Outside the entry's catch-and-alert: Google ends the execution here and shows its window.
  if (ask?.length) requireScopes(ask);
}

/** Switches the hourly trigger; the answer in German. */
export function switchDeadlineCheck(spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet, on: boolean): string {
  const existing = deadlineTriggers();
  const properties = PropertiesService.getScriptProperties();
  if (!on) {
    for (const t of existing) ScriptApp.deleteTrigger(t);
    if (properties.getProperty(DEADLINE_OWNER_KEY) === me()) {
      properties.deleteProperty(DEADLINE_OWNER_KEY);
      properties.deleteProperty(DEADLINE_RAN_KEY);
    }
    return 'Die stündliche Prüfung ist aus. Erinnerungen kommen weiter, wenn jemand etwas speichert.';
  }
  // The trigger may find no active spreadsheet: it opens the campaign by id.
  if (properties.getProperty(SPREADSHEET_ID_KEY) !== spreadsheet.getId())
    properties.setProperty(SPREADSHEET_ID_KEY, spreadsheet.getId());
  if (existing.length === 0) ScriptApp.newTrigger(DEADLINE_HANDLER).timeBased().everyHours(1).create();
  const owner = me();
  if (owner && properties.getProperty(DEADLINE_OWNER_KEY) !== owner) properties.setProperty(DEADLINE_OWNER_KEY, owner);
  noteDeadlineRun();
  return 'Die stündliche Prüfung ist an: jede Stunde werden offene Meldungen erinnert und – wenn eingestellt – automatisch bestätigt.';
}
