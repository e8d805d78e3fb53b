/**
 * `npm start` without the command line: opens (or creates) the campaign file, loads the built
 * add-on into it as Google Sheets would on opening (onOpen, then the battle sidebar), and
 * serves the page. Used by cli/start.ts and by the tests.
 */
import { PAGE_KEY_CONTRACT } from '../shared/pageKey';
import { Clock, loadAddon, SessionUser } from '../offline';
import { SCRIPT_PROJECT_NAME } from '../sheets/menuPath';
import { createDemoWorkbook } from './demoWorkbook';
import { startHttpServer } from './http/server';
import { projectPaths, ProjectPaths, readCodeJs } from './paths';
import { PreviewSession } from './previewSession';
import { DEMO_ORGANISER } from './demoWorkbook';
import { FileLock } from './fileLock';
import { WEB_APP_PATH } from './http/webAppPage';
import { previewPlayerLinks } from './playerLinks';
import { OUTBOX_PATH } from './http/outboxPage';
import { readNotifySettings } from '../rules/notify/notifySettings';
import { SETTINGS_SPEC } from '../rules/campaign';
import { readWorkbookFile, removeLeftoverTempFiles, saveErrorMessage, WorkbookFileError, WorkbookStore } from './workbookFile';

/**
 * Who runs the preview: the organiser. Kriegsrat asks for the userinfo.email scope, and its
 * guard runs an organiser's function only for a user with an address (sheetsOnly.ts).
 */
export const PREVIEW_USER: SessionUser = DEMO_ORGANISER;

export interface PreviewOptions {
  /** Absolute path of the campaign file. */
  file: string;
  /** 0: any free port. */
  port: number;
  paths?: ProjectPaths;
  user?: SessionUser;
  /** What the add-on reads as now; default the real clock (`npm start` never sets it: tests do, for pictures that stay the same). */
  clock?: Clock;
}

export interface PreviewHandle {
  url: string;
  port: number;
  session: PreviewSession;
  /** True when the file did not exist and the demo campaign was written to it. */
  created: boolean;
  /** The players' portal links ("Name: URL" per line), created at the start. */
  playerLinks: string;
  /** Where notifications go in the preview, in German (issue 25 §9): the Postausgang page and the chat. */
  notifications: string;
  /** Stops the server and waits until the last change is on disk. */
  close(): Promise<void>;
}

export async function startPreview(options: PreviewOptions): Promise<PreviewHandle> {
  const paths = options.paths ?? projectPaths();
  const code = readCodeJs(paths);
  const addonOptions = {
    user: options.user ?? PREVIEW_USER,
    htmlDir: paths.dist,
    scriptName: SCRIPT_PROJECT_NAME,
    clock: options.clock,
    pageKey: PAGE_KEY_CONTRACT,
  };
  // One writer per file: before anything is read or cleaned up.
  const lock = FileLock.acquire(options.file);
  try {
    removeLeftoverTempFiles(options.file);
    // Read before anything else: a damaged file stops the start and is never written.
    const stored = readWorkbookFile(options.file);
    const { workbook, addon } = stored
      ? { workbook: stored.workbook, addon: loadAddon(stored.workbook, code, addonOptions) }
      : createDemoWorkbook(code, addonOptions);
    const store = new WorkbookStore(options.file, workbook, { seq: stored?.seq ?? 0 });
    // What Sheets does on opening: the simple trigger builds the menu; the sidebar is opened for
    // the user through the add-on's own function, as the menu item would.
    addon.onOpen();
    addon.run('showBattleSidebar');
    const session = new PreviewSession(workbook, addon, store);
    // The replayed journal folded into the file (and a torn last line dropped with it).
    await store.saveWhole().catch((error: Error) => {
      throw new WorkbookFileError(`Die Kampagnendatei ${options.file} lässt sich nicht speichern: ${saveErrorMessage(error)}.`);
    });
    const http = await startHttpServer(session, paths.previewBuild, options.port);
    lock.setPort(http.port);
    // The web app is "deployed" at /exec of this server (ScriptApp.getService().getUrl()).
    addon.environment.webAppUrl = `${http.url}${WEB_APP_PATH.slice(1)}`;
    const playerLinks = previewPlayerLinks(session);
    const settings = workbook.getSheetByName(SETTINGS_SPEC.sheet)?.getSheetValues(1, 1, -1, -1) ?? null;
    const webhook = readNotifySettings(settings).chatWebhook;
    const notifications =
      `E-Mails gehen nicht hinaus; sie stehen im Postausgang: ${http.url}${OUTBOX_PATH.slice(1)}\n` +
      (webhook
        ? `Chat: die öffentlichen Zeilen gehen wirklich an den Chat-Webhook ${webhook}`
        : 'Chat: kein „Chat-Webhook“ in Einstellungen – es wird nichts gepostet.');
    return {
      url: http.url,
      port: http.port,
      session,
      created: !stored,
      playerLinks,
      notifications,
      close: async () => {
        await http.close();
        try {
          await store.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
