// RFC 9457 problem details, built from the one error table, and the one mapping from a failure to
// the problem a client sees: REST responses, batch items and MCP tool results all come through
// problemFrom, and an execution's record takes its status and code from the same problem.
import { ToolError } from '../../impl/lib/tool-error.js';
import { errorTable, ApiError, isErrorCode, OutputContractViolation, type ErrorCode, type FieldFault } from './errors.js';
import { isDatabaseUnavailable } from './store/db.js';

export type Problem = {
  type: string;
  title: string;
  status: number;
  code: ErrorCode;
  detail?: string;
  instance?: string;
  errors?: FieldFault[];
  context?: Record<string, unknown>;
  retry_after?: number;
};

/** What a 503 database_unavailable tells the client to wait: SQLite locks are short, and an outage is retried by then. */
export const RETRY_AFTER_S = 2;

export function problemOf(
  code: ErrorCode,
  opts: { detail?: string; errors?: FieldFault[]; context?: Record<string, unknown>; requestId?: string; retryAfter?: number } = {},
): Problem {
  const spec = errorTable[code];
  const p: Problem = { type: `/problems/${code}`, title: spec.title, status: spec.status, code };
  if (opts.detail !== undefined) p.detail = opts.detail;
  if (opts.requestId !== undefined) p.instance = opts.requestId;
  if (opts.errors?.length) p.errors = opts.errors;
  if (opts.context && Object.keys(opts.context).length) p.context = opts.context;
  if (opts.retryAfter !== undefined) p.retry_after = opts.retryAfter;
  return p;
}

/**
 * The problem for any failure. An ApiError is its code; a ToolError with a client-side code of the
 * table is that code with its pointers and context; a database that does not answer is a 503 the
 * client may retry (not our bug, not theirs); anything else (an unlisted tool code, an output that
 * breaks its schema, a bug) is 500 internal_error and shows nothing of itself: log it (`isInternal`).
 */
export function problemFrom(err: unknown, requestId?: string): Problem {
  if (err instanceof ApiError) return problemOf(err.code, { detail: err.detail, errors: err.errors, requestId, retryAfter: err.retryAfter });
  if (err instanceof ToolError && isErrorCode(err.code) && errorTable[err.code].side === 'client') {
    return problemOf(err.code, { detail: err.message, errors: err.details, context: err.extra, requestId });
  }
  if (isDatabaseUnavailable(err)) {
    return problemOf('database_unavailable', { detail: 'the database does not answer now; retry later', requestId, retryAfter: RETRY_AFTER_S });
  }
  return problemOf('internal_error', { detail: 'An internal error occurred; quote the request id when reporting it.', requestId });
}

/** Whether the problem hides a fault of ours, which the surface that met it must log. */
export function isInternal(problem: Problem): boolean {
  return problem.code === 'internal_error';
}

/** What a log line about a failure adds beyond the error itself. */
export function failureLogFields(err: unknown): Record<string, unknown> {
  return err instanceof OutputContractViolation ? { violations: err.fieldErrors } : {};
}
