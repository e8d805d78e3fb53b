import { RuleError } from '../rules';
import { SubmittedBattle } from '../rules/battleForm';
import {
  AppliedBattle,
  ARMIES_SPEC,
  BATTLES_SPEC,
  CampaignTables,
  cellOf,
  checkNewBattle,
  highestRound,
  FIELDS_SPEC,
  nameAsListed,
  readTable,
  replayCampaign,
} from '../rules/campaign';
import { CellMatrix } from '../rules/cells/cellValue';
import { BattlePayload, BattleSubmitResult } from '../shared/battleContract';
import { fillBattleChecks } from '../sheets/battleCheckColumn';
import { battleRowWrite, ColumnRun, nextBattleRow } from '../sheets/battleRow';
import { columnLetter } from '../sheets/columnLetter';
import { fitDerivedRows } from '../sheets/derivedRows';
import { campaignTables, readCampaign } from '../sheets/readCampaign';
import { withDocumentLock } from '../sheets/withDocumentLock';
import { parseBattlePayload } from './battlePayload';
import { midnightIn } from './calendarDay';
import { inGerman } from './germanErrors';

/** Rows added when the Schlachten sheet has none left to write into. */
const ROWS_TO_ADD = 100;

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/**
 * Saves one battle from the sidebar. Under the document lock it reads the campaign as it is
 * now, replays it with the new battle appended and refuses the battle — writing nothing — if
 * the replay rejects it, with the replay's German message. Otherwise it writes one row. The
 * same submission id twice writes one row. No message from Sheets reaches the user in English.
 */
export function submitBattle(payload: BattlePayload): BattleSubmitResult {
  return inGerman('Die Schlacht wurde nicht gespeichert', () => withDocumentLock(() => saveBattle(payload)));
}

function saveBattle(payload: unknown): BattleSubmitResult {
  const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
  const campaign = readCampaign(spreadsheet);
  const tables: CampaignTables = campaignTables(campaign);
  // Read under the lock: the round limit is the campaign's round at this moment (battles and Buchungen, as the form has it).
  const entry = parseBattlePayload(payload, { currentRound: Math.max(highestRound(tables), 1) });

  const earlier = findSubmission(tables.battles, entry.submissionId);
  if (earlier >= 0) return alreadySaved(tables, earlier);

  const submitted: SubmittedBattle = {
    ...entry,
    // The armies exactly as the Armeen sheet spells them: its strict list refuses any other text.
    attacker: armyAsListed(tables.armies, entry.attacker),
    defender: armyAsListed(tables.armies, entry.defender),
    // The field as the Felder sheet spells it: the column's list refuses any other text.
    retreatTo: entry.retreatTo && tables.fields ? fieldAsListed(tables.fields, entry.retreatTo) : entry.retreatTo,
    // The day as the player picked it, in the spreadsheet's time zone.
    date: midnightIn(entry.date, spreadsheet.getSpreadsheetTimeZone()),
  };
  const write = battleRowWrite(tables.battles[0] ?? [], submitted, { user: currentUser(), at: new Date() });
  const row = nextBattleRow(tables.battles, write.inputColumns);
  // Replayed where it will stand: rows below the last battle hold no inputs.
  const battle = checkNewBattle({ ...tables, battles: tables.battles.slice(0, row - 1) }, write.fullRow);
  const sheet = campaign.battles.sheet;
  // A full sheet has no row to write into: add some, as Sheets' own "add rows" does.
  const maxRows = sheet.getMaxRows();
  if (row > maxRows) {
    sheet.insertRowsAfter(maxRows, ROWS_TO_ADD);
    fitDerivedRows(spreadsheet, sheet.getName(), maxRows + ROWS_TO_ADD);
  }
  writeRuns(sheet, row, write.runs, tables.battles[0] ?? []);
  markIfNotCounted(sheet, row, campaign.battles.checkColumn ?? 0);
  return summarise(battle, row, false);
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

function armyAsListed(armies: CellMatrix, name: string): string {
  const table = readTable(armies, ARMIES_SPEC);
  return nameAsListed(
    table.rows.map((_, row) => cellOf(table, row, 'name')),
    name,
  );
}

function fieldAsListed(fields: CellMatrix, name: string): string {
  const table = readTable(fields, FIELDS_SPEC);
  return nameAsListed(
    table.rows.map((_, row) => cellOf(table, row, 'name')),
    name,
  );
}

/**
 * Writes the row's runs. A run Sheets refuses (a validation the organiser made stricter, a
 * protected range) undoes the runs before it, so nothing is half saved, and is reported in
 * German naming the column.
 */
function writeRuns(sheet: Sheet, row: number, runs: ColumnRun[], headers: unknown[]): void {
  const written: ColumnRun[] = [];
  for (const run of runs) {
    const range = sheet.getRange(row, run.firstColumn, 1, run.values.length);
    try {
      range.setValues([run.values]);
    } catch (error) {
      for (const done of written) sheet.getRange(row, done.firstColumn, 1, done.values.length).clearContent();
      throw new RuleError(refusedWrite(error, row, run, headers));
    }
    written.push(run);
  }
}

/** Which column Sheets refused: its message names the cell ("… in cell C82 …"); else the run's columns. */
function refusedWrite(error: unknown, row: number, run: ColumnRun, headers: unknown[]): string {
  const columns = run.values.map((_, i) => run.firstColumn + i);
  const cell = /\b([A-Z]{1,3})(\d+)\b/.exec(error instanceof Error ? error.message : String(error));
  const named = cell ? columns.filter((c) => columnLetter(c) === cell[1] && Number(cell[2]) === row) : [];
  const fields = (named.length ? named : columns).map((c) => `„${String(headers[c - 1] ?? columnLetter(c))}“`);
  const which = fields.length === 1 ? `den Wert für ${fields[0]}` : `einen der Werte für ${fields.join(', ')}`;
  return (
    `Die Tabelle hat ${which} in Zeile ${row} des Blatts ${BATTLES_SPEC.sheet} abgelehnt ` +
    '(eine Datenvalidierung oder ein geschützter Bereich); nichts wurde gespeichert. ' +
    'Bitte die Regeln dieser Spalte prüfen oder Kampagnenblatt einrichten ausführen.'
  );
}

/** Index in the sheet's values (0 = header) of an earlier battle with this id, or -1. */
function findSubmission(battles: CellMatrix, id: string): number {
  const table = readTable(battles, BATTLES_SPEC);
  if (table.columns.submissionId < 0) return -1;
  for (let row = 0; row < table.rows.length; row++) {
    if (String(cellOf(table, row, 'submissionId')).trim() === id) return row + 1;
  }
  return -1;
}

/** A retry of a saved submission: report the saved row, write nothing. */
function alreadySaved(tables: CampaignTables, index: number): BattleSubmitResult {
  const battle = replayCampaign(tables).battles[index - 1];
  if (!battle || battle.error !== null) {
    throw new RuleError(
      `Diese Schlacht wurde schon in Zeile ${index + 1} gespeichert, zählt dort aber nicht: ${battle?.error ?? 'leer'}`,
    );
  }
  return summarise(battle, index + 1, true);
}

function summarise(battle: AppliedBattle, row: number, duplicate: boolean): BattleSubmitResult {
  const { outcome } = battle;
  return {
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
