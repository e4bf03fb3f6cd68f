// Who is calling: an anonymous client (its address, hashed) or a key. A key that is sent must be
// valid: malformed, unknown, revoked or expired keys are 401 (RFC 6750 error="invalid_token").
import { createHash } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import { ApiError } from '../errors.js';
import { parseKey, secretMatches } from '../auth/api-keys.js';
import type { KeyKind } from '../auth/key-store.js';
import type { Services } from '../../services.js';
import type { Config } from '../config.js';

export const REALM = 'deterministic-tools';

export type CallerKey = { keyId: string; accountId: string; kind: KeyKind; expiresAt: number; createdAt: number; privileges: string[] };
export type Caller = { client: string; key: CallerKey | null; userAgent: string | null; model: string | null };

function invalidToken(description: string): ApiError {
  return new ApiError('unauthorized', description, undefined, {
    'WWW-Authenticate': `Bearer realm="${REALM}", error="invalid_token", error_description="${description}"`,
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

export function identifyCaller(services: Services, config: Config): Middleware {
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
  return async (ctx, next) => {
    const caller: Caller = { client: hashClient(ctx.ip), key: null, userAgent: userAgentOf(ctx.get('User-Agent')), model: serviceModel(ctx.get('X-Service-Model')) };
    const header = ctx.get('Authorization');
    if (header) {
      const m = /^Bearer +(\S+) *$/i.exec(header);
      if (!m) throw invalidToken('the Authorization header must be "Bearer <api_key>"');
      const parsed = parseKey(m[1]!);
      if (!parsed) throw invalidToken('the key is malformed');
      const row = await services.keys.get(parsed.keyId);
      if (!row || !secretMatches(parsed.secret, row.secret_sha256)) throw invalidToken('the key is not valid');
      if (row.revoked_at !== null) throw invalidToken('the key was revoked');
      if (services.clock.now() >= row.expires_at) throw invalidToken('the key has expired');
      caller.key = {
        keyId: row.id, accountId: row.account_id, kind: row.kind, expiresAt: row.expires_at,
        createdAt: row.created_at, privileges: JSON.parse(row.privileges) as string[],
      };
      caller.client = `key:${row.id}`;
    }
    ctx.state.caller = caller;
    await next();
  };
}

export function callerOf(ctx: Context): Caller {
  return ctx.state.caller as Caller;
}

/** For endpoints that need a key: 401 with a Bearer challenge when none was sent. */
export function requireKey(): Middleware {
  return async (ctx, next) => {
    if (!callerOf(ctx).key) {
      throw new ApiError('unauthorized', 'this endpoint needs a key: Authorization: Bearer <api_key>', undefined, {
        'WWW-Authenticate': `Bearer realm="${REALM}"`,
      });
    }
    await next();
  };
}

export function keyOf(ctx: Context): CallerKey {
  return callerOf(ctx).key!;
}

/** The short-window allowance (QUOTA_REQUESTS_PER_MINUTE) per key, or per client address. */
export function limitRequestRate(services: Services, config: Config): Middleware {
  return async (ctx, next) => {
    if (config.quotas.enabled) {
      const verdict = await services.minute.hit(callerOf(ctx).client, config.quotas.requestsPerMinute);
      if (!verdict.ok) throw rateLimited('the per-minute request allowance is used up', verdict.retryAfter);
    }
    await next();
  };
}

export function rateLimited(detail: string, retryAfter: number): ApiError {
  return new ApiError('rate_limited', detail, undefined, { 'Retry-After': String(retryAfter) }, retryAfter);
}
