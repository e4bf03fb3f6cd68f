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

/** The fixed headers as [name, value] pairs, built once (set with res.setHeader, unvalidated per request). */
export function fixedHeaders(config: Pick<Config, 'publicBaseUrl'>): [string, string][] {
  const fixed: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Content-Security-Policy', "frame-ancestors 'none'"],
    ['Referrer-Policy', 'no-referrer'],
  ];
  // PUBLIC_BASE_URL is https whenever set (config refuses anything else); the check states why.
  if (config.publicBaseUrl?.startsWith('https:')) fixed.push(['Strict-Transport-Security', `max-age=${HSTS_MAX_AGE_S}`]);
  return fixed;
}

export type KeyFree = (method: string, path: string) => boolean;

/** After the response is decided: no-store on what answers a key or /v1/me*, Connection: close when draining. */
export function finalHeaders(ctx: Context, keyFree: KeyFree, lifecycle: Lifecycle | undefined): void {
  const path = ctx.path;
  if (OWN.test(path) || (ctx.req.headers.authorization && !keyFree(ctx.method, path))) ctx.set('Cache-Control', 'no-store');
  if (lifecycle?.draining) ctx.set('Connection', 'close');
}
