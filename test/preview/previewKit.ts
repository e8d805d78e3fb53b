// Shared by the preview tests: a private build of the preview bundle, temp directories, HTTP
// calls to a running preview and a battle the demo campaign accepts.
import { PAGE_KEY_ELEMENT_ID, takesPageKey } from '../../src/shared/pageKey';
import { resolveBattle } from '../../src/rules';
import { evaluateMap } from '../../src/sidebar/retreatChoice';
import { stateBeforeBattle } from '../../src/sidebar/battleForm';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BattlePayload, BattleFormData } from '../../src/shared/battleContract';
import type { PageSheet, PageState } from '../../src/preview/pageState';
import { projectPaths, ProjectPaths } from '../../src/preview/paths';
import { PreviewHandle, startPreview } from '../../src/preview/preview';
import type { Browser, Page } from 'playwright-core';
import type { Clock } from '../../src/offline';
import { PREVIEW_BUILD, ROOT } from '../support';

export { ROOT };

/**
 * The project paths with the preview build pointing at the bundles test/globalSetup.ts built
 * once for the run (start.js, export.js, the page). Tests only read them.
 */
export function builtPreview(): ProjectPaths {
  return { ...projectPaths(ROOT), previewBuild: PREVIEW_BUILD };
}

export function tempDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'kriegsrat-vorschau-'));
}

/** A preview of the demo campaign in a new temp directory, its page open in `browser` with the grid drawn. */
export interface OpenPreview {
  preview: PreviewHandle;
  page: Page;
  dir: string;
  /** Errors the page threw, for the test to check. */
  pageErrors: string[];
  close(): Promise<void>;
}

