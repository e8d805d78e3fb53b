/**
 * Menu "Spielerlinks" (C8): every player in Spieler gets a link (a player added later gets one
 * on the next call; a revoked link stays revoked until renewed), shown to copy as "Name: URL"
 * per line; "Erneuern" replaces a link (the old one stops at once: only the new token is
 * stored), "Sperren" revokes it. Organiser only (organiserOnly.ts). Writes to the script
 * properties under the script lock, released in finally.
 */
import { cellOf, isBlankRow, nameKey, PLAYERS_SPEC, readTable } from '../../rules/campaign';
import { RuleError } from '../../rules/ruleError';
import type { PlayerLinksView } from '../../shared/portalContract';
import { readCampaign } from '../../sheets/readCampaign';
import { withCampaignLock } from '../../sheets/withCampaignLock';
import { inGerman } from '../germanErrors';
import { menuEntry } from '../menuEntry';
import { pageWithData } from '../pageWithData';
import { linkKey, readLinks, SPREADSHEET_ID_KEY, StoredLink, writeLink } from './linkStore';
import { newToken } from './linkToken';
import { requireOrganiser } from './organiserOnly';
import { TOKEN_PARAMETER } from './doGet';

export const PLAYER_LINKS_CAPTION = 'Spielerlinks';
export const PLAYER_LINKS_FILE = 'PlayerLinks';
const DIALOG_SIZE = { width: 640, height: 520 };

export const LINKS_LOCK_BUSY = 'Gerade ändert jemand anderes die Spielerlinks. Bitte in ein paar Sekunden erneut versuchen.';
export const NOT_DEPLOYED =
  'Das Spielerportal ist noch nicht als Web-App bereitgestellt: im Apps-Script-Editor „Bereitstellen → Neue Bereitstellung → Web-App“ ' +
  '(Ausführen als: ich, Zugriff: jeder) oder „npm run deploy“. Danach „Spielerlinks“ erneut öffnen – die Links sind schon angelegt.';
export const UNKNOWN_PLAYER = (player: string) => `„${player}“ steht nicht in der Spielerliste.`;

/** The campaign's lock (the same as a submission's), with its own message. */
const withLinksLock = <T>(work: () => T): T => withCampaignLock(work, LINKS_LOCK_BUSY);

/** The names in Spieler, as spelt there, each once. */
function listedPlayers(spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet): string[] {
  const table = readTable(readCampaign(spreadsheet).players.values, PLAYERS_SPEC);
  const seen = new Map<string, string>();
  table.rows.forEach((_, row) => {
    if (isBlankRow(table, row)) return;
    const name = String(cellOf(table, row, 'name') ?? '').trim();
    if (name && !seen.has(nameKey(name))) seen.set(nameKey(name), name);
  });
  return [...seen.values()];
}

function view(players: string[], links: Map<string, StoredLink>): PlayerLinksView {
  const base = ScriptApp.getService().getUrl();
  const rows = players.map((player) => {
    const link = links.get(linkKey(player));
    const revoked = !link || link.revoked;
    return { player, revoked, url: revoked || !base ? '' : `${base}?${TOKEN_PARAMETER}=${link.token}` };
  });
  return {
    rows,
    text: rows.map((r) => `${r.player}: ${r.revoked ? 'gesperrt' : r.url}`).join('\n'),
    notice: base ? null : NOT_DEPLOYED,
  };
}

/** Creates the missing links (not for revoked ones) and remembers the spreadsheet for the web app. */
function ensureLinks(spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet): {
  players: string[];
  links: Map<string, StoredLink>;
} {
  const properties = PropertiesService.getScriptProperties();
  return withLinksLock(() => {
    const players = listedPlayers(spreadsheet);
    const links = readLinks(properties);
    if (properties.getProperty(SPREADSHEET_ID_KEY) !== spreadsheet.getId())
      properties.setProperty(SPREADSHEET_ID_KEY, spreadsheet.getId());
    for (const player of players) {
      if (links.has(linkKey(player))) continue;
      const link = { player, token: newToken(), revoked: false };
      writeLink(properties, link);
      links.set(linkKey(player), link);
    }
    return { players, links };
  });
}

export function showPlayerLinks(): void {
  menuEntry(PLAYER_LINKS_CAPTION, () => {
    const spreadsheet = requireOrganiser();
    const { players, links } = ensureLinks(spreadsheet);
    const html = HtmlService.createHtmlOutput(pageWithData(PLAYER_LINKS_FILE, view(players, links)))
      .setWidth(DIALOG_SIZE.width)
      .setHeight(DIALOG_SIZE.height);
    SpreadsheetApp.getUi().showModalDialog(html, PLAYER_LINKS_CAPTION);
  });
}

function change(player: string, revoke: boolean): PlayerLinksView {
  return inGerman(undefined, () => {
    const spreadsheet = requireOrganiser();
    const properties = PropertiesService.getScriptProperties();
    return withLinksLock(() => {
      const players = listedPlayers(spreadsheet);
      const name = players.find((p) => nameKey(p) === nameKey(String(player ?? '')));
      if (!name) throw new RuleError(UNKNOWN_PLAYER(String(player ?? '')));
      // Overwriting the one property is what makes the old link stop at once.
      writeLink(properties, { player: name, token: revoke ? '' : newToken(), revoked: revoke });
      return view(players, readLinks(properties));
    });
  });
}

/** "Erneuern": a new link for the player; the old one stops working at once. */
export function renewPlayerLink(player: string): PlayerLinksView {
  return change(player, false);
}

/** "Sperren": the player's link stops working; "Erneuern" gives a new one. */
export function revokePlayerLink(player: string): PlayerLinksView {
  return change(player, true);
}
