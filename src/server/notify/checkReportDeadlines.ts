/**
 * N3/N4: `checkReportDeadlines()` — run hourly by a time-driven trigger the organiser switches on
 * (deadlineTrigger.ts), and after any save that finds a report past its automatic confirmation.
 * One submission: under the lock, the reports still `gemeldet` past `Automatisch bestätigen nach
 * Tagen` become `bestätigt`, Bestätigt von „automatisch“ (one write), and the reports past
 * `Erinnerung nach Stunden` are reminded to the opponent once (the record keeps the once); the
 * answers' notifications follow from the change like any save's.
 *
 * A trigger has no UI and runs as the organiser who switched it on; called from anywhere (the
 * portal's google.script.run reaches every top-level function) it takes no input and does only
 * what the schedule would do.
 */
import { SetupError } from '../../rules/setupError';
import { RuleError } from '../../rules/ruleError';
import {
  BATTLES_CONFIRMATION_SPEC,
  BATTLES_SPEC,
  cellOf,
  readTable,
  replayCampaign,
  STATUS_CONFIRMED,
} from '../../rules/campaign';
import { CellValue } from '../../rules/cells/cellValue';
import { FIELDS } from '../../rules/fields';
import { AUTOMATIC } from '../../rules/notify/changeEvents';
import { readNotifySettings } from '../../rules/notify/notifySettings';
import { reminderEvents, withheldUntold } from '../../rules/notify/reportDeadlines';
import { overdueAsRecorded } from './saveNotifications';
import { readRecord, type RecordRead } from './outbox';
import { declarationsNeverTold, declarationsNoLongerStanding } from '../../rules/notify/toldDeclarations';
import { NotificationEvent } from '../../rules/notify/notificationEvent';
import { rowsWrite } from '../../sheets/rowsWrite';
import { battlesAsRead, identityColumns } from '../reportDecision';
import { dayInLazily } from '../reportCard';
import { RowsCheck, runSubmission, SubmissionKind } from '../submission';
import { backgroundSpreadsheet } from './backgroundSpreadsheet';
import { noteDeadlineRun } from './deadlineTrigger';
import { deliverPending } from './deliverPending';
import { readLinks } from '../portal/linkStore';
import { stopUnlistedNoticed } from '../portal/unlistedLinks';

export interface DeadlineResult {
  /** Rows (1-based) confirmed automatically. */
  bestaetigt: number[];
  /** Reminders found due (each is sent once; a repeated check finds them recorded). */
  erinnerungen: number;
}

interface DeadlineEntry {
  now: Date;
  /** Data-row indexes to confirm. */
  confirm: number[];
  /** Data-row indexes of every overdue report (to confirm or to remind). */
  overdue: number[];
  /** Data-row indexes of the reports held back (N4) and told so now: for good, so decided on the sheets as they are. */
  withheld: number[];
  reminders: NotificationEvent[];
  /** Declarations told that no longer stand, and those typed that nobody was told of (toldDeclarations.ts). */
  gone: NotificationEvent[];
  /** The record as read to find the reminders (none read: nothing past a deadline): the claim reuses it. */
  record?: RecordRead;
}

