/**
 * A built page (dist/<file>.html) with its data inlined as JSON, so the page needs no server
 * call to draw: `<!-- DATA -->` becomes a `<script type="application/json">` whose `<` are
 * escaped (no text from the sheet can close it); the page reads it with readPageData().
 */
export const DATA_PLACEHOLDER = '<!-- DATA -->';
/** Read by the pages' readPageData (src/sidebar/pageData.ts), which names the same id. */
export const DATA_ELEMENT_ID = 'page-data';

export function pageWithData(file: string, data: unknown): string {
  const html = HtmlService.createHtmlOutputFromFile(file).getContent();
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  // Function replacement: `$` in the JSON stays literal.
  return html.replace(DATA_PLACEHOLDER, () => `<script id="${DATA_ELEMENT_ID}" type="application/json">${json}</script>`);
}
