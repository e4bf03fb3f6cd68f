// Reads a JSON request body within the byte limit and the body timeout: 413 when larger, 408 when
// it trickles in slower than BODY_TIMEOUT_MS allows, 415 when not JSON, 400 when malformed or nested
// deeper than MAX_JSON_DEPTH. Sets ctx.state.body.
import type { Context, Middleware } from 'koa';
import getRawBody from 'raw-body';
import { ApiError } from '../errors.js';

declare module 'koa' {
  interface DefaultContext {
    /** BODY_TIMEOUT_MS, set once on app.context by createApp (DEFAULT_BODY_TIMEOUT_MS otherwise). */
    bodyTimeoutMs?: number;
  }
}

export const DEFAULT_BODY_TIMEOUT_MS = 10_000;

class BodyTimeout extends Error {}

/**
 * The raw body as UTF-8 text, within `limit` bytes and the body timeout. A body that has not fully
 * arrived in time is 408 `request_timeout` with `Connection: close`: the rest of it is never read,
 * so the connection cannot carry another request (a client trickling 1 byte/s held one for minutes).
 */
export async function readBodyText(ctx: Context, limit: number): Promise<string> {
  const timeoutMs = ctx.bodyTimeoutMs ?? DEFAULT_BODY_TIMEOUT_MS;
  const declared = ctx.get('Content-Length');
  const reading = getRawBody(ctx.req, { limit, encoding: 'utf8', length: declared || undefined });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BodyTimeout()), timeoutMs);
  });
  try {
    return await Promise.race([reading, deadline]);
  } catch (e) {
    if (e instanceof BodyTimeout) {
      reading.catch(() => {}); // settles as aborted when the connection closes
      throw new ApiError('request_timeout', `the body did not arrive within ${timeoutMs} ms`, undefined, { Connection: 'close' });
    }
    throw e;
  } finally {
    clearTimeout(timer);
  }
}

// Above every tool's own depth limit (at most 128), so tools answer for their limits themselves.
export const MAX_JSON_DEPTH = 256;

const JSON_TYPE = /^application\/(?:[a-z0-9.+-]+\+)?json$/;

/** Deepest nesting of arrays/objects in a JSON text, stopping early past `limit`; linear, no recursion. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

export function jsonBody(limitBytes: number): Middleware {
  return async (ctx, next) => {
    const type = (ctx.get('Content-Type').split(';')[0] ?? '').trim().toLowerCase();
    const charset = /;\s*charset=("?)([^";]+)\1/i.exec(ctx.get('Content-Type'))?.[2]?.toLowerCase();
    if (!JSON_TYPE.test(type) || (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8')) {
      throw new ApiError('unsupported_media_type', 'send the body as application/json (UTF-8)');
    }
    const declared = ctx.get('Content-Length');
    if (declared && Number(declared) > limitBytes) throw new ApiError('payload_too_large', `the body may be at most ${limitBytes} bytes`);
    let text: string;
    try {
      text = await readBodyText(ctx, limitBytes);
    } catch (e) {
      if (e instanceof ApiError) throw e;
      const type = (e as { type?: string }).type;
      if (type === 'entity.too.large') throw new ApiError('payload_too_large', `the body may be at most ${limitBytes} bytes`);
      if (type === 'request.aborted') {
        ctx.status = 400;
        return;
      }
      throw new ApiError('malformed_json', 'the body could not be read');
    }
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) throw new ApiError('limit_exceeded', `JSON nested deeper than ${MAX_JSON_DEPTH} levels is refused`);
    ctx.state.bodyBytes = Buffer.byteLength(text);
    try {
      ctx.state.body = JSON.parse(text);
    } catch (e) {
      // V8's message can quote the body (and so a secret in it): keep only the position.
      const at = /position (\d+)/.exec((e as Error).message)?.[1];
      throw new ApiError('malformed_json', at === undefined ? 'the body is not valid JSON' : `the body is not valid JSON (error at character ${at})`);
    }
    await next();
  };
}
