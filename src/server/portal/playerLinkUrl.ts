/**
 * A player's own link (C8), for whatever sends it to that player (the e-mail, N2a): the one
 * place that turns a player into a URL, so how tokens are made can change behind it. Null when
 * the player has no working link or the web app is not deployed — the mail then says where to
 * get it. Google may answer getUrl() outside a live web request with a /dev URL only editors can
 * open; such a URL is never sent.
 */
import { linkKey, readLinks } from './linkStore';
import { TOKEN_PARAMETER } from './doGet';

export function playerLinkUrl(player: string, properties: GoogleAppsScript.Properties.Properties): string | null {
  const link = readLinks(properties).get(linkKey(player));
  if (!link || link.revoked || !link.token) return null;
  let base: string | null;
  try {
    base = ScriptApp.getService().getUrl();
  } catch {
    return null;
  }
  if (!base || /\/dev$/.test(base)) return null;
  return `${base}?${TOKEN_PARAMETER}=${link.token}`;
}
