/// <reference lib="dom" />
/**
 * C9 on a page: the reported result itself — Runde, Datum, Mission … Notiz — as a table of
 * label and value, shared by the portal's „Bestätigen“ and the organiser's „Offene Meldungen“.
 * With a second result (a dispute's proposal, C11) the table shows both side by side and marks
 * the rows that differ. Labels are the field registry's headers; values go in as text.
 */
import { REPORTED_FIELDS, reportedLabel, ReportedField, ReportedResult } from '../rules/campaign/reportedResult';
import { h } from './dom';

/** A column of the table: its heading and the values (a proposal may leave fields out). */
export interface ResultColumn {
  heading: string;
  values: Partial<ReportedResult>;
}

/** The table; `columns` one (the report) or two (report and proposal). Rows no column has are left out. */
export function reportedResultTable(caption: string, columns: ResultColumn[]): HTMLTableElement {
  const fields = REPORTED_FIELDS.filter((f: ReportedField) => columns.some((c) => c.values[f] !== undefined));
  const twoColumns = columns.length > 1;
  return h(
    'table',
    { class: twoColumns ? 'reported compare' : 'reported' },
    h('caption', {}, caption),
    twoColumns
      ? h(
          'thead',
          {},
          h('tr', {}, h('th', { scope: 'col' }, 'Feld'), ...columns.map((c) => h('th', { scope: 'col' }, c.heading))),
        )
      : null,
    h(
      'tbody',
      {},
      ...fields.map((field) => {
        const values = columns.map((c) => c.values[field] ?? '–');
        const differs = twoColumns && values.some((v) => v !== values[0]);
        return h(
          'tr',
          differs ? { class: 'differs', 'data-field': field } : { 'data-field': field },
          h('th', { scope: 'row' }, reportedLabel(field)),
          ...values.map((v) => h('td', {}, v)),
        );
      }),
    ),
  );
}
