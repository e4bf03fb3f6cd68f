// Answers written in one piece: the status, every header and the body go out through one
// res.writeHead(status, [name, value, ...]) and one res.end(text), instead of a res.setHeader per
// header (each validated, lowercased into a map and merged again at writeHead) and Koa's body
// setters. That path cost a fifth of a small execute; the answers most requests get (an execute's
// result, every problem) are written so, by front.ts once the route is done. Anything else (Koa
// bodies, headers set with ctx.set, HEAD) goes through Koa unchanged, with the same headers.
import type { Context } from 'koa';

/** A JSON answer waiting for front.ts to write it: `headers` is a flat [name, value, ...] list. */
export type Reply = { status: number; type: string; body: string; headers: readonly string[] };

declare module 'koa' {
  interface DefaultState {
    /** Set by replyJson; written by front.ts (writeReply). */
    reply?: Reply;
    /** Front's fixed headers for every response (besides X-Request-Id), flat pairs, shared by every request; a route may replace one. */
    frontHeaders: readonly string[];
    /**
     * Headers a step before the route adds to whatever answer the request gets (RateLimit, say),
     * flat pairs: written with the reply, or set for Koa (res.setHeader would take the reply off
     * its one-writeHead path).
     */
    headers?: string[];
  }
}

export const JSON_TYPE = 'application/json; charset=utf-8';
// As Koa wrote them: mime-db gives application/json a charset and application/problem+json none.
export const PROBLEM_TYPE = 'application/problem+json';

const NONE: readonly string[] = Object.freeze([]);
const REQUEST_ID = 'X-Request-Id';

/** Answers `status` with the JSON text `body` (and `headers`, flat name/value pairs). The last reply wins. */
export function replyJson(ctx: Context, status: number, body: string, headers: readonly string[] = NONE, type = JSON_TYPE): void {
  ctx.state.reply = { status, type, body, headers };
  ctx.status = status;
}

/** Whether the request has an answer (a reply or a Koa body). */
export function answered(ctx: Context): boolean {
  return ctx.state.reply !== undefined || (ctx.body !== undefined && ctx.body !== null);
}

/**
 * Writes the response. `defaults` (front's headers for every response, after X-Request-Id) give way
 * to a route's header of the same name; the headers of ctx.state.headers and the reply's come next; `overrides`
 * (no-store, Connection: close) replace any of them. When `fast` and nothing was set with
 * res.setHeader, a reply goes out in one writeHead and one end (true: written); otherwise the same
 * headers are set for Koa to write (false: Koa answers, after whatever the caller adds).
 */
export function writeReply(ctx: Context, defaults: readonly string[], overrides: readonly string[], fast = true): boolean {
  const res = ctx.res;
  const reply = ctx.state.reply;
  const added = ctx.state.headers ?? NONE;
  if (fast && reply && ctx.method !== 'HEAD' && !res.headersSent && res.getHeaderNames().length === 0) {
    const { headers } = reply;
    const all: string[] = [];
    if (!hasName(headers, REQUEST_ID) && !hasName(added, REQUEST_ID)) all.push(REQUEST_ID, ctx.state.requestId);
    for (let i = 0; i < defaults.length; i += 2) {
      const name = defaults[i]!;
      if (!hasName(headers, name) && !hasName(added, name) && !hasName(overrides, name)) all.push(name, defaults[i + 1]!);
    }
    for (let i = 0; i < added.length; i += 2) if (!hasName(headers, added[i]!) && !hasName(overrides, added[i]!)) all.push(added[i]!, added[i + 1]!);
    for (let i = 0; i < headers.length; i += 2) if (!hasName(overrides, headers[i]!)) all.push(headers[i]!, headers[i + 1]!);
    for (let i = 0; i < overrides.length; i++) all.push(overrides[i]!);
    all.push('Content-Type', reply.type, 'Content-Length', String(Buffer.byteLength(reply.body)));
    ctx.respond = false;
    res.writeHead(reply.status, all);
    res.end(reply.body);
    return true;
  }
  if (res.headersSent) return false;
  for (let i = 0; i < added.length; i += 2) res.setHeader(added[i]!, added[i + 1]!);
  if (reply) {
    for (let i = 0; i < reply.headers.length; i += 2) res.setHeader(reply.headers[i]!, reply.headers[i + 1]!);
    ctx.status = reply.status;
    ctx.type = reply.type;
    ctx.body = reply.body;
  }
  applyDefaults(ctx, defaults);
  for (let i = 0; i < overrides.length; i += 2) res.setHeader(overrides[i]!, overrides[i + 1]!);
  return false;
}

/** Front's headers (and ctx.state.headers) for a route that writes its response itself (MCP's transport), before it writes. */
export function applyFrontHeaders(ctx: Context): void {
  const added = ctx.state.headers ?? NONE;
  for (let i = 0; i < added.length; i += 2) ctx.res.setHeader(added[i]!, added[i + 1]!);
  applyDefaults(ctx, ctx.state.frontHeaders);
}

function applyDefaults(ctx: Context, defaults: readonly string[]): void {
  const res = ctx.res;
  if (res.headersSent) return;
  if (!res.hasHeader(REQUEST_ID)) res.setHeader(REQUEST_ID, ctx.state.requestId);
  for (let i = 0; i < defaults.length; i += 2) if (!res.hasHeader(defaults[i]!)) res.setHeader(defaults[i]!, defaults[i + 1]!);
}

/** Whether a flat header list has `name` (any case). */
export function hasName(headers: readonly string[], name: string): boolean {
  for (let i = 0; i < headers.length; i += 2) {
    const h = headers[i]!;
    if (h.length === name.length && (h === name || h.toLowerCase() === name.toLowerCase())) return true;
  }
  return false;
}
