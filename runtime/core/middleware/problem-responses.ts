// The one place that decides what a REST client sees of a failure (koa's `expose`, made explicit):
// the body is problemFrom's, shared with batch items and MCP.
import type { Context } from 'koa';
import { ApiError } from '../errors.js';
import { failureLogFields, isInternal, problemFrom, RETRY_AFTER_S, type Problem } from '../problem.js';
import type { Logger } from '../logger.js';

/** Answers with `problem`; a 503 or 429 carries Retry-After (its retry_after, unless a header was set already). */
export function sendProblem(ctx: Context, problem: Problem): void {
  if (!ctx.response.get('Retry-After')) {
    if (problem.status === 503) ctx.set('Retry-After', String(problem.retry_after ?? RETRY_AFTER_S));
    else if (problem.status === 429 && problem.retry_after !== undefined) ctx.set('Retry-After', String(problem.retry_after));
  }
  ctx.status = problem.status;
  ctx.type = 'application/problem+json';
  ctx.body = problem;
}

/** The router answers unmatched paths and methods with a bare status: the failure that gives them a problem body. */
export function unansweredFailure(ctx: Context): ApiError | null {
  if (ctx.respond === false || (ctx.body !== undefined && ctx.body !== null)) return null;
  if (ctx.status === 404) return new ApiError('not_found', `no route for ${ctx.method} ${ctx.path}`);
  if (ctx.status === 405 || ctx.status === 501) return new ApiError('method_not_allowed', `${ctx.method} is not allowed here; see the Allow header`);
  return null;
}

/** Answers a failure with its problem (and the ApiError's headers), logging what hides a fault of ours. */
export function answerFailure(ctx: Context, err: unknown, log: Logger, requestId: string): void {
  const problem = problemFrom(err, requestId);
  if (err instanceof ApiError && err.headers) for (const [k, v] of Object.entries(err.headers)) ctx.set(k, v);
  if (problem.code === 'database_unavailable') log.warn({ err, requestId }, 'database unavailable');
  else if (isInternal(problem)) log.error({ err, requestId, ...failureLogFields(err) }, 'request failed');
  sendProblem(ctx, problem);
}
