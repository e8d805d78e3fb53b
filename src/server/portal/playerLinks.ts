/**
 * Menu "Spielerlinks" (C8): every player in Spieler gets a link (a player added later gets one
 * on the next call; a revoked link stays revoked until renewed, and so does the link of a player
 * taken off Spieler — listed again, he needs "Erneuern"), shown to copy — all as
 * "Name: URL" per line, or one by one — and as a QR code; "Erneuern" replaces a link (the old
 * one stops at once: the player's counter rises), "Sperren" revokes it. Links are computed from
 * the key in the deploying organiser's user properties (linkSecret.ts): only that organiser
 * sees them; a co-editor sees the names and why not. No link is shown without the portal's
 * `/exec` address (webAppUrl.ts). Organiser only (organiserOnly.ts). Writes to the script
 * properties under the campaign lock, released in finally.
 */
import { nameKey } from '../../rules/campaign';
import { listedPlayers } from '../../rules/access/linkHolder';
import { opensPage } from '../../rules/access/linkState';
import { RuleError } from '../../rules/ruleError';
import type { PlayerLinksView } from '../../shared/portalContract';
import { readPlayersSheet } from '../../sheets/readCampaign';
import { withCampaignLock } from '../../sheets/withCampaignLock';
import type { Answer } from '../../shared/submission';
import { answered, inGerman } from '../germanErrors';
import { menuEntry } from '../menuEntry';
import { organiserPage } from '../pageKey';
import { campaignSecret, linkToken } from './linkSecret';
import { linkKey, readLinks, SPREADSHEET_ID_KEY, StoredLink, writeLink } from './linkStore';
import { requireOrganiser } from './organiserOnly';
import { advanceLink, stopUnlisted } from './unlistedLinks';
import { ensureRemovalTrigger } from './removalTrigger';
import { TOKEN_PARAMETER } from './doGet';
import { portalExecUrl, portalUrlProblem, storePastedUrl } from './webAppUrl';

export { NOT_DEPLOYED } from './webAppUrl';
export const PLAYER_LINKS_CAPTION = 'Spielerlinks';
export const PLAYER_LINKS_FILE = 'PlayerLinks';
const DIALOG_SIZE = { width: 720, height: 600 };

export const LINKS_LOCK_BUSY = 'Gerade ändert jemand anderes die Spielerlinks. Bitte in ein paar Sekunden erneut versuchen.';
export const UNKNOWN_PLAYER = (player: string) => `„${player}“ steht nicht in der Spielerliste.`;
export const NOT_LINK_OWNER =
  'Die Links zeigen und erneuern kann nur das Google-Konto, unter dem das Spielerportal bereitgestellt ist ' +
  '(die Web-App läuft unter diesem Konto und nur dort liegt der Schlüssel der Links). ' +
  'Bitte diese Person, „Spielerlinks“ zu öffnen. Sperren geht auch hier.';

/** The campaign's lock (the same as a submission's), with its own message. */
const withLinksLock = <T>(work: () => T): T => withCampaignLock(work, LINKS_LOCK_BUSY);

/** The names in Spieler, as spelt there, each once: Spieler alone is read (fresh, under the lock). */
function playersOf(spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet): string[] {
  return listedPlayers(readPlayersSheet(spreadsheet).values);
}

function view(players: string[], links: Map<string, StoredLink>, secret: string | null): PlayerLinksView {
  const properties = PropertiesService.getScriptProperties();
  const base = secret ? portalExecUrl(properties) : null;
  const rows = players.map((player) => {
    const link = links.get(linkKey(player));
    const revoked = !link || link.revoked;
    const url =
      !link || !opensPage(link) || !base || !secret
        ? ''
        : `${base}?${TOKEN_PARAMETER}=${linkToken(secret, player, link.version)}`;
    return { player, revoked, url };
  });
  return {
    rows,
    text: rows.map((r) => `${r.player}: ${r.revoked ? 'gesperrt' : r.url || '(noch kein Link)'}`).join('\n'),
    notice: secret ? portalUrlProblem(properties) : NOT_LINK_OWNER,
    portalUrl: base,
    askForUrl: !!secret && !base,
  };
}

