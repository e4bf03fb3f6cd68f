// Feedback, tool requests (and the account's list of them), and the public stats.
import { ApiError } from '../core/errors.js';
import { iso, utcDay } from '../core/clock.js';
import { refuseLoneSurrogates } from '../core/lone-surrogates.js';
import { dailyLimited } from '../core/middleware/caller.js';
import { sharedCacheable } from '../core/http-cache.js';
import { ownerOf } from '../core/idempotency.js';
import type { Handlers } from '../core/routing.js';
import { sumCounters } from '../core/quotas/counters-store.js';
import { countSucceeded } from '../execution/records-store.js';
import type { FeatureDeps } from '../execution/services.js';
import { createToolRequest, listToolRequests, submitFeedback } from './store.js';

/** What the stats show of the savings feature (wired in runtime/app.ts; a feature does not import another). */
export type CommunityHooks = { verifiedSavings(): Promise<unknown> };

export const EXAMPLE_MAX_BYTES = 4096;
export const STATS_MAX_AGE_S = 300;

function exampleBytes(value: unknown): number {
  return Buffer.byteLength(typeof value === 'string' ? value : JSON.stringify(value));
}

type CommunityHandlers = Pick<Handlers, 'submit_feedback' | 'create_tool_request' | 'list_my_tool_requests' | 'get_stats'>;

export function communityHandlers({ config, services, catalog }: FeatureDeps, hooks: CommunityHooks): CommunityHandlers {
  const { db, clock } = services;

  // Computed at most once per 5 minutes per instance; clients and proxies may cache as long.
  let stats: { at: number; body: unknown } | undefined;
  let computing: Promise<{ at: number; body: unknown }> | undefined;
  const computeStats = async () => {
    const now = clock.now();
    const [total, today, verified] = await Promise.all([countSucceeded(db), sumCounters(db, utcDay(now), 'executions:'), hooks.verifiedSavings()]);
    return {
      at: now,
      body: {
        tool_count: catalog.tools.length,
        executions_served: { total, today, today_approximate: true },
        verified_savings: verified,
        generated_at: iso(now),
      },
    };
  };

  return {
    submit_feedback: async (ctx, { body: input, caller }) => {
      refuseLoneSurrogates(input);
      const stored = await submitFeedback(db, ownerOf(caller), caller.key?.accountId ?? null, input, clock.now());
      if (stored === 'conflict') {
        throw new ApiError('idempotency_conflict', 'this idempotency_key was used before with a different body', [{ pointer: '/idempotency_key', message: 'already used for other feedback' }]);
      }
      ctx.status = 201;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { feedback_id: stored.id, status: 'submitted', created_at: iso(stored.createdAt) };
    },

    create_tool_request: async (ctx, { body: input, caller }) => {
      refuseLoneSurrogates(input);
      const faults = (['example_input', 'example_output'] as const)
        .filter((f) => input[f] !== undefined && exampleBytes(input[f]) > EXAMPLE_MAX_BYTES)
        .map((f) => ({ pointer: `/${f}`, message: `must be at most ${EXAMPLE_MAX_BYTES} bytes (UTF-8 of the text, or of the compact JSON)` }));
      if (faults.length) throw new ApiError('invalid_request', 'an example is too large', faults);
      if (config.quotas.enabled) {
        const verdict = await services.daily.take(`tool_requests:${caller.client}`, config.quotas.toolRequestsPerDay);
        if (!verdict.ok) throw dailyLimited('tool-request', config.quotas.toolRequestsPerDay, verdict.retryAfter);
      }
      const created = await createToolRequest(db, ownerOf(caller), caller.key?.accountId ?? null, input, clock.now());
      ctx.status = 201;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { request_id: created.id, status: 'received', created_at: iso(created.createdAt) };
    },

    list_my_tool_requests: async (ctx, { caller }) => {
      const rows = await listToolRequests(db, caller.key.accountId);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = {
        requests: rows.map((r) => ({
          request_id: r.id, description: r.description, example_input: r.example_input, example_output: r.example_output,
          contact_email: r.contact_email, status: r.status, released_tool: r.released_tool,
          created_at: iso(r.created_at), updated_at: iso(r.updated_at),
        })),
      };
    },

    get_stats: async (ctx) => {
      if (!stats || clock.now() - stats.at >= STATS_MAX_AGE_S * 1000) {
        computing ??= computeStats().finally(() => {
          computing = undefined;
        });
        stats = await computing;
      }
      sharedCacheable(ctx, STATS_MAX_AGE_S);
      ctx.body = stats.body;
    },
  };
}
