/**
 * One open campaign in the preview: the offline workbook with the built add-on loaded, the
 * file it is saved to, and a version that moves whenever the page has something new to show.
 * Everything the page or the sidebar does goes through here, so every change is saved.
 */
import {
  AddonHandle,
  MenuEntry,
  MenuRecord,
  OfflineHtmlOutput,
  OfflineSpreadsheet,
  PendingQuestion,
  UiResponse,
} from '../offline';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { editCell, EditError, readEditRequest } from './cellEdit';
import { ActionReply, PageDialog, PageMenu, PagePrompt, PageState, PageToast } from './pageState';
import { dispatchScriptRun, functionNotFoundMessage, MALFORMED_ARGS_MESSAGE, parseScriptArgs } from './scriptRunBridge';
import { workbookView } from './workbookView';
import { saveErrorMessage, WorkbookStore } from './workbookFile';

const KEPT_TOASTS = 10;

/** Compares two keys in time independent of where they differ. */
function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
/** Buttons a prompt answer may name (Google's Ui.Button). */
const BUTTONS = ['OK', 'CANCEL', 'YES', 'NO', 'CLOSE'] as const;
/** A typed answer longer than this is refused (a cell holds 50,000 characters). */
const MAX_ANSWER = 50_000;

/** A menu's script stopped at a prompt: run again from the start with the answers so far plus the next. */
interface OpenQuestion {
  id: number;
  menu: string;
  caption: string;
  answers: UiResponse[];
  asked: PendingQuestion;
}

/** What the web app's doGet answered, for the preview to serve. */
export interface WebAppPage {
  html: string;
  title: string;
  metaTags: { name: string; content: string }[];
}

function flattenMenu(record: MenuRecord): PageMenu {
  const items: PageMenu['items'] = [];
  const walk = (entries: MenuEntry[]) => {
    for (const entry of entries) {
      if (entry.kind === 'item') items.push({ menu: record.name, caption: entry.caption });
      else if (entry.kind === 'subMenu') walk(entry.menu.items);
    }
  };
  walk(record.items);
  return { name: record.name, items };
}

export class PreviewSession {
  private versionNumber = 1;
  private readonly instance = `${process.pid}-${Date.now()}`;
  private uiSeen = { dialogs: 0, toasts: 0, alerts: 0, menus: '' };
  private readonly toasts: PageToast[] = [];
  private nextToastId = 1;
  private readonly closedDialogs = new Set<number>();
  private readonly dialogKeys = new Map<number, string>();
  private cachedState: PageState | null = null;
  private question: OpenQuestion | null = null;
  private nextQuestionId = 1;

  constructor(
    readonly workbook: OfflineSpreadsheet,
    readonly addon: AddonHandle,
    readonly store: WorkbookStore,
  ) {
    // What the add-on showed while the campaign was opened (setup's toasts on a first start)
    // was for nobody: only what happens from now on reaches the page.
    this.noteUiChanges();
    this.toasts.length = 0;
  }

  get version(): number {
    return this.versionNumber;
  }

  /**
   * google.script.run from the sidebar: only the script's own top-level functions, never a
   * builtin of its global scope (eval, Function) — the page's requests must not reach Node.
   */
  runScript(name: string, argsJson: string): string {
    if (!this.addon.functionNames.includes(name) || name.endsWith('_')) {
      return JSON.stringify({ ok: false, message: functionNotFoundMessage(name) });
    }
    return this.tracked(() => dispatchScriptRun(this.addon.context, name, argsJson));
  }

  /**
   * The add-on's web app (the player portal): doGet with this query string, run as Google runs
   * a web app (anonymous visitor, deployer's authority, no active spreadsheet).
   */
  webAppPage(queryString: string): WebAppPage {
    return this.tracked(() => {
      const output = this.addon.webApp.doGet(queryString) as OfflineHtmlOutput;
      return { html: output.getContent(), title: output.getTitle(), metaTags: [...output.metaTags] };
    });
  }

