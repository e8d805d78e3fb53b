/**
 * What a decision in „Offene Meldungen“ rests on, as the card showed it (user test 27): the
 * battle's cells, its Status and its Einspruch. The list may be minutes old when the organiser
 * clicks; meanwhile the opponent may have disputed it, or someone edited its values. A decision
 * on a card that no longer shows the row would overrule a dispute nobody read, or count values
 * nobody saw — so it is refused, saying what changed.
 */
import { CellMatrix } from '../cells/cellValue';
import { parseText } from '../cells/parseCell';
import { BATTLES_CONFIRMATION_SPEC, BATTLES_MAP_SPEC, BATTLES_SPEC } from '../campaign/columns';
import { cellOf, readTable } from '../campaign/tables';
import { reasonOf } from '../campaign/disputeText';
import { FIELDS, FieldKey } from '../fields';

/** Label and text of each cell the card showed, in the sheet's column order of the specs. */
export type ReportStand = [label: string, text: string][];

/** The Schlachten cells that decide whether a battle counts and what it changes (not Datum, Mission, the audit trail). */
export const DECIDING_BATTLE_KEYS = [
  'round',
  'attacker',
  'defender',
  'mobilisation',
  'scaledTo',
  'attackerVP',
  'defenderVP',
  'gaveUp',
  'attackerLosses',
  'defenderLosses',
] as const;

/** Data row `row` (0 = sheet row 2) of Schlachten as a card shows it; a column the sheet lacks is left out. */
export function reportStand(battles: CellMatrix, row: number): ReportStand {
  const stand: ReportStand = [];
  const add = (table: Parameters<typeof cellOf>[0], key: string, field: FieldKey) => {
    if ((table.columns[key] ?? -1) >= 0) stand.push([FIELDS[field].header, parseText(cellOf(table, row, key))]);
  };
  const battle = readTable<string>(battles, BATTLES_SPEC);
  for (const key of DECIDING_BATTLE_KEYS) add(battle, key, key);
  add(readTable<string>(battles, BATTLES_MAP_SPEC), 'retreatTo', 'retreatTo');
  const confirmation = readTable<string>(battles, BATTLES_CONFIRMATION_SPEC);
  add(confirmation, 'status', 'status');
  add(confirmation, 'dispute', 'dispute');
  return stand;
}

/** How the row changed since its card was shown: its Status (then the cells do not matter), or its cells (old → new, as stored; '' blank). */
export type StandChange = { status: string; reason: string } | { cells: { label: string; was: string; now: string }[] };

/**
 * The stand a page sent back (JSON of reportStand), or null when it sent none that reads — a
 * page of before, or a call made by hand: an answer without it rests on nothing shown.
 */
export function readStand(shown: unknown): ReportStand | null {
  if (typeof shown !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(shown);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  return parsed.filter((e): e is unknown[] => Array.isArray(e) && e.length === 2).map(([l, t]) => [String(l), String(t)]);
}

/**
 * What changed from `shown` to `now`; null when nothing did. A cell the shown stand leaves out
 * counts as blank, so a stand cut short (or made up) agrees only with a row that is blank there.
 */
export function standChange(shown: ReportStand, now: ReportStand): StandChange | null {
  const was = new Map(shown);
  const before = (label: string) => was.get(label) ?? '';
  const text = (label: string) => now.find(([l]) => l === label)?.[1] ?? '';
  const status = FIELDS.status.header;
  if (before(status) !== text(status)) return { status: text(status), reason: reasonOf(text(FIELDS.dispute.header)) };
  const cells = now.filter(([label, t]) => before(label) !== t).map(([label, t]) => ({ label, was: before(label), now: t }));
  return cells.length ? { cells } : null;
}
