/**
 * The portal's side of the notifications: „Neuigkeiten“ (N2c) — the player's rows of the record
 * sheet, newest first, those since the previous visit marked — and the e-mail switch (N6). Both
 * work without any e-mail or chat: the record is written whatever the channels do.
 */
import { nameKey } from '../../rules/campaign/names';
import { CellMatrix } from '../../rules/cells/cellValue';
import { LOG_HEADERS, LOG_SHEET, newsFor } from '../../rules/notify/notificationLog';
import { mailAddresses } from '../../rules/notify/playerAddresses';
import type { MailSwitchResult, PortalNews } from '../../shared/newsContract';
import type { Answer } from '../../shared/submission';
import { answered } from '../germanErrors';
import { checkToken } from '../portal/portalData';
import { mailSwitchedOff, setMailSwitchedOff, visitSince } from './playerPreferences';

/** Neuigkeiten look this far back in the record (its newest rows), so a long campaign's page stays quick. */
const NEWS_ROWS = 2000;

/** What the portal shows under „Neuigkeiten“; `opened`: a page load (not a reload of its data), which starts a new visit. */
export function portalNews(
  spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet,
  players: CellMatrix,
  player: string,
  opened: boolean,
  now = new Date(),
): PortalNews {
  const properties = PropertiesService.getScriptProperties();
  const since = visitSince(properties, player, now, opened);
  const sheet = spreadsheet.getSheetByName(LOG_SHEET);
  let rows: CellMatrix = [];
  if (sheet) {
    const last = sheet.getLastRow();
    const first = Math.max(2, last - NEWS_ROWS + 1);
    // A header row in front, as newsFor reads it.
    rows = last >= first ? [[...LOG_HEADERS], ...sheet.getRange(first, 1, last - first + 1, LOG_HEADERS.length).getValues()] : [];
  }
  const hasAddress = mailAddresses(players).has(nameKey(player));
  return { items: newsFor(rows, player, since), hasAddress, mailOn: hasAddress && !mailSwitchedOff(properties, player) };
}

/** google.script.run from the portal: the token first; switches this player's e-mails on or off. */
export function setMailNotifications(token: string, on: boolean): Answer<MailSwitchResult> {
  return answered('Die Einstellung wurde nicht gespeichert', () => {
    const properties = PropertiesService.getScriptProperties();
    const player = checkToken(token, properties);
    setMailSwitchedOff(properties, player, on !== true);
    return { mailOn: on === true };
  });
}
