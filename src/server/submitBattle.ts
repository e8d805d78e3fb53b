import { RuleError } from '../rules';
import { SubmittedBattle } from '../rules/battleForm';
import {
  AppliedBattle,
  ARMIES_SPEC,
  BATTLES_CONFIRMATION_SPEC,
  battleIfCounted,
  BattleStatus,
  cellOf,
  CampaignReplay,
  confirmationRequired,
  FIELDS_SPEC,
  nameAsListed,
  parseBattleStatus,
  unreadableStatusForPlayer,
  readTable,
  replayCampaign,
  replayWithNewBattle,
  STATUS_CONFIRMED,
  STATUS_REPORTED,
} from '../rules/campaign';
import { savedReportBrokenForPlayer } from '../rules/campaign/ruleForPlayer';
import { CellMatrix } from '../rules/cells/cellValue';
import { checkReport, roundOfOrganiserRows } from '../rules/rounds';
import { changesConfirmed, checkOrganiserChanges } from './organiserChanges';
import { BattlePayload, BattleSubmitResult } from '../shared/battleContract';
import { Answer } from '../shared/submission';
import { fillBattleChecks } from '../sheets/battleCheckColumn';
import { battleRowWrite } from '../sheets/battleRow';
import { parseBattlePayload } from './battlePayload';
import { midnightIn } from './calendarDay';
import { tablesAfter } from './notify/saveNotifications';
import { OpenCampaign, runSubmission, SheetWrite, SubmissionKind } from './submission';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/**
 * Saves one battle from the sidebar through the submission pipeline (submission.ts): the
 * battle is replayed after the campaign as it is now and refused — writing nothing — if the
 * replay rejects it, with the replay's German message at its field. Otherwise one row.
 */
export function submitBattle(payload: BattlePayload): Answer<BattleSubmitResult> {
  return runSubmission(battleKind(), payload);
}

/**
 * The one kind that saves a battle: the organiser's sidebar (`reporter` absent) and a player's
 * report from the portal (`reporter`: the player whose link it is). A report is first checked
 * by C5, R1, R3 and A5 (checkReport), then like the sidebar's entry, and written with Status gemeldet —
 * bestätigt when the campaign's Einstellungen switch confirmation off (C7) — and Gemeldet von/am.
 */
export function battleKind(reporter?: string): SubmissionKind<SubmittedBattle, BattleSubmitResult> {
  // R6: the organiser confirmed the changes the form named (read with the payload).
  let confirmed = false;
  return {
    failure: reporter ? 'Die Meldung wurde nicht gespeichert' : 'Die Schlacht wurde nicht gespeichert',
    // The round limit is the campaign's round at this moment (battles and Buchungen, as the form has it).
    read: (payload, campaign) => {
      confirmed = changesConfirmed(payload);
      return parseBattlePayload(payload, { currentRound: roundOfOrganiserRows(campaign.organiserRound()) });
    },
    idempotency: {
      sheet: 'battles',
      id: (entry) => entry.submissionId,
      content: ({ submissionId: _id, ...content }) => content,
      saved: (campaign, row) => alreadySaved(campaign, row, reporter),
    },
    plan(entry, campaign, storedId) {
      const { tables } = campaign;
      // After the idempotency check: a retry of this very report is no second open report.
      // C5, R1, R3, A5 (rules/rounds/admission.ts).
      if (reporter !== undefined) checkReport(campaign.situation(), reporter, entry);
      const submitted: SubmittedBattle = {
        ...entry,
        // The armies exactly as the Armeen sheet spells them: its strict list refuses any other text.
        attacker: asListed(tables.armies, ARMIES_SPEC, entry.attacker),
        defender: asListed(tables.armies, ARMIES_SPEC, entry.defender),
        // The field as the Felder sheet spells it: the column's list refuses any other text.
        retreatTo: entry.retreatTo && tables.fields ? asListed(tables.fields, FIELDS_SPEC, entry.retreatTo) : entry.retreatTo,
        // The day as the player picked it, in the spreadsheet's time zone.
        date: midnightIn(entry.date, campaign.timeZone()),
      };
      const at = new Date();
      const status = reporter === undefined ? undefined : reportStatus(campaign);
      const write = battleRowWrite(tables.battles[0] ?? [], submitted, {
        user: reporter ?? currentUser(),
        at,
        storedId,
        // An instant: the cell shows it as date and time in the spreadsheet's time zone.
        report: reporter === undefined ? undefined : { status: status!, by: reporter, at },
      });
      const row = campaign.nextRow('battles', write);
      const writes: SheetWrite[] = [{ sheet: 'battles', row, rows: write }];
      const after = tablesAfter(tables, writes);
      // One replay of the campaign as the save leaves it: the battle checked where it will stand,
      // as if it counted (the admission), and what R6 and the notifications compare.
      const { battle, replay } = replayWithNewBattle(after, row - 2, write.fullRows[0]);
      let before: CampaignReplay | undefined;
      // R6: an organiser's battle of an earlier round may change the battles entered after it.
      if (reporter === undefined) {
        const replays = { before: () => (before ??= replayCampaign(tables)), after: () => replay };
        checkOrganiserChanges(campaign, entry.round, 'battle', replays, confirmed);
      }
      const { sheet, checkColumn } = campaign.data.battles;
      return {
        writes,
        result: summarise(battle, row, false, status),
        afterWrite: () => markIfNotCounted(sheet, row, checkColumn ?? 0),
        replayed: { writes, tables: after, replay, before },
      };
    },
  };
}

