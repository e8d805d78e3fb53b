import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

export const CODE_JS_PATH = path.join(__dirname, '..', '..', 'dist', 'Code.js');

export function readCodeJs(): string {
  return readFileSync(CODE_JS_PATH, 'utf8');
}

/**
 * Runs dist/Code.js as Apps Script does: one classic script in a fresh global scope, no
 * module system, no Node globals. Returns the global object, where top-level functions live.
 */
export function loadCodeJs(globals: Record<string, unknown> = {}): Record<string, any> {
  const context = vm.createContext({ ...globals });
  vm.runInContext(readCodeJs(), context, { filename: 'Code.js' });
  return context as Record<string, any>;
}
