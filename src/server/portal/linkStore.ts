/**
 * Where the links live: the script properties (PropertiesService.getScriptProperties()),
 * never a sheet — Google: "Script properties ... are shared by all users of a script" and are
 * stored with the project, not in the document
 * (https://developers.google.com/apps-script/guides/properties); a sheet is readable by everyone
 * it is shared with, the project's properties only by its editors. One property per player:
 * `kriegsrat.link.<name key>` → {"player", "token", "revoked"}.
 *
 * The token itself is stored, not a hash: the organiser must be able to show the links again
 * ("Spielerlinks" lists them to copy); a hash would show each link once only. Whoever can read
 * script properties can edit the script and the sheet anyway.
 */
import { nameKey } from '../../rules/campaign/names';
import { sameSecret } from './linkToken';

const LINK_PREFIX = 'kriegsrat.link.';
/** The campaign's spreadsheet, for the web app, which has no active spreadsheet (portalSpreadsheet.ts). */
export const SPREADSHEET_ID_KEY = 'kriegsrat.spreadsheetId';

export interface StoredLink {
  player: string;
  token: string;
  revoked: boolean;
}

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
      const link = JSON.parse(all[key]) as StoredLink;
      if (typeof link.player === 'string' && typeof link.token === 'string') links.set(key, { ...link, revoked: !!link.revoked });
    } catch {
      // A damaged entry is no link.
    }
  }
  return links;
}

export function writeLink(properties: GoogleAppsScript.Properties.Properties, link: StoredLink): void {
  properties.setProperty(linkKey(link.player), JSON.stringify(link));
}

/**
 * The player a token belongs to, or null. Every stored token is compared in full (no early
 * exit, no lookup by the token), so the answer's timing says nothing about near misses.
 */
export function playerOfToken(links: Map<string, StoredLink>, token: string): string | null {
  let found: string | null = null;
  for (const link of links.values()) {
    const same = sameSecret(token, link.token) && !link.revoked && link.token !== '';
    if (same) found = link.player;
  }
  return found;
}
