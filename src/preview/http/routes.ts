/**
 * The preview's HTTP routes:
 *   GET  /                    the page (grid, tabs, menus, sidebar frame)
 *   GET  /seite.js, /seite.css its script and styles (built by `node build.mjs --preview`)
 *   GET  /dialog/<id>?k=<key>  a sidebar/dialog the add-on showed and the page shows, with
 *                             google.script.run bridged; only as the page's frame, with its key
 *   GET  /exec?t=…            the add-on's web app (the player portal) through its doGet
 *   GET  /postausgang         the e-mails the add-on would have sent (outboxPage.ts)
 *   POST /api/webapp/run      google.script.run from the web app's page, in the web app's context
 *   GET  /api/state           everything the page draws (PageState)
 *   GET  /api/version         {version}, for the page's poll
 *   GET  /api/map             the map view's data (PageMap), computed from the input sheets
 *   POST /api/run             google.script.run: {name, args: "[…]"} → ScriptRunReply
 *   POST /api/edit            a typed cell: EditRequest → ActionReply
 *   POST /api/menu            a menu item: {menu, caption} → ActionReply
 *   POST /api/dialog/close    {id} → ActionReply
 *   POST /api/prompt          the answer to a script's Ui.prompt: PromptAnswer → ActionReply
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { mapState } from '../mapState';
import { PreviewSession } from '../previewSession';
import { saveErrorMessage } from '../workbookFile';
import { dialogPage } from './dialogPage';
import { OUTBOX_PATH, outboxPage } from './outboxPage';
import { WEB_APP_PATH, WEB_APP_RUN_PATH, webAppDocument } from './webAppPage';
import { checkHost, checkOwnFrame, checkSameOrigin, HttpError, readJsonBody } from './requestGuard';

export interface RouteContext {
  session: PreviewSession;
  /** Directory with seite.html, seite.js, seite.css. */
  assets: string;
  port: () => number;
}

const ASSETS: Record<string, { file: string; type: string }> = {
  '/': { file: 'seite.html', type: 'text/html; charset=utf-8' },
  '/seite.js': { file: 'seite.js', type: 'text/javascript; charset=utf-8' },
  '/seite.css': { file: 'seite.css', type: 'text/css; charset=utf-8' },
};

function send(res: ServerResponse, status: number, type: string, body: string | Buffer): void {
  res.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'SAMEORIGIN',
    'Referrer-Policy': 'no-referrer',
  });
  res.end(body);
}

function sendJson(res: ServerResponse, value: unknown, status = 200): void {
  send(res, status, 'application/json; charset=utf-8', typeof value === 'string' ? value : JSON.stringify(value));
}

async function asset(res: ServerResponse, ctx: RouteContext, name: string): Promise<void> {
  const { file, type } = ASSETS[name];
  let body: Buffer;
  try {
    body = await readFile(path.join(ctx.assets, file));
  } catch {
    throw new HttpError(500, `${file} fehlt in ${ctx.assets} – bitte „node build.mjs --preview“ ausführen.`);
  }
  send(res, 200, type, body);
}

const RUN_REQUEST_EXPECTED = 'Erwartet wird {name, args} mit args als JSON-Text.';

/** {name, args} of google.script.run: a JSON object (not a list, not null) with two texts. */
function isRunRequest(body: unknown): body is { name: string; args: string } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const { name, args } = body as Record<string, unknown>;
  return typeof name === 'string' && typeof args === 'string';
}

function action(pathname: string, body: Record<string, unknown> | null, session: PreviewSession): unknown {
  switch (pathname) {
    case '/api/run':
      if (!isRunRequest(body)) throw new HttpError(400, RUN_REQUEST_EXPECTED);
      return session.runScript(body.name, body.args);
    case WEB_APP_RUN_PATH:
      if (!isRunRequest(body)) throw new HttpError(400, RUN_REQUEST_EXPECTED);
      return session.runWebApp(body.name, body.args);
    case '/api/edit':
      return session.edit(body);
    case '/api/menu':
      if (!body || typeof body.menu !== 'string' || typeof body.caption !== 'string') {
        throw new HttpError(400, 'Erwartet wird {menu, caption}.');
      }
      return session.clickMenu(body.menu, body.caption);
    case '/api/dialog/close':
      return session.closeDialog(body?.id);
    case '/api/prompt':
      return session.answerPrompt(body);
    default:
      throw new HttpError(404, 'Nicht gefunden.');
  }
}

async function post(req: IncomingMessage, res: ServerResponse, ctx: RouteContext, pathname: string): Promise<void> {
  checkSameOrigin(req);
  const body = (await readJsonBody(req)) as Record<string, unknown> | null;
  const reply = action(pathname, body, ctx.session);
  // Nothing is answered as done before it is on disk.
  try {
    await ctx.session.store.durable();
  } catch (error) {
    throw new HttpError(500, `Nicht gespeichert: ${saveErrorMessage(error as Error)}. Die Änderung ist nur im Arbeitsspeicher.`);
  }
  sendJson(res, reply);
}

export async function route(req: IncomingMessage, res: ServerResponse, ctx: RouteContext): Promise<void> {
  try {
    checkHost(req, ctx.port());
    const { pathname, search } = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'POST') return await post(req, res, ctx, pathname);
    if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, 'Methode nicht erlaubt.');
    if (pathname in ASSETS) return await asset(res, ctx, pathname);
    if (pathname === '/api/state') return sendJson(res, ctx.session.state());
    if (pathname === '/api/version') return sendJson(res, { version: ctx.session.version });
    if (pathname === '/api/map') return sendJson(res, mapState(ctx.session.workbook));
    if (pathname === OUTBOX_PATH)
      return send(res, 200, 'text/html; charset=utf-8', outboxPage(ctx.session.addon.environment.globals.MailApp.sent));
    if (pathname === WEB_APP_PATH) {
      const page = ctx.session.webAppPage(search.replace(/^\?/, ''));
      // Served like the sidebars, never cached (a renewed link must not show an old page).
      return send(res, 200, 'text/html; charset=utf-8', webAppDocument(page));
    }
    const dialog = /^\/dialog\/(\d+)$/.exec(pathname);
    if (dialog) {
      checkOwnFrame(req);
      const html = ctx.session.dialogHtml(Number(dialog[1]), new URLSearchParams(search).get('k') ?? '');
      if (html === null) throw new HttpError(404, 'Diesen Dialog gibt es nicht.');
      return send(res, 200, 'text/html; charset=utf-8', dialogPage(html, Number(dialog[1])));
    }
    if (pathname === '/favicon.ico') return send(res, 204, 'text/plain', '');
    throw new HttpError(404, 'Nicht gefunden.');
  } catch (error) {
    const status = error instanceof HttpError ? error.status : 500;
    const message = error instanceof HttpError ? error.message : `Interner Fehler: ${(error as Error).message}`;
    if (status === 500) process.stderr.write(`${message}\n`);
    if (!res.headersSent) sendJson(res, { ok: false, message }, status);
    else res.end();
  }
}
