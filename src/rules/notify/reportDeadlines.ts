import { CellMatrix } from '../cells/cellValue';
import {
  BATTLES_CONFIRMATION_SPEC,
  cellOf,
  CampaignReplay,
  CampaignTables,
  nameKey,
  openReports,
  readTable,
  STATUS_REPORTED,
  Table,
} from '../campaign';
import { changedIfConfirmed, changesIfCounted, confirmableOrChanges } from '../rounds/answerChanges';
import type { ChangedBattle } from '../rounds/battlesChanged';
import { playerReads } from '../campaign/sheetReader';
import { battleRef, battleRefTable } from './battleRef';
import { playersOf } from './changeEvents';
import { battleName } from '../campaign/battleName';
import { NotificationEvent } from './notificationEvent';
import { autoConfirmHint, NotifySettings, reportedAt } from './notifySettings';

const HOUR_MS = 3_600_000;

/** A gemeldet report past a deadline (N3, N4). */
export interface OverdueReport {
  /** Data-row index in Schlachten (0 = sheet row 2). */
  row: number;
  /** Whole hours since Gemeldet am. */
  hours: number;
  /** N4: old enough to be confirmed automatically. */
  autoConfirm: boolean;
  /** C3: its reporter plays neither army now — N4 never confirms it (reportsPastDeadline). */
  unknownReporter?: boolean;
  /**
   * Counting it would change a battle that already counted after it (answerChanges.ts): the
   * opponent may not confirm it, nor may N4 — the organiser decides it in „Offene Meldungen“.
   */
  organiserDecides?: boolean;
  /** Past the automatic confirmation, which the organiser's decision holds back (organiserDecides). */
  withheld?: boolean;
  /** The battles counting it would change (organiserDecides), for the players' notice. */
  changed?: ChangedBattle[];
  /**
   * Its notice (reminder or withheld) is recorded already: said once, nothing more to find out —
   * no replay; a withheld report stays the organiser's.
   */
  told?: boolean;
}

/**
 * Whether the notice `id` to `players` is in the record (N5: one delivery per key). Lets a save
 * skip what it said before — a replay per report otherwise, on every save.
 */
export type RecordedNotice = (id: string, players: readonly string[]) => boolean;

export { reportedAt } from './notifySettings';

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
    const autoConfirm = settings.autoConfirmDays !== null && hours >= settings.autoConfirmDays * 24 && !report.unknownReporter;
    if (hours >= settings.reminderHours || autoConfirm)
      out.push({ row: report.row, hours, autoConfirm, ...(report.unknownReporter ? { unknownReporter: true } : {}) });
  }
  return out;
}

/**
 * N3/N4: the reports past a deadline (reportsPastDeadline), each that counting would change a
 * battle already counted after it left to the organiser (answerChanges.ts): the due ones as
 * confirmed together (confirmableOrChanges), the others as the opponent would confirm them alone —
 * a reminder must not ask for a confirmation the opponent may not give. A replay only for a
 * report with battles after it, and none for one whose notice is `recorded` (told once: a
 * report held back stays the organiser's; its players heard so).
 */
export function overdueReports(
  tables: CampaignTables,
  replay: CampaignReplay,
  settings: NotifySettings,
  now: Date,
  recorded: RecordedNotice = () => false,
): OverdueReport[] {
  const refs = battleRefTable(tables.battles);
  const told = (o: OverdueReport) => {
    const notice = noticeOf(replay, refs, o.autoConfirm ? { ...o, withheld: true } : o);
    return notice !== null && [notice.id, ...(notice.before ?? [])].some((id) => recorded(id, notice.players));
  };
  const out = reportsPastDeadline(tables, replay, settings, now).map((o) =>
    told(o) ? { ...o, autoConfirm: false, told: true, ...(o.autoConfirm ? { organiserDecides: true, withheld: true } : {}) } : o,
  );
  const due = out.filter((o) => o.autoConfirm).map((o) => o.row);
  const { confirmable, changes } =
    due.length === 0
      ? { confirmable: [], changes: new Map<number, ChangedBattle[]>() }
      : confirmableOrChanges(tables, replay, due);
  return out.map((o) => {
    if (o.told) return o;
    if (o.autoConfirm)
      return confirmable.includes(o.row)
        ? o
        : { ...o, autoConfirm: false, organiserDecides: true, withheld: true, changed: changes.get(o.row) ?? [] };
    // Nobody to remind (the reporting side is unknown, C3): nothing to find out.
    if (noticeOf(replay, refs, o) === null) return o;
    const changed = changedIfConfirmed(tables, replay, o.row);
    return changed.length ? { ...o, organiserDecides: true, changed } : o;
  });
}

