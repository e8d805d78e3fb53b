// src/offline is a package of its own: everything outside reaches it through its index.ts, it
// reaches nothing outside itself, and it type-checks alone (no DOM, no jest): npx tsc -p src/offline.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');
const offline = path.join(root, 'src', 'offline');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(full);
    return /\.(ts|mjs|js)$/.test(entry.name) ? [full] : [];
  });
}

/** Module specifiers of static imports, re-exports and dynamic or esbuild stdin imports. */
function specifiers(source: string): string[] {
  return [...source.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);
}

it('nothing outside src/offline imports a file inside it other than its index', () => {
  const outside = [...files(path.join(root, 'src')), ...files(path.join(root, 'test')), path.join(root, 'build.mjs')].filter(
    (file) => !file.startsWith(offline + path.sep),
  );
  const deep = outside.flatMap((file) =>
    specifiers(readFileSync(file, 'utf8'))
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => path.resolve(path.dirname(file), spec))
      .filter((target) => target.startsWith(offline + path.sep) && target !== path.join(offline, 'index'))
      .map((target) => `${path.relative(root, file)} → ${path.relative(root, target)}`),
  );
  expect(deep).toEqual([]);
  expect(outside.length).toBeGreaterThan(50);
});

it('src/offline imports nothing outside itself but packages', () => {
  const leaks = files(offline).flatMap((file) =>
    specifiers(readFileSync(file, 'utf8'))
      .filter((spec) => spec.startsWith('.') && !path.resolve(path.dirname(file), spec).startsWith(offline))
      .map((spec) => `${path.relative(root, file)} → ${spec}`),
  );
  expect(leaks).toEqual([]);
});

it('type-checks on its own, without DOM or jest types', () => {
  expect(() =>
    execFileSync(process.execPath, [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', offline], {
      cwd: root,
      stdio: 'pipe',
    }),
  ).not.toThrow();
});
