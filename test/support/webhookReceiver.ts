/**
 * A chat webhook on 127.0.0.1 for the notification tests and the preview: a separate process
 * (the twin's UrlFetchApp blocks this one while it waits for the answer). POST /ok answers 204,
 * /fail 500, /slow after 3 s, /busy 429 as Discord does when a webhook is rate-limited (nothing posted); GET /received lists every POST's path and body.
 */
import { ChildProcess, spawn } from 'node:child_process';

const SERVER = `
const http = require('node:http');
const received = [];
http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    // No keep-alive: the test's fetch never reuses a socket the server is about to close.
    res.setHeader('connection', 'close');
    if (req.method === 'GET') { res.setHeader('content-type', 'application/json'); res.end(JSON.stringify(received)); return; }
    received.push({ path: req.url, contentType: req.headers['content-type'], body });
    if (req.url === '/fail') { res.statusCode = 500; res.end('kaputt'); return; }
    if (req.url === '/busy') { res.statusCode = 429; res.setHeader('content-type', 'application/json'); res.end(JSON.stringify({ message: 'You are being rate limited.', retry_after: 1.5, global: false })); return; }
    if (req.url === '/slow') { setTimeout(() => { res.statusCode = 204; res.end(); }, 3000); return; }
    res.statusCode = 204; res.end();
  });
}).listen(0, '127.0.0.1', function () { process.stdout.write(String(this.address().port) + '\\n'); });
`;

export interface WebhookReceiver {
  url(path: 'ok' | 'fail' | 'slow' | 'busy'): string;
  received(): Promise<{ path: string; contentType: string; body: string }[]>;
  stop(): void;
}

export function startWebhookReceiver(): Promise<WebhookReceiver> {
  const child: ChildProcess = spawn(process.execPath, ['-e', SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.stdout!.once('data', (chunk: Buffer) => {
      const base = `http://127.0.0.1:${chunk.toString().trim()}`;
      resolve({
        url: (path) => `${base}/${path}`,
        received: async () => (await (await fetch(`${base}/received`)).json()) as never,
        stop: () => void child.kill(),
      });
    });
  });
}
