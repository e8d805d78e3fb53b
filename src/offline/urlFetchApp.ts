/**
 * UrlFetchApp for the twin (N2b): it really sends the request — a child process does the HTTP
 * call, so the script's call stays synchronous as in Apps Script — and answers like Google:
 * without the scope script.external_request "You do not have permission …"; a host it cannot
 * reach "Address unavailable: <url>"; no answer within the time limit "Timeout: <url>" (Google
 * waits about 60 s; the twin's limit is short and a test may shorten it further: the pessimistic
 * side); a code of 400 or more throws "Request failed for <url> returned code …" unless
 * muteHttpExceptions. Requests are kept in `requests`.
 */
import { execFileSync } from 'node:child_process';
import type { GrantedScopes } from './authorization';

export const FETCH_SCOPE = 'https://www.googleapis.com/auth/script.external_request';

interface FetchParams {
  method?: string;
  contentType?: string;
  payload?: string;
  headers?: Record<string, string>;
  muteHttpExceptions?: boolean;
  followRedirects?: boolean;
}

export interface FetchRecord {
  url: string;
  method: string;
  contentType: string;
  payload: string;
}

export class OfflineHttpResponse {
  constructor(
    private readonly code: number,
    private readonly body: string,
  ) {}
  getResponseCode(): number {
    return this.code;
  }
  getContentText(): string {
    return this.body;
  }
}

/** The child's work: one request with a time limit; prints {status, body} or {error}. */
const CHILD = `
let input = '';
process.stdin.on('data', (c) => (input += c));
process.stdin.on('end', async () => {
  const r = JSON.parse(input);
  try {
    const response = await fetch(r.url, { method: r.method, headers: r.headers, body: r.body, redirect: r.redirect, signal: AbortSignal.timeout(r.timeout) });
    process.stdout.write(JSON.stringify({ status: response.status, body: await response.text() }));
  } catch (error) {
    process.stdout.write(JSON.stringify({ error: error && error.name === 'TimeoutError' ? 'timeout' : 'unreachable' }));
  }
});`;

export class OfflineUrlFetchApp {
  readonly requests: FetchRecord[] = [];
  /** How long the twin waits for an answer (ms). */
  timeoutMs = 5000;

  constructor(private readonly granted: GrantedScopes) {}

  fetch(url: string, params: FetchParams = {}): OfflineHttpResponse {
    if (!this.granted.has(FETCH_SCOPE)) {
      throw new Error(`You do not have permission to call UrlFetchApp.fetch. Required permissions: ${FETCH_SCOPE}`);
    }
    const method = (params.method ?? 'get').toUpperCase();
    const contentType = params.contentType ?? 'application/x-www-form-urlencoded';
    const payload = params.payload ?? '';
    this.requests.push({ url, method, contentType, payload });
    const request = {
      url,
      method,
      headers: { ...(params.headers ?? {}), ...(method === 'GET' ? {} : { 'content-type': contentType }) },
      body: method === 'GET' ? undefined : payload,
      redirect: params.followRedirects === false ? 'manual' : 'follow',
      timeout: this.timeoutMs,
    };
    let answer: { status?: number; body?: string; error?: string };
    try {
      const out = execFileSync(process.execPath, ['-e', CHILD], {
        input: JSON.stringify(request),
        timeout: this.timeoutMs + 5000,
      });
      answer = JSON.parse(out.toString('utf8')) as typeof answer;
    } catch {
      answer = { error: 'timeout' };
    }
    if (answer.error === 'timeout') throw new Error(`Timeout: ${url}`);
    if (answer.error || answer.status === undefined) throw new Error(`Address unavailable: ${url}`);
    if (answer.status >= 400 && !params.muteHttpExceptions) {
      throw new Error(
        `Request failed for ${url} returned code ${answer.status}. Truncated server response: ${(answer.body ?? '').slice(0, 100)}`,
      );
    }
    return new OfflineHttpResponse(answer.status, answer.body ?? '');
  }
}
