/**
 * The submission pipeline's hook for notifications (N1, N5): `noteSave` runs under the lock
 * right after a save's rows are written — it compares the campaign before and after (no read of
 * the input sheets: the after-state is the read plus the written rows), adds the reminders now
 * due (N3, „by every save“), and claims the deliveries. It sends nothing: the sending is another
 * execution's (deliverPending.ts), so the save's answer never waits for a mail or the chat. It
 * never throws: the save is written before it runs and stands whatever happens here.
 */
import { CampaignReplay, CampaignTables, openReports, replayCampaign, STATUS_REPORTED } from '../../rules/campaign';
import { CellMatrix } from '../../rules/cells/cellValue';
import { eventsOfChange } from '../../rules/notify/changeEvents';
import { declarationsNeverTold, declarationsNoLongerStanding } from '../../rules/notify/toldDeclarations';
import { organiserRound } from '../../rules/rounds/currentRound';
import { NotificationEvent } from '../../rules/notify/notificationEvent';
import { NotifySettings, readNotifySettings } from '../../rules/notify/notifySettings';
import {
  OverdueReport,
  overdueReports,
  reminderEvents,
  reportsPastDeadline,
  withheldUntold,
} from '../../rules/notify/reportDeadlines';
import type { InputSheet, OpenCampaign, SheetWrite } from '../submission';
import { claimDeliveries, noticeRecorded, readRecord, RecordRead } from './outbox';
import { dayInLazily } from '../reportCard';

/** What a save leaves to do once the lock is released. */
export interface NotedSave {
  /** Deliveries claimed for a sender (mail, chat): „wird gesendet“ in the record. */
  pending: number;
  /** A report is past its automatic confirmation (N4): the deadline check runs after the lock. */
  autoConfirmDue: boolean;
}

/** The campaign after a save's writes and its replay, as the save's plan made them. */
export interface ReplayedSave {
  /** The writes they belong to: the very array the plan writes. */
  writes: readonly SheetWrite[];
  /** tablesAfter(the campaign as read, writes). */
  tables: CampaignTables;
  replay: CampaignReplay;
  /** The replay of the campaign as read, if the plan made one. */
  before?: CampaignReplay;
}

/**
 * Under the lock, after the rows are written: the events of this save, claimed. Null when there
 * is nothing to do. `replayed`: what the plan replayed already, used only for these `writes`;
 * `record`: the record as the plan read it under this lock (readRecord), else read when needed.
 */
export function noteSave(
  campaign: OpenCampaign,
  writes: readonly SheetWrite[],
  extra: readonly NotificationEvent[] = [],
  now = new Date(),
  replayed?: ReplayedSave,
  record?: RecordRead,
): NotedSave | null {
  if (writes.length === 0 && extra.length === 0) return null;
  try {
    const before = campaign.tables;
    const shared = replayed && replayed.writes === writes && writes.length > 0 ? replayed : null;
    const after = shared ? shared.tables : writes.length ? tablesAfter(before, writes) : before;
    const afterReplay = shared ? shared.replay : replayCampaign(after);
    // Einstellungen and Angriffe (R2, A2) as the save read them and as it left them — read here
    // only when the save wrote to them (a phase, a declaration) or something is to be sent.
    const roundWrite = writes.some((w) => w.sheet === 'settings' || w.sheet === 'attacks');
    const settingsAfter = () => {
      const settings = campaign.roundSheets().settings;
      return settings && valuesAfter(settings, writes, 'settings');
    };
    const rounds = roundWrite ? campaign.roundSheets() : null;
    const changed = writes.length
      ? eventsOfChange(
          rounds
            ? {
                tables: before,
                replay: shared?.before,
                organiserRound: campaign.organiserRound(),
                settings: rounds.settings,
                attacks: rounds.attacks,
              }
            : { tables: before, replay: shared?.before, organiserRound: campaign.organiserRound() },
          rounds
            ? {
                tables: after,
                replay: afterReplay,
                settings: rounds.settings && valuesAfter(rounds.settings, writes, 'settings'),
                attacks: rounds.attacks && valuesAfter(rounds.attacks, writes, 'attacks'),
              }
            : { tables: after, replay: afterReplay },
          { autoConfirmDays: () => readNotifySettings(settingsAfter()).autoConfirmDays },
        )
      : [];
    const events: NotificationEvent[] = [...changed, ...extra];
    const waiting = openReports(afterReplay).some((r) => r.status === STATUS_REPORTED);
    if (events.length === 0 && !waiting) return null;
    const { attacks } = campaign.roundSheets();
    // Declarations told that no longer stand (deleted or withdrawn by hand), and those typed by hand
    // that nobody was told of: found whenever this save reads the record.
    const gone = (known: ReadonlySet<string>) => {
      const attacksAfter = attacks && valuesAfter(attacks, writes, 'attacks');
      const round = organiserRound(after);
      return [
        ...declarationsNoLongerStanding(known, attacksAfter, afterReplay, round, after),
        ...declarationsNeverTold(known, attacksAfter, settingsAfter(), afterReplay, round, after),
      ];
    };
    return noteEvents(
      campaign.spreadsheet,
      events,
      { tables: after, replay: afterReplay, waiting },
      now,
      campaign.data.players.values,
      settingsAfter(),
      record,
      dayInLazily(campaign.timeZone),
      gone,
    );
  } catch (error) {
    console.error('Benachrichtigungen nicht ermittelt', error);
    return null;
  }
}

