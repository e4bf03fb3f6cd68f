// The HTTP server around the app, with the limits a slow or greedy client meets, and the start of
// a graceful shutdown. Apart from server.ts (the process entry) so that tests run the same server.
import { createServer, type RequestListener, type Server } from 'node:http';
import type { Config } from './config.js';
import type { Lifecycle } from './middleware/response-headers.js';
import { hostPort, listenFailure } from './startup-failure.js';

export const KEEP_ALIVE_TIMEOUT_MS = 5000;

/**
 * Node cuts a request whose headers (HEADERS_TIMEOUT_MS) or whole request (REQUEST_TIMEOUT_MS) take
 * too long with a bare 408, but only looks every `connectionsCheckingInterval` (30 s by default):
 * check often enough that the configured timeouts are what a client meets. The JSON body readers
 * answer BODY_TIMEOUT_MS themselves, with a problem body. Past MAX_CONNECTIONS, Node closes new
 * connections at once.
 */
export function createHttpServer(handler: RequestListener, config: Config): Server {
  const server = createServer(
    {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(config.headersTimeoutMs / 4))),
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    },
    handler,
  );
  server.maxConnections = config.maxConnections;
  return server;
}

/** Listens and resolves with the bound port; a failure (the port in use, ...) rejects with one clear line. */
export function listen(server: Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const failed = (err: NodeJS.ErrnoException) => reject(listenFailure(err, host, port));
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/** The URL a client uses to reach `host:port`. */
export function servedUrl(host: string, port: number): string {
  return `http://${hostPort(host, port)}`;
}

/**
 * Starts a graceful stop: from now on every response says `Connection: close` (the app reads
 * `lifecycle.draining`), no new connection is accepted, idle keep-alive connections are closed, and
 * after `graceMs` the rest are cut. `onClosed` runs when the last connection is gone.
 */
export function beginShutdown(server: Server, lifecycle: Lifecycle, graceMs: number, onGraceOver: () => void, onClosed: (err?: Error) => void): void {
  lifecycle.draining = true;
  const force = setTimeout(() => {
    onGraceOver();
    server.closeAllConnections();
  }, graceMs);
  force.unref();
  server.close((err) => {
    clearTimeout(force);
    onClosed(err);
  });
  server.closeIdleConnections();
}
