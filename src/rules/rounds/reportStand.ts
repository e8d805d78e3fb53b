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

/**
 * How the row changed since the card was shown (`shown`: the card's stand as sent back), as the
 * end of a sentence „Die Meldung in Zeile 4 …“; '' when nothing changed or `shown` is no stand
 * (a page of before sends none).
 */
export function standChange(shown: unknown, now: ReportStand): string {
  let before: ReportStand;
  try {
    before = JSON.parse(String(shown)) as ReportStand;
  } catch {
    return '';
  }
  if (!Array.isArray(before)) return '';
  const was = new Map(before.filter((e) => Array.isArray(e) && e.length === 2).map(([l, t]) => [String(l), String(t)]));
  const status = FIELDS.status.header;
  const dispute = FIELDS.dispute.header;
  const text = (label: string) => now.find(([l]) => l === label)?.[1] ?? '';
  if (was.has(status) && was.get(status) !== text(status)) {
    const reason = reasonOf(text(dispute));
    return `ist inzwischen „${text(status) || 'ohne Status'}“${reason ? ` (${dispute}: „${reason}“)` : ''}`;
  }
  const changes = now
    .filter(([label, t]) => was.has(label) && was.get(label) !== t)
    .map(([label, t]) => `${label} ${was.get(label) || 'leer'} → ${t || 'leer'}`);
  return changes.length ? `wurde geändert, seit die Liste geladen wurde (${changes.join('; ')})` : '';
}
