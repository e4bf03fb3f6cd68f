// Email sign-in and everything under /v1/me.
import type Router from '@koa/router';
import { create_email_accountBody, remove_saved_toolBody, save_toolBody } from '../../generated/api-validators.js';
import type { components, operations } from '../../generated/sdk.js';
import { ApiError } from '../core/errors.js';
import { validBody } from '../core/api-body.js';
import { iso, nextUtcMidnight } from '../core/clock.js';
import { callerOf, keyOf, rateLimited, requireKey } from '../core/middleware/caller.js';
import { jsonBody } from '../core/middleware/json-body.js';
import { createAccountWithKey, getAccount, revokeKey } from './store.js';
import { listActivity } from '../execution/records-store.js';
import { listSavedTools, removeSavedTool, saveTool } from './saved-tools-store.js';
import type { Catalog } from '../execution/catalog.js';
import type { Config } from '../core/config.js';
import type { Services } from '../execution/services.js';
import { executionScope } from '../execution/pipeline.js';

type SignIn = NonNullable<operations['create_email_account']['requestBody']>['content']['application/json'];
type SaveTool = NonNullable<operations['save_tool']['requestBody']>['content']['application/json'];
type RemoveTool = NonNullable<operations['remove_saved_tool']['requestBody']>['content']['application/json'];
type SavedToolBody = components['schemas']['SavedTool'];

const DAY_MS = 86_400_000;

function encodeCursor(seq: number): string {
  return Buffer.from(`a1:${seq}`).toString('base64url');
}

function decodeCursor(cursor: string): number | null {
  const m = /^a1:([1-9][0-9]{0,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return m ? Number(m[1]) : null;
}

export function accountRoutes(router: Router, config: Config, services: Services, catalog: Catalog, hooks: { subscribe(email: string): Promise<void> }): void {
  const { db, clock } = services;
  const body = jsonBody(config.bodyLimitBytes);

  router.post('/v1/accounts/email', body, async (ctx) => {
    if (callerOf(ctx).key) throw new ApiError('already_signed_in', 'this call already carries a key; sign in without one to create a new account');
    const input = validBody<SignIn>(create_email_accountBody, ctx.state.body);
    if (config.quotas.enabled) {
      const verdict = await services.daily.take(`signins:${callerOf(ctx).client}`, config.quotas.signinsPerDay);
      if (!verdict.ok) throw rateLimited('the daily sign-in allowance is used up', verdict.retryAfter);
    }
    const created = await createAccountWithKey(db, input.email, 'email', clock.now(), config.emailKeyTtlDays * DAY_MS);
    if (input.newsletter === true) await hooks.subscribe(input.email);
    ctx.status = 201;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { api_key: created.apiKey, key_id: created.keyId, expires_at: iso(created.expiresAt), privileges: created.privileges };
  });

  router.get('/v1/me', requireKey(), async (ctx) => {
    const key = keyOf(ctx);
    const q = config.quotas;
    const limit = q.enabled ? q.executionsPerDayKey : null;
    const scope = executionScope(callerOf(ctx));
    await services.executions.ready(scope); // a key new to this instance today: its shared count
    const used = services.executions.used(scope);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      key_id: key.keyId,
      kind: key.kind,
      expires_at: iso(key.expiresAt),
      privileges: key.privileges,
      quota: {
        executions_per_day: limit,
        executions_used_today: used,
        executions_remaining_today: limit === null ? null : Math.max(0, limit - used),
        resets_at: iso(nextUtcMidnight(clock.now())),
        requests_per_minute: q.enabled ? q.requestsPerMinute : null,
      },
    };
  });

  router.delete('/v1/me', requireKey(), async (ctx) => {
    const key = keyOf(ctx);
    await revokeKey(db, key.keyId, clock.now());
    services.keys.forget(key.keyId);
    ctx.body = { key_id: key.keyId, revoked: true };
  });

  router.get('/v1/me/profile', requireKey(), async (ctx) => {
    const key = keyOf(ctx);
    await services.recorder.flush(); // the agent sighting of this very call is written behind
    const account = await getAccount(db, key.accountId);
    if (!account) throw new ApiError('unauthorized', 'the account of this key no longer exists');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      account: { id: account.id, email: account.email, email_verified: account.email_verified, created_at: iso(account.created_at) },
      key: { key_id: key.keyId, kind: key.kind, created_at: iso(key.createdAt), expires_at: iso(key.expiresAt) },
      agent: account.last_seen_at === null ? null : { user_agent: account.last_user_agent, model: account.last_model, last_seen_at: iso(account.last_seen_at) },
    };
  });

  router.get('/v1/me/activity', requireKey(), async (ctx) => {
    const { limit: rawLimit, before } = ctx.query;
    const faults: { parameter: string; message: string }[] = [];
    let limit = 20;
    if (rawLimit !== undefined) {
      if (typeof rawLimit !== 'string' || !/^[1-9][0-9]?$/.test(rawLimit) || Number(rawLimit) > 50) faults.push({ parameter: 'limit', message: 'must be an integer from 1 to 50' });
      else limit = Number(rawLimit);
    }
    let beforeSeq: number | null = null;
    if (before !== undefined) {
      beforeSeq = typeof before === 'string' && before.length <= 64 ? decodeCursor(before) : null;
      if (beforeSeq === null) faults.push({ parameter: 'before', message: 'must be a next_cursor returned by this endpoint' });
    }
    if (faults.length) throw new ApiError('invalid_request', 'invalid query parameters', faults);
    await services.recorder.flush(); // executions are written behind; show everything answered so far
    const rows = await listActivity(db, keyOf(ctx).accountId, limit + 1, beforeSeq);
    const page = rows.slice(0, limit);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      items: page.map((r) => ({
        execution_ref: r.execution_ref, tool: r.tool, version: r.version, via: r.via, status: r.status,
        error_code: r.error_code, at: iso(r.at), duration_ms: Math.round(r.duration_us) / 1000,
      })),
      next_cursor: rows.length > limit ? encodeCursor(page[page.length - 1]!.seq) : null,
    };
  });

  const savedToolBody = (t: { tool: string; version: string; note: string | null; saved_at: number }): SavedToolBody => ({ ...t, saved_at: iso(t.saved_at) });

  router.get('/v1/me/saved-tools', requireKey(), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { tools: (await listSavedTools(db, keyOf(ctx).accountId)).map(savedToolBody) };
  });

  router.put('/v1/me/saved-tools', requireKey(), body, async (ctx) => {
    const input = validBody<SaveTool>(save_toolBody, ctx.state.body);
    if (!catalog.get(input.tool, input.version)) {
      throw new ApiError(catalog.versionsOf(input.tool) ? 'version_not_found' : 'tool_not_found', `no tool ${input.tool}@${input.version} to save`);
    }
    ctx.body = savedToolBody(await saveTool(db, keyOf(ctx).accountId, input.tool, input.version, input.note, clock.now()));
  });

  router.delete('/v1/me/saved-tools', requireKey(), body, async (ctx) => {
    const input = validBody<RemoveTool>(remove_saved_toolBody, ctx.state.body);
    const removed = await removeSavedTool(db, keyOf(ctx).accountId, input.tool, input.version);
    ctx.body = { tool: input.tool, version: input.version, removed };
  });
}
