/**
 * The Apps Script globals an add-on sees, built for one workbook: SpreadsheetApp, LockService,
 * Session, HtmlService, PropertiesService, CacheService, ScriptApp (AuthMode only), Utilities,
 * Logger and console. Usable directly from tests or through loadAddon.
 */
import path from 'node:path';
import type vm from 'node:vm';
import { AuthMode } from './enums';
import { OfflineHtmlService } from './htmlService';
import { OfflineLockService } from './lockService';
import { OfflineProperties, OfflinePropertiesService } from './propertiesService';
import { OfflineSession, SessionUser } from './session';
import { OfflineSpreadsheetApp } from './spreadsheetApp';
import { createConsole, LogRecorder, OfflineLogger, OfflineUtilities } from './utilities';
import type { OfflineSpreadsheet } from './offlineSpreadsheet';

export interface EnvironmentOptions {
  /** Who runs the script (default: no e-mail, as for consumer accounts without permission). */
  user?: SessionUser;
  /** Where HtmlService finds `<name>.html`; default `dist/` under the working directory. */
  htmlDir?: string;
  /** Print Logger/console output to the test's console as well. */
  echoLogs?: boolean;
  /** Initial script properties. */
  scriptProperties?: Record<string, string>;
}

/** CacheService in memory; entries never expire here. */
class OfflineCache {
  private readonly store = new Map<string, string>();

  get(key: string): string | null {
    return this.store.get(key) ?? null;
  }

  getAll(keys: string[]): Record<string, string> {
    return Object.fromEntries(keys.filter((k) => this.store.has(k)).map((k) => [k, this.store.get(k)!]));
  }

  put(key: string, value: string, _expirationInSeconds?: number): void {
    this.store.set(key, String(value));
  }

  putAll(values: Record<string, string>, _expirationInSeconds?: number): void {
    for (const [k, v] of Object.entries(values)) this.store.set(k, String(v));
  }

  remove(key: string): void {
    this.store.delete(key);
  }

  removeAll(keys: string[]): void {
    for (const k of keys) this.store.delete(k);
  }
}

export interface AppsScriptGlobals {
  SpreadsheetApp: OfflineSpreadsheetApp;
  LockService: OfflineLockService;
  Session: OfflineSession;
  HtmlService: OfflineHtmlService;
  PropertiesService: OfflinePropertiesService;
  CacheService: { getDocumentCache(): OfflineCache; getScriptCache(): OfflineCache; getUserCache(): OfflineCache };
  ScriptApp: { AuthMode: typeof AuthMode; getScriptId(): string; getOAuthToken(): string };
  Utilities: OfflineUtilities;
  Logger: OfflineLogger;
  console: ReturnType<typeof createConsole>;
}

/** The globals plus the state tests look at (logs, properties, the current user). */
export class OfflineEnvironment {
  readonly globals: AppsScriptGlobals;
  readonly logs = new LogRecorder();
  readonly scriptProperties: OfflineProperties;
  private readonly userProperties = new Map<string, OfflineProperties>();
  private currentUser: SessionUser;
  /** The add-on's global scope once loaded, for HTML templates. */
  context?: vm.Context;

  constructor(
    readonly workbook: OfflineSpreadsheet,
    options: EnvironmentOptions = {},
  ) {
    this.currentUser = { ...(options.user ?? {}) };
    this.logs.echo = options.echoLogs ?? false;
    this.scriptProperties = new OfflineProperties(options.scriptProperties);
    const userKey = () => this.currentUser.email ?? '';
    const caches = { document: new OfflineCache(), script: new OfflineCache(), user: new Map<string, OfflineCache>() };
    const userCache = () => {
      const key = userKey();
      if (!caches.user.has(key)) caches.user.set(key, new OfflineCache());
      return caches.user.get(key)!;
    };
    this.globals = {
      SpreadsheetApp: new OfflineSpreadsheetApp(workbook),
      LockService: new OfflineLockService(workbook.locks, userKey),
      Session: new OfflineSession(() => this.currentUser, workbook.model.timeZone),
      HtmlService: new OfflineHtmlService({
        htmlDir: options.htmlDir ?? path.resolve('dist'),
        context: () => this.context,
      }),
      PropertiesService: new OfflinePropertiesService(workbook.documentProperties, this.scriptProperties, () => this.userStore()),
      CacheService: { getDocumentCache: () => caches.document, getScriptCache: () => caches.script, getUserCache: userCache },
      ScriptApp: { AuthMode, getScriptId: () => `offline-script-${workbook.model.id}`, getOAuthToken: () => '' },
      Utilities: new OfflineUtilities(),
      Logger: new OfflineLogger(this.logs),
      console: createConsole(this.logs),
    };
  }

  get user(): SessionUser {
    return { ...this.currentUser };
  }

  /** Switches the user Session reports (and whose user properties/locks apply). */
  setUser(user: SessionUser): void {
    this.currentUser = { ...user };
  }

  private userStore(): OfflineProperties {
    const key = this.currentUser.email ?? '';
    let store = this.userProperties.get(key);
    if (!store) {
      store = new OfflineProperties();
      this.userProperties.set(key, store);
    }
    return store;
  }
}

export function createAppsScriptEnvironment(workbook: OfflineSpreadsheet, options: EnvironmentOptions = {}): OfflineEnvironment {
  return new OfflineEnvironment(workbook, options);
}
