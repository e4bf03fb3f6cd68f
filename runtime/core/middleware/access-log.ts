import type { Context } from 'koa';
import type { Logger } from '../logger.js';

export type AccessLine = (ctx: Context, requestId: string, startNs: bigint) => void;

/**
 * One line per request: no query string (it may carry tokens), no body, no headers. Null above
 * info, so nothing is built (not even the start time) for a line nobody writes.
 */
export function accessLine(log: Logger): AccessLine | null {
  // The line holds only the fields below, none of which the logger's redaction paths can match:
  // without them it costs a third (redaction walked every line's object for wildcard paths).
  const lines = log.child({}, { redact: [] });
  if (!lines.isLevelEnabled('info')) return null;
  return (ctx, requestId, startNs) => {
    const ms = Number(process.hrtime.bigint() - startNs) / 1e6;
    lines.info({ req_id: requestId, method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms * 100) / 100 }, 'request');
  };
}
