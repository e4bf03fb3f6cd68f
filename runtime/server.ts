// Process entry: config, migrations, listen, graceful shutdown on SIGTERM/SIGINT.
import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { beginShutdown, createHttpServer } from './http-server.js';
import { createLogger } from './logger.js';
import type { Lifecycle } from './middleware/response-headers.js';
import { createServices } from './services.js';

const config = loadConfig();
const log = createLogger(config.logLevel);
const services = await createServices(config, log);
const lifecycle: Lifecycle = { draining: false };
const app = createApp(config, { services, logger: log, lifecycle });
const server = createHttpServer(app.callback(), config);

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
  beginShutdown(
    server,
    lifecycle,
    config.shutdownGraceMs,
    () => log.warn('grace period over; closing remaining connections'),
    async (err) => {
      if (err) log.error({ err }, 'close failed');
      try {
        await services.close(); // flushes execution records and quota counters
        log.info('stopped');
        process.exit(err ? 1 : 0);
      } catch (closeErr) {
        log.error({ err: closeErr }, 'pending records could not be written');
        process.exit(1);
      }
    },
  );
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
