// Headers every response carries, errors included (set before anything else runs):
// - hardening: no MIME sniffing, no framing (X-Frame-Options for old browsers, CSP frame-ancestors
//   for the rest; pages will come), no Referer leaving, HSTS when the public address is https;
// - `Cache-Control: no-store` on what answers a key (the caller's own data) and on /v1/me*,
//   whatever the route set: a shared cache must never keep one caller's answer for another;
// - `Connection: close` once the server is draining (SIGTERM), so keep-alive clients leave before
//   the grace period ends instead of being cut mid-request.
import type { Context } from 'koa';
import type { Config } from '../config.js';

/** Set by the process entry when shutdown starts; read on every response. */
export type Lifecycle = { draining: boolean };

const OWN = /^\/v1\/me(\/|$)/;

export const HSTS_MAX_AGE_S = 31_536_000; // one year

/** The fixed headers as flat [name, value, ...] pairs, built once (a route may replace one: reply.ts). */
export function fixedHeaders(config: Pick<Config, 'publicBaseUrl'>): string[] {
  const fixed = [
    'X-Content-Type-Options', 'nosniff',
    'X-Frame-Options', 'DENY',
    'Content-Security-Policy', "frame-ancestors 'none'",
    'Referrer-Policy', 'no-referrer',
  ];
  // PUBLIC_BASE_URL is https whenever set (config refuses anything else); the check states why.
  if (config.publicBaseUrl?.startsWith('https:')) fixed.push('Strict-Transport-Security', `max-age=${HSTS_MAX_AGE_S}`);
  return fixed;
}

export type KeyFree = (method: string, path: string) => boolean;

const NONE: readonly string[] = Object.freeze([]);
const NO_STORE: readonly string[] = Object.freeze(['Cache-Control', 'no-store']);

/**
 * The headers that replace a route's own, as flat pairs: no-store on what answers a key or /v1/me*,
 * Connection: close when draining.
 */
export function finalHeaders(ctx: Context, keyFree: KeyFree, lifecycle: Lifecycle | undefined): readonly string[] {
  const path = ctx.path;
  const noStore = OWN.test(path) || (ctx.req.headers.authorization !== undefined && ctx.req.headers.authorization !== '' && !keyFree(ctx.method, path));
  if (!lifecycle?.draining) return noStore ? NO_STORE : NONE;
  return noStore ? [...NO_STORE, 'Connection', 'close'] : ['Connection', 'close'];
}
