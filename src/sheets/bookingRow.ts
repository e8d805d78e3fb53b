import { CellValue } from '../rules/cells/cellValue';
import { BOOKINGS_MAP_SPEC, BOOKINGS_SPEC, BookingColumn } from '../rules/campaign';
import { rowsWrite, RowsWrite } from './rowsWrite';

/** One Buchungen row by the spec's column key; a 0 the booking does not change stays blank. */
export type BookingCells = Record<BookingColumn, CellValue> & { field?: string };

/**
 * Where booking rows go in the Buchungen sheet (header row `headers`). `columns`: the spec's
 * columns to write (a Versorgungsphase has no Einreichungs-ID); the map's Feld is written
 * when a row has one.
 */
export function bookingRowsWrite(headers: CellValue[], rows: BookingCells[], columns: BookingColumn[]): RowsWrite {
  const withField = rows.some((row) => row.field);
  const header = (key: BookingColumn) => BOOKINGS_SPEC.columns[key].header;
  const written = [...columns.map(header), ...(withField ? [BOOKINGS_MAP_SPEC.columns.field.header] : [])];
  const byHeader = rows.map((row) => {
    const cells: Record<string, CellValue> = {};
    for (const key of columns) cells[header(key)] = row[key];
    if (withField) cells[BOOKINGS_MAP_SPEC.columns.field.header] = row.field ?? '';
    return cells;
  });
  return rowsWrite(BOOKINGS_SPEC.sheet, headers, written, byHeader);
}

/** Every column of the spec: what the form "Buchung eintragen" writes. */
export const ALL_BOOKING_COLUMNS = Object.keys(BOOKINGS_SPEC.columns) as BookingColumn[];
