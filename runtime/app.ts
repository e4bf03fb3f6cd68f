// Builds the Koa app from config and services: no listening, no globals, so tests can build as
// many as they like. The composition root: the one place that knows every feature, wires what one
// feature offers another (hooks), and mounts every handler on the route table of contracts/api.
import Koa from 'koa';
import Router from '@koa/router';
import { loadCatalog, type Catalog } from './execution/catalog.js';
import type { Config } from './core/config.js';
import { createLogger, type Logger } from './core/logger.js';
import type { Services } from './services.js';
import { callerIdentifier, minuteAllowance } from './core/middleware/caller.js';
import { front } from './core/middleware/front.js';
import { cors } from './core/middleware/cors.js';
import type { Lifecycle } from './core/middleware/response-headers.js';
import { mountRoutes, publicRouteMatcher } from './core/routing.js';
import { serviceHandlers } from './core/service-routes.js';
import { toolHandlers } from './execution/tool-routes.js';
import { batchHandlers } from './execution/batch-routes.js';
import type { FeatureDeps } from './execution/services.js';
import { dailyExecutions } from './execution/daily-state.js';
import { accountHandlers } from './accounts/routes.js';
import { listSavedTools, saveTool } from './accounts/saved-tools-store.js';
import { communityHandlers } from './community/routes.js';
import { newsletterHandlers } from './newsletter/routes.js';
import { subscribe } from './newsletter/newsletter.js';
import { savingsHandlers } from './savings/routes.js';
import { communityTotals } from './savings/totals.js';
import { executionSavingsJson } from './savings/execution-savings.js';
import { searchHandlers } from './search/routes.js';
import { CatalogSearch } from './search/catalog-search.js';
import { mcpHandlers } from './mcp/routes.js';

export type AppDeps = { services: Services; catalog?: Catalog; logger?: Logger; lifecycle?: Lifecycle };

export function createApp(config: Config, deps: AppDeps): Koa {
  const log = deps.logger ?? createLogger(config.logLevel);
  const catalog = deps.catalog ?? loadCatalog();
  const { services } = deps;
  const { db, clock } = services;
  const app = new Koa({ proxy: config.trustProxy, maxIpsCount: config.trustProxy ? 1 : 0 });
  app.silent = true; // every error is answered and logged by front (core/middleware/front.ts)
  app.context.bodyTimeoutMs = config.bodyTimeoutMs; // read by the body readers (core/request-body.ts)

  const feature: FeatureDeps = { config, services, catalog, log };
  const catalogSearch = new CatalogSearch(catalog); // one index view for REST and MCP
  const router = new Router();
  const routes = mountRoutes(router, {
    ...serviceHandlers(config, { toolCount: catalog.tools.length, database: services.database, recorder: services.recorder }),
    ...toolHandlers(feature, { savingsJson: (caller, toolId) => executionSavingsJson(db, clock.now(), caller, toolId) }),
    ...batchHandlers(feature),
    ...searchHandlers(catalogSearch),
    ...mcpHandlers(feature, { search: (q, limit) => catalogSearch.search(q, limit), savedTools: { list: (accountId) => listSavedTools(db, accountId), save: (...args) => saveTool(db, ...args) } }),
    ...accountHandlers(feature, { subscribe: (email) => subscribe(services, email) }),
    ...communityHandlers(feature, { verifiedSavings: () => communityTotals(db) }),
    ...newsletterHandlers(feature),
    ...savingsHandlers(feature),
  }, {
    identify: callerIdentifier(services, config),
    minuteAllowance: minuteAllowance(services, config, dailyExecutions(config, services)),
    bodyLimitBytes: config.bodyLimitBytes,
  });

  const isPublic = publicRouteMatcher();
  app.use(front(log, config, { keyFree: isPublic, lifecycle: deps.lifecycle, cors: cors(config) }));
  app.use(routes); // a route's exact path, without koa-router's walk of every route
  app.use(router.routes());
  app.use(router.allowedMethods()); // sets Allow and 405; front adds the body
  return app;
}
