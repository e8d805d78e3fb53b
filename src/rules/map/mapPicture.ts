/**
 * What every map view draws (issue 11 §3, issue 19: the preview, the portal and the
 * organiser's dialog "Karte anzeigen"), computed from the campaign's input tables with the same
 * replay as KAMPAGNE_FELDER and KAMPAGNE_KARTE: fields at Zeile/Spalte, holders and their
 * colours, armies, neighbours, and per field its history (battles on it, retreats and moves
 * into it, the holder after each). Pure: the callers read the sheets.
 */
import { CellMatrix } from '../cells/cellValue';
import { ATTACKER } from '../constants';
import { BOOKINGS_MAP_SPEC, FIELDS_SPEC, normaliseHeader, PLAYERS_SPEC } from '../campaign/columns';
import { nameKey } from '../campaign/names';
import { replayCampaign } from '../campaign/replay';
import type { CampaignReplay } from '../campaign/replayResult';
import type { CampaignTables } from '../campaign/tables';
import { armiesPerField } from './fieldsOutput';
import { CORRECTION, MOVE } from './moves';
import { holderColours, PLAYER_COLOUR_HEADER } from './palette';

export interface MapPictureArmy {
  name: string;
  player: string;
}

export interface MapPictureField {
  name: string;
  type: string;
  /** Holder now; blank = nobody. */
  holder: string;
  /** The holder's colour; null when nobody holds it. */
  colour: string | null;
  /** Zeile and Spalte (1-based); null when the field is not drawn. */
  row: number | null;
  column: number | null;
  /** The armies standing on it, by name. */
  armies: string[];
  /** The same armies with their players (for highlighting a player's own). */
  armyPlayers: string[];
  neighbours: string[];
  /** German sentences, oldest first: the latest MAP_HISTORY_SHOWN events. */
  history: string[];
  /** How many older events are left out (the log has them all). */
  earlierEvents: number;
}

/**
 * How many of a field's events a map view gets. A phone loads the whole map with the portal's
 * page; a season of battles on one field must not weigh more than the page (issue 19: ≤ 150 KB).
 */
export const MAP_HISTORY_SHOWN = 4;

export interface MapPicture {
  fields: MapPictureField[];
  players: { name: string; colour: string }[];
  /** Why there is nothing to draw (German), or null. */
  message: string | null;
}

export const NO_MAP_MESSAGE = `Keine Karte: das Blatt ${FIELDS_SPEC.sheet} fehlt oder ist leer.`;

/** The column of a header in a table's first row, compared as the replay compares headers. */
function columnOf(table: CellMatrix, header: string): number {
  return (table[0] ?? []).findIndex((h) => normaliseHeader(h) === normaliseHeader(header));
}

/** `replay`: pass the one the caller already has (one replay per request); else computed here. */
export function mapPicture(tables: CampaignTables, replay?: CampaignReplay): MapPicture {
  if (!tables.fields) return { fields: [], players: [], message: NO_MAP_MESSAGE };
  let result: CampaignReplay;
  try {
    result = replay ?? replayCampaign(tables);
  } catch (error) {
    return { fields: [], players: [], message: `Die Karte lässt sich nicht berechnen: ${(error as Error).message}` };
  }
  const map = result.map;
  if (!map) return { fields: [], players: [], message: NO_MAP_MESSAGE };
  const players = tables.players;

  // Colours by the rule setup colours the Karte with: Spieler rows with a name, each once, in order.
  const nameColumn = columnOf(players, PLAYERS_SPEC.columns.name.header);
  const colourColumn = columnOf(players, PLAYER_COLOUR_HEADER);
  const listed = new Map<string, { name: string; colour: string }>();
  for (const row of players.slice(1)) {
    const name = String(row[nameColumn] ?? '').trim();
    if (name && !listed.has(nameKey(name)))
      listed.set(nameKey(name), { name, colour: colourColumn >= 0 ? String(row[colourColumn] ?? '') : '' });
  }
  const byKey = holderColours([...listed.values()]);
  const colours = new Map(result.players.map((p) => [p.name, byKey.get(listed.get(nameKey(p.name))?.name ?? '') ?? null]));

  const gameFields = map.fields.map.fields;
  const history = gameFields.map((): { order: number[]; text: string }[] => []);
  const byName = new Map(gameFields.map((f) => [f.name, f.index]));
  const note = (field: string, order: number[], text: string) => {
    const index = byName.get(field);
    if (index !== undefined) history[index].push({ order, text });
  };
  result.battles.forEach((b) => {
    if (!b || b.error !== null || !('map' in b) || !b.map) return;
    const attackerWon = b.outcome.winner === ATTACKER;
    const [winner, loser] = attackerWon ? [b.attackerPlayer, b.defenderPlayer] : [b.defenderPlayer, b.attackerPlayer];
    const loserArmy = attackerWon ? b.defender : b.attacker;
    const order = [b.round, 1, b.row];
    note(
      b.map.field,
      order,
      `Runde ${b.round}: ${b.attacker} (${b.attackerPlayer}) greift ${b.defender} (${b.defenderPlayer}) an; Sieger ${winner}, Besitzer danach: ${winner}.`,
    );
    if (b.map.retreat)
      note(
        b.map.retreat,
        order,
        `Runde ${b.round}: ${loserArmy} (${loser}) zieht sich hierher zurück; Besitzer danach: ${loser}.`,
      );
  });
  const fieldColumn = columnOf(tables.bookings, BOOKINGS_MAP_SPEC.columns.field.header);
  result.bookings.forEach((b) => {
    if (!b || b.error !== null || !b.army || fieldColumn < 0) return;
    const kind = nameKey(b.kind) === nameKey(MOVE) ? MOVE : nameKey(b.kind) === nameKey(CORRECTION) ? CORRECTION : null;
    const field = String(tables.bookings[b.row + 1]?.[fieldColumn] ?? '').trim();
    if (!kind || !field) return;
    const target = gameFields[map.fields.map.byKey.get(nameKey(field))?.index ?? -1];
    if (target)
      note(
        target.name,
        [b.round, 0, b.row],
        `Runde ${b.round}: ${kind} – ${b.army} (${b.player}) zieht hierher; Besitzer danach: ${b.player}.`,
      );
  });

  const armies = armiesPerField(result);
  const playerOf = new Map(result.armies.map((a) => [a.name, a.player]));
  const holders = map.positions.holders;
  return {
    fields: gameFields.map((f) => ({
      name: f.name,
      type: f.type,
      holder: holders[f.index],
      colour: holders[f.index] ? (colours.get(holders[f.index]) ?? null) : null,
      row: f.grid?.row ?? null,
      column: f.grid?.column ?? null,
      armies: armies[f.index] ?? [],
      armyPlayers: (armies[f.index] ?? []).map((a) => playerOf.get(a) ?? ''),
      neighbours: f.neighbours.map((n) => gameFields[n].name),
      history: history[f.index]
        .sort((x, y) => x.order[0] - y.order[0] || x.order[1] - y.order[1] || x.order[2] - y.order[2])
        .slice(-MAP_HISTORY_SHOWN)
        .map((h) => h.text),
      earlierEvents: Math.max(0, history[f.index].length - MAP_HISTORY_SHOWN),
    })),
    players: [...colours.entries()].flatMap(([name, colour]) => (colour ? [{ name, colour }] : [])),
    message: null,
  };
}
