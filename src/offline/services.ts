/**
 * The Apps Script globals an add-on sees, built for one workbook: SpreadsheetApp, LockService,
 * Session, HtmlService, PropertiesService, ScriptApp (AuthMode, getService, triggers), MailApp, UrlFetchApp, Utilities, Charts (ChartType only) and console —
 * the services Kriegsrat calls, no more (a script calling another fails here, as it should in
 * review). Usable directly from tests or through loadAddon.
 */
import path from 'node:path';
import type vm from 'node:vm';
import { AuthMode, AuthorizationStatus } from './enums';
import { ConsentRequired, GrantedScopes, OfflineAuthorizationInfo } from './authorization';
import { OfflineCharts } from './chart';
import { OfflineHtmlService } from './htmlService';
import { OfflineLockService } from './lockService';
import { OfflineProperties, OfflinePropertiesService } from './propertiesService';
import { OfflineSession, SessionUser } from './session';
import { OfflineSpreadsheetApp } from './spreadsheetApp';
import { createConsole, LogRecorder, OfflineUtilities } from './utilities';
import type { OfflineSpreadsheet } from './offlineSpreadsheet';
import { devUrlOf } from './webAppBehaviour';
import { OfflineMailApp } from './mailApp';
import { Clock, scriptDate } from './scriptClock';
import { OfflineUrlFetchApp } from './urlFetchApp';
import { OfflineTrigger, OfflineTriggers } from './scriptTriggers';
import { OfflineSheetsApi, SheetsApiMode } from './sheetsApi';

/** Without it Session gives blank e-mail addresses (Google's granular consent lets a user leave it out). */
export const EMAIL_SCOPE = 'https://www.googleapis.com/auth/userinfo.email';

export interface EnvironmentOptions {
  /** Who runs the script (default: no e-mail, as for consumer accounts without permission). */
  user?: SessionUser;
  /** Where HtmlService finds `<name>.html`; default `dist/` under the working directory. */
  htmlDir?: string;
  /** Print console output to the test's console as well. */
  echoLogs?: boolean;
  /** Initial script properties. */
  scriptProperties?: Record<string, string>;
  /**
   * The scopes the user granted (Google's granular consent allows a subset); default: all the
   * script asks for. Without a spreadsheets scope Sheets calls throw, without script.container.ui
   * sidebars, dialogs, alerts and prompts — with Google's messages.
   */
  grantedScopes?: string[];
  /** The web app's /exec URL once deployed; null (default) before. */
  webAppUrl?: string | null;
  /**
   * What ScriptApp.getService().getUrl() answers outside a live web request: the /exec URL
   * (default) or the /dev URL, as reported for a script run from the editor or the sheet.
   */
  serviceUrl?: 'exec' | 'dev';
  /** MailApp's remaining daily quota (default: a consumer account's 100). */
  mailQuota?: number;
  /**
   * The Sheets advanced service (sheetsApi.ts): 'works' (default, as the manifest enables it),
   * 'absent' (no `Sheets` global), 'throws' (every call fails, as on a quota or server error) or
   * 'stale' (reads miss the previous execution's writes).
   */
  sheetsApi?: SheetsApiMode;
  /** What the script reads as now (scriptClock.ts); default: the host's clock. */
  clock?: Clock;
}

export interface AppsScriptGlobals {
  SpreadsheetApp: OfflineSpreadsheetApp;
  LockService: OfflineLockService;
  Session: OfflineSession;
  HtmlService: OfflineHtmlService;
  PropertiesService: OfflinePropertiesService;
  ScriptApp: {
    AuthMode: typeof AuthMode;
    AuthorizationStatus: typeof AuthorizationStatus;
    getAuthorizationInfo(authMode: unknown, oAuthScopes?: string[]): OfflineAuthorizationInfo;
    /** Returns when all are granted; else ends the run (ConsentRequired), Google showing its consent window. */
    requireScopes(authMode: unknown, oAuthScopes: string[]): void;
    getScriptId(): string;
    getOAuthToken(): string;
    /** The web app service: getUrl() is null until the project is deployed as a web app (Google's ScriptApp.getService). */
    getService(): { getUrl(): string | null; isEnabled(): boolean };
    newTrigger(handler: string): ReturnType<OfflineTriggers['newTrigger']>;
    getProjectTriggers(): OfflineTrigger[];
    deleteTrigger(trigger: OfflineTrigger): void;
  };
  MailApp: OfflineMailApp;
  UrlFetchApp: OfflineUrlFetchApp;
  Utilities: OfflineUtilities;
  Charts: typeof OfflineCharts;
  /** The advanced service; loadAddon leaves the global out while sheetsApiMode is 'absent'. */
  Sheets: OfflineSheetsApi;
  console: ReturnType<typeof createConsole>;
}

