// POST /v1/execute-batch: the route table has read and checked the body; the batch runs in batch.ts.
import type { Handlers } from '../core/routing.js';
import { replyJson } from '../core/middleware/reply.js';
import { batchJson, runBatch } from './batch.js';
import type { FeatureDeps } from './services.js';

export function batchHandlers({ config, services, catalog, log }: FeatureDeps): Pick<Handlers, 'execute_batch'> {
  return {
    execute_batch: async (ctx, { body, caller }) => {
      const response = await runBatch(config, services, catalog, caller, body.operations, log);
      // Results keep the member order their contracts promise (Koa's own JSON.stringify would not).
      replyJson(ctx, 200, batchJson(response), ['Cache-Control', 'no-store']);
    },
  };
}
