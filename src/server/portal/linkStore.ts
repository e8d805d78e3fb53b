/**
 * Where the links' state lives: the script properties (PropertiesService.getScriptProperties()),
 * never a sheet. One property per player: `kriegsrat.link.<name key>` → {"player", "version",
 * "revoked"}. No token is stored: a link's token is computed from the deployer's key and the
 * player's counter `version` (linkSecret.ts), so whoever reads the script properties — every
 * editor can, under Project settings — learns no link. "Erneuern" raises the counter,
 * "Sperren" sets revoked (and raises it too, so a later "Neuer Link" is a new one).
 *
 * Migration (links made before issue 22 stored the token itself): such an entry is read as
 * counter 0, so its old token matches nothing; "Spielerlinks" rewrites it without the token
 * (rewriteLegacy), keeping "revoked". The organiser sends the new links once.
 */
import type { LinkState } from '../../rules/access/linkState';
import { opensPage } from '../../rules/access/linkState';
import { nameKey } from '../../rules/campaign/names';
import { linkToken } from './linkSecret';
import { sameSecret } from './linkToken';

const LINK_PREFIX = 'kriegsrat.link.';
/** The campaign's spreadsheet, for the web app, which has no active spreadsheet (portalSpreadsheet.ts). */
export const SPREADSHEET_ID_KEY = 'kriegsrat.spreadsheetId';

/** A link as the script properties hold it (rules/access/linkState.ts says when it opens a page). */
export type StoredLink = LinkState;

export function linkKey(player: string): string {
  return LINK_PREFIX + nameKey(player);
}

/** Every stored link, read with one call. */
export function readLinks(properties: GoogleAppsScript.Properties.Properties): Map<string, StoredLink> {
  const all = properties.getProperties();
  const links = new Map<string, StoredLink>();
  for (const key of Object.keys(all)) {
    if (!key.startsWith(LINK_PREFIX)) continue;
    try {
      const link = JSON.parse(all[key]) as Partial<StoredLink> & { token?: unknown };
      if (typeof link.player !== 'string') continue;
      const version = Number.isSafeInteger(link.version) && (link.version as number) > 0 ? (link.version as number) : 0;
      const stored: StoredLink = { player: link.player, version, revoked: !!link.revoked };
      if ('token' in link) stored.legacy = true;
      links.set(key, stored);
    } catch {
      // A damaged entry is no link.
    }
  }
  return links;
}

export function writeLink(properties: GoogleAppsScript.Properties.Properties, link: StoredLink): void {
  const { player, version, revoked } = link;
  properties.setProperty(linkKey(player), JSON.stringify({ player, version, revoked }));
}

/**
 * The player a token belongs to, or null. Every live link's token is computed and compared in
 * full (no early exit, no lookup by the token), so the answer's timing says nothing about near
 * misses. Only a link that opens a page (opensPage) is tried.
 */
export function playerOfToken(links: Map<string, StoredLink>, secret: string, token: string): string | null {
  let found: string | null = null;
  for (const link of links.values()) {
    if (!opensPage(link)) continue;
    if (sameSecret(token, linkToken(secret, link.player, link.version))) found = link.player;
  }
  return found;
}
