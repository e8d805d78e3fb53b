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

/**
 * Failures the browser or Google's runner report before our server code runs (the server
 * itself answers in German, src/server/germanErrors.ts): their English text never reaches the
 * user. Matched loosely on purpose — an unknown wording falls back to the general line.
 */
const TRANSPORT_FAILURES: Array<[RegExp, string]> = [
  [
    /network|failed to fetch|connection|timed? ?out|HTTP \d/i,
    'Keine Verbindung zur Tabelle. Bitte die Internetverbindung prüfen und erneut senden; gespeichert wurde nichts Doppeltes.',
  ],
  [
    /authori[sz]ation|permission|access denied|not authorized/i,
    'Kriegsrat braucht dafür eine Berechtigung. Bitte die Seitenleiste schließen und über das Menü erneut öffnen.',
  ],
];

const UNKNOWN_FAILURE = 'Die Tabelle hat nicht geantwortet. Bitte in ein paar Sekunden erneut senden.';

/** Words that only an English message has: a German one from our server never contains them. */
const ENGLISH = /\b(the|is|not|of|to|you|error|failed|please|cannot|undefined|violates)\b/i;

/**
 * The text to show for a failed call. Apps Script may prefix the thrown message with the error
 * type ("Error: …"); users need only the text. What the browser or Google's runner reports in
 * English is replaced by a German line saying what to do.
 */
export function serverMessage(error: unknown): string {
  const raw = typeof error === 'string' ? error : (error as { message?: unknown } | null)?.message;
  const text = typeof raw === 'string' && raw.trim() ? raw.replace(/^(?:[A-Za-z]*Error|Exception):\s*/, '') : '';
  if (text && !ENGLISH.test(text)) return text;
  const name = typeof error === 'object' && error !== null ? String((error as { name?: unknown }).name ?? '') : '';
  const transport = TRANSPORT_FAILURES.find(([pattern]) => pattern.test(`${name} ${raw ?? ''}`));
  return transport ? transport[1] : UNKNOWN_FAILURE;
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
