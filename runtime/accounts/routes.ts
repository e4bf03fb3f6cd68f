// Email sign-in and everything under /v1/me.
import type { components } from '../../generated/sdk.js';
import { ApiError } from '../core/errors.js';
import { iso, nextUtcMidnight } from '../core/clock.js';
import { dailyLimited } from '../core/middleware/caller.js';
import type { Handlers } from '../core/routing.js';
import { createAccountWithKey, getAccount, revokeKey } from './store.js';
import { listActivity } from '../execution/records-store.js';
import { listSavedTools, removeSavedTool, saveTool } from './saved-tools-store.js';
import type { FeatureDeps } from '../execution/services.js';
import { executionScope } from '../execution/pipeline.js';

type SavedToolBody = components['schemas']['SavedTool'];

const DAY_MS = 86_400_000;

function encodeCursor(seq: number): string {
  return Buffer.from(`a1:${seq}`).toString('base64url');
}

function decodeCursor(cursor: string): number | null {
  const m = /^a1:([1-9][0-9]{0,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return m ? Number(m[1]) : null;
}

/** What signing in may do in another feature (wired in runtime/app.ts): subscribe the address to the newsletter. */
export type AccountHooks = { subscribe(email: string): Promise<void> };

type AccountHandlers = Pick<Handlers, 'create_email_account' | 'get_me' | 'revoke_me' | 'get_profile' | 'list_activity' | 'list_saved_tools' | 'save_tool' | 'remove_saved_tool'>;

export function accountHandlers({ config, services, catalog }: FeatureDeps, hooks: AccountHooks): AccountHandlers {
  const { db, clock } = services;
  const savedToolBody = (t: { tool: string; version: string; note: string | null; saved_at: number }): SavedToolBody => ({ ...t, saved_at: iso(t.saved_at) });

  return {
    create_email_account: async (ctx, { body: input, caller }) => {
      if (caller.key) throw new ApiError('already_signed_in', 'this call already carries a key; sign in without one to create a new account');
      if (config.quotas.enabled) {
        const verdict = await services.daily.take(`signins:${caller.client}`, config.quotas.signinsPerDay);
        if (!verdict.ok) throw dailyLimited('sign-in', config.quotas.signinsPerDay, verdict.retryAfter);
      }
      const created = await createAccountWithKey(db, input.email, 'email', clock.now(), config.emailKeyTtlDays * DAY_MS);
      if (input.newsletter === true) await hooks.subscribe(input.email);
      ctx.status = 201;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { api_key: created.apiKey, key_id: created.keyId, expires_at: iso(created.expiresAt), privileges: created.privileges };
    },

    get_me: async (ctx, { caller }) => {
      const { key } = caller;
      const q = config.quotas;
      const limit = q.enabled ? q.executionsPerDayKey : null;
      const scope = executionScope(caller);
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
    },

    revoke_me: async (ctx, { caller: { key } }) => {
      await revokeKey(db, key.keyId, clock.now());
      services.keys.forget(key.keyId);
      ctx.body = { key_id: key.keyId, revoked: true };
    },

    get_profile: async (ctx, { caller: { key } }) => {
      await services.recorder.flush(); // the agent sighting of this very call is written behind
      const account = await getAccount(db, key.accountId);
      if (!account) throw new ApiError('unauthorized', 'the account of this key no longer exists');
      ctx.set('Cache-Control', 'no-store');
      ctx.body = {
        account: { id: account.id, email: account.email, email_verified: account.email_verified, created_at: iso(account.created_at) },
        key: { key_id: key.keyId, kind: key.kind, created_at: iso(key.createdAt), expires_at: iso(key.expiresAt) },
        agent: account.last_seen_at === null ? null : { user_agent: account.last_user_agent, model: account.last_model, last_seen_at: iso(account.last_seen_at) },
      };
    },

    list_activity: async (ctx, { caller: { key }, query: { limit, before } }) => {
      const beforeSeq = before === undefined ? null : decodeCursor(before);
      if (beforeSeq === null && before !== undefined) throw new ApiError('invalid_request', 'invalid query parameters', [{ parameter: 'before', message: 'must be a next_cursor returned by this endpoint' }]);
      await services.recorder.flush(); // executions are written behind; show everything answered so far
      const rows = await listActivity(db, key.accountId, limit + 1, beforeSeq);
      const page = rows.slice(0, limit);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = {
        items: page.map((r) => ({
          execution_ref: r.execution_ref, tool: r.tool, version: r.version, via: r.via, status: r.status,
          error_code: r.error_code, at: iso(r.at), duration_ms: Math.round(r.duration_us) / 1000,
        })),
        next_cursor: rows.length > limit ? encodeCursor(page[page.length - 1]!.seq) : null,
      };
    },

    list_saved_tools: async (ctx, { caller: { key } }) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { tools: (await listSavedTools(db, key.accountId)).map(savedToolBody) };
    },

    save_tool: async (ctx, { caller: { key }, body: input }) => {
      if (!catalog.get(input.tool, input.version)) {
        throw new ApiError(catalog.versionsOf(input.tool) ? 'version_not_found' : 'tool_not_found', `no tool ${input.tool}@${input.version} to save`);
      }
      ctx.body = savedToolBody(await saveTool(db, key.accountId, input.tool, input.version, input.note, clock.now()));
    },

    remove_saved_tool: async (ctx, { caller: { key }, body: input }) => {
      const removed = await removeSavedTool(db, key.accountId, input.tool, input.version);
      ctx.body = { tool: input.tool, version: input.version, removed };
    },
  };
}
