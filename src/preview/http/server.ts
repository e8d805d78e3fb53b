/** The preview's HTTP server on 127.0.0.1 (never on other interfaces). */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PreviewSession } from '../previewSession';
import { route } from './routes';

/** For headers and body together; the page's largest request (1 MB, requestGuard) needs a fraction of it. */
const REQUEST_TIMEOUT_MS = 10_000;

export interface HttpServerHandle {
  url: string;
  port: number;
  server: http.Server;
  /** Stops accepting requests and ends open connections (the page's keep-alive polls). */
  close(): Promise<void>;
}

export async function startHttpServer(session: PreviewSession, assets: string, port: number): Promise<HttpServerHandle> {
  let actualPort = port;
  const server = http.createServer(
    {
      // A request from the page arrives in milliseconds; one that trickles in (a stuck or hostile
      // client) is answered 408 after seconds instead of Node's default 300 s. Checked every second.
      headersTimeout: REQUEST_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: 1000,
    },
    (req, res) => {
      void route(req, res, { session, assets, port: () => actualPort });
    },
  );
  // A request may wait behind a long script run (setup of a big campaign): an idle keep-alive
  // connection must not be closed under a client that is about to reuse it.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} ist belegt – mit PORT=… einen anderen wählen (PORT=0: ein freier).`)
          : error,
      );
    };
    server.once('error', onError);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', onError);
      resolve();
    });
  });
  actualPort = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actualPort}/`,
    port: actualPort,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
