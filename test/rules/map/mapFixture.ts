// A campaign on a map, built like the Sheets ranges: the campaign fixture's sheets plus a
// Felder sheet, Startfeld on Armeen, Rückzug nach on Schlachten and Feld on Buchungen.
import { CellMatrix, CellValue } from '../../../src/rules';
import { CampaignTables } from '../../../src/rules/campaign';
import {
  ARMY_HEADER,
  battle,
  BATTLE_HEADER,
  BattleInput,
  booking,
  BOOKING_HEADER,
  BookingInput,
  PLAYER_HEADER,
} from '../campaign/fixture';

export const FIELD_HEADER = ['Feld', 'Typ', 'Besitzer', 'Nachbarn', 'Zeile', 'Spalte'];

/** [Feld, Typ, Besitzer, Nachbarn, Zeile, Spalte] */
export type FieldInput = [string, string?, string?, string?, CellValue?, CellValue?];

export function fields(rows: FieldInput[]): CellMatrix {
  return [FIELD_HEADER, ...rows.map(([n, t, b, nb, z, s]) => [n, t ?? '', b ?? '', nb ?? '', z ?? '', s ?? ''])];
}

export interface MapBattleInput extends BattleInput {
  retreat?: string;
}

export const mapBattle = (b: MapBattleInput): CellValue[] => [...battle(b), b.retreat ?? ''];

export interface MapBookingInput extends BookingInput {
  field?: string;
}

export const mapBooking = (b: MapBookingInput): CellValue[] => [...booking(b), b.field ?? ''];

export interface MapCampaignInput {
  players: string[];
  /** [name, player, Startstufe, Startfeld, Aufgestellt in Runde] */
  armies: [string, string, CellValue, string?, CellValue?][];
  fields: FieldInput[];
  battles?: CellValue[][];
  bookings?: CellValue[][];
}

export function mapCampaign(c: MapCampaignInput): CampaignTables & { fields: CellMatrix } {
  return {
    players: [PLAYER_HEADER, ...c.players.map((name) => [name, 'Imperiale Garde', ''])],
    armies: [
      [...ARMY_HEADER, 'Startfeld'],
      ...c.armies.map(([name, player, level, start, round]) => [name, player, level, round ?? '', start ?? '']),
    ],
    battles: [[...BATTLE_HEADER, 'Rückzug nach'], ...(c.battles ?? [])],
    bookings: [[...BOOKING_HEADER, 'Feld'], ...(c.bookings ?? [])],
    fields: fields(c.fields),
  };
}

/**
 * docs/REGELN.md's worked map example: F2 (Bernd's B) has neighbours F1 (Anna's A), F3 (empty) and
 * F4 (Clara's C). Bernd owns the Primärgebiet P and two fortresses, near (N, 2 steps from F2)
 * and far (W, 3 steps).  F3 – P;  F4 – N – W;  F1 – X.
 */
export const EXAMPLE_FIELDS: FieldInput[] = [
  ['F1', '', '', 'F2, X', 1, 1],
  ['F2', '', 'Bernd', 'F1; F3; F4', 1, 2],
  ['F3', '', '', 'P', 1, 3],
  ['F4', '', '', 'N', 2, 2],
  ['P', 'Primärgebiet', 'Bernd', '', 1, 4],
  ['N', 'Festung', 'Bernd', 'W', 3, 2],
  ['W', 'Festung', 'Bernd', '', 3, 3],
  ['X', '', '', '', 2, 1],
];
