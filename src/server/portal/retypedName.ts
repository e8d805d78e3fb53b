/**
 * onEdit in Spieler (C8): a name typed by hand into a cell where it was not listed has its old
 * link stopped (counter + 1, gesperrt; rules/access/newListing.ts) — the row of a departed player
 * deleted and the name typed again (a newcomer of that name, or the same player) opens no page
 * with the old link; "Erneuern" gives the new one. Sheets fires no onEdit for a deleted row, but
 * does for the typing that lists the name again.
 *
 * Only one cell typed: for a paste of several cells Google gives no old values, and a list pasted
 * over itself would stop every link. Costs no Sheets call unless the typed name has a live link
 * (then Spieler is read once, 2 calls). Written without the lock, which a simple trigger may not
 * get: one property per player, and the write only raises the counter — whatever runs at the same
 * time, the old link stays stopped.
 */
import { newlyListedName } from '../../rules/access/newListing';
import { readPlayersSheet } from '../../sheets/readCampaign';
import { linkKey, readLinks } from './linkStore';
import { advanceLink, isLive } from './unlistedLinks';

export function stopRetypedName(
  event: GoogleAppsScript.Events.SheetsOnEdit,
  spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet,
): void {
  const range = event.range;
  const typed = typeof event.value === 'string' ? event.value : undefined;
  if (typed === undefined || range.getNumRows() !== 1 || range.getNumColumns() !== 1) return;
  try {
    const properties = PropertiesService.getScriptProperties();
    const links = readLinks(properties);
    const key = linkKey(typed.trim());
    // A name without a live link has nothing to stop: no Sheets call.
    const link = links.get(key);
    if (!link || !isLive(link)) return;
    const name = newlyListedName(readPlayersSheet(spreadsheet).values, range.getRow(), range.getColumn(), typed, event.oldValue);
    if (name !== null) advanceLink(properties, links, key, true);
  } catch (error) {
    // The edit stands; Spielerlinks shows what holds.
    console.error(error);
  }
}
