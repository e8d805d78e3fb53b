import { FIELDS } from '../fields';
import { pointsForLevel } from '../levels';
import { CellMatrix, CellValue } from '../cells/cellValue';
import { ArmyStanding, CampaignReplay, PlayerStanding, RejectedRow } from './replayResult';

/**
 * The replay as the KAMPAGNE_… functions show it: a header row and one row per army, player,
 * battle row or booking row. The Prüfung column says "OK" or why a row did not count. A battle
 * or booking row first names what it is about (Runde, who), so the sheet reads on its own.
 */
export const CHECK_OK = 'OK';
/** The last column of every table: "OK" or why the row does not count. */
export const CHECK_HEADER = 'Prüfung';
/** Starts the reason of a row that does not count, where the sheet shows it beside the row (Schlachten, Angriffe, the portal). */
export const NOT_COUNTED = 'Zählt nicht: ';
/** Armies and players count their wins and losses under the same words. */
const WINS_HEADER = 'Siege';
const LOSSES_HEADER = 'Niederlagen';

export const ARMY_HEADERS = [
  FIELDS.army.header,
  FIELDS.player.header,
  'Stufe',
  'Punkte',
  'Status',
  'Schlachten',
  WINS_HEADER,
  LOSSES_HEADER,
  CHECK_HEADER,
];
export const PLAYER_HEADERS = [
  FIELDS.player.header,
  'Versorgungspool',
  'Aktive Armeen',
  WINS_HEADER,
  LOSSES_HEADER,
  CHECK_HEADER,
];
export const BATTLE_HEADERS = [
  FIELDS.round.header,
  'Schlacht',
  'Stufe Angreifer',
  'Stufe Verteidiger',
  'Truppenbonus Angreifer',
  'Truppenbonus Verteidiger',
  'Gespielt Angreifer',
  'Gespielt Verteidiger',
  'Startsiegpunkte Angreifer',
  'Startsiegpunkte Verteidiger',
  'Sieger',
  'Stufenverlust Angreifer',
  'Stufenverlust Verteidiger',
  'Neue Stufe Angreifer',
  'Neue Stufe Verteidiger',
  'Versorgung',
  CHECK_HEADER,
];
export const BOOKING_HEADERS = [FIELDS.round.header, FIELDS.player.header, FIELDS.army.header, FIELDS.kind.header, CHECK_HEADER];
/** Added at the end when the campaign has a map (M9). */
export const ARMY_MAP_HEADERS = [FIELDS.field.header];
export const BATTLE_MAP_HEADERS = [FIELDS.field.header, 'Rückzug'];

/** Valid and rejected list rows merged back into list order (both lists are in row order). */
function inListOrder<T extends { row: number }>(valid: T[], rejected: RejectedRow[]): (T | RejectedRow)[] {
  const out: (T | RejectedRow)[] = [];
  let i = 0;
  let j = 0;
  while (i < valid.length || j < rejected.length) {
    if (j >= rejected.length || (i < valid.length && valid[i].row < rejected[j].row)) out.push(valid[i++]);
    else out.push(rejected[j++]);
  }
  return out;
}

const isRejected = (row: object): row is RejectedRow => 'error' in row;

/** KAMPAGNE_ARMEEN: one row per army in list order (blank list rows left out). */
export function armiesTable(replay: CampaignReplay): CellMatrix {
  const { map } = replay;
  const fieldOf = (a: ArmyStanding): CellValue[] => {
    if (!map) return [];
    const field = map.positions.fieldOf(a);
    return [field === null ? '' : map.fields.map.fields[field].name];
  };
  const rows = inListOrder<ArmyStanding>(replay.armies, replay.rejectedArmies).map((a): CellValue[] =>
    isRejected(a)
      ? [a.name, a.player, '', '', '', '', '', '', a.error, ...(map ? [''] : [])]
      : [a.name, a.player, a.level, pointsForLevel(a.level), a.status, a.battles, a.wins, a.losses, CHECK_OK, ...fieldOf(a)],
  );
  return [map ? [...ARMY_HEADERS, ...ARMY_MAP_HEADERS] : ARMY_HEADERS.slice(), ...rows];
}

