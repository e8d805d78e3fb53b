/**
 * google.script.run reaches every top-level function of the bundle — also from the player
 * portal's pages, where the web app runs with the organiser's authority (issue 19, issue 22).
 * Each server function declares who calls it (ServerFunctionSpec.audience); what each audience
 * admits is a rule (rules/access/audience.ts). This guard reads the signals the rule asks for and
 * lets a call through only when its caller is there, and fails closed: a signal that cannot be read,
 * or any exception while reading it, refuses — in German, before the function ran, so nothing
 * is written and nothing of the campaign is returned.
 *
 * Organiser's functions: `SpreadsheetApp.getUi()` succeeds and the active user's e-mail is
 * non-blank and equal to the effective user's (rules/access/callerSignals.ts). The endpoints of
 * the organiser's pages (audience 'organiserPage') also need the page's key, the caller's own
 * (rules/access/pageKey.ts, src/server/pageKey.ts): one user-properties read, no Sheets call. Whether
 * `getActiveSpreadsheet()` answers in a web app is left open by Google ("not available",
 * https://developers.google.com/apps-script/guides/bound#special_methods) and users observe it
 * returning the container, so it is no signal here.
 */
import { CallerFailure, CallerSignals } from '../rules/access/callerSignals';
import { RuleError } from '../rules/ruleError';
import { MENU_ITEMS } from './menu';
import { missingPermissions } from './permissions';
import { readOwnPageKey } from './pageKey';
import type { ServerFunctionSpec } from './serverFunctionSpec';
import { CallSignals, Refusal, refusalFor } from '../rules/access/audience';

export const SHEETS_ONLY_MESSAGE =
  'Das geht nur in der Kampagnentabelle selbst, über das Kriegsrat-Menü – nicht über das Spielerportal.';
export const NO_EMAIL_MESSAGE =
  'Kriegsrat kann nicht feststellen, wer die Tabelle bedient: Google nennt keine E-Mail-Adresse. Bitte beim nächsten ' +
  'Menüeintrag im Fenster von Google die Berechtigung „E-Mail-Adresse ansehen“ erteilen. Wer in mehreren Google-Konten ' +
  'zugleich angemeldet ist, öffnet die Tabelle am besten in einem privaten Fenster nur mit dem Konto, mit dem er Kriegsrat ' +
  'zugestimmt hat. Nichts wurde geändert.';
export const OTHER_USER_MESSAGE =
  'Kriegsrat läuft hier nicht für die Person, die die Tabelle bedient (anderes Google-Konto). Bitte die Tabelle in einem ' +
  'privaten Fenster nur mit dem eigenen Konto öffnen und den Menüeintrag erneut wählen. Nichts wurde geändert.';
export const NOT_AN_EVENT_MESSAGE = 'Das startet Google Sheets selbst, nicht ein Aufruf von außen. Nichts wurde geändert.';
/** A page without its user's key: opened before the key existed, after the user's data was cleared, or not from the menu. */
export const STALE_PAGE_MESSAGE =
  'Diese Seite ist nicht mehr gültig. Bitte die Seitenleiste (oder das Fenster) schließen und über das Kriegsrat-Menü ' +
  'neu öffnen. Nichts wurde geändert.';

/** Every message this guard refuses with (tests check a refusal is one of them). */
export const GUARD_MESSAGES = [
  SHEETS_ONLY_MESSAGE,
  NO_EMAIL_MESSAGE,
  OTHER_USER_MESSAGE,
  NOT_AN_EVENT_MESSAGE,
  STALE_PAGE_MESSAGE,
] as const;

/** Reads one signal; a throw is a failed signal. */
function attempt<T>(read: () => T, failed: T): T {
  try {
    return read();
  } catch {
    return failed;
  }
}