/**
 * N3: the reminder of an overdue report to the players it waits for, once (its id names the
 * report) — asking to confirm, or, when only the organiser may, saying so; N4 held back: both
 * players hear, once, that the organiser decides it. Only players read these: the battles it
 * would change go by armies, Runde and day (`day`: a Datum in the spreadsheet's time zone), not by row.
 */
export function reminderEvents(
  replay: CampaignReplay,
  overdue: readonly OverdueReport[],
  battles: CellMatrix,
  day?: (date: Date) => string,
  /** N4's days (NotifySettings.autoConfirmDays): a reminder the opponent may answer says when silence confirms. */
  autoConfirmDays: number | null = null,
): NotificationEvent[] {
  const players = playerReads(day);
  const refs = battleRefTable(battles);
  const out: NotificationEvent[] = [];
  for (const o of overdue) {
    if (o.autoConfirm || o.told) continue;
    const notice = noticeOf(replay, refs, o);
    if (notice === null) continue;
    const b = replay.battles[o.row]!;
    const report = `Die Meldung ${battleName(b)}`;
    // „Erinnerung nach Stunden“ may be 1.
    const since = o.hours === 1 ? '1 Stunde' : `${o.hours} Stunden`;
    const changed = o.changed ?? [];
    const text = o.withheld
      ? `${report} wartet seit ${since} und wird nicht automatisch bestätigt: ` +
        `${changesIfCounted('sie', changed, players)} Das entscheidet die Spielleitung.`
      : o.organiserDecides
        ? `Erinnerung: ${report} wartet seit ${since}. Bestätigen kann sie nur die Spielleitung: ` +
          `${changesIfCounted('sie', changed, players)} Bestreiten kannst du sie weiterhin.`
        : `Erinnerung: ${report} wartet seit ${since} auf deine Bestätigung.` +
          (autoConfirmDays !== null && !o.unknownReporter ? ` ${autoConfirmHint(autoConfirmDays)}` : '');
    out.push({ kind: o.withheld ? 'withheld' : 'reminder', id: notice.id, players: notice.players, text });
  }
  return out;
}

/**
 * A report held back from the automatic confirmation and not yet told so: holding it back is for
 * good once told, so only a check of the sheets as they are (the deadline check's) tells it.
 */
export function withheldUntold(o: OverdueReport): boolean {
  return o.withheld === true && o.told !== true;
}

/**
 * Whom an overdue report's notice goes to, under which id: the reminder to the players it waits
 * for; the held-back automatic confirmation (withheld) to both its players, its own fact. Null: nobody.
 */
function noticeOf(
  replay: CampaignReplay,
  refs: Table<string>,
  o: Pick<OverdueReport, 'row' | 'withheld'>,
): { id: string; players: string[]; before?: string[] } | null {
  const b = replay.battles[o.row];
  if (!b || b.error === null) return null;
  // The report by its Einreichungs-ID, not its row alone (battleRef.ts).
  const which = battleRef(refs, o.row, b);
  if (o.withheld) {
    const players = playersOf(b, replay);
    return players.length ? { id: `withheld:${which}`, players } : null;
  }
  const waiting = b.confirmation?.waitingFor ?? [];
  // A season's record from before battleRef named a reminder by its row: said then, said.
  const byRow = `reminder:${o.row + 2}:${nameKey(b.attacker)}:${nameKey(b.defender)}:${b.round ?? ''}`;
  return waiting.length ? { id: `reminder:${which}`, players: waiting, before: [byRow] } : null;
}
