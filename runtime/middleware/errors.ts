// The one place that decides what a client sees of a failure (koa's `expose`, made explicit).
import type { Middleware } from 'koa';
import { ToolError } from '../../impl/lib/tool-error.js';
import { ApiError, errorTable, isErrorCode } from '../errors.js';
import { OutputContractViolation } from '../execute-tool.js';
import { problemOf, type Problem } from '../problem.js';
import type { Logger } from '../logger.js';

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
      } else {
        // Unknown failures, unlisted tool codes and output-contract violations are our bugs.
        const what = err instanceof OutputContractViolation ? { violations: err.fieldErrors } : {};
        log.error({ err, requestId, ...what }, 'request failed');
        problem = problemOf('internal_error', { detail: 'An internal error occurred; quote the request id when reporting it.', requestId });
      }
      ctx.status = problem.status;
      ctx.type = 'application/problem+json';
      ctx.body = problem;
    }
  };
}