/** The two documented signals of "a person in the spreadsheet's own UI", each read on its own. */
export function readCallerSignals(): CallerSignals {
  return {
    ui: attempt(() => !!SpreadsheetApp.getUi(), false),
    activeEmail: attempt(() => String(Session.getActiveUser().getEmail() ?? ''), null),
    effectiveEmail: attempt(() => String(Session.getEffectiveUser().getEmail() ?? ''), null),
  };
}

/** The German refusal for these failures: outside the UI always SHEETS_ONLY. */
function refusalMessage(failures: CallerFailure[]): string {
  if (failures.includes('noUi')) return SHEETS_ONLY_MESSAGE;
  if (failures.includes('otherUser')) return OTHER_USER_MESSAGE;
  // In the UI without an address: usually the e-mail permission was not granted (granular consent).
  return attempt(() => missingPermissions()?.message, undefined) ?? NO_EMAIL_MESSAGE;
}

/**
 * A refused menu entry tells the person in front of the sheet in an alert titled like the entry
 * (or a toast, when only that permission is granted); anything else throws the refusal.
 */
function refuse(name: string, failures: CallerFailure[]): undefined {
  const message = refusalMessage(failures);
  const caption = MENU_ITEMS.find((item) => item.functionName === name)?.caption;
  if (caption && !failures.includes('noUi')) {
    const missing = attempt(() => missingPermissions(), null);
    const shown = attempt(() => {
      if (!missing || missing.canAlert) {
        const ui = SpreadsheetApp.getUi();
        ui.alert(caption, message, ui.ButtonSet.OK);
      } else if (missing.canToast) SpreadsheetApp.getActiveSpreadsheet().toast(message, caption, 30);
      else return false;
      return true;
    }, false);
    if (shown) return undefined;
  }
  throw new RuleError(message);
}

/**
 * An installable trigger's event for `handler`: its triggerUid is one of this project's triggers,
 * and that trigger runs `handler` — the id of the hourly check opens no other function.
 */
function isProjectTriggerEvent(event: unknown, handler: string): boolean {
  const uid = (event as { triggerUid?: unknown } | null | undefined)?.triggerUid;
  if (typeof uid !== 'string' || uid === '') return false;
  return attempt(
    () =>
      ScriptApp.getProjectTriggers().some((trigger) => trigger.getUniqueId() === uid && trigger.getHandlerFunction() === handler),
    false,
  );
}

/**
 * The signals as the rule asks for them (rules/access/audience.ts): each read only when asked, a
 * throw failed. `sentKey`: what the call sent as its page key (its last declared argument).
 */
function signalsOf(name: string, event: unknown, sentKey: unknown): CallSignals {
  return {
    ui: () => attempt(() => !!SpreadsheetApp.getUi(), false),
    person: readCallerSignals,
    projectTriggerEvent: () => isProjectTriggerEvent(event, name),
    pageKey: () => ({ sent: sentKey, own: attempt(readOwnPageKey, null) }),
  };
}

/**
 * The function Apps Script calls for `spec`: run only when its declared caller is there. An
 * organiser's page sends its key as the last declared argument (PAGE_KEY_PARAM); the function
 * itself gets the arguments before it, never the key.
 */
export function guardedRun(spec: ServerFunctionSpec): ServerFunctionSpec['run'] {
  const run = spec.run as (...args: unknown[]) => unknown;
  if (spec.audience === 'players') return spec.run;
  const keyAt = spec.audience === 'organiserPage' ? spec.params.length - 1 : -1;
  return ((...args: unknown[]) => {
    const sentKey = keyAt >= 0 ? args[keyAt] : undefined;
    const refused = attempt(() => refusalFor(spec.audience, args[0], signalsOf(spec.name, args[0], sentKey)), [
      'noUi',
    ] as Refusal);
    if (refused === 'event') throw new RuleError(NOT_AN_EVENT_MESSAGE);
    if (refused === 'pageKey') throw new RuleError(STALE_PAGE_MESSAGE);
    if (refused) return refuse(spec.name, refused);
    return keyAt >= 0 ? run(...args.slice(0, keyAt)) : run(...args);
  }) as ServerFunctionSpec['run'];
}
