/**
 * A player taken off Spieler loses his link for good (C8): the link is stopped like "Sperren"
 * (counter + 1, gesperrt), so the same name listed again — a newcomer of that name, or the row
 * typed back — gets a new link only through "Erneuern", never the old one. A simple onEdit does
 * not fire for a deleted row, so every execution that reads Spieler anyway stops what it
 * notices: "Spielerlinks", every portal page and refresh (also a
 * refused visit of the departed player himself), the organiser's "Schlacht eintragen", "Buchung
 * eintragen" and "Offene Meldungen", the hourly check when the organiser switched it on
 * (checkReportDeadlines.ts), onEdit when a name is typed into Spieler (retypedName.ts), and the
 * change trigger „Spielerlinks“ installs, right after rows or a sheet were deleted
 * (removalTrigger.ts). Only without that trigger (or should Google run it only after the name is
 * listed again) does the old link come back (README, Links verteilen).
 *
 * Noticing costs nothing: the names come from the read the execution made anyway and the links
 * from the token check. Stopping is rare (once per removal) and decided again on Spieler as
 * saved (SpreadsheetApp, 2 calls) under the campaign lock: a Sheets API read may not yet show a
 * player added a moment ago, whose fresh link must not stop.
 */
import { listedPlayers } from '../../rules/access/linkHolder';
import { opensPage, unlistedLive } from '../../rules/access/linkState';
import type { CellMatrix } from '../../rules/cells/cellValue';
import { readPlayersSheet } from '../../sheets/readCampaign';
import { whileCampaignLocked } from '../../sheets/withCampaignLock';
import { readLinks, StoredLink, writeLink } from './linkStore';

/** How long a page waits for the lock to stop a link; busy, it leaves it to the next execution. */
const STOP_WAIT_MS = 3_000;

/** The link advanced (counter + 1): `revoked` stops it; the old token matches nothing after. */
export function advanceLink(
  properties: GoogleAppsScript.Properties.Properties,
  links: Map<string, StoredLink>,
  key: string,
  revoked: boolean,
): void {
  const link = links.get(key);
  if (!link) return;
  const advanced = { player: link.player, version: link.version + 1, revoked };
  writeLink(properties, advanced);
  links.set(key, advanced);
}

/** Stops the live links of players `names` does not list; for a caller holding the campaign lock. */
export function stopUnlisted(
  properties: GoogleAppsScript.Properties.Properties,
  links: Map<string, StoredLink>,
  names: readonly string[],
): void {
  for (const key of unlistedLive(links, names)) advanceLink(properties, links, key, true);
}

/**
 * After a read of Spieler (`players`, header row first): if a live link's player is missing
 * there, stops it — confirmed on Spieler as saved, under the lock (taken here unless `held`: the
 * caller holds it). Never throws: what the execution does otherwise does not depend on it (a
 * failure is logged, and the next execution notices again).
 */
export function stopUnlistedNoticed(
  spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet,
  players: CellMatrix,
  links: Map<string, StoredLink>,
  held = false,
): void {
  try {
    if (unlistedLive(links, listedPlayers(players)).length === 0) return;
    if (held) return confirmAndStop(spreadsheet, links);
    whileCampaignLocked(() => confirmAndStop(spreadsheet, links), STOP_WAIT_MS);
  } catch (error) {
    console.error(error);
  }
}

/** stopUnlistedNoticed for an execution that has no links in hand (the organiser's sidebars): one properties read. */
export function noticeUnlisted(spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet, players: CellMatrix): void {
  try {
    stopUnlistedNoticed(spreadsheet, players, readLinks(PropertiesService.getScriptProperties()));
  } catch (error) {
    console.error(error);
  }
}

/**
 * For an execution that read nothing yet (the change trigger, removalTrigger.ts): when a link is
 * live, Spieler as saved decides under the lock, waiting `waitMs` at most. False: the lock was
 * busy and nothing was stopped — the next execution notices.
 */
export function stopUnlistedLocked(spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet, waitMs: number): boolean {
  const links = readLinks(PropertiesService.getScriptProperties());
  // No live link, nothing to stop: no Sheets call.
  if (![...links.values()].some(opensPage)) return true;
  return whileCampaignLocked(() => confirmAndStop(spreadsheet, links), waitMs);
}

/** Under the lock: stops what Spieler as saved does not list; `links` then holds the links as they are. */
function confirmAndStop(spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet, links: Map<string, StoredLink>): void {
  const properties = PropertiesService.getScriptProperties();
  const fresh = readLinks(properties);
  stopUnlisted(properties, fresh, listedPlayers(readPlayersSheet(spreadsheet).values));
  // A second read of the same execution (portalData.ts reads again before a refusal) stops nothing twice.
  links.clear();
  for (const [key, link] of fresh) links.set(key, link);
}
