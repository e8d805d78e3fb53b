/**
 * The organiser's page key (issue 23; the rule: rules/access/pageKey.ts). Kept in the person's
 * own user properties — script and document properties are readable by every editor — made on
 * the first page that needs it, and embedded in every page the organiser's UI opens. It is
 * never returned by a server function, never put in a portal page, a log, a note or a mail:
 * only the pages built here carry it (test/integration/pageKey.test.ts scans for it).
 */
import { PAGE_KEY_ELEMENT_ID, PAGE_KEY_PROPERTY } from '../shared/pageKey';
import { pageWithData } from './pageWithData';

/** The caller's own key (one PropertiesService read); null when there is none. */
export function readOwnPageKey(): string | null {
  return PropertiesService.getUserProperties().getProperty(PAGE_KEY_PROPERTY);
}

/** The key a page opened now carries: the user's own, made on first need (two random UUIDs, 244 bits). */
function pageKeyForNewPage(): string {
  const properties = PropertiesService.getUserProperties();
  const own = properties.getProperty(PAGE_KEY_PROPERTY);
  if (own) return own;
  const made = (Utilities.getUuid() + Utilities.getUuid()).replace(/-/g, '').toLowerCase();
  properties.setProperty(PAGE_KEY_PROPERTY, made);
  return made;
}

/** `html` with the key as JSON right after `<body>` (every built page has one: build.mjs framePage). */
export function withPageKey(html: string, key: string): string {
  // A key is hex only (PAGE_KEY_PATTERN); JSON keeps anything else inert all the same.
  const element = `<script id="${PAGE_KEY_ELEMENT_ID}" type="application/json">${JSON.stringify(key).replace(/</g, '\\u003c')}</script>`;
  return html.replace('<body>', () => `<body>\n${element}`);
}

/** An organiser's page (dist/<file>.html) with its user's key, and its data where it has any. */
export function organiserPage(file: string, data?: unknown): GoogleAppsScript.HTML.HtmlOutput {
  const html = data === undefined ? HtmlService.createHtmlOutputFromFile(file).getContent() : pageWithData(file, data);
  return HtmlService.createHtmlOutput(withPageKey(html, pageKeyForNewPage()));
}
