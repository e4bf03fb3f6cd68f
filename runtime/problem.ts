// RFC 9457 problem details, built from the one error table.
import { errorTable, type ErrorCode, type FieldFault } from './errors.js';

export type Problem = {
  type: string;
  title: string;
  status: number;
  code: string;
  detail?: string;
  instance?: string;
  errors?: FieldFault[];
  context?: Record<string, unknown>;
  retry_after?: number;
};

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
