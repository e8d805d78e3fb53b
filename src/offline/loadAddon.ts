/**
 * Runs the add-on's classic script (dist/Code.js) against an offline workbook, the way Apps
 * Script does: in a fresh global scope holding only the Apps Script services (no require,
 * process or Buffer). Every top-level function whose JSDoc has `@customfunction` becomes a
 * formula function of the workbook; any top-level function can be run by name, as a menu item,
 * trigger or google.script.run would.
 *
 *   const addon = loadAddon(workbook, readFileSync('dist/Code.js', 'utf8'), { user: { email: 'orga@example.com' } });
 *   addon.onOpen();
 *   addon.clickMenuItem('Seitenleiste öffnen');
 *   workbook.ui.lastSidebar?.html.getContent();
 */
import vm from 'node:vm';
import { resultForClient } from './clientWire';
import { AppsScriptArgument } from './customFunctionPlugin';
import { SPREADSHEETS_SCOPES } from './authorization';
import { AuthMode } from './enums';
import { FormulaEngine } from './formulaEngine';
import { createAppsScriptEnvironment, EnvironmentOptions, OfflineEnvironment } from './services';
import { SessionUser } from './session';
import type { OfflineSpreadsheet } from './offlineSpreadsheet';
import type { OfflineRange } from './offlineRange';
import { editEventValue, typeInto, UserInput } from './userEdit';
import { ANOTHER_VISITOR, WebAppBehaviour } from './webAppBehaviour';
import type { SheetsApiMode } from './sheetsApi';
import type { NamedRangeBehaviour } from './namedRangeBehaviour';
import type { ListCaseBehaviour } from './listValidationCase';
import type { ChangeEvent, ChangeTriggers, ChangeType } from './changeTrigger';

export interface LoadAddonOptions extends EnvironmentOptions {
  /** File name in stack traces; default 'Code.js'. */
  filename?: string;
  /**
   * Which top-level functions formulas may call: those tagged `@customfunction` (default), or
   * all of them — Sheets itself accepts any top-level function; the tag only feeds autocomplete.
   */
  customFunctions?: 'jsdoc' | 'all';
  /**
   * The Apps Script project's name. createAddonMenu() in a bound script shows under it
   * (Erweiterungen → name); default 'Unbenanntes Projekt', Google's name for a new project.
   */
  scriptName?: string;
  /** What getRangeByName, setNamedRange, removeNamedRange and the Sheets API answer for broken or taken names (namedRangeBehaviour.ts); default REPORTED_NAMED_RANGES. */
  namedRanges?: NamedRangeBehaviour;
  /** Whether a strict dropdown takes another case, typed and written (listValidationCase.ts); default REPORTED_LIST_CASE. */
  listCase?: ListCaseBehaviour;
  /** The add-on's page key, when its pages send one (see PageKeyContract); runFromClient then sends it as they do. */
  pageKey?: PageKeyContract;
}

/**
 * An add-on whose pages carry a per-user key the server embeds, and send it as the last argument
 * of these functions (Kriegsrat: src/shared/pageKey.ts). runFromClient is such a page, opened
 * now by the current user: it sends that user's key, made on first need as opening a page makes
 * it (two random UUIDs without dashes, in the user's properties under `property`).
 */
export interface PageKeyContract {
  functions: readonly string[];
  property: string;
}

/** The doGet event as Google documents it for web apps (Web Apps guide, "Request parameters"). */
export interface WebAppEvent {
  queryString: string;
  /** The first value of each parameter. */
  parameter: Record<string, string>;
  /** Every value of each parameter. */
  parameters: Record<string, string[]>;
  contextPath: string;
  contentLength: number;
}

export function webAppEvent(queryString = ''): WebAppEvent {
  const parameter: Record<string, string> = {};
  const parameters: Record<string, string[]> = {};
  for (const [key, value] of new URLSearchParams(queryString)) {
    (parameters[key] ??= []).push(value);
    if (!(key in parameter)) parameter[key] = value;
  }
  return { queryString, parameter, parameters, contextPath: '', contentLength: -1 };
}

export interface OpenEvent {
  authMode: keyof typeof AuthMode;
  source?: OfflineSpreadsheet;
  user?: { getEmail(): string };
  triggerUid?: string;
}

