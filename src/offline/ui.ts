/**
 * SpreadsheetApp.getUi(): menus, sidebars, dialogs and alerts are recorded so a test or the
 * preview can list the menus, "click" an item, read the sidebar's HTML and answer alerts.
 */
import { Button, ButtonName, ButtonSet, ButtonSetName } from './enums';
import { CONTAINER_UI_SCOPE, GrantedScopes } from './authorization';
import type { OfflineHtmlOutput } from './htmlService';

export type MenuEntry =
  { kind: 'item'; caption: string; functionName: string } | { kind: 'separator' } | { kind: 'subMenu'; menu: MenuRecord };

export interface MenuRecord {
  /** The caption; add-on menus are named after the script project (Erweiterungen → name). */
  name: string;
  addon: boolean;
  items: MenuEntry[];
}

export interface DialogRecord {
  html: OfflineHtmlOutput;
  title: string;
  kind: 'sidebar' | 'modal' | 'modeless';
}

export interface AlertRecord {
  kind: 'alert' | 'prompt';
  title: string;
  prompt: string;
  buttons: ButtonSetName;
  answer: ButtonName;
  text?: string;
}

export interface ToastRecord {
  message: string;
  title: string;
  timeoutSeconds: number;
}

export type UiResponse = ButtonName | { button: ButtonName; text?: string };

/** A prompt, or an alert with a choice (Ja/Nein …), the script is waiting on, when nobody queued its answer (see UiRecorder.askUser). */
export interface PendingQuestion {
  /** An alert asks without a text box. */
  kind: 'alert' | 'prompt';
  title: string;
  prompt: string;
  buttons: ButtonSetName;
}

/**
 * Thrown out of Ui.prompt when the answer must come from a person (the preview's page). Google's
 * prompt is modal and the script waits; here the script is stopped instead and run again from
 * the start with the answers given so far (UiRecorder.respondWith) — so a script must ask
 * before it writes, as Kriegsrat's do. Every later alert or prompt of the stopped run throws it
 * again, so a script's own catch-and-alert cannot swallow it.
 */
export class QuestionPending extends Error {
  constructor(readonly question: PendingQuestion) {
    super(`Wartet auf eine Antwort: ${question.prompt}`);
    this.name = 'QuestionPending';
  }
}

/** Everything the add-on showed, per workbook. */
export class UiRecorder {
  menus: MenuRecord[] = [];
  readonly dialogs: DialogRecord[] = [];
  readonly alerts: AlertRecord[] = [];
  readonly toasts: ToastRecord[] = [];
  private readonly responses: UiResponse[] = [];
  /** The script project's name: a bound script's createAddonMenu() menu shows under it. */
  scriptName = 'Unbenanntes Projekt';
  /**
   * False (tests): an unanswered alert or prompt takes its first button. True (the preview): an
   * unanswered prompt, or alert with more than OK, stops the script with QuestionPending, kept in
   * `pending` until answered.
   */
  askUser = false;
  pending: PendingQuestion | null = null;

  /** Queues the answer to the next alert or prompt (default: the first button, e.g. OK/YES). */
  respondWith(...responses: UiResponse[]): void {
    this.responses.push(...responses);
  }

  /** Forgets queued answers and a pending question (before a run that answers afresh). */
  clearResponses(): void {
    this.responses.length = 0;
    this.pending = null;
  }

  /** @internal A run stopped at a question stays stopped: every later dialog throws again. */
  throwIfPending(): void {
    if (this.pending) throw new QuestionPending(this.pending);
  }

  /** @internal The answer to a prompt, or QuestionPending when a person must give it. */
  nextPromptResponse(question: PendingQuestion): { button: ButtonName; text: string } {
    this.throwIfPending();
    if (this.askUser && this.responses.length === 0) {
      this.pending = question;
      throw new QuestionPending(question);
    }
    return this.nextResponse(question.buttons);
  }

  /** @internal */
  nextResponse(buttons: ButtonSetName): { button: ButtonName; text: string } {
    const next = this.responses.shift();
    if (next === undefined) return { button: buttons === 'YES_NO' || buttons === 'YES_NO_CANCEL' ? 'YES' : 'OK', text: '' };
    return typeof next === 'string' ? { button: next, text: '' } : { button: next.button, text: next.text ?? '' };
  }

  get sidebars(): DialogRecord[] {
    return this.dialogs.filter((d) => d.kind === 'sidebar');
  }

  /** The sidebar shown last (its HTML: `lastSidebar?.html.getContent()`). */
  get lastSidebar(): DialogRecord | undefined {
    return this.sidebars[this.sidebars.length - 1];
  }

  get lastDialog(): DialogRecord | undefined {
    return this.dialogs[this.dialogs.length - 1];
  }

  /** Captions of every menu item, as `Menu › Item` paths. */
  listMenuItems(): { path: string[]; functionName: string }[] {
    const out: { path: string[]; functionName: string }[] = [];
    const walk = (menu: MenuRecord, path: string[]) => {
      for (const entry of menu.items) {
        if (entry.kind === 'item') out.push({ path: [...path, entry.caption], functionName: entry.functionName });
        if (entry.kind === 'subMenu') walk(entry.menu, [...path, entry.menu.name]);
      }
    };
    for (const menu of this.menus) walk(menu, [menu.name]);
    return out;
  }