  /** google.script.run from the web app's page: the same functions as runScript, in the web app's context. */
  runWebApp(name: string, argsJson: string): string {
    if (!this.addon.functionNames.includes(name) || name.endsWith('_')) {
      return JSON.stringify({ ok: false, message: functionNotFoundMessage(name) });
    }
    const args = parseScriptArgs(argsJson);
    if (!args) return JSON.stringify({ ok: false, message: MALFORMED_ARGS_MESSAGE });
    return this.tracked(() => {
      try {
        return JSON.stringify({ ok: true, value: this.addon.webApp.run(name, ...args) });
      } catch (error) {
        const message = (error as { message?: unknown } | null)?.message;
        return JSON.stringify({ ok: false, message: typeof message === 'string' ? message : String(error) });
      }
    });
  }

  /**
   * What Google does a moment after a menu action: it fires the one-off time-driven triggers the
   * action created (the notifications' sending, N5: scheduleDelivery.ts), each with its event.
   * The hourly trigger is not fired here: the preview has no clock.
   */
  runOneOffTriggers(): void {
    for (const trigger of this.addon.environment.triggers.list.filter((t) => t.afterMs !== null)) {
      try {
        this.addon.run(trigger.getHandlerFunction(), { triggerUid: trigger.getUniqueId(), authMode: 'FULL' });
      } catch (error) {
        console.error(`Auslöser ${trigger.getHandlerFunction()}:`, (error as Error).message);
      }
    }
  }

  /** A menu item of the add-on, by the caption onOpen gave it. */
  clickMenu(menu: string, caption: string): ActionReply {
    return this.runMenu(menu, caption, []);
  }

  /**
   * The page's answer to the open question: the menu's script runs again from the start with
   * every answer given so far, as if it had waited (Google's prompt is modal). Cancel and close
   * are answers too: the script decides (askNewRound then books nothing).
   */
  answerPrompt(body: unknown): ActionReply {
    const answer = body as { id?: unknown; button?: unknown; text?: unknown } | null;
    const button = BUTTONS.find((b) => b === answer?.button);
    const text = answer?.text;
    if (!button || typeof text !== 'string' || text.length > MAX_ANSWER || typeof answer?.id !== 'number') {
      return this.reply(false, 'Erwartet wird {id, button, text} mit button OK, CANCEL, YES, NO oder CLOSE.');
    }
    const open = this.question;
    if (!open || open.id !== answer.id) return this.reply(false, 'Diese Frage ist nicht mehr offen.');
    this.question = null;
    this.bump();
    return this.runMenu(open.menu, open.caption, [...open.answers, { button, text }]);
  }

  private runMenu(menu: string, caption: string, answers: UiResponse[]): ActionReply {
    return this.tracked(
      () => {
        const ui = this.workbook.ui;
        ui.clearResponses();
        ui.respondWith(...answers);
        ui.askUser = true;
        try {
          this.addon.clickMenuItem(caption, menu);
        } catch (error) {
          if (!ui.pending) return (error as Error).message;
        } finally {
          ui.askUser = false;
        }
        this.runOneOffTriggers();
        const asked = ui.pending;
        ui.clearResponses();
        if (asked) {
          this.question = { id: this.nextQuestionId++, menu, caption, answers, asked };
          this.bump();
        }
        return true;
      },
      (outcome) => (outcome === true ? this.reply(true) : this.reply(false, outcome)),
    );
  }

  edit(body: unknown): ActionReply {
    return this.tracked(
      () => {
        try {
          editCell(this.addon, readEditRequest(body));
          return true;
        } catch (error) {
          if (error instanceof EditError) return error.message;
          return `Die Änderung ist fehlgeschlagen: ${(error as Error).message}`;
        }
      },
      (outcome) => (outcome === true ? this.reply(true) : this.reply(false, outcome)),
    );
  }

  closeDialog(id: unknown): ActionReply {
    if (typeof id === 'number') this.closedDialogs.add(id);
    this.bump();
    return this.reply(true);
  }

  /** The HTML the add-on showed in dialog `id` (a sidebar, a modal), or null. */
  /**
   * The HTML of dialog `id` for the page's iframe: only while the page shows it (a closed or
   * replaced dialog — the player links with every secret — is gone) and only with its key,
   * which only the page's state carries (a guessed number is not enough).
   */
  dialogHtml(id: number, key: string): string | null {
    const state = this.state();
    const open = [state.sidebar, state.dialog].find((d) => d?.id === id);
    if (!open || !sameSecret(open.key, key)) return null;
    return this.workbook.ui.dialogs[id]?.html.getContent() ?? null;
  }

