// The one place that decides what a client sees of a failure (koa's `expose`, made explicit).
import type { Middleware } from 'koa';
import { ToolError } from '../../impl/lib/tool-error.js';
import { ApiError, errorTable, isErrorCode } from '../errors.js';
import { OutputContractViolation } from '../execute-tool.js';
import { problemOf, type Problem } from '../problem.js';
import { isDatabaseUnavailable } from '../store/db.js';
import type { Logger } from '../logger.js';

/** What a 503 tells the client to wait: SQLite locks are short, and an outage is retried by then. */
export const RETRY_AFTER_S = 2;

export function problemResponses(log: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      // The router answers unmatched paths and methods with a bare status; give them a problem body.
      if (ctx.respond !== false && (ctx.body === undefined || ctx.body === null)) {
        if (ctx.status === 404) throw new ApiError('not_found', `no route for ${ctx.method} ${ctx.path}`);
        if (ctx.status === 405 || ctx.status === 501) throw new ApiError('method_not_allowed', `${ctx.method} is not allowed here; see the Allow header`);
      }
    } catch (err) {
      const requestId = ctx.state.requestId as string | undefined;
      let problem: Problem;
      if (err instanceof ApiError) {
        problem = problemOf(err.code, { detail: err.detail, errors: err.errors, requestId, retryAfter: err.retryAfter });
        for (const [k, v] of Object.entries(err.headers ?? {})) ctx.set(k, v);
      } else if (err instanceof ToolError && isErrorCode(err.code) && errorTable[err.code].side === 'client') {
        problem = problemOf(err.code, { detail: err.message, errors: err.details, context: err.extra, requestId });
      } else if (isDatabaseUnavailable(err)) {
        // Connection refused, pool timeout, SQLite lock held past the busy timeout: the client may
        // retry; it is not our bug and not theirs (fault 8: these were 500s).
        log.warn({ err, requestId }, 'database unavailable');
        problem = problemOf('database_unavailable', { detail: 'the database does not answer now; retry later', requestId, retryAfter: RETRY_AFTER_S });
      } else {
        // Unknown failures, unlisted tool codes and output-contract violations are our bugs.
        const what = err instanceof OutputContractViolation ? { violations: err.fieldErrors } : {};
        log.error({ err, requestId, ...what }, 'request failed');
        problem = problemOf('internal_error', { detail: 'An internal error occurred; quote the request id when reporting it.', requestId });
      }
      if (problem.status === 503 && !ctx.response.get('Retry-After')) ctx.set('Retry-After', String(problem.retry_after ?? RETRY_AFTER_S));
      ctx.status = problem.status;
      ctx.type = 'application/problem+json';
      ctx.body = problem;
    }
  };
}
