// The daily execution allowance as the routes that execute announce it (RateLimit, core/quotas/
// rate-limit-headers.ts): from the instance's counter, in memory once today's shared count was read
// (the read the allowance check waits for anyway, so announcing it adds no round trip).
import type { Config } from '../core/config.js';
import { secondsToUtcMidnight } from '../core/clock.js';
import type { DailyAnnounced } from '../core/middleware/caller.js';
import type { DayState } from '../core/quotas/rate-limit-headers.js';
import type { OperationId } from '../core/routing.js';
import { dailyExecutionLimit, executionScope } from './pipeline.js';
import type { Services } from './services.js';

function dayState(limit: number, used: number, now: number): DayState {
  return { limit, remaining: Math.max(0, limit - used), resetSeconds: secondsToUtcMidnight(now) };
}

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
      const limit = dailyExecutionLimit(config, caller);
      const used = services.executions.usedWhenReady(executionScope(caller));
      return typeof used === 'number' ? dayState(limit, used, services.clock.now()) : used.then((n) => dayState(limit, n, services.clock.now()));
    },
  };
}