  private keyOf(id: number): string {
    let key = this.dialogKeys.get(id);
    if (!key) this.dialogKeys.set(id, (key = randomBytes(16).toString('hex')));
    return key;
  }

  state(): PageState {
    if (this.cachedState?.version === this.versionNumber) return this.cachedState;
    const ui = this.workbook.ui;
    const latest = (kinds: PageDialog['kind'][]): PageDialog | null => {
      for (let id = ui.dialogs.length - 1; id >= 0; id--) {
        const d = ui.dialogs[id];
        if (!kinds.includes(d.kind)) continue;
        if (this.closedDialogs.has(id)) return null;
        return { id, key: this.keyOf(id), kind: d.kind, title: d.title, width: d.html.getWidth(), height: d.html.getHeight() };
      }
      return null;
    };
    this.cachedState = {
      version: this.versionNumber,
      instance: this.instance,
      name: this.workbook.getName(),
      file: this.store.file,
      activeSheet: this.workbook.getActiveSheet().getName(),
      sheets: workbookView(this.workbook),
      menus: ui.menus.map(flattenMenu),
      sidebar: latest(['sidebar']),
      dialog: latest(['modal', 'modeless']),
      toasts: [...this.toasts],
      saveError: this.store.lastError ? `Speichern fehlgeschlagen: ${saveErrorMessage(this.store.lastError)}` : null,
      prompt: this.pagePrompt(),
    };
    return this.cachedState;
  }

  private pagePrompt(): PagePrompt | null {
    const open = this.question;
    return (
      open && {
        id: open.id,
        kind: open.asked.kind,
        title: open.asked.title,
        message: open.asked.prompt,
        buttons: open.asked.buttons,
      }
    );
  }

  private reply(ok: boolean, message?: string): ActionReply {
    return message === undefined ? { ok, version: this.versionNumber } : { ok, message, version: this.versionNumber };
  }

  private bump(): void {
    this.versionNumber++;
  }

  /**
   * Runs `action` and queues what it changed for saving (the caller awaits `store.durable()`
   * before it answers); new toasts, dialogs or menus only move the version. `answer` builds
   * the reply after the version moved.
   */
  private tracked<T, R = T>(action: () => T, answer?: (outcome: T) => R): R {
    const result = action();
    const { changed, saved } = this.store.record();
    // Awaited by the route; a failure is reported there and in the page's state.
    saved.catch(() => undefined);
    const shown = this.noteUiChanges();
    if (changed || shown) this.bump();
    return answer ? answer(result) : (result as unknown as R);
  }

  /** Collects new toasts and alerts; true if the add-on showed anything new. */
  private noteUiChanges(): boolean {
    const ui = this.workbook.ui;
    const menus = JSON.stringify(ui.menus);
    const changed =
      ui.dialogs.length !== this.uiSeen.dialogs ||
      ui.toasts.length !== this.uiSeen.toasts ||
      ui.alerts.length !== this.uiSeen.alerts ||
      menus !== this.uiSeen.menus;
    for (const t of ui.toasts.slice(this.uiSeen.toasts)) {
      this.toasts.push({ id: this.nextToastId++, title: t.title, message: t.message, seconds: t.timeoutSeconds });
    }
    // A prompt, or an alert with a choice, was asked in the page's prompt dialog; alerts that only inform the preview shows as toasts.
    for (const a of ui.alerts.slice(this.uiSeen.alerts)) {
      if (a.kind === 'alert' && a.buttons === 'OK')
        this.toasts.push({ id: this.nextToastId++, title: a.title, message: a.prompt, seconds: 10 });
    }
    this.toasts.splice(0, Math.max(0, this.toasts.length - KEPT_TOASTS));
    this.uiSeen = { dialogs: ui.dialogs.length, toasts: ui.toasts.length, alerts: ui.alerts.length, menus };
    return changed;
  }
}
