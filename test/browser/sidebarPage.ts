// Opens the built sidebar in headless Chromium with google.script.run bridged to a server scope
// (the real Code.js in a vm context, or a plain object). test/globalSetup.ts builds dist/ first.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Browser, Page } from 'playwright-core';
import { dispatchScriptRun, SCRIPT_RUN_BINDING, scriptRunShim, ShimOptions } from '../../src/preview/scriptRunBridge';
import { SIDEBAR_HTML } from '../support';
import { PAGE_KEY_PROPERTY } from '../../src/shared/pageKey';
import { withPageKey } from '../../src/server/pageKey';

/** The globals of a loaded Code.js the page key needs (a plain object scope has none). */
interface ScriptScope {
  PropertiesService: GoogleAppsScript.Properties.PropertiesService;
  Utilities: GoogleAppsScript.Utilities.Utilities;
}

/**
 * The built page as the server shows it to the organiser (src/server/pageKey.ts): with the
 * current user's key, made on first need as opening a page makes it — when the calls reach a
 * loaded Code.js. A plain object scope checks no key: the page goes as built.
 */
function pageAsShown(scope: object, file: string): string {
  if (!('PropertiesService' in scope) || !('Utilities' in scope)) return file;
  const { PropertiesService, Utilities } = scope as ScriptScope;
  const store = PropertiesService.getUserProperties();
  let key = store.getProperty(PAGE_KEY_PROPERTY);
  if (!key) {
    key = (Utilities.getUuid() + Utilities.getUuid()).replace(/-/g, '');
    store.setProperty(PAGE_KEY_PROPERTY, key);
  }
  const shown = path.join(mkdtempSync(path.join(os.tmpdir(), 'seite-')), path.basename(file));
  writeFileSync(shown, withPageKey(readFileSync(file, 'utf8'), key));
  return shown;
}

export interface SidebarPage {
  page: Page;
  /** Messages of every alert/confirm/prompt the page opened (each is dismissed). */
  dialogs: string[];
  /** Uncaught errors in the page. */
  pageErrors: string[];
  /** Server calls as the page made them: function name and arguments. */
  calls: Array<{ name: string; args: unknown[] }>;
  /** Holds the next server answers back until `release()`, to look at the busy state. */
  hold(): { release(): void };
}

/** A 300 px wide page (the sidebar's width) in German, with the bridge to `scope`; `file`: another built sidebar. */
export async function openSidebar(
  browser: Browser,
  scope: object,
  file = SIDEBAR_HTML,
  shim: ShimOptions = {},
): Promise<SidebarPage> {
  const context = await browser.newContext({
    viewport: { width: 300, height: 1100 },
    deviceScaleFactor: 1,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  });
  const page = await context.newPage();
  const dialogs: string[] = [];
  const pageErrors: string[] = [];
  const calls: SidebarPage['calls'] = [];
  let gate: Promise<void> | undefined;
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.exposeFunction(SCRIPT_RUN_BINDING, async (name: string, argsJson: string) => {
    calls.push({ name, args: JSON.parse(argsJson) });
    if (gate) await gate;
    return dispatchScriptRun(scope, name, argsJson);
  });
  await page.addInitScript(scriptRunShim(SCRIPT_RUN_BINDING, shim));
  await page.goto(pathToFileURL(pageAsShown(scope, file)).href);
  return {
    page,
    dialogs,
    pageErrors,
    calls,
    hold() {
      let release = () => {};
      gate = new Promise<void>((resolve) => {
        release = () => {
          gate = undefined;
          resolve();
        };
      });
      return { release };
    },
  };
}
