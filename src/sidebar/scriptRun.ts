/// <reference lib="dom" />
/**
 * google.script.run as a promise, for every page (sidebars, dialogs, the portal). The runner only
 * exists inside Google (or a page with the preview bridge injected); outside it the call fails
 * with a German message instead of a TypeError. Busy state, Einreichungs-ID and where a message
 * goes are the page's runner's (kit/serverRunner.ts); this module only calls and classifies —
 * and adds the page's key to every call of an organiser's page endpoint (src/shared/pageKey.ts).
 */
import type { FieldKey } from '../rules/fields';
import type { ServerApi, ServerFunctionName } from '../shared/serverApi';
import { readRefusal } from '../shared/thrownRefusal';
import { PAGE_KEY_ELEMENT_ID, takesPageKey } from '../shared/pageKey';

interface ScriptRunner {
  withSuccessHandler(handler: (value: unknown) => void): ScriptRunner;
  withFailureHandler(handler: (error: { message?: string } | string) => void): ScriptRunner;
  [serverFunction: string]: unknown;
}

interface GoogleClient {
  script?: { run?: ScriptRunner };
}

/**
 * What the page tells the user when a call did not come through, by cause. The error's words
 * are Google's or the browser's English and never shown; they only tell the cause apart.
 */
export const NO_CONNECTION =
  'Keine Verbindung zu Google. Bitte die Internetverbindung prüfen und erneut senden; doppelt gespeichert wird nichts.';
export const SEVERAL_ACCOUNTS =
  'Google hat die Anfrage abgelehnt – meist, weil in diesem Browser mehrere Google-Konten angemeldet sind. ' +
  'Bitte die Seite in einem privaten Fenster (Inkognito) öffnen oder nur mit einem Konto angemeldet sein und erneut senden.';
export const GOOGLE_BUSY =
  'Google hat zu lange gebraucht oder ist gerade ausgelastet. Bitte in einer Minute erneut senden; doppelt gespeichert wird nichts.';
export const GOOGLE_FAILED =
  'Google hat die Anfrage nicht ausgeführt (ein Fehler von Google, nicht der Eingabe). Bitte erneut senden. ' +
  'Bleibt es dabei: Sind in diesem Browser mehrere Google-Konten angemeldet, die Seite in einem privaten Fenster öffnen; ' +
  'sonst die Seite neu laden (eine Seitenleiste über das Menü neu öffnen).';
export const NO_RUNNER = 'Keine Verbindung zu Google: diese Seite läuft nicht in Google (google.script.run fehlt).';

/**
 * Why a call brought no answer. `refused`: the server's German refusal, shown as it is (at its
 * field when it names one); sending the same again changes nothing. Every other kind is Google's
 * own failure, where sending the same again may well work.
 */
export type FailureKind = 'refused' | 'offline' | 'accounts' | 'busy' | 'google';

/** A call that did not come through; `message` is German. */
export class ServerFailure extends Error {
  constructor(
    message: string,
    readonly kind: FailureKind = 'google',
    readonly field?: FieldKey,
  ) {
    super(message);
    this.name = 'ServerFailure';
  }

  /** Google's own failure: the same call again may work. */
  get retryable(): boolean {
    return this.kind !== 'refused';
  }
}

const GOOGLE_MESSAGES: Record<Exclude<FailureKind, 'refused'>, string> = {
  offline: NO_CONNECTION,
  accounts: SEVERAL_ACCOUNTS,
  busy: GOOGLE_BUSY,
  google: GOOGLE_FAILED,
};

/**
 * What Google's failure handler (or the browser) reported, classified: the server's marked refusal
 * as it is; Google's own failures by what they are known to say (a lost connection, the
 * authorisation failure several signed-in accounts cause, a timeout or quota), else generic.
 */
export function classifyFailure(error: unknown): ServerFailure {
  if (error instanceof ServerFailure) return error;
  const name = typeof error === 'object' && error !== null ? String((error as { name?: unknown }).name ?? '') : '';
  const raw = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : error;
  const text = typeof raw === 'string' ? raw : '';
  const refusal = readRefusal(text);
  if (refusal) return new ServerFailure(refusal.message, 'refused', refusal.field);
  const said = `${name} ${text}`;
  let kind: Exclude<FailureKind, 'refused'> = 'google';
  // Google documents no text for a lost connection; the browser knows it is offline (a phone in a cellar).
  if (browserOffline() || /NetworkError|Failed to fetch|network|HTTP 0|offline/i.test(said)) kind = 'offline';
  else if (/Authori[sz]ation is required|PERMISSION_DENIED|permission|not authori[sz]ed|sign ?in|log ?in/i.test(said))
    kind = 'accounts';
  else if (/Exceeded maximum execution time|timed? ?out|too many times|quota|rate limit|try again later/i.test(said))
    kind = 'busy';
  return new ServerFailure(GOOGLE_MESSAGES[kind], kind);
}

function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** The German line for a failed call (classifyFailure's message). */
export function failureMessage(error: unknown): string {
  return classifyFailure(error).message;
}

function runner(): ScriptRunner {
  const google = (window as unknown as { google?: GoogleClient }).google;
  const run = google?.script?.run;
  if (!run) throw new ServerFailure(NO_RUNNER, 'google');
  return run;
}

/**
 * The key the server embedded in this page (src/server/pageKey.ts); '' on a page without one —
 * the portal's, or an organiser's page opened before the key existed: the server then refuses in German.
 */
export function pageKey(): string {
  const text = document.getElementById(PAGE_KEY_ELEMENT_ID)?.textContent;
  if (!text) return '';
  try {
    const key: unknown = JSON.parse(text);
    return typeof key === 'string' ? key : '';
  } catch {
    return '';
  }
}

/** Calls the top-level server function `name`; resolves with its answer, rejects with a ServerFailure. */
export function callServer<K extends ServerFunctionName>(
  name: K,
  ...args: Parameters<ServerApi[K]>
): Promise<ReturnType<ServerApi[K]>> {
  type Result = ReturnType<ServerApi[K]>;
  return new Promise<Result>((resolve, reject) => {
    const run = runner()
      .withSuccessHandler((value) => resolve(value as Result))
      .withFailureHandler((error) => reject(classifyFailure(error)));
    const call = run[name];
    if (typeof call !== 'function') {
      reject(new ServerFailure(GOOGLE_FAILED, 'google'));
      return;
    }
    try {
      // Called as a method: Google's runner is not documented to work unbound. The key goes last,
      // after the arguments the function declares (PAGE_KEY_PARAM).
      call.apply(run, takesPageKey(name) ? [...args, pageKey()] : args);
    } catch (error) {
      // The runner refuses arguments it cannot send (a Date, a DOM node): a bug of the page, never shown in English.
      reject(classifyFailure(error));
    }
  });
}

/** The value a data endpoint answered; its refusal (`{ ok: false }`) rejects as a ServerFailure of kind `refused`. */
export async function callForData<K extends ServerFunctionName>(
  name: K,
  ...args: Parameters<ServerApi[K]>
): Promise<Extract<ReturnType<ServerApi[K]>, { ok: true }>> {
  const answer = (await callServer(name, ...args)) as { ok: boolean; message?: string; field?: FieldKey };
  if (!answer.ok) throw new ServerFailure(answer.message ?? '', 'refused', answer.field);
  return answer as Extract<ReturnType<ServerApi[K]>, { ok: true }>;
}
