// Feedback, tool requests (and the account's list of them), and the public stats.
import type Router from '@koa/router';
import { create_tool_requestBody, submit_feedbackBody } from '../../generated/api-validators.js';
import type { operations } from '../../generated/sdk.js';
import { ApiError } from '../core/errors.js';
import { validBody } from '../core/api-body.js';
import { iso, utcDay } from '../core/clock.js';
import { refuseLoneSurrogates } from '../core/lone-surrogates.js';
import { callerOf, keyOf, rateLimited, requireKey } from '../core/middleware/caller.js';
import { jsonBody } from '../core/middleware/json-body.js';
import { createToolRequest, listToolRequests, submitFeedback } from './store.js';
import { ownerOf } from '../core/idempotency.js';
import { communityTotals, type SavingsTotals } from '../savings/totals.js';
import type { Catalog } from '../execution/catalog.js';
import type { Config } from '../core/config.js';
import type { Services } from '../execution/services.js';

type Feedback = NonNullable<operations['submit_feedback']['requestBody']>['content']['application/json'];
type ToolRequestInput = NonNullable<operations['create_tool_request']['requestBody']>['content']['application/json'];

export const EXAMPLE_MAX_BYTES = 4096;
export const STATS_MAX_AGE_S = 300;

function exampleBytes(value: unknown): number {
  return Buffer.byteLength(typeof value === 'string' ? value : JSON.stringify(value));
}

export function communityRoutes(router: Router, config: Config, services: Services, catalog: Catalog): void {
  const { db, clock } = services;
  const body = jsonBody(config.bodyLimitBytes);

  router.post('/v1/feedback', body, async (ctx) => {
    const input = validBody<Feedback>(submit_feedbackBody, ctx.state.body);
    refuseLoneSurrogates(input);
    const caller = callerOf(ctx);
    const stored = await submitFeedback(db, ownerOf(caller), caller.key?.accountId ?? null, input, clock.now());
    if (stored === 'conflict') {
      throw new ApiError('idempotency_conflict', 'this idempotency_key was used before with a different body', [{ pointer: '/idempotency_key', message: 'already used for other feedback' }]);
    }
    ctx.status = 201;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { feedback_id: stored.id, status: 'submitted', created_at: iso(stored.createdAt) };
  });

  router.post('/v1/tool-requests', body, async (ctx) => {
    const input = validBody<ToolRequestInput>(create_tool_requestBody, ctx.state.body);
    refuseLoneSurrogates(input);
    const faults = (['example_input', 'example_output'] as const)
      .filter((f) => input[f] !== undefined && exampleBytes(input[f]) > EXAMPLE_MAX_BYTES)
      .map((f) => ({ pointer: `/${f}`, message: `must be at most ${EXAMPLE_MAX_BYTES} bytes (UTF-8 of the text, or of the compact JSON)` }));
    if (faults.length) throw new ApiError('invalid_request', 'an example is too large', faults);
    const caller = callerOf(ctx);
    if (config.quotas.enabled) {
      const verdict = await services.daily.take(`tool_requests:${caller.client}`, config.quotas.toolRequestsPerDay);
      if (!verdict.ok) throw rateLimited('the daily tool-request allowance is used up', verdict.retryAfter);
    }
    const created = await createToolRequest(db, ownerOf(caller), caller.key?.accountId ?? null, input, clock.now());
    ctx.status = 201;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { request_id: created.id, status: 'received', created_at: iso(created.createdAt) };
  });

  router.get('/v1/me/tool-requests', requireKey(), async (ctx) => {
    const rows = await listToolRequests(db, keyOf(ctx).accountId);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      requests: rows.map((r) => ({
        request_id: r.id, description: r.description, example_input: r.example_input, example_output: r.example_output,
        contact_email: r.contact_email, status: r.status, released_tool: r.released_tool,
        created_at: iso(r.created_at), updated_at: iso(r.updated_at),
      })),
    };
  });

  // Computed at most once per 5 minutes per instance; clients and proxies may cache as long.
  let stats: { at: number; body: unknown } | undefined;
  let computing: Promise<{ at: number; body: unknown }> | undefined;
  const computeStats = async () => {
    const now = clock.now();
    const [total, today, verified] = await Promise.all([
      db('executions').where({ status: 200 }).count({ n: '*' }).first(),
      db('quota_counters').where({ day: utcDay(now) }).andWhere('scope', 'like', 'executions:%').sum({ n: 'count' }).first(),
      communityTotals(db),
    ]);
    return {
      at: now,
      body: {
        tool_count: catalog.tools.length,
        executions_served: { total: Number(total?.n ?? 0), today: Number(today?.n ?? 0), today_approximate: true },
        verified_savings: verified satisfies SavingsTotals,
        generated_at: iso(now),
      },
    };
  };

  router.get('/v1/stats', async (ctx) => {
    if (!stats || clock.now() - stats.at >= STATS_MAX_AGE_S * 1000) {
      computing ??= computeStats().finally(() => {
        computing = undefined;
      });
      stats = await computing;
    }
    ctx.set('Cache-Control', `public, max-age=${STATS_MAX_AGE_S}`);
    ctx.body = stats.body;
  });
}
