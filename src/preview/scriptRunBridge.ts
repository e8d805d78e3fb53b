/**
 * google.script.run outside Google: the sidebar runs in an ordinary browser page, its server
 * calls reach the top-level functions of a loaded Code.js (a vm context) or any object with
 * those functions. Two halves:
 * - `scriptRunShim()`: a classic script to inject into the page before its own scripts; it
 *   defines `google.script.run` (and a no-op `google.script.host`) and sends every call to a
 *   page function named `binding` that answers with a JSON string;
 * - `dispatchScriptRun()`: the Node side of that page function.
 * Transport is the embedder's choice: Playwright's `page.exposeFunction(binding, …)` in the
 * browser tests, or a fetch to a local server for the preview.
 *
 * Both directions are JSON, as in Apps Script: functions and undefined properties vanish, a
 * result holding a Date arrives as null. Arguments Apps Script would refuse (Dates, class instances,
 * functions, DOM nodes) throw in the page like the real runner does.
 */

/** The default name of the page function the shim calls. */
import { resultForClient } from '../offline';

export const SCRIPT_RUN_BINDING = '__kriegsratScriptRun';

export type ScriptRunReply = { ok: true; value: unknown } | { ok: false; message: string };

/**
 * The browser half, as source text (not a bundled function, so it runs in any page exactly as
 * written). `binding(name, argsJson)` must return a promise of a ScriptRunReply as JSON.
 */
export function scriptRunShim(binding = SCRIPT_RUN_BINDING, options: ShimOptions = {}): string {
  return `(${SHIM_SOURCE})(${JSON.stringify(binding)}, ${JSON.stringify(options.failurePrefix ?? '')});`;
}

export interface ShimOptions {
  /**
   * What the failure handler's error text starts with before the server's message. Google
   * documents neither this nor the error's type; a page must read its refusals under each
   * plausible answer ('' , 'Error: ', 'Exception: '), so the tests run them all.
   */
  failurePrefix?: string;
}

const SHIM_SOURCE = String.raw`function (binding, failurePrefix) {
  'use strict';
  // Apps Script passes primitives, plain arrays and plain objects; anything else fails the call.
  function illegalPath(value, path) {
    if (value === null || value === undefined) return null;
    var type = typeof value;
    if (type === 'string' || type === 'number' || type === 'boolean') return null;
    if (type !== 'object') return path;
    if (Array.isArray(value)) {
      for (var i = 0; i < value.length; i++) {
        var inArray = illegalPath(value[i], path === null ? String(i) : path + '.' + i);
        if (inArray !== null) return inArray;
      }
      return null;
    }
    var proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return path;
    for (var key in value) {
      var inObject = illegalPath(value[key], path === null ? key : path + '.' + key);
      if (inObject !== null) return inObject;
    }
    return null;
  }

  function runner(onSuccess, onFailure, userObject) {
    var api = {
      withSuccessHandler: function (handler) { return runner(handler, onFailure, userObject); },
      withFailureHandler: function (handler) { return runner(onSuccess, handler, userObject); },
      withUserObject: function (object) { return runner(onSuccess, onFailure, object); },
    };
    return new Proxy(api, {
      get: function (target, name) {
        if (typeof name !== 'string') return undefined;
        if (Object.prototype.hasOwnProperty.call(target, name)) return target[name];
        return function () {
          var args = Array.prototype.slice.call(arguments);
          for (var i = 0; i < args.length; i++) {
            var bad = illegalPath(args[i], String(i));
            if (bad !== null) throw new Error('Failed due to illegal value in property: ' + bad);
          }
          function fail(message) {
            var error = new Error(failurePrefix + message);
            if (onFailure) onFailure(error, userObject);
            else console.error(error);
          }
          window[binding](name, JSON.stringify(args)).then(function (replyJson) {
            var reply = JSON.parse(replyJson);
            if (!reply.ok) fail(reply.message);
            else if (onSuccess) onSuccess(reply.value, userObject);
          }, function (error) {
            fail(String((error && error.message) || error));
          });
        };
      },
    });
  }

  var noop = function () {};
  window.google = window.google || {};
  window.google.script = {
    run: runner(null, null, undefined),
    host: { close: noop, setHeight: noop, setWidth: noop, editor: { focus: noop } },
  };
}`;

/**
 * The Node half: calls the top-level function `name` of `scope` (a vm context with Code.js
 * loaded, or a plain object) with the JSON arguments; returns the reply as JSON. Like Apps
 * Script, functions whose names end in "_" are private and cannot be called.
 */
export function dispatchScriptRun(scope: object, name: string, argsJson: string): string {
  return JSON.stringify(callScope(scope, name, argsJson));
}

function callScope(scope: object, name: string, argsJson: string): ScriptRunReply {
  const fn = Object.prototype.hasOwnProperty.call(scope, name) ? (scope as Record<string, unknown>)[name] : undefined;
  if (typeof fn !== 'function' || name.endsWith('_')) return { ok: false, message: functionNotFoundMessage(name) };
  const args = parseScriptArgs(argsJson);
  if (!args) return { ok: false, message: MALFORMED_ARGS_MESSAGE };
  try {
    return { ok: true, value: resultForClient(fn.apply(scope, args)) };
  } catch (error) {
    return { ok: false, message: messageOf(error) };
  }
}

/** How much of an unknown function's name a message repeats: it comes from the request. */
const SHOWN_NAME_LENGTH = 60;

/** The preview's answer for a name that is no callable function of the script (German, the name shortened). */
export function functionNotFoundMessage(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must not be echoed
  const printable = name.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '?');
  const shown = printable.length > SHOWN_NAME_LENGTH ? `${printable.slice(0, SHOWN_NAME_LENGTH)}…` : printable;
  return `Die Serverfunktion „${shown}“ gibt es nicht.`;
}

/** Arguments that are not a JSON list: the engine's own messages ("Unexpected token …") are English. */
export const MALFORMED_ARGS_MESSAGE = 'Die Anfrage ist ungültig: die Argumente müssen eine JSON-Liste sein, z. B. [].';

/** The arguments of a google.script.run call as sent (a JSON list), or null when they are not one. */
export function parseScriptArgs(argsJson: string): unknown[] | null {
  try {
    const args: unknown = JSON.parse(argsJson);
    return Array.isArray(args) ? args : null;
  } catch {
    return null;
  }
}

/** Errors from a vm context are not `instanceof Error` here; read their message directly. */
function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(error);
}
