/**
 * Selection and typing in the grid: click selects, arrows move, double-click, Enter or F2
 * edit, typing a character starts over with it, Delete clears. Protected sheets (the
 * standings) say why they cannot be edited instead.
 */
import type { ActionReply, PageSheet } from '../pageState';
import { a1Name } from './cellText';
import { closeEditor, EditorMove, editCell, isEditing } from './cellEditor';
import { RenderedGrid, renderGrid } from './gridView';

export interface GridCallbacks {
  /** Sends a typed cell to the server; resolves after the page has the new state. */
  edit(sheet: string, row: number, column: number, text: string): Promise<ActionReply>;
  notify(message: string, kind: 'info' | 'error'): void;
  /** The formula bar. */
  showCell(name: string, content: string): void;
}

export class GridController {
  private grid: RenderedGrid | null = null;
  private selected = { row: 1, column: 0 };
  private pending: PageSheet | null = null;

  constructor(
    private readonly container: HTMLElement,
    private readonly callbacks: GridCallbacks,
  ) {
    container.addEventListener('mousedown', (event) => {
      const td = (event.target as HTMLElement).closest('td');
      if (!td || td.classList.contains('editing')) return;
      this.select(Number(td.dataset.row), Number(td.dataset.column));
    });
    container.addEventListener('dblclick', (event) => {
      const td = (event.target as HTMLElement).closest('td');
      if (td && !td.classList.contains('editing')) this.startEdit(null);
    });
    container.addEventListener('keydown', (event) => this.onKey(event));
  }

  get sheetName(): string | undefined {
    return this.grid?.sheet.name;
  }

  /** Shows `sheet`; while a cell is being typed into, the new grid waits until it is done. */
  show(sheet: PageSheet, resetSelection: boolean): void {
    if (isEditing()) {
      this.pending = sheet;
      return;
    }
    this.pending = null;
    const { scrollTop, scrollLeft } = this.container;
    this.grid = renderGrid(this.container, sheet);
    if (resetSelection) {
      this.container.scrollTop = 0;
      this.container.scrollLeft = 0;
      this.selected = { row: Math.min(sheet.frozenRows, this.grid.rows - 1), column: 0 };
    } else {
      this.container.scrollTop = scrollTop;
      this.container.scrollLeft = scrollLeft;
    }
    this.select(Math.min(this.selected.row, this.grid.rows - 1), Math.min(this.selected.column, this.grid.columns - 1), false);
  }

  private select(row: number, column: number, scroll = true): void {
    const grid = this.grid;
    if (!grid || row < 0 || column < 0 || row >= grid.rows || column >= grid.columns) return;
    grid.cell(this.selected.row, this.selected.column)?.classList.remove('selected');
    this.selected = { row, column };
    const td = grid.cell(row, column);
    td?.classList.add('selected');
    if (scroll) td?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    this.callbacks.showCell(a1Name(row, column), grid.formula(row, column) ?? grid.text(row, column));
  }

  private onKey(event: KeyboardEvent): void {
    if (!this.grid || isEditing()) return;
    const { row, column } = this.selected;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
      Tab: [0, event.shiftKey ? -1 : 1],
    };
    if (event.key in moves) {
      event.preventDefault();
      const [dr, dc] = moves[event.key];
      this.select(row + dr, column + dc);
    } else if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      this.startEdit(null);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      if (this.editable()) void this.commit(row, column, '', this.grid.text(row, column));
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      this.startEdit(event.key);
    }
  }

  private editable(): boolean {
    const sheet = this.grid?.sheet;
    if (!sheet) return false;
    if (!sheet.editable) {
      this.callbacks.notify(`„${sheet.name}“ ist geschützt und wird berechnet. ${sheet.protection ?? ''}`.trim(), 'info');
    }
    return sheet.editable;
  }

  /** Opens the input box; `typed` replaces the content, null edits what is there. */
  private startEdit(typed: string | null): void {
    const grid = this.grid;
    if (!grid || !this.editable()) return;
    const { row, column } = this.selected;
    const td = grid.cell(row, column);
    if (!td) return;
    const current = grid.formula(row, column) ?? grid.text(row, column);
    const dropdown = grid.mark(row, column)?.dropdown;
    editCell(td, {
      initial: typed ?? current,
      selectAll: false,
      choices: dropdown === undefined ? undefined : grid.sheet.dropdowns[dropdown],
      commit: (text, move) => {
        this.afterEdit(move);
        if (text !== current) void this.commit(row, column, text, current);
        else this.flushPending();
      },
      cancel: () => {
        this.container.focus();
        this.flushPending();
      },
    });
  }

  private afterEdit(move: EditorMove): void {
    this.container.focus();
    if (move === 'down') this.select(this.selected.row + 1, this.selected.column);
    if (move === 'right') this.select(this.selected.row, this.selected.column + 1);
  }

  private async commit(row: number, column: number, text: string, before: string): Promise<void> {
    const sheet = this.grid?.sheet.name;
    if (!sheet || text === before) return;
    const td = this.grid?.cell(row, column);
    if (td) {
      td.textContent = text;
      td.classList.add('saving');
    }
    try {
      const reply = await this.callbacks.edit(sheet, row + 1, column + 1, text);
      if (!reply.ok) this.callbacks.notify(reply.message ?? 'Die Änderung wurde abgelehnt.', 'error');
    } catch (error) {
      this.callbacks.notify((error as Error).message, 'error');
    }
    this.flushPending();
  }

  private flushPending(): void {
    if (this.pending && !isEditing()) this.show(this.pending, false);
  }

  /** Ends any typing, e.g. before switching sheets. */
  stopEditing(): void {
    closeEditor();
  }
}
