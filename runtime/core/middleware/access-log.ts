import type { Middleware } from 'koa';
import type { Logger } from '../logger.js';

/** One line per request: no query string (it may carry tokens), no body, no headers. */
export function accessLog(log: Logger): Middleware {
  // The line holds only the fields below, none of which the logger's redaction paths can match:
  // without them it costs a third (redaction walked every line's object for wildcard paths).
  const lines = log.child({}, { redact: [] });
  return async (ctx, next) => {
    if (!lines.isLevelEnabled('info')) return next(); // nothing built for a line nobody writes
    const start = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      lines.info({ req_id: ctx.state.requestId, method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms * 100) / 100 }, 'request');
    }
  };
}
