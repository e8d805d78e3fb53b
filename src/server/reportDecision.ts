import { RuleError } from '../rules';
import {
  BATTLES_CONFIRMATION_SPEC,
  BATTLES_MAP_SPEC,
  BATTLES_SPEC,
  BattleStatus,
  cellOf,
  isPlayersReport,
  NamedBattle,
  nameKey,
  parseBattleStatus,
  readTable,
  replayedColumns,
  statusCounts,
} from '../rules/campaign';
import { roundOrNull } from '../rules/campaign/entries';
import { playerSafe } from '../rules/access/privacy';
import {
  AnswerReader,
  battlesAfterRow,
  DECIDING_BATTLE_KEYS,
  readStand,
  reportBattleNotFound,
  reportChanged,
  reportNotOpen,
  reportRowMissing,
  reportStand,
  standChange,
  standMissing,
  statusColumnMissing,
  statusUnreadable,
} from '../rules/rounds';
import { CellMatrix, CellValue } from '../rules/cells/cellValue';
import { parseText } from '../rules/cells/parseCell';
import { FIELDS } from '../rules/fields';
import { DecideResult, ReportRef } from '../shared/reportsContract';
import { rowsWrite } from '../sheets/rowsWrite';
import type { ReplayedSave } from './notify/saveNotifications';
import { changesConfirmed } from './organiserChanges';
import { dayInLazily } from './reportCard';
import { OpenCampaign, RowsCheck, SheetWrite, SubmissionKind } from './submission';

/**
 * One kind for every answer to a report (C3), whoever gives it: the organiser's decision in
 * „Offene Meldungen“ and the opponent's Bestätigen/Bestreiten in the portal. An actor says which
 * actions it has, which Status it may change, whether it may act on this row, and what it
 * writes besides the Status. The row is found by its battle, not only its number; Status and
 * the audit cells go in with one setValues; the same action again writes nothing (idempotent).
 */
export interface ReportActor extends AnswerReader {
  /** The start of the German message when Google fails. */
  failure: string;
  /** Action → the Status it writes. */
  actions: Readonly<Record<string, BattleStatus>>;
  /** The Status a row must have to be changed by this actor. */
  open: readonly BattleStatus[];
  /** The payload's free text (note, reason), trimmed; refuses what the action needs but lacks. */
  text(payload: Record<string, unknown>, status: BattleStatus): string;
  /**
   * Whether this actor may know of the report at all (C12, reportReaders): where not, he reads
   * what a row without one answers, so trying rows tells him nothing. The organiser reads all.
   */
  reads?(report: ReportRow, campaign: OpenCampaign): boolean;
  /** Refuses (RuleError) when this actor may not take `action` on the report in `row`. */
  mayAct(report: ReportRow, campaign: OpenCampaign, action: string): void;
  /** The cells written besides Status, by header (Bestätigt von/am, Einspruch, Notiz). */
  cells(entry: ReportEntry, campaign: OpenCampaign): Record<string, CellValue>;
  /**
   * R6 for the organiser: refuses (ChangesNeedConfirmation) a write that changes battles entered
   * after the row; answers the replays it made, for the notifications to reuse.
   */
  checkWrite?(entry: ReportEntry, campaign: OpenCampaign, writes: readonly SheetWrite[]): ReplayedSave | undefined;
}

/** The row an action is about, as the sheet holds it now. */
export interface ReportRow {
  /** 1-based sheet row. */
  row: number;
  attacker: string;
  defender: string;
  reportedBy: string;
  /** The row is a player's report (isPlayersReport, C4). */
  playerReport: boolean;
}

export interface ReportEntry {
  row: number;
  status: BattleStatus;
  text: string;
  /** The row already has the target status: answer as done, write nothing. */
  done: boolean;
  /** The action as sent (two actions may write one Status: entscheiden and vorschlag). */
  action: string;
  /** R6: the organiser confirmed the changes to battles entered after the row (aenderungenBestaetigt). */
  confirmed: boolean;
}

