// Process entry: config, migrations, listen, graceful shutdown on SIGTERM/SIGINT. A start that
// fails (configuration, database, Redis, the port) ends with one line on stderr and exit code 1.
import type { Server } from 'node:http';
import { createApp } from './app.js';
import { loadConfig, type Config } from './core/config.js';
import { beginShutdown, createHttpServer, listen, servedUrl } from './core/http-server.js';
import { createLogger, type Logger } from './core/logger.js';
import type { Lifecycle } from './core/middleware/response-headers.js';
import { createServices, type Services } from './services.js';
import { startupFailureLine, startupStep } from './core/startup-failure.js';

type Started = { config: Config; log: Logger; services: Services; server: Server; lifecycle: Lifecycle };

async function start(): Promise<Started> {
  const config = await startupStep('configuration', () => loadConfig());
  const log = createLogger(config.logLevel);
  const services = await createServices(config, log);
  try {
    const lifecycle: Lifecycle = { draining: false };
    const app = createApp(config, { services, logger: log, lifecycle });
    const server = createHttpServer(app.callback(), config);
    const port = await listen(server, config.host, config.port);
    const url = servedUrl(config.host, port);
    log.info({ url, host: config.host, port, commit: config.deployedCommit }, `listening on ${url}`);
    log.flush(); // the address at once, not with the first block of access lines (core/logger.ts)
    return { config, log, services, server, lifecycle };
  } catch (err) {
    await services.close().catch(() => {}); // nothing was served: only workers and pools to stop
    throw err;
  }
}

const { config, log, services, server, lifecycle } = await start().catch((err: unknown) => {
  process.stderr.write(startupFailureLine(err) + '\n');
  process.exit(1);
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
