import { RuleError } from '../rules';
import {
  BATTLES_SPEC,
  BOOKINGS_SPEC,
  CampaignTables,
  cellOf,
  FIELDS_SPEC,
  readTable,
  SETTINGS_SPEC,
  SheetSpec,
} from '../rules/campaign';
import { ATTACKS_SPEC, organiserRound, RoundSituation, roundSituation } from '../rules/rounds';
import { ORGANISER_READS, SheetReader } from '../rules/campaign/sheetReader';
import { rowTakenMeanwhile, submissionIdReused } from '../rules/campaign/saveRefusals';
import { SetupError } from '../rules/setupError';
import { SHEET_OUT_OF_ORDER_SAVE } from '../rules/access/sheetOutOfOrder';
import { menuPath, SETUP_CAPTION } from '../sheets/menuPath';
import { RoundSheets } from '../sheets/roundSheets';
import { readCampaignSheets } from '../sheets/campaignRead';
import { CellMatrix } from '../rules/cells/cellValue';
import { Answer } from '../shared/submission';
import { CampaignData, campaignTables } from '../sheets/readCampaign';
import { nextFreeRow, RowsWrite } from '../sheets/rowsWrite';
import { Block, ChangedRows, OccupiedRows, RowsBasis, writeBlocks } from '../sheets/writeBlocks';
import { withCampaignLock } from '../sheets/withCampaignLock';
import { markSave, NamedSaveMark, saveMarkNamedAt } from '../sheets/saveMark';
import { answered } from './germanErrors';
import { fingerprintOf, holdsSubmissionId, readStoredSubmissionId, storedSubmissionId } from './submissionFingerprint';
import type { NotificationEvent } from '../rules/notify/notificationEvent';
import { NotedSave, noteSave, ReplayedSave } from './notify/saveNotifications';
import type { RecordRead } from './notify/outbox';
import { runDeadlineCheck } from './notify/checkReportDeadlines';
import { scheduleDelivery } from './notify/scheduleDelivery';
import { deliverPending } from './notify/deliverPending';

/**
 * The one way a submission is saved — a battle, a booking, a new round, and the reports,
 * confirmations and decisions to come: under the campaign's lock (withCampaignLock), read every input sheet once
 * (once more only when the rows planned as new are no longer empty, see submit);
 * an Einreichungs-ID saved before answers with what it saved (or, with other content, is
 * refused); validate against the campaign; write each sheet with one setValues; then what
 * follows the rows (a formula, a toast). A kind adds only how it reads, validates and writes.
 *
 * A refusal (RuleError: a rule, the lock, a sheet as it is) is the answer `{ ok: false, field,
 * message }`; only a failure of Google itself throws, in German (germanErrors.ts).
 */

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** An input sheet a submission writes to or checks: by its key in CampaignData (Felder only checked), or a round sheet (Einstellungen, Angriffe). */
export type InputSheet = 'armies' | 'players' | 'battles' | 'bookings' | 'fields' | 'settings' | 'attacks';

/** The campaign as one submission finds it: every input sheet read once, under the lock. */
export interface OpenCampaign {
  spreadsheet: Spreadsheet;
  data: CampaignData;
  /** The values as the replay takes them. */
  tables: CampaignTables;
  /** The spreadsheet's time zone, read on first use. */
  timeZone(): string;
  /** The 1-based row rows written to `sheet` go into: after its last entry. */
  nextRow(sheet: InputSheet, write: RowsWrite): number;
  /** Einstellungen and Angriffe, read on first use (R2, A1, A2). */
  roundSheets(): RoundSheets;
  /** Where the round stands (R1, R2, A1) with the sheets as read: what the admission rules check. */
  situation(): RoundSituation;
  /** R1's organiserRound of the tables as read, counted on first use (reading, admission and N1 ask). */
  organiserRound(): number;
  /** The values of `sheet` as read (a round sheet: its values, header first; none: no rows). */
  values(sheet: InputSheet): CellMatrix;
  /** Whether the Sheets API answered the read (it may answer a state a moment old: submit). */
  byApi: boolean;
}

/** One sheet's rows, from `row` on: new ones after the last entry, or rows that exist. */
export interface SheetWrite {
  sheet: InputSheet;
  row: number;
  rows: RowsWrite;
  /**
   * Rows that exist (every write into them gives it; empty when only the written cells matter):
   * the columns (0-based) of these rows the plan read besides those it writes — which row it is
   * (Runde, Angreifer, Verteidiger), what a decision rests on. They and the written cells are
   * compared with the sheet before anything is written (submit).
   */
  basis?: readonly number[];
}