/**
 * Claims `events` plus the reminders due now; shared by saves and the deadline check. `readBefore`:
 * the record as read under this lock already; `day`: a Datum in the spreadsheet's time zone (a
 * reminder names battles by their day, reminderEvents).
 */
export function noteEvents(
  spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet,
  events: NotificationEvent[],
  campaign: { tables: CampaignTables; replay: ReturnType<typeof replayCampaign>; waiting: boolean },
  now: Date,
  players: CellMatrix,
  settingsValues: CellMatrix | null,
  readBefore?: RecordRead,
  day?: (date: Date) => string,
  /** Events found from the record itself (claimDeliveries' `more`). */
  fromRecord?: (known: ReadonlySet<string>) => readonly NotificationEvent[],
): NotedSave {
  const settings = readNotifySettings(settingsValues);
  const { overdue, record } = campaign.waiting
    ? overdueAsRecorded(spreadsheet, campaign.tables, campaign.replay, settings, now, readBefore)
    : { overdue: [], record: readBefore };
  // A report held back (N4) is told so for good: not on this save's read, which nothing checked
  // for it — the deadline check after the lock decides it on the sheets as they are.
  const told = overdue.filter((o) => !withheldUntold(o));
  const all = [...events, ...reminderEvents(campaign.replay, told, campaign.tables.battles, day, settings.autoConfirmDays)];
  const properties = PropertiesService.getScriptProperties();
  const pending = claimDeliveries(spreadsheet, all, { players, settings, properties, now }, record, fromRecord);
  return { pending, autoConfirmDue: overdue.some((o) => o.autoConfirm || withheldUntold(o)) };
}

/**
 * N3/N4: the reports past a deadline (overdueReports), with the record read first when there is
 * one — what a notice said before needs no replay again, on every save and every hour. `readBefore`:
 * the record as read under this lock already (answered as it is, not read again).
 */
export function overdueAsRecorded(
  spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet,
  tables: CampaignTables,
  replay: CampaignReplay,
  settings: NotifySettings,
  now: Date,
  readBefore?: RecordRead,
): { overdue: OverdueReport[]; record?: RecordRead } {
  if (reportsPastDeadline(tables, replay, settings, now).length === 0) return { overdue: [], record: readBefore };
  let record = readBefore;
  try {
    record ??= readRecord(spreadsheet);
  } catch (error) {
    // Unread, nothing counts as said: each report is looked at again (the claim keeps the once).
    console.error('Benachrichtigungen nicht gelesen', error);
  }
  return { overdue: overdueReports(tables, replay, settings, now, record && noticeRecorded(record)), record };
}

/** The input sheets after the writes: the read values with the written rows laid over them. */
export function tablesAfter(tables: CampaignTables, writes: readonly SheetWrite[]): CampaignTables {
  const after: CampaignTables = { ...tables };
  for (const sheet of ['armies', 'players', 'battles', 'bookings'] as const)
    after[sheet] = valuesAfter(tables[sheet], writes, sheet);
  return after;
}

/** One sheet's values (header first) with the writes to it laid over them; the same matrix when none. */
export function valuesAfter(values: CellMatrix, writes: readonly SheetWrite[], sheet: InputSheet): CellMatrix {
  const mine = writes.filter((w) => w.sheet === sheet);
  if (mine.length === 0) return values;
  const matrix = values.slice();
  for (const w of mine) {
    w.rows.fullRows.forEach((full, k) => {
      const r = w.row - 1 + k;
      while (matrix.length <= r) matrix.push(full.map(() => ''));
      const row = matrix[r].slice();
      for (const c of w.rows.inputColumns) row[c] = full[c];
      matrix[r] = row;
    });
  }
  return matrix;
}
