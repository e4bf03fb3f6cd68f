// Response compression (RFC 9110 section 8.4): brotli or gzip for bodies of 1 KiB and more, as the
// request's Accept-Encoding prefers them (q-values; brotli wins a tie, being smaller), identity when
// neither is acceptable. front() calls in here only when Accept-Encoding was sent, and a small body
// costs a length check. Not koa-compress: it would be one more middleware frame around every request
// (and every execute), and it cannot reuse the compressed text of an unchanged, ETagged document.
//
// The work runs on libuv's threads (zlib's async calls), never blocking the event loop: openapi.json
// is 859 KB. A response with a strong ETag (openapi.json, contracts, listings) is compressed once
// per encoding and kept; its ETag becomes weak (W/"..."), since the bytes are not the identity
// representation's, and If-None-Match compares weakly, so the same validator still gives 304.
import { promisify } from 'node:util';
import { Stream } from 'node:stream';
import { brotliCompress as brotliCb, constants, gzip as gzipCb } from 'node:zlib';
import type { Context } from 'koa';

/** Smaller bodies go as they are: a compressed kilobyte saves less than its headers and its work cost. */
export const MIN_COMPRESS_BYTES = 1024;
/**
 * Whether a text is under MIN_COMPRESS_BYTES whatever it holds, by its length alone: a UTF-16 code
 * unit is at most 3 UTF-8 bytes, so under 342 units it cannot reach 1 KiB (no encoding needed).
 */
export function surelySmall(text: string): boolean {
  return text.length * 3 < MIN_COMPRESS_BYTES;
}
/** Brotli 5 and gzip 6: most of the gain at a fraction of the top levels' time (brotli 11 takes seconds on openapi.json). */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;
/** Compressed ETagged bodies kept (FIFO), and their total size. */
const CACHE_ENTRIES = 512;
const CACHE_BYTES = 16 * 1024 * 1024;

const brotli = promisify(brotliCb);
const gzip = promisify(gzipCb);

export type Coding = 'br' | 'gzip' | 'identity';

/**
 * The coding to answer with for an Accept-Encoding value: the acceptable (q > 0) one of br and gzip
 * with the higher q, br on a tie; `*` stands for any coding not named. Identity when neither is
 * acceptable (RFC 9110: an unacceptable list is answered without coding, not with 406). Read by
 * splitting, no regular expression, so a long header costs linear time.
 */
export function chooseCoding(header: string): Coding {
  let br: number | undefined;
  let gz: number | undefined;
  let star: number | undefined;
  for (const item of header.split(',')) {
    const parts = item.split(';');
    const name = parts[0]!.trim().toLowerCase();
    if (name !== 'br' && name !== 'gzip' && name !== 'x-gzip' && name !== '*') continue;
    let q = 1;
    for (let i = 1; i < parts.length; i++) {
      const p = parts[i]!.trim();
      if (p.length > 2 && (p[0] === 'q' || p[0] === 'Q') && p[1] === '=') {
        const n = Number(p.slice(2));
        q = Number.isFinite(n) && n >= 0 && n <= 1 ? n : 0;
      }
    }
    if (name === 'br') br = Math.max(br ?? 0, q);
    else if (name === '*') star = Math.max(star ?? 0, q);
    else gz = Math.max(gz ?? 0, q);
  }
  const qBr = br ?? star ?? 0;
  const qGz = gz ?? star ?? 0;
  if (qBr <= 0 && qGz <= 0) return 'identity';
  return qBr >= qGz ? 'br' : 'gzip';
}