/** Cells of rows that exist which a plan rests on without writing them (a decision that changes nothing). */
export interface RowsCheck {
  sheet: InputSheet;
  /** 1-based first row. */
  row: number;
  numRows: number;
  /** 0-based columns. */
  columns: readonly number[];
}

/** What a valid submission writes and answers. */
export interface Plan<R> {
  /** At most one per sheet, written in this order; one Sheets refuses undoes those before it. */
  writes: SheetWrite[];
  result: R;
  /** After the rows are written (the row's Prüfung formula, a toast); it cannot undo them, and a failure there is logged, not answered. */
  afterWrite?(): void;
  /**
   * Notifications the four input sheets cannot show (N1): a phase begun, an attack declared, a
   * reminder. What the rows change (reports, answers, results, rounds) is found by comparing the
   * campaign before and after (saveNotifications.ts) and needs no entry here.
   */
  events?: NotificationEvent[];
  /**
   * The campaign after `writes` (tablesAfter) and its replay, when the plan replayed it already
   * (its admission did), with the replay before if it made one: the notifications compare
   * these instead of replaying again. Only for these very `writes`.
   */
  replayed?: ReplayedSave;
  /** Rows that exist whose cells the answer rests on though nothing is written there: checked like `writes`. */
  checks?: RowsCheck[];
  /**
   * The record of notifications as the plan read it under this lock (the deadline check, to find
   * the reminders due): the claim takes it instead of reading it again. Only claims change it, and
   * they run under the lock.
   */
  record?: RecordRead;
}

/** How a kind is written once per Einreichungs-ID. */
export interface Idempotency<E, R> {
  /** The sheet whose Einreichungs-ID column holds the ids. */
  sheet: 'battles' | 'bookings' | 'attacks';
  id(entry: E): string;
  /** What is fingerprinted: the entry as read, without its id. */
  content(entry: E): unknown;
  /** The answer for the entry saved before in `row` (1-based) under this id. */
  saved(campaign: OpenCampaign, row: number): R;
}

export interface SubmissionKind<E, R extends object> {
  /** The start of the German message when Google fails: "Die Schlacht wurde nicht gespeichert". */
  failure: string;
  /** Reads the payload against the campaign as it is now; a RuleError refuses it. */
  read(payload: unknown, campaign: OpenCampaign): E;
  idempotency?: Idempotency<E, R>;
  /**
   * Validates the entry against the campaign with the rules (one call) and plans the rows;
   * `storedId` is what its Einreichungs-ID cell holds ("" without idempotency).
   */
  plan(entry: E, campaign: OpenCampaign, storedId: string): Plan<R>;
  /** Who reads its refusals (sheetReader.ts); absent: the organiser, in Sheets. The portal's kinds are a player's. */
  reader?: SheetReader;
  /**
   * Who sends the notifications the save claimed (N5) — never the save itself, so its answer
   * waits for no mail and no chat: 'page' (absent) — the page that made the save, right after
   * the answer (kit/serverRunner.ts calls deliverPendingNotifications); 'trigger' — a kind no
   * page waits on (the menu's actions) schedules a one-off trigger (scheduleDelivery.ts).
   * The hourly check sweeps whatever is left either way.
   */
  sentBy?: 'page' | 'trigger';
}

/** Who reads `kind`'s refusals: absent, the organiser, who works in the sheet. */
function readerOf(kind: SubmissionKind<unknown, object>): SheetReader {
  return kind.reader ?? ORGANISER_READS;
}

/** Runs one submission of `kind`: see the file's comment. */
export function runSubmission<E, R extends object>(
  kind: SubmissionKind<E, R>,
  payload: unknown,
  /** The campaign's workbook: the active one from Sheets; the portal's web app opens it by id. */
  spreadsheet: () => Spreadsheet = () => SpreadsheetApp.getActiveSpreadsheet(),
): Answer<R> {
  // The execution's start (as far as this code can see it): a run that sends itself counts its save in the send budget.
  const startedAt = Date.now();
  // Notifications (N5): claimed under the lock once the rows are written; sent by another execution.
  let noted: NotedSave | null = null;
  let book: Spreadsheet | null = null;
  const answer = answered(kind.failure, () =>
    withCampaignLock(() => {
      book = spreadsheet();
      const saved = setupForReader(kind, () => submit(kind, payload, book!));
      noted = saved.noted;
      return saved.result;
    }),
  );
  afterSave(kind, noted, book, startedAt);
  return answer;
}

