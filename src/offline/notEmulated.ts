/**
 * A facade method the twin lacks fails with NotEmulatedOfflineError ("not emulated offline:
 * Range.setFontLine", as gas-fakes does), never as a bare TypeError ("… is not a function").
 *
 * Each class gets a stub for every method its Apps Script class has (appsScriptMethods.ts, from
 * the typings) and it does not: plain prototype methods, so the methods the twin has are looked
 * up as before. (A Proxy at the end of the prototype chain made every facade call ~40 % slower
 * in V8, npm run bench and an A/B loop.) Stubs are added after countServiceCalls, so a call of
 * one is not counted as a Sheets call.
 */
import { APPS_SCRIPT_METHODS } from './appsScriptMethods';

export class NotEmulatedOfflineError extends Error {
  constructor(readonly method: string) {
    super(`not emulated offline: ${method}`);
    this.name = 'NotEmulatedOfflineError';
  }
}

/** Gives `cls` a throwing stub for each method of Apps Script's `service` it lacks. */
export function reportMissingMethods(cls: { prototype: object }, service: keyof typeof APPS_SCRIPT_METHODS): void {
  for (const name of APPS_SCRIPT_METHODS[service]) {
    if (name in cls.prototype) continue;
    const method = `${service}.${name}`;
    Object.defineProperty(cls.prototype, name, {
      value: function notEmulated(): never {
        throw new NotEmulatedOfflineError(method);
      },
      writable: true,
      configurable: true,
      enumerable: false,
    });
  }
}
