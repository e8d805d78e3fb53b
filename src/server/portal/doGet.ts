/**
 * The web app's entry (issue 19): GET <web app URL>?t=<token> serves the player portal with all
 * its data inlined (no further call to draw), an unknown or revoked token the refusal page.
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
import { RuleError } from '../../rules/ruleError';
import { SHEETS_FAILED } from '../germanErrors';
import { pageWithData } from '../pageWithData';
import { LinkRefused, loadPortalData } from './portalData';
import { refusalPage, LINK_REFUSED_TITLE } from './refusalPage';

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

export function doGet(event?: GoogleAppsScript.Events.DoGet): GoogleAppsScript.HTML.HtmlOutput {
  const token = event?.parameter?.[TOKEN_PARAMETER];
  let html: string;
  let title = PORTAL_TITLE;
  try {
    html = pageWithData(PORTAL_FILE, loadPortalData(token, true));
  } catch (error) {
    title = LINK_REFUSED_TITLE;
    if (error instanceof LinkRefused) html = refusalPage();
    else {
      if (!(error instanceof RuleError)) console.error(error);
      html = errorPage(error instanceof RuleError ? error.message : SHEETS_FAILED);
    }
  }
  return HtmlService.createHtmlOutput(html).setTitle(title).addMetaTag('viewport', VIEWPORT);
}
