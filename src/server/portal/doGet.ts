/**
 * The web app's entry (issue 19): GET <web app URL>?t=<token> serves the player portal with the
 * data of its opening pages inlined (no call to draw them; the map and the battle form follow
 * with one call, issue 24), an unknown or revoked token the refusal page.
 *
 * Deployment (appsscript.json "webapp"): executes as the organiser who deploys it and is
 * reachable without a Google sign-in (USER_DEPLOYING, ANYONE_ANONYMOUS:
 * https://developers.google.com/apps-script/manifest/web-app-api-executable). The viewport
 * comes through addMetaTag: Google ignores meta tags written into the HTML of a web app
 * (https://developers.google.com/apps-script/reference/html/html-output#addMetaTag(String,String)).
 * Quotas (https://developers.google.com/apps-script/guides/services/quotas): every request runs
 * as the deployer, so all players share the deployer's 30 simultaneous executions and 6 minutes
 * per execution; a read takes no lock, and a failure reaches the player in German.
 */
import { NotListed } from '../../rules/access/linkHolder';
import { playerSafe } from '../../rules/access/privacy';
import { RuleError } from '../../rules/ruleError';
import { SHEETS_FAILED } from '../germanErrors';
import { pageWithData } from '../pageWithData';
import { LinkRefused, loadPortalFirstPage } from './portalData';
import { refusalPage, LINK_REFUSED_TITLE } from './refusalPage';
import { rememberLiveUrl } from './webAppUrl';
import { makeKeyAsDeployer } from './linkSecret';
import { WEB_CHECK_PARAMETER, WEB_CHECK_TITLE, webCheckPage } from '../selfTestPage';

export const PORTAL_FILE = 'Portal';
export const PORTAL_TITLE = 'Kriegsrat – Spielerportal';
/** The query parameter that carries the token: <URL>?t=… */
export const TOKEN_PARAMETER = 't';
export const VIEWPORT = 'width=device-width, initial-scale=1';

function errorPage(message: string): string {
  return refusalPage()
    .replace('<h1>Link ungültig</h1>', '<h1>Gerade nicht erreichbar</h1>')
    .replace(/<p>[^<]*<\/p>/, () => `<p>${message.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}</p>`);
}

/**
 * A live request knows the address it came by: the players' links need the `/exec` one
 * (webAppUrl.ts); and it runs as the deployer, whose user properties are to hold the links' key
 * (linkSecret.ts).
 */
function rememberAddress(): void {
  try {
    if (rememberLiveUrl()) makeKeyAsDeployer();
  } catch (error) {
    // Remembering is a convenience; the visitor's page does not depend on it.
    console.error(error);
  }
}

export function doGet(event?: GoogleAppsScript.Events.DoGet): GoogleAppsScript.HTML.HtmlOutput {
  rememberAddress();
  // „Kriegsrat prüfen“: the guard's signals inside this very web-app execution (selfTestPage.ts).
  const check = event?.parameter?.[WEB_CHECK_PARAMETER];
  if (check !== undefined) {
    return HtmlService.createHtmlOutput(webCheckPage(check)).setTitle(WEB_CHECK_TITLE).addMetaTag('viewport', VIEWPORT);
  }
  const token = event?.parameter?.[TOKEN_PARAMETER];
  let html: string;
  let title = PORTAL_TITLE;
  try {
    // Without the map and the battle form's data: the page fetches them once drawn (issue 24).
    html = pageWithData(PORTAL_FILE, loadPortalFirstPage(token));
  } catch (error) {
    title = LINK_REFUSED_TITLE;
    if (error instanceof LinkRefused) html = refusalPage();
    else if (error instanceof NotListed) html = refusalPage(error.message);
    else {
      if (!(error instanceof RuleError)) console.error(error);
      html = errorPage(playerSafe(error instanceof RuleError ? error.message : SHEETS_FAILED));
    }
  }
  return HtmlService.createHtmlOutput(html).setTitle(title).addMetaTag('viewport', VIEWPORT);
}
