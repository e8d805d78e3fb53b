/**
 * The portal's side of the notifications: „Neuigkeiten“ (N2c) — the player's rows of the record
 * sheet, newest first, those since the previous visit marked — and the e-mail switch (N6). Both
 * work without any e-mail or chat: the record is written whatever the channels do.
 */
import { nameKey } from '../../rules/campaign/names';
import { CellMatrix } from '../../rules/cells/cellValue';
import { LOG_COLUMN, LOG_HEADERS, LOG_SHEET, newsFor } from '../../rules/notify/notificationLog';
import type { ExtraSheet } from '../../sheets/campaignRead';
import { lazyDateReader } from '../../sheets/dateColumns';
import { mailAddresses } from '../../rules/notify/playerAddresses';
import type { MailSwitchResult, PortalNews } from '../../shared/newsContract';
import type { Answer } from '../../shared/submission';
import { answered } from '../germanErrors';
import { RuleError } from '../../rules/ruleError';
import { checkToken, LinkRefused } from '../portal/portalData';
import { portalSpreadsheet } from '../portal/portalSpreadsheet';
import { readPlayersSheet } from '../../sheets/readCampaign';
import { checkLinkHolder } from '../../rules/access/linkHolder';
import { mailSwitchedOff, setMailSwitchedOff, visitSince } from './playerPreferences';

/** Neuigkeiten look this far back in the record (its newest rows), so a long campaign's page stays quick. */
const NEWS_ROWS = 2000;

/** The record sheet as the page's one read takes it along (campaignRead.ts): Zeitpunkt holds dates. */
export const NEWS_SHEET: ExtraSheet = { name: LOG_SHEET, dateColumns: [LOG_COLUMN.at] };

/**
 * What the portal shows under „Neuigkeiten“; `opened`: a page load (not a reload of its data),
 * which starts a new visit. `logRead`: the record sheet as the Sheets API read it (null: there is
 * none); undefined — the API did not read — reads its newest rows here.
 */
export function portalNews(
  spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet,
  players: CellMatrix,
  player: string,
  opened: boolean,
  logRead?: CellMatrix | null,
  now = new Date(),
): PortalNews {
  const properties = PropertiesService.getScriptProperties();
  const since = visitSince(properties, player, now, opened);
  const rows = logRead === undefined ? newestRows(spreadsheet) : newestOf(logRead);
  const hasAddress = mailAddresses(players).has(nameKey(player));
  return { items: newsFor(rows, player, since), hasAddress, mailOn: hasAddress && !mailSwitchedOff(properties, player) };
}

/** The record's newest rows (at most NEWS_ROWS) under our header, as newsFor reads them; [] without any. */
function newestRows(spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet): CellMatrix {
  const sheet = spreadsheet.getSheetByName(LOG_SHEET);
  if (!sheet) return [];
  const last = sheet.getLastRow();
  const first = Math.max(2, last - NEWS_ROWS + 1);
  if (last < first) return [];
  const rows = sheet.getRange(first, 1, last - first + 1, LOG_HEADERS.length).getValues();
  // As the API read gives it (NEWS_SHEET's date column): a plain number in Zeitpunkt is the date it stands for.
  const dateOf = lazyDateReader(spreadsheet);
  for (const row of rows) {
    const at = row[LOG_COLUMN.at];
    if (typeof at === 'number') row[LOG_COLUMN.at] = dateOf()(at);
  }
  return [[...LOG_HEADERS], ...rows];
}

/** The same rows from the whole sheet as read: its own header row dropped, our columns only. */
function newestOf(values: CellMatrix | null): CellMatrix {
  const rows = (values ?? []).slice(1).slice(-NEWS_ROWS);
  const width = LOG_HEADERS.length;
  const cut = rows.map((row) => Array.from({ length: width }, (_, c) => row[c] ?? ''));
  return cut.length ? [[...LOG_HEADERS], ...cut] : [];
}

export const MAIL_SWITCH_MISSING =
  'Die Einstellung kam nicht an (E-Mails ein oder aus); nichts wurde gespeichert. Bitte die Seite neu laden.';

/**
 * google.script.run from the portal: the token first, then Spieler (only a listed player's link
 * counts, rules/access/linkHolder.ts); switches this player's e-mails on or off.
 */
export function setMailNotifications(token: string, on: boolean): Answer<MailSwitchResult> {
  return answered('Die Einstellung wurde nicht gespeichert', () => {
    const properties = PropertiesService.getScriptProperties();
    const player = checkToken(token, properties);
    // Only the page's switch (true or false) changes it: anything else is no answer to the question.
    if (typeof on !== 'boolean') throw new RuleError(MAIL_SWITCH_MISSING);
    const spreadsheet = portalSpreadsheet(properties);
    if (!spreadsheet) throw new LinkRefused();
    checkLinkHolder(readPlayersSheet(spreadsheet).values, player);
    setMailSwitchedOff(properties, player, !on);
    return { mailOn: on };
  });
}
