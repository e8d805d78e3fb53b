/**
 * Whether a player's link opens a page (C8), declared once: the token check, the links'
 * dialog, the mail that sends a link and every execution that stops a departed player's link
 * ask here. A stored link is the player's name and a counter (the token is derived from both
 * and the campaign's key, src/server/portal/linkSecret.ts); „Sperren“ marks it revoked. An
 * entry that still holds a token of the old kind (before issue 22) is no link, whatever counter
 * it names, until „Spielerlinks“ rewrites it with a new one.
 */
import { nameKey } from '../campaign/names';

/** A player's link as stored: no token, only what the token is derived from and whether it is stopped. */
export interface LinkState {
  player: string;
  /** The counter the token is derived from; raised by „Erneuern“ and „Sperren“. 0: no link. */
  version: number;
  revoked: boolean;
  /** Read from an entry that still holds a token of the old kind (to be rewritten). */
  legacy?: boolean;
}

/** Whether the link's token opens a page: a counter from 1, not gesperrt, not of the old kind. */
export function opensPage(link: LinkState): boolean {
  return !link.revoked && !link.legacy && link.version >= 1;
}

/** The keys of links that open a page for a player `names` (Spieler's, as listed) no longer names. */
export function unlistedLive<K>(links: ReadonlyMap<K, LinkState>, names: readonly string[]): K[] {
  const listed = new Set(names.map(nameKey));
  return [...links].filter(([, link]) => opensPage(link) && !listed.has(nameKey(link.player))).map(([key]) => key);
}
