import { CellMatrix, CellValue } from '../cells/cellValue';
import {
  BATTLES_CONFIRMATION_SPEC,
  cellOf,
  CampaignReplay,
  CampaignTables,
  openReports,
  readTable,
  STATUS_REPORTED,
} from '../campaign';
import { confirmableUnchanged, onlyOrganiserConfirms } from '../rounds/answerChanges';
import { battleRef, battleRefTable } from './battleRef';
import { battleName } from './changeEvents';
import { NotificationEvent } from './notificationEvent';
import { NotifySettings } from './notifySettings';

const HOUR_MS = 3_600_000;

/** A gemeldet report past a deadline (N3, N4). */
export interface OverdueReport {
  /** Data-row index in Schlachten (0 = sheet row 2). */
  row: number;
  /** Whole hours since Gemeldet am. */
  hours: number;
  /** N4: old enough to be confirmed automatically. */
  autoConfirm: boolean;
  /**
   * Old enough, but counting it would change a battle that already counted after it: neither
   * confirmed automatically nor reminded to the opponent, who may not confirm it (answerChanges.ts) —
   * the organiser decides it in „Offene Meldungen“.
   */
  organiserDecides?: boolean;
}

/** When a report was made: Gemeldet am as a date; null when blank or unreadable (then no deadline runs). */
export function reportedAt(value: CellValue): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  return null;
}

/**
 * N3/N4 by age alone: the reports still `gemeldet` whose Gemeldet am lies at least `reminderHours`
 * back — each with whether it is also past `autoConfirmDays`. A row without a readable Gemeldet am
 * (typed by the organiser) has no deadline. No replay: what „Offene Meldungen“ shows as overdue.
 */
export function reportsPastDeadline(
  tables: CampaignTables,
  replay: CampaignReplay,
  settings: NotifySettings,
  now: Date,
): OverdueReport[] {
  const table = readTable<string>(tables.battles, BATTLES_CONFIRMATION_SPEC);
  const out: OverdueReport[] = [];
  for (const report of openReports(replay)) {
    if (report.status !== STATUS_REPORTED) continue;
    const at = reportedAt(cellOf(table, report.row, 'reportedAt'));
    if (!at) continue;
    const hours = Math.floor((now.getTime() - at.getTime()) / HOUR_MS);
    // N4 stands for the opponent's silence: a report no player may answer (C3: its reporter plays
    // neither army now) waits for the organiser instead of counting unanswered.
    const autoConfirm =
      settings.autoConfirmDays !== null && hours >= settings.autoConfirmDays * 24 && !report.reporterPlaysNeither;
    if (hours >= settings.reminderHours || autoConfirm) out.push({ row: report.row, hours, autoConfirm });
  }
  return out;
}

/**
 * N3/N4: the reports past a deadline (reportsPastDeadline), each that counting would change a
 * battle already counted after it left to the organiser (answerChanges.ts): the due ones as
 * confirmed together (confirmableUnchanged), the others as the opponent would confirm them alone —
 * a reminder must not ask for a confirmation the opponent may not give. A replay only for a
 * report with battles after it.
 */
export function overdueReports(
  tables: CampaignTables,
  replay: CampaignReplay,
  settings: NotifySettings,
  now: Date,
): OverdueReport[] {
  const out = reportsPastDeadline(tables, replay, settings, now);
  const due = out.filter((o) => o.autoConfirm).map((o) => o.row);
  const confirmable = due.length === 0 ? [] : confirmableUnchanged(tables, replay, due);
  return out.map((o) =>
    (o.autoConfirm ? !confirmable.includes(o.row) : onlyOrganiserConfirms(tables, replay, o.row))
      ? { ...o, autoConfirm: false, organiserDecides: true }
      : o,
  );
}

/**
 * N3: the reminder of an overdue report to the players it waits for, once: its id names the report
 * by battleRef — its Einreichungs-ID from `battles` (Schlachten, header row first), not its row alone.
 */
export function reminderEvents(
  replay: CampaignReplay,
  overdue: readonly OverdueReport[],
  battles: CellMatrix,
): NotificationEvent[] {
  const refs = battleRefTable(battles);
  const out: NotificationEvent[] = [];
  for (const o of overdue) {
    if (o.autoConfirm || o.organiserDecides) continue;
    const b = replay.battles[o.row];
    const waiting = b && b.error !== null ? (b.confirmation?.waitingFor ?? []) : [];
    if (!b || waiting.length === 0) continue;
    out.push({
      kind: 'reminder',
      id: `reminder:${battleRef(refs, o.row, b)}`,
      players: waiting,
      text: `Erinnerung: Die Meldung ${battleName(b)} wartet seit ${o.hours} Stunden auf deine Bestätigung.`,
    });
  }
  return out;
}
