// Process entry: config, listen, graceful shutdown on SIGTERM/SIGINT.
import { createServer } from 'node:http';
import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { createLogger } from './logger.js';

const config = loadConfig();
const log = createLogger(config.logLevel);
const app = createApp(config, { logger: log });
const server = createServer(app.callback());
server.keepAliveTimeout = 5000;

server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log.info({ host: config.host, port, commit: config.deployedCommit }, 'listening');
});

let stopping = false;
function shutdown(signal: string): void {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down: refusing new connections, finishing requests in flight');
  const force = setTimeout(() => {
    log.warn('grace period over; closing remaining connections');
    server.closeAllConnections();
  }, config.shutdownGraceMs);
  force.unref();
  server.close((err) => {
    if (err) log.error({ err }, 'close failed');
    log.info('stopped');
    process.exit(err ? 1 : 0);
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
