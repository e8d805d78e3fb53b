/**
 * A facade method the twin lacks fails with NotEmulatedOfflineError ("not emulated offline:
 * Range.setFontLine", as gas-fakes does), never as a bare TypeError ("… is not a function").
 *
 * The Proxy sits at the end of each facade class's prototype chain, not around instances: a
 * lookup reaches it only when neither the instance nor its class has the name, so the methods
 * the twin has cost exactly what they did (npm run bench) and facades stay plain objects.
 */
export class NotEmulatedOfflineError extends Error {
  constructor(readonly method: string) {
    super(`not emulated offline: ${method}`);
    this.name = 'NotEmulatedOfflineError';
  }
}

/**
 * Names shaped like Apps Script methods (a verb, then a capital or nothing). Anything else —
 * `then`, `toJSON`, `asymmetricMatch`, `nodeType`, symbols — stays undefined, so promises,
 * JSON, jest and util.inspect see an ordinary object.
 */
const METHOD_NAME =
  /^(get|set|is|has|can|add|remove|insert|delete|clear|copy|move|create|new|build|apply|auto|check|uncheck|merge|break|sort|trim|randomize|activate|show|hide|unhide|protect|find|offset|expand|collapse|shift|flush|open|update|duplicate|group|ungroup|refresh|require|with|whenever|try|wait|release|enable|disable|reset|append|modify|import|export|upload|use|unprotect|rename|notify|deactivate)([A-Z0-9]|$)/;

/** Makes `cls` throw NotEmulatedOfflineError for Apps Script method names it lacks, as `service.name`. */
export function reportMissingMethods(cls: { prototype: object }, service: string): void {
  const base = Object.getPrototypeOf(cls.prototype) as object;
  const missing = new Proxy(base, {
    get(target, name, receiver) {
      if (typeof name !== 'string' || name in target || !METHOD_NAME.test(name)) return Reflect.get(target, name, receiver);
      const method = `${service}.${name}`;
      return function notEmulated(): never {
        throw new NotEmulatedOfflineError(method);
      };
    },
  });
  Object.setPrototypeOf(cls.prototype, missing);
}