function encode(coding: 'br' | 'gzip', body: Buffer): Promise<Buffer> {
  if (coding === 'gzip') return gzip(body, { level: GZIP_LEVEL });
  return brotli(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

const cache = new Map<string, Buffer>();
/** Encodings under way by cache key: a burst of first requests for openapi.json compresses it once. */
const underWay = new Map<string, Promise<Buffer>>();

function encodeOnce(key: string, coding: 'br' | 'gzip', body: Buffer): Promise<Buffer> {
  if (!key) return encode(coding, body);
  let p = underWay.get(key);
  if (!p) {
    p = encode(coding, body).finally(() => underWay.delete(key));
    underWay.set(key, p);
  }
  return p;
}
/** Compressed forms of Buffer bodies, held as long as the route holds the Buffer. */
const assets = new WeakMap<Buffer, Partial<Record<'br' | 'gzip', Buffer>>>();
let cachedBytes = 0;

function remember(key: string, value: Buffer): void {
  if (value.length > CACHE_BYTES / 4) return;
  cache.set(key, value);
  cachedBytes += value.length;
  for (const [k, v] of cache) {
    if (cache.size <= CACHE_ENTRIES && cachedBytes <= CACHE_BYTES) break;
    cache.delete(k);
    cachedBytes -= v.length;
  }
}

/** Text kinds only: images, fonts and archives are compressed already (their bytes would only cost time). */
function compressible(type: string): boolean {
  return type.startsWith('text/') || type === 'application/json' || type.endsWith('+json') || type === 'application/javascript' || type === 'image/svg+xml' || type.endsWith('+xml') || type === 'application/xml';
}

/** The body as bytes when it is text or JSON of at least MIN_COMPRESS_BYTES; null otherwise (streams, small bodies). */
function bodyBytes(ctx: Context): Buffer | null {
  const body: unknown = ctx.body;
  if (typeof body === 'string') {
    if (surelySmall(body)) return null;
    const bytes = Buffer.from(body, 'utf8');
    return bytes.length >= MIN_COMPRESS_BYTES ? bytes : null;
  }
  if (Buffer.isBuffer(body)) return body.length >= MIN_COMPRESS_BYTES ? body : null;
  if (body === null || typeof body !== 'object' || body instanceof Stream) return null;
  // An object Koa would serialize: serialize it here (Koa then sends the text, not a second serialization).
  const json = JSON.stringify(body);
  ctx.body = json;
  return surelySmall(json) ? null : bodyBytes(ctx);
}

/**
 * For a 304 of a document that goes compressed to this client: its ETag as the 200 would carry it
 * (weak), and Vary, so a cache freshens the representation it holds.
 */
export function markNotModified(ctx: Context, text: string | Buffer): void {
  const acceptEncoding = ctx.req.headers['accept-encoding'];
  if (typeof acceptEncoding !== 'string' || (typeof text === 'string' && surelySmall(text)) || Buffer.byteLength(text) < MIN_COMPRESS_BYTES) return;
  ctx.vary('Accept-Encoding');
  const etag = ctx.res.getHeader('ETag');
  if (chooseCoding(acceptEncoding) !== 'identity' && typeof etag === 'string' && !etag.startsWith('W/')) ctx.set('ETag', `W/${etag}`);
}

/**
 * After the route: replaces a large enough body by its compressed bytes, with Content-Encoding and
 * Vary: Accept-Encoding. Leaves alone responses written by the route itself (MCP), bodiless ones
 * (204, 304, HEAD answers keep their headers), and bodies already coded.
 */
export function compressBody(ctx: Context, acceptEncoding: string): Promise<void> | undefined {
  const body: unknown = ctx.body;
  // The small execute answer: one comparison, and no promise (the caller awaits nothing).
  if (typeof body === 'string' && surelySmall(body)) return undefined;
  if (ctx.respond === false || ctx.res.headersSent || ctx.status === 204 || ctx.status === 304 || ctx.res.hasHeader('Content-Encoding')) return undefined;
  if (!compressible(ctx.response.type)) return undefined;
  const bytes = bodyBytes(ctx);
  if (bytes === null) return undefined;
  return compress(ctx, acceptEncoding, body, bytes);
}

async function compress(ctx: Context, acceptEncoding: string, body: unknown, bytes: Buffer): Promise<void> {
  ctx.vary('Accept-Encoding'); // from here on the answer depends on Accept-Encoding, compressed or not
  const coding = chooseCoding(acceptEncoding);
  if (coding === 'identity') return;
  const etag = ctx.res.getHeader('ETag');
  const strong = typeof etag === 'string' && !etag.startsWith('W/');
  const key = strong ? `${coding} ${etag}` : '';
  // A Buffer a route serves again and again (a static asset) is kept by identity; other bodies by ETag.
  const byBuffer = Buffer.isBuffer(body) ? assets.get(body) : undefined;
  let coded = strong ? cache.get(key) : byBuffer?.[coding];
  if (!coded) {
    try {
      coded = await encodeOnce(strong ? key : '', coding, bytes);
    } catch {
      return; // zlib failed (memory): the body goes as it is, which is still a correct answer
    }
    if (strong) remember(key, coded);
    else if (Buffer.isBuffer(body)) assets.set(body, { ...byBuffer, [coding]: coded });
  }
  ctx.body = coded; // Koa sets Content-Length from the buffer; Content-Type stays as the route set it
  ctx.set('Content-Encoding', coding);
  if (strong) ctx.set('ETag', `W/${etag}`);
}
