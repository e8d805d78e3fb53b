/**
 * The preview listens on 127.0.0.1 only, but any web page in the user's browser can still
 * send requests there. So: the Host header must name this server (no DNS rebinding), and
 * changes must come as JSON from our own origin — a foreign page cannot send JSON without a
 * CORS preflight, which this server never answers.
 */
import type { IncomingMessage } from 'node:http';

const MAX_BODY = 1024 * 1024;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function checkHost(req: IncomingMessage, port: number): void {
  const host = (req.headers.host ?? '').toLowerCase();
  const allowed = [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`];
  if (!allowed.includes(host)) throw new HttpError(403, `Unbekannter Host „${host}“; die Vorschau antwortet nur auf 127.0.0.1.`);
}

export function checkSameOrigin(req: IncomingMessage): void {
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== 'null' && origin !== `http://${req.headers.host}`) {
    throw new HttpError(403, 'Anfragen von fremden Seiten werden abgelehnt.');
  }
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') throw new HttpError(415, 'Erwartet wird JSON (Content-Type: application/json).');
}

/**
 * A dialog is loaded by the preview's page into its iframe. A browser says how it loads a URL
 * (Sec-Fetch-Dest/-Site, sent to 127.0.0.1 as a trustworthy origin): opened as a page of its own
 * — a link from another site — or framed by another site, the dialog and its google.script.run
 * are refused. Clients that send no such headers still need the dialog's key.
 */
export function checkOwnFrame(req: IncomingMessage): void {
  const dest = req.headers['sec-fetch-dest'];
  const site = req.headers['sec-fetch-site'];
  if ((dest !== undefined && dest !== 'iframe') || (site !== undefined && site !== 'same-origin')) {
    throw new HttpError(403, 'Dieser Dialog öffnet sich nur in der Vorschau-Seite, die ihn geöffnet hat.');
  }
}

export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new HttpError(413, 'Die Anfrage ist zu groß.');
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpError(400, 'Die Anfrage ist kein gültiges JSON.');
  }
}