/** `clock`: what the add-on reads as now (default the real clock). */
export async function openPreviewPage(browser: Browser, clock?: Clock): Promise<OpenPreview> {
  const dir = tempDir();
  const preview = await startPreview({ file: path.join(dir, 'kampagne.json'), port: 0, paths: builtPreview(), clock });
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(preview.url);
  await page.locator('#grid td[data-row="1"]').first().waitFor();
  return {
    preview,
    page,
    dir,
    pageErrors,
    async close() {
      await context.close();
      await preview.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Reply<T = unknown> {
  status: number;
  body: T;
  text: string;
}

export async function call<T = unknown>(
  url: string,
  route: string,
  options: { body?: unknown; headers?: Record<string, string>; method?: string } = {},
): Promise<Reply<T>> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const headers = { ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...options.headers };
  const response = await fetch(new URL(route, url), {
    method,
    headers,
    body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // HTML or script
  }
  return { status: response.status, body: body as T, text };
}

/**
 * The key the preview's open sidebar (or dialog) carries (src/server/pageKey.ts), read from the
 * page as the preview serves it in its frame.
 */
export async function openPageKey(url: string): Promise<string> {
  const s = await state(url);
  const shown = s.dialog ?? s.sidebar;
  if (!shown) throw new Error('Die Vorschau zeigt keine Seitenleiste.');
  const page = await call(url, `/dialog/${shown.id}?k=${shown.key}`, {
    headers: { 'Sec-Fetch-Dest': 'iframe', 'Sec-Fetch-Site': 'same-origin' },
  });
  const json = new RegExp(`<script id="${PAGE_KEY_ELEMENT_ID}" type="application/json">([^<]*)</script>`).exec(page.text)?.[1];
  return json === undefined ? '' : (JSON.parse(json) as string);
}

/** google.script.run through the preview, as the sidebar's binding sends it (a page endpoint: with the open page's key). */
export async function scriptRun<T>(
  url: string,
  name: string,
  ...args: unknown[]
): Promise<{ ok: boolean; value?: T; message?: string }> {
  const sent = takesPageKey(name) ? [...args, await openPageKey(url)] : args;
  const reply = await call<{ ok: boolean; value?: T; message?: string }>(url, '/api/run', {
    body: { name, args: JSON.stringify(sent) },
  });
  expect(reply.status).toBe(200);
  return reply.body;
}

export async function state(url: string): Promise<PageState> {
  const reply = await call<PageState>(url, '/api/state');
  expect(reply.status).toBe(200);
  return reply.body;
}

export function sheetOf(s: PageState, name: string): PageSheet {
  const sheet = s.sheets.find((x) => x.name === name);
  if (!sheet) throw new Error(`no sheet ${name} in ${s.sheets.map((x) => x.name).join(', ')}`);
  return sheet;
}

/** A row of a sheet as header → display text. */
export function rowByHeader(sheet: PageSheet, row0: number, firstColumn = 0): Record<string, string> {
  const headers = sheet.display[0];
  const out: Record<string, string> = {};
  for (let c = firstColumn; c < headers.length && headers[c] !== ''; c++) out[headers[c]] = sheet.display[row0]?.[c] ?? '';
  return out;
}

export function findRow(sheet: PageSheet, header: string, value: string, firstColumn = 0): number {
  const column = sheet.display[0].indexOf(header, firstColumn);
  if (column < 0) throw new Error(`no column ${header}`);
  return sheet.display.findIndex((line, r) => r > 0 && line[column] === value);
}

/**
 * Two active Stufe-3 armies of different players meet: 1500 points each, no bonus, 60:40 for
 * the attacker. 800 losses pass the defender's second threshold (VERLUSTSCHWELLEN(1500) =
 * 375 / 751 / 1126), so it falls from Stufe 3 to 1; the attacker (100 losses) keeps 3.
 */
export function battleBetweenEquals(form: BattleFormData, id: string): { payload: BattlePayload; level: number } {
  const active = form.armeen.filter((a) => a.status === 'aktiv' && a.stufe === 3);
  for (const attacker of active) {
    for (const defender of active.filter((d) => d !== attacker && d.spieler !== attacker.spieler && d.stufe === attacker.stufe)) {
      const payload = onTheMap(form, {
        runde: form.runde,
        datum: '2026-11-21',
        angreifer: attacker.name,
        verteidiger: defender.name,
        mobilisierung: 0,
        skaliertAuf: 0,
        siegpunkteAngreifer: 60,
        siegpunkteVerteidiger: 40,
        aufgegeben: '',
        rueckzug: '',
        verlusteAngreifer: 100,
        verlusteVerteidiger: 800,
        mission: 'Testmission',
        notiz: '',
        einreichungsId: id,
      });
      if (payload) return { level: attacker.stufe, payload };
    }
  }
  throw new Error('the demo campaign has no two adjacent active armies of equal Stufe');
}

/**
 * The battle as the demo's map allows it: undefined when the two armies do not stand on
 * adjacent fields; otherwise with the loser's retreat — `prefer` when it is legal (a loser
 * back on its own field leaves the map as it was), else the first legal field. The rules are
 * the sidebar's (src/sidebar/retreatChoice.ts), applied to the form data the server sent.
 */
export function onTheMap(form: BattleFormData, payload: BattlePayload, prefer?: string): BattlePayload | undefined {
  if (!form.karte) return payload;
  const state = stateBeforeBattle(form, payload.runde);
  let planned;
  try {
    planned = state.planBattle({
      round: payload.runde,
      attacker: payload.angreifer,
      defender: payload.verteidiger,
      mobilisation: payload.mobilisierung,
      scaledTo: payload.skaliertAuf,
    });
  } catch {
    return undefined;
  }
  if (planned.attacked === null) return undefined;
  const outcome = resolveBattle(planned.plan, {
    attackerVP: payload.siegpunkteAngreifer,
    defenderVP: payload.siegpunkteVerteidiger,
    gaveUp: payload.aufgegeben,
    attackerLosses: payload.verlusteAngreifer,
    defenderLosses: payload.verlusteVerteidiger,
  });
  const { retreatFields } = evaluateMap(state, planned, outcome);
  const rueckzug = prefer !== undefined && retreatFields.includes(prefer) ? prefer : (retreatFields[0] ?? '');
  return { ...payload, rueckzug };
}