  /** The function behind a menu item, found by its caption (optionally by the full path). */
  findMenuItem(caption: string, menuName?: string): string {
    const match = this.listMenuItems().filter(
      (item) => item.path[item.path.length - 1] === caption && (menuName === undefined || item.path.includes(menuName)),
    );
    if (match.length === 0) throw new Error(`Kein Menüeintrag "${caption}"${menuName ? ` im Menü "${menuName}"` : ''}.`);
    return match[0].functionName;
  }
}

export class OfflineMenu {
  private readonly record: MenuRecord;

  /** @internal */
  constructor(
    private readonly recorder: UiRecorder,
    name: string,
    addon: boolean,
  ) {
    this.record = { name, addon, items: [] };
  }

  addItem(caption: string, functionName: string): this {
    this.record.items.push({ kind: 'item', caption: String(caption), functionName: String(functionName) });
    return this;
  }

  addSeparator(): this {
    this.record.items.push({ kind: 'separator' });
    return this;
  }

  addSubMenu(menu: OfflineMenu): this {
    this.record.items.push({ kind: 'subMenu', menu: menu.record });
    return this;
  }

  /** Adds (or replaces, on a second onOpen) the menu in the menu bar. */
  addToUi(): void {
    this.recorder.menus = [...this.recorder.menus.filter((m) => m.name !== this.record.name), this.record];
  }
}

/** alert's and prompt's three forms — (prompt), (prompt, buttons), (title, prompt, buttons) — as [title, prompt, buttons]. */
function dialogArguments(a: string, b?: string | ButtonSetName, c?: ButtonSetName): [string, string, ButtonSetName] {
  if (c !== undefined) return [a, String(b), c];
  if (b !== undefined && b in ButtonSet) return ['', a, b as ButtonSetName];
  return b !== undefined ? [a, b, 'OK'] : ['', a, 'OK'];
}

export class OfflineUi {
  readonly Button = Button;
  readonly ButtonSet = ButtonSet;

  /** @internal */
  constructor(
    private readonly recorder: UiRecorder,
    private readonly granted: GrantedScopes = new GrantedScopes(null),
  ) {}

  /** Menus need no scope (onOpen runs unauthorised); everything shown over the sheet does. */
  private requireUiScope(method: string): void {
    if (!this.granted.containerUi) {
      throw new Error(
        `Specified permissions are not sufficient to call Ui.${method}. Required permissions: ${CONTAINER_UI_SCOPE}`,
      );
    }
  }

  createMenu(caption: string): OfflineMenu {
    return new OfflineMenu(this.recorder, String(caption), false);
  }

  createAddonMenu(): OfflineMenu {
    return new OfflineMenu(this.recorder, this.recorder.scriptName, true);
  }

  showSidebar(userInterface: OfflineHtmlOutput): void {
    this.requireUiScope('showSidebar');
    this.recorder.dialogs.push({ html: userInterface, title: userInterface.getTitle(), kind: 'sidebar' });
  }

  showModalDialog(userInterface: OfflineHtmlOutput, title: string): void {
    this.requireUiScope('showModalDialog');
    this.recorder.dialogs.push({ html: userInterface, title: String(title), kind: 'modal' });
  }

  showModelessDialog(userInterface: OfflineHtmlOutput, title: string): void {
    this.requireUiScope('showModelessDialog');
    this.recorder.dialogs.push({ html: userInterface, title: String(title), kind: 'modeless' });
  }

  /** alert(prompt), alert(prompt, buttons) or alert(title, prompt, buttons). */
  alert(a: string, b?: string | ButtonSetName, c?: ButtonSetName): ButtonName {
    this.requireUiScope('alert');
    const [title, prompt, buttons] = dialogArguments(a, b, c);
    this.recorder.throwIfPending();
    // An alert that only informs (OK) waits for nobody; one with a choice (Ja/Nein …) is a question like a prompt.
    const { button } =
      buttons === 'OK'
        ? this.recorder.nextResponse(buttons)
        : this.recorder.nextPromptResponse({ kind: 'alert', title, prompt, buttons });
    this.recorder.alerts.push({ kind: 'alert', title, prompt, buttons, answer: button });
    return button;
  }

  /** prompt(prompt), prompt(prompt, buttons) or prompt(title, prompt, buttons). */
  prompt(
    a: string,
    b?: string | ButtonSetName,
    c?: ButtonSetName,
  ): { getResponseText(): string; getSelectedButton(): ButtonName } {
    this.requireUiScope('prompt');
    const [title, prompt, buttons] = dialogArguments(a, b, c);
    const { button, text } = this.recorder.nextPromptResponse({ kind: 'prompt', title, prompt, buttons });
    this.recorder.alerts.push({ kind: 'prompt', title, prompt, buttons, answer: button, text });
    return { getResponseText: () => text, getSelectedButton: () => button };
  }
}
