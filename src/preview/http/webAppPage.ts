/**
 * The add-on's web app (the player portal) as the preview serves it at /exec?t=…, the path of a
 * deployed web app's URL: doGet's HtmlOutput with its title and meta tags (addMetaTag) in the
 * head — Google puts them on the outer page — and google.script.run bridged to /api/webapp/run,
 * which runs the functions in the web app's context.
 */
import { SCRIPT_RUN_BINDING, scriptRunShim } from '../scriptRunBridge';
import { PREVIEW_NOT_RUNNING } from '../page/offline';
import type { WebAppPage } from '../previewSession';

export const WEB_APP_PATH = '/exec';
export const WEB_APP_RUN_PATH = '/api/webapp/run';

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function bindingScript(): string {
  return `(function () {
  'use strict';
  window[${JSON.stringify(SCRIPT_RUN_BINDING)}] = function (name, argsJson) {
    return fetch(${JSON.stringify(WEB_APP_RUN_PATH)}, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: name, args: argsJson })
    }).then(function (response) {
      return response.text().then(function (text) {
        if (response.ok) return text;
        var message = null;
        try { message = JSON.parse(text).message; } catch (e) { /* not our JSON */ }
        throw new Error(message || ('Die Vorschau antwortet mit einem Fehler (HTTP ' + response.status + ').'));
      });
    }, function () {
      throw new Error(${JSON.stringify(PREVIEW_NOT_RUNNING)});
    });
  };
})();`;
}

export function webAppDocument(page: WebAppPage): string {
  const head = [
    `<title>${escapeAttribute(page.title)}</title>`,
    ...page.metaTags.map((t) => `<meta name="${escapeAttribute(t.name)}" content="${escapeAttribute(t.content)}">`),
    `<script>${scriptRunShim()}</script>`,
    `<script>${bindingScript()}</script>`,
  ].join('\n');
  // Function replacements: `$` in the scripts must stay literal.
  if (/<head[^>]*>/i.test(page.html)) return page.html.replace(/<head[^>]*>/i, (tag) => `${tag}\n${head}\n`);
  return `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8">${head}</head><body>${page.html}</body></html>`;
}