/** C7: gemeldet while the opponent must confirm, else bestätigt (counts at once). */
function reportStatus(campaign: OpenCampaign): BattleStatus {
  return confirmationRequired(campaign.roundSheets().settings) ? STATUS_REPORTED : STATUS_CONFIRMED;
}

/**
 * The row's Prüfung formula: setup fills the rows that hold battles, a new row has none. The
 * battle is saved by now: should Sheets refuse this cell, the mark follows with the next edit of
 * the row or setup.
 */
function markIfNotCounted(sheet: Sheet, row: number, checkColumn: number): void {
  if (checkColumn === 0) return;
  try {
    fillBattleChecks(sheet, checkColumn, row, 1);
  } catch {
    // Nothing to tell the player: the battle itself is saved.
  }
}

/** A name exactly as the list spells it: the sheets' strict lists accept only that text. */
function asListed(matrix: CellMatrix, spec: typeof ARMIES_SPEC | typeof FIELDS_SPEC, name: string): string {
  const table = readTable<'name'>(matrix, spec as never);
  return nameAsListed(
    table.rows.map((_, row) => cellOf(table, row, 'name')),
    name,
  );
}

/**
 * A retry of a saved submission: report the saved row, write nothing. A report answers with
 * what it brings once it counts, and its Status as the sheet holds it now.
 */
function alreadySaved(campaign: OpenCampaign, row: number, reporter: string | undefined): BattleSubmitResult {
  const reported = reporter !== undefined;
  const battle = reported ? battleIfCounted(campaign.tables, row - 2) : replayCampaign(campaign.tables).battles[row - 2];
  if (!battle || battle.error !== null) {
    // The organiser finds the row in the sheet; a player (reported) never sees the sheet and reads who fixes it.
    throw new RuleError(
      reported
        ? savedReportBrokenForPlayer(battle || null, reporter)
        : `Diese Schlacht wurde schon in Zeile ${row} gespeichert, zählt dort aber nicht: ${battle?.error ?? 'leer'}`,
    );
  }
  if (!reported) return summarise(battle, row, true);
  try {
    return summarise(battle, row, true, statusOf(campaign, row));
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    // A Status the organiser mistyped since (C1): the player reads who fixes it, not the allowed values.
    throw new RuleError(`Diese Schlacht ist schon gemeldet. ${unreadableStatusForPlayer()}`, 'status');
  }
}

/** The Status in sheet row `row` of Schlachten. */
function statusOf(campaign: OpenCampaign, row: number): BattleStatus {
  const table = readTable<string>(campaign.tables.battles, BATTLES_CONFIRMATION_SPEC);
  return parseBattleStatus(cellOf(table, row - 2, 'status'));
}

function summarise(battle: AppliedBattle, row: number, duplicate: boolean, status?: BattleStatus): BattleSubmitResult {
  const { outcome } = battle;
  return {
    ...(status === undefined ? {} : { status }),
    zeile: row,
    sieger: outcome.winner,
    neueStufeAngreifer: outcome.attackerNewLevel,
    neueStufeVerteidiger: outcome.defenderNewLevel,
    versorgung: outcome.supply,
    stufenverlustAngreifer: outcome.attackerLoss,
    stufenverlustVerteidiger: outcome.defenderLoss,
    doppelt: duplicate,
  };
}

/** The user's e-mail where Apps Script gives it (same domain, or the owner); else empty. */
function currentUser(): string {
  try {
    return Session.getActiveUser().getEmail();
  } catch {
    return '';
  }
}
