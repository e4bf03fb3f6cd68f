// The one middleware around every route: request id, the fixed headers, the problem mapping, the
// Cache-Control and Connection rules, and the access line. One async frame instead of four nested
// koa-compose layers (each cost 1-3% of an execute); each concern is a plain function of its module.
import type { Middleware } from 'koa';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { accessLine } from './access-log.js';
import { compressBody } from './compression.js';
import type { Cors } from './cors.js';
import { answerFailure, unansweredFailure } from './problem-responses.js';
import { requestIdOf } from './request-id.js';
import { finalHeaders, fixedHeaders, type KeyFree, type Lifecycle } from './response-headers.js';

declare module 'koa' {
  interface DefaultState {
    /** Set here for every request: X-Request-Id, the `instance` of a problem (the one member of ctx.state). */
    requestId: string;
  }
}

export function front(log: Logger, config: Pick<Config, 'publicBaseUrl'>, opts: { keyFree: KeyFree; lifecycle?: Lifecycle; cors?: Cors }): Middleware {
  const line = accessLine(log);
  const fixed = fixedHeaders(config);
  const { keyFree, lifecycle, cors } = opts;
  return async (ctx, next) => {
    const start = line ? process.hrtime.bigint() : 0n;
    const given = ctx.req.headers['x-request-id'];
    const requestId = requestIdOf(typeof given === 'string' ? given : undefined);
    ctx.state.requestId = requestId;
    const res = ctx.res;
    res.setHeader('X-Request-Id', requestId);
    for (let i = 0; i < fixed.length; i++) res.setHeader(fixed[i]![0], fixed[i]![1]);
    const origin = cors && ctx.req.headers.origin; // CORS (cors.ts): only when a browser sent Origin
    try {
      try {
        if (!origin || !cors!.before(ctx, origin)) await next(); // true: a preflight, answered
        const unanswered = unansweredFailure(ctx);
        if (unanswered) throw unanswered;
      } catch (err) {
        answerFailure(ctx, err, log, requestId);
      }
      finalHeaders(ctx, keyFree, lifecycle);
      if (origin) cors!.after(ctx);
      const acceptEncoding = ctx.req.headers['accept-encoding']; // compression.ts: only when asked for
      const compressing = acceptEncoding === undefined ? undefined : compressBody(ctx, acceptEncoding);
      if (compressing) await compressing;
    } finally {
      line?.(ctx, requestId, start);
    }
  };
}
