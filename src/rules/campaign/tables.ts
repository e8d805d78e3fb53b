import { RuleError } from '../ruleError';
import { Argument, CellMatrix, CellValue, isBlank, isMatrix } from '../cells/cellValue';
import { normaliseHeader, SheetSpec } from './columns';

/** One input sheet: its data rows (below the header) and where each known column is. */
export interface Table<K extends string> {
  sheet: string;
  rows: CellValue[][];
  /** Column index per known column; -1 when an optional column is absent. */
  columns: Record<K, number>;
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
      throw new RuleError(
        `Im Blatt ${spec.sheet} fehlt die Spalte "${column.header}"; ` +
          `die erste Zeile des Bereichs muss die Spaltenüberschriften enthalten.`,
      );
    }
    columns[key] = index ?? -1;
  }
  return { sheet: spec.sheet, rows: matrix.slice(1), columns };
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
  for (const key in table.columns) {
    const index = table.columns[key];
    if (index >= 0 && !isBlank(cells[index])) return false;
  }
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

const ARGUMENTS: { key: Exclude<keyof CampaignTables, 'fields'>; name: string; example: string }[] = [
  { key: 'armies', name: 'armeen', example: 'Armeen!A:D' },
  { key: 'players', name: 'spieler', example: 'Spieler!A:C' },
  { key: 'battles', name: 'schlachten', example: 'Schlachten!A:P' },
  { key: 'bookings', name: 'buchungen', example: 'Buchungen!A:H' },
];

const FIELDS_ARGUMENT = { key: 'fields', name: 'felder', example: 'Felder!A:F' } as const;

/**
 * The custom-function arguments as tables: the four sheets, then `felder`. A single value
 * instead of a range throws; `felder` left out (or blank) means no map, unless `mapRequired`.
 */
export function campaignTables(args: Argument[], mapRequired = false): CampaignTables {
  const tables = {} as CampaignTables;
  const range = ({ name, example }: { name: string; example: string }, arg: Argument): CellMatrix => {
    if (!isMatrix(arg)) throw new RuleError(`Das Argument ${name} muss ein Bereich mit Kopfzeile sein, z. B. ${example}.`);
    return arg;
  };
  ARGUMENTS.forEach((argument, i) => (tables[argument.key] = range(argument, args[i])));
  const fields = args[ARGUMENTS.length];
  if (mapRequired || isMatrix(fields) || !isBlank(fields)) tables.fields = range(FIELDS_ARGUMENT, fields);
  return tables;
}