/** The onEdit event as Sheets passes it to a simple trigger. */
export interface EditEvent {
  authMode: keyof typeof AuthMode;
  range: OfflineRange;
  source: OfflineSpreadsheet;
  user: { getEmail(): string };
  triggerUid: string;
  /** Only for a single cell typed, as a string (editEventValue); none for a paste or a cell emptied. */
  value?: string;
  /** Only for a single cell that held a value before, as a string. */
  oldValue?: string;
}

export interface AddonHandle {
  readonly workbook: OfflineSpreadsheet;
  readonly environment: OfflineEnvironment;
  /** The script's global scope. */
  readonly context: vm.Context;
  /** Every top-level function the script declares. */
  readonly functionNames: string[];
  /** The formula functions, as the script spells them. */
  readonly customFunctionNames: string[];
  /** Runs a top-level function by name, as a menu item or trigger does. */
  run(name: string, ...args: unknown[]): unknown;
  /**
   * Like google.script.run from the sidebar: arguments and result travel as JSON; a result with a
   * Date arrives as null. With a page key (LoadAddonOptions.pageKey) the current user's key goes
   * last, after the arguments the function declares, as the page's runner sends it.
   */
  runFromClient(name: string, ...args: unknown[]): unknown;
  /** The simple trigger; default event `{ authMode: 'NONE' }`, in which Sheets allows only menus (enforced). */
  onOpen(event?: Partial<OpenEvent>): unknown;
  onInstall(event?: Partial<OpenEvent>): unknown;
  /**
   * A user typing or pasting into the grid (userEdit.ts), then the script's onEdit simple
   * trigger, as Sheets runs it in a bound script (AuthMode.LIMITED). Input a strict validation
   * refuses throws InvalidInputError and fires nothing. An error of the trigger does not undo
   * the edit: it is returned.
   */
  edit(sheetName: string, row: number, column: number, input: UserInput[][]): { range: OfflineRange; triggerError: Error | null };
  /** Runs the function behind a recorded menu item. */
  clickMenuItem(caption: string, menuName?: string): unknown;
  /**
   * The installable change triggers (changeTrigger.ts): fired after a user deletes rows
   * (REMOVE_ROW) or a sheet (REMOVE_GRID) on the workbook outside a script run, or edits (EDIT, after onEdit).
   */
  readonly changeTriggers: ChangeTriggers;
  /**
   * The script as a web app deployed to execute as the deploying user, reachable without a
   * sign-in: the deployer is the effective user; the visitor, the container's active
   * spreadsheet and getService().getUrl() answer as `behaviour` says (webAppBehaviour.ts).
   */
  webApp: {
    /** What Google leaves open, for the following calls (default REPORTED_WEB_APP). */
    behaviour: WebAppBehaviour;
    /** GET of the web app's URL with this query string (without `?`): the event Google passes to doGet. */
    doGet(queryString?: string): unknown;
    /** google.script.run from the web app's page: JSON arguments in, the result as the page gets it. */
    run(name: string, ...args: unknown[]): unknown;
  };
  setUser(user: SessionUser): void;
  /** The Sheets advanced service for the following runs: 'works', 'absent' (no global), 'throws' or 'stale' (sheetsApi.ts). */
  sheetsApi: SheetsApiMode;
  /** What Google leaves open about broken and taken names, for the following calls (namedRangeBehaviour.ts). */
  namedRanges: NamedRangeBehaviour;
  /** What Google leaves open about a strict dropdown and case, for the following edits and writes (listValidationCase.ts). */
  listCase: ListCaseBehaviour;
}

const INJECTED = [
  'SpreadsheetApp',
  'LockService',
  'Session',
  'HtmlService',
  'PropertiesService',
  'ScriptApp',
  'MailApp',
  'UrlFetchApp',
  'Utilities',
  'Charts',
  'Sheets',
  'console',
] as const;

