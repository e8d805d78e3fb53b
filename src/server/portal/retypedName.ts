/**
 * onEdit in Spieler (C8): one name cell typed changes whose links may open a page
 * (rules/access/newListing.ts):
 * - a name typed where it was not listed has its old link stopped (counter + 1, gesperrt) — the
 *   row of a departed player deleted and the name typed again (a newcomer of that name, or the
 *   same player) opens no page with the old link; "Erneuern" gives the new one. Sheets fires no
 *   onEdit for a deleted row, but does for the typing that lists the name again;
 * - a name typed over or cleared, listed in no other row, has its link stopped at once: pasted
 *   back later (a paste names no old values), it would otherwise open a page again.
 *
 * Only one cell typed: for a paste of several cells Google gives no old values, and a list pasted
 * over itself would stop every link. Costs no Sheets call unless one of the two names has a live
 * link (then Spieler is read once, 2 calls). Written without the lock, which a simple trigger may
 * not get: one property per player, and the write only raises the counter — whatever runs at the
 * same time, the old link stays stopped.
 */
import { nameCellChange } from '../../rules/access/newListing';
import { readPlayersSheet } from '../../sheets/readCampaign';
import { linkKey, readLinks } from './linkStore';
import { opensPage } from '../../rules/access/linkState';
import { advanceLink } from './unlistedLinks';

export function stopRetypedName(
  event: GoogleAppsScript.Events.SheetsOnEdit,
  spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet,
): void {
  const range = event.range;
  if (range.getNumRows() !== 1 || range.getNumColumns() !== 1) return;
  // A cleared cell: Google leaves `value` out (or, in older runs, gives an object); the old name stays.
  const typed = typeof event.value === 'string' ? event.value : '';
  const before = typeof event.oldValue === 'string' ? event.oldValue : undefined;
  if (typed === '' && before === undefined) return;
  try {
    const properties = PropertiesService.getScriptProperties();
    const links = readLinks(properties);
    // Names without a live link have nothing to stop: no Sheets call.
    const live = (name: string | undefined) => {
      if (name === undefined || name.trim() === '') return null;
      const key = linkKey(name.trim());
      const link = links.get(key);
      return link && opensPage(link) ? key : null;
    };
    const [typedKey, beforeKey] = [live(typed), live(before)];
    if (typedKey === null && beforeKey === null) return;
    const players = readPlayersSheet(spreadsheet).values;
    const change = nameCellChange(players, range.getRow(), range.getColumn(), typed, before);
    if (typedKey !== null && change.listed !== null) advanceLink(properties, links, typedKey, true);
    if (beforeKey !== null && change.unlisted !== null) advanceLink(properties, links, beforeKey, true);
  } catch (error) {
    // The edit stands; Spielerlinks shows what holds.
    console.error(error);
  }
}
