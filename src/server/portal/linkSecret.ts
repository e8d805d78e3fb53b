/**
 * The key every player link is derived from (C8, issue 22 §4). It lives in the user properties
 * of the organiser who deploys the portal: "User Properties are scoped per user; any script
 * running under the identity of a user can access User Properties for that user only"
 * (https://developers.google.com/apps-script/reference/properties/user-properties). The web app
 * executes as its deployer (appsscript.json "USER_DEPLOYING") and so reads the same store as
 * that organiser in the spreadsheet; a co-editor, or a copy of the file, has a store of its own
 * without the key. Script and document properties, which every editor can read, hold no working
 * token: only per player a counter (linkStore.ts) and, here, a check value that tells whether a
 * user's key is the campaign's — an HMAC of a fixed text, from which neither the key nor a
 * link can be computed.
 *
 * A link's token is HMAC-SHA256(key, player, counter) (Utilities.computeHmacSha256Signature,
 * https://developers.google.com/apps-script/reference/utilities/utilities#computeHmacSha256Signature(String,String)):
 * the organiser can show it again at any time, "Erneuern" raises the counter (the old token
 * no longer matches), and nothing stored is a password.
 */
import { nameKey } from '../../rules/campaign/names';
import { withCampaignLock } from '../../sheets/withCampaignLock';
import { newToken, sameSecret } from './linkToken';

/** In the deployer's user properties. */
export const LINK_SECRET_KEY = 'kriegsrat.linkSecret';
/** In the script properties: whose key the links are made with (no secret). */
export const LINK_SECRET_CHECK_KEY = 'kriegsrat.linkSecretCheck';
const CHECK_TEXT = 'kriegsrat-pruefwert';

function hex(bytes: number[]): string {
  return bytes.map((b) => (b & 0xff).toString(16).padStart(2, '0')).join('');
}

function hmac(secret: string, text: string): string {
  return hex(Utilities.computeHmacSha256Signature(text, secret));
}

/** The token of the player's link number `version` (64 hex digits, like TOKEN_PATTERN). */
export function linkToken(secret: string, player: string, version: number): string {
  return hmac(secret, `kriegsrat-link|${nameKey(player)}|${version}`);
}

export function secretCheck(secret: string): string {
  return hmac(secret, CHECK_TEXT);
}

/**
 * The campaign's key if the user running the script holds it, else null (a co-editor, the web
 * app deployed by someone else). With `create`, the first organiser to ask makes it.
 */
export function campaignSecret(
  userProperties: GoogleAppsScript.Properties.Properties,
  scriptProperties: GoogleAppsScript.Properties.Properties,
  create = false,
): string | null {
  const check = scriptProperties.getProperty(LINK_SECRET_CHECK_KEY);
  const secret = userProperties.getProperty(LINK_SECRET_KEY);
  if (secret && check) return sameSecret(secretCheck(secret), check) ? secret : null;
  if (check || !create) return null;
  // No key yet anywhere: this organiser's becomes the campaign's.
  const made = secret ?? newToken();
  if (!secret) userProperties.setProperty(LINK_SECRET_KEY, made);
  scriptProperties.setProperty(LINK_SECRET_CHECK_KEY, secretCheck(made));
  return made;
}

/**
 * Whether links can be checked where this runs: the user it runs as (in the web app: the
 * deployer) holds the campaign's key. For the self-test inside a live web-app request.
 */
export function linksVerifiable(): boolean {
  return campaignSecret(PropertiesService.getUserProperties(), PropertiesService.getScriptProperties()) !== null;
}

/**
 * In a live request through the deployment (doGet): the web app runs as its deployer, so a key
 * made here is in the deployer's user properties — before a co-editor could open "Spielerlinks"
 * first and make theirs the campaign's. Under the campaign lock: two first requests at once
 * must not leave one's key with the other's check value.
 */
export function makeKeyAsDeployer(): void {
  const script = PropertiesService.getScriptProperties();
  if (script.getProperty(LINK_SECRET_CHECK_KEY)) return;
  withCampaignLock(() => campaignSecret(PropertiesService.getUserProperties(), script, true));
}
