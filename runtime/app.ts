// Builds the Koa app from config and services: no listening, no globals, so tests can build as
// many as they like.
import Koa from 'koa';
import Router from '@koa/router';
import { loadCatalog, type Catalog } from './execution/catalog.js';
import type { Config } from './core/config.js';
import { createLogger, type Logger } from './core/logger.js';
import type { Services } from './services.js';
import { accessLog } from './core/middleware/access-log.js';
import { identifyCaller, limitRequestRate } from './core/middleware/caller.js';
import { problemResponses } from './core/middleware/problem-responses.js';
import { requestId } from './core/middleware/request-id.js';
import { responseHeaders, type Lifecycle } from './core/middleware/response-headers.js';
import { serviceRoutes } from './core/service-routes.js';
import { toolRoutes } from './execution/tool-routes.js';
import { searchRoutes } from './search/routes.js';
import { accountRoutes } from './accounts/routes.js';
import { communityRoutes } from './community/routes.js';
import { newsletterRoutes } from './newsletter/routes.js';
import { savingsRoutes } from './savings/routes.js';
import { subscribe } from './newsletter/newsletter.js';
import { batchRoutes } from './execution/batch-routes.js';
import { mcpRoutes } from './mcp/routes.js';
import { CatalogSearch } from './search/catalog-search.js';

export type AppDeps = { services: Services; catalog?: Catalog; logger?: Logger; lifecycle?: Lifecycle };

// Paths that take no key at all: an Authorization header there is ignored, not judged.
const PUBLIC = /^\/(health|ready|openapi\.json|problems\/[^/]*)$|^\/v1\/tools(\/[^/]+\/versions\/[^/]+)?$|^\/v1\/(stats|unsubscribe|subscribe\/confirm)$/;

export function createApp(config: Config, deps: AppDeps): Koa {
  const log = deps.logger ?? createLogger(config.logLevel);
  const catalog = deps.catalog ?? loadCatalog();
  const { services } = deps;
  const app = new Koa({ proxy: config.trustProxy, maxIpsCount: config.trustProxy ? 1 : 0 });
  app.silent = true; // every error is answered and logged by problemResponses
  app.context.bodyTimeoutMs = config.bodyTimeoutMs; // read by the body readers (middleware/json-body.ts)

  const router = new Router();
  serviceRoutes(router, config, catalog, services);
  toolRoutes(router, config, catalog, services, log);
  const catalogSearch = new CatalogSearch(catalog); // one index view for REST and MCP
  searchRoutes(router, catalogSearch);
  batchRoutes(router, config, services, catalog, log);
  mcpRoutes(router, config, services, catalog, log, (q, limit) => catalogSearch.search(q, limit));
  accountRoutes(router, config, services, catalog, { subscribe: (email) => subscribe(services, email) });
  communityRoutes(router, config, services, catalog);
  newsletterRoutes(router, config, services);
  savingsRoutes(router, config, services);

  const identify = identifyCaller(services, config);
  const rate = limitRequestRate(services, config);

  app.use(requestId());
  app.use(accessLog(log));
  app.use(responseHeaders(config, { keyFree: (path) => PUBLIC.test(path), lifecycle: deps.lifecycle }));
  app.use(problemResponses(log));
  app.use(async (ctx, next) => {
    if (PUBLIC.test(ctx.path)) return next();
    return identify(ctx, () => rate(ctx, next));
  });
  app.use(router.routes());
  app.use(router.allowedMethods()); // sets Allow and 405; problemResponses adds the body
  return app;
}
