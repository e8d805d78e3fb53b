/// <reference lib="dom" />
/**
 * C9 on a page: the reported result itself — Runde, Datum, Mission, Mobilisierung, Skaliert auf,
 * both Siegpunkte, both Verluste, Aufgegeben, Rückzug nach, Notiz — as a table of label and
 * value, shared by the portal's „Bestätigen“ and the organiser's „Offene Meldungen“. With a
 * dispute's proposal (C11) the table shows report and proposal side by side and marks the rows
 * that differ. Labels are the field registry's headers (fieldLabel); values go in as text.
 */
import { fieldKeyOf, fieldLabel } from '../rules/battleForm';
import { shownCell } from '../rules/shownValue';
import type { OpenReportCard, ReportedBattleCells, ReportedResult } from '../shared/reportsContract';
import { h } from './dom';

/** The rows of C9, in its order: form keys (the labels are their fields' headers). */
const ROWS = [
  'runde',
  'datum',
  'mission',
  'mobilisierung',
  'skaliertAuf',
  'siegpunkteAngreifer',
  'siegpunkteVerteidiger',
  'verlusteAngreifer',
  'verlusteVerteidiger',
  'aufgegeben',
  'rueckzug',
  'notiz',
] as const;
type Row = (typeof ROWS)[number];

/** A cell as shown (rules/shownValue.ts): numbers grouped, yyyy-mm-dd as TT.MM.JJJJ, a blank in words or „–“. */
export function shownValue(row: Row, value: string | number | null | undefined): string {
  return shownCell(fieldKeyOf(row), value);
}

type Values = Partial<Record<Row, string | number>>;

function valuesOf(card: Pick<OpenReportCard, 'runde'>, cells: ReportedBattleCells): Values {
  return { runde: card.runde ?? '', ...cells };
}

/**
 * The table for a card: what was reported; with `proposal` (C11) a second column, the proposal,
 * whose fields beyond the result (Datum, Mission …) are the report's. `onlyDiffering`: just the
 * rows the proposal changes (the reporter's own open report on a phone, user test 30).
 */
export function reportedResultTable(
  card: Pick<OpenReportCard, 'runde' | 'gemeldet'>,
  proposal: ReportedResult | null = null,
  onlyDiffering = false,
): HTMLTableElement {
  const reported = valuesOf(card, card.gemeldet);
  const columns: Values[] = proposal ? [reported, { ...reported, ...proposal }] : [reported];
  const compare = columns.length > 1;
  return h(
    'table',
    { class: compare ? 'reported compare' : 'reported' },
    h('caption', {}, compare ? 'Meldung und Vorschlag' : 'Gemeldet wurde'),
    compare
      ? h(
          'thead',
          {},
          h(
            'tr',
            {},
            h('th', { scope: 'col' }, 'Angabe'),
            h('th', { scope: 'col' }, 'Gemeldet'),
            h('th', { scope: 'col' }, 'Vorschlag'),
          ),
        )
      : null,
    h(
      'tbody',
      {},
      ...ROWS.map((row) => {
        const values = columns.map((c) => shownValue(row, c[row]));
        const differs = compare && values[1] !== values[0];
        if (onlyDiffering && !differs) return null;
        return h(
          'tr',
          differs ? { class: 'differs', 'data-field': row } : { 'data-field': row },
          h('th', { scope: 'row' }, fieldLabel(row)),
          ...values.map((v) => h('td', {}, v)),
        );
      }),
    ),
  );
}
