import { GaveUp, parseGaveUp } from '../winner';
import { RuleError } from '../ruleError';
import { RuleText, ruleText } from '../ruleText';
import { missing } from '../readerWords';
import { FieldKey, FIELDS, FieldSpec } from '../fields';
import { wholeNumber } from '../validate';
import { CellValue, isBlank } from '../cells/cellValue';
import { parseNumber, parseText } from '../cells/parseCell';
import {
  ArmyColumn,
  ArmyMapColumn,
  BattleColumn,
  BattleMapColumn,
  BookingColumn,
  BookingMapColumn,
  PlayerColumn,
} from './columns';
import { cellOf, Table } from './tables';
import { visibleName } from '../nameValue';

/**
 * One data row read into typed values. Only the cells' form is checked here (numbers, whole
 * numbers, known words); whether the row fits the campaign at its moment is the replay's job.
 */
export type Parsed<T> =
  { ok: true; entry: T } | { ok: false; error: string; text: RuleText; field?: FieldKey; round: number | null };

export interface PlayerEntry {
  row: number;
  name: string;
  faction: string;
  startingSupply: number;
}

export interface ArmyEntry {
  row: number;
  name: string;
  player: string;
  startLevel: number;
  raisedInRound: number;
  /** Blank: off the map, or no map (M2). */
  startField: string;
}

export interface BattleEntry {
  row: number;
  round: number;
  attacker: string;
  defender: string;
  mobilisation: number;
  scaledTo: number;
  attackerVP: number;
  defenderVP: number;
  gaveUp: GaveUp;
  attackerLosses: number;
  defenderLosses: number;
  /** Rückzug nach (M6); blank or absent when none or no map. */
  retreatTo?: string;
}

export interface BookingEntry {
  row: number;
  round: number;
  /** Blank: the army's player. */
  player: string;
  /** Blank: a booking on the player's pool only. */
  army: string;
  kind: string;
  supply: number;
  levels: number;
  /** Feld of a Bewegung or Korrektur (M7); blank when none or no map. */
  field: string;
}

/** A whole number within the registry's limits of `key`; a blank cell says what is expected instead of "keine Zahl". */
function whole(value: CellValue, key: FieldKey): number {
  const spec = FIELDS[key] as FieldSpec;
  // The usual cell, a whole number in range, as parseNumber and wholeNumber would return it:
  // the replay reads seven per battle row. Kept this small so that it is inlined where the key
  // is a constant (a lookup by a varying key was a tenth of the parse, npm run bench).
  if (typeof value === 'number' && Number.isInteger(value) && value >= (spec.min ?? -Infinity) && value <= (spec.max ?? Infinity))
    return value;
  return wholeOtherwise(value, key, spec);
}

/** whole() for any cell but a whole number in range: read as typed, or the message. */
function wholeOtherwise(value: CellValue, key: FieldKey, spec: FieldSpec): number {
  const { header, min = -Infinity, max = Infinity } = spec;
  if (isBlank(value)) {
    const range = max === Infinity ? `ab ${min}` : `von ${min} bis ${max}`;
    throw new RuleError(ruleText`${header}${missing(`eine ganze Zahl ${range}`)}`, key);
  }
  return wholeNumber(parseNumber(value, header, key), header, min, max, key);
}

/** A whole number that may be blank: blank gives `blank` (0 for Versorgung and Stufen of a booking). */
function optionalWhole(value: CellValue, key: FieldKey, blank = 0): number {
  return isBlank(value) ? blank : whole(value, key);
}

/**
 * Mobilisierung, Skaliert auf, and a booking's Versorgung and Stufen: blank is 0, any other
 * whole number is read; whether it fits is the rules' message (D2/D3, Stufe 0 to 4, pool ≥ 0).
 */
function signedWhole(value: CellValue, key: FieldKey): number {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  const { header } = FIELDS[key];
  return isBlank(value) ? 0 : wholeNumber(parseNumber(value, header, key), header, -Infinity, Infinity, key);
}

function required(value: CellValue, key: FieldKey, expected: string): string {
  const text = parseText(value);
  if (!text) throw new RuleError(ruleText`${FIELDS[key].header}${missing(expected)}`, key);
  return text;
}

/** Runde: a whole number ≥ 1; it places the row in the replay, so without it nothing counts. */
export function parseRound(value: CellValue): number {
  return whole(value, 'round');
}

/** A Runde cell as its number; null when it cannot be read (the replay counts no such row). */
export function roundOrNull(value: CellValue): number | null {
  try {
    return parseRound(value);
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    return null;
  }
}

