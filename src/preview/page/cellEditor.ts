/**
 * The input box over a cell while it is typed into: Enter commits (and moves down), Tab
 * commits (and moves right), Escape cancels; leaving the box commits, as in Sheets. A cell
 * with a dropdown offers its choices.
 */
import { el } from './dom';

export type EditorMove = 'down' | 'right' | 'none';

export interface EditorOptions {
  initial: string;
  /** Put the caret at the end (editing an existing value) or select it all. */
  selectAll: boolean;
  choices?: string[];
  commit(text: string, move: EditorMove): void;
  cancel(): void;
}

let openEditor: { input: HTMLInputElement; close(): void } | null = null;

export function isEditing(): boolean {
  return openEditor !== null;
}

export function closeEditor(): void {
  openEditor?.close();
}

export function editCell(td: HTMLTableCellElement, options: EditorOptions): HTMLInputElement {
  closeEditor();
  const input = el('input', { className: 'cell-editor' });
  input.type = 'text';
  input.value = options.initial;
  input.setAttribute('aria-label', 'Zellinhalt');
  input.autocomplete = 'off';
  input.spellcheck = false;
  let list: HTMLDataListElement | undefined;
  if (options.choices?.length) {
    list = el('datalist');
    list.id = 'cell-editor-choices';
    for (const choice of options.choices) {
      const option = el('option');
      option.value = choice;
      list.append(option);
    }
    input.setAttribute('list', list.id);
  }
  let done = false;
  const finish = (action: () => void) => {
    if (done) return;
    done = true;
    openEditor = null;
    input.remove();
    list?.remove();
    td.classList.remove('editing');
    action();
  };
  input.addEventListener('keydown', (event) => {
    event.stopPropagation();
    if (event.key === 'Enter') {
      event.preventDefault();
      finish(() => options.commit(input.value, 'down'));
    } else if (event.key === 'Tab') {
      event.preventDefault();
      finish(() => options.commit(input.value, 'right'));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      finish(() => options.cancel());
    }
  });
  input.addEventListener('blur', () => finish(() => options.commit(input.value, 'none')));
  td.classList.add('editing');
  td.append(input);
  if (list) td.append(list);
  openEditor = { input, close: () => finish(() => options.cancel()) };
  input.focus();
  if (options.selectAll) input.select();
  else input.setSelectionRange(input.value.length, input.value.length);
  return input;
}
