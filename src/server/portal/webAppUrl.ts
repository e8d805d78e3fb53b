/**
 * The player portal's address, which every player link starts with (issue 22 §3). Only the
 * deployment's `/exec` address serves players; `/dev` is the test address, "only accessible to
 * users who have edit access to the script" (https://developers.google.com/apps-script/guides/web#test_a_web_app_deployment),
 * and ScriptApp.getService().getUrl() outside a live web request is reported to answer it.
 * So the address is taken, in this order, from
 *   1. the script property PORTAL_URL_KEY, written by a live request to `/exec` (doGet calls
 *      rememberLiveUrl: getUrl() inside a request answers the address it was reached by) or by
 *      the organiser pasting it from "Bereitstellen → Bereitstellungen verwalten" (setPortalUrl);
 *   2. getService().getUrl(), when that is an `/exec` address.
 * portalExecUrl() is the one answer to "is the portal's /exec address known" (Spielerlinks, the
 * self-test); portalUrlProblem() says in German what is wrong and what to do.
 */
import { RuleError } from '../../rules/ruleError';

export const PORTAL_URL_KEY = 'kriegsrat.portal.url';

/** An address the web app answers at as a deployment: its path ends in /exec, no query. */
const EXEC_URL = /^https?:\/\/[^\s?#]+\/exec$/;
/** What the organiser may paste: Google's deployment address (consumer or Workspace domain). */
const GOOGLE_EXEC_URL = /^https:\/\/script\.google\.com\/(?:macros|a\/macros\/[A-Za-z0-9.-]+)\/s\/[A-Za-z0-9_-]+\/exec$/;

export const NOT_DEPLOYED =
  'Die Adresse des Spielerportals ist noch nicht bekannt. Ist es noch nicht bereitgestellt: im Apps-Script-Editor ' +
  '„Bereitstellen → Neue Bereitstellung → Web-App“ (Ausführen als: ich, Zugriff: jeder) oder „npm run deploy“. ' +
  'Dann die Web-App-Adresse (endet auf /exec) unten einfügen oder einmal im Browser öffnen und „Spielerlinks“ erneut öffnen – ' +
  'die Links sind schon angelegt.';
export const DEV_URL_REFUSED =
  'Google nennt hier nur die Testadresse (endet auf /dev), die nur Bearbeiter der Tabelle öffnen können – Spieler kämen damit nicht hinein. ' +
  'Bitte im Apps-Script-Editor unter „Bereitstellen → Bereitstellungen verwalten“ die Web-App-Adresse kopieren, die auf /exec endet, ' +
  'und unten einfügen (oder sie einmal im Browser öffnen). Danach zeigt dieser Dialog die Links.';
export const PASTED_URL_REFUSED =
  'Diese Adresse passt nicht: gebraucht wird die Web-App-Adresse aus „Bereitstellen → Bereitstellungen verwalten“, ' +
  'also https://script.google.com/macros/s/…/exec (ohne etwas dahinter), nicht die Testadresse mit /dev.';

function scriptProperties(): GoogleAppsScript.Properties.Properties {
  return PropertiesService.getScriptProperties();
}

function serviceUrl(): string | null {
  try {
    return ScriptApp.getService().getUrl() || null;
  } catch {
    return null;
  }
}

/** The portal's `/exec` address if known, else null. */
export function portalExecUrl(properties = scriptProperties()): string | null {
  const stored = properties.getProperty(PORTAL_URL_KEY);
  if (stored && EXEC_URL.test(stored)) return stored;
  const service = serviceUrl();
  return service && EXEC_URL.test(service) ? service : null;
}

/** Why no link can be shown (German, with what to do), or null when the address is known. */
export function portalUrlProblem(properties = scriptProperties()): string | null {
  if (portalExecUrl(properties)) return null;
  return /\/dev$/.test(serviceUrl() ?? '') ? DEV_URL_REFUSED : NOT_DEPLOYED;
}

/**
 * Inside a live request: remembers the address it came by if that is `/exec` (one write, only
 * when new). True when the request came through the deployment (not the /dev test address).
 */
export function rememberLiveUrl(properties = scriptProperties()): boolean {
  const url = serviceUrl();
  if (!url || !EXEC_URL.test(url)) return false;
  if (properties.getProperty(PORTAL_URL_KEY) !== url) properties.setProperty(PORTAL_URL_KEY, url);
  return true;
}

/** The organiser's pasted address, checked; throws PASTED_URL_REFUSED. */
export function storePastedUrl(pasted: unknown, properties = scriptProperties()): void {
  const url = String(pasted ?? '').trim();
  if (!GOOGLE_EXEC_URL.test(url)) throw new RuleError(PASTED_URL_REFUSED);
  properties.setProperty(PORTAL_URL_KEY, url);
}
