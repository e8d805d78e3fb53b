import { RuleError } from '../rules';
import { AppliedBattle, CampaignTables, checkNewBattle, replayCampaign } from '../rules/campaign';
import { BattlePayload, BattleSubmitResult } from '../sidebar/battleContract';
import { normaliseHeader } from '../sheets/campaignLayout';
import { battleRowWrite, nextBattleRow } from '../sheets/battleRow';
import { fitDerivedRows } from '../sheets/derivedRows';
import { readCampaign } from '../sheets/readCampaign';
import { withDocumentLock } from '../sheets/withDocumentLock';
import { parseBattlePayload } from './battlePayload';
import { midnightIn } from './calendarDay';

/** Rows added when the Schlachten sheet has none left to write into. */
const ROWS_TO_ADD = 100;

/**
 * Saves one battle from the sidebar. Under the document lock it reads the campaign as it is
 * now, replays it with the new battle appended and refuses the battle — writing nothing — if
 * the replay rejects it, with the replay's German message. Otherwise it writes one row. The
 * same submission id twice writes one row.
 */
export function submitBattle(payload: BattlePayload): BattleSubmitResult {
  const entry = parseBattlePayload(payload as unknown as Record<string, unknown>);
  return withDocumentLock(() => {
    const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
    const campaign = readCampaign(spreadsheet);
    const tables: CampaignTables = {
      armies: campaign.armies.values,
      players: campaign.players.values,
      battles: campaign.battles.values,
      bookings: campaign.bookings.values,
    };

    const earlier = entry.submissionId ? findSubmission(tables.battles, entry.submissionId) : -1;
    if (earlier > 0) return alreadySaved(tables, earlier);

    // The day as the player picked it, in the spreadsheet's time zone.
    const submitted = { ...entry, date: midnightIn(entry.date, spreadsheet.getSpreadsheetTimeZone()) };
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
    for (const run of write.runs) sheet.getRange(row, run.firstColumn, 1, run.values.length).setValues([run.values]);
    return summarise(battle, row, false);
  });
}

/** Index in the sheet's values (0 = header) of an earlier battle with this id, or -1. */
function findSubmission(battles: unknown[][], id: string): number {
  const column = (battles[0] ?? []).findIndex((h) => normaliseHeader(h) === normaliseHeader('Einreichungs-ID'));
  if (column < 0) return -1;
  return battles.findIndex((row, i) => i > 0 && String(row[column]).trim() === id);
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
