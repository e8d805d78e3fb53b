import { RuleError } from '../ruleError';
import { CellMatrix, CellValue, isBlank } from '../cells/cellValue';
import { parseNumber, parseText } from '../cells/parseCell';
import { wholeNumber } from '../validate';
import { MAX_MAP_GRID } from '../constants';
import { FIELDS_SPEC, FieldColumn } from '../campaign/columns';
import { cellOf, isBlankRow, readTable, Table } from '../campaign/tables';
import { FieldType, FORTRESS, GameMap, MapField, PRIMARY_TERRITORY } from './gameMap';
import { symmetricNeighbours } from './adjacency';
import { visibleName } from '../nameValue';

/** How one row of the Felder sheet was read: the field it gives (if any) and what is wrong. */
export interface FieldRowCheck {
  row: number;
  /** As typed (blank if missing). */
  name: string;
  /** Null when the row gives no field (no name, or a repeated name). */
  field: MapField | null;
  /** German sentences; empty when the row is OK. */
  errors: string[];
}

export interface FieldsRead {
  map: GameMap;
  /** Aligned with the Felder data rows: null for a blank row. */
  rows: (FieldRowCheck | null)[];
}

const TYPES: FieldType[] = [FORTRESS, PRIMARY_TERRITORY];

/** Neighbours are separated by "," or ";" (M10: blanks around names do not count). */
const SEMICOLONS = /;/g;

/**
 * Reads the Felder sheet (docs/REGELN.md, „Die Karte“, M1 and M10's bad rows): a repeated field name
 * is reported on the later row, which is ignored; an unknown Typ is reported and counts as a
 * normal field; an unknown Besitzer is reported and counts as nobody; an unknown neighbour is
 * reported and ignored, the field itself or an empty name silently; a bad Zeile/Spalte is
 * reported and the field is not drawn. `player` gives a known player's spelling, else null.
 */
export function readFields(
  matrix: CellMatrix,
  player: (name: string) => string | null,
  nameKey: (name: string) => string,
): FieldsRead {
  const table = readTable(matrix, FIELDS_SPEC);
  const fields: MapField[] = [];
  const byKey = new Map<string, MapField>();
  const rows: (FieldRowCheck | null)[] = new Array(table.rows.length).fill(null);
  const drawnAt = new Map<string, MapField>();

  for (let row = 0; row < table.rows.length; row++) {
    if (isBlankRow(table, row)) continue;
    const text = (key: FieldColumn) => parseText(cellOf(table, row, key));
    const name = text('name');
    const check: FieldRowCheck = { row, name, field: null, errors: [] };
    rows[row] = check;
    if (!name) {
      check.errors.push('Feld fehlt; erwartet wird der Name des Feldes.');
      continue;
    }
    try {
      visibleName(name, 'field');
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
      check.errors.push(`${error.message} Diese Zeile zählt nicht.`);
      continue;
    }
    if (byKey.has(nameKey(name))) {
      check.errors.push(
        `Feld „${name}“ steht schon weiter oben im Blatt Felder; Feldnamen müssen eindeutig sein. Diese Zeile zählt nicht.`,
      );
      continue;
    }
    const field: MapField = {
      index: fields.length,
      row,
      name,
      type: fieldType(text('type'), nameKey, check.errors),
      startHolder: startHolder(text('holder'), player, check.errors),
      neighbours: [],
      grid: gridPlace(table, row, check.errors),
    };
    if (field.grid) {
      const at = `${field.grid.row}/${field.grid.column}`;
      const other = drawnAt.get(at);
      if (other) {
        check.errors.push(
          `Zeile ${field.grid.row}, Spalte ${field.grid.column} hat schon Feld „${other.name}“; ` +
            `jedes Feld braucht einen eigenen Platz. Das Feld wird nicht gezeichnet.`,
        );
        field.grid = null;
      } else {
        drawnAt.set(at, field);
      }
    }
    check.field = field;
    fields.push(field);
    byKey.set(nameKey(name), field);
  }

  const listed = fields.map((field) => {
    const check = rows[field.row]!;
    const unknown: string[] = [];
    const indices: number[] = [];
    for (const part of parseText(cellOf(table, field.row, 'neighbours'))
      .replace(SEMICOLONS, ',')
      .split(',')) {
      const neighbourName = part.trim();
      if (!neighbourName) continue;
      const neighbour = byKey.get(nameKey(neighbourName));
      if (neighbour) indices.push(neighbour.index);
      else unknown.push(`„${neighbourName}“`);
    }
    if (unknown.length === 1) {
      check.errors.push(`Nachbar ${unknown[0]} ist kein Feld im Blatt Felder und wird nicht berücksichtigt.`);
    } else if (unknown.length > 1) {
      check.errors.push(`Nachbarn ${unknown.join(', ')} sind keine Felder im Blatt Felder und werden nicht berücksichtigt.`);
    }
    return indices;
  });
  symmetricNeighbours(listed).forEach((neighbours, i) => (fields[i].neighbours = neighbours));

  return { map: { fields, byKey }, rows };
}

function fieldType(text: string, nameKey: (name: string) => string, errors: string[]): FieldType {
  if (!text) return '';
  const type = TYPES.find((t) => nameKey(t) === nameKey(text));
  if (type) return type;
  errors.push(
    `Typ „${text}“ ist unbekannt; erlaubt sind leer, „${FORTRESS}“ oder „${PRIMARY_TERRITORY}“. Das Feld zählt als normales Feld.`,
  );
  return '';
}

function startHolder(text: string, player: (name: string) => string | null, errors: string[]): string {
  if (!text) return '';
  const known = player(text);
  if (known !== null) return known;
  errors.push(`Besitzer „${text}“ ist kein Spieler aus dem Blatt Spieler; das Feld gehört zu Beginn niemandem.`);
  return '';
}

/** Zeile and Spalte: both blank (not drawn) or both whole numbers from 1 to MAX_MAP_GRID. */
function gridPlace(table: Table<FieldColumn>, row: number, errors: string[]): MapField['grid'] {
  const rowCell = cellOf(table, row, 'row');
  const columnCell = cellOf(table, row, 'column');
  if (isBlank(rowCell) && isBlank(columnCell)) return null;
  try {
    if (isBlank(rowCell) || isBlank(columnCell)) {
      throw new RuleError(`${isBlank(rowCell) ? 'Zeile' : 'Spalte'} fehlt; Zeile und Spalte gehören zusammen.`);
    }
    return { row: gridNumber(rowCell, 'Zeile'), column: gridNumber(columnCell, 'Spalte') };
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    errors.push(`${error.message} Das Feld wird nicht gezeichnet.`);
    return null;
  }
}

function gridNumber(value: CellValue, label: string): number {
  return wholeNumber(parseNumber(value, label), label, 1, MAX_MAP_GRID);
}
