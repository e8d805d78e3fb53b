import { CellMatrix, CellValue, isBlank, isDate } from '../cells/cellValue';
import { FIELDS, FieldKey } from '../fields';
import {
  ARMIES_MAP_SPEC,
  ARMIES_SPEC,
  BATTLES_CONFIRMATION_SPEC,
  BATTLES_MAP_SPEC,
  BATTLES_SPEC,
  BOOKINGS_MAP_SPEC,
  BOOKINGS_SPEC,
  FIELDS_SPEC,
  normaliseHeader,
  PLAYERS_SPEC,
  SheetSpec,
} from './columns';
import { CampaignTables } from './tables';
import { PLAYER_HIDDEN_FIELDS } from '../access/privacy';

/**
 * Columns the replay never reads beyond "is the row blank" — or, like Einspruch, only for the
 * words of a Prüfung the form never shows: a form needs only whether a row has any of them, so
 * they travel as one presence column. The same data reaches the player portal (C12): no
 * organiser's e-mail (Eingetragen von, Bestätigt von) and no other players' dispute reasons.
 */
const RECORDED_ONLY: ReadonlySet<FieldKey> = new Set<FieldKey>([
  'date',
  'mission',
  'note',
  'enteredBy',
  'enteredAt',
  'submissionId',
  'reportedAt',
  'confirmedBy',
  'confirmedAt',
  'dispute',
]);
/** The presence column's header: a recorded-only header, so readTable sees it as that column. */
const PRESENCE = FIELDS.note.header;

/**
 * The campaign's tables as a sidebar gets them (google.script.run passes JSON only): each sheet
 * with just the columns the replay reads, dates as ISO text, the recorded-only columns as one
 * presence mark, trailing blank rows dropped. Replayed, it gives exactly what the sheets give,
 * so the forms evaluate a new row with the same CampaignState as the server.
 */
export function formCampaign(tables: CampaignTables, audience: 'organiser' | 'players' = 'organiser'): CampaignTables {
  // A player's copy (the portal's „Melden“) leaves out what only the organiser reads (C12).
  const hidden = audience === 'players' ? PLAYER_HIDDEN_FIELDS : new Set<FieldKey>();
  const out: CampaignTables = {
    players: compact(tables.players, REPLAYED_SPECS.players),
    armies: compact(tables.armies, REPLAYED_SPECS.armies),
    battles: compact(tables.battles, REPLAYED_SPECS.battles, hidden),
    bookings: compact(tables.bookings, REPLAYED_SPECS.bookings),
  };
  if (tables.fields) out.fields = compact(tables.fields, REPLAYED_SPECS.fields);
  return out;
}

/** Each table's specs whose columns the replay reads (the map's too: read only when there is a map). */
const REPLAYED_SPECS: Readonly<Record<keyof CampaignTables, SheetSpec<string>[]>> = {
  players: [PLAYERS_SPEC],
  armies: [ARMIES_SPEC, ARMIES_MAP_SPEC],
  // The confirmation's columns too: a waiting or disputed report counts in the form as in the replay (C2).
  battles: [BATTLES_SPEC, BATTLES_MAP_SPEC, BATTLES_CONFIRMATION_SPEC],
  bookings: [BOOKINGS_SPEC, BOOKINGS_MAP_SPEC],
  fields: [FIELDS_SPEC],
};

/**
 * The 0-based columns of `matrix` (header first) whose cells the replay reads — not the
 * recorded-only ones (a date, a note, an Einreichungs-ID): what a row typed or changed there
 * can change of the campaign's result.
 */
export function replayedColumns(table: keyof CampaignTables, matrix: CellMatrix): number[] {
  const header = (matrix[0] ?? []).map(normaliseHeader);
  const columns = new Set<number>();
  for (const spec of REPLAYED_SPECS[table]) {
    for (const column of Object.values(spec.columns)) {
      const at = header.indexOf(normaliseHeader(column.header));
      if (at >= 0 && !RECORDED_ONLY.has(column.field)) columns.add(at);
    }
  }
  return [...columns].sort((a, b) => a - b);
}

function compact(matrix: CellMatrix, specs: SheetSpec<string>[], hidden: ReadonlySet<FieldKey> = new Set()): CellMatrix {
  const header = matrix[0] ?? [];
  const index = new Map<string, number>();
  header.forEach((cell, i) => {
    const key = normaliseHeader(cell);
    if (key && !index.has(key)) index.set(key, i);
  });
  const read: { header: string; at: number }[] = [];
  const recorded: number[] = [];
  for (const spec of specs) {
    for (const column of Object.values(spec.columns)) {
      const at = index.get(normaliseHeader(column.header));
      if (at === undefined || hidden.has(column.field)) continue;
      if (RECORDED_ONLY.has(column.field)) recorded.push(at);
      else read.push({ header: column.header, at });
    }
  }
  const withPresence = recorded.length > 0;
  const rows: CellValue[][] = [[...read.map((c) => c.header), ...(withPresence ? [PRESENCE] : [])]];
  for (let r = 1; r < matrix.length; r++) {
    const row = matrix[r];
    const cells: CellValue[] = read.map((c) => jsonCell(row[c.at]));
    if (withPresence) cells.push(recorded.some((i) => !isBlank(row[i])) ? 1 : '');
    rows.push(cells);
  }
  while (rows.length > 1 && rows[rows.length - 1].every((cell) => isBlank(cell))) rows.pop();
  return rows;
}

/** A cell as JSON carries it: a date as its ISO text (the replay reads a date only as text). */
function jsonCell(cell: CellValue): CellValue {
  if (isDate(cell)) return cell.toISOString();
  return cell === undefined ? '' : cell;
}

/** A data row for `header` from cells by header (a new army's row in a form's campaign). */
export function rowFor(header: CellValue[], cells: Record<string, CellValue>): CellValue[] {
  const byKey = new Map(Object.entries(cells).map(([h, v]) => [normaliseHeader(h), v] as const));
  return header.map((h) => byKey.get(normaliseHeader(h)) ?? '');
}
