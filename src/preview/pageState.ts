/**
 * What the preview server tells the page (GET /api/state): every sheet's evaluated grid, the
 * add-on's menus, the open sidebar/dialog and its toasts. Shared by server and page script.
 */

import type { PageChart } from './chartView';

/** Formatting the page shows (a subset of what the add-on recorded). */
export interface PageCellStyle {
  background?: string;
  fontWeight?: string;
  fontColor?: string;
  fontStyle?: string;
  horizontalAlignment?: string;
  verticalAlignment?: string;
  /** Text wrapped in the column's width (setWrap), lines kept: the row grows, as in Sheets. */
  wrap?: boolean;
}

/** Everything about a cell besides its display text; 0-based row and column. */
export interface PageCellMark {
  r: number;
  c: number;
  /** Why the cell shows an error (e.g. the German message of a KAMPAGNE_ function). */
  error?: string;
  /** The value breaks the cell's validation: the validation's help text. */
  invalid?: string;
  note?: string;
  /** Help text of the cell's validation. */
  help?: string;
  /** Index into PageSheet.dropdowns. */
  dropdown?: number;
  style?: PageCellStyle;
}

export interface PageSheet {
  name: string;
  /** False for protected sheets (the standings): the page does not edit them. */
  editable: boolean;
  /** The protection's description, shown when someone tries to edit. */
  protection: string | null;
  frozenRows: number;
  frozenColumns: number;
  maxRows: number;
  maxColumns: number;
  /** Pixel width of each shown column. */
  columnWidths: number[];
  /** Empty rows the page adds below `display` to type into (marks may refer to them). */
  blankRows: number;
  /** Empty columns the page adds to the right, as a spreadsheet shows them. */
  blankColumns: number;
  /** Display text of the shown cells (trailing blank rows and columns trimmed). */
  display: string[][];
  /** Formulas as a German user writes them: [row, column, formula], 0-based. */
  formulas: Array<[number, number, string]>;
  marks: PageCellMark[];
  /** Distinct dropdown choice lists, referenced by PageCellMark.dropdown. */
  dropdowns: string[][];
  /** Embedded charts, drawn over the grid at their anchor cell. */
  charts?: PageChart[];
}

export interface PageMenuItem {
  menu: string;
  caption: string;
}

export interface PageMenu {
  name: string;
  items: PageMenuItem[];
}

export interface PageDialog {
  /** Position in the add-on's dialog log; the iframe loads /dialog/<id>?k=<key>. */
  id: number;
  /** The dialog's own secret: only a page that read it here can load the dialog (routes.ts). */
  key: string;
  kind: 'sidebar' | 'modal' | 'modeless';
  title: string;
  width: number;
  height: number;
}

export interface PageToast {
  id: number;
  title: string;
  message: string;
  seconds: number;
}

export interface PageState {
  /** Grows with every change; the page polls /api/version and reloads when it moves. */
  version: number;
  /** Differs for every start of the server (toast ids start again). */
  instance: string;
  name: string;
  file: string;
  activeSheet: string;
  sheets: PageSheet[];
  menus: PageMenu[];
  sidebar: PageDialog | null;
  dialog: PageDialog | null;
  /** The latest toasts and alerts; the page shows those it has not shown yet. */
  toasts: PageToast[];
  /** Why the last save failed, if it did. */
  saveError: string | null;
  /** The question (Ui.prompt) a menu's script waits on, if any. */
  prompt: PagePrompt | null;
}

/** A script's Ui.prompt, as the page asks it: answered with POST /api/prompt. */
export interface PagePrompt {
  id: number;
  /** An alert with a choice (Ja/Nein): asked without a text box. */
  kind: 'alert' | 'prompt';
  title: string;
  message: string;
  /** Google's ButtonSet: OK, OK_CANCEL, YES_NO, YES_NO_CANCEL. */
  buttons: string;
}

/** The page's answer: the button pressed (CLOSE for ×/Escape) and the text typed. */
export interface PromptAnswer {
  id: number;
  button: string;
  text: string;
}

/** Answer of the page's own POST routes (edit, menu, dialog). */
export interface ActionReply {
  ok: boolean;
  message?: string;
  version: number;
}

export interface EditRequest {
  sheet: string;
  /** 1-based, as in Sheets. */
  row: number;
  column: number;
  /** What the user typed: German numbers and dates, `=` for a formula, empty to clear. */
  text: string;
}
