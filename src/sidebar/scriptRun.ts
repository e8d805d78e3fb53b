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
  if (!run) throw new Error('Keine Verbindung zur Tabelle: google.script.run fehlt.');
  return run;
}

/** Apps Script may prefix the thrown message with the error type ("Error: …"); users need only the text. */
export function serverMessage(error: unknown): string {
  const raw = typeof error === 'string' ? error : (error as { message?: unknown } | null)?.message;
  const text = typeof raw === 'string' && raw.trim() ? raw : 'Unbekannter Fehler auf dem Server.';
  return text.replace(/^(?:[A-Za-z]*Error|Exception):\s*/, '');
}

/** Calls the top-level server function `name`; rejects with an Error carrying the server's message. */
export function callServer<K extends ServerFunctionName>(
  name: K,
  ...args: Parameters<ServerApi[K]>
): Promise<ReturnType<ServerApi[K]>> {
  type Result = ReturnType<ServerApi[K]>;
  return new Promise<Result>((resolve, reject) => {
    const run = runner()
      .withSuccessHandler((value) => resolve(value as Result))
      .withFailureHandler((error) => reject(new Error(serverMessage(error))));
    const call = run[name];
    if (typeof call !== 'function') {
      reject(new Error(`Serverfunktion ${name} fehlt.`));
      return;
    }
    // Called as a method: Google's runner is not documented to work unbound.
    call.apply(run, args);
  });
}