/**
 * Creates the missing links (not for revoked ones), drops tokens of the old kind, stops the links
 * of players no longer listed, and remembers the spreadsheet for the web app.
 */
function ensureLinks(spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet): { shown: PlayerLinksView; owner: boolean } {
  const properties = PropertiesService.getScriptProperties();
  return withLinksLock(() => {
    const players = playersOf(spreadsheet);
    const links = readLinks(properties);
    const secret = campaignSecret(PropertiesService.getUserProperties(), properties, true);
    if (properties.getProperty(SPREADSHEET_ID_KEY) !== spreadsheet.getId())
      properties.setProperty(SPREADSHEET_ID_KEY, spreadsheet.getId());
    // A token of the old kind is rewritten (counter + 1, gesperrt if he is no longer listed); a player
    // no longer listed has his link stopped like Sperren, for nobody could name him to Sperren now
    // (unlistedLinks.ts: every portal page stops it too).
    const listed = new Set(players.map(linkKey));
    for (const [key, link] of links) if (link.legacy) advanceLink(properties, links, key, link.revoked || !listed.has(key));
    stopUnlisted(properties, links, players);
    for (const player of players) {
      if (links.has(linkKey(player))) continue;
      const link = { player, version: 1, revoked: false };
      writeLink(properties, link);
      links.set(linkKey(player), link);
    }
    return { shown: view(players, links, secret), owner: !!secret };
  });
}

/**
 * The links' owner also gets the change trigger that stops a deleted player's link at once
 * (removalTrigger.ts); what is missing without it goes into the dialog's notice.
 */
function withRemovalTrigger(spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet): PlayerLinksView {
  const { shown, owner } = ensureLinks(spreadsheet);
  return owner ? noticingRemovalTrigger(shown, spreadsheet) : shown;
}

/** `shown` with what is missing without the change trigger (installed once, removalTrigger.ts) in its notice; for the links' owner. */
function noticingRemovalTrigger(shown: PlayerLinksView, spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet): PlayerLinksView {
  const missing = ensureRemovalTrigger(spreadsheet);
  return missing ? { ...shown, notice: shown.notice ? `${shown.notice} ${missing}` : missing } : shown;
}

export function showPlayerLinks(): void {
  menuEntry(PLAYER_LINKS_CAPTION, () => {
    const spreadsheet = requireOrganiser();
    const html = organiserPage(PLAYER_LINKS_FILE, withRemovalTrigger(spreadsheet))
      .setWidth(DIALOG_SIZE.width)
      .setHeight(DIALOG_SIZE.height);
    SpreadsheetApp.getUi().showModalDialog(html, PLAYER_LINKS_CAPTION);
  });
}

function change(player: string, revoke: boolean): PlayerLinksView {
  return inGerman(undefined, () => {
    const spreadsheet = requireOrganiser();
    const properties = PropertiesService.getScriptProperties();
    const secret = campaignSecret(PropertiesService.getUserProperties(), properties);
    // Sperren needs no key (it only stops a link); a new link only its owner can show.
    if (!revoke && !secret) throw new RuleError(NOT_LINK_OWNER);
    const shown = withLinksLock(() => {
      const players = playersOf(spreadsheet);
      const name = players.find((p) => nameKey(p) === nameKey(String(player ?? '')));
      if (!name) throw new RuleError(UNKNOWN_PLAYER(String(player ?? '')));
      const links = readLinks(properties);
      // A higher counter is what makes the old link stop at once, and a later one new.
      const version = (links.get(linkKey(name))?.version ?? 0) + 1;
      writeLink(properties, { player: name, version, revoked: revoke });
      return view(players, readLinks(properties), secret);
    });
    // The dialog is drawn anew from this answer: it keeps saying what the missing trigger leaves open.
    return secret ? noticingRemovalTrigger(shown, spreadsheet) : shown;
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

/**
 * The portal's `/exec` address pasted by the organiser (webAppUrl.ts): the dialog anew, or the
 * German refusal as an answer (the dialog shows it beside the field).
 */
export function setPortalUrl(url: string): Answer<PlayerLinksView> {
  return answered(undefined, () => {
    const spreadsheet = requireOrganiser();
    storePastedUrl(url);
    return withRemovalTrigger(spreadsheet);
  });
}