/** After the lock: what the save left to do besides its answer. Never throws. */
function afterSave(
  kind: { sentBy?: 'page' | 'trigger' },
  noted: NotedSave | null,
  book: Spreadsheet | null,
  /** When the run began (Date.now()): the send budget counts from there (deliverPending.ts). */
  startedAt: number,
): void {
  if (!noted) return;
  try {
    // No trigger (permission not granted, Google's limit): this run sends, its answer already shown.
    if (noted.pending > 0 && kind.sentBy === 'trigger' && book && !scheduleDelivery(book))
      deliverPending(book, new Date(), startedAt);
    // A report past its automatic confirmation (N4, „by every save“): the check is a submission of its own.
    if (noted.autoConfirmDue) runDeadlineCheck();
  } catch (error) {
    console.error('Nach dem Speichern', error);
  }
}

type Saved<R> = { result: R; noted: NotedSave | null };

/** A sheet or column missing (SetupError): the organiser reads which; a player, that the Spielleitung must fix it. */
function setupForReader<T>(kind: SubmissionKind<unknown, object>, work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof SetupError && !readerOf(kind).seesSheet) throw new RuleError(SHEET_OUT_OF_ORDER_SAVE);
    throw error;
  }
}

/**
 * Reads (Sheets API first), plans and writes. Google does not say whether an API read sees the
 * sheets as they are: right after flush() or after another save released the lock, nor after
 * the organiser typed into a sheet (typing is no save: the Speicherstand, saveMark.ts, does not
 * count it). A save therefore decides nothing on an API read alone: before it writes, it compares
 * with one fresh SpreadsheetApp read each what its plan rests on (writeBlocks) — the rows planned
 * as new are still empty (OccupiedRows), the rows that exist still hold what the plan read there:
 * which row it is, its Status, the written cells and the rows a kind decides over (ChangedRows),
 * and the whole of Einstellungen whenever the plan consulted it (settingsCheck: the Phase, C7's
 * Bestätigung, the deadlines …). A refusal made on an API read (a rule, „nicht mehr offen“,
 * „nicht deine Meldung“) may rest on any cell of it: it is decided again. Either way nothing is
 * written and the whole submission runs once more on a SpreadsheetApp read, which sees every
 * saved and typed cell: the entry is planned anew — and a resent Einreichungs-ID whose row the
 * older state missed is found now (its row is exactly the one that was occupied). Only a row
 * filled or changed in between again (typed by hand meanwhile) refuses, asking to send again.
 */
function submit<E, R extends object>(kind: SubmissionKind<E, R>, payload: unknown, spreadsheet: Spreadsheet): Saved<R> {
  const first = openCampaign(spreadsheet, true);
  try {
    return submitTo(kind, payload, first);
  } catch (error) {
    const staleRefusal = error instanceof RuleError && first.byApi;
    if (!(error instanceof OccupiedRows || error instanceof ChangedRows || staleRefusal)) throw error;
    console.warn(`${error.message} Deciding again on a SpreadsheetApp read.`);
  }
  try {
    return submitTo(kind, payload, openCampaign(spreadsheet, false));
  } catch (error) {
    if (error instanceof OccupiedRows) throw new RuleError(rowTakenMeanwhile(readerOf(kind), error, 'filled'));
    if (error instanceof ChangedRows) throw new RuleError(rowTakenMeanwhile(readerOf(kind), error, 'changed'));
    throw error;
  }
}

/**
 * Einstellungen as the Sheets API read them, when the plan consulted them (the round's phase,
 * C7, the deadlines, …): every cell the read had and the row below it (a setting typed there),
 * compared with one getSheetValues before anything is written. None on a SpreadsheetApp read
 * (it is current under the lock) or without the sheet. A save that writes counts the Speicherstand
 * in the row this read found (markSave), so a checked read places it right.
 */
function settingsCheck(opened: OpenedCampaign): RowsCheck | null {
  if (!opened.byApi || !opened.consultedSettings()) return null;
  const settings = opened.roundSheets().settings;
  if (!settings || settings.length === 0) return null;
  const width = settings.reduce((most, row) => Math.max(most, row.length), 0);
  return { sheet: 'settings', row: 1, numRows: settings.length + 1, columns: Array.from({ length: width }, (_, c) => c) };
}

