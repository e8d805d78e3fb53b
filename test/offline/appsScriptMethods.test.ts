// src/offline/appsScriptMethods.ts lists the methods of each emulated Apps Script class as the
// pinned @types/google-apps-script declares them; the twin throws NotEmulatedOfflineError for
// those it lacks. This keeps the list equal to the typings (update it when they change).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APPS_SCRIPT_METHODS, APPS_SCRIPT_TYPINGS } from '../../src/offline';

const TYPINGS = path.join(__dirname, '..', '..', 'node_modules', '@types', 'google-apps-script');

/** Method names of `interface name {…}` in a typings file (members are indented 12 spaces). */
function methodsOf(file: string, name: string): string[] {
  const lines = readFileSync(path.join(TYPINGS, file), 'utf8').split('\n');
  const start = lines.findIndex((l) => new RegExp(`^ {8}interface ${name}( extends [^{]*)? \\{$`).test(l));
  if (start < 0) throw new Error(`interface ${name} not in ${file}`);
  const names = new Set<string>();
  for (let i = start + 1; i < lines.length && !/^ {8}\}/.test(lines[i]); i++) {
    const m = /^ {12}(\w+)\(/.exec(lines[i]);
    if (m) names.add(m[1]);
  }
  return [...names].sort();
}

test('the listed methods are those of the typings', () => {
  const fromTypings = Object.fromEntries(
    Object.entries(APPS_SCRIPT_TYPINGS).map(([service, [file, name]]) => [service, methodsOf(file, name)]),
  );
  expect(APPS_SCRIPT_METHODS).toEqual(fromTypings);
});
