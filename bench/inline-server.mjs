// The service as dist/runtime/server.js runs it, except that every tool runs inline on the event
// loop (the fast path of a contract's `execution: inline`) instead of in the worker pool: the
// in-thread baseline against which bench/run.ts measures what the pool costs. Bench only.
import { toolRegistry } from '../dist/generated/registry.js';
import { createApp } from '../dist/runtime/app.js';
import { buildCatalog } from '../dist/runtime/catalog.js';
import { loadConfig } from '../dist/runtime/config.js';
import { beginShutdown, createHttpServer } from '../dist/runtime/http-server.js';
import { createLogger } from '../dist/runtime/logger.js';
import { createServices } from '../dist/runtime/services.js';

const config = loadConfig();
const log = createLogger(config.logLevel);
const services = await createServices(config, log);
const lifecycle = { draining: false };
const catalog = buildCatalog(toolRegistry.map((entry) => ({ ...entry, execution: 'inline' })));
const server = createHttpServer(createApp(config, { services, logger: log, lifecycle, catalog }).callback(), config);
server.listen(config.port, config.host);
process.on('SIGTERM', () => {
  beginShutdown(server, lifecycle, config.shutdownGraceMs, () => {}, async () => {
    await services.close();
    process.exit(0);
  });
});