/** Top-level `function NAME(` declarations whose JSDoc says @customfunction. */
export function findCustomFunctions(source: string): string[] {
  const names: string[] = [];
  const re = /\/\*\*((?:[^*]|\*(?!\/))*)\*\/\s*function\s+([A-Za-z_$][\w$]*)\s*\(/g;
  for (let m = re.exec(source); m; m = re.exec(source)) {
    if (/@customfunction\b/.test(m[1])) names.push(m[2]);
  }
  return names;
}

/** An error from the script's realm as a host Error, keeping message and stack. */
function hostError(error: unknown): unknown {
  if (error instanceof Error || typeof error !== 'object' || error === null) return error;
  const e = error as { name?: unknown; message?: unknown; stack?: unknown };
  if (typeof e.message !== 'string') return error;
  const copy = new Error(e.message);
  if (typeof e.name === 'string') copy.name = e.name;
  if (typeof e.stack === 'string') copy.stack = e.stack;
  return copy;
}

export function loadAddon(workbook: OfflineSpreadsheet, code: string, options: LoadAddonOptions = {}): AddonHandle {
  const environment = createAppsScriptEnvironment(workbook, options);
  if (options.scriptName) workbook.ui.scriptName = options.scriptName;
  if (options.namedRanges) workbook.model.namedRanges.behaviour = { ...options.namedRanges };
  if (options.listCase) workbook.model.listCase = { ...options.listCase };
  // Date is the host's, so `instanceof Date` agrees between the script, the workbook and tests
  // (its current time the environment's clock when one is given: scriptClock.ts).
  // An ordinary global object where Node has one (≥ 20.18): a contextified global routes every
  // builtin lookup (Number, Infinity) through interceptors, ~50× slower than Apps Script.
  const plain = vm.constants?.DONT_CONTEXTIFY;
  const context = plain
    ? Object.assign(vm.createContext(plain) as Record<string, unknown>, environment.globals, { Date: environment.Date })
    : vm.createContext({ ...environment.globals, Date: environment.Date });
  environment.context = context;
  // An advanced service not enabled is no global at all (`typeof Sheets === 'undefined'`).
  const placeSheetsApi = () => {
    if (environment.sheetsApiMode === 'absent') delete (context as Record<string, unknown>).Sheets;
    else (context as Record<string, unknown>).Sheets = environment.globals.Sheets;
  };
  placeSheetsApi();
  vm.runInContext(code, context, { filename: options.filename ?? 'Code.js' });

  const globals = context as Record<string, unknown>;
  const functionNames = Object.keys(globals).filter(
    (name) => typeof globals[name] === 'function' && !(INJECTED as readonly string[]).includes(name) && name !== 'Date',
  );
  // Names ending in "_" are private in Apps Script: no menu, trigger or formula can call them.
  const callable = functionNames.filter((name) => !name.endsWith('_'));
  const custom = (
    options.customFunctions === 'all' ? callable : findCustomFunctions(code).filter((n) => callable.includes(n))
  ).filter((name) => !FormulaEngine.isBuiltinFunction(name));
  const byUpper = new Map(custom.map((name) => [name.toUpperCase(), name]));

  let authMode: keyof typeof AuthMode = 'FULL';
  let scriptRuns = 0;
  const previous = workbook.calls.beforeCall;
  workbook.calls.beforeCall = (method) => {
    previous?.(method);
    // Only this script's own calls: a test or another add-on on the same workbook is not the user.
    if (scriptRuns > 0 && !environment.granted.spreadsheets && method !== 'SpreadsheetApp.getUi') {
      throw new Error(`You do not have permission to call ${method}. Required permissions: ${SPREADSHEETS_SCOPES[1]}`);
    }
    if (authMode === 'NONE' && method !== 'SpreadsheetApp.getUi') {
      throw new Error(
        `You do not have permission to call ${method}. Required permissions: https://www.googleapis.com/auth/spreadsheets.currentonly`,
      );
    }
  };

  /** Calls a script function as Apps Script would in `mode`; its errors come out as Apps Script's. */
  const callAs = (mode: keyof typeof AuthMode, fn: unknown, args: unknown[]): unknown => {
    const saved = authMode;
    authMode = mode;
    // A new execution finds every earlier write applied (Apps Script flushes when one ends).
    if (scriptRuns === 0) {
      workbook.model.changes.markFlushed();
      // A custom function is no save: the stale API lags by the executions that write.
      if (mode !== 'CUSTOM_FUNCTION') environment.globals.Sheets.executionStarts();
    }
    scriptRuns++;
    try {
      return (fn as (...a: unknown[]) => unknown)(...args);
    } catch (error) {
      throw hostError(error);
    } finally {
      scriptRuns--;
      authMode = saved;
    }
  };

  workbook.model.customFunctionInvoker = (name: string, args: AppsScriptArgument[]) => {
    const fn = globals[byUpper.get(name.toUpperCase()) ?? ''];
    if (typeof fn !== 'function') throw new Error(`Unknown function: '${name}'.`);
    return callAs('CUSTOM_FUNCTION', fn, args);
  };
  workbook.model.engine.setCustomFunctions([...byUpper.keys()]);

  const run = (name: string, mode: keyof typeof AuthMode, args: unknown[]): unknown => {
    const fn = globals[name];
    if (typeof fn !== 'function' || name.endsWith('_') || (INJECTED as readonly string[]).includes(name)) {
      throw new Error(`Script function not found: ${name}`);
    }
    return callAs(mode, fn, args);
  };

  const trigger = (name: string, event: Partial<OpenEvent> = {}) => {
    if (typeof globals[name] !== 'function') return undefined;
    const mode = event.authMode ?? 'NONE';
    const e: OpenEvent = { authMode: mode, triggerUid: 'offline', ...event };
    if (mode !== 'NONE' && !e.source) e.source = workbook;
    return run(name, mode, [e]);
  };

  /** The current user's page key, made on first need (PageKeyContract). */
  const ownPageKey = (contract: PageKeyContract): string => {
    const store = environment.globals.PropertiesService.getUserProperties();
    const own = store.getProperty(contract.property);
    if (own) return own;
    const { Utilities } = environment.globals;
    const made = (Utilities.getUuid() + Utilities.getUuid()).replace(/-/g, '');
    store.setProperty(contract.property, made);
    return made;
  };

  /** Runs `action` as the web app's execution: the deployer's authority, the visitor as `behaviour` says. */
  const asWebApp = <T>(action: () => T): T => {
    const user = environment.user;
    const app = environment.globals.SpreadsheetApp;
    const deployer = user.effectiveEmail ?? user.email ?? '';
    const visitor = { blank: '', another: ANOTHER_VISITOR, deployer }[app.webApp.activeUser];
    environment.setUser({ ...user, email: visitor, effectiveEmail: deployer });
    app.inWebApp = true;
    try {
      return action();
    } finally {
      app.inWebApp = false;
      environment.setUser(user);
    }
  };

  /** The simple trigger onEdit after a user's edit, as Sheets runs it (AuthMode.LIMITED). */
  const runOnEdit = (
    range: OfflineRange,
    value: string | undefined,
    oldValue: string | undefined,
  ): { range: OfflineRange; triggerError: Error | null } => {
    if (typeof globals.onEdit !== 'function') return { range, triggerError: null };
    const event: EditEvent = {
      authMode: 'LIMITED',
      range,
      source: workbook,
      user: environment.globals.Session.getActiveUser(),
      triggerUid: 'offline',
    };
    if (value !== undefined) event.value = value;
    if (oldValue !== undefined) event.oldValue = oldValue;
    try {
      run('onEdit', 'LIMITED', [event]);
      return { range, triggerError: null };
    } catch (error) {
      return { range, triggerError: error as Error };
    }
  };

  /** handle.run: with an installable trigger's event, as Google runs that trigger. */
  function runAsCaller(name: string, ...args: unknown[]): unknown {
    const uid = (args[0] as { triggerUid?: unknown } | null | undefined)?.triggerUid;
    const app = environment.globals.SpreadsheetApp;
    // Google runs it as the account that created it.
    const installed = environment.triggers.list.find((t) => t.getUniqueId() === uid);
    // A clock trigger's event: getActiveSpreadsheet answers as timeTriggerActiveSpreadsheet says.
    const clock = installed?.getEventType() === 'CLOCK';
    const saved = app.inTimeTrigger;
    const user = environment.user;
    app.inTimeTrigger = saved || clock;
    if (installed && installed.owner !== (user.effectiveEmail ?? user.email ?? ''))
      environment.setUser({ email: installed.owner, effectiveEmail: installed.owner });
    try {
      return run(name, 'FULL', args);
    } finally {
      app.inTimeTrigger = saved;
      environment.setUser(user);
    }
  }

  const changeTriggers: ChangeTriggers = {
    timing: 'afterChange',
    held: [],
    errors: [],
    fireHeld() {
      return changeTriggers.held.splice(0).map(({ handler, event }) => fireOne(handler, event));
    },
  };
  /** One change trigger's run, a separate execution; what it throws is logged, not the user's. */
  const fireOne = (handler: string, event: ChangeEvent): unknown => {
    try {
      return runAsCaller(handler, event);
    } catch (error) {
      changeTriggers.errors.push(error as Error);
      return undefined;
    }
  };
  /** A user's change: each change trigger on this spreadsheet runs now or is held (changeTrigger.ts). */
  const userChanged = (changeType: ChangeType): void => {
    if (scriptRuns > 0) return;
    const email = environment.user.email ?? '';
    for (const trigger of environment.triggers.changeTriggers(workbook.getId())) {
      const event: ChangeEvent = {
        authMode: 'FULL',
        changeType,
        source: workbook,
        triggerUid: trigger.getUniqueId(),
        user: { getEmail: () => email },
      };
      if (changeTriggers.timing === 'held') changeTriggers.held.push({ handler: trigger.getHandlerFunction(), event });
      else fireOne(trigger.getHandlerFunction(), event);
    }
  };
  workbook.model.structureChanged = userChanged;

  return {
    workbook,
    environment,
    context,
    changeTriggers,
    functionNames,
    customFunctionNames: [...byUpper.values()],
    run: runAsCaller,
    runFromClient: (name, ...args) => {
      const wire = (value: unknown) => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));
      const contract = options.pageKey;
      const fn = globals[name];
      if (contract?.functions.includes(name) && typeof fn === 'function') {
        const declared = Math.max(fn.length - 1, 0);
        args = [...args.slice(0, declared), ...Array<undefined>(Math.max(declared - args.length, 0)).fill(undefined)];
        args.push(ownPageKey(contract));
      }
      return resultForClient(run(name, 'FULL', args.map(wire)));
    },
    onOpen: (event) => trigger('onOpen', event),
    onInstall: (event) => trigger('onInstall', { authMode: 'FULL', ...event }),
    edit: (sheetName, row, column, input) => {
      // The edit and what Sheets tells the trigger about it are no calls of the script: counted
      // once, as the user's edit, so a test counts only the trigger's own calls beside it.
      const { range, value, oldValue } = workbook.calls.track('User.edit', () => {
        // Google gives value and oldValue for one cell typed, not for a paste — of several cells,
        // or of one (a value that is no string: from a sheet).
        const single = input.length === 1 && input[0].length === 1 && typeof input[0][0] === 'string';
        const sheet = workbook.getSheetByName(sheetName);
        const inside = !!sheet && row <= sheet.getMaxRows() && column <= sheet.getMaxColumns();
        const before = single && inside ? sheet!.getRange(row, column).getValue() : '';
        const written = typeInto(workbook, sheetName, row, column, input);
        if (!single) return { range: written, value: undefined, oldValue: undefined };
        const timeZone = workbook.getSpreadsheetTimeZone();
        return {
          range: written,
          value: editEventValue(written.getValue(), timeZone),
          oldValue: editEventValue(before, timeZone),
        };
      });
      // Google runs the change triggers too (changeType EDIT), as their own executions after onEdit.
      const edited = runOnEdit(range, value, oldValue);
      userChanged('EDIT');
      return edited;
    },
    clickMenuItem: (caption, menuName) => run(workbook.ui.findMenuItem(caption, menuName), 'FULL', []),
    webApp: {
      get behaviour() {
        return environment.globals.SpreadsheetApp.webApp;
      },
      set behaviour(value: WebAppBehaviour) {
        environment.globals.SpreadsheetApp.webApp = { ...value };
      },
      doGet: (queryString = '') => asWebApp(() => run('doGet', 'FULL', [webAppEvent(queryString)])),
      run: (name, ...args) =>
        asWebApp(() => {
          const wire = (value: unknown) => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));
          return resultForClient(run(name, 'FULL', args.map(wire)));
        }),
    },
    setUser: (user) => environment.setUser(user),
    get sheetsApi() {
      return environment.sheetsApiMode;
    },
    set sheetsApi(mode: SheetsApiMode) {
      environment.sheetsApiMode = mode;
      placeSheetsApi();
    },
    get namedRanges() {
      return workbook.model.namedRanges.behaviour;
    },
    set namedRanges(behaviour: NamedRangeBehaviour) {
      workbook.model.namedRanges.behaviour = { ...behaviour };
    },
    get listCase() {
      return workbook.model.listCase;
    },
    set listCase(behaviour: ListCaseBehaviour) {
      workbook.model.listCase = { ...behaviour };
    },
  };
}
