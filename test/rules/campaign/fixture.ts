// Builds the four input ranges of a small campaign the way Sheets hands them over: a header
// row, then one array per row. Defaults keep each test to the cells it is about.
import { CellMatrix, CellValue } from '../../../src/rules';
import {
  ARMIES_SPEC,
  BATTLES_CONFIRMATION_SPEC,
  BATTLES_SPEC,
  BOOKINGS_SPEC,
  CampaignTables,
  PLAYERS_SPEC,
  SETTINGS_SPEC,
  specHeaders,
} from '../../../src/rules/campaign';
import { ATTACKS_SPEC } from '../../../src/rules/rounds';

// The headers come from the sheet specs (one declaration per header); battle() and booking()
// fill their rows in the same column order.
export const ARMY_HEADER = specHeaders(ARMIES_SPEC);
export const PLAYER_HEADER = specHeaders(PLAYERS_SPEC);
export const BATTLE_HEADER = specHeaders(BATTLES_SPEC);
/** Schlachten's confirmation columns (C1, C4), after BATTLE_HEADER as setup appends them. */
export const CONFIRMATION_HEADER = specHeaders(BATTLES_CONFIRMATION_SPEC);
/** Buchungen as the organiser types it: without the form's Einreichungs-ID. */
export const BOOKING_HEADER = specHeaders(BOOKINGS_SPEC).filter((h) => h !== BOOKINGS_SPEC.columns.submissionId.header);
/** The round's sheets (R2, A3): Einstellungen and Angriffe as setup lays them out. */
export const SETTINGS_HEADER = specHeaders(SETTINGS_SPEC);
export const ATTACKS_HEADER = specHeaders(ATTACKS_SPEC);

export interface BattleInput {
  round?: CellValue;
  attacker: string;
  defender: string;
  mobilisation?: CellValue;
  scaledTo?: CellValue;
  attackerVP?: CellValue;
  defenderVP?: CellValue;
  gaveUp?: string;
  attackerLosses?: CellValue;
  defenderLosses?: CellValue;
  note?: string;
}

export function battle(b: BattleInput): CellValue[] {
  return [
    b.round ?? 1,
    new Date(Date.UTC(2026, 0, 10)),
    b.attacker,
    b.defender,
    b.mobilisation ?? '',
    b.scaledTo ?? '',
    b.attackerVP ?? 0,
    b.defenderVP ?? 0,
    b.gaveUp ?? '',
    b.attackerLosses ?? 0,
    b.defenderLosses ?? 0,
    'Vorposten halten',
    b.note ?? '',
    'test',
    new Date(Date.UTC(2026, 0, 11)),
    '',
  ];
}

export interface BookingInput {
  round?: CellValue;
  player?: string;
  army?: string;
  kind?: string;
  supply?: CellValue;
  levels?: CellValue;
  note?: string;
}

export function booking(b: BookingInput): CellValue[] {
  return [b.round ?? 1, '', b.player ?? '', b.army ?? '', b.kind ?? '', b.supply ?? '', b.levels ?? '', b.note ?? ''];
}

export interface CampaignInput {
  /** [name, Startversorgung] */
  players: [string, CellValue?][];
  /** [name, player, Startstufe, Aufgestellt in Runde] */
  armies: [string, string, CellValue, CellValue?][];
  battles?: CellValue[][];
  bookings?: CellValue[][];
}

export function campaign(c: CampaignInput): CampaignTables {
  return {
    players: [PLAYER_HEADER, ...c.players.map(([name, supply]) => [name, 'Imperiale Garde', supply ?? ''])],
    armies: [ARMY_HEADER, ...c.armies.map(([name, player, level, round]) => [name, player, level, round ?? ''])],
    battles: [BATTLE_HEADER, ...(c.battles ?? [])],
    bookings: [BOOKING_HEADER, ...(c.bookings ?? [])],
  };
}

export const blankRow = (width: number): CellValue[] => new Array<CellValue>(width).fill('');

/** Drops a column by header, as if the organiser had deleted it. */
export function withoutColumn(matrix: CellMatrix, header: string): CellMatrix {
  const i = matrix[0].indexOf(header);
  if (i < 0) throw new Error(`no column ${header}`);
  return matrix.map((row) => row.filter((_, j) => j !== i));
}

/**
 * The duel of confirmation.test.ts and changeEvents.test.ts (worked out in replay.test.ts):
 * Stufe 2 vs 2, 10 : 5, losses 300 / 600 → Rote Faust (Anna) 2 → 1 and wins, Eisenwölfe
 * (Bert) 2 → 0, vernichtet, Anna +250 VP; then the same two armies again in round 2.
 */
export const DUEL = battle({
  attacker: 'Rote Faust',
  defender: 'Eisenwölfe',
  attackerVP: 10,
  defenderVP: 5,
  attackerLosses: 300,
  defenderLosses: 600,
});
export const REMATCH = battle({ round: 2, attacker: 'Eisenwölfe', defender: 'Rote Faust', attackerVP: 10, defenderVP: 5 });
/** The duel's lists: three players without supply, four armies at Stufe 2 (Anna has two). */
export const DUEL_LISTS: Pick<CampaignInput, 'players' | 'armies'> = {
  players: [
    ['Anna', 0],
    ['Bert', 0],
    ['Carla', 0],
  ],
  armies: [
    ['Rote Faust', 'Anna', 2],
    ['Eisenwölfe', 'Bert', 2],
    ['Aschegarde', 'Carla', 2],
    ['Sturmfalken', 'Anna', 2],
  ],
};
