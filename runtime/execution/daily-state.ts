// The daily execution allowance as the routes that execute announce it (RateLimit, core/quotas/
// rate-limit-headers.ts): from the instance's counter, in memory once today's shared count was read
// (the read the allowance check waits for anyway, so announcing it adds no round trip).
import { nextUtcMidnight } from '../core/clock.js';
import type { Config } from '../core/config.js';
import type { DailyAnnounced } from '../core/middleware/caller.js';
import type { DayState } from '../core/quotas/rate-limit-headers.js';
import type { OperationId } from '../core/routing.js';
import { dailyExecutionLimit, executionScope } from './pipeline.js';
import type { Services } from './services.js';

/** The operations that spend executions: their answers carry the daily state beside the per-minute one. */
export const EXECUTING_OPERATIONS: readonly OperationId[] = ['execute_tool', 'execute_batch', 'mcp'];

/**
 * Executions left today as the request arrived (its own not yet taken off: a batch's count is only
 * known from its body), and the seconds to the next UTC midnight.
 */
export function dailyExecutions(config: Config, services: Pick<Services, 'executions' | 'clock'>): DailyAnnounced {
  return {
    operations: new Set(EXECUTING_OPERATIONS),
    state(caller) {
      const scope = executionScope(caller);
      const limit = dailyExecutionLimit(config, caller);
      const read = (): DayState => {
        const now = services.clock.now();
        return { limit, remaining: Math.max(0, limit - services.executions.used(scope)), resetSeconds: Math.ceil((nextUtcMidnight(now) - now) / 1000) };
      };
      const loading = services.executions.ready(scope);
      return loading ? loading.then(read) : read();
    },
  };
}
