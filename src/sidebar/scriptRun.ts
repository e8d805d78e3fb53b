/// <reference lib="dom" />
/**
 * google.script.run as a promise. The runner only exists inside the Apps Script sidebar (or a
 * page with the preview bridge injected); outside it the call fails with a German message
 * instead of a TypeError.
 */
import type { ServerApi, ServerFunctionName } from '../shared/serverApi';

interface ScriptRunner {
  withSuccessHandler(handler: (value: unknown) => void): ScriptRunner;
  withFailureHandler(handler: (error: { message?: string } | string) => void): ScriptRunner;
  [serverFunction: string]: unknown;
}

interface GoogleClient {
  script?: { run?: ScriptRunner };
}

function runner(): ScriptRunner {
  const google = (window as unknown as { google?: GoogleClient }).google;
  const run = google?.script?.run;
  if (!run) throw new ServerFailure('Keine Verbindung zur Tabelle: google.script.run fehlt.');
  return run;
}

/**
 * Google's own failures: the failure handler runs only when the call did not come through
 * (no connection, no authorisation, a service error, an exception our server could not turn
 * into a refusal). A refusal is an answer (`{ ok: false, field, message }`, src/shared), never
 * a failure. The error's text is Google's or the browser's English and is never shown; its
 * type tells a lost connection from the rest.
 */
export const NO_CONNECTION =
  'Keine Verbindung zur Tabelle. Bitte die Internetverbindung prüfen und erneut senden; doppelt gespeichert wird nichts.';
export const GOOGLE_FAILED =
  'Google hat die Anfrage nicht ausgeführt (ein Fehler von Google, nicht der Eingabe). Bitte erneut senden; ' +
  'bleibt es dabei, die Seitenleiste schließen und über das Menü neu öffnen.';

/** A call that did not come through; `message` is German. */
export class ServerFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ServerFailure';
  }
}

/** The German line for a failed call, by the error's type alone. */
export function failureMessage(error: unknown): string {
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  return name === 'NetworkError' ? NO_CONNECTION : GOOGLE_FAILED;
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
      .withFailureHandler((error) => reject(new ServerFailure(failureMessage(error))));
    const call = run[name];
    if (typeof call !== 'function') {
      reject(new ServerFailure(`Serverfunktion ${name} fehlt.`));
      return;
    }
    // Called as a method: Google's runner is not documented to work unbound.
    call.apply(run, args);
  });
}

/** A refusal of data the form cannot do without (the campaign cannot be read): its German message. */
export class Refused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'Refused';
  }
}

/** The value a data endpoint answered; its refusal rejects as Refused. */
export async function callForData<K extends ServerFunctionName>(
  name: K,
  ...args: Parameters<ServerApi[K]>
): Promise<Extract<ReturnType<ServerApi[K]>, { ok: true }>> {
  const answer = (await callServer(name, ...args)) as { ok: boolean; message?: string };
  if (!answer.ok) throw new Refused(answer.message ?? '');
  return answer as Extract<ReturnType<ServerApi[K]>, { ok: true }>;
}