const DEADLINES: SubmissionKind<DeadlineEntry, DeadlineResult> = {
  failure: 'Die Fristen der Meldungen wurden nicht geprüft',
  read(_payload, campaign) {
    // C8: a player no longer listed loses his link within the hour, even when no page is opened
    // (unlistedLinks.ts; under this submission's lock, no Sheets call unless one is found).
    stopUnlistedNoticed(campaign.spreadsheet, campaign.tables.players, readLinks(PropertiesService.getScriptProperties()), true);
    const now = new Date();
    const replay = replayCampaign(campaign.tables);
    const settings = readNotifySettings(campaign.roundSheets().settings);
    const read = overdueAsRecorded(campaign.spreadsheet, campaign.tables, replay, settings, now);
    const { overdue } = read;
    // A declaration the organiser deleted, withdrew or typed by hand ran no script: the hourly check
    // finds it from the record of what was told, with the Angriffe sheet as it is.
    const { attacks, settings: settingValues } = campaign.roundSheets();
    const record = attacks ? (read.record ?? readRecordLogged(campaign.spreadsheet)) : read.record;
    const round = campaign.organiserRound();
    const gone = record
      ? [
          ...declarationsNoLongerStanding(record.known, attacks, replay, round, campaign.tables),
          ...declarationsNeverTold(record.known, attacks, settingValues, replay, round, campaign.tables),
        ]
      : [];
    return {
      now,
      confirm: overdue.filter((o) => o.autoConfirm).map((o) => o.row),
      overdue: overdue.map((o) => o.row),
      withheld: overdue.filter(withheldUntold).map((o) => o.row),
      reminders: reminderEvents(
        replay,
        overdue,
        campaign.tables.battles,
        dayInLazily(campaign.timeZone),
        settings.autoConfirmDays,
      ),
      gone,
      record,
    };
  },
  plan(entry, campaign) {
    const result = { bestaetigt: entry.confirm.map((r) => r + 2), erinnerungen: entry.reminders.length };
    const values = campaign.data.battles.values;
    const table = readTable<string>(values, BATTLES_CONFIRMATION_SPEC);
    // What makes a report overdue — which battle, its Status, Gemeldet am — checked before it is
    // confirmed or reminded (an answer the read missed stops both); the rows the write covers with it.
    const basis = [...identityColumns(values), table.columns.status, table.columns.reportedAt].filter((c) => c >= 0);
    const confirmed = entry.confirm.length ? [Math.min(...entry.confirm), Math.max(...entry.confirm)] : [Infinity, -Infinity];
    const others = entry.overdue.filter((r) => r < confirmed[0] || r > confirmed[1]);
    const checks: RowsCheck[] = others.length
      ? [
          {
            sheet: 'battles',
            row: Math.min(...others) + 2,
            numRows: Math.max(...others) - Math.min(...others) + 1,
            columns: basis,
          },
        ]
      : [];
    // The check decides over every report, not only those it found due: each row's Status and
    // Gemeldet am as read (a report reopened or backdated by hand since makes it decide again,
    // submission.ts) — one read of those columns.
    const decided = [table.columns.status, table.columns.reportedAt].filter((c) => c >= 0);
    if (decided.length && values.length > 1)
      checks.push({ sheet: 'battles', row: 2, numRows: values.length - 1, columns: decided });
    // Whether confirming changes a battle counted after a report rests on every battle row and what
    // the replay reads (answerChanges.ts) — for those confirmed and those held back for good.
    if (entry.confirm.length || entry.withheld.length)
      checks.push(...battlesAsRead(campaign, [...entry.confirm, ...entry.withheld]));
    const record = entry.record;
    const events = [...entry.reminders, ...entry.gone];
    if (entry.confirm.length === 0) return { writes: [], result, events, checks, record };
    const headers = [FIELDS.status.header, FIELDS.confirmedBy.header, FIELDS.confirmedAt.header];
    const keys = ['status', 'confirmedBy', 'confirmedAt'] as const;
    const present = keys.filter((k) => (table.columns[k] ?? -1) >= 0);
    if (!present.includes('status'))
      throw new SetupError(`Im Blatt ${BATTLES_SPEC.sheet} fehlt die Spalte ${FIELDS.status.header}.`);
    const [first, last] = [Math.min(...entry.confirm), Math.max(...entry.confirm)];
    const due = new Set(entry.confirm);
    // One block from the first to the last due row: the rows between are written back as they are.
    const rows: Record<string, CellValue>[] = [];
    for (let r = first; r <= last; r++) {
      const cells: Record<string, CellValue> = {};
      for (const k of present) cells[headers[keys.indexOf(k)]] = cellOf(table, r, k);
      if (due.has(r)) {
        cells[FIELDS.status.header] = STATUS_CONFIRMED;
        if (present.includes('confirmedBy')) cells[FIELDS.confirmedBy.header] = AUTOMATIC;
        if (present.includes('confirmedAt')) cells[FIELDS.confirmedAt.header] = entry.now;
      }
      rows.push(cells);
    }
    const write = rowsWrite(BATTLES_SPEC.sheet, values[0] ?? [], Object.keys(rows[0]), rows);
    return {
      writes: [{ sheet: 'battles', row: first + 2, rows: write, basis }],
      result,
      events,
      checks,
      record,
    };
  },
};

/** The record, or none when it cannot be read (logged; the next hour tries again). */
function readRecordLogged(spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet): RecordRead | undefined {
  try {
    return readRecord(spreadsheet);
  } catch (error) {
    console.error('Benachrichtigungen nicht gelesen', error);
    return undefined;
  }
}

/** The campaign a trigger works on (backgroundSpreadsheet.ts); refused in German when none is known. */
function deadlineSpreadsheet(): GoogleAppsScript.Spreadsheet.Spreadsheet {
  const spreadsheet = backgroundSpreadsheet();
  if (!spreadsheet) throw new RuleError('Keine Kampagnentabelle bekannt: bitte die Prüfung im Kriegsrat-Menü einschalten.');
  return spreadsheet;
}

/**
 * Top-level, the hourly trigger's run: the check, then whatever saves claimed and no page sent
 * (the page was closed before its second call, a menu action without the trigger permission) —
 * N5's sweep. Its answer is the check's.
 */
export function checkReportDeadlines(): string {
  // The execution's start: the send budget (deliverPending.ts) counts the check's time too.
  const startedAt = Date.now();
  const { ran, said } = deadlineCheck();
  // A run that got at the campaign: the trigger is alive (a co-editor's menu reads it).
  if (ran) noteDeadlineRun();
  try {
    const spreadsheet = backgroundSpreadsheet();
    if (spreadsheet) deliverPending(spreadsheet, new Date(), startedAt);
  } catch (error) {
    console.error('Benachrichtigungen nicht gesendet', error);
  }
  return said;
}

let checking = false;

/** The check itself, sending nothing (a save runs it when a report is past its automatic confirmation). A refusal (lock busy, sheet missing) is logged; the next hour tries again. */
export function runDeadlineCheck(): string {
  return deadlineCheck().said;
}

function deadlineCheck(): { ran: boolean; said: string } {
  // A save after which a report is due runs this; this run's own save must not run it again.
  if (checking) return { ran: false, said: '' };
  checking = true;
  let answer;
  try {
    answer = runSubmission(DEADLINES, null, deadlineSpreadsheet);
  } finally {
    checking = false;
  }
  if (!answer.ok) {
    console.warn(`checkReportDeadlines: ${answer.message}`);
    return { ran: false, said: answer.message };
  }
  const parts = [`${answer.bestaetigt.length} Meldung(en) automatisch bestätigt`, `${answer.erinnerungen} Erinnerung(en) fällig`];
  return { ran: true, said: parts.join(', ') + '.' };
}
