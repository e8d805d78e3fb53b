/**
 * Whom a player's link speaks for (C8). The server finds the player a token belongs to — a
 * link neither revoked nor renewed since (src/server/portal/linkStore.ts) — and asks here,
 * with the Spieler sheet as read, whether that player still takes part: a player the organiser
 * removed from the list has no rights through an old link, even when it was never renewed or
 * revoked (the organiser may just have deleted the row). Every portal function asks before it
 * reads anything else of the campaign or writes anything (issue 22: fail closed).
 */
import { nameKey } from '../campaign/names';
import { PLAYERS_SPEC } from '../campaign/columns';
import { cellOf, isBlankRow, readTable } from '../campaign/tables';
import type { CellMatrix } from '../cells/cellValue';
import { RuleError } from '../ruleError';

export const NOT_LISTED =
  'Dein Name steht nicht mehr in der Spielerliste dieser Kampagne. Bitte die Spielleitung um einen neuen Link.';

/** A link whose player the list no longer names: refused like a dead link (its page says so). */
export class NotListed extends RuleError {
  constructor() {
    super(NOT_LISTED);
  }
}

/** The names in Spieler (header row first), as spelt there, each once. */
export function listedPlayers(players: CellMatrix): string[] {
  const table = readTable(players, PLAYERS_SPEC);
  const seen = new Map<string, string>();
  table.rows.forEach((_, row) => {
    if (isBlankRow(table, row)) return;
    const name = String(cellOf(table, row, 'name') ?? '').trim();
    if (name && !seen.has(nameKey(name))) seen.set(nameKey(name), name);
  });
  return [...seen.values()];
}

/** Refuses with NOT_LISTED unless Spieler (header row first) still names the link's player. */
export function checkLinkHolder(players: CellMatrix, player: string): void {
  const key = nameKey(player);
  if (key === '' || !listedPlayers(players).some((name) => nameKey(name) === key)) throw new NotListed();
}
