import { RuleError } from '../rules';
import { SUPPLY_PHASE } from '../rules/bookingKinds';
import { BOOKINGS_SPEC, cellOf, highestRound, isBlankRow, nameKey, readTable, replayCampaign } from '../rules/campaign';
import { CellMatrix } from '../rules/cells/cellValue';
import { parseNumber } from '../rules/cells/parseCell';
import { formatNumber } from '../rules/format';
import { readNewRound, readRoundSupply } from '../rules/newRound';
import { NewRoundResult } from '../shared/bookingContract';
import { nextBattleRow } from '../sheets/battleRow';
import { BookingCells, bookingRowsWrite } from '../sheets/bookingRow';
import { readCampaign } from '../sheets/readCampaign';
import { writeBlocks } from '../sheets/writeBlocks';
import { withDocumentLock } from '../sheets/withDocumentLock';
import { midnightIn } from './calendarDay';
import { inGerman } from './germanErrors';

/** The menu item, and the title of its questions and its toast. */
export const NEW_ROUND_CAPTION = 'Neue Runde beginnen';

/**
 * A Versorgungsphase row fills these columns (Armee and Stufen blank, so the row is one run);
 * it has no Einreichungs-ID: running it again is safe by itself.
 */
const ROUND_COLUMNS = ['round', 'date', 'player', 'army', 'kind', 'supply', 'levels', 'note'] as const;

/**
 * Starts round `runde`: under the document lock, one Versorgungsphase booking of `versorgung`
 * VP per player who has none in that round yet, all in one write. Running it again adds
 * nothing (and says so); a player added since gets theirs. Reports in a toast.
 */
export function startNewRound(runde: unknown, versorgung: unknown): NewRoundResult {
  return inGerman('Die neue Runde wurde nicht gebucht', () => withDocumentLock(() => bookRound(runde, versorgung)));
}

function bookRound(roundInput: unknown, supplyInput: unknown): NewRoundResult {
  const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
  const campaign = readCampaign(spreadsheet);
  const tables = {
    armies: campaign.armies.values,
    players: campaign.players.values,
    battles: campaign.battles.values,
    bookings: campaign.bookings.values,
  };
  const round = readNewRound(roundInput, highestRound(tables));
  const supply = readRoundSupply(supplyInput);
  const supplied = playersSupplied(tables.bookings, round);
  const players = replayCampaign(tables).players.filter((p) => !supplied.has(nameKey(p.name)));

  if (players.length > 0) {
    const date = midnightIn(new Date(), spreadsheet.getSpreadsheetTimeZone());
    const note = `${SUPPLY_PHASE} Runde ${round}: ${formatNumber(supply)} VP für jeden Spieler`;
    const rows = players.map((p): BookingCells => ({
      round,
      date,
      player: p.name,
      army: '',
      kind: SUPPLY_PHASE,
      supply,
      levels: '',
      note,
      submissionId: '',
    }));
    const headers = tables.bookings[0] ?? [];
    const write = bookingRowsWrite(headers, rows, [...ROUND_COLUMNS]);
    const row = nextBattleRow(tables.bookings, write.inputColumns);
    writeBlocks(spreadsheet, [{ sheet: campaign.bookings.sheet, row, runs: write.runs, headers }]);
  }
  spreadsheet.toast(summary(round, supply, players.length, supplied.size), NEW_ROUND_CAPTION, 10);
  return { runde: round, gebucht: players.length };
}

/** Name keys of the players with a Versorgungsphase row in `round` (valid or not: never twice). */
function playersSupplied(bookings: CellMatrix, round: number): Set<string> {
  const table = readTable(bookings, BOOKINGS_SPEC);
  const found = new Set<string>();
  for (let row = 0; row < table.rows.length; row++) {
    if (isBlankRow(table, row)) continue;
    if (nameKey(String(cellOf(table, row, 'kind'))) !== nameKey(SUPPLY_PHASE)) continue;
    let rowRound: number;
    try {
      rowRound = parseNumber(cellOf(table, row, 'round'), 'Runde');
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
      continue;
    }
    if (rowRound === round) found.add(nameKey(String(cellOf(table, row, 'player'))));
  }
  return found;
}

function summary(round: number, supply: number, booked: number, before: number): string {
  if (booked === 0) {
    return `Runde ${round}: alle Spieler haben ihre Versorgungsphase schon – nichts gebucht.`;
  }
  const who = booked === 1 ? '1 Spieler bekommt' : `${booked} Spieler bekommen`;
  const had = before > 0 ? ` (${before} hatte${before === 1 ? '' : 'n'} sie schon)` : '';
  return `Runde ${round} beginnt: ${who} je ${formatNumber(supply)} VP Versorgung${had}.`;
}
