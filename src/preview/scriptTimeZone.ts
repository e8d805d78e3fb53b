/**
 * Apps Script runs a script in its project's time zone (appsscript.json "timeZone"): there,
 * `new Date(2026, 10, 21)` is midnight in Berlin, and Sheets shows the written date as
 * 21.11.2026. Code.js runs in this Node process, so the preview's entries set the process's
 * time zone the same way before any date is made.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ProjectPaths } from './paths';

export const DEFAULT_SCRIPT_TIME_ZONE = 'Europe/Berlin';

export function scriptTimeZone(paths: ProjectPaths): string {
  try {
    const manifest = JSON.parse(readFileSync(path.join(paths.dist, 'appsscript.json'), 'utf8')) as { timeZone?: unknown };
    return typeof manifest.timeZone === 'string' && manifest.timeZone ? manifest.timeZone : DEFAULT_SCRIPT_TIME_ZONE;
  } catch {
    return DEFAULT_SCRIPT_TIME_ZONE;
  }
}

/** Sets TZ for this process (Node applies a changed TZ at once) and returns the zone. */
export function useScriptTimeZone(paths: ProjectPaths): string {
  const zone = scriptTimeZone(paths);
  process.env.TZ = zone;
  return zone;
}
