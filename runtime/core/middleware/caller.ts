// Who is calling: an anonymous client (its address, hashed) or a key. A key that is sent must be
// valid: malformed, unknown, revoked or expired keys are 401 (RFC 6750 error="invalid_token").
// The route table (core/routing.ts) asks for the caller on every route that is not public.
import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import { ApiError } from '../errors.js';
import { parseKey } from '../auth/api-keys.js';
import type { KeyKind } from '../auth/key-store.js';
import { verifySecret, type CachedKey, type KeyCache } from '../auth/key-cache.js';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { MinuteWindow } from '../quotas/minute-window.js';
import { dayPolicy, dayRefusalHeaders, dayState, minutePolicy, minuteState, type DayState } from '../quotas/rate-limit-headers.js';

export const REALM = 'deterministic-tools';

export type CallerKey = { keyId: string; accountId: string; kind: KeyKind; expiresAt: number; createdAt: number; privileges: readonly string[] };
export type Caller = {
  /** The quota scope: `key:<key_id>` with a key, else the hashed client address. */
  client: string;
  /** The hashed client address, with or without a key (allowances per address: sign-ups, subscriptions). */
  address: string;
  key: CallerKey | null;
  userAgent: string | null;
  model: string | null;
};
export type KeyedCaller = Caller & { key: CallerKey };

function invalidToken(description: string): ApiError {
  return new ApiError('unauthorized', description, undefined, {
    'WWW-Authenticate': `Bearer realm="${REALM}", error="invalid_token", error_description="${description}"`,
  });
}

/** 401 with a Bearer challenge: the route needs a key and none was sent. */
export function keyRequired(): ApiError {
  return new ApiError('unauthorized', 'this endpoint needs a key: Authorization: Bearer <api_key>', undefined, {
    'WWW-Authenticate': `Bearer realm="${REALM}"`,
  });
}

/** X-Service-Model as usage metadata: at most 256 printable ASCII characters, otherwise ignored. */
export function serviceModel(header: string): string | null {
  const v = header.trim();
  return v && v.length <= 256 && /^[\x20-\x7e]+$/.test(v) ? v : null;
}

function userAgentOf(header: string): string | null {
  const v = header.trim().slice(0, 256);
  return v && /^[\x20-\x7e]+$/.test(v) ? v : null;
}

export type IdentifyCaller = (ctx: Context) => Caller | Promise<Caller>;

export function callerIdentifier(deps: { keys: KeyCache; clock: Clock }, config: Config): IdentifyCaller {
  // Addresses are hashed before they become quota scopes; the hash of a recent address is reused.
  const hashes = new Map<string, string>();
  const hashClient = (ip: string) => {
    let h = hashes.get(ip);
    if (h === undefined) {
      h = 'ip:' + createHash('sha256').update(config.clientHashSalt).update('\0').update(ip).digest('base64url').slice(0, 22);
      if (hashes.size >= 10_000) hashes.clear();
      hashes.set(ip, h);
    }
    return h;
  };
  // Synchronous unless a key's row must be read: most calls are anonymous, or a key the cache holds.
  return (ctx) => {
    const address = hashClient(ctx.ip);
    const headers = ctx.req.headers;
    const ua = headers['user-agent'];
    const model = headers['x-service-model'];
    const caller: Caller = {
      client: address, address, key: null,
      userAgent: ua ? userAgentOf(ua) : null,
      model: typeof model === 'string' && model ? serviceModel(model) : null,
    };
    const header = headers.authorization;
    if (!header) return caller;
    const m = /^Bearer +(\S+) *$/i.exec(header);
    if (!m) throw invalidToken('the Authorization header must be "Bearer <api_key>"');
    const parsed = parseKey(m[1]!);
    if (!parsed) throw invalidToken('the key is malformed');
    const entry = deps.keys.get(parsed.keyId);
    if (entry instanceof Promise) return entry.then((e) => keyed(caller, e, parsed.secret));
    return keyed(caller, entry, parsed.secret);
  };

  function keyed(caller: Caller, entry: CachedKey | undefined, secret: string): Caller {
    if (!entry || !verifySecret(entry, secret)) throw invalidToken('the key is not valid');
    const row = entry.row;
    if (row.revoked_at !== null) throw invalidToken('the key was revoked');
    if (deps.clock.now() >= row.expires_at) throw invalidToken('the key has expired');
    // Built once per cached row (frozen: every request of the key shares it).
    entry.caller ??= {
      key: Object.freeze({
        keyId: row.id, accountId: row.account_id, kind: row.kind, expiresAt: row.expires_at,
        createdAt: row.created_at, privileges: entry.privileges,
      }),
      client: `key:${row.id}`,
    };
    caller.key = entry.caller.key;
    caller.client = entry.caller.client;
    return caller;
  }
}

/**
 * A daily allowance some operations also announce (the executions, on the routes that execute):
 * the operations, and the caller's state in it (a promise only while today's shared count is read).
 */
export type DailyAnnounced = { operations: ReadonlySet<string>; state(caller: Caller): DayState | Promise<DayState> };

/**
 * The short-window allowance (QUOTA_REQUESTS_PER_MINUTE) per key, or per client address: 429 when
 * used up. Either way the response says where the caller stands (RateLimit-Policy, RateLimit), from
 * the count the hit returned; on the operations of `daily`, that allowance's state follows.
 */
export function minuteAllowance(deps: { minute: MinuteWindow }, config: Config, daily?: DailyAnnounced): (caller: Caller, ctx: Context, operationId: string) => void | Promise<void> {
  const limit = config.quotas.requestsPerMinute;
  const policy = minutePolicy(limit);
  const policies = new Map<number, string>();
  if (!config.quotas.enabled) return () => {};
  return async (caller, ctx, operationId) => {
    const verdict = await deps.minute.hit(caller.client, limit);
    const state = minuteState(verdict);
    if (!verdict.ok) throw rateLimited('the per-minute request allowance is used up', verdict.resetSeconds, { 'RateLimit-Policy': policy, RateLimit: state });
    if (daily?.operations.has(operationId)) {
      const found = daily.state(caller);
      const day = found instanceof Promise ? await found : found;
      let both = policies.get(day.limit); // two limits at most (anonymous, keyed): built once each
      if (both === undefined) policies.set(day.limit, (both = `${policy}, ${dayPolicy(day.limit)}`));
      (ctx.state.headers ??= []).push('RateLimit-Policy', both, 'RateLimit', `${state}, ${dayState(day)}`); // written with the answer (reply.ts)
      return;
    }
    (ctx.state.headers ??= []).push('RateLimit-Policy', policy, 'RateLimit', state);
  };
}

export function rateLimited(detail: string, retryAfter: number, headers: Record<string, string> = {}): ApiError {
  return new ApiError('rate_limited', detail, undefined, { ...headers, 'Retry-After': String(retryAfter) }, retryAfter);
}

/**
 * 429 from a daily allowance (`what`: "execution", "sign-in", ...): its RateLimit fields name the
 * daily policy that refused (they replace the per-minute ones of the same response).
 */
export function dailyLimited(what: string, limit: number, retryAfter: number): ApiError {
  return rateLimited(`the daily ${what} allowance is used up`, retryAfter, dayRefusalHeaders(limit, retryAfter));
}
