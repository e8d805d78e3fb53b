import { RuleError } from '../rules';
import { BOOKING_FORM_FIELDS, checkMapFields, readBookingForm, SubmittedBooking } from '../rules/bookingForm';
import { NEW_ARMY } from '../rules/bookingKinds';
import {
  ARMIES_SPEC,
  AppliedBooking,
  BOOKINGS_SPEC,
  CampaignTables,
  cellOf,
  checkNewBooking,
  FIELDS_SPEC,
  highestRound,
  nameAsListed,
  nameKey,
  PLAYERS_SPEC,
  readTable,
  replayCampaign,
} from '../rules/campaign';
import { CellMatrix } from '../rules/cells/cellValue';
import { BookingPayload, BookingSubmitResult } from '../shared/bookingContract';
import { armyRowWrite } from '../sheets/armyRow';
import { nextBattleRow } from '../sheets/battleRow';
import { ALL_BOOKING_COLUMNS, BookingCells, bookingRowsWrite } from '../sheets/bookingRow';
import { campaignTables, readCampaign } from '../sheets/readCampaign';
import { Block, writeBlocks } from '../sheets/writeBlocks';
import { withDocumentLock } from '../sheets/withDocumentLock';
import { midnightIn } from './calendarDay';
import { inGerman } from './germanErrors';

/**
 * Saves one booking from the sidebar "Buchung eintragen". Under the document lock it reads the
 * campaign as it is now, replays it with the booking (and a new army's row) appended and
 * refuses it — writing nothing — if the replay rejects it, with the replay's German message
 * naming the field. Otherwise it writes one Buchungen row (and for a Neue Armee first its
 * Armeen row). The same submission id twice writes once.
 */
export function submitBooking(payload: BookingPayload): BookingSubmitResult {
  return inGerman('Die Buchung wurde nicht gespeichert', () => withDocumentLock(() => saveBooking(payload)));
}

function saveBooking(payload: unknown): BookingSubmitResult {
  const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
  const campaign = readCampaign(spreadsheet);
  const tables: CampaignTables = campaignTables(campaign);
  const fields = tables.fields;
  const entry = parseBookingPayload(payload, highestRound(tables));

  const earlier = findSubmission(tables.bookings, entry.submissionId);
  if (earlier >= 0) return alreadySaved(tables, earlier);
  checkMapFields(entry, fields !== undefined);

  const date = midnightIn(entry.date, spreadsheet.getSpreadsheetTimeZone());
  const army = entry.kind === NEW_ARMY ? entry.army : asListed(tables.armies, ARMIES_SPEC, entry.army);
  const player = asListed(tables.players, PLAYERS_SPEC, entry.player);
  const field = fields ? asListed(fields, FIELDS_SPEC, entry.field) : entry.field;
  const cells = (who: string): BookingCells => ({
    round: entry.round,
    date,
    player: who,
    army,
    kind: entry.kind,
    supply: entry.supply || '',
    levels: entry.levels || '',
    note: entry.note,
    submissionId: entry.submissionId,
    // A new army's Feld is its Startfeld (Armeen), not a move.
    field: entry.kind === NEW_ARMY ? '' : field,
  });
  const bookingHeaders = tables.bookings[0] ?? [];
  let bookingWrite = bookingRowsWrite(bookingHeaders, [cells(player)], ALL_BOOKING_COLUMNS);
  const bookingRow = nextBattleRow(tables.bookings, bookingWrite.inputColumns);

  const armyHeaders = tables.armies[0] ?? [];
  const armyWrite =
    entry.kind === NEW_ARMY
      ? armyRowWrite(armyHeaders, {
          name: army,
          player,
          startLevel: entry.startLevel,
          raisedInRound: entry.round,
          startField: field,
        })
      : null;
  const armyRow = armyWrite ? nextBattleRow(tables.armies, armyWrite.inputColumns) : 0;

  // Replayed where the rows will stand: rows below the last entry hold no inputs.
  const applied = checkNewBooking(
    {
      ...tables,
      bookings: tables.bookings.slice(0, bookingRow - 1),
      armies: armyWrite ? tables.armies.slice(0, armyRow - 1) : tables.armies,
    },
    bookingWrite.fullRows[0],
    armyWrite?.fullRows[0],
  );
  // Spieler left blank is the army's player: the row says so.
  if (!player) bookingWrite = bookingRowsWrite(bookingHeaders, [cells(applied.player)], ALL_BOOKING_COLUMNS);

  const blocks: Block[] = [];
  if (armyWrite) blocks.push({ sheet: campaign.armies.sheet, row: armyRow, runs: armyWrite.runs, headers: armyHeaders });
  blocks.push({ sheet: campaign.bookings.sheet, row: bookingRow, runs: bookingWrite.runs, headers: bookingHeaders });
  writeBlocks(spreadsheet, blocks);
  return summarise(applied, bookingRow, armyWrite ? armyRow : null, false);
}

/** Reads the payload with the form's own reader; the first refused field throws, labelled as the form shows it. */
function parseBookingPayload(payload: unknown, highest: number): SubmittedBooking {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) throw new RuleError('Es kamen keine Buchungsdaten an.');
  const reading = readBookingForm(payload as Record<string, unknown>, { highestRound: highest });
  const first = reading.problems[0];
  if (first) throw new RuleError(first.message, BOOKING_FORM_FIELDS[first.field]);
  return reading.booking!;
}

/** A name exactly as the list spells it: the sheets' strict lists accept only that text. */
function asListed(matrix: CellMatrix, spec: typeof ARMIES_SPEC | typeof PLAYERS_SPEC | typeof FIELDS_SPEC, name: string): string {
  if (!name) return name;
  const table = readTable<'name'>(matrix, spec as never);
  return nameAsListed(
    table.rows.map((_, row) => cellOf(table, row, 'name')),
    name,
  );
}

/** Index in the sheet's values (0 = header) of an earlier booking with this id, or -1. */
function findSubmission(bookings: CellMatrix, id: string): number {
  const table = readTable(bookings, BOOKINGS_SPEC);
  if (table.columns.submissionId < 0) return -1;
  for (let row = 0; row < table.rows.length; row++) {
    if (String(cellOf(table, row, 'submissionId')).trim() === id) return row + 1;
  }
  return -1;
}

/** A retry of a saved submission: report the saved row(s), write nothing. */
function alreadySaved(tables: CampaignTables, index: number): BookingSubmitResult {
  const replay = replayCampaign(tables);
  const booking = replay.bookings[index - 1];
  if (!booking || booking.error !== null) {
    throw new RuleError(
      `Diese Buchung wurde schon in Zeile ${index + 1} gespeichert, zählt dort aber nicht: ${booking?.error ?? 'leer'}`,
    );
  }
  const army =
    booking.kind === NEW_ARMY && booking.army ? replay.armies.find((a) => nameKey(a.name) === nameKey(booking.army!)) : undefined;
  return summarise(booking, index + 1, army ? army.row + 2 : null, true);
}

function summarise(booking: AppliedBooking, bookingRow: number, armyRow: number | null, duplicate: boolean): BookingSubmitResult {
  return {
    zeile: armyRow ?? bookingRow,
    blatt: armyRow === null ? BOOKINGS_SPEC.sheet : ARMIES_SPEC.sheet,
    buchungszeile: bookingRow,
    art: booking.kind,
    spieler: booking.player,
    armee: booking.army ?? '',
    versorgungspool: booking.poolAfter,
    stufe: booking.levelAfter,
    doppelt: duplicate,
  };
}
