// Builds the Koa app from config: no listening, no globals, so tests can build as many as they like.
import Koa from 'koa';
import Router from '@koa/router';
import { loadCatalog, type Catalog } from './catalog.js';
import type { Config } from './config.js';
import { createLogger, type Logger } from './logger.js';
import { accessLog } from './middleware/access-log.js';
import { problemResponses } from './middleware/errors.js';
import { requestId } from './middleware/request-id.js';
import { serviceRoutes } from './routes/service.js';
import { toolRoutes } from './routes/tools.js';

export type AppDeps = { catalog?: Catalog; logger?: Logger };

export function createApp(config: Config, deps: AppDeps = {}): Koa {
  const log = deps.logger ?? createLogger(config.logLevel);
  const catalog = deps.catalog ?? loadCatalog();
  const app = new Koa({ proxy: config.trustProxy });
  app.silent = true; // every error is answered and logged by problemResponses

  const router = new Router();
  serviceRoutes(router, config, catalog);
  toolRoutes(router, config, catalog);

  app.use(requestId());
  app.use(accessLog(log));
  app.use(problemResponses(log));
  app.use(async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    await next();
  });
  app.use(router.routes());
  app.use(router.allowedMethods()); // sets Allow and 405; problemResponses adds the body
  return app;
}
