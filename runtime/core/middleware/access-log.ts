import type { Middleware } from 'koa';
import type { Logger } from '../logger.js';

/** One line per request: no query string (it may carry tokens), no body, no headers. */
export function accessLog(log: Logger): Middleware {
  return async (ctx, next) => {
    const start = process.hrtime.bigint();
    try {
      await next();
    } finally {
      if (log.isLevelEnabled('info')) {
        const ms = Number(process.hrtime.bigint() - start) / 1e6;
        log.info({ req_id: ctx.state.requestId, method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms * 100) / 100 }, 'request');
      }
    }
  };
}
