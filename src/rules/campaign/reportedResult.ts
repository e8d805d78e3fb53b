/**
 * C9: what a report says — the result itself, as whoever confirms, disputes or decides it sees
 * it beside what it would change. One list of fields (their labels are the registry's headers),
 * read from the Schlachten row as typed and shown as German text. Pure.
 */
import { CellValue, isBlank, isDate } from '../cells/cellValue';
import { parseText } from '../cells/parseCell';
import { FIELDS, FieldKey } from '../fields';
import { BATTLES_MAP_SPEC, BATTLES_SPEC } from './columns';
import { cellOf, readTable, Table } from './tables';

/** The fields of C9, in the order a card shows them. */
export const REPORTED_FIELDS = [
  'round',
  'date',
  'mission',
  'mobilisation',
  'scaledTo',
  'attackerVP',
  'defenderVP',
  'attackerLosses',
  'defenderLosses',
  'gaveUp',
  'retreatTo',
  'note',
] as const satisfies readonly FieldKey[];
export type ReportedField = (typeof REPORTED_FIELDS)[number];

/** Each field as text to show ("–" for a blank one, "keine" for no Mobilisierung …). */
export type ReportedResult = Record<ReportedField, string>;

/** A field's label on a card: the registry's header. */
export function reportedLabel(field: ReportedField): string {
  return FIELDS[field].header;
}

const BLANK = '–';
/** What a blank (or 0) means where it means something. */
const BLANK_MEANS: Partial<Record<ReportedField, string>> = {
  mobilisation: 'keine',
  scaledTo: 'nicht skaliert',
  gaveUp: 'niemand',
  retreatTo: 'kein Rückzug',
};

/** A day as TT.MM.JJJJ: the nearest UTC midnight is the calendar day the sheet shows in any zone within ±12 h. */
function dayText(date: Date): string {
  const day = new Date(Math.round(date.getTime() / 86_400_000) * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(day.getUTCDate())}.${pad(day.getUTCMonth() + 1)}.${day.getUTCFullYear()}`;
}

/** 1250 → "1.250" (no Intl: the same text in Apps Script, Node and every browser). */
function thousands(n: number): string {
  const [whole, part] = String(Math.abs(n)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${n < 0 ? '-' : ''}${grouped}${part ? `,${part}` : ''}`;
}

function shown(field: ReportedField, value: CellValue): string {
  if (isBlank(value) || (value === 0 && (field === 'mobilisation' || field === 'scaledTo'))) return BLANK_MEANS[field] ?? BLANK;
  if (isDate(value)) return dayText(value);
  if (typeof value === 'number') return thousands(value);
  const text = parseText(value).trim();
  // A date the form sent as ISO text (formCampaign, the offline twin).
  const iso = /^(\d{4})-(\d{2})-(\d{2})(T.*)?$/.exec(text);
  if (field === 'date' && iso) return `${iso[3]}.${iso[2]}.${iso[1]}`;
  return text || (BLANK_MEANS[field] ?? BLANK);
}

/** The Schlachten table read once for many rows. */
export interface ReportedReader {
  (row: number): ReportedResult;
}

/** Reads the reported results of Schlachten (`battles`: the sheet's values, header first); `row` is the data-row index. */
export function reportedReader(battles: CellValue[][]): ReportedReader {
  const main: Table<keyof typeof BATTLES_SPEC.columns> = readTable(battles, BATTLES_SPEC);
  const map = readTable(battles, BATTLES_MAP_SPEC);
  return (row) => {
    const out = {} as ReportedResult;
    for (const field of REPORTED_FIELDS) {
      const value = field === 'retreatTo' ? cellOf(map, row, 'retreatTo') : cellOf(main, row, field);
      out[field] = shown(field, value);
    }
    return out;
  };
}
