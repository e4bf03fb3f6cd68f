// Reads a request body (JSON, or a form where the contract allows one) within the byte limit and the
// body timeout: 413 when larger, 408 when it trickles in slower than BODY_TIMEOUT_MS allows, 415 when
// not the declared media type, 400 when malformed or nested deeper than MAX_JSON_DEPTH.
import type { Context } from 'koa';
import type { IncomingMessage } from 'node:http';
import getRawBody from 'raw-body';
import { ApiError } from './errors.js';
import { pointerToken } from '../../impl/lib/json-pointer.js';

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
 * The bytes are read whole and decoded in one step (a leading BOM dropped, bad sequences as U+FFFD,
 * as raw-body's decoder did) instead of through a streaming decoder.
 */
export function readBodyText(ctx: Context, limit: number): string | Promise<string> {
  const arrived = takeArrived(ctx.req, limit);
  if (arrived) return utf8Text(arrived);
  // The parser pushes a body that came with the headers just after the request event, before the
  // microtask queue runs: one turn later it is there, without a timer or listeners.
  return Promise.resolve().then(() => {
    const later = takeArrived(ctx.req, limit);
    return later ? utf8Text(later) : readArriving(ctx, limit).then(utf8Text);
  });
}

function utf8Text(bytes: Buffer): string {
  const bom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  return bytes.toString('utf8', bom ? 3 : 0);
}

/**
 * The whole body when it arrived with the headers (as most small calls do: all its Content-Length
 * bytes are in the stream's buffer, or the parser has seen its end): taken at once, without a timer
 * or listeners. Null otherwise.
 */
function takeArrived(req: IncomingMessage, limit: number): Buffer | null {
  if (req.readableFlowing !== null || req.readableEnded) return null;
  const arrived = req.readableLength;
  if (!req.complete) {
    const declared = req.headers['content-length'];
    if (declared === undefined || arrived === 0 || Number(declared) !== arrived) return null;
  }
  if (arrived > limit) throw new ApiError('payload_too_large', `the body may be at most ${limit} bytes`);
  return (req.read() as Buffer | null) ?? Buffer.alloc(0);
}

/** The body as it arrives, within `limit` bytes and the body timeout. */
async function readArriving(ctx: Context, limit: number): Promise<Buffer> {
  const timeoutMs = ctx.bodyTimeoutMs ?? DEFAULT_BODY_TIMEOUT_MS;
  const declared = ctx.req.headers['content-length'];
  const reading = getRawBody(ctx.req, { limit, length: declared || undefined });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BodyTimeout()), timeoutMs);
  });
  let bytes: Buffer;
  try {
    bytes = await Promise.race([reading, deadline]);
  } catch (e) {
    if (e instanceof BodyTimeout) {
      reading.catch(() => {}); // settles as aborted when the connection closes
      throw new ApiError('request_timeout', `the body did not arrive within ${timeoutMs} ms`, undefined, { Connection: 'close' });
    }
    throw e;
  } finally {
    clearTimeout(timer);
  }
  return bytes;
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

const FORM = 'application/x-www-form-urlencoded';
/** A sign-up form has two short fields; a larger form is not one of ours. */
export const FORM_LIMIT_BYTES = 4096;

type MediaType = { type: string; utf8: boolean; json: boolean };
// Clients send the same Content-Type again and again: the last one read is kept with its reading.
let lastHeader = '';
let lastMedia: MediaType = { type: '', utf8: true, json: false };

function mediaType(ctx: Context): MediaType {
  const header = ctx.req.headers['content-type'] ?? '';
  if (header === lastHeader) return lastMedia;
  const charset = /;\s*charset=("?)([^";]+)\1/i.exec(header)?.[2]?.toLowerCase();
  const type = (header.split(';')[0] ?? '').trim().toLowerCase();
  lastMedia = { type, utf8: charset === undefined || charset === 'utf-8' || charset === 'utf8', json: JSON_TYPE.test(type) };
  lastHeader = header;
  return lastMedia;
}

export function isFormBody(ctx: Context): boolean {
  return mediaType(ctx).type === FORM;
}

/**
 * The body text within `limitBytes`, or null when the client went away mid-body (nothing to
 * answer). A body that has arrived is read at once, not in a promise: the readers below and the
 * route table (core/routing.ts) await only what has yet to arrive.
 */
function bodyText(ctx: Context, limitBytes: number): string | null | Promise<string | null> {
  const declared = ctx.req.headers['content-length'];
  if (declared && Number(declared) > limitBytes) throw new ApiError('payload_too_large', `the body may be at most ${limitBytes} bytes`);
  const failed = (e: unknown): null => {
    if (e instanceof ApiError) throw e;
    const type = (e as { type?: string }).type;
    if (type === 'entity.too.large') throw new ApiError('payload_too_large', `the body may be at most ${limitBytes} bytes`);
    if (type === 'request.aborted') return null;
    throw new ApiError('malformed_json', 'the body could not be read');
  };
  try {
    const text = readBodyText(ctx, limitBytes);
    return typeof text === 'string' ? text : text.catch(failed);
  } catch (e) {
    return failed(e);
  }
}

export type ReadBody = { value: unknown; bytes: number } | null;

/** A JSON body (application/json or +json, UTF-8): 415, 413, 408, 400 malformed_json, or null when the client left. */
export function readJsonBody(ctx: Context, limitBytes: number): ReadBody | Promise<ReadBody> {
  const media = mediaType(ctx);
  if (!media.json || !media.utf8) throw new ApiError('unsupported_media_type', 'send the body as application/json (UTF-8)');
  const text = bodyText(ctx, limitBytes);
  return text instanceof Promise ? text.then(jsonBody) : jsonBody(text);
}

function jsonBody(text: string | null): ReadBody {
  if (text === null) return null;
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) throw new ApiError('limit_exceeded', `JSON nested deeper than ${MAX_JSON_DEPTH} levels is refused`);
  try {
    return { value: JSON.parse(text), bytes: Buffer.byteLength(text) };
  } catch (e) {
    // V8's message can quote the body (and so a secret in it): keep only the position.
    const at = /position (\d+)/.exec((e as Error).message)?.[1];
    throw new ApiError('malformed_json', at === undefined ? 'the body is not valid JSON' : `the body is not valid JSON (error at character ${at})`);
  }
}

/** A form body (application/x-www-form-urlencoded, UTF-8) as an object of its fields; a repeated field is 400. */
export function readFormBody(ctx: Context): ReadBody | Promise<ReadBody> {
  if (!mediaType(ctx).utf8) throw new ApiError('unsupported_media_type', 'send the form in UTF-8');
  const text = bodyText(ctx, FORM_LIMIT_BYTES);
  return text instanceof Promise ? text.then(formBody) : formBody(text);
}

function formBody(text: string | null): ReadBody {
  if (text === null) return null;
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [k, v] of new URLSearchParams(text)) {
    if (Object.hasOwn(fields, k)) throw new ApiError('invalid_request', 'a form field is repeated', [{ pointer: `/${pointerToken(k)}`, message: 'appears more than once' }]);
    fields[k] = v;
  }
  return { value: { ...fields }, bytes: Buffer.byteLength(text) };
}