function submitTo<E, R extends object>(kind: SubmissionKind<E, R>, payload: unknown, campaign: OpenedCampaign): Saved<R> {
  const entry = kind.read(payload, campaign);
  let storedId = '';
  if (kind.idempotency) {
    const { sheet, id, content, saved } = kind.idempotency;
    const fingerprint = fingerprintOf(content(entry));
    const earlier = findSaved(campaign.values(sheet), ID_SPECS[sheet], id(entry));
    if (earlier) {
      if (earlier.fingerprint !== undefined && earlier.fingerprint !== fingerprint) {
        throw new RuleError(submissionIdReused(readerOf(kind), { sheet: ID_SPECS[sheet].sheet, row: earlier.row }));
      }
      // Found on an API read, which may predate a sort by hand: its id cell is checked (one
      // call, only for a resent id); moved, the submission runs again on a SpreadsheetApp read.
      if (campaign.byApi) {
        const idCell = { sheet, row: earlier.row, numRows: 1, columns: [earlier.column] };
        writeBlocks(campaign.spreadsheet, [checkBlock(campaign, idCell)], campaign.timeZone);
      }
      return { result: saved(campaign, earlier.row), noted: null };
    }
    storedId = storedSubmissionId(id(entry), fingerprint);
  }
  const plan = kind.plan(entry, campaign, storedId);
  const sheets = plan.writes.map((w) => w.sheet);
  if (new Set(sheets).size !== sheets.length) throw new Error(`One write per sheet: ${sheets.join(', ')}`);
  // Einstellungen checked whole (their rows and the one below): a kind's own check of a row there,
  // or of the cells a write there rests on, is part of it (one getSheetValues for the sheet).
  const settings = settingsCheck(campaign);
  const covered = (sheet: InputSheet, row: number, numRows: number) =>
    settings !== null && sheet === settings.sheet && row >= settings.row && row + numRows <= settings.row + settings.numRows;
  const blocks = plan.writes.map((w): Block => {
    const checked = covered(w.sheet, w.row, w.rows.fullRows.length);
    // After the last entry as read: a write into existing rows (a decision, a reminder) is no
    // append — one that says what it rests on (basis) never is, even where its cells were empty.
    const appended = !checked && w.basis === undefined && w.row === campaign.nextRow(w.sheet, w.rows);
    const columns = [...w.rows.inputColumns, ...(w.basis ?? [])];
    return {
      sheet: sheetOf(campaign, w.sheet),
      row: w.row,
      runs: w.rows.runs,
      headers: campaign.values(w.sheet)[0] ?? [],
      appended,
      basis: appended || checked ? undefined : basisOf(campaign.values(w.sheet), w.row, w.rows.fullRows.length, columns),
      // Checked with the whole sheet: its cells as read are what an undo writes back (writeBlocks).
      undo: checked ? basisOf(campaign.values(w.sheet), w.row, w.rows.fullRows.length, columns) : undefined,
    };
  });
  const checks = [...(plan.checks ?? []).filter((c) => !covered(c.sheet, c.row, c.numRows)), ...(settings ? [settings] : [])];
  writeBlocks(campaign.spreadsheet, [...blocks, ...checks.map((check) => checkBlock(campaign, check))], campaign.timeZone);
  try {
    plan.afterWrite?.();
  } catch (error) {
    // The rows are written: a toast or formula Sheets refuses now must not answer "not saved"
    // (the organiser would do it again) nor skip the notifications and the Speicherstand below.
    console.warn(`After the write: ${error instanceof Error ? error.message : String(error)}`);
  }
  const noted = noteSave(campaign, plan.writes, plan.events, new Date(), plan.replayed, plan.record);
  // Counted in the flush that writes the rows: a later read tells whether it sees them (saveMark.ts).
  if (plan.writes.length > 0) markSave(campaign.spreadsheet, campaign.values('settings'), campaign.saveMarkAt);
  return { result: plan.result, noted };
}

/** A block that writes nothing: the cells of `check` must still hold what the read found. */
function checkBlock(campaign: OpenCampaign, check: RowsCheck): Block {
  const values = campaign.values(check.sheet);
  return {
    sheet: sheetOf(campaign, check.sheet),
    row: check.row,
    runs: [],
    headers: values[0] ?? [],
    basis: basisOf(values, check.row, check.numRows, check.columns),
  };
}

