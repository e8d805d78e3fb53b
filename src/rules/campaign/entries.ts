import { GaveUp, parseGaveUp } from '../winner';
import { RuleError } from '../ruleError';
import { MAX_LEVEL } from '../constants';
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

/**
 * One data row read into typed values. Only the cells' form is checked here (numbers, whole
 * numbers, known words); whether the row fits the campaign at its moment is the replay's job.
 */
export type Parsed<T> = { ok: true; entry: T } | { ok: false; error: string; field?: string; round: number | null };

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

/** A whole number in range; a blank cell says what is expected instead of "keine Zahl". */
function whole(value: CellValue, label: string, min: number, max = Infinity, expected?: string): number {
  if (isBlank(value)) {
    const range = max === Infinity ? `ab ${min}` : `von ${min} bis ${max}`;
    throw new RuleError(`${label} fehlt; erwartet wird ${expected ?? `eine ganze Zahl ${range}`}.`, label);
  }
  return wholeNumber(parseNumber(value, label), label, min, max);
}

/** A signed whole number; blank is 0 (Versorgung, Stufen of a booking). */
function signed(value: CellValue, label: string): number {
  return isBlank(value) ? 0 : wholeNumber(parseNumber(value, label), label, -Infinity);
}

/** An optional whole number; blank gives the default. */
function optionalWhole(value: CellValue, label: string, min: number, blank: number): number {
  return isBlank(value) ? blank : wholeNumber(parseNumber(value, label), label, min);
}

function required(value: CellValue, label: string, expected: string): string {
  const text = parseText(value);
  if (!text) throw new RuleError(`${label} fehlt; erwartet wird ${expected}.`, label);
  return text;
}

/** Runde: a whole number ≥ 1; it places the row in the replay, so without it nothing counts. */
export function parseRound(value: CellValue): number {
  return whole(value, 'Runde', 1);
}

/** Runs `read`; a broken rule becomes the row's error, and the round is kept if it was read. */
function attempt<T>(read: (setRound: (round: number) => void) => T): Parsed<T> {
  let round: number | null = null;
  try {
    return { ok: true, entry: read((r) => (round = r)) };
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    return { ok: false, error: error.message, field: error.field, round };
  }
}

/** `attempt` for a row with a Runde: read first, so a later error still knows its round. */
function attemptInRound<T>(roundCell: CellValue, read: (round: number) => T): Parsed<T> {
  return attempt((setRound) => {
    const round = parseRound(roundCell);
    setRound(round);
    return read(round);
  });
}

export function parsePlayer(table: Table<PlayerColumn>, row: number): Parsed<PlayerEntry> {
  const at = (key: PlayerColumn) => cellOf(table, row, key);
  return attempt(() => ({
    row,
    name: required(at('name'), 'Spieler', 'der Name des Spielers'),
    faction: parseText(at('faction')),
    startingSupply: optionalWhole(at('startingSupply'), 'Startversorgung', 0, 0),
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
    name: required(at('name'), 'Armee', 'der Name der Armee'),
    player: required(at('player'), 'Spieler', 'ein Spieler aus dem Blatt Spieler'),
    startLevel: whole(at('startLevel'), 'Startstufe', 1, MAX_LEVEL),
    raisedInRound: optionalWhole(at('raisedInRound'), 'Aufgestellt in Runde', 1, 1),
    startField: mapText(map, row, 'startField'),
  }));
}

export function parseBattle(
  table: Table<BattleColumn>,
  row: number,
  map: Table<BattleMapColumn> | null = null,
): Parsed<BattleEntry> {
  const at = (key: BattleColumn) => cellOf(table, row, key);
  return attemptInRound(at('round'), (round) => ({
    row,
    round,
    attacker: required(at('attacker'), 'Angreifer', 'eine Armee aus dem Blatt Armeen'),
    defender: required(at('defender'), 'Verteidiger', 'eine Armee aus dem Blatt Armeen'),
    mobilisation: optionalWhole(at('mobilisation'), 'Mobilisierung', -Infinity, 0),
    scaledTo: optionalWhole(at('scaledTo'), 'Skaliert auf', -Infinity, 0),
    attackerVP: whole(at('attackerVP'), 'Siegpunkte Angreifer', 0),
    defenderVP: whole(at('defenderVP'), 'Siegpunkte Verteidiger', 0),
    gaveUp: parseGaveUp(parseText(at('gaveUp'))),
    attackerLosses: whole(at('attackerLosses'), 'Verluste Angreifer', 0),
    defenderLosses: whole(at('defenderLosses'), 'Verluste Verteidiger', 0),
    retreatTo: mapText(map, row, 'retreatTo'),
  }));
}

export function parseBooking(
  table: Table<BookingColumn>,
  row: number,
  map: Table<BookingMapColumn> | null = null,
): Parsed<BookingEntry> {
  const at = (key: BookingColumn) => cellOf(table, row, key);
  return attemptInRound(at('round'), (round) => ({
    row,
    round,
    player: parseText(at('player')),
    army: parseText(at('army')),
    kind: parseText(at('kind')),
    supply: signed(at('supply'), 'Versorgung'),
    levels: signed(at('levels'), 'Stufen'),
    field: mapText(map, row, 'field'),
  }));
}
