/**
 * Where the preview finds the project: the built add-on in dist/ and its own bundle (page
 * script and styles) in node_modules/.cache/kriegsrat/. Found from this file's location, so it
 * works both from the esbuild bundle and from the TypeScript sources under test.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

function isProjectRoot(dir: string): boolean {
  try {
    return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).name === 'kriegsrat';
  } catch {
    return false;
  }
}

/** The directory holding Kriegsrat's package.json, searched upwards from `start`. */
export function projectRoot(start: string = __dirname): string {
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    if (isProjectRoot(dir)) return dir;
    if (path.dirname(dir) === dir) throw new Error(`Projektverzeichnis von Kriegsrat nicht gefunden (gesucht ab ${start}).`);
  }
}

export interface ProjectPaths {
  root: string;
  /** What clasp pushes: Code.js, BattleSidebar.html, appsscript.json. */
  dist: string;
  codeJs: string;
  /** The preview's own bundle; never inside dist/, which goes to Google. */
  previewBuild: string;
}

export function projectPaths(root: string = projectRoot()): ProjectPaths {
  const dist = path.join(root, 'dist');
  return { root, dist, codeJs: path.join(dist, 'Code.js'), previewBuild: path.join(root, 'node_modules', '.cache', 'kriegsrat') };
}

/** Reads dist/Code.js, or explains in German how to get it. */
export function readCodeJs(paths: ProjectPaths): string {
  if (!existsSync(paths.codeJs)) {
    throw new Error(`${paths.codeJs} fehlt – bitte zuerst „npm run build“ ausführen (npm start baut automatisch).`);
  }
  return readFileSync(paths.codeJs, 'utf8');
}
