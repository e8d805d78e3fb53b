/**
 * Draws one sheet as a spreadsheet grid: column letters, row numbers, frozen header rows that
 * stay on top while scrolling, errors marked red with their message as tooltip, invalid input
 * and notes marked in the corner.
 */
import type { PageCellMark, PageSheet } from '../pageState';
import { columnLetters, isNumericText } from './cellText';
import { el } from './dom';
import { renderCharts } from './lineChart';

export const ROW_HEIGHT = 24;
const ROW_HEADER_WIDTH = 46;

export interface RenderedGrid {
  sheet: PageSheet;
  rows: number;
  columns: number;
  cell(row0: number, column0: number): HTMLTableCellElement | undefined;
  mark(row0: number, column0: number): PageCellMark | undefined;
  formula(row0: number, column0: number): string | undefined;
  text(row0: number, column0: number): string;
}

function applyMark(td: HTMLTableCellElement, mark: PageCellMark | undefined): void {
  if (!mark) return;
  const tips: string[] = [];
  if (mark.error) {
    td.classList.add('error');
    tips.push(`Fehler: ${mark.error}`);
  }
  if (mark.invalid) {
    td.classList.add('invalid');
    tips.push(`Ungültig: ${mark.invalid}`);
  }
  if (mark.note) {
    td.classList.add('note');
    tips.push(mark.note);
  }
  if (mark.dropdown !== undefined) td.classList.add('has-dropdown');
  if (tips.length) td.title = tips.join('\n');
  const s = mark.style;
  if (s) {
    if (s.background) td.style.background = s.background;
    if (s.fontWeight) td.style.fontWeight = s.fontWeight;
    if (s.fontColor) td.style.color = s.fontColor;
    if (s.fontStyle) td.style.fontStyle = s.fontStyle;
    if (s.horizontalAlignment) td.style.textAlign = s.horizontalAlignment === 'normal' ? '' : s.horizontalAlignment;
    if (s.verticalAlignment) td.style.verticalAlign = s.verticalAlignment;
    if (s.wrap) td.classList.add('wrap');
  }
}

export function renderGrid(container: HTMLElement, sheet: PageSheet): RenderedGrid {
  const rows = sheet.display.length + sheet.blankRows;
  const columns = (sheet.display[0]?.length ?? 1) + sheet.blankColumns;
  const marks = new Map(sheet.marks.map((m) => [`${m.r}:${m.c}`, m]));
  const formulas = new Map(sheet.formulas.map(([r, c, f]) => [`${r}:${c}`, f]));
  const frozenLeft: number[] = [];
  let left = ROW_HEADER_WIDTH;
  for (let c = 0; c < sheet.frozenColumns && c < columns; c++) {
    frozenLeft.push(left);
    left += sheet.columnWidths[c] ?? 100;
  }

  const table = el('table', { className: sheet.editable ? 'sheet' : 'sheet readonly' });
  const colgroup = el('colgroup');
  const rowHeaderCol = el('col');
  rowHeaderCol.style.width = `${ROW_HEADER_WIDTH}px`;
  colgroup.append(rowHeaderCol);
  for (let c = 0; c < columns; c++) {
    const col = el('col');
    col.style.width = `${sheet.columnWidths[c] ?? 100}px`;
    colgroup.append(col);
  }
  table.append(colgroup);

  const head = el('thead');
  const headRow = el('tr');
  headRow.append(el('th', { className: 'corner' }));
  for (let c = 0; c < columns; c++) {
    const th = el('th', { className: 'col-head', text: columnLetters(c) });
    th.dataset.column = String(c);
    if (c < sheet.frozenColumns) {
      th.classList.add('frozen-col');
      th.style.left = `${frozenLeft[c]}px`;
    }
    headRow.append(th);
  }
  head.append(headRow);
  table.append(head);

  const body = el('tbody');
  const cells: HTMLTableCellElement[][] = [];
  for (let r = 0; r < rows; r++) {
    const tr = el('tr');
    const frozen = r < sheet.frozenRows;
    if (frozen) {
      tr.classList.add('frozen-row');
      if (r === sheet.frozenRows - 1) tr.classList.add('frozen-last');
    }
    const th = el('th', { className: 'row-head', text: String(r + 1) });
    if (frozen) th.style.top = `${ROW_HEIGHT * (r + 1)}px`;
    tr.append(th);
    const line: HTMLTableCellElement[] = [];
    for (let c = 0; c < columns; c++) {
      const text = sheet.display[r]?.[c] ?? '';
      const td = el('td', { text });
      td.dataset.row = String(r);
      td.dataset.column = String(c);
      if (text && isNumericText(text)) td.classList.add('num');
      if (formulas.has(`${r}:${c}`)) td.classList.add('formula');
      if (frozen) td.style.top = `${ROW_HEIGHT * (r + 1)}px`;
      if (c < sheet.frozenColumns) {
        td.classList.add('frozen-col');
        td.style.left = `${frozenLeft[c]}px`;
      }
      applyMark(td, marks.get(`${r}:${c}`));
      tr.append(td);
      line.push(td);
    }
    cells.push(line);
    body.append(tr);
  }
  table.append(body);
  container.replaceChildren(table);
  renderCharts(container, sheet, { rowHeight: ROW_HEIGHT, rowHeaderWidth: ROW_HEADER_WIDTH });

  return {
    sheet,
    rows,
    columns,
    cell: (r, c) => cells[r]?.[c],
    mark: (r, c) => marks.get(`${r}:${c}`),
    formula: (r, c) => formulas.get(`${r}:${c}`),
    text: (r, c) => sheet.display[r]?.[c] ?? '',
  };
}
