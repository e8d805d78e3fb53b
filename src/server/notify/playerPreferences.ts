/**
 * What a player chose and when they last looked, kept in the script properties (readable by the
 * project's editors only, never in a sheet the players may see): the e-mail opt-out (N6) and the
 * last two visits of the portal, for Neuigkeiten „seit deinem letzten Besuch“ (N2c).
 */
import { nameKey } from '../../rules/campaign/names';

type Properties = GoogleAppsScript.Properties.Properties;

const MAIL_OFF_PREFIX = 'kriegsrat.mailAus.';
const VISIT_PREFIX = 'kriegsrat.besuch.';

/** The players (by name key) who switched their e-mails off, from all properties read once. */
export function mailOptOuts(all: Record<string, string>): Set<string> {
  const out = new Set<string>();
  for (const key of Object.keys(all))
    if (key.startsWith(MAIL_OFF_PREFIX) && all[key] === 'ja') out.add(key.slice(MAIL_OFF_PREFIX.length));
  return out;
}

export function mailSwitchedOff(properties: Properties, player: string): boolean {
  return properties.getProperty(MAIL_OFF_PREFIX + nameKey(player)) === 'ja';
}

export function setMailSwitchedOff(properties: Properties, player: string, off: boolean): void {
  if (off) properties.setProperty(MAIL_OFF_PREFIX + nameKey(player), 'ja');
  else properties.deleteProperty(MAIL_OFF_PREFIX + nameKey(player));
}

interface Visits {
  /** The visit before the current page's (ms); null: none. */
  previous: number | null;
  /** When the current page was opened (ms). */
  current: number;
}

/**
 * A page opened: the visit before it is what Neuigkeiten count from. Reloads of the data within
 * one page (`opened` false) keep counting from the same visit.
 */
export function visitSince(properties: Properties, player: string, now: Date, opened: boolean): Date | null {
  const key = VISIT_PREFIX + nameKey(player);
  let visits: Visits | null;
  try {
    const text = properties.getProperty(key);
    visits = text ? (JSON.parse(text) as Visits) : null;
  } catch {
    visits = null;
  }
  if (!opened && visits) return visits.previous === null ? null : new Date(visits.previous);
  const previous = visits ? visits.current : null;
  properties.setProperty(key, JSON.stringify({ previous, current: now.getTime() } satisfies Visits));
  return previous === null ? null : new Date(previous);
}