export function reportDecision(actor: ReportActor): SubmissionKind<ReportEntry, DecideResult> {
  return {
    failure: actor.failure,
    read(payload, campaign) {
      const p = (payload ?? {}) as Record<string, unknown> & Partial<ReportRef> & { stand?: unknown };
      const action = String(p.aktion ?? '');
      if (!Object.prototype.hasOwnProperty.call(actor.actions, action)) {
        throw new RuleError(`Unbekannte Aktion „${action}“; erlaubt sind: ${Object.keys(actor.actions).join(', ')}.`);
      }
      const target = actor.actions[action];
      const text = actor.text(p, target);
      const values = campaign.data.battles.values;
      // Refusals are worded for who reads them (answerRefusals.ts). A player reads them at the card
      // of the battle, so they go without its day: that would cost a Sheets call (the time zone).
      const reader: AnswerReader = actor;
      const confirmation = readTable<string>(values, BATTLES_CONFIRMATION_SPEC);
      if ((confirmation.columns.status ?? -1) < 0) throw new RuleError(statusColumnMissing(reader), 'status');
      const row = locateReport(values, p, reader, (r) => {
        const s = parseStatusQuietly(cellOf(confirmation, r - 2, 'status'));
        return s !== null && (s === target || actor.open.includes(s));
      });
      const battles = readTable<string>(values, BATTLES_SPEC);
      const report: ReportRow = {
        row,
        attacker: parseText(cellOf(battles, row - 2, 'attacker')),
        defender: parseText(cellOf(battles, row - 2, 'defender')),
        reportedBy: parseText(cellOf(confirmation, row - 2, 'reportedBy')),
        playerReport: isPlayersReport(confirmation, row - 2),
      };
      const battle: NamedBattle = {
        row: row - 2,
        round: roundOrNull(cellOf(battles, row - 2, 'round')),
        attacker: report.attacker,
        defender: report.defender,
        date: cellOf(battles, row - 2, 'date'),
      };
      if (actor.reads && !actor.reads(report, campaign)) throw new RuleError(reportNotThere(reader, p));
      actor.mayAct(report, campaign, action);
      // A Status the organiser mistyped: he reads its row and the allowed values; a player, who fixes it.
      let status: BattleStatus;
      try {
        status = parseBattleStatus(cellOf(confirmation, row - 2, 'status'));
      } catch (error) {
        if (!(error instanceof RuleError)) throw error;
        // Also said in „Meine Schlachten“, where the day tells a rematch apart.
        const withDay = { ...actor, day: actor.day ?? dayInLazily(campaign.timeZone) };
        throw new RuleError(statusUnreadable(withDay, battle, error.message), 'status');
      }
      const confirmed = changesConfirmed(p);
      // The same answer again (a retry whose reply was lost) writes nothing, whatever its page showed.
      if (status === target) return { row, status: target, text, done: true, action, confirmed };
      // An answer acts on what its page showed (C3, C9): without that, or when the row changed since, it is refused.
      const shown = readStand(p.stand);
      if (!shown) throw new RuleError(standMissing(reader), 'status');
      // A player's page showed the row with every e-mail address as „Spielleitung“ (C12): compared as it showed it.
      const now = reportStand(values, row - 2);
      const changed = standChange(shown, reader.seesSheet ? now : playerSafe(now));
      if (changed) throw new RuleError(reportChanged(reader, battle, changed), 'status');
      if (!actor.open.includes(status)) throw new RuleError(reportNotOpen(reader, battle, status), 'status');
      return { row, status: target, text, done: false, action, confirmed };
    },
    plan(entry, campaign) {
      const result = { zeile: entry.row, status: entry.status, geschrieben: !entry.done };
      const values = campaign.data.battles.values;
      const confirmation = readTable<string>(values, BATTLES_CONFIRMATION_SPEC);
      // Which battle the row holds, and its Status: what the answer rests on (checked before it counts).
      const basis = [...identityColumns(values), confirmation.columns.status!];
      if (entry.done) return { writes: [], result, checks: [{ sheet: 'battles', row: entry.row, numRows: 1, columns: basis }] };
      // The audit columns sit side by side after Status as setup lays them out: those this
      // answer does not change are written back as they are, so the row goes in with one setValues.
      const cells: Record<string, CellValue> = { [FIELDS.status.header]: entry.status };
      for (const field of ['reportedBy', 'reportedAt', 'confirmedBy', 'confirmedAt', 'dispute'] as const) {
        if ((confirmation.columns[field] ?? -1) >= 0) cells[FIELDS[field].header] = cellOf(confirmation, entry.row - 2, field);
      }
      Object.assign(cells, actor.cells(entry, campaign));
      const write: SheetWrite = {
        sheet: 'battles',
        row: entry.row,
        rows: rowsWrite(BATTLES_SPEC.sheet, values[0] ?? [], Object.keys(cells), [cells]),
        basis,
      };
      const writes = [write];
      const replayed = actor.checkWrite?.(entry, campaign, writes);
      // Whether counting it changes a battle counted after it rests on every battle row, not only this one.
      const checks = actor.checkWrite && statusCounts(entry.status) ? battlesAsRead(campaign, [entry.row - 2]) : [];
      return { writes, result, replayed, checks };
    },
  };
}

