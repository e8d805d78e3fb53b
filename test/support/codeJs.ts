import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { CODE_JS_PATH } from './paths';

let code: string | undefined;

/** dist/Code.js as test/globalSetup.ts built it (read once per test file). */
export function readCodeJs(): string {
  return (code ??= readFileSync(CODE_JS_PATH, 'utf8'));
}

/**
 * Runs dist/Code.js as Apps Script does: one classic script in a fresh global scope, no
 * module system, no Node globals. Returns the global object, where top-level functions live.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function loadCodeJs(globals: Record<string, unknown> = {}): Record<string, any> {
  const context = vm.createContext({ ...globals });
  vm.runInContext(readCodeJs(), context, { filename: 'Code.js' });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return context as Record<string, any>;
}
