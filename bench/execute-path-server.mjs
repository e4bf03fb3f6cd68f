// The execution path without the HTTP stack around it: the service's services, catalog, body
// reader and executeRecorded (the record included) on a bare Koa app with one
// middleware, no router, request id, access log, security headers, caller check or problem mapping. bench/run.ts
// loads it beside the bare server and the service, so the service's distance from bare Koa splits
// into what the execution costs and what the stack around it costs. Bench only.
import { Buffer } from 'node:buffer';
import Koa from 'koa';
import { createLogger } from '../dist/runtime/core/logger.js';
import { loadConfig } from '../dist/runtime/core/config.js';
import { loadCatalog } from '../dist/runtime/execution/catalog.js';
import { executeRecorded } from '../dist/runtime/execution/pipeline.js';
import { readJsonBody } from '../dist/runtime/core/request-body.js';
import { createServices } from '../dist/runtime/services.js';

const config = loadConfig();
const log = createLogger(config.logLevel);
const services = await createServices(config, log);
const catalog = loadCatalog();
const tool = catalog.get('adler32', '1.0.0');
const app = new Koa();
app.use(async (ctx) => {
  if (ctx.method === 'GET') return void (ctx.body = { status: 'ok' }); // the bench's readiness poll
  const body = await readJsonBody(ctx, config.bodyLimitBytes);
  const caller = { client: 'ip:bench', key: null, userAgent: null, model: null };
  const done = await executeRecorded({ services, catalog, log, caller, via: 'rest', tool, input: body.value, inputBytes: body.bytes });
  // Written as the service writes an answer (runtime/core/middleware/reply.ts): one writeHead, one end.
  const json = `{"result":${done.resultJson}}`;
  ctx.respond = false;
  ctx.res.writeHead(200, ['X-Execution-Ref', done.ref, 'Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(Buffer.byteLength(json))]);
  ctx.res.end(json);
});
const server = app.listen(config.port, config.host);
process.on('SIGTERM', () => server.close(async () => {
  await services.close();
  process.exit(0);
}));
