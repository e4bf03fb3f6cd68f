import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import { markNotModified } from './middleware/compression.js';

export function strongEtag(content: string): string {
  return `"${createHash('sha256').update(content).digest('base64url')}"`;
}

/** RFC 9110 section 13.1.2: If-None-Match uses weak comparison; `*` matches any current representation. */
export function ifNoneMatchHits(header: string, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === opaque);
}

/**
 * `Cache-Control: public, max-age=…` with `Vary: Origin`: CORS headers depend on Origin
 * (core/middleware/cors.ts), so a shared cache must not hand a copy fetched without Origin (no
 * Access-Control-Allow-Origin) to a browser page, or one page's copy to another origin.
 */
export function sharedCacheable(ctx: Context, maxAgeSeconds: number): void {
  ctx.set('Cache-Control', `public, max-age=${maxAgeSeconds}`);
  ctx.vary('Origin');
}

/** Sends a cacheable JSON text with a strong ETag, or 304 when the client already has it. */
export function sendCacheableJson(ctx: Context, json: string, etag: string, maxAgeSeconds: number): void {
  ctx.set('ETag', etag);
  sharedCacheable(ctx, maxAgeSeconds);
  if (ifNoneMatchHits(ctx.get('If-None-Match'), etag)) {
    ctx.status = 304;
    markNotModified(ctx, json); // the weak ETag a compressed 200 would have carried
    return;
  }
  ctx.type = 'application/json';
  ctx.body = json;
}
