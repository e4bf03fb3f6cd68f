import type Router from '@koa/router';
import { execute_batchBody } from '../../generated/api-validators.js';
import type { operations } from '../../generated/sdk.js';
import { validBody } from '../core/api-body.js';
import { stringifyOrdered } from '../../impl/lib/ordered-object.js';
import { runBatch, type Operation } from './batch.js';
import { callerOf } from '../core/middleware/caller.js';
import { jsonBody } from '../core/middleware/json-body.js';
import type { Catalog } from './catalog.js';
import type { Config } from '../core/config.js';
import type { Services } from './services.js';
import type { Logger } from '../core/logger.js';

type BatchBody = NonNullable<operations['execute_batch']['requestBody']>['content']['application/json'];

export function batchRoutes(router: Router, config: Config, services: Services, catalog: Catalog, log: Logger): void {
  router.post('/v1/execute-batch', jsonBody(config.bodyLimitBytes), async (ctx) => {
    const body = validBody<BatchBody>(execute_batchBody, ctx.state.body);
    const response = await runBatch(config, services, catalog, callerOf(ctx), body.operations as Operation[], log);
    ctx.set('Cache-Control', 'no-store');
    // Results keep the member order their contracts promise (Koa's own JSON.stringify would not).
    ctx.type = 'application/json';
    ctx.body = stringifyOrdered(response);
  });
}
