import { CellValue } from '../rules/cells/cellValue';
import { BOOKINGS_MAP_SPEC, BOOKINGS_REPORTER_SPEC, BOOKINGS_SPEC, BookingColumn, normaliseHeader } from '../rules/campaign';
import { rowsWrite, RowsWrite } from './rowsWrite';

/** One Buchungen row by the spec's column key; a 0 the booking does not change stays blank. */
export type BookingCells = Record<BookingColumn, CellValue> & { field?: string; reportedBy?: string };

/**
 * Where booking rows go in the Buchungen sheet (header row `headers`). `columns`: the spec's
 * columns to write (a Versorgungsphase has no Einreichungs-ID); the map's Feld is written
 * when a row has one, Gemeldet von (C6) when a player booked it.
 */
export function bookingRowsWrite(headers: CellValue[], rows: BookingCells[], columns: BookingColumn[]): RowsWrite {
  const header = (key: BookingColumn) => BOOKINGS_SPEC.columns[key].header;
  const fieldHeader = BOOKINGS_MAP_SPEC.columns.field.header;
  const reporterHeader = BOOKINGS_REPORTER_SPEC.columns.reportedBy.header;
  const withReporter = rows.some((row) => row.reportedBy);
  // With Gemeldet von, a blank Feld is written too where the sheet has one: setup puts the two
  // side by side, so the row stays one block (one setValues).
  const hasField = headers.some((h) => normaliseHeader(h) === normaliseHeader(fieldHeader));
  const withField = rows.some((row) => row.field) || (withReporter && hasField);
  const written = [...columns.map(header), ...(withField ? [fieldHeader] : []), ...(withReporter ? [reporterHeader] : [])];
  const byHeader = rows.map((row) => {
    const cells: Record<string, CellValue> = {};
    for (const key of columns) cells[header(key)] = row[key];
    if (withField) cells[fieldHeader] = row.field ?? '';
    if (withReporter) cells[reporterHeader] = row.reportedBy ?? '';
    return cells;
  });
  return rowsWrite(BOOKINGS_SPEC.sheet, headers, written, byHeader);
}

/** Every column of the spec: what the form "Buchung eintragen" writes. */
export const ALL_BOOKING_COLUMNS = Object.keys(BOOKINGS_SPEC.columns) as BookingColumn[];
