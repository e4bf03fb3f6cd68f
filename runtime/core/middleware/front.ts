// The one middleware around every route: request id, the fixed headers, CORS, the problem mapping,
// the Cache-Control and Connection rules, the response itself (reply.ts), compression and the access
// line. One async frame instead of nested koa-compose layers (each cost 1-3% of an execute); each
// concern is a plain function of its module, called only when its request header is there.
import type { Middleware } from 'koa';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { accessLine } from './access-log.js';
import { compressBody, surelySmall } from './compression.js';
import type { Cors } from './cors.js';
import { answerFailure, unansweredFailure } from './problem-responses.js';
import { requestIdOf } from './request-id.js';
import { finalHeaders, fixedHeaders, type KeyFree, type Lifecycle } from './response-headers.js';
import { writeReply } from './reply.js';

declare module 'koa' {
  interface DefaultState {
    /** Set here for every request: X-Request-Id, the `instance` of a problem. */
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
    ctx.state.frontHeaders = fixed; // with X-Request-Id (reply.ts)
    const origin = cors && ctx.req.headers.origin; // CORS (cors.ts): only when a browser sent Origin
    try {
      try {
        if (!origin || !cors!.before(ctx, origin)) await next(); // true: a preflight, answered
        const unanswered = unansweredFailure(ctx);
        if (unanswered) throw unanswered;
      } catch (err) {
        answerFailure(ctx, err, log, requestId);
      }
      // A route that wrote its response itself (ctx.respond = false) set front's headers first (reply.ts).
      if (ctx.respond === false) return;
      const acceptEncoding = ctx.req.headers['accept-encoding']; // compression.ts: only when asked for
      const reply = ctx.state.reply;
      // A reply compression may take goes through Koa (compressBody reads ctx.body); the rest is written here at once.
      const compressible = acceptEncoding !== undefined && reply !== undefined && !surelySmall(reply.body);
      if (writeReply(ctx, fixed, finalHeaders(ctx, keyFree, lifecycle), !compressible)) return;
      if (origin) cors!.after(ctx);
      const compressing = acceptEncoding === undefined ? undefined : compressBody(ctx, acceptEncoding);
      if (compressing) await compressing;
    } finally {
      line?.(ctx, requestId, start);
    }
  };
}