/** The campaign as a submission opened it, and what the staleness checks need to know of its read. */
interface OpenedCampaign extends OpenCampaign {
  /** Whether the plan read Einstellungen (roundSheets(), situation(), values('settings')): its decision rests on them. */
  consultedSettings(): boolean;
  /** Where the Speicherstand's names were as the API read (saveMark.ts); undefined without the API. */
  saveMarkAt: readonly NamedSaveMark[] | undefined;
}

/**
 * Reads every input sheet once: all of them in one Sheets API read (issue 24: a fixed number
 * of calls, campaignRead.ts), or — the service not enabled, failing, a sheet missing, or
 * `byApi` false — sheet by sheet through SpreadsheetApp, with the same values.
 */
function openCampaign(spreadsheet: Spreadsheet, byApi: boolean): OpenedCampaign {
  const read = readCampaignSheets(spreadsheet, [], byApi);
  const data = read.data;
  const tables = campaignTables(data);
  let situation: RoundSituation | undefined;
  let consulted = false;
  let highestRound: number | undefined;
  const campaign: OpenedCampaign = {
    byApi: read.byApi,
    consultedSettings: () => consulted,
    saveMarkAt: saveMarkNamedAt(read.namedRange),
    spreadsheet,
    data,
    tables,
    timeZone: read.timeZone,
    nextRow: (sheet, write) => nextFreeRow(campaign.values(sheet), write.inputColumns),
    roundSheets: () => {
      consulted = true;
      return read.roundSheets();
    },
    situation: () =>
      (situation ??= roundSituation({
        tables,
        settings: campaign.roundSheets().settings,
        attacks: campaign.roundSheets().attacks,
        organiserRound: campaign.organiserRound(),
      })),
    organiserRound: () => (highestRound ??= organiserRound(tables)),
    values: (sheet) => {
      if (sheet === 'settings') return campaign.roundSheets().settings ?? [];
      if (sheet === 'attacks') return campaign.roundSheets().attacks ?? [];
      // Felder: only checked (battlesAsRead), never written; absent in a campaign without a map.
      return data[sheet]?.values ?? [];
    },
  };
  return campaign;
}

/** The read's cells of `numRows` rows from `row` (1-based) in `columns` (0-based): what the sheet must still hold. */
function basisOf(values: CellMatrix, row: number, numRows: number, columns: readonly number[]): RowsBasis {
  const sorted = [...new Set(columns)].sort((a, b) => a - b);
  return {
    columns: sorted.map((c) => c + 1),
    values: Array.from({ length: numRows }, (_, r) => sorted.map((c) => values[row - 1 + r]?.[c] ?? '')),
  };
}

/** The sheet a write goes to; a round sheet that is missing is refused in German. */
function sheetOf(campaign: OpenCampaign, sheet: InputSheet): GoogleAppsScript.Spreadsheet.Sheet {
  if (sheet === 'settings' || sheet === 'attacks') {
    const round = campaign.roundSheets();
    const found = sheet === 'settings' ? round.settingsSheet : round.attacksSheet;
    if (!found) {
      const name = sheet === 'settings' ? SETTINGS_SPEC.sheet : ATTACKS_SPEC.sheet;
      throw new SetupError(`Das Blatt „${name}“ fehlt. Bitte ${menuPath(SETUP_CAPTION)} ausführen.`);
    }
    return found;
  }
  const data = campaign.data[sheet];
  if (!data) throw new SetupError(`Das Blatt „${FIELDS_SPEC.sheet}“ fehlt. Bitte die Seite neu laden.`);
  return data.sheet;
}

const ID_SPECS = { battles: BATTLES_SPEC, bookings: BOOKINGS_SPEC, attacks: ATTACKS_SPEC };

/** The 1-based row that holds `id` in the sheet's Einreichungs-ID column (0-based), with its fingerprint; null if none. */
function findSaved(
  values: CellMatrix,
  spec: SheetSpec<string>,
  id: string,
): { row: number; column: number; fingerprint?: string } | null {
  const table = readTable<string>(values, spec);
  const column = table.columns.submissionId ?? -1;
  if (column < 0) return null;
  for (let row = 0; row < table.rows.length; row++) {
    const cell = cellOf(table, row, 'submissionId');
    if (holdsSubmissionId(cell, id)) return { row: row + 2, column, fingerprint: readStoredSubmissionId(cell).fingerprint };
  }
  return null;
}
