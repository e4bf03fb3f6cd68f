// The one place that decides what a REST client sees of a failure (koa's `expose`, made explicit):
// the body is problemFrom's, shared with batch items and MCP.
import type { Context } from 'koa';
import { ApiError } from '../errors.js';
import { failureLogFields, isInternal, problemFrom, RETRY_AFTER_S, type Problem } from '../problem.js';
import type { Logger } from '../logger.js';
import { answered, hasName, PROBLEM_TYPE, replyJson } from './reply.js';

/**
 * Answers with `problem` (and `headers`, flat name/value pairs); a 503 or 429 carries Retry-After
 * (its retry_after, unless one was given or set already).
 */
export function sendProblem(ctx: Context, problem: Problem, headers: readonly string[] = []): void {
  let all = headers;
  if (!hasName(all, 'Retry-After') && !ctx.res.hasHeader('Retry-After')) {
    if (problem.status === 503) all = [...all, 'Retry-After', String(problem.retry_after ?? RETRY_AFTER_S)];
    else if (problem.status === 429 && problem.retry_after !== undefined) all = [...all, 'Retry-After', String(problem.retry_after)];
  }
  replyJson(ctx, problem.status, JSON.stringify(problem), all, PROBLEM_TYPE);
}

/** The router answers unmatched paths and methods with a bare status: the failure that gives them a problem body. */
export function unansweredFailure(ctx: Context): ApiError | null {
  if (ctx.respond === false || answered(ctx)) return null;
  if (ctx.status === 404) return new ApiError('not_found', `no route for ${ctx.method} ${ctx.path}`);
  if (ctx.status === 405 || ctx.status === 501) return new ApiError('method_not_allowed', `${ctx.method} is not allowed here; see the Allow header`);
  return null;
}

/** Answers a failure with its problem (and the ApiError's headers), logging what hides a fault of ours. */
export function answerFailure(ctx: Context, err: unknown, log: Logger, requestId: string): void {
  const problem = problemFrom(err, requestId);
  const headers: string[] = [];
  if (err instanceof ApiError && err.headers) for (const [k, v] of Object.entries(err.headers)) headers.push(k, v);
  if (problem.code === 'database_unavailable') log.warn({ err, requestId }, 'database unavailable');
  else if (isInternal(problem)) log.error({ err, requestId, ...failureLogFields(err) }, 'request failed');
  sendProblem(ctx, problem, headers);
}