/**
 * The cells of every battle row that decide what counts, and the row below the last (one typed there since),
 * when the Sheets API answered the read: it may answer a state a moment old that misses a battle
 * the organiser just typed, which a confirmation would then change (answerChanges.ts, R6). Checked
 * with one call before the write; changed, the save decides again on a SpreadsheetApp read (submit).
 *
 * `counted` (data-row indexes) are the reports the answer counts. When a battle stands after one
 * of them, whether counting it changes that battle rests on every sheet the replay reads: a row
 * typed into Armeen, Spieler, Buchungen or Felder may make that battle count, or change it (a
 * Stufe, a pool, a field). Those sheets' replayed cells are checked too, one call each (with
 * the sheet's lookup) — at any size. Without a battle after them nothing counted after can
 * change, whatever the other sheets hold: Schlachten alone (checked here) says so.
 */
export function battlesAsRead(campaign: OpenCampaign, counted: readonly number[]): RowsCheck[] {
  if (!campaign.byApi) return [];
  const values = campaign.data.battles.values;
  // What decides whether a battle counts and what it changes; not the date, the mission, the audit trail.
  const battles = readTable<string>(values, BATTLES_SPEC).columns;
  const columns = [
    ...DECIDING_BATTLE_KEYS.map((k) => battles[k]),
    readTable<string>(values, BATTLES_MAP_SPEC).columns.retreatTo,
    readTable<string>(values, BATTLES_CONFIRMATION_SPEC).columns.status,
  ].filter((c): c is number => c !== undefined && c >= 0);
  const checks: RowsCheck[] = columns.length ? [{ sheet: 'battles', row: 2, numRows: Math.max(values.length, 1), columns }] : [];
  if (!counted.some((row) => battlesAfterRow(values, row))) return checks;
  for (const sheet of ['armies', 'players', 'bookings', 'fields'] as const) {
    const read = campaign.data[sheet]?.values;
    const replayed = read ? replayedColumns(sheet, read) : [];
    // Every row as read and the one below the last (a row typed there since).
    if (read && replayed.length) checks.push({ sheet, row: 2, numRows: Math.max(read.length, 1), columns: replayed });
  }
  return checks;
}

/** The 0-based columns that say which battle a row of Schlachten holds: Runde, Angreifer, Verteidiger (those present). */
export function identityColumns(values: CellMatrix): number[] {
  const battles = readTable<string>(values, BATTLES_SPEC);
  return (['round', 'attacker', 'defender'] as const).map((k) => battles.columns[k] ?? -1).filter((c) => c >= 0);
}

function parseStatusQuietly(value: CellValue): BattleStatus | null {
  try {
    return parseBattleStatus(value);
  } catch {
    return null;
  }
}

/**
 * The 1-based row of Schlachten the reference means: `zeile` when it still holds that battle
 * (Runde, Angreifer, Verteidiger, matched like names); else the one row elsewhere that does —
 * if several do, the one `candidate` accepts (open, or already answered so). A reference
 * without the battle is taken by its row number alone. A refusal is worded for `reader` (answerRefusals.ts).
 */
function locateReport(
  values: CellMatrix,
  ref: Partial<ReportRef>,
  reader: AnswerReader,
  candidate: (row: number) => boolean,
): number {
  const row = Number(ref.zeile);
  const battles = readTable<string>(values, BATTLES_SPEC);
  const exists = (r: number) => Number.isInteger(r) && r >= 2 && r <= values.length;
  if (ref.angreifer === undefined && ref.verteidiger === undefined) {
    if (!exists(row)) throw new RuleError(reportNotThere(reader, ref));
    return row;
  }
  const same = (a: unknown, b: unknown) => nameKey(parseText(a as CellValue)) === nameKey(String(b ?? ''));
  const holds = (r: number) =>
    same(cellOf(battles, r - 2, 'attacker'), ref.angreifer) &&
    same(cellOf(battles, r - 2, 'defender'), ref.verteidiger) &&
    (ref.runde === undefined || ref.runde === null || Number(cellOf(battles, r - 2, 'round')) === Number(ref.runde));
  if (exists(row) && holds(row)) return row;
  let found: number[] = [];
  for (let r = 2; r <= values.length; r++) if (holds(r)) found.push(r);
  if (found.length > 1) found = found.filter(candidate);
  if (found.length === 1) return found[0];
  throw new RuleError(found.length > 1 ? reportBattleNotFound(reader, battleOf(ref), true) : reportNotThere(reader, ref));
}

const battleOf = (ref: Partial<ReportRef>) => `${String(ref.angreifer ?? '')} gegen ${String(ref.verteidiger ?? '')}`;

/** The refusal for a report `ref` that no row holds: by its row, or by its battle when the page named one. */
function reportNotThere(reader: AnswerReader, ref: Partial<ReportRef>): string {
  return ref.angreifer === undefined && ref.verteidiger === undefined
    ? reportRowMissing(reader, ref.zeile)
    : reportBattleNotFound(reader, battleOf(ref), false);
}
