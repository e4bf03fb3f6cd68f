// The service as dist/runtime/server.js runs it, except that every tool runs where BENCH_EXECUTION
// says, whatever its contract: `worker` (in the worker pool) or `inline` (on the event loop, the fast
// path of `execution: inline`). bench/run.ts measures what the pool costs with one of each. Bench only.
import { toolRegistry } from '../dist/generated/registry.js';
import { createApp } from '../dist/runtime/app.js';
import { buildCatalog } from '../dist/runtime/execution/catalog.js';
import { loadConfig } from '../dist/runtime/core/config.js';
import { beginShutdown, createHttpServer } from '../dist/runtime/core/http-server.js';
import { createLogger } from '../dist/runtime/core/logger.js';
import { createServices } from '../dist/runtime/services.js';

const execution = process.env.BENCH_EXECUTION;
if (execution !== 'inline' && execution !== 'worker') throw new Error('set BENCH_EXECUTION to inline or worker');
const config = loadConfig();
const log = createLogger(config.logLevel);
const services = await createServices(config, log);
const lifecycle = { draining: false };
const catalog = buildCatalog(toolRegistry.map((entry) => ({ ...entry, execution })));
const server = createHttpServer(createApp(config, { services, logger: log, lifecycle, catalog }).callback(), config);
server.listen(config.port, config.host);
process.on('SIGTERM', () => {
  beginShutdown(server, lifecycle, config.shutdownGraceMs, () => {}, async () => {
    await services.close();
    process.exit(0);
  });
});