/** Runs `read`; a broken rule becomes the row's error (a list row has no Runde). */
function attempt<T>(read: () => T): Parsed<T> {
  try {
    return { ok: true, entry: read() };
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    return { ok: false, error: error.message, text: error.text, field: error.field, round: null };
  }
}

export function parsePlayer(table: Table<PlayerColumn>, row: number): Parsed<PlayerEntry> {
  const at = (key: PlayerColumn) => cellOf(table, row, key);
  return attempt(() => ({
    row,
    name: visibleName(required(at('name'), 'player', 'der Name des Spielers'), 'player'),
    faction: parseText(at('faction')),
    startingSupply: optionalWhole(at('startingSupply'), 'startingSupply'),
  }));
}

/** A text of a map column; blank without a map (`table` null). */
function mapText<K extends string>(table: Table<K> | null, row: number, key: K): string {
  return table ? parseText(cellOf(table, row, key)) : '';
}

export function parseArmy(table: Table<ArmyColumn>, row: number, map: Table<ArmyMapColumn> | null = null): Parsed<ArmyEntry> {
  const at = (key: ArmyColumn) => cellOf(table, row, key);
  return attempt(() => ({
    row,
    name: visibleName(required(at('name'), 'army', 'der Name der Armee'), 'army'),
    player: required(at('player'), 'player', 'ein Spieler aus dem Blatt Spieler'),
    startLevel: whole(at('startLevel'), 'startLevel'),
    raisedInRound: optionalWhole(at('raisedInRound'), 'raisedInRound', 1),
    startField: mapText(map, row, 'startField'),
  }));
}

/** The cell at a column index of a data row; blank when the column is absent (index -1). */
const cellAt = (cells: CellValue[], index: number): CellValue => (index < 0 ? '' : cells[index]);

/**
 * A row with a Runde, read cell by cell: the replay parses every battle row of the campaign, and
 * closures per row and cell cost it a third of its time (npm run bench). The Runde is read
 * first, so a later error still knows its round.
 */
export function parseBattle(
  table: Table<BattleColumn>,
  row: number,
  map: Table<BattleMapColumn> | null = null,
): Parsed<BattleEntry> {
  const cells = table.rows[row];
  const c = table.columns;
  let round: number | null = null;
  try {
    round = parseRound(cellAt(cells, c.round));
    const entry: BattleEntry = {
      row,
      round,
      attacker: required(cellAt(cells, c.attacker), 'attacker', 'eine Armee aus dem Blatt Armeen'),
      defender: required(cellAt(cells, c.defender), 'defender', 'eine Armee aus dem Blatt Armeen'),
      mobilisation: signedWhole(cellAt(cells, c.mobilisation), 'mobilisation'),
      scaledTo: signedWhole(cellAt(cells, c.scaledTo), 'scaledTo'),
      attackerVP: whole(cellAt(cells, c.attackerVP), 'attackerVP'),
      defenderVP: whole(cellAt(cells, c.defenderVP), 'defenderVP'),
      gaveUp: parseGaveUp(parseText(cellAt(cells, c.gaveUp))),
      attackerLosses: whole(cellAt(cells, c.attackerLosses), 'attackerLosses'),
      defenderLosses: whole(cellAt(cells, c.defenderLosses), 'defenderLosses'),
      retreatTo: mapText(map, row, 'retreatTo'),
    };
    return { ok: true, entry };
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    return { ok: false, error: error.message, text: error.text, field: error.field, round };
  }
}

/** Like parseBattle: cells by index, no closure per row (the replay reads every Buchungen row). */
export function parseBooking(
  table: Table<BookingColumn>,
  row: number,
  map: Table<BookingMapColumn> | null = null,
): Parsed<BookingEntry> {
  const cells = table.rows[row];
  const c = table.columns;
  let round: number | null = null;
  try {
    round = parseRound(cellAt(cells, c.round));
    const entry: BookingEntry = {
      row,
      round,
      player: parseText(cellAt(cells, c.player)),
      army: parseText(cellAt(cells, c.army)),
      kind: parseText(cellAt(cells, c.kind)),
      supply: signedWhole(cellAt(cells, c.supply), 'supply'),
      levels: signedWhole(cellAt(cells, c.levels), 'levels'),
      field: mapText(map, row, 'field'),
    };
    return { ok: true, entry };
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    return { ok: false, error: error.message, text: error.text, field: error.field, round };
  }
}
