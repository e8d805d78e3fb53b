/**
 * A sidebar or dialog of the add-on as the page's iframe loads it: the HTML HtmlService
 * produced, with google.script.run bridged (scriptRunShim plus a binding that POSTs to
 * /api/run) injected before the page's own scripts, as Apps Script's frame provides it.
 */
import { SCRIPT_RUN_BINDING, scriptRunShim } from '../scriptRunBridge';
import { PREVIEW_NOT_RUNNING } from '../page/offline';

function bindingScript(dialogId: number): string {
  return `(function () {
  'use strict';
  function tell(message) {
    try { window.parent.postMessage(message, window.location.origin); } catch (e) { /* opened on its own */ }
  }
  window[${JSON.stringify(SCRIPT_RUN_BINDING)}] = function (name, argsJson) {
    return fetch('/api/run', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: name, args: argsJson })
    }).then(function (response) {
      return response.text().then(function (text) {
        if (response.ok) {
          // The grid beside the sidebar shows the change at once.
          tell({ kriegsrat: 'ran', name: name });
          return text;
        }
        var message = null;
        try { message = JSON.parse(text).message; } catch (e) { /* not our JSON */ }
        throw new Error(message || ('Die Vorschau antwortet mit einem Fehler (HTTP ' + response.status + ').'));
      });
    }, function () {
      // The browser's "Failed to fetch" is English: the server is gone.
      throw new Error(${JSON.stringify(PREVIEW_NOT_RUNNING)});
    });
  };
  window.google.script.host.close = function () { tell({ kriegsrat: 'close', id: ${dialogId} }); };
})();`;
}

export function dialogPage(html: string, dialogId: number): string {
  // Function replacement: `$` in the scripts must stay literal.
  const scripts = () => `<script>${scriptRunShim()}</script>\n<script>${bindingScript(dialogId)}</script>\n`;
  if (/<head[^>]*>/i.test(html)) return html.replace(/<head[^>]*>/i, (head) => `${head}\n${scripts()}`);
  return scripts() + html;
}
