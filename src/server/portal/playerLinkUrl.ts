/**
 * A player's own link (C8), for whatever sends it to that player (the e-mail, N2a): the one
 * place that turns a player into a URL. The token is derived from the campaign's key, which only
 * the deploying organiser's user properties hold (linkSecret.ts): run by anyone else — a
 * co-editor's save, a trigger of another account — there is no link, and the mail says where to
 * get it. The address is the portal's /exec one (webAppUrl.ts); a /dev URL is never sent.
 */
import { opensPage } from '../../rules/access/linkState';
import { campaignSecret, linkToken } from './linkSecret';
import { linkKey, readLinks } from './linkStore';
import { portalExecUrl } from './webAppUrl';
import { TOKEN_PARAMETER } from './doGet';

export function playerLinkUrl(player: string, properties: GoogleAppsScript.Properties.Properties): string | null {
  const link = readLinks(properties).get(linkKey(player));
  if (!link || !opensPage(link)) return null;
  try {
    const secret = campaignSecret(PropertiesService.getUserProperties(), properties);
    const base = portalExecUrl(properties);
    if (!secret || !base) return null;
    return `${base}?${TOKEN_PARAMETER}=${linkToken(secret, link.player, link.version)}`;
  } catch {
    return null;
  }
}