/** The globals plus the state tests look at (logs, properties, the current user). */
export class OfflineEnvironment {
  readonly globals: AppsScriptGlobals;
  readonly logs = new LogRecorder();
  readonly scriptProperties: OfflineProperties;
  private readonly userProperties = new Map<string, OfflineProperties>();
  private currentUser: SessionUser;
  readonly granted: GrantedScopes;
  /** The scopes each ScriptApp.requireScopes asked Google's consent window for. */
  readonly consentRequests: string[][] = [];
  /** The add-on's global scope once loaded, for HTML templates. */
  context?: vm.Context;
  /** The deployed web app's /exec URL; null: not deployed. */
  webAppUrl: string | null;
  /** What getService().getUrl() answers outside a live web request (EnvironmentOptions.serviceUrl). */
  serviceUrl: 'exec' | 'dev';
  /** The installable triggers (ScriptApp.newTrigger …). */
  readonly triggers: OfflineTriggers;
  /** What the Sheets advanced service does (EnvironmentOptions.sheetsApi); loadAddon's handle switches it. */
  sheetsApiMode: SheetsApiMode;
  /** The script's Date: the host's, reading the current time from EnvironmentOptions.clock when given. */
  readonly Date: DateConstructor;

  constructor(
    readonly workbook: OfflineSpreadsheet,
    options: EnvironmentOptions = {},
  ) {
    this.currentUser = { ...(options.user ?? {}) };
    const granted = (this.granted = new GrantedScopes(options.grantedScopes ?? null));
    this.logs.echo = options.echoLogs ?? false;
    this.scriptProperties = new OfflineProperties(options.scriptProperties);
    this.webAppUrl = options.webAppUrl ?? null;
    this.serviceUrl = options.serviceUrl ?? 'exec';
    this.sheetsApiMode = options.sheetsApi ?? 'works';
    const ScriptDate = (this.Date = scriptDate(options.clock));
    const userKey = () => this.currentUser.email ?? '';
    const triggers = (this.triggers = new OfflineTriggers(
      granted,
      () => this.currentUser.effectiveEmail ?? this.currentUser.email ?? '',
    ));
    this.globals = {
      SpreadsheetApp: new OfflineSpreadsheetApp(workbook, granted),
      LockService: new OfflineLockService(workbook.locks, userKey, () => this.globals.SpreadsheetApp.inWebApp),
      Session: new OfflineSession(
        () => (granted.has(EMAIL_SCOPE) ? this.currentUser : { ...this.currentUser, email: '', effectiveEmail: '' }),
        workbook.model.timeZone,
      ),
      HtmlService: new OfflineHtmlService({
        htmlDir: options.htmlDir ?? path.resolve('dist'),
        context: () => this.context,
      }),
      PropertiesService: new OfflinePropertiesService(workbook.documentProperties, this.scriptProperties, () => this.userStore()),
      ScriptApp: {
        AuthMode,
        AuthorizationStatus,
        getAuthorizationInfo: (_authMode, oAuthScopes) =>
          new OfflineAuthorizationInfo(granted, oAuthScopes === undefined ? undefined : [...oAuthScopes].map(String)),
        requireScopes: (_authMode, oAuthScopes) => {
          const missing = [...oAuthScopes].map(String).filter((scope) => !granted.has(scope));
          if (missing.length === 0) return;
          this.consentRequests.push(missing);
          throw new ConsentRequired(missing);
        },
        getScriptId: () => `offline-script-${workbook.model.id}`,
        getOAuthToken: () => '',
        getService: () => ({ getUrl: () => this.serviceUrlNow(), isEnabled: () => this.webAppUrl !== null }),
        newTrigger: (handler) => triggers.newTrigger(handler),
        getProjectTriggers: () => triggers.getProjectTriggers(),
        deleteTrigger: (trigger) => triggers.deleteTrigger(trigger),
      },
      MailApp: new OfflineMailApp(granted, options.mailQuota, () => new ScriptDate()),
      UrlFetchApp: new OfflineUrlFetchApp(granted),
      Utilities: new OfflineUtilities(),
      Charts: OfflineCharts,
      Sheets: new OfflineSheetsApi(workbook, () => this.sheetsApiMode),
      console: createConsole(this.logs),
    };
  }

  /** getService().getUrl(): /exec or /dev, inside a web request as its behaviour says. */
  private serviceUrlNow(): string | null {
    if (this.webAppUrl === null) return null;
    const app = this.globals.SpreadsheetApp;
    const mode = app.inWebApp ? app.webApp.serviceUrl : this.serviceUrl;
    return mode === 'dev' ? devUrlOf(this.webAppUrl) : this.webAppUrl;
  }

  get user(): SessionUser {
    return { ...this.currentUser };
  }

  /** Switches the user Session reports (and whose user properties/locks apply). */
  setUser(user: SessionUser): void {
    this.currentUser = { ...user };
  }

  /**
   * The store of the user the script runs as: "any script running under the identity of a user
   * can access User Properties for that user only" (Google, class UserProperties). That is the
   * effective user — in Sheets the person at the keyboard, in a web app executing as its
   * deployer the deployer, never the anonymous visitor; a co-editor has a store of their own.
   */
  private userStore(): OfflineProperties {
    const key = this.currentUser.effectiveEmail ?? this.currentUser.email ?? '';
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
