import { RuleError } from '../ruleError';
import { SetupError } from '../setupError';
import { Argument, CellMatrix, CellValue, isBlank, isMatrix } from '../cells/cellValue';
import { columnLetter } from '../cells/columnLetter';
import {
  ARMIES_MAP_SPEC,
  ARMIES_SPEC,
  BATTLES_CONFIRMATION_SPEC,
  BATTLES_MAP_SPEC,
  BATTLES_SPEC,
  BOOKINGS_MAP_SPEC,
  BOOKINGS_REPORTER_SPEC,
  BOOKINGS_SPEC,
  FIELDS_SPEC,
  normaliseHeader,
  PLAYERS_SPEC,
  SheetSpec,
} from './columns';

/** One input sheet: its data rows (below the header) and where each known column is. */
export interface Table<K extends string> {
  sheet: string;
  rows: CellValue[][];
  /** Column index per known column; -1 when an optional column is absent. */
  columns: Record<K, number>;
  /** The indexes of `columns` that are present (≥ 0): isBlankRow's loop, run for every row of every read. */
  present: readonly number[];
}

/**
 * Finds the columns of `spec` in the header row (the first row of `matrix`). Extra columns
 * are ignored; where a header appears twice the leftmost wins (setup appends, so the
 * organiser's original column is the left one). A missing required column throws.
 */
export function readTable<K extends string>(matrix: CellMatrix, spec: SheetSpec<K>): Table<K> {
  const header = matrix[0] ?? [];
  const byHeader = new Map<string, number>();
  header.forEach((cell, i) => {
    const key = normaliseHeader(cell);
    if (key && !byHeader.has(key)) byHeader.set(key, i);
  });
  const columns = {} as Record<K, number>;
  for (const key of Object.keys(spec.columns) as K[]) {
    const column = spec.columns[key];
    const index = byHeader.get(normaliseHeader(column.header));
    if (index === undefined && column.required) {
      throw new SetupError(
        `Im Blatt ${spec.sheet} fehlt die Spalte „${column.header}“; ` +
          `die erste Zeile des Bereichs muss die Spaltenüberschriften enthalten.`,
      );
    }
    columns[key] = index ?? -1;
  }
  const present = Object.values<number>(columns).filter((index) => index >= 0);
  return { sheet: spec.sheet, rows: matrix.slice(1), columns, present };
}

/** The cell of a known column in a data row; blank when the column or cell is absent. */
export function cellOf<K extends string>(table: Table<K>, row: number, key: K): CellValue {
  const index = table.columns[key];
  return index < 0 ? '' : table.rows[row][index];
}

/**
 * A row is blank when every known column is blank: extra columns the organiser added (a
 * checkbox, a formula) must not turn the open range's trailing rows into bad rows.
 */
export function isBlankRow<K extends string>(table: Table<K>, row: number): boolean {
  const cells = table.rows[row];
  if (!cells) return true;
  const present = table.present;
  for (let i = 0; i < present.length; i++) if (!isBlank(cells[present[i]])) return false;
  return true;
}

/** The four input ranges of a campaign, each including its header row, and its map if it has one. */
export interface CampaignTables {
  armies: CellMatrix;
  players: CellMatrix;
  battles: CellMatrix;
  bookings: CellMatrix;
  /** The Felder sheet; absent: a campaign without a map, computed as if no map column existed. */
  fields?: CellMatrix;
}

/** The KAMPAGNE_… arguments in order: German name, the sheet, and its columns in words. */
export const CAMPAIGN_ARGUMENTS = [
  { key: 'armies', name: 'armeen', spec: ARMIES_SPEC, contents: 'Armee, Spieler, Startstufe, Aufgestellt in Runde' },
  { key: 'players', name: 'spieler', spec: PLAYERS_SPEC, contents: 'Spieler, Fraktion, Startversorgung' },
  {
    key: 'battles',
    name: 'schlachten',
    spec: BATTLES_SPEC,
    contents: 'Runde, Angreifer, Verteidiger, Mobilisierung, … Verluste Verteidiger',
  },
  { key: 'bookings', name: 'buchungen', spec: BOOKINGS_SPEC, contents: 'Runde, Spieler, Armee, Art, Versorgung, Stufen, …' },
] as const satisfies readonly { key: keyof CampaignTables; name: string; spec: SheetSpec<string>; contents: string }[];

/** The optional fifth argument: the map. */
export const FIELDS_ARGUMENT = {
  key: 'fields',
  name: 'felder',
  spec: FIELDS_SPEC,
  contents: 'Feld, Typ, Besitzer, Nachbarn, Zeile, Spalte',
} as const satisfies { key: keyof CampaignTables; name: string; spec: SheetSpec<string>; contents: string };

/** The columns setup appends to an input sheet: the map's (Startfeld, Rückzug nach, Feld), then Schlachten's confirmation (Status … Einspruch). */
const APPENDED_COLUMNS: Record<string, SheetSpec<string>[]> = {
  [ARMIES_SPEC.sheet]: [ARMIES_MAP_SPEC],
  [BATTLES_SPEC.sheet]: [BATTLES_MAP_SPEC, BATTLES_CONFIRMATION_SPEC],
  [BOOKINGS_SPEC.sheet]: [BOOKINGS_MAP_SPEC, BOOKINGS_REPORTER_SPEC],
};

/**
 * The whole sheet as a range, as far as setup lays out its columns: "Armeen!A:D"; with the
 * map, the columns setup appends too: "Armeen!A:E", "Schlachten!A:W".
 */
export function sheetRange(spec: SheetSpec<string>, withMap = false): string {
  const appended = withMap ? (APPENDED_COLUMNS[spec.sheet] ?? []) : [];
  const extra = appended.reduce((n, s) => n + Object.keys(s.columns).length, 0);
  return `${spec.sheet}!A:${columnLetter(Object.keys(spec.columns).length + extra)}`;
}

/**
 * The custom-function arguments as tables: the four sheets, then `felder`. A single value
 * instead of a range throws; `felder` left out (or blank) means no map, unless `mapRequired`.
 */
export function campaignTables(args: Argument[], mapRequired = false): CampaignTables {
  const tables = {} as CampaignTables;
  const range = ({ name, spec }: { name: string; spec: SheetSpec<string> }, arg: Argument): CellMatrix => {
    if (!isMatrix(arg)) {
      throw new RuleError(`Das Argument ${name} muss ein Bereich mit Kopfzeile sein, z. B. ${sheetRange(spec)}.`);
    }
    return arg;
  };
  CAMPAIGN_ARGUMENTS.forEach((argument, i) => (tables[argument.key] = range(argument, args[i])));
  const fields = args[CAMPAIGN_ARGUMENTS.length];
  if (mapRequired || (isMatrix(fields) ? hasMapRows(fields) : !isBlank(fields))) tables.fields = range(FIELDS_ARGUMENT, fields);
  return tables;
}

/**
 * Whether a Felder range holds any field: setup creates the sheet in every workbook, and a
 * campaign whose Felder sheet is still empty is computed without a map, exactly as before.
 */
export function hasMapRows(fields: CellMatrix): boolean {
  for (let row = 1; row < fields.length; row++) if (fields[row].some((cell) => !isBlank(cell))) return true;
  return false;
}