/** KAMPAGNE_SPIELER: one row per player in list order (blank list rows left out). */
export function playersTable(replay: CampaignReplay): CellMatrix {
  const rows = inListOrder<PlayerStanding>(replay.players, replay.rejectedPlayers).map((p): CellValue[] =>
    isRejected(p) ? [p.name, '', '', '', '', p.error] : [p.name, p.pool, p.activeArmies, p.wins, p.losses, CHECK_OK],
  );
  return [PLAYER_HEADERS.slice(), ...rows];
}

const blank = (width: number): CellValue[] => new Array<CellValue>(width).fill('');

/** "Rote Faust gegen Eisenwölfe"; a side left blank shows as "?". */
function battleName(attacker: string, defender: string): string {
  return attacker === '' && defender === '' ? '' : `${attacker || '?'} gegen ${defender || '?'}`;
}

/**
 * Drops the blank rows at the end. Sheets does not add rows for an array result — it shows
 * #REF! when the result is taller than the sheet below it — and the input sheets usually end
 * in hundreds of empty rows (more once an organiser adds some by hand).
 */
export function withoutTrailingBlanks(table: CellMatrix): CellMatrix {
  let end = table.length;
  while (end > 1 && table[end - 1].every((cell) => cell === '')) end--;
  return end === table.length ? table : table.slice(0, end);
}

/** KAMPAGNE_SCHLACHTEN: row for row beside the Schlachten sheet; a blank row stays blank. */
export function battlesTable(replay: CampaignReplay): CellMatrix {
  const width = BATTLE_HEADERS.length;
  const mapWidth = replay.map ? BATTLE_MAP_HEADERS.length : 0;
  const out: CellMatrix = [replay.map ? [...BATTLE_HEADERS, ...BATTLE_MAP_HEADERS] : BATTLE_HEADERS.slice()];
  for (let i = 0; i < replay.battles.length; i++) {
    const b = replay.battles[i];
    if (b === null) {
      out.push(blank(width + mapWidth));
    } else if (b.error !== null) {
      const row = blank(width + mapWidth);
      row[0] = b.round ?? '';
      row[1] = battleName(b.attacker, b.defender);
      row[2] = b.attackerLevel ?? '';
      row[3] = b.defenderLevel ?? '';
      row[width - 1] = b.error;
      out.push(row);
    } else {
      const { plan, outcome } = b;
      // One literal with room for the map cells: pushing onto a full array would copy it.
      const row: CellValue[] = [
        b.round,
        battleName(b.attacker, b.defender),
        plan.attackerLevel,
        plan.defenderLevel,
        plan.attackerBonus,
        plan.defenderBonus,
        plan.attacker,
        plan.defender,
        plan.attackerStartVP,
        plan.defenderStartVP,
        outcome.winner,
        outcome.attackerLoss,
        outcome.defenderLoss,
        outcome.attackerNewLevel,
        outcome.defenderNewLevel,
        outcome.supply,
        CHECK_OK,
        // M10: blank unless the row counts and both armies are on the map.
        b.map ? b.map.field : '',
        b.map ? b.map.retreat : '',
      ];
      if (!replay.map) row.length = width;
      out.push(row);
    }
  }
  return withoutTrailingBlanks(out);
}

/** KAMPAGNE_BUCHUNGEN: row for row beside the Buchungen sheet; a blank row stays blank. */
export function bookingsTable(replay: CampaignReplay): CellMatrix {
  const out: CellMatrix = [BOOKING_HEADERS.slice()];
  for (let i = 0; i < replay.bookings.length; i++) {
    const b = replay.bookings[i];
    if (b === null) out.push(blank(BOOKING_HEADERS.length));
    else if (b.error !== null) out.push([b.round ?? '', b.player, b.army, b.kind, b.error]);
    else out.push([b.round, b.player, b.army ?? '', b.kind, CHECK_OK]);
  }
  return withoutTrailingBlanks(out);
}
